#pragma once
// The names of the problems' themes (core/problems/Themes.h gives their ids) and the short
// descriptions the problems window shows, in the user's language.

#include <QString>
#include <string>
#include <vector>

namespace ui {

// "Lion double capture" for "lion-double-capture"; the id itself if unknown.
QString themeName(const std::string& id);
// The names joined for a list ("Lion double capture, Checkmate").
QString themeNames(const std::vector<std::string>& ids);
// True if themeName() has a name for `id` (tests check every theme has one).
bool isKnownTheme(const std::string& id);

}  // namespace ui
