#include "panels/PiecePanel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

#include "art/PieceImageCache.h"
#include "language/DisplayNames.h"
#include "panels/MoveDiagram.h"
#include "panels/PieceFacts.h"

namespace ui {

PiecePanel::PiecePanel(QWidget* parent)
    : QWidget(parent),
      image_(new QLabel(this)),
      text_(new QLabel(this)),
      diagram_(new MoveDiagram(this)),
      rules_(new QLabel(this)) {
    auto* layout = new QVBoxLayout(this);
    auto* top = new QHBoxLayout;
    image_->setFixedSize(56, 56);
    text_->setWordWrap(true);
    text_->setTextFormat(Qt::RichText);
    text_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    top->addWidget(image_, 0, Qt::AlignTop);
    top->addWidget(text_, 1);
    layout->addLayout(top);
    layout->addWidget(diagram_, 1);
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
    if (variant_ && kind_ >= 0) showPiece(*variant_, kind_);
    else clear();
    updateRulesLink();
}

void PiecePanel::setPieceArt(const PieceArt* art) {
    art_ = art;
    if (variant_ && kind_ >= 0) showPiece(*variant_, kind_);
}

void PiecePanel::showPiece(const shogi::Variant& variant, int kind) {
    variant_ = &variant;
    kind_ = kind;
    if (art_) image_->setPixmap(PieceImageCache::shared().pixmap(*art_, variant, kind, shogi::kBlack, 56, devicePixelRatioF()));
    text_->setText(pieceDescription(variant, kind));
    diagram_->setPiece(art_, &variant, kind);
}

void PiecePanel::clear() {
    variant_ = nullptr;
    kind_ = -1;
    image_->clear();
    text_->setText(tr("Click a piece to see how it moves."));
    diagram_->setPiece(nullptr, nullptr, -1);
}

}  // namespace ui
