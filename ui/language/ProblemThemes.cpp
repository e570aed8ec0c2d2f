#include "language/ProblemThemes.h"

#include <QCoreApplication>
#include <QStringList>

namespace ui {
namespace {
// Not a QObject: the class only gives lupdate and tr() the context "ui::ProblemThemes".
struct ProblemThemes {
    Q_DECLARE_TR_FUNCTIONS(ui::ProblemThemes)
};
}  // namespace

QString themeName(const std::string& id) {
    if (id == "lion-double-capture") return ProblemThemes::tr("Lion double capture", "problem theme");
    if (id == "igui") return ProblemThemes::tr("Igui", "problem theme: a capture without moving");
    if (id == "lion-dog-line") return ProblemThemes::tr("Lion Dog line", "problem theme");
    if (id == "hook-bend") return ProblemThemes::tr("Hook bend", "problem theme: a hook mover turns a corner");
    if (id == "emperor-capture") return ProblemThemes::tr("Emperor capture", "problem theme");
    if (id == "contagion") return ProblemThemes::tr("Contagion", "problem theme");
    if (id == "drop") return ProblemThemes::tr("Drop", "problem theme");
    if (id == "pass") return ProblemThemes::tr("Pass", "problem theme");
    if (id == "quiet-key") return ProblemThemes::tr("Quiet key", "problem theme: the first move neither captures nor checks");
    if (id == "bare-king") return ProblemThemes::tr("Bare King", "problem theme");
    if (id == "royal-captured") return ProblemThemes::tr("Last royal taken", "problem theme");
    if (id == "stalemate") return ProblemThemes::tr("No move left", "problem theme: the loser has no legal move");
    if (id == "checkmate") return ProblemThemes::tr("Checkmate", "problem theme");
    if (id == "promotion") return ProblemThemes::tr("Promotion", "problem theme");
    if (id == "sacrifice") return ProblemThemes::tr("Sacrifice", "problem theme");
    return QString::fromStdString(id);
}

QString themeNames(const std::vector<std::string>& ids) {
    QStringList names;
    for (const std::string& id : ids) names << themeName(id);
    return names.join(ProblemThemes::tr(", ", "between theme names"));
}

bool isKnownTheme(const std::string& id) { return themeName(id) != QString::fromStdString(id); }

}  // namespace ui
