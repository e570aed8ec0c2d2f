#include "windows/ReferenceFilter.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace ui {
namespace {

// Not a QObject: gives lupdate and tr() the context "ui::ReferenceFilter".
struct Texts {
    Q_DECLARE_TR_FUNCTIONS(ui::ReferenceFilter)
};

bool anyWordStartsWith(const QString& text, const QString& term) {
    static const QRegularExpression separators(QStringLiteral("[\\s\\-'’]+"));
    for (const QString& word : ReferenceFilter::folded(text).split(separators, Qt::SkipEmptyParts))
        if (word.startsWith(term)) return true;
    return false;
}

bool nameMatches(const shogi::PieceType& type, const QString& term) {
    return anyWordStartsWith(QString::fromUtf8(type.name), term) || anyWordStartsWith(QString::fromUtf8(type.romaji), term) ||
           ReferenceFilter::folded(QString::fromUtf8(type.kanji)).contains(term) || ReferenceFilter::folded(QString::fromUtf8(type.code)).startsWith(term);
}

unsigned traitOf(ReferenceFilter::Kind kind) {
    using K = ReferenceFilter::Kind;
    switch (kind) {
        case K::Royal: return shogi::kTraitRoyal;
        case K::LionPower: return shogi::kTraitLionPower;
        case K::LionDog: return shogi::kTraitLionDog;
        case K::Hook: return shogi::kTraitHook;
        case K::Jump: return shogi::kTraitJump;
        case K::Ranging: return shogi::kTraitRanging;
        case K::Stepper: return shogi::kTraitStepper;
        case K::All:
        case K::PromotesTo: break;
    }
    return 0;
}

}  // namespace

QString ReferenceFilter::folded(const QString& text) {
    QString out;
    for (QChar c : text.normalized(QString::NormalizationForm_D))
        if (c.category() != QChar::Mark_NonSpacing) out += c.toLower();
    return out;
}

bool ReferenceFilter::matches(const shogi::Variant& variant, const std::vector<shogi::Face>& faces, int face) const {
    const shogi::Face& f = faces[face];
    if (kind == Kind::PromotesTo) {
        if (f.promotesTo != promotesTo || promotesTo < 0) return false;
    } else if (kind != Kind::All && !(f.traits & traitOf(kind))) {
        return false;
    }
    const shogi::PieceType& type = variant.type(f.type);
    for (const QString& term : folded(text).split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts))
        if (!nameMatches(type, term)) return false;
    return true;
}

std::vector<ReferenceFilter::Kind> ReferenceFilter::kinds() {
    return {Kind::All, Kind::Royal, Kind::LionPower, Kind::LionDog, Kind::Hook, Kind::Jump, Kind::Ranging, Kind::Stepper, Kind::PromotesTo};
}

QString ReferenceFilter::kindName(Kind kind) {
    switch (kind) {
        case Kind::All: return Texts::tr("All pieces");
        case Kind::Royal: return Texts::tr("Royal pieces");
        case Kind::LionPower: return Texts::tr("Lion power (two steps a turn)");
        case Kind::LionDog: return Texts::tr("Lion Dog moves (along a line)");
        case Kind::Hook: return Texts::tr("Hook moves (turning a corner)");
        case Kind::Jump: return Texts::tr("Jumps");
        case Kind::Ranging: return Texts::tr("Ranging slides");
        case Kind::Stepper: return Texts::tr("Steppers (one square at a time)");
        case Kind::PromotesTo: return Texts::tr("Pieces that promote to…");
    }
    return {};
}

}  // namespace ui
