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

QComboBox* makePlayerCombo(const shogi::PlayerSpec& current, QWidget* parent) {
    auto* box = new QComboBox(parent);
    box->addItem(PlayerCombo::tr("Human"), QString());
    for (const std::string& level : shogi::engineLevels())
        box->addItem(PlayerCombo::tr("Computer (%1, about %2 Elo)")
                         .arg(engineLevelName(QString::fromStdString(level)))
                         .arg(shogi::engineLevelElo(level)),
                     QString::fromStdString(level));
    box->setToolTip(PlayerCombo::tr("Elo estimated from matches in Micro Shogi at 0.2 s per move, on a scale where "
                                    "Fairy-Stockfish at the same time is 2000."));
    setComboPlayer(box, current);
    return box;
}

void setComboPlayer(QComboBox* box, const shogi::PlayerSpec& player) {
    box->setCurrentIndex(player.computer ? std::max(0, box->findData(QString::fromStdString(player.level))) : 0);
}

shogi::PlayerSpec comboPlayer(const QComboBox* box) {
    const QString level = box->currentData().toString();
    return level.isEmpty() ? shogi::PlayerSpec{} : shogi::PlayerSpec{true, level.toStdString()};
}

}  // namespace ui
