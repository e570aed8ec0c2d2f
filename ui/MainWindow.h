#pragma once
// The game window.

#include <QMainWindow>
#include <memory>

#include "game/Game.h"

namespace ui {

class BoardWidget;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    void startGame(const shogi::Variant& variant);
    BoardWidget* board() const { return board_; }

private:
    void showGame();

    BoardWidget* board_ = nullptr;
    std::unique_ptr<shogi::Game> game_;
};

}  // namespace ui
