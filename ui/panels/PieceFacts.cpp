#include "panels/PieceFacts.h"

#include <QCoreApplication>

#include "language/DisplayNames.h"

namespace ui {
namespace {
// Not a QObject: the class only gives lupdate and tr() the context "ui::PieceFacts".
struct PieceFacts {
    Q_DECLARE_TR_FUNCTIONS(ui::PieceFacts)
};
}  // namespace

int representativeKind(const shogi::Variant& variant, int type) {
    const int own = shogi::Variant::kindOf(type, false);
    if (variant.kind(own).valid) return own;
    for (int k = 0; k < variant.kindCount(); ++k)
        if (variant.kind(k).valid && variant.kind(k).faceType == type) return k;
    return -1;
}

QString pieceDescription(const shogi::Variant& variant, int kind) {
    const shogi::Kind& k = variant.kind(kind);
    const shogi::PieceType& face = variant.faceType(kind);
    // The translation orders the names: Japanese leads with the kanji name and its reading.
    QString html = PieceFacts::tr("<b>%1</b> (%2)<br>%3 <i>%4</i>",
                                  "piece heading: English name, code, kanji name, reading")
                       .arg(QString::fromUtf8(face.name).toHtmlEscaped(), QString::fromUtf8(face.code),
                            QString::fromUtf8(face.kanji), QString::fromUtf8(face.romaji).toHtmlEscaped());
    html += QStringLiteral("<br>") + PieceFacts::tr("Betza: %1").arg(QString::fromUtf8(face.betza).toHtmlEscaped());
    if (k.promoted)
        html += QStringLiteral("<br>") + PieceFacts::tr("Promoted %1").arg(pieceName(variant.type(k.type)).toHtmlEscaped());
    if (k.promotesTo >= 0)
        html += QStringLiteral("<br>") + PieceFacts::tr("Promotes to: %1").arg(pieceName(variant.faceType(k.promotesTo)).toHtmlEscaped());
    else if (k.demotesTo >= 0)
        html += QStringLiteral("<br>") + PieceFacts::tr("Turns back into: %1").arg(pieceName(variant.faceType(k.demotesTo)).toHtmlEscaped());
    else if (!k.promoted)
        html += QStringLiteral("<br>") + PieceFacts::tr("Does not promote");
    if (k.royal) html += QStringLiteral("<br>") + PieceFacts::tr("Royal: losing it can lose the game");
    return html;
}

}  // namespace ui
