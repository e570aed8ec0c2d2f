#include "language/MoveNotation.h"

#include <QCoreApplication>

#include "boardview/CoordinateLabels.h"
#include "notation/JapaneseMoveText.h"
#include "notation/MoveText.h"
#include "record/GameText.h"

namespace ui {
namespace {

// Not a QObject: gives lupdate and tr() the context "ui::MoveNotation".
struct MoveNotation {
    Q_DECLARE_TR_FUNCTIONS(ui::MoveNotation)
};

Notation& current() {
    static Notation notation = Notation::Western;
    return notation;
}

}  // namespace

QString notationId(Notation notation) {
    return notation == Notation::Japanese ? QStringLiteral("japanese") : QStringLiteral("western");
}

std::optional<Notation> notationFromId(const QString& id) {
    if (id == QLatin1String("western")) return Notation::Western;
    if (id == QLatin1String("japanese")) return Notation::Japanese;
    return std::nullopt;
}

Notation notationForLanguage(const QString& language) {
    return language == QLatin1String("ja") ? Notation::Japanese : Notation::Western;
}

Notation currentNotation() { return current(); }
void setCurrentNotation(Notation notation) { current() = notation; }

QString moveTextForUser(const shogi::Game& game, const shogi::Move& move) {
    if (currentNotation() == Notation::Japanese) return QString::fromStdString(shogi::japaneseMoveText(game, move));
    return QString::fromStdString(shogi::formatMove(game.position(), move, squareStyle(currentCoordinateStyle())));
}

QString moveRowText(int number, shogi::Side mover, const QString& western, const QString& japanese, Notation notation) {
    // The Japanese text carries its own mark (▲, ☖); the western one gets the same marks.
    if (notation == Notation::Japanese) return MoveNotation::tr("%1. %2", "move number, Japanese move").arg(number).arg(japanese);
    const QString mark = mover == shogi::kBlack ? QStringLiteral("▲") : QStringLiteral("☖");
    return MoveNotation::tr("%1. %2 %3", "move number, side mark, move").arg(number).arg(mark, western);
}

QString moveListText(const QStringList& western, const QStringList& japanese, shogi::Side firstMover, Notation notation) {
    QStringList lines;
    for (int i = 0; i < western.size(); ++i) {
        const shogi::Side mover = shogi::Side((i + firstMover) % 2);
        lines << moveRowText(i + 1, mover, western[i], japanese.value(i), notation);
    }
    return lines.join(QLatin1Char('\n')) + (lines.isEmpty() ? QString() : QStringLiteral("\n"));
}

}  // namespace ui
