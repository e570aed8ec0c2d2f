#include "dialogs/SettingsDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>

#include "language/Language.h"

namespace ui {

SettingsDialog::SettingsDialog(const QString& language, QWidget* parent)
    : QDialog(parent), language_(new QComboBox(this)), languageLabel_(new QLabel(this)), note_(new QLabel(this)) {
    language_->setObjectName(QStringLiteral("languageCombo"));
    for (const LanguageChoice& choice : languageChoices()) language_->addItem(choice.label, choice.id);
    language_->setCurrentIndex(std::max(0, language_->findData(language)));
    languageLabel_->setBuddy(language_);
    note_->setWordWrap(true);
    note_->setObjectName(QStringLiteral("languageNote"));

    auto* form = new QFormLayout(this);
    form->addRow(languageLabel_, language_);
    form->addRow(note_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
    retranslate();
}

QString SettingsDialog::language() const { return language_->currentData().toString(); }

void SettingsDialog::retranslate() {
    setWindowTitle(tr("Settings"));
    languageLabel_->setText(tr("&Language:"));
    note_->setText(tr("The new language takes effect at once, in every window; no restart is needed. "
                      "“System” follows the language of the desktop."));
    const QList<LanguageChoice> choices = languageChoices();
    for (int i = 0; i < choices.size() && i < language_->count(); ++i) language_->setItemText(i, choices[i].label);
}

void SettingsDialog::changeEvent(QEvent* event) {
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) retranslate();
}

}  // namespace ui
