#pragma once
// The colours of the board: wood (the default, as a real board), plain (a light, calm
// surface) and high contrast (white squares, black lines twice as thick, for weak eyes or a
// projector). The pieces keep their own colours; the marks (MarkStyle) are the same on all.

#include <QColor>
#include <QString>
#include <vector>

namespace ui {

struct BoardTheme {
    QString id;           // stored in the settings: "wood", "plain", "high-contrast"
    QColor board;         // the squares
    QColor grid;          // the lines between them and the stands' rims
    QColor stand;         // the stands of the pieces in hand
    double gridWeight;    // the lines' width, relative to the wood board's
    // The name shown in Settings, in the current language.
    QString displayName() const;
};

// Every theme, the default (wood) first.
const std::vector<BoardTheme>& boardThemes();
// The theme with this id, or the default one.
const BoardTheme& boardThemeById(const QString& id);

}  // namespace ui
