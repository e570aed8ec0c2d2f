#include "panels/DiagramSplit.h"

#include <algorithm>

namespace ui {
namespace {

constexpr int kGap = 6;
// The least the words get: a few lines under the diagram, a narrow column beside it, and a
// share of the panel either way.
constexpr int kWordLines = 4;
constexpr int kWordsWidth = 150;
constexpr double kWordsShareUnder = 0.28;
constexpr double kWordsShareBeside = 0.38;

}  // namespace

DiagramSplit::DiagramSplit(QWidget* diagram, QWidget* words, QWidget* heading, QWidget* parent)
    : QWidget(parent), diagram_(diagram), words_(words), heading_(heading) {
    diagram_->setParent(this);
    words_->setParent(this);
    if (heading_) heading_->setParent(this);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void DiagramSplit::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    place();
}

int DiagramSplit::headingHeight(int width) const {
    if (!heading_ || heading_->isHidden()) return 0;
    const int h = heading_->hasHeightForWidth() ? heading_->heightForWidth(width) : heading_->sizeHint().height();
    return std::max(h, heading_->minimumSizeHint().height());
}

void DiagramSplit::place() {
    const int w = width(), h = height();
    if (diagram_->isHidden()) {  // nothing shown yet: the heading says what to do
        if (heading_) heading_->setGeometry(0, 0, w, headingHeight(w));
        return;
    }
    const int wordsWidth = std::max(kWordsWidth, static_cast<int>(w * kWordsShareBeside));
    const int headingAbove = headingHeight(w);
    const int headingGap = headingAbove > 0 ? kGap : 0;
    const int wordsHeight = std::max(kWordLines * fontMetrics().lineSpacing(), static_cast<int>(h * kWordsShareUnder));
    // Above the words, under the heading; or beside both, as high as the panel.
    const int under = std::min(w, h - headingAbove - headingGap - wordsHeight - kGap);
    const int beside = std::min(h, w - wordsWidth - kGap);
    sideBySide_ = beside > under;  // whichever way gives the larger diagram
    side_ = std::max(0, sideBySide_ ? beside : under);
    if (sideBySide_) {
        const int x = side_ + kGap, columnWidth = std::max(0, w - x);
        const int headingBeside = headingHeight(columnWidth);
        diagram_->setGeometry(0, 0, side_, side_);
        if (heading_) heading_->setGeometry(x, 0, columnWidth, headingBeside);
        const int y = headingBeside + (headingBeside > 0 ? kGap : 0);
        words_->setGeometry(x, y, columnWidth, std::max(0, h - y));
    } else {
        if (heading_) heading_->setGeometry(0, 0, w, headingAbove);
        const int y = headingAbove + headingGap;
        diagram_->setGeometry((w - side_) / 2, y, side_, side_);
        words_->setGeometry(0, y + side_ + kGap, w, std::max(0, h - y - side_ - kGap));
    }
}

}  // namespace ui
