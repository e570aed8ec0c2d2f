#pragma once
// The language of the program's texts: English (the source language) or Japanese, following
// the system locale unless the user chose one in the settings. A change takes effect at once:
// installing the translation sends QEvent::LanguageChange to every window, and the windows
// write their texts again.

#include <QList>
#include <QString>

namespace ui {

// Stored choices: "" follows the system locale, "en" and "ja" choose a language.
struct LanguageChoice {
    QString id;
    QString label;  // "System (日本語)", "English", "日本語"
};
QList<LanguageChoice> languageChoices();
bool isLanguageChoice(const QString& id);

// The language the system locale asks for among the ones the program has ("en" or "ja").
QString systemLanguage();

// Installs the translation for `choice` (replacing the previous one) and returns the
// language now in effect ("en" or "ja"). Windows receive QEvent::LanguageChange.
QString setLanguage(const QString& choice);

// "en" or "ja": the language texts are shown in now.
QString currentLanguage();

}  // namespace ui
