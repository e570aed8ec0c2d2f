#include "panels/DiagramLegend.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPainter>
#include <algorithm>

#include "panels/DiagramPainter.h"

namespace ui {

DiagramLegend::DiagramLegend(QWidget* parent) : QWidget(parent), grid_(new QGridLayout(this)) {
    grid_->setContentsMargins(0, 0, 0, 0);
    grid_->setHorizontalSpacing(6);
    grid_->setVerticalSpacing(3);
}

QString DiagramLegend::meaning(MarkKind kind) {
    switch (kind) {
        case MarkKind::Step: return tr("steps here");
        case MarkKind::Range: return tr("goes up to here, stopping at a piece in the way");
        case MarkKind::Slide: return tr("slides any distance, stopping at a piece in the way");
        case MarkKind::LimitedSlide: return tr("slides up to the number of squares shown");
        case MarkKind::Leap: return tr("jumps here, over anything in between");
        case MarkKind::DoubleStep: return tr("double move: steps or captures here, then may step again");
        case MarkKind::DoubleArea: return tr("reached by two steps in one turn, or by a jump");
        case MarkKind::LineStep: return tr("steps along the line, several per turn, capturing on the way");
        case MarkKind::Igui: return tr("captures here and returns to its square (igui)");
        case MarkKind::Pass: return tr("may pass: steps out and back");
        case MarkKind::Hook: return tr("slides, may turn a right angle once (either way: the short arrow), slides on");
        case MarkKind::Universal: return tr("any empty square, any unprotected piece");
        case MarkKind::MoveOnly: return tr("moves only, without capturing");
        case MarkKind::CaptureOnly: return tr("captures only");
    }
    return {};
}

QPixmap DiagramLegend::icon(MarkKind kind, int height, qreal devicePixelRatio) {
    QPixmap pixmap(QSize(2 * height, height) * devicePixelRatio);
    pixmap.setDevicePixelRatio(devicePixelRatio);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    DiagramPainter::paintIcon(p, kind, QRectF(0, 0, 2 * height, height));
    return pixmap;
}

void DiagramLegend::setKinds(const std::vector<MarkKind>& kinds, int columns) {
    if (kinds == kinds_ && columns == columns_) return;
    kinds_ = kinds;
    columns_ = std::max(1, columns);
    rebuild();
}

void DiagramLegend::rebuild() {
    while (QLayoutItem* item = grid_->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const int iconHeight = std::max(18, fontMetrics().height() * 3 / 2);
    for (std::size_t i = 0; i < kinds_.size(); ++i) {
        const int row = static_cast<int>(i) / columns_, column = 2 * (static_cast<int>(i) % columns_);
        auto* image = new QLabel(this);
        image->setPixmap(icon(kinds_[i], iconHeight, devicePixelRatioF()));
        auto* text = new QLabel(meaning(kinds_[i]), this);
        text->setWordWrap(true);
        grid_->addWidget(image, row, column, Qt::AlignTop);
        grid_->addWidget(text, row, column + 1);
        grid_->setColumnStretch(column + 1, 1);
    }
}

void DiagramLegend::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) rebuild();
}

}  // namespace ui
