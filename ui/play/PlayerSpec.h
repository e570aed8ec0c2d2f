#pragma once
// Who plays one side: a person at this computer, or the engine at a strength level.

#include <QString>

namespace ui {

struct PlayerSpec {
    bool computer = false;
    QString level;  // an engineLevels() name when computer

    // "Human" or "Computer random": the form saved in game files.
    QString toText() const { return computer ? QStringLiteral("Computer ") + level : QStringLiteral("Human"); }
    friend bool operator==(const PlayerSpec&, const PlayerSpec&) = default;
};

}  // namespace ui
