// Prints every face (Kind) of every built-in variant as JSON, with the parsed move data the
// piece art generators draw from (tools/pieceart/make_pieces.py reads this).
//
//   pieceart-dump > pieces.json
//
// Per face: the Kind code ("P" or "+P"), the file stem the art uses ("P" or "pP"), the
// displayed type (a promoted face shows its promotion target), the type's kanji and flags,
// and its move description parsed into vectors (Black's frame) and multi-leg patterns.
#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>

#include "pieces/MoveDescription.h"
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
            MoveDescription desc;
            std::string error;
            if (!parseMoveDescription(face.moveText(), desc, error)) {
                std::cerr << v->id() << " " << face.code << ": " << error << "\n";
                return 1;
            }
            if (!firstFace) os << ",\n";
            firstFace = false;
            os << "  {\"kind\": " << quoted(kd.code) << ", \"file\": "
               << quoted(std::string(kd.promoted ? "p" : "") + base.code)
               << ", \"base\": " << quoted(base.code) << ", \"face\": " << quoted(face.code)
               << ", \"promoted\": " << (kd.promoted ? "true" : "false")
               << ", \"name\": " << quoted(face.name) << ", \"kanji\": " << quoted(face.kanji)
               << ", \"betza\": " << quoted(face.betza) << ", \"moves\": " << quoted(face.moveText())
               << ", \"royal\": " << (kd.royal ? "true" : "false")
               << ", \"hookClass\": " << (kd.hookClass ? "true" : "false")
               << ", \"contagious\": " << (base.has(kContagious) && !kd.promoted ? "true" : "false")
               << ", \"universal\": " << (desc.universal ? "true" : "false") << ",\n   \"vectors\": [";
            for (std::size_t i = 0; i < desc.vectors.size(); ++i) {
                const AtomVector& a = desc.vectors[i];
                os << (i ? ", " : "") << "[" << a.dx << ", " << a.dy << ", " << a.range << ", " << a.skip
                   << ", " << int(a.modes) << "]";
            }
            os << "],\n   \"patterns\": [";
            for (std::size_t i = 0; i < desc.patterns.size(); ++i) {
                os << (i ? ", " : "") << "[";
                const auto& legs = desc.patterns[i].legs;
                for (std::size_t j = 0; j < legs.size(); ++j)
                    os << (j ? ", " : "") << "[" << int(legs[j].directions) << ", " << legs[j].range << ", "
                       << int(legs[j].modes) << "]";
                os << "]";
            }
            os << "]}";
        }
        os << "\n]}";
    }
    os << "\n]}\n";
    std::cout << os.str();
    return 0;
}
