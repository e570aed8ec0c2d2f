#include "language/ScoreText.h"

#include <QCoreApplication>
#include <cstdlib>

namespace ui {
namespace {
// Not a QObject: the class only gives lupdate and tr() the context "ui::ScoreText".
struct ScoreText {
    Q_DECLARE_TR_FUNCTIONS(ui::ScoreText)
};
}  // namespace

BlackScore blackScore(int score, int mateIn, shogi::Side mover) {
    const int sign = mover == shogi::kBlack ? 1 : -1;
    return BlackScore{sign * score, sign * mateIn};
}

QString scoreText(const BlackScore& score) {
    if (score.mateIn != 0) return QStringLiteral("#%1%2").arg(score.mateIn > 0 ? '+' : '-').arg(std::abs(score.mateIn));
    const int cp = score.centipawns;
    const QChar sign = cp > 0 ? QLatin1Char('+') : cp < 0 ? QLatin1Char('-') : QChar();
    QString text = QString::number(std::abs(cp) / 100.0, 'f', 2);
    if (!sign.isNull()) text.prepend(sign);
    return text;
}

QString scoreConvention() {
    return ScoreText::tr("Scores are in pawns from Black's side: + means Black is better, - means White is better. "
                         "#+3: Black mates in 3 moves; #-2: White mates in 2.");
}

QString shortCount(std::uint64_t n) {
    if (n >= 10'000'000) return QStringLiteral("%1 M").arg(QString::number(n / 1e6, 'f', 1));
    if (n >= 1'000'000) return QStringLiteral("%1 M").arg(QString::number(n / 1e6, 'f', 2));
    if (n >= 10'000) return QStringLiteral("%1 k").arg(QString::number(n / 1e3, 'f', 0));
    if (n >= 1'000) return QStringLiteral("%1 k").arg(QString::number(n / 1e3, 'f', 1));
    return QString::number(n);
}

}  // namespace ui
