#pragma once
// The board: draws a position with its pieces in hand, coordinates and highlights, and lets
// the player enter a move by clicks or by dragging. It never decides a rule: the moves it
// offers come from the game it is given (core), and it only reports the move chosen.

#include <QWidget>
#include <optional>

#include "boardview/BoardArrow.h"
#include "boardview/BoardLayout.h"
#include "boardview/BoardMarks.h"
#include "boardview/CoordinateLabels.h"
#include "boardview/MoveEntry.h"

namespace ui {

class MoveChooser;
struct BoardTheme;
class PieceArt;
class SquareQueryPopup;

class BoardWidget : public QWidget {
    Q_OBJECT

public:
    explicit BoardWidget(QWidget* parent = nullptr);

    // Shows a position. The marks are drawn until the next call.
    void setPosition(const shogi::Position& position, const BoardMarks& marks = {});
    const BoardMarks& marks() const { return marks_; }
    // The game whose side to move may enter moves here; nullptr makes the board look-only
    // (history, the computer's turn, the game over). The game must outlive its use here.
    void setGame(const shogi::Game* game);
    void setChooser(MoveChooser* chooser) { chooser_ = chooser; }
    void setPieceArt(const PieceArt* art);
    // The board's colours (BoardTheme); nullptr: the default.
    void setTheme(const BoardTheme* theme);
    const BoardTheme* theme() const { return theme_; }
    void setFlipped(bool flipped);
    bool flipped() const { return flipped_; }
    void setCoordinateStyle(CoordinateStyle style);
    // An arrow over the pieces (a hint, analysis mode's best move); kept across setPosition
    // until replaced: an empty arrow removes it.
    void setArrow(const BoardArrow& arrow);
    const BoardArrow& arrow() const { return arrow_; }

    // Threat display: shades the squares the opponent of the side to move attacks (core's
    // attackedSquares), recomputed with every position shown.
    void setThreatsShown(bool shown);
    bool threatsShown() const { return threatsShown_; }
    const std::vector<shogi::Square>& threatened() const { return threatened_; }
    // Lists the pieces of each side that can go to `sq` (core's movesTo) in a small popup
    // beside the square; Shift-click does this. Returns the text shown.
    QString querySquare(shogi::Square sq);

    // Drops whatever move is being entered and any study marks.
    void cancelEntry();
    // Acts as a click on the square (tools and screenshots use it to show a selection).
    void selectSquare(shogi::Square sq) { clickSquare(sq, Qt::NoModifier); }
    // Acts as the pointer resting on the square (shows the paths to it).
    void hoverSquare(shogi::Square sq);

    // For tests and tools: where a square or a piece in hand is drawn (widget coordinates).
    QPoint squarePoint(shogi::Square sq) const;
    // Centre of the hand cell holding pieces of `type`; a null point if that side has none.
    QPoint handPoint(shogi::Side side, int type) const;
    // The square under a widget point (kNoSquare if none), and the piece type in hand under
    // it (-1 if none; its owner in `side`): for the position editor, which handles the mouse.
    shogi::Square squareAt(QPoint p) const { return layout_.squareAt(p); }
    int handTypeAt(QPoint p, shogi::Side& side) const;
    // The side whose hand area is under `p` (held pieces or not), nullopt if none.
    std::optional<shogi::Side> handSideAt(QPoint p) const;
    const shogi::Position* position() const { return position_ ? &*position_ : nullptr; }
    // What the pointer resting at `p` shows: the piece there, named (empty: nothing).
    QString toolTipAt(QPoint p) const;
    const MoveEntry& entry() const { return entry_; }
    // Squares the studied piece could reach (empty when not studying).
    const std::map<shogi::Square, unsigned>& studyTargets() const { return studyTargets_; }

    // The width at which a board of `height` pixels leaves no empty band (BoardLayout).
    int widthForHeight(int height) const;
    const BoardLayout& layout() const { return layout_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    // The player entered a complete legal move (face chosen, exposure confirmed).
    void moveEntered(const shogi::Move& move);
    // The player clicked a piece: the piece panel shows it.
    void pieceInspected(int kind, shogi::Side side);
    // Shift-click: the player asked which pieces can go to `sq`; `text` is what the popup says.
    void squareQueried(shogi::Square sq, const QString& text);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void leaveEvent(QEvent* event) override;
    bool event(QEvent* event) override;

private:
    void relayout();
    // The side margins the rank labels of the coordinates shown need, in squares.
    double rankMargin() const;
    bool playable(shogi::Side owner) const;
    void clickSquare(shogi::Square sq, Qt::KeyboardModifiers modifiers);
    void clickHand(shogi::Side side, int index);
    void startEntry(shogi::Square sq);
    void study(shogi::Square sq);
    void finishEntry();

    std::optional<shogi::Position> position_;
    BoardMarks marks_;
    BoardArrow arrow_;
    const shogi::Game* game_ = nullptr;
    MoveChooser* chooser_ = nullptr;
    const PieceArt* art_ = nullptr;
    const BoardTheme* theme_ = nullptr;
    bool flipped_ = false;
    CoordinateStyle coordinates_ = CoordinateStyle::Chess;
    BoardLayout layout_;

    MoveEntry entry_;
    int dropType_ = -1;                   // hand type being dropped, -1 if none
    shogi::Square studied_ = shogi::kNoSquare;
    std::map<shogi::Square, unsigned> studyTargets_;
    shogi::Square hover_ = shogi::kNoSquare;
    QPoint pressPos_;
    QPoint dragPos_;
    bool dragCandidate_ = false;          // the press picked up a piece that may be dragged
    bool dragging_ = false;
    bool threatsShown_ = false;
    std::vector<shogi::Square> threatened_;
    SquareQueryPopup* queryPopup_ = nullptr;
};

}  // namespace ui
