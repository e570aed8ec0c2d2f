#include "language/PieceToolTip.h"

#include <QCoreApplication>


namespace ui {
namespace {
// Not a QObject: the class only gives lupdate and tr() the context "ui::PieceToolTip".
struct PieceToolTip {
    Q_DECLARE_TR_FUNCTIONS(ui::PieceToolTip)
};

QString esc(const char* text) { return QString::fromUtf8(text).toHtmlEscaped(); }

// The other face, on one line: "Furious Fiend — 奮迅 funjin".
QString faceLine(const shogi::PieceType& type) {
    return PieceToolTip::tr("%1 — %2 %3", "piece tooltip, the other face: English name, kanji, reading")
        .arg(esc(type.name), esc(type.kanji), esc(type.romaji));
}

}  // namespace

QString pieceToolTip(const shogi::Variant& variant, int kind, std::optional<shogi::Side> side) {
    const shogi::Kind& k = variant.kind(kind);
    const shogi::PieceType& face = variant.faceType(kind);
    QString html = PieceToolTip::tr("<b>%1</b><br>%2 <i>%3</i>", "piece tooltip heading: English name, kanji, reading")
                       .arg(esc(face.name), esc(face.kanji), esc(face.romaji));
    if (side)
        html += QStringLiteral("<br>") + (*side == shogi::kBlack ? PieceToolTip::tr("Black's piece (sente)")
                                                                 : PieceToolTip::tr("White's piece (gote)"));
    QString other;
    if (k.promoted) other = PieceToolTip::tr("Promoted from: %1").arg(faceLine(variant.type(k.type)));
    if (k.promotesTo >= 0) other = PieceToolTip::tr("Promotes to: %1").arg(faceLine(variant.faceType(k.promotesTo)));
    else if (k.demotesTo >= 0) other = PieceToolTip::tr("Turns back into: %1").arg(faceLine(variant.faceType(k.demotesTo)));
    else if (!k.promoted) other = PieceToolTip::tr("Does not promote");
    html += QStringLiteral("<br>") + other;
    if (k.royal) html += QStringLiteral("<br>") + PieceToolTip::tr("Royal: losing it can lose the game");
    return QStringLiteral("<qt>") + html + QStringLiteral("</qt>");
}

}  // namespace ui
