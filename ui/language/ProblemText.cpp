#include "language/ProblemText.h"

#include <QCoreApplication>
#include <QStringList>

#include "boardview/CoordinateLabels.h"
#include "language/DisplayNames.h"
#include "language/ResultText.h"

namespace ui {
namespace {
// Not a QObject: the class only gives lupdate and tr() the context "ui::ProblemText".
struct ProblemText {
    Q_DECLARE_TR_FUNCTIONS(ui::ProblemText)
};

QString squareList(const shogi::Variant& v, const std::vector<shogi::Square>& squares) {
    QStringList names;
    for (shogi::Square sq : squares) names << squareLabel(v.geometry(), sq);
    return names.join(ProblemText::tr(", ", "between square names"));
}

QString typeName(const shogi::Variant& v, int type) { return type >= 0 ? pieceName(v.type(type)) : QString(); }

// The royal faces of the variant, "King, Prince, Emperor".
QString royalNames(const shogi::Variant& v) {
    QStringList names;
    for (int k = 0; k < v.kindCount(); ++k)
        if (v.kind(k).valid && v.kind(k).royal && !names.contains(pieceName(v.faceType(k)))) names << pieceName(v.faceType(k));
    return names.join(ProblemText::tr(", ", "between piece names"));
}

}  // namespace

QString problemText(const shogi::Variant& v, const shogi::PositionProblem& p) {
    using K = shogi::PositionProblemKind;
    const QString side = sideName(p.side);
    const QString variant = variantName(v);
    switch (p.what) {
        case K::NoRoyal:
            return ProblemText::tr("%1 has no royal piece on the board (%2): place one.").arg(side, royalNames(v));
        case K::ExtraRoyals:
            return ProblemText::tr("%1 has %2 royal pieces (%3); %4 allows only one.")
                .arg(side)
                .arg(p.count)
                .arg(squareList(v, p.squares), variant);
        case K::KingCapturable: {
            const std::vector<shogi::Square> attackers(p.squares.begin() + 1, p.squares.end());
            return ProblemText::tr("%1 to move could capture %2's %3 on %4 at once (from %5): the side that has just "
                                   "moved may not leave its King in check.")
                .arg(sideName(shogi::opposite(p.side)), side, typeName(v, p.type),
                     squareList(v, {p.squares.front()}), squareList(v, attackers));
        }
        case K::HandWithoutDrops:
            return ProblemText::tr("%1 holds %2 × %3 in hand, but %4 has no drops.")
                .arg(side)
                .arg(p.count)
                .arg(typeName(v, p.type), variant);
        case K::RoyalInHand:
            return ProblemText::tr("%1 holds a %2 in hand: a royal piece is never captured into a hand.")
                .arg(side, typeName(v, p.type));
        case K::HandOverflow:
            return ProblemText::tr("%1 holds %2 × %3 in hand; a hand holds at most %4 of a kind.")
                .arg(side)
                .arg(p.count)
                .arg(typeName(v, p.type))
                .arg(p.limit);
        case K::TooManyPieces:
            return ProblemText::tr("%1 × %2 in play (on the board: %3; the rest in hand), but the start position has "
                                   "%4: with drops every piece stays in play.")
                .arg(p.count)
                .arg(typeName(v, p.type), p.squares.empty() ? ProblemText::tr("none") : squareList(v, p.squares))
                .arg(p.limit);
        case K::PassFlagUnused:
            return ProblemText::tr("%1 is marked as having passed on its last turn, but %2 has no rule about passes.")
                .arg(side, variant);
        case K::NeverMoves:
            return ProblemText::tr("Note: %1's %2 on %3 can never move from there (allowed: it stays trapped).")
                .arg(side, pieceName(v.faceType(p.kind)), squareList(v, p.squares));
    }
    return {};
}

}  // namespace ui
