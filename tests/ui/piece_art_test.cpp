// Every face (Kind) of every built-in variant has its piece art: a kanji SVG (two characters), a
// one-kanji SVG and a mnemonic SVG for each side, which QSvgRenderer loads as valid, with a
// non-empty view box, and which renders to a picture that covers a good part of the square and
// has marks on it. The list of faces comes from the rules library, so a new piece type fails
// here until its art is generated (tools/pieceart/make_pieces.py, see docs/piece-art.md). In
// both kanji sets two faces of one colour look alike only if they are the same piece type.
#include <QDir>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QSet>
#include <QString>
#include <QSvgRenderer>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <vector>

#include "UiTestMain.h"
#include "variants/Variant.h"

namespace {

const QString kPiecesDir = QStringLiteral(SHOGI_PIECES_DIR);

// File stem of a face: the base type's code, with "p" in front for a promoted face.
QString stemOf(const shogi::Variant& v, int k) {
    const shogi::Kind& kd = v.kind(k);
    return (kd.promoted ? QStringLiteral("p") : QString()) + QString::fromUtf8(v.type(kd.type).code);
}

// Relative paths of the four SVGs of one face.
QStringList artOf(const shogi::Variant& v, int k) {
    const QString id = QString::fromUtf8(v.id());
    const QString file = stemOf(v, k) + QStringLiteral(".svg");
    return {QStringLiteral("kanji/%1/%2").arg(id, file), QStringLiteral("kanji1/%1/%2").arg(id, file),
            QStringLiteral("mnemonic/%1/black/%2").arg(id, file), QStringLiteral("mnemonic/%1/white/%2").arg(id, file)};
}

QByteArray contents(const QString& rel) {
    QFile f(kPiecesDir + QLatin1Char('/') + rel);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

double luminance(QRgb c) {
    return 0.299 * qRed(c) + 0.587 * qGreen(c) + 0.114 * qBlue(c);
}

}  // namespace

class PieceArtTest : public QObject {
    Q_OBJECT

private slots:
    void everyFaceHasArt_data();
    void everyFaceHasArt();
    void noStrayFiles();
    void kanjiFacesAreToldApart();
    void resourceFileListsEverySvg();
};

void PieceArtTest::everyFaceHasArt_data() {
    QTest::addColumn<QString>("path");
    int rows = 0;
    for (const shogi::Variant* v : shogi::allVariants())
        for (int k = 0; k < v->kindCount(); ++k) {
            if (!v->kind(k).valid) continue;
            for (const QString& rel : artOf(*v, k)) {
                QTest::newRow(qPrintable(rel)) << rel;
                ++rows;
            }
        }
    QVERIFY(rows > 0);
}

void PieceArtTest::everyFaceHasArt() {
    QFETCH(QString, path);
    const QString full = kPiecesDir + QLatin1Char('/') + path;
    QVERIFY2(QFile::exists(full), qPrintable(full + QStringLiteral(" is missing")));

    QSvgRenderer renderer(full);
    QVERIFY2(renderer.isValid(), qPrintable(full));
    const QRectF box = renderer.viewBoxF();
    QVERIFY(box.width() > 0 && box.height() > 0);

    const int size = 72;
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        renderer.render(&painter, QRectF(0, 0, size, size));
    }
    // The tile covers most of the square...
    int opaque = 0;
    std::vector<double> lum;
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x) {
            const QRgb c = image.pixel(x, y);
            if (qAlpha(c) < 128) continue;
            ++opaque;
            lum.push_back(luminance(c));
        }
    const double covered = double(opaque) / (size * size);
    QVERIFY2(covered > 0.6 && covered <= 1.0, qPrintable(QStringLiteral("%1: covers %2").arg(path).arg(covered)));
    // ...and carries marks that stand out from it (characters, dots, lines).
    std::nth_element(lum.begin(), lum.begin() + lum.size() / 2, lum.end());
    const double median = lum[lum.size() / 2];
    const auto marked = std::count_if(lum.begin(), lum.end(), [&](double l) { return std::abs(l - median) > 70; });
    const double markShare = double(marked) / double(opaque);
    QVERIFY2(markShare > 0.04,
             qPrintable(QStringLiteral("%1: marks cover %2 of the tile").arg(path).arg(markShare)));
}

void PieceArtTest::noStrayFiles() {
    // Every SVG under resources/pieces belongs to a face of a variant.
    QSet<QString> expected;
    for (const shogi::Variant* v : shogi::allVariants())
        for (int k = 0; k < v->kindCount(); ++k)
            if (v->kind(k).valid)
                for (const QString& rel : artOf(*v, k)) expected.insert(rel);
    const QDir root(kPiecesDir);
    for (const QString& set : {QStringLiteral("kanji"), QStringLiteral("kanji1"), QStringLiteral("mnemonic")}) {
        QStringList pending{set};
        while (!pending.isEmpty()) {
            const QString dir = pending.takeFirst();
            const QDir d(root.filePath(dir));
            for (const QString& sub : d.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) pending << dir + '/' + sub;
            for (const QString& f : d.entryList({QStringLiteral("*.svg")}, QDir::Files))
                QVERIFY2(expected.contains(dir + '/' + f), qPrintable(dir + '/' + f + QStringLiteral(" is no face")));
        }
    }
}

void PieceArtTest::kanjiFacesAreToldApart() {
    // A face is told by its characters and its colour (red: promoted). In each kanji set, two
    // faces of one colour have the same drawing exactly when they are the same piece type
    // (the Gold that many pieces promote to).
    int pairs = 0;
    for (const shogi::Variant* v : shogi::allVariants())
        for (const QString& set : {QStringLiteral("kanji"), QStringLiteral("kanji1")})
            for (int a = 0; a < v->kindCount(); ++a)
                for (int b = a + 1; b < v->kindCount(); ++b) {
                    if (!v->kind(a).valid || !v->kind(b).valid || v->kind(a).promoted != v->kind(b).promoted) continue;
                    const bool sameType = v->faceType(a).code == std::string_view(v->faceType(b).code);
                    const QString file = QStringLiteral("%1/%2/").arg(set, QString::fromUtf8(v->id()));
                    const bool sameDrawing = contents(file + stemOf(*v, a) + ".svg") == contents(file + stemOf(*v, b) + ".svg");
                    QVERIFY2(sameDrawing == sameType,
                             qPrintable(QStringLiteral("%1: %2 and %3").arg(file, stemOf(*v, a), stemOf(*v, b))));
                    ++pairs;
                }
    QVERIFY(pairs > 1000);
}

void PieceArtTest::resourceFileListsEverySvg() {
    QFile qrc(kPiecesDir + QStringLiteral("/pieces.qrc"));
    QVERIFY(qrc.open(QIODevice::ReadOnly | QIODevice::Text));
    const QString text = QString::fromUtf8(qrc.readAll());
    for (const shogi::Variant* v : shogi::allVariants())
        for (int k = 0; k < v->kindCount(); ++k)
            if (v->kind(k).valid)
                for (const QString& rel : artOf(*v, k))
                    QVERIFY2(text.contains(QStringLiteral("<file>%1</file>").arg(rel)), qPrintable(rel));
}

SHOGI_UI_TEST(PieceArtTest, "piece_art_test");
#include "piece_art_test.moc"
