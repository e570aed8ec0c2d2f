#include "language/DisplayNames.h"

#include <QCoreApplication>

namespace ui {
namespace {
// Not a QObject: the class only gives lupdate and tr() the context "ui::DisplayNames".
struct DisplayNames {
    Q_DECLARE_TR_FUNCTIONS(ui::DisplayNames)
};
}  // namespace

QString variantName(const shogi::Variant& variant) {
    // The translation's choice of piece names (kanji or English) applies to variants too.
    return QString::fromUtf8(pieceNamesInKanji() ? variant.japaneseName() : variant.name());
}

QString variantName(const QString& id) {
    const shogi::Variant* v = shogi::findVariant(id.toStdString());
    return v ? variantName(*v) : id;
}

QString engineLevelName(const QString& id) {
    if (id == QLatin1String("random")) return DisplayNames::tr("Random moves", "computer level");
    if (id == QLatin1String("beginner")) return DisplayNames::tr("Beginner", "computer level");
    if (id == QLatin1String("casual")) return DisplayNames::tr("Casual", "computer level");
    if (id == QLatin1String("strong")) return DisplayNames::tr("Strong", "computer level");
    if (id == QLatin1String("master")) return DisplayNames::tr("Master", "computer level");
    return id;
}

bool isKnownEngineLevel(const QString& id) { return engineLevelName(id) != id; }

bool pieceNamesInKanji() {
    // The translation chooses, as Qt's own QT_LAYOUT_DIRECTION does for the text direction.
    return DisplayNames::tr("PIECE_NAME_STYLE",
              "Translate as KANJI to name pieces by their kanji name and reading, as ENGLISH to keep "
              "the English piece names") == QLatin1String("KANJI");
}

QString pieceName(const shogi::PieceType& type) {
    if (!pieceNamesInKanji()) return QString::fromUtf8(type.name);
    return DisplayNames::tr("%1 (%2)", "piece name: kanji, reading")
        .arg(QString::fromUtf8(type.kanji), QString::fromUtf8(type.romaji));
}

}  // namespace ui
