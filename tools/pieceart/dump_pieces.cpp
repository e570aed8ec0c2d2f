// Prints every face (Kind) of every built-in variant as JSON, with the parts of its move
// (core/describe/MoveComponents.h) the piece art generators draw from: the same parts the move
// diagram draws and the words describe (tools/pieceart/make_pieces.py reads this).
//
//   pieceart-dump > pieces.json
//
// Per face: the Kind code ("P" or "+P"), the file stem the art uses ("P" or "pP"), the
// displayed type (a promoted face shows its promotion target), the type's kanji and flags,
// and its move components in Black's frame: type ("step", "slide", "jump-slide", "leap",
// "double-move", "line-move", "hook", "universal", ...), compass direction mask (bit 0
// forward, clockwise), modes, range, leap distance and oblique offsets, jump landings,
// steps, turns, and what a double or line move may do (leaps, multiCapture, igui, pass).
#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>

#include "describe/MoveComponents.h"
#include "variants/Variant.h"

namespace {

std::string quoted(std::string_view s) {
    std::string out = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out + "\"";
}

}  // namespace

int main() {
    using namespace shogi;
    std::ostringstream os;
    os << "{\"variants\": [\n";
    bool firstVariant = true;
    for (const Variant* v : allVariants()) {
        if (!firstVariant) os << ",\n";
        firstVariant = false;
        os << "{\"id\": " << quoted(v->id()) << ", \"name\": " << quoted(v->name())
           << ", \"files\": " << v->geometry().files() << ", \"ranks\": " << v->geometry().ranks()
           << ", \"setup\": " << quoted(v->def().setup) << ", \"faces\": [\n";
        bool firstFace = true;
        for (int k = 0; k < v->kindCount(); ++k) {
            const Kind& kd = v->kind(k);
            if (!kd.valid) continue;
            const PieceType& base = v->type(kd.type);
            const PieceType& face = v->faceType(k);
            if (!firstFace) os << ",\n";
            firstFace = false;
            const std::vector<MoveComponent> parts = moveComponents(*v, k);
            os << "  {\"kind\": " << quoted(kd.code) << ", \"file\": "
               << quoted(std::string(kd.promoted ? "p" : "") + base.code)
               << ", \"base\": " << quoted(base.code) << ", \"face\": " << quoted(face.code)
               << ", \"promoted\": " << (kd.promoted ? "true" : "false")
               << ", \"name\": " << quoted(face.name) << ", \"kanji\": " << quoted(face.kanji)
               << ", \"betza\": " << quoted(face.betza) << ", \"moves\": " << quoted(face.moveText())
               << ", \"royal\": " << (kd.royal ? "true" : "false")
               << ", \"hookClass\": " << (kd.hookClass ? "true" : "false")
               << ", \"contagious\": " << (base.has(kContagious) && !kd.promoted ? "true" : "false")
               << ",\n   \"components\": [";
            for (std::size_t i = 0; i < parts.size(); ++i) {
                const MoveComponent& c = parts[i];
                os << (i ? ",\n     " : "") << "{\"type\": " << quoted(componentTypeId(c.type))
                   << ", \"directions\": " << int(c.directions) << ", \"modes\": " << int(c.modes)
                   << ", \"range\": " << c.range << ", \"distance\": " << c.distance << ", \"offsets\": [";
                for (std::size_t j = 0; j < c.offsets.size(); ++j)
                    os << (j ? ", " : "") << "[" << c.offsets[j].dx << ", " << c.offsets[j].dy << "]";
                os << "], \"landings\": " << int(c.landings) << ", \"steps\": " << c.steps
                   << ", \"turns\": " << int(c.turns) << ", \"leaps\": " << (c.leaps ? "true" : "false")
                   << ", \"multiCapture\": " << (c.multiCapture ? "true" : "false")
                   << ", \"igui\": " << (c.igui ? "true" : "false") << ", \"pass\": " << (c.pass ? "true" : "false")
                   << "}";
            }
            os << "]}";
        }
        os << "\n]}";
    }
    os << "\n]}\n";
    std::cout << os.str();
    return 0;
}
