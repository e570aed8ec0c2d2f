#include "language/Language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace ui {
namespace {

struct Translators {
    QTranslator program;  // :/i18n/large-shogi_<lang>.qm, built from translations/
    QTranslator qt;       // Qt's own texts (standard buttons, dialogs), if installed
    bool installed = false;
    QString language = QStringLiteral("en");
};

Translators& translators() {
    static Translators t;
    return t;
}

QString languageOf(const QString& choice) { return choice.isEmpty() ? systemLanguage() : choice; }

}  // namespace

QList<LanguageChoice> languageChoices() {
    const QString system = systemLanguage() == QLatin1String("ja") ? QStringLiteral("日本語") : QStringLiteral("English");
    // The languages are named in themselves, so a reader finds their own whatever is shown now.
    return {
        {QString(), QCoreApplication::translate("ui::Language", "System (%1)").arg(system)},
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("ja"), QStringLiteral("日本語")},
    };
}

bool isLanguageChoice(const QString& id) {
    return id.isEmpty() || id == QLatin1String("en") || id == QLatin1String("ja");
}

QString systemLanguage() {
    // The first language of the user's list that the program has; English otherwise.
    for (const QString& name : QLocale::system().uiLanguages()) {
        if (name.startsWith(QLatin1String("ja"))) return QStringLiteral("ja");
        if (name.startsWith(QLatin1String("en"))) return QStringLiteral("en");
    }
    return QStringLiteral("en");
}

QString setLanguage(const QString& choice) {
    Translators& t = translators();
    const QString language = languageOf(isLanguageChoice(choice) ? choice : QString());
    if (t.installed) {
        QCoreApplication::removeTranslator(&t.program);
        QCoreApplication::removeTranslator(&t.qt);
        t.installed = false;
    }
    t.language = QStringLiteral("en");
    if (language != QLatin1String("en") &&
        t.program.load(QStringLiteral("large-shogi_") + language, QStringLiteral(":/i18n"))) {
        // Qt's translation is optional (a separate package on Linux); the program's is built in.
        if (t.qt.load(QStringLiteral("qtbase_") + language, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(&t.qt);
        QCoreApplication::installTranslator(&t.program);
        t.installed = true;
        t.language = language;
    }
    return t.language;
}

QString currentLanguage() { return translators().language; }

}  // namespace ui
