#pragma once
// Windows that fit the screen they are on: a size saved on a larger screen, or asked for by
// a window that does not know the screen, is cut down to what the screen has room for (with
// room for a window manager's frame, not known before the window is shown), and the window is
// moved back onto the screen.

class QWidget;

namespace ui {

// The room a window frame may take around a window's own area, at most.
constexpr int kFrameWidth = 40;
constexpr int kFrameHeight = 60;

// Makes `window` (a top-level widget, shown or not) fit the available area of the screen its
// middle is on, or of the primary screen when none is. A maximized or full-screen window is
// left as it is.
void fitOnScreen(QWidget* window);

}  // namespace ui
