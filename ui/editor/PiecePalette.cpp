#include "editor/PiecePalette.h"

#include <QApplication>
#include <QButtonGroup>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMouseEvent>
#include <QScrollArea>
#include <QToolButton>
#include <QVBoxLayout>
#include <set>

#include "art/PieceImageCache.h"
#include "editor/FlowLayout.h"
#include "editor/PieceDrag.h"
#include "language/DisplayNames.h"
#include "language/PieceToolTip.h"
#include "position/PositionText.h"

namespace ui {
namespace {

constexpr int kIcon = 32;

// A face of the palette: a click makes it the brush, a drag carries one to the board.
class FaceButton : public QToolButton {
public:
    FaceButton(PiecePalette* palette, int kind, QWidget* parent) : QToolButton(parent), palette_(palette), kind_(kind) {
        setCheckable(true);
        setAutoRaise(true);
        setIconSize(QSize(kIcon, kIcon));
    }

protected:
    void mousePressEvent(QMouseEvent* event) override {
        press_ = event->position().toPoint();
        QToolButton::mousePressEvent(event);
    }
    void mouseMoveEvent(QMouseEvent* event) override {
        if ((event->buttons() & Qt::LeftButton) &&
            (event->position().toPoint() - press_).manhattanLength() >= QApplication::startDragDistance()) {
            setDown(false);
            palette_->chooseKind(kind_);
            PieceDrag drag;
            drag.kind = kind_;
            drag.side = palette_->side();
            drag.exec(this, icon().pixmap(iconSize(), devicePixelRatioF()));
            return;
        }
        QToolButton::mouseMoveEvent(event);
    }

private:
    PiecePalette* palette_;
    int kind_;
    QPoint press_;
};

}  // namespace

PiecePalette::PiecePalette(QWidget* parent)
    : QWidget(parent), eraser_(new QToolButton(this)), brushLabel_(new QLabel(this)), scroll_(new QScrollArea(this)),
      group_(new QButtonGroup(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* top = new QHBoxLayout;
    for (shogi::Side side : {shogi::kBlack, shogi::kWhite}) {
        QToolButton* b = sideButtons_[side] = new QToolButton(this);
        b->setCheckable(true);
        b->setAutoExclusive(true);
        b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        b->setObjectName(side == shogi::kBlack ? QStringLiteral("paletteBlack") : QStringLiteral("paletteWhite"));
        connect(b, &QToolButton::clicked, this, [this, side] { setSide(side); });
        top->addWidget(b);
    }
    sideButtons_[shogi::kBlack]->setChecked(true);
    eraser_->setCheckable(true);
    eraser_->setObjectName(QStringLiteral("paletteEraser"));
    group_->addButton(eraser_);
    top->addStretch(1);
    top->addWidget(eraser_);
    layout->addLayout(top);
    layout->addWidget(scroll_, 1);
    brushLabel_->setWordWrap(true);
    brushLabel_->setTextFormat(Qt::RichText);
    layout->addWidget(brushLabel_);
    scroll_->setWidgetResizable(true);
    scroll_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    group_->setExclusive(true);
    connect(group_, &QButtonGroup::buttonClicked, this, [this](QAbstractButton* b) {
        brushKind_ = -1;
        for (const auto& [kind, button] : buttons_)
            if (button == b) brushKind_ = kind;
        updateBrushLabel();
        emit brushChanged();
    });
    changeEvent(nullptr);
}

void PiecePalette::setVariant(const shogi::Variant& variant, const PieceArt* art) {
    variant_ = &variant;
    art_ = art;
    brushKind_ = -1;
    group_->setExclusive(false);  // an exclusive group keeps its checked button checked
    eraser_->setChecked(false);
    group_->setExclusive(true);
    rebuild();
}

QToolButton* PiecePalette::faceButton(int kind, QWidget* parent) {
    auto* button = new FaceButton(this, kind, parent);
    button->setObjectName(QStringLiteral("face-%1").arg(QString::fromStdString(variant_->kind(kind).code)));
    group_->addButton(button);
    buttons_.emplace_back(kind, button);
    return button;
}

void PiecePalette::rebuild() {
    for (const auto& [kind, button] : buttons_) group_->removeButton(button);
    buttons_.clear();
    const shogi::Variant& v = *variant_;
    // Which types the start position has, for the grouping.
    std::set<int> inStart;
    const shogi::Position start = shogi::startPosition(v);
    for (shogi::Square sq : v.squares())
        if (shogi::isPiece(start.cell(sq))) inStart.insert(v.kind(shogi::cellKind(start.cell(sq))).type);
    std::vector<int> groups[3];  // royals, the start position's pieces, the others
    for (int t = 0; t < v.typeCount(); ++t) {
        const int kind = shogi::Variant::kindOf(t, false);
        if (!v.kind(kind).valid) continue;  // promoted-only forms come as the promoted faces
        groups[v.kind(kind).royal ? 0 : inStart.count(t) ? 1 : 2].push_back(t);
    }
    const QString titles[3] = {tr("Royal pieces"), tr("Pieces of the start position"), tr("Other pieces")};

    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(2, 2, 2, 2);
    for (int g = 0; g < 3; ++g) {
        if (groups[g].empty()) continue;
        auto* title = new QLabel(QStringLiteral("<b>%1</b>").arg(titles[g]), content);
        layout->addWidget(title);
        auto* box = new QWidget(content);
        auto* flow = new FlowLayout(box, 6);
        for (int t : groups[g]) {
            // A pair: the unpromoted face and, if it has one, its promoted face.
            auto* pair = new QFrame(box);
            pair->setFrameShape(QFrame::StyledPanel);
            auto* row = new QHBoxLayout(pair);
            row->setContentsMargins(0, 0, 0, 0);
            row->setSpacing(0);
            for (bool promoted : {false, true}) {
                const int kind = shogi::Variant::kindOf(t, promoted);
                if (v.kind(kind).valid) row->addWidget(faceButton(kind, pair));
                else row->addSpacing(kIcon + 6);
            }
            flow->addWidget(pair);
        }
        layout->addWidget(box);
    }
    layout->addStretch(1);
    scroll_->setWidget(content);  // deletes the old buttons
    if (QAbstractButton* chosen = buttonFor(brushKind_)) chosen->setChecked(true);
    updateIcons();
    updateBrushLabel();
    emit brushChanged();
}

void PiecePalette::updateIcons() {
    if (!variant_) return;
    for (const auto& [kind, button] : buttons_) {
        if (art_)
            button->setIcon(QIcon(PieceImageCache::shared().pixmap(*art_, *variant_, kind, side_, kIcon, devicePixelRatioF())));
        button->setToolTip(pieceToolTip(*variant_, kind, side_));
    }
    const int king = [&] {
        for (int k = 0; k < variant_->kindCount(); ++k)
            if (variant_->kind(k).valid && variant_->kind(k).royal) return k;
        return -1;
    }();
    for (shogi::Side side : {shogi::kBlack, shogi::kWhite})
        if (art_ && king >= 0)
            sideButtons_[side]->setIcon(QIcon(PieceImageCache::shared().pixmap(*art_, *variant_, king, side, 20, devicePixelRatioF())));
}

void PiecePalette::setSide(shogi::Side side) {
    side_ = side;
    sideButtons_[side]->setChecked(true);
    updateIcons();
    updateBrushLabel();
    emit brushChanged();
}

bool PiecePalette::eraser() const { return eraser_->isChecked(); }

void PiecePalette::chooseKind(int kind) {
    for (const auto& [k, button] : buttons_)
        if (k == kind) button->setChecked(true);
    brushKind_ = kind;
    updateBrushLabel();
    emit brushChanged();
}

void PiecePalette::chooseEraser() {
    eraser_->setChecked(true);
    brushKind_ = -1;
    updateBrushLabel();
    emit brushChanged();
}

QAbstractButton* PiecePalette::buttonFor(int kind) const {
    for (const auto& [k, button] : buttons_)
        if (k == kind) return button;
    return nullptr;
}

int PiecePalette::faceCount() const { return static_cast<int>(buttons_.size()); }

void PiecePalette::updateBrushLabel() {
    if (eraser()) {
        brushLabel_->setText(tr("Eraser: click a piece on the board to remove it."));
    } else if (brushKind_ >= 0 && variant_) {
        const shogi::PieceType& face = variant_->faceType(brushKind_);
        brushLabel_->setText(tr("Click squares to place: <b>%1</b> %2 (%3)")
                                 .arg(QString::fromUtf8(face.name).toHtmlEscaped(), QString::fromUtf8(face.kanji),
                                      side_ == shogi::kBlack ? tr("Black") : tr("White")));
    } else {
        brushLabel_->setText(tr("Choose a piece, then click squares to place it, or drag it to the board."));
    }
}

void PiecePalette::changeEvent(QEvent* event) {
    if (event) QWidget::changeEvent(event);
    if (event && event->type() != QEvent::LanguageChange) return;
    sideButtons_[shogi::kBlack]->setText(tr("Black"));
    sideButtons_[shogi::kWhite]->setText(tr("White"));
    sideButtons_[shogi::kBlack]->setToolTip(tr("Place Black's pieces (sente, pointing up)"));
    sideButtons_[shogi::kWhite]->setToolTip(tr("Place White's pieces (gote, pointing down)"));
    eraser_->setText(tr("Eraser"));
    eraser_->setToolTip(tr("Clicks remove pieces (a right click always does)"));
    if (variant_) {
        rebuild();
    } else {
        updateBrushLabel();
    }
}

}  // namespace ui
