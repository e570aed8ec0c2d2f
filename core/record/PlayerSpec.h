#pragma once
// Who plays one side of a game: a person at the computer, or the engine at a strength level.

#include <optional>
#include <string>
#include <string_view>

namespace shogi {

struct PlayerSpec {
    bool computer = false;
    std::string level;  // an engineLevels() name when computer

    // "Human" or "Computer LEVEL" ("Computer random"): the form saved in game files.
    std::string toText() const;
    // The player a text of that form names; nullopt for anything else, an unknown level included.
    static std::optional<PlayerSpec> fromText(std::string_view text);

    friend bool operator==(const PlayerSpec&, const PlayerSpec&) = default;
};

}  // namespace shogi
