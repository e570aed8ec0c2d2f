#include "language/ClockText.h"

#include <QCoreApplication>

namespace ui {
namespace {

// Not a QObject: gives lupdate and tr() the context "ui::ClockText".
struct ClockText {
    Q_DECLARE_TR_FUNCTIONS(ui::ClockText)
};

// "10 min", "90 s", "1 min 30 s".
QString duration(int seconds) {
    if (seconds >= 60 && seconds % 60 == 0) return ClockText::tr("%1 min").arg(seconds / 60);
    if (seconds > 60) return ClockText::tr("%1 min %2 s").arg(seconds / 60).arg(seconds % 60);
    return ClockText::tr("%1 s").arg(seconds);
}

}  // namespace

QString clockFaceText(qint64 ms) {
    if (ms < 0) ms = 0;
    if (ms < 10'000) {
        // Tenths when every one counts; rounded down, so 0.0 is shown only when time is up.
        return QStringLiteral("0:%1.%2").arg(ms / 1000, 2, 10, QLatin1Char('0')).arg((ms / 100) % 10);
    }
    const qint64 seconds = (ms + 999) / 1000;  // a clock shows 0:10 until the tenth second is gone
    const qint64 h = seconds / 3600, m = (seconds / 60) % 60, s = seconds % 60;
    if (h > 0) return QStringLiteral("%1:%2:%3").arg(h).arg(m, 2, 10, QLatin1Char('0')).arg(s, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2").arg(m).arg(s, 2, 10, QLatin1Char('0'));
}

QString clockCaption(const shogi::GameClock& clock, shogi::Side side) {
    const shogi::TimeControl& c = clock.control();
    if (c.timed() && clock.flagged(side)) return ClockText::tr("time is up");
    switch (c.kind) {
        case shogi::TimeControlKind::None: return {};
        case shogi::TimeControlKind::SuddenDeath: return ClockText::tr("sudden death");
        case shogi::TimeControlKind::Fischer: return ClockText::tr("+%1 s a move").arg(c.incrementSeconds);
        case shogi::TimeControlKind::Byoyomi: {
            const shogi::SideClock s = clock.state(side);
            if (clock.inByoyomi(side)) return ClockText::tr("byoyomi, period %1/%2").arg(c.periods - s.periods + 1).arg(c.periods);
            return ClockText::tr("then byoyomi %1 × %2").arg(c.periods).arg(duration(c.periodSeconds));
        }
    }
    return {};
}

QString timeControlText(const shogi::TimeControl& c) {
    switch (c.kind) {
        case shogi::TimeControlKind::None: return ClockText::tr("no clock");
        case shogi::TimeControlKind::SuddenDeath: return ClockText::tr("%1 sudden death").arg(duration(c.mainSeconds));
        case shogi::TimeControlKind::Fischer:
            return ClockText::tr("%1 + %2 a move").arg(duration(c.mainSeconds), duration(c.incrementSeconds));
        case shogi::TimeControlKind::Byoyomi:
            if (c.mainSeconds == 0) return ClockText::tr("byoyomi %1 × %2").arg(c.periods).arg(duration(c.periodSeconds));
            return ClockText::tr("%1, then byoyomi %2 × %3").arg(duration(c.mainSeconds)).arg(c.periods).arg(duration(c.periodSeconds));
    }
    return {};
}

}  // namespace ui
