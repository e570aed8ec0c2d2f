#include "record/PlayerSpec.h"

#include "engine/Engine.h"
#include "record/TextLines.h"

namespace shogi {

namespace {
constexpr std::string_view kHuman = "Human";
constexpr std::string_view kComputer = "Computer ";
}  // namespace

std::string PlayerSpec::toText() const { return computer ? std::string(kComputer) + level : std::string(kHuman); }

std::optional<PlayerSpec> PlayerSpec::fromText(std::string_view text) {
    if (text == kHuman) return PlayerSpec{};
    if (text.substr(0, kComputer.size()) != kComputer) return std::nullopt;
    const std::string_view level = trimmed(text.substr(kComputer.size()));
    for (const std::string& l : engineLevels())
        if (level == l) return PlayerSpec{true, l};
    return std::nullopt;
}

}  // namespace shogi
