#include "windows/BoardArea.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QVBoxLayout>
#include <algorithm>

#include "boardview/BoardWidget.h"
#include "panels/PlayerCard.h"

namespace ui {
namespace {
constexpr int kSpacing = 6;
}  // namespace

BoardArea::BoardArea(BoardWidget* board, QWidget* parent)
    : QWidget(parent), board_(board), column_(new QWidget(this)) {
    setObjectName(QStringLiteral("boardArea"));
    cards_[shogi::kBlack] = new PlayerCard(shogi::kBlack, column_);
    cards_[shogi::kWhite] = new PlayerCard(shogi::kWhite, column_);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, kSpacing, 0);
    layout->setSpacing(kSpacing);
    board_->setParent(this);
    layout->addWidget(board_, 1);
    layout->addWidget(column_, 0);
    auto* column = new QVBoxLayout(column_);
    column->setContentsMargins(0, kSpacing, 0, kSpacing);
    arrange();
    column_->setFixedWidth(columnWidth());
}

void BoardArea::setBottomSide(shogi::Side side) {
    if (side == bottom_) return;
    bottom_ = side;
    arrange();
}

void BoardArea::setColumnMiddle(const QList<QWidget*>& widgets) {
    middle_ = widgets;
    for (QWidget* w : middle_) w->setParent(column_);
    arrange();
}

void BoardArea::arrange() {
    auto* column = static_cast<QVBoxLayout*>(column_->layout());
    while (column->count() > 0) delete column->takeAt(0);
    column->addWidget(cards_[shogi::opposite(bottom_)]);
    for (QWidget* w : middle_) column->addWidget(w, w == middle_.last() ? 1 : 0);
    if (middle_.isEmpty()) column->addStretch(1);
    column->addWidget(cards_[bottom_]);
}

int BoardArea::columnWidth() const {
    // Room for "Computer (Beginner)" and a clock face in the card's big digits.
    return std::clamp(fontMetrics().averageCharWidth() * 24, 150, 260);
}

int BoardArea::widthForHeight(int height) const {
    return board_->widthForHeight(height) + kSpacing * 2 + columnWidth();
}

void BoardArea::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) column_->setFixedWidth(columnWidth());
}

}  // namespace ui
