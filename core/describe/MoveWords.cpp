#include "describe/MoveWords.h"

#include <algorithm>
#include <bit>
#include <string_view>

#include "variants/Variant.h"

namespace shogi {
namespace {

// Both languages' wording of one thing. Placeholders %1 .. %4 are filled by fill().
struct Phrase {
    const char* en;
    const char* ja;
    const char* in(TextLanguage l) const { return l == TextLanguage::English ? en : ja; }
};

// Named sets of directions. English: an adverb; `straight` is the wording beside diagonal
// directions, where a bare "forward" could be read as "diagonally forward too".
struct DirectionGroup {
    std::uint8_t mask;
    Phrase words;
    const char* straight;
};

constexpr DirectionGroup kGroups[] = {
    {0xFF, {"in any direction", "全方向"}, nullptr},
    {0x55, {"orthogonally", "縦横"}, nullptr},
    {0xAA, {"diagonally", "斜め"}, nullptr},
    {0x11, {"forward or backward", "前後"}, "straight forward or backward"},
    {0x44, {"sideways", "横"}, nullptr},
    {0x82, {"diagonally forward", "斜め前"}, nullptr},
    {0x28, {"diagonally backward", "斜め後ろ"}, nullptr},
    {0x01, {"forward", "前"}, "straight forward"},
    {0x10, {"backward", "後ろ"}, "straight backward"},
    {0x04, {"to the right", "右"}, nullptr},
    {0x40, {"to the left", "左"}, nullptr},
    {0x02, {"diagonally forward to the right", "右斜め前"}, nullptr},
    {0x80, {"diagonally forward to the left", "左斜め前"}, nullptr},
    {0x08, {"diagonally backward to the right", "右斜め後ろ"}, nullptr},
    {0x20, {"diagonally backward to the left", "左斜め後ろ"}, nullptr},
};
constexpr Phrase kExcept{"in any direction except %1", "%1以外の全方向"};

constexpr Phrase kStep{"one square %1", "%1に1マス"};
constexpr Phrase kSlideLimited{"up to %2 squares %1", "%1に%2マスまで"};
constexpr Phrase kSlide{"any number of squares %1", "%1に何マスでも"};
constexpr Phrase kJumpSlide{"jumps to the %2 square %1, and may slide on from there",
                            "%1の%2へ跳び、そこから先へも何マスでも進める"};
constexpr Phrase kJumpSlideOneMore{"jumps to the %2 square %1, and may go on one more square",
                                   "%1の%2へ跳び、さらに1マス進める"};
constexpr Phrase kJumpSlideLimited{"jumps to the %2 square %1, and may go on up to %3 more squares",
                                   "%1の%2へ跳び、さらに%3マスまで進める"};
constexpr Phrase kLeap{"jumps to the %2 square %1", "%1の%2へ跳ぶ"};
constexpr Phrase kObliqueLeap{"jumps %2 squares %1 and %3 to the side", "%1へ%2マス、その横へ%3マスの位置に跳ぶ"};
constexpr Phrase kObliqueSome{"jumps %2 squares %1 and %3 to the side (%4 such squares)",
                              "%1へ%2マス、その横へ%3マスの位置（%4か所）に跳ぶ"};
constexpr Phrase kDouble{"one square %1, twice per turn", "%1に1マスずつ、1手に2回動ける"};
constexpr Phrase kLine{"one square %1, up to %2 per turn along one line", "%1に1マスずつ、一直線上を1手に%2回まで動ける"};
constexpr Phrase kLineHome{", never past its own square", "（戻るのは元のマスまで）"};
constexpr Phrase kAbilities{": it may %1", "：%1ができる"};
constexpr Phrase kCaptureTwo{"capture two pieces", "2枚取り"};
constexpr Phrase kCaptureUpTo{"capture up to %1 pieces", "%1枚までの連続取り"};
constexpr Phrase kIgui{"capture and return", "居食い（取って元のマスに戻る）"};
constexpr Phrase kPass{"pass", "パス（じっと）"};
constexpr Phrase kAreaJump{"; it may also jump straight to any square two steps away",
                           "。2歩で届くマスへは直接跳ぶこともできる"};
constexpr Phrase kLineJump{"; it may also jump straight to the %1 square", "。%1へは直接跳ぶこともできる"};
constexpr Phrase kHook{"any number of squares %1, turning a right angle once on the way",
                       "%1に何マスでも進み、途中で一度だけ直角に曲がれる"};
constexpr Phrase kHookLimited{"up to %2 squares %1, turning a right angle once on the way",
                              "%1に%2マスまで進み、途中で一度だけ直角に曲がれる"};
constexpr Phrase kReturn{"one square %1 and straight back", "%1に1マス出て真っ直ぐ戻る"};
constexpr Phrase kUniversal{"to any empty square of the board, and captures any enemy piece that is not protected",
                            "盤上のどの空きマスへも動け、守られていない敵駒ならどれでも取れる"};
constexpr Phrase kLegs{"a move of %1 legs (see its Betza)", "%1段の複合移動（Betzaを参照）"};
constexpr Phrase kCaptureLimit{"never captures a %1", "%1は取れない"};
constexpr Phrase kMoveOnly{" (without capturing)", "（取らずに移動のみ）"};
constexpr Phrase kCaptureOnly{" (only to capture)", "（取るときのみ）"};

constexpr const char* kNumbers[] = {"no", "one", "two", "three", "four", "five", "six",
                                    "seven", "eight", "nine", "ten", "eleven", "twelve"};
constexpr const char* kOrdinals[] = {"", "first", "second", "third", "fourth", "fifth", "sixth",
                                     "seventh", "eighth", "ninth", "tenth"};

bool english(TextLanguage l) { return l == TextLanguage::English; }

std::string number(int n, TextLanguage l) {
    if (english(l) && n >= 0 && n < static_cast<int>(std::size(kNumbers))) return kNumbers[n];
    return std::to_string(n);
}

// "second" / "2マス先".
std::string ordinal(int n, TextLanguage l) {
    if (!english(l)) return std::to_string(n) + "マス先";
    if (n > 0 && n < static_cast<int>(std::size(kOrdinals))) return kOrdinals[n];
    return std::to_string(n) + "th";
}

std::string fill(std::string_view pattern, const std::vector<std::string>& args) {
    std::string out;
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        if (pattern[i] == '%' && i + 1 < pattern.size() && pattern[i + 1] >= '1' && pattern[i + 1] <= '9') {
            const std::size_t k = static_cast<std::size_t>(pattern[i + 1] - '1');
            if (k < args.size()) out += args[k];
            ++i;
        } else {
            out += pattern[i];
        }
    }
    return out;
}

std::string say(const Phrase& p, TextLanguage l, const std::vector<std::string>& args = {}) { return fill(p.in(l), args); }

// "a", "a or b", "a, b, or c" (also "a, or b" when a part says "or" itself); Japanese
// joins with "・".
std::string joinList(const std::vector<std::string>& parts, TextLanguage l) {
    std::string out;
    if (!english(l)) {
        for (std::size_t i = 0; i < parts.size(); ++i) out += (i ? "・" : "") + parts[i];
        return out;
    }
    const bool nested = std::any_of(parts.begin(), parts.end(),
                                    [](const std::string& p) { return p.find(" or ") != std::string::npos; });
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i == 0) out += parts[i];
        else if (i + 1 < parts.size()) out += ", " + parts[i];
        else out += (nested || parts.size() > 2 ? ", or " : " or ") + parts[i];
    }
    return out;
}

