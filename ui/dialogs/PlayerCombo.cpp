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
        box->addItem(PlayerCombo::tr("Computer (%1)").arg(engineLevelName(QString::fromStdString(level))),
                     QString::fromStdString(level));
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
