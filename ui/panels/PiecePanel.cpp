#include "panels/PiecePanel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

#include "art/PieceImageCache.h"
#include "language/DisplayNames.h"
#include "panels/DiagramLegend.h"
#include "panels/MoveDiagram.h"
#include "panels/PieceFacts.h"

namespace ui {
namespace {

constexpr int kImageSize = 48;

QLabel* wrappingLabel(QWidget* parent) {
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    return label;
}

}  // namespace

PiecePanel::PiecePanel(QWidget* parent)
    : QWidget(parent),
      scroll_(new QScrollArea(this)),
      image_(new QLabel),
      heading_(wrappingLabel(nullptr)),
      moves_(wrappingLabel(nullptr)),
      diagram_(new MoveDiagram),
      facing_(new QLabel),
      legend_(new DiagramLegend),
      rules_(new QLabel(this)) {
    auto* content = new QWidget;
    auto* column = new QVBoxLayout(content);
    auto* top = new QHBoxLayout;
    image_->setFixedSize(kImageSize, kImageSize);
    top->addWidget(image_, 0, Qt::AlignTop);
    top->addWidget(heading_, 1);
    column->addLayout(top);
    moves_->setObjectName(QStringLiteral("pieceMoves"));
    column->addWidget(moves_);
    column->addWidget(diagram_);
    facing_->setObjectName(QStringLiteral("diagramFacing"));
    facing_->setAlignment(Qt::AlignHCenter);
    facing_->setWordWrap(true);
    column->addWidget(facing_);
    column->addWidget(legend_);
    column->addStretch(1);

    scroll_->setWidget(content);
    scroll_->setWidgetResizable(true);
    scroll_->setFrameShape(QFrame::NoFrame);
    scroll_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(scroll_, 1);
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
    diagram_->show();
    facing_->setText(side == shogi::kWhite ? tr("White's piece: forward is down") : tr("Black's piece: forward is up"));
    facing_->show();
    legend_->setKinds(diagram_->layout().legendKinds());
    legend_->show();
}

void PiecePanel::clear() {
    variant_ = nullptr;
    kind_ = -1;
    image_->clear();
    heading_->setText(tr("Click a piece to see how it moves."));
    moves_->clear();
    diagram_->setPiece(nullptr, nullptr, -1);
    diagram_->hide();
    facing_->hide();
    legend_->hide();
}

}  // namespace ui
