#include "windows/PieceReferenceWindow.h"

#include <QEvent>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QScreen>
#include <QScrollBar>
#include <QVBoxLayout>
#include <algorithm>
#include <set>

#include "art/PieceImageCache.h"
#include "language/DisplayNames.h"
#include "panels/DiagramLegend.h"
#include "panels/MoveDiagram.h"
#include "panels/PieceFacts.h"

namespace ui {
namespace {

constexpr int kFaceWidth = 222;    // one face: names, a diagram of 7 x 27 px squares, words
constexpr int kDiagramSize = 190;
constexpr int kImageSize = 36;
constexpr int kCardSpacing = 10;

QLabel* richLabel(const QString& html, QWidget* parent) {
    auto* label = new QLabel(html, parent);
    label->setTextFormat(Qt::RichText);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    return label;
}

}  // namespace

PieceReferenceWindow::PieceReferenceWindow(QWidget* parent) : QWidget(parent, Qt::Window), scroll_(new QScrollArea(this)) {
    setObjectName(QStringLiteral("pieceReference"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll_);
    scroll_->setWidgetResizable(true);
    scroll_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll_->viewport()->installEventFilter(this);
    // Two cards side by side on a laptop screen, three on a large one.
    const QSize available = screen() ? screen()->availableGeometry().size() : QSize(1366, 768);
    resize(std::min(1560, available.width() * 9 / 10), std::min(900, available.height() * 9 / 10));
}

QWidget* PieceReferenceWindow::faceColumn(const shogi::Variant& variant, int kind, QWidget* parent) {
    auto* column = new QWidget(parent);
    column->setFixedWidth(kFaceWidth);
    auto* layout = new QVBoxLayout(column);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* header = new QHBoxLayout;
    auto* image = new QLabel(column);
    image->setFixedSize(kImageSize, kImageSize);
    if (art_) image->setPixmap(PieceImageCache::shared().pixmap(*art_, variant, kind, shogi::kBlack, kImageSize, devicePixelRatioF()));
    header->addWidget(image, 0, Qt::AlignTop);
    QLabel* heading = richLabel(pieceHeading(variant, kind), column);
    header->addWidget(heading, 1);
    layout->addLayout(header);
    auto* diagram = new MoveDiagram(column);
    diagram->setPiece(art_, &variant, kind);
    diagram->setFixedSize(kDiagramSize, kDiagramSize);
    layout->addWidget(diagram, 0, Qt::AlignHCenter);
    diagrams_.push_back(diagram);
    QLabel* moves = richLabel(pieceMoves(variant, kind), column);
    layout->addWidget(moves);
    // Wrapped text in nested layouts is not given its height by itself: ask for it.
    heading->setMinimumHeight(heading->heightForWidth(kFaceWidth - kImageSize - layout->spacing()));
    moves->setMinimumHeight(moves->heightForWidth(kFaceWidth));
    layout->addStretch(1);
    return column;
}

void PieceReferenceWindow::showVariant(const shogi::Variant& variant, const PieceArt* art) {
    variant_ = &variant;
    art_ = art;
    setWindowTitle(tr("Pieces of %1").arg(variantName(variant)));
    cards_.clear();
    diagrams_.clear();
    columns_ = 0;
    auto* content = new QWidget;
    auto* outer = new QVBoxLayout(content);
    auto* legendTitle = new QLabel(QStringLiteral("<b>%1</b>").arg(tr("Marks in the diagrams").toHtmlEscaped()), content);
    outer->addWidget(legendTitle);
    legend_ = new DiagramLegend(content);
    legend_->setObjectName(QStringLiteral("referenceLegend"));
    outer->addWidget(legend_);
    grid_ = new QGridLayout;
    grid_->setSpacing(kCardSpacing);
    outer->addLayout(grid_);
    outer->setAlignment(grid_, Qt::AlignHCenter);  // the space a last column does not fill is shared
    outer->addStretch(1);

    // A card per piece that starts the game (its face and its promoted face side by side),
    // then the types no unpromoted face shows.
    std::set<int> typesShown;
    auto addCard = [&](std::initializer_list<int> kinds) {
        auto* card = new QFrame(content);
        card->setFrameShape(QFrame::StyledPanel);
        auto* row = new QHBoxLayout(card);
        bool first = true;
        for (int kind : kinds) {
            if (!first) {
                auto* line = new QFrame(card);
                line->setFrameShape(QFrame::VLine);
                line->setFrameShadow(QFrame::Sunken);
                row->addWidget(line);
            }
            first = false;
            row->addWidget(faceColumn(variant, kind, card), 0, Qt::AlignTop);
            typesShown.insert(variant.kind(kind).faceType);
        }
        if (kinds.size() == 1) row->addSpacing(kFaceWidth + row->spacing() * 2 + 2);  // cards line up in columns
        cards_.push_back(card);
    };
    for (int type = 0; type < variant.typeCount(); ++type) {
        const int kind = shogi::Variant::kindOf(type, false);
        if (!variant.kind(kind).valid) continue;
        const int promoted = variant.kind(kind).promotesTo;
        if (promoted >= 0) addCard({kind, promoted});
        else addCard({kind});
    }
    for (int type = 0; type < variant.typeCount(); ++type) {
        if (typesShown.count(type)) continue;
        const int kind = representativeKind(variant, type);
        if (kind >= 0) addCard({kind});
    }
    entries_ = static_cast<int>(typesShown.size());

    std::vector<MarkKind> used;
    for (const MoveDiagram* d : diagrams_)
        for (MarkKind k : d->layout().legendKinds())
            if (std::find(used.begin(), used.end(), k) == used.end()) used.push_back(k);
    std::sort(used.begin(), used.end());
    legend_->setKinds(used, 3);

    scroll_->setWidget(content);  // deletes the previous list
    placeCards();
}

int PieceReferenceWindow::fittingColumns() const {
    if (cards_.empty()) return 1;
    const int cardWidth = cards_.front()->sizeHint().width() + kCardSpacing;
    const int available = scroll_->viewport()->width() - 2 * kCardSpacing;
    return std::max(1, available / cardWidth);
}

void PieceReferenceWindow::placeCards() {
    const int columns = fittingColumns();
    if (columns == columns_ || !grid_) return;
    columns_ = columns;
    for (QWidget* card : cards_) grid_->removeWidget(card);
    for (std::size_t i = 0; i < cards_.size(); ++i)
        grid_->addWidget(cards_[i], static_cast<int>(i) / columns, static_cast<int>(i) % columns, Qt::AlignTop | Qt::AlignLeft);
}

bool PieceReferenceWindow::eventFilter(QObject* watched, QEvent* event) {
    // The cards are laid out again when the visible width changes, not the window's: the
    // scroll area's viewport is resized after the window.
    if (watched == scroll_->viewport() && event->type() == QEvent::Resize) placeCards();
    return QWidget::eventFilter(watched, event);
}

void PieceReferenceWindow::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange && variant_) showVariant(*variant_, art_);
}

}  // namespace ui
