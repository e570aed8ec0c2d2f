#include "windows/WindowFit.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>
#include <algorithm>

namespace ui {

void fitOnScreen(QWidget* window) {
    if (window->isMaximized() || window->isFullScreen()) return;
    QRect g = window->geometry();
    const QScreen* screen = QGuiApplication::screenAt(g.center());
    if (!screen) screen = QGuiApplication::primaryScreen();
    if (!screen) return;
    const QRect available = screen->availableGeometry();
    const QSize room(std::max(200, available.width() - kFrameWidth), std::max(150, available.height() - kFrameHeight));
    if (g.width() > room.width() || g.height() > room.height()) {
        g.setSize(g.size().boundedTo(room).expandedTo(window->minimumSize()));
        window->resize(g.size());
    }
    // Back onto the screen, with the frame's room above and to the left.
    const int left = available.left() + kFrameWidth / 2, top = available.top() + kFrameHeight / 2;
    const int x = std::clamp(g.x(), left, std::max(left, available.right() - g.width()));
    const int y = std::clamp(g.y(), top, std::max(top, available.bottom() - g.height()));
    // move() places the frame: shifted as far as the window's own area has to go.
    if (x != g.x() || y != g.y()) window->move(window->pos() + QPoint(x - g.x(), y - g.y()));
}

}  // namespace ui
