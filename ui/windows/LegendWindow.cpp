#include "windows/LegendWindow.h"

#include <QEvent>
#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QScreen>
#include <QScrollArea>
#include <QVBoxLayout>
#include <functional>

#include "art/PieceImageCache.h"
#include "boardview/MarkStyle.h"
#include "boardview/MoveEntry.h"

namespace ui {
namespace {

using Draw = std::function<void(QPainter&, const QList<QRectF>&)>;

// A sample: `squares` squares in a row on the board's wood, pieces of face `kinds[i]` (-1:
// none) for Black, `under` drawn before the pieces and `over` after, as the board does.
struct Sample {
    int squares = 1;
    std::vector<int> kinds;
    Draw under;
    Draw over;
};

QPixmap renderSample(const Sample& sample, const shogi::Variant& variant, const PieceArt* art, int size, qreal dpr) {
    const int margin = 2;
    QPixmap pixmap(QSize(sample.squares * size + 2 * margin, size + 2 * margin) * dpr);
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    QList<QRectF> squares;
    for (int i = 0; i < sample.squares; ++i) squares << QRectF(margin + i * size, margin, size, size);
    for (const QRectF& r : squares) {
        p.fillRect(r, marks::kWood);
        p.setPen(QPen(marks::kGrid, 1));
        p.setBrush(Qt::NoBrush);
        p.drawRect(r);
    }
    if (sample.under) sample.under(p, squares);
    for (int i = 0; i < sample.squares && i < static_cast<int>(sample.kinds.size()); ++i) {
        if (sample.kinds[i] < 0 || !art) continue;
        const int pieceSize = static_cast<int>(size * 0.92);
        const QPixmap piece = PieceImageCache::shared().pixmap(*art, variant, sample.kinds[i], shogi::kBlack, pieceSize, dpr);
        p.drawPixmap(QPointF(squares[i].center().x() - pieceSize / 2.0, squares[i].center().y() - pieceSize / 2.0).toPoint(), piece);
    }
    if (sample.over) sample.over(p, squares);
    return pixmap;
}

// A royal face and an ordinary one of the variant, for the samples.
std::pair<int, int> sampleKinds(const shogi::Variant& v) {
    int royal = -1, plain = -1;
    for (int k = 0; k < v.kindCount(); ++k) {
        if (!v.kind(k).valid || v.kind(k).promoted) continue;
        if (v.kind(k).royal && royal < 0) royal = k;
        if (!v.kind(k).royal && plain < 0) plain = k;
    }
    return {royal, plain};
}

QPolygonF centres(const QList<QRectF>& squares) {
    QPolygonF line;
    for (const QRectF& r : squares) line << r.center();
    return line;
}

}  // namespace

LegendWindow::LegendWindow(QWidget* parent) : QWidget(parent, Qt::Window), scroll_(new QScrollArea(this)) {
    setObjectName(QStringLiteral("legendWindow"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(scroll_);
    scroll_->setWidgetResizable(true);
    // Every row at once where the screen allows it.
    const QRect screen = this->screen()->availableGeometry();
    resize(std::min(760, screen.width() * 9 / 10), std::min(980, screen.height() * 85 / 100));
}

void LegendWindow::showVariant(const shogi::Variant& variant, const PieceArt* art) {
    variant_ = &variant;
    art_ = art;
    rebuild();
}

void LegendWindow::rebuild() {
    if (!variant_) return;
    setWindowTitle(tr("Legend: marks on the board"));
    const auto [royal, piece] = sampleKinds(*variant_);
    using marks::kStudy;
    using marks::kTargets;
    auto target = [](unsigned mark, const QColor& color) {
        return [mark, color](QPainter& p, const QList<QRectF>& s) { marks::target(p, s[0], mark, color); };
    };
    auto fill = [](void (*draw)(QPainter&, const QRectF&)) {
        return [draw](QPainter& p, const QList<QRectF>& s) { draw(p, s[0]); };
    };
    const std::vector<std::pair<Sample, QString>> rows = {
        {{1, {-1}, {}, target(kMarkMove, kTargets)},
         tr("<b>Move</b>: the piece you picked up can move to this empty square. Click it, or drop the piece there.")},
        {{1, {piece}, {}, target(kMarkCapture, kTargets)},
         tr("<b>Capture</b>: red corners around an opponent's piece the picked-up piece can capture.")},
        {{1, {piece}, {}, target(kMarkContinue | kMarkCapture, kTargets)},
         tr("<b>Goes on</b>: blue marks a square from which a multi-step move (Lion, Lion Dog, eagles) goes on: "
            "click it, then the next square. With red corners: it captures there on the way.")},
        {{1, {-1}, {}, target(kMarkMove | kMarkPromotion, kTargets)},
         tr("<b>Promotion</b>: the orange badge says a move ending here may or must promote; you are asked which "
            "face to take.")},
        {{1, {piece}, fill(marks::selected), target(kMarkPass, kTargets)},
         tr("<b>Pass</b>: a dotted frame on the piece itself: it can pass (step out and back), or capture "
            "and return (igui). Click the piece again.")},
        {{1, {piece}, fill(marks::selected), {}},
         tr("<b>Picked up</b>: the piece (or the piece in hand) being moved. Esc or a right click puts it down.")},
        {{3, {piece, -1, -1}, fill(marks::selected),
          [](QPainter& p, const QList<QRectF>& s) { marks::enteredLegs(p, centres(s.mid(0, 2)), s[0].width()); }},
         tr("<b>Steps so far</b>: the blue line joins the squares of a multi-step move clicked so far.")},
        {{3, {piece, -1, -1}, fill(marks::selected),
          [](QPainter& p, const QList<QRectF>& s) {
              marks::hoverPath(p, centres(s), {s[1]}, s[0].width());
          }},
         tr("<b>Way there</b>: pointing at a target draws the way the piece takes to it in orange; a small "
            "box marks where a hook mover turns or a Lion touches down.")},
        {{3, {-1, -1, piece},
          [](QPainter& p, const QList<QRectF>& s) {
              marks::lastMove(p, s[0]);
              marks::lastPath(p, s[1]);
              marks::lastMove(p, s[2]);
          },
          [](QPainter& p, const QList<QRectF>& s) {
              marks::lastMoveFrame(p, s[0]);
              marks::lastMoveFrame(p, s[2]);
          }},
         tr("<b>Last move</b>: yellow with an amber frame on the squares where it started and ended (the frame "
            "shows around the piece), pale yellow on the squares it passed.")},
        {{1, {piece}, [](QPainter& p, const QList<QRectF>& s) { marks::lastCapture(p, s[0]); }, {}},
         tr("<b>Captured</b>: a red cross where the last move captured.")},
        {{1, {royal}, fill(marks::check), [](QPainter& p, const QList<QRectF>& s) { marks::checkFrame(p, s[0]); }},
         tr("<b>Check</b>: a red glow and a red frame around a royal piece that can be captured.")},
        {{1, {royal}, {}, [](QPainter& p, const QList<QRectF>& s) { marks::threatenedRoyal(p, s[0]); }},
         tr("<b>Royal attacked</b>: a red dashed frame around a King or Prince the opponent attacks where that is "
            "not check (the other royal would still be left).")},
        {{3, {piece, -1, piece}, fill(marks::studied),
          [](QPainter& p, const QList<QRectF>& s) {
              marks::target(p, s[1], kMarkMove, marks::kStudy);
              marks::target(p, s[2], kMarkCapture, marks::kStudy);
          }},
         tr("<b>Study</b>: click an opponent's piece, or Ctrl-click any piece, to see in purple where it could go "
            "(dots, red corners for captures, a dotted frame for a pass). Nothing is moved.")},
        {{2, {-1, piece}, [](QPainter& p, const QList<QRectF>& s) {
              marks::threatened(p, s[0]);
              marks::threatened(p, s[1]);
          }, {}},
         tr("<b>Threat</b> (View > Show Threats): red hatching on every square the opponent of the side to move "
            "could capture on next move, empty or not. Shift-click a square to list the pieces that can go there.")},
        {{3, {piece, -1, -1}, {},
          [](QPainter& p, const QList<QRectF>& s) { marks::hintArrow(p, centres(s), s[0].width()); }},
         tr("<b>Hint</b> (Analysis > Hint) and the analysis's best move: a green arrow along the way the move "
            "goes, with a dot where a leg ends (a Lion touching down, a hook mover turning).")},
        {{1, {piece}, fill(marks::flagged), {}},
         tr("<b>Problem</b> (position editor): a red dashed frame on a square named in the list of problems.")},
    };

    auto* content = new QWidget;
    auto* grid = new QGridLayout(content);
    grid->setColumnStretch(2, 1);
    const qreal dpr = devicePixelRatioF();
    entries_ = 0;
    for (const auto& [sample, text] : rows) {
        for (int column = 0; column < 2; ++column) {
            auto* image = new QLabel(content);
            image->setPixmap(renderSample(sample, *variant_, art_, column == 0 ? 34 : 52, dpr));
            grid->addWidget(image, entries_, column, Qt::AlignLeft | Qt::AlignVCenter);
        }
        auto* label = new QLabel(text, content);
        label->setWordWrap(true);
        label->setTextFormat(Qt::RichText);
        grid->addWidget(label, entries_, 2);
        ++entries_;
    }
    grid->setRowStretch(entries_, 1);
    scroll_->setWidget(content);  // deletes the previous rows
}

void LegendWindow::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) rebuild();
}

void LegendWindow::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Escape) close();
    else QWidget::keyPressEvent(event);
}

}  // namespace ui
