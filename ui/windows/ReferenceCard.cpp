#include "windows/ReferenceCard.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

#include "art/PieceImageCache.h"
#include "language/PieceToolTip.h"
#include "panels/MoveDiagram.h"
#include "panels/PieceFacts.h"
#include "panels/RichLabel.h"

namespace ui {
namespace {

constexpr int kDiagramSize = 182;  // 7 squares of 26 px
constexpr int kImageSize = 40;

}  // namespace

ReferenceCard::ReferenceCard(const shogi::Variant& variant, const std::vector<shogi::Face>& faces, int face,
                             const PieceArt* art, QWidget* parent)
    : QFrame(parent), face_(face), diagram_(new MoveDiagram(this)) {
    setObjectName(QStringLiteral("referenceCard"));
    setFrameShape(QFrame::StyledPanel);
    setFixedWidth(kWidth);
    const int kind = faces[face].kind;
    setToolTip(pieceToolTip(variant, kind));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    auto* header = new QHBoxLayout;
    auto* image = new QLabel(this);
    image->setFixedSize(kImageSize, kImageSize);
    if (art) image->setPixmap(PieceImageCache::shared().pixmap(*art, variant, kind, shogi::kBlack, kImageSize, devicePixelRatioF()));
    header->addWidget(image, 0, Qt::AlignTop);
    QLabel* heading = richLabel(faceHeading(variant, faces, face), this);
    connect(heading, &QLabel::linkActivated, this, [this](const QString& link) {
        if (link.startsWith(QLatin1String("face:"))) emit faceLinkActivated(link.mid(5).toInt());
    });
    header->addWidget(heading, 1);
    layout->addLayout(header);
    diagram_->setPiece(art, &variant, kind);
    diagram_->setFixedSize(kDiagramSize, kDiagramSize);
    diagram_->setClickable(true);
    connect(diagram_, &MoveDiagram::clicked, this, [this] { emit diagramClicked(face_); });
    layout->addWidget(diagram_, 0, Qt::AlignHCenter);
    QLabel* moves = richLabel(pieceMoves(variant, kind), this);
    layout->addWidget(moves);
    // Wrapped text in nested layouts is not given its height by itself: ask for it.
    const int inner = kWidth - layout->contentsMargins().left() - layout->contentsMargins().right();
    heading->setMinimumHeight(heading->heightForWidth(inner - kImageSize - header->spacing()));
    moves->setMinimumHeight(moves->heightForWidth(inner));
    layout->addStretch(1);
}

void ReferenceCard::setCurrent(bool current) {
    setFrameShadow(current ? QFrame::Plain : QFrame::Raised);
    setLineWidth(current ? 3 : 1);
    setStyleSheet(current ? QStringLiteral("QFrame#referenceCard { border: 3px solid palette(highlight); border-radius: 4px; }")
                          : QString());
}

}  // namespace ui
