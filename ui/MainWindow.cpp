#include "MainWindow.h"

#include <QMenuBar>

#include "BoardWidget.h"

namespace ui {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent), board_(new BoardWidget(this)) {
    setCentralWidget(board_);
    QMenu* variants = menuBar()->addMenu(tr("&Variant"));
    for (const shogi::Variant* v : shogi::allVariants())
        variants->addAction(QString::fromUtf8(v->name()), this, [this, v] { startGame(*v); });
    connect(board_, &BoardWidget::moveEntered, this, [this](const shogi::Move& m) {
        if (game_->play(m)) showGame();
    });
    startGame(*shogi::allVariants().front());
}

MainWindow::~MainWindow() = default;

void MainWindow::startGame(const shogi::Variant& variant) {
    board_->setGame(nullptr);
    game_ = std::make_unique<shogi::Game>(variant);
    setWindowTitle(tr("Large Shogi — %1").arg(QString::fromUtf8(variant.name())));
    showGame();
}

void MainWindow::showGame() {
    board_->setPosition(game_->position());
    board_->setGame(game_.get());
}

}  // namespace ui
