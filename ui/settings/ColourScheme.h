#pragma once
// The program's colours: those of the desktop (the default: a dark desktop theme gives a dark
// program, as Qt's platform theme passes its palette on), or light or dark whatever the
// desktop is (Fusion style). Every view draws from the palette (QPalette), so all follow; the
// board keeps its own colours (BoardTheme).

#include <QString>

namespace ui {

enum class ColourScheme { Desktop, Light, Dark };

// Stored ids: "desktop", "light", "dark"; anything else is Desktop.
QString colourSchemeId(ColourScheme scheme);
ColourScheme colourSchemeFromId(const QString& id);

// Applies the scheme to the whole application at once. Desktop puts back the palette and
// style the program started with.
void applyColourScheme(ColourScheme scheme);
// Whether the palette in use is a dark one (light text on a dark window).
bool darkPaletteInUse();

}  // namespace ui
