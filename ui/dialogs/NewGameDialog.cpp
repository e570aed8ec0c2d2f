#include "dialogs/NewGameDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QPushButton>
#include <QSpinBox>

#include "dialogs/PlayerCombo.h"
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
        players_[side] = makePlayerCombo(specs[side], this);
        form->addRow(labels[side], players_[side]);
    }
    seconds_->setRange(1, 600);
    seconds_->setValue(moveSeconds);
    seconds_->setSuffix(tr(" s"));
    form->addRow(tr("Computer &time per move:"), seconds_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    // The position editor, for a game that starts from a position of one's own.
    QPushButton* setUp = buttons->addButton(tr("Set &Up Position…"), QDialogButtonBox::ActionRole);
    setUp->setObjectName(QStringLiteral("setUpPositionButton"));
    connect(setUp, &QPushButton::clicked, this, [this] { done(kSetUpPosition); });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

const shogi::Variant& NewGameDialog::variant() const {
    const shogi::Variant* v = shogi::findVariant(variant_->currentData().toString().toStdString());
    return v ? *v : *shogi::allVariants().front();
}

int NewGameDialog::moveSeconds() const { return seconds_->value(); }

shogi::PlayerSpec NewGameDialog::player(shogi::Side side) const { return comboPlayer(players_[side]); }

}  // namespace ui
