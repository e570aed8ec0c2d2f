#pragma once
// Help > About: the program's name, version and licence, the libraries it is built with, and
// the licences of the fonts the piece art is drawn from (resources/pieces/LICENSE-fonts.txt,
// compiled in), in full.

#include <QDialog>

namespace ui {

class AboutDialog : public QDialog {
    Q_OBJECT

public:
    explicit AboutDialog(QWidget* parent = nullptr);

    static QString version();
    // The font licences as compiled in (empty if the resource is missing).
    static QString fontLicences();
};

}  // namespace ui
