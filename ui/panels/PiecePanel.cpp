#include "panels/PiecePanel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

#include "art/PieceImageCache.h"
#include "language/DisplayNames.h"
#include "panels/DiagramLegend.h"
#include "panels/DiagramSplit.h"
#include "panels/DiagramWindow.h"
#include "panels/MoveDiagram.h"
#include "panels/PieceFacts.h"
#include "panels/RichLabel.h"

namespace ui {
namespace {

constexpr int kImageSize = 48;

}  // namespace

PiecePanel::PiecePanel(QWidget* parent)
    : QWidget(parent),
      image_(new QLabel),
      heading_(richLabel()),
      diagram_(new MoveDiagram),
      words_(new QScrollArea),
      moves_(richLabel()),
      facing_(new QLabel),
      legend_(new DiagramLegend),
      rules_(new QLabel(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    // The names head the diagram in a tall panel, the words beside it in a wide one.
    auto* names = new QWidget;
    auto* top = new QHBoxLayout(names);
    top->setContentsMargins(0, 0, 0, 0);
    image_->setFixedSize(kImageSize, kImageSize);
    top->addWidget(image_, 0, Qt::AlignTop);
    top->addWidget(heading_, 1);
    split_ = new DiagramSplit(diagram_, words_, names, this);
    layout->addWidget(split_, 1);

    diagram_->setObjectName(QStringLiteral("panelDiagram"));
    connect(diagram_, &MoveDiagram::clicked, this, &PiecePanel::showLarge);
    auto* words = new QWidget;
    auto* column = new QVBoxLayout(words);
    column->setContentsMargins(0, 0, 0, 0);
    moves_->setObjectName(QStringLiteral("pieceMoves"));
    column->addWidget(moves_);
    facing_->setObjectName(QStringLiteral("diagramFacing"));
    facing_->setWordWrap(true);
    column->addWidget(facing_);
    column->addWidget(legend_);
    column->addStretch(1);
    words_->setObjectName(QStringLiteral("pieceWords"));
    words_->setWidget(words);
    words_->setWidgetResizable(true);
    words_->setFrameShape(QFrame::NoFrame);
    words_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    rules_->setObjectName(QStringLiteral("rulesLink"));
    rules_->setTextFormat(Qt::RichText);
    rules_->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    connect(rules_, &QLabel::linkActivated, this, [this] {
        if (rulesVariant_) emit rulesRequested(QString::fromUtf8(rulesVariant_->id()));
    });
    layout->addWidget(rules_);
    clear();
}

void PiecePanel::setVariant(const shogi::Variant& variant) {
    rulesVariant_ = &variant;
    updateRulesLink();
}

void PiecePanel::updateRulesLink() {
    rules_->setVisible(rulesVariant_ != nullptr);
    if (rulesVariant_)
        rules_->setText(QStringLiteral("<a href=\"rules\">%1</a>")
                            .arg(tr("Rules of %1").arg(variantName(*rulesVariant_)).toHtmlEscaped()));
}

void PiecePanel::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() != QEvent::LanguageChange) return;
    if (variant_ && kind_ >= 0) showPiece(*variant_, kind_, side_);
    else clear();
    updateRulesLink();
}

void PiecePanel::setPieceArt(const PieceArt* art) {
    art_ = art;
    if (variant_ && kind_ >= 0) showPiece(*variant_, kind_, side_);
}

void PiecePanel::showPiece(const shogi::Variant& variant, int kind, shogi::Side side) {
    variant_ = &variant;
    kind_ = kind;
    side_ = side;
    if (art_) image_->setPixmap(PieceImageCache::shared().pixmap(*art_, variant, kind, side, kImageSize, devicePixelRatioF()));
    heading_->setText(pieceHeading(variant, kind));
    moves_->setText(pieceMoves(variant, kind));
    diagram_->setPiece(art_, &variant, kind, side);
    diagram_->setClickable(true);
    diagram_->show();
    words_->show();
    split_->relayout();
    facing_->setText(facingText(side));
    legend_->setKinds(diagram_->layout().legendKinds());
    // The large view, when open, follows the piece clicked.
    auto* large = findChild<DiagramWindow*>(QString(), Qt::FindDirectChildrenOnly);
    if (large && large->isVisible()) large->showPiece(art_, variant, kind, side);
}

void PiecePanel::clear() {
    variant_ = nullptr;
    kind_ = -1;
    image_->clear();
    heading_->setText(tr("Click a piece to see how it moves."));
    moves_->clear();
    diagram_->setPiece(nullptr, nullptr, -1);
    diagram_->setClickable(false);
    diagram_->hide();
    words_->hide();
    split_->relayout();
}

DiagramWindow* PiecePanel::showLarge() {
    if (!variant_ || kind_ < 0) return nullptr;
    return DiagramWindow::showFor(this, art_, *variant_, kind_, side_);
}

}  // namespace ui
