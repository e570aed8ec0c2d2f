#include "dialogs/PlayerCombo.h"

#include <QComboBox>
#include <QCoreApplication>

#include "engine/Engine.h"
#include "language/DisplayNames.h"

namespace ui {
namespace {
// Not a QObject: the class only gives lupdate and tr() the context "ui::PlayerCombo".
struct PlayerCombo {
    Q_DECLARE_TR_FUNCTIONS(ui::PlayerCombo)
};
}  // namespace

QComboBox* makePlayerCombo(const shogi::PlayerSpec& current, const QString& variantId, QWidget* parent) {
    auto* box = new QComboBox(parent);
    box->addItem(PlayerCombo::tr("Human"), QString());
    for (const std::string& level : shogi::engineLevels()) box->addItem(QString(), QString::fromStdString(level));
    setComboVariant(box, variantId);
    setComboPlayer(box, current);
    return box;
}

void setComboVariant(QComboBox* box, const QString& variantId) {
    const std::string variant = variantId.toStdString();
    for (int i = 1; i < box->count(); ++i) {
        const QString level = box->itemData(i).toString();
        box->setItemText(i, PlayerCombo::tr("Computer (%1, about %2 Elo)")
                                .arg(engineLevelName(level))
                                .arg(shogi::engineLevelElo(level.toStdString(), variant)));
    }
    box->setToolTip(variant == "micro"
                        ? PlayerCombo::tr("Elo estimated from matches in Micro Shogi at 0.2 s per move, on a scale "
                                          "where Fairy-Stockfish at the same time is 2000.")
                        : PlayerCombo::tr("Elo estimated from matches between the levels in %1 at 0.2 s per move, "
                                          "with the random mover at its Elo in Micro Shogi. Each level won nearly "
                                          "every game against the one below it, so the gaps are at least these; at "
                                          "that time the two strongest levels play alike.")
                              .arg(variantName(variantId)));
}

void setComboPlayer(QComboBox* box, const shogi::PlayerSpec& player) {
    box->setCurrentIndex(player.computer ? std::max(0, box->findData(QString::fromStdString(player.level))) : 0);
}

shogi::PlayerSpec comboPlayer(const QComboBox* box) {
    const QString level = box->currentData().toString();
    return level.isEmpty() ? shogi::PlayerSpec{} : shogi::PlayerSpec{true, level.toStdString()};
}

QString levelNote(const shogi::PlayerSpec& player) {
    if (!player.computer) return {};
    const QString name = engineLevelName(QString::fromStdString(player.level));
    if (player.level == "random") return PlayerCombo::tr("%1 plays any legal move, at random.").arg(name);
    const int depth = shogi::engineLevelDepthLimit(player.level);
    if (depth == 0) return {};
    if (depth == 1)
        return PlayerCombo::tr("%1 looks one move ahead and moves at once: more time does not make it stronger.")
            .arg(name);
    return PlayerCombo::tr("%1 looks at most %2 plies ahead, and moves as soon as it has: more time does not make "
                           "it stronger.")
        .arg(name)
        .arg(depth);
}

}  // namespace ui
