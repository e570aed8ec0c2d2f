#pragma once
// The program's settings: the language of its texts (System / English / 日本語). The
// choice takes effect at once, as the dialog says.

#include <QDialog>

class QComboBox;
class QLabel;

namespace ui {

class SettingsDialog : public QDialog {
    Q_OBJECT

public:
    // `language`: the stored choice ("" follows the system, "en", "ja").
    explicit SettingsDialog(const QString& language, QWidget* parent = nullptr);

    QString language() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    QComboBox* language_;
    QLabel* languageLabel_;
    QLabel* note_;
};

}  // namespace ui
