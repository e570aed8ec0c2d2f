#include "dialogs/SettingsDialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>

#include "art/PieceSets.h"
#include "boardview/BoardTheme.h"
#include "language/Language.h"

namespace ui {

SettingsDialog::SettingsDialog(const SettingsChoices& current, QWidget* parent)
    : QDialog(parent),
      language_(new QComboBox(this)),
      pieceSet_(new QComboBox(this)),
      boardTheme_(new QComboBox(this)),
      colours_(new QComboBox(this)),
      sounds_(new QCheckBox(this)),
      languageLabel_(new QLabel(this)),
      pieceSetLabel_(new QLabel(this)),
      boardThemeLabel_(new QLabel(this)),
      coloursLabel_(new QLabel(this)),
      note_(new QLabel(this)) {
    language_->setObjectName(QStringLiteral("languageCombo"));
    for (const LanguageChoice& choice : languageChoices()) language_->addItem(choice.label, choice.id);
    language_->setCurrentIndex(std::max(0, language_->findData(current.language)));
    pieceSet_->setObjectName(QStringLiteral("pieceSetCombo"));
    for (const PieceArt* art : pieceSets()) pieceSet_->addItem(art->displayName(), art->id());
    pieceSet_->setCurrentIndex(std::max(0, pieceSet_->findData(pieceSetById(current.pieceSet)->id())));
    boardTheme_->setObjectName(QStringLiteral("boardThemeCombo"));
    for (const BoardTheme& theme : boardThemes()) boardTheme_->addItem(theme.displayName(), theme.id);
    boardTheme_->setCurrentIndex(std::max(0, boardTheme_->findData(boardThemeById(current.boardTheme).id)));
    colours_->setObjectName(QStringLiteral("colourSchemeCombo"));
    for (const ColourScheme scheme : {ColourScheme::Desktop, ColourScheme::Light, ColourScheme::Dark})
        colours_->addItem(QString(), colourSchemeId(scheme));
    colours_->setCurrentIndex(std::max(0, colours_->findData(colourSchemeId(current.colours))));
    sounds_->setObjectName(QStringLiteral("soundsCheck"));
    sounds_->setChecked(current.sounds);
    note_->setWordWrap(true);
    note_->setObjectName(QStringLiteral("languageNote"));
    for (const auto& [label, field] : {std::pair<QLabel*, QWidget*>{languageLabel_, language_}, {pieceSetLabel_, pieceSet_},
                                       {boardThemeLabel_, boardTheme_}, {coloursLabel_, colours_}})
        label->setBuddy(field);

    auto* form = new QFormLayout(this);
    form->addRow(languageLabel_, language_);
    form->addRow(pieceSetLabel_, pieceSet_);
    form->addRow(boardThemeLabel_, boardTheme_);
    form->addRow(coloursLabel_, colours_);
    form->addRow(sounds_);
    form->addRow(note_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
    retranslate();
}

SettingsChoices SettingsDialog::choices() const {
    SettingsChoices c;
    c.language = language_->currentData().toString();
    c.pieceSet = pieceSet_->currentData().toString();
    c.boardTheme = boardTheme_->currentData().toString();
    c.colours = colourSchemeFromId(colours_->currentData().toString());
    c.sounds = sounds_->isChecked();
    return c;
}

void SettingsDialog::retranslate() {
    setWindowTitle(tr("Settings"));
    languageLabel_->setText(tr("&Language:"));
    pieceSetLabel_->setText(tr("&Pieces:"));
    boardThemeLabel_->setText(tr("&Board:"));
    coloursLabel_->setText(tr("&Colours:"));
    sounds_->setText(tr("&Sounds (moves, captures, check, the end, low time)"));
    note_->setText(tr("Every choice takes effect in every window when you press OK; no restart is needed. "
                      "“System” follows the language of the desktop, and the desktop's colours are light or dark "
                      "as the desktop is."));
    const QList<LanguageChoice> choices = languageChoices();
    for (int i = 0; i < choices.size() && i < language_->count(); ++i) language_->setItemText(i, choices[i].label);
    for (int i = 0; i < pieceSet_->count(); ++i) pieceSet_->setItemText(i, pieceSets()[i]->displayName());
    for (int i = 0; i < boardTheme_->count(); ++i) boardTheme_->setItemText(i, boardThemes()[i].displayName());
    colours_->setItemText(0, tr("As the desktop"));
    colours_->setItemText(1, tr("Light"));
    colours_->setItemText(2, tr("Dark"));
}

void SettingsDialog::changeEvent(QEvent* event) {
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) retranslate();
}

}  // namespace ui