const DirectionGroup* exactGroup(std::uint8_t mask) {
    for (const DirectionGroup& g : kGroups)
        if (g.mask == mask) return &g;
    return nullptr;
}

std::string groupWords(const DirectionGroup& g, bool besideDiagonals, TextLanguage l) {
    if (english(l) && besideDiagonals && g.straight) return g.straight;
    return g.words.in(l);
}

std::string modesSuffix(std::uint8_t modes, TextLanguage l) {
    if (modes == kModeMove) return kMoveOnly.in(l);
    if (modes == kModeCapture) return kCaptureOnly.in(l);
    return {};
}

// The lowest bit set: groups are listed from forward round clockwise.
int firstBit(std::uint8_t mask) { return static_cast<int>(std::countr_zero(unsigned(mask))); }

std::string obliqueLeapWords(const MoveComponent& c, TextLanguage l) {
    // The long side of each target, as a direction, and the size of the leap.
    int longSide = 0, shortSide = 0;
    std::uint8_t majors = 0;
    for (Offset o : c.offsets) {
        longSide = std::max({longSide, std::abs(o.dx), std::abs(o.dy)});
        shortSide = std::max(shortSide, std::min(std::abs(o.dx), std::abs(o.dy)));
        if (std::abs(o.dy) > std::abs(o.dx)) majors |= o.dy > 0 ? 0x01 : 0x10;
        else majors |= o.dx > 0 ? 0x04 : 0x40;
    }
    const int full = 2 * std::popcount(unsigned(majors));  // both sides of each long direction
    const std::vector<std::string> args{directionWords(majors, l), number(longSide, l), number(shortSide, l),
                                        std::to_string(c.offsets.size())};
    return say(static_cast<int>(c.offsets.size()) == full ? kObliqueLeap : kObliqueSome, l, args);
}

std::string abilities(const MoveComponent& c, TextLanguage l, int captures) {
    std::vector<std::string> can;
    if (c.multiCapture) can.push_back(captures > 2 ? say(kCaptureUpTo, l, {number(captures, l)}) : say(kCaptureTwo, l));
    if (c.igui) can.push_back(say(kIgui, l));
    if (c.pass) can.push_back(say(kPass, l));
    return can.empty() ? std::string() : say(kAbilities, l, {joinList(can, l)});
}

