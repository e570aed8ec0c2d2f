// Start-up: the application object and the game window.
#include <QApplication>

#include "MainWindow.h"

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("LargeShogi"));
    QApplication::setApplicationName(QStringLiteral("large-shogi"));
    ui::MainWindow window;
    window.resize(1000, 760);
    window.show();
    return QApplication::exec();
}
