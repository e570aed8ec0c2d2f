#pragma once
// The label the study views write a piece's names and moves in: rich text, wrapped, set at
// the top left, its text selectable (and its links followed, mouse or keyboard).

#include <QLabel>

namespace ui {

QLabel* richLabel(const QString& html = QString(), QWidget* parent = nullptr);

}  // namespace ui