// "second or third" / "2マス先か3マス先".
std::string ordinals(std::uint8_t squares, TextLanguage l) {
    std::vector<std::string> parts;
    for (int n = 1; n < 8; ++n)
        if (squares & (1u << n)) parts.push_back(ordinal(n, l));
    if (english(l)) return joinList(parts, l);
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i) out += (i ? "か" : "") + parts[i];
    return out;
}

std::string pieceNames(const std::vector<int>& types, const Variant* variant, TextLanguage l) {
    std::vector<std::string> names;
    for (int t : types) {
        if (!variant || t < 0 || t >= variant->typeCount()) continue;
        names.push_back(english(l) ? variant->type(t).name : variant->type(t).kanji);
    }
    return joinList(names, l);
}

}  // namespace

std::string directionWords(std::uint8_t mask, TextLanguage l) {
    if (const DirectionGroup* g = exactGroup(mask)) return g->words.in(l);
    const std::uint8_t missing = static_cast<std::uint8_t>(~mask);
    if (std::popcount(unsigned(mask)) >= 6)
        if (const DirectionGroup* g = exactGroup(missing))
            return say(kExcept, l, {groupWords(*g, true, l)});
    // The largest named sets first, then listed from forward round clockwise.
    std::vector<const DirectionGroup*> chosen;
    std::uint8_t left = mask;
    for (const DirectionGroup& g : kGroups)
        if ((left & g.mask) == g.mask) {
            chosen.push_back(&g);
            left = static_cast<std::uint8_t>(left & ~g.mask);
        }
    std::sort(chosen.begin(), chosen.end(),
              [](const DirectionGroup* a, const DirectionGroup* b) { return firstBit(a->mask) < firstBit(b->mask); });
    const bool diagonals = (mask & 0xAA) != 0;
    std::vector<std::string> parts;
    for (const DirectionGroup* g : chosen) parts.push_back(groupWords(*g, diagonals, l));
    return joinList(parts, l);
}

std::string componentWords(const MoveComponent& c, TextLanguage l, const Variant* variant) {
    const std::string dirs = directionWords(c.directions, l);
    const bool unlimited = c.range >= kUnlimited;
    switch (c.type) {
        case ComponentType::Universal:
            return say(kUniversal, l);
        case ComponentType::Step:
            return say(kStep, l, {dirs}) + modesSuffix(c.modes, l);
        case ComponentType::Slide:
            return say(unlimited ? kSlide : kSlideLimited, l, {dirs, number(c.range, l)}) + modesSuffix(c.modes, l);
        case ComponentType::JumpSlide: {
            const int farthestLanding = static_cast<int>(std::bit_width(unsigned(c.landings))) - 1;
            const int more = c.range - farthestLanding;
            const Phrase& p = unlimited ? kJumpSlide : more == 1 ? kJumpSlideOneMore : kJumpSlideLimited;
            return say(p, l, {dirs, ordinals(c.landings, l), number(more, l)}) +
                   modesSuffix(c.modes, l);
        }
        case ComponentType::Leap:
            if (!c.offsets.empty()) return obliqueLeapWords(c, l) + modesSuffix(c.modes, l);
            return say(kLeap, l, {dirs, ordinal(c.distance, l)}) + modesSuffix(c.modes, l);
        case ComponentType::DoubleMove:
            return say(kDouble, l, {dirs}) + abilities(c, l, 2) + (c.leaps ? say(kAreaJump, l) : std::string());
        case ComponentType::LineMove: {
            const std::string times = english(l) ? (c.steps == 2 ? "twice" : number(c.steps, l) + " times") : number(c.steps, l);
            std::uint8_t beyond = 0;
            for (int n = 2; n <= c.steps; ++n) beyond |= static_cast<std::uint8_t>(1u << n);
            return say(kLine, l, {dirs, times}) + (c.steps > 2 ? say(kLineHome, l) : std::string()) +
                   abilities(c, l, c.steps) + (c.leaps ? say(kLineJump, l, {ordinals(beyond, l)}) : std::string());
        }
        case ComponentType::Hook:
            return say(unlimited ? kHook : kHookLimited, l, {dirs, number(c.range, l)});
        case ComponentType::Return:
            return say(kReturn, l, {dirs}) + abilities(c, l, 1);
        case ComponentType::Legs:
            return say(kLegs, l, {number(c.legs, l)});
        case ComponentType::CaptureLimit:
            return say(kCaptureLimit, l, {pieceNames(c.spared, variant, l)});
    }
    return {};
}

std::vector<std::string> moveWords(const Variant& variant, int kind, TextLanguage language) {
    std::vector<std::string> lines;
    for (const MoveComponent& c : moveComponents(variant, kind)) lines.push_back(componentWords(c, language, &variant));
    return lines;
}

}  // namespace shogi
