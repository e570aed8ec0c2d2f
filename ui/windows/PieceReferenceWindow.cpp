#include "windows/PieceReferenceWindow.h"

#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

#include "art/PieceImageCache.h"
#include "language/DisplayNames.h"
#include "language/PieceToolTip.h"
#include "panels/MoveDiagram.h"
#include "panels/PieceFacts.h"

namespace ui {

PieceReferenceWindow::PieceReferenceWindow(QWidget* parent) : QWidget(parent, Qt::Window), scroll_(new QScrollArea(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(scroll_);
    scroll_->setWidgetResizable(true);
    resize(1000, 760);
}

void PieceReferenceWindow::showVariant(const shogi::Variant& variant, const PieceArt* art) {
    setWindowTitle(tr("Pieces of %1").arg(variantName(variant)));
    auto* content = new QWidget;
    auto* grid = new QGridLayout(content);
    entries_ = 0;
    // Cards in rows of three: the list of a large variant (over 60 types) stays browsable.
    constexpr int kColumns = 3;
    for (int type = 0; type < variant.typeCount(); ++type) {
        const int kind = representativeKind(variant, type);
        if (kind < 0) continue;
        auto* card = new QFrame(content);
        card->setFrameShape(QFrame::StyledPanel);
        card->setFixedWidth(300);
        card->setToolTip(pieceToolTip(variant, kind));
        auto* layout = new QVBoxLayout(card);
        auto* header = new QHBoxLayout;
        auto* image = new QLabel(card);
        if (art) image->setPixmap(PieceImageCache::shared().pixmap(*art, variant, kind, shogi::kBlack, 40, devicePixelRatioF()));
        auto* text = new QLabel(pieceDescription(variant, kind), card);
        text->setTextFormat(Qt::RichText);
        text->setWordWrap(true);
        header->addWidget(image, 0, Qt::AlignTop);
        header->addWidget(text, 1);
        layout->addLayout(header);
        auto* diagram = new MoveDiagram(card);
        diagram->setPiece(art, &variant, kind);
        diagram->setFixedSize(150, diagram->heightForWidth(150));
        layout->addWidget(diagram, 0, Qt::AlignHCenter);
        layout->addStretch(1);
        grid->addWidget(card, entries_ / kColumns, entries_ % kColumns);
        ++entries_;
    }
    scroll_->setWidget(content);  // deletes the previous list
}

}  // namespace ui
