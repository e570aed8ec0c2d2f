#include "dialogs/NewGameDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QSpinBox>

#include "engine/Engine.h"
#include "language/DisplayNames.h"

namespace ui {

NewGameDialog::NewGameDialog(const QString& variantId, const shogi::PlayerSpec& black, const shogi::PlayerSpec& white,
                             int moveSeconds,
                             QWidget* parent)
    : QDialog(parent), variant_(new QComboBox(this)), seconds_(new QSpinBox(this)) {
    setWindowTitle(tr("New game"));
    auto* form = new QFormLayout(this);
    for (const shogi::Variant* v : shogi::allVariants()) {
        const QString label = tr("%1 (%2x%3)")
                                  .arg(variantName(*v))
                                  .arg(v->geometry().files())
                                  .arg(v->geometry().ranks());
        variant_->addItem(label, QString::fromUtf8(v->id()));
    }
    variant_->setCurrentIndex(std::max(0, variant_->findData(variantId)));
    form->addRow(tr("&Variant:"), variant_);

    const shogi::PlayerSpec specs[2] = {black, white};
    const QString labels[2] = {tr("&Black (moves first):"), tr("&White:")};
    for (int side = 0; side < 2; ++side) {
        QComboBox* box = players_[side] = new QComboBox(this);
        box->addItem(tr("Human"), QString());
        for (const std::string& level : shogi::engineLevels())
            box->addItem(tr("Computer (%1)").arg(engineLevelName(QString::fromStdString(level))),
                         QString::fromStdString(level));
        if (specs[side].computer) box->setCurrentIndex(std::max(0, box->findData(QString::fromStdString(specs[side].level))));
        form->addRow(labels[side], box);
    }
    seconds_->setRange(1, 600);
    seconds_->setValue(moveSeconds);
    seconds_->setSuffix(tr(" s"));
    form->addRow(tr("Computer &time per move:"), seconds_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

const shogi::Variant& NewGameDialog::variant() const {
    const shogi::Variant* v = shogi::findVariant(variant_->currentData().toString().toStdString());
    return v ? *v : *shogi::allVariants().front();
}

int NewGameDialog::moveSeconds() const { return seconds_->value(); }

shogi::PlayerSpec NewGameDialog::player(shogi::Side side) const {
    const QString level = players_[side]->currentData().toString();
    return level.isEmpty() ? shogi::PlayerSpec{} : shogi::PlayerSpec{true, level.toStdString()};
}

}  // namespace ui
