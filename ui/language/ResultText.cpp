#include "language/ResultText.h"

#include <QCoreApplication>

namespace ui {
namespace {
// Not a QObject: the class only gives lupdate and tr() the context "ui::ResultText".
struct ResultText {
    Q_DECLARE_TR_FUNCTIONS(ui::ResultText)
};

// `loser`: the side that lost, for the reasons that name it.
QString reasonText(shogi::EndReason reason, shogi::Side loser) {
    switch (reason) {
        case shogi::EndReason::None: return {};
        case shogi::EndReason::Checkmate: return ResultText::tr("checkmate");
        case shogi::EndReason::RoyalCaptured: return ResultText::tr("the last royal piece was captured");
        case shogi::EndReason::BareKing: return ResultText::tr("bare King");
        case shogi::EndReason::BareKingDraw: return ResultText::tr("both Kings bared");
        case shogi::EndReason::NoLegalMoves: return ResultText::tr("no legal move (stalemate)");
        case shogi::EndReason::Repetition: return ResultText::tr("fourfold repetition");
        case shogi::EndReason::PerpetualCheck: return ResultText::tr("perpetual check");
        case shogi::EndReason::Resignation: return ResultText::tr("resignation");
        case shogi::EndReason::TimeForfeit:
            return loser == shogi::kBlack ? ResultText::tr("Black's time ran out") : ResultText::tr("White's time ran out");
        case shogi::EndReason::Agreement: return ResultText::tr("agreed by both players");
    }
    return {};
}

}  // namespace

QString sideName(shogi::Side side) { return side == shogi::kBlack ? ResultText::tr("Black") : ResultText::tr("White"); }

QString resultText(const shogi::GameResult& result) {
    switch (result.outcome) {
        case shogi::Outcome::Ongoing: return ResultText::tr("Game in progress");
        case shogi::Outcome::BlackWins: return ResultText::tr("Black wins: %1.").arg(reasonText(result.reason, shogi::kWhite));
        case shogi::Outcome::WhiteWins: return ResultText::tr("White wins: %1.").arg(reasonText(result.reason, shogi::kBlack));
        case shogi::Outcome::Draw: return ResultText::tr("Draw: %1.").arg(reasonText(result.reason, shogi::kBlack));
    }
    return {};
}

}  // namespace ui
