#pragma once
// What the clocks say: a clock face ("4:59", "1:02:03", "0:09.4" in the last ten
// seconds), the line under it (periods left, the increment), and a time control in words.

#include <QString>

#include "clock/GameClock.h"

namespace ui {

QString clockFaceText(qint64 ms);
// The line under a side's clock face: "then byoyomi 3 × 30 s", "byoyomi, period 2/3",
// "+5 s a move", "sudden death", "time is up".
QString clockCaption(const shogi::GameClock& clock, shogi::Side side);
// "10 min, then 3 × 30 s byoyomi", "5 min + 5 s a move", "10 min sudden death", "no clock".
QString timeControlText(const shogi::TimeControl& control);

}  // namespace ui
