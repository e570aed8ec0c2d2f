#pragma once
// The moves of the game, one per row after a "start" row; clicking a row shows that position.
// Each row shows the moved piece as a small icon in the current piece set.

#include <QListWidget>
#include <optional>
#include <vector>

#include "game/Game.h"

namespace ui {

class PieceArt;

class MoveListView : public QListWidget {
    Q_OBJECT

public:
    explicit MoveListView(QWidget* parent = nullptr);
    // `texts` are the rows of the moves of `game` as shown (numbered, in the notation chosen:
    // language/MoveNotation), one per ply; `shownPly` is highlighted.
    void setMoves(const QStringList& texts, const shogi::Game& game, int shownPly);
    // The set of the piece icons; nullptr: no icons. Redraws the icons at once.
    void setPieceArt(const PieceArt* art);
    // The moving piece of ply `ply` (1 is the first move): its face before the move (the
    // face dropped for a drop) and its side; kind -1 if there is no such ply.
    std::pair<int, shogi::Side> mover(int ply) const;

signals:
    void plySelected(int ply);  // 0: the start position

protected:
    void changeEvent(QEvent* event) override;

private:
    // Works out the movers of the game's moves; returns how many of them were known already.
    int updateMovers(const shogi::Game& game);
    QIcon iconFor(int ply) const;
    QString toolTipFor(int ply) const;
    void refreshIcons();
    void updateIconSize();

    bool updating_ = false;
    const PieceArt* art_ = nullptr;
    // The moves the movers were worked out for, and the position after them, so that a new
    // move costs one step and not a replay of the game.
    const shogi::Variant* variant_ = nullptr;
    std::optional<shogi::Position> start_;
    std::optional<shogi::Position> after_;
    std::vector<shogi::Move> moves_;
    std::vector<std::pair<int, shogi::Side>> movers_;
};

}  // namespace ui
