#pragma once
// The program's settings: the language of its texts (System / English / 日本語), the piece set,
// the board's colours, the program's colours (the desktop's, light or dark) and the sounds.
// Every choice takes effect at once when the dialog is accepted, as it says.

#include <QDialog>

#include "settings/ColourScheme.h"

class QCheckBox;
class QComboBox;
class QLabel;

namespace ui {

// What the dialog shows and returns.
struct SettingsChoices {
    QString language;    // "" follows the system, "en", "ja"
    QString pieceSet;    // a PieceArt id
    QString boardTheme;  // a BoardTheme id
    ColourScheme colours = ColourScheme::Desktop;
    bool sounds = true;
};

class SettingsDialog : public QDialog {
    Q_OBJECT

public:
    explicit SettingsDialog(const SettingsChoices& current, QWidget* parent = nullptr);

    SettingsChoices choices() const;
    QString language() const { return choices().language; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    QComboBox* language_;
    QComboBox* pieceSet_;
    QComboBox* boardTheme_;
    QComboBox* colours_;
    QCheckBox* sounds_;
    QLabel* languageLabel_;
    QLabel* pieceSetLabel_;
    QLabel* boardThemeLabel_;
    QLabel* coloursLabel_;
    QLabel* note_;
};

}  // namespace ui
