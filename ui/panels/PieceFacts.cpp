#include "panels/PieceFacts.h"

#include <QCoreApplication>

#include "language/DisplayNames.h"
#include "language/Language.h"

namespace ui {
namespace {
// Not a QObject: the class only gives lupdate and tr() the context "ui::PieceFacts".
struct PieceFacts {
    Q_DECLARE_TR_FUNCTIONS(ui::PieceFacts)
};

// "Lion (LN) 獅子": how the help's table names a face.
QString faceLabel(const shogi::Variant& variant, int kind) {
    const shogi::PieceType& face = variant.faceType(kind);
    return PieceFacts::tr("<b>%1</b> %2 (%3)", "help: piece name, kanji, code")
        .arg(QString::fromUtf8(face.name).toHtmlEscaped(), QString::fromUtf8(face.kanji),
             QString::fromStdString(variant.kind(kind).code));
}

QString linesHtml(const QStringList& lines) {
    QStringList escaped;
    for (const QString& line : lines) escaped << QStringLiteral("• ") + line.toHtmlEscaped();
    return escaped.join(QStringLiteral("<br>"));
}

}  // namespace

shogi::TextLanguage wordsLanguage() {
    return currentLanguage() == QLatin1String("ja") ? shogi::TextLanguage::Japanese : shogi::TextLanguage::English;
}

QStringList moveWordsShown(const shogi::Variant& variant, int kind) {
    QStringList lines;
    for (const std::string& line : shogi::moveWords(variant, kind, wordsLanguage())) lines << QString::fromStdString(line);
    return lines;
}

QString pieceNames(const shogi::Variant& variant, int kind) {
    const shogi::PieceType& face = variant.faceType(kind);
    // The translation orders the names: Japanese leads with the kanji name and its reading.
    return PieceFacts::tr("<b>%1</b> (%2)<br>%3 <i>%4</i>", "piece heading: English name, code, kanji name, reading")
        .arg(QString::fromUtf8(face.name).toHtmlEscaped(), QString::fromUtf8(face.code), QString::fromUtf8(face.kanji),
             QString::fromUtf8(face.romaji).toHtmlEscaped());
}

QString pieceHeading(const shogi::Variant& variant, int kind) {
    const shogi::Kind& k = variant.kind(kind);
    QString html = pieceNames(variant, kind);
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

QString faceHeading(const shogi::Variant& variant, const std::vector<shogi::Face>& faces, int face) {
    const shogi::Face& f = faces[face];
    const auto link = [&](int index) {
        return QStringLiteral("<a href=\"face:%1\">%2</a>").arg(index).arg(pieceName(variant.type(faces[index].type)).toHtmlEscaped());
    };
    QString html = pieceNames(variant, f.kind);
    QStringList origins;
    for (int type : f.promotedFrom)
        if (const int i = shogi::faceOfType(faces, type); i >= 0) origins << link(i);
    if (!origins.isEmpty())
        html += QStringLiteral("<br>") + PieceFacts::tr("Promoted face of: %1").arg(origins.join(QStringLiteral(", ")));
    const int demotes = variant.kind(f.kind).demotesTo;
    if (f.promotesTo >= 0) html += QStringLiteral("<br>") + PieceFacts::tr("Promotes to: %1").arg(link(f.promotesTo));
    else if (demotes >= 0 && shogi::faceOfType(faces, variant.kind(demotes).faceType) >= 0)
        html += QStringLiteral("<br>") +
                PieceFacts::tr("Turns back into: %1").arg(link(shogi::faceOfType(faces, variant.kind(demotes).faceType)));
    else if (f.startCount > 0 || origins.isEmpty()) html += QStringLiteral("<br>") + PieceFacts::tr("Does not promote");
    if (variant.kind(f.kind).royal) html += QStringLiteral("<br>") + PieceFacts::tr("Royal: losing it can lose the game");
    return html;
}

QString facingText(shogi::Side side) {
    return side == shogi::kWhite ? PieceFacts::tr("White's piece: forward is down") : PieceFacts::tr("Black's piece: forward is up");
}

QString pieceMoves(const shogi::Variant& variant, int kind) {
    // A long Betza text has no space to wrap at: it may break every few letters.
    QString betza = QString::fromUtf8(variant.faceType(kind).betza).toHtmlEscaped();
    for (int at = 16; at < betza.size(); at += 17) betza.insert(at, QChar(0x200B));
    return linesHtml(moveWordsShown(variant, kind)) +
           QStringLiteral("<br><span style=\"color:#777777; font-size:small\">%1</span>")
               .arg(PieceFacts::tr("Betza: %1").arg(betza));
}

QString pieceDescription(const shogi::Variant& variant, int kind) {
    return pieceHeading(variant, kind) + QStringLiteral("<br>") + pieceMoves(variant, kind);
}

QString pieceMovesSection(const shogi::Variant& variant) {
    QString rows;
    for (int type = 0; type < variant.typeCount(); ++type) {
        const int kind = shogi::Variant::kindOf(type, false);
        if (!variant.kind(kind).valid) continue;
        for (int face : {kind, variant.kind(kind).promotesTo}) {
            if (face < 0) continue;
            const QString label = face == kind ? faceLabel(variant, face)
                                               : PieceFacts::tr("promoted: %1", "help: a promoted face").arg(faceLabel(variant, face));
            rows += QStringLiteral("<tr><td width=\"35%\" valign=\"top\" style=\"padding-left:%1px\">%2</td><td valign=\"top\">%3</td></tr>")
                        .arg(face == kind ? 0 : 16)
                        .arg(label, linesHtml(moveWordsShown(variant, face)));
        }
    }
    return QStringLiteral("<h2>%1</h2><p>%2</p><table cellspacing=\"0\" cellpadding=\"3\">%3</table>")
        .arg(PieceFacts::tr("How every piece moves"),
             PieceFacts::tr("Every face of every piece, its move in words, made from the same description the "
                            "program plays by. Study > Piece Reference shows the move diagrams."),
             rows);
}

}  // namespace ui
