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

DiagramSplit::DiagramSplit(QWidget* diagram, QWidget* words, QWidget* parent)
    : QWidget(parent), diagram_(diagram), words_(words) {
    diagram_->setParent(this);
    words_->setParent(this);
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setSizePolicy(policy);
}

void DiagramSplit::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    place();
}

void DiagramSplit::place() {
    const int w = width(), h = height();
    const int wordsHeight = std::max(kWordLines * fontMetrics().lineSpacing(), static_cast<int>(h * kWordsShareUnder));
    const int wordsWidth = std::max(kWordsWidth, static_cast<int>(w * kWordsShareBeside));
    const int under = std::min(w, h - wordsHeight - kGap);
    const int beside = std::min(h, w - wordsWidth - kGap);
    // Whichever way gives the larger diagram.
    sideBySide_ = beside > under;
    side_ = std::max(0, sideBySide_ ? beside : under);
    if (sideBySide_) {
        diagram_->setGeometry(0, 0, side_, side_);
        words_->setGeometry(side_ + kGap, 0, std::max(0, w - side_ - kGap), h);
    } else {
        diagram_->setGeometry((w - side_) / 2, 0, side_, side_);
        words_->setGeometry(0, side_ + kGap, w, std::max(0, h - side_ - kGap));
    }
}

}  // namespace ui
