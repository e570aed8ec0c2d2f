#pragma once
// The position editor (Game > Set Up Position, or from the New Game dialog): a board to put
// pieces on from a palette of every face of the variant, the side to move, pieces in hand
// where the variant drops, the pass flags where the variant forbids two passes in a row, and
// the position text through the clipboard. Core checks the position after every change
// (game/PositionCheck.h); each problem is listed with its squares framed on the board, and
// the position can be played or studied only when none is left.
//
// Mouse on the board: a click places the palette's piece (a second click on the same piece
// removes it), a right click removes, a drag moves a piece (off the board: removes it); a
// palette piece dragged to the board is placed; a piece dragged to a hand is held.

#include <QDialog>
#include <optional>
#include <vector>

#include "game/PositionCheck.h"
#include "record/PlayerSpec.h"

class QCheckBox;
class QComboBox;
class QDropEvent;
class QGroupBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QToolButton;

namespace ui {

class BoardWidget;
class PieceArt;
class PiecePalette;

class PositionEditor : public QDialog {
    Q_OBJECT

public:
    // `current`: the position shown in the main window, offered as a starting point (nullopt
    // when it is of another variant); the editor starts from it, or from the start position.
    PositionEditor(const shogi::Variant& variant, std::optional<shogi::Position> current, const PieceArt* art,
                   const shogi::PlayerSpec& black, const shogi::PlayerSpec& white, QWidget* parent = nullptr);

    const shogi::Position& position() const { return history_[at_]; }
    shogi::PlayerSpec player(shogi::Side side) const;
    // What core found wrong, as listed (notes included); and whether play is allowed.
    const std::vector<shogi::PositionProblem>& problems() const { return problems_; }
    QStringList problemTexts() const;
    bool canPlay() const;
    // The message of the last text that could not be read (empty when the last one was read).
    QString textError() const { return textError_; }

    // The edits the mouse and the controls make (tests call them too). Each is one undo step.
    void startFromCurrent();
    void startFromInitial();
    void startEmpty();
    void clickSquare(shogi::Square sq);   // places the palette's piece, or removes (eraser, same piece)
    void removeAt(shogi::Square sq);
    void movePiece(shogi::Square from, shogi::Square to);
    void place(shogi::Square sq, int kind, shogi::Side side);
    void setHandCount(shogi::Side side, int type, int count);
    void setSideToMove(shogi::Side side);
    void setPassed(shogi::Side side, bool passed);
    // Reads position text; on an error keeps the position and shows why. Returns success.
    bool applyText(const QString& text);
    void copyText() const;
    bool pasteText();
    void undo();
    void redo();
    bool canUndo() const { return at_ > 0; }
    bool canRedo() const { return at_ + 1 < history_.size(); }

    BoardWidget* board() const { return board_; }
    PiecePalette* palette() const { return palette_; }
    QLineEdit* textEdit() const { return text_; }

signals:
    // The user chose to play (with these players) or to study the position shown.
    void playRequested(const shogi::Position& start, const shogi::PlayerSpec& black, const shogi::PlayerSpec& white);
    void studyRequested(const shogi::Position& start);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    QWidget* buildTopRow();
    QWidget* buildTextRow();
    QWidget* buildSidePanel();
    QWidget* buildBottomRow();
    void retranslate();
    // Records `next` as the new position (one undo step) and shows it.
    void commit(const shogi::Position& next);
    void showPosition();
    bool handleDrop(QDropEvent* event);
    void startDrag(QPoint at);

    const shogi::Variant& variant_;
    std::optional<shogi::Position> current_;
    const PieceArt* art_;
    std::vector<shogi::Position> history_;
    std::size_t at_ = 0;
    std::vector<shogi::PositionProblem> problems_;
    QString textError_;
    bool updating_ = false;  // the controls are being set from the position

    BoardWidget* board_;
    PiecePalette* palette_;
    QLineEdit* text_ = nullptr;
    QListWidget* problemList_ = nullptr;
    QRadioButton* sideButtons_[2] = {nullptr, nullptr};
    QCheckBox* passBoxes_[2] = {nullptr, nullptr};  // only where two passes in a row are forbidden
    std::vector<std::pair<int, QSpinBox*>> handBoxes_[2];  // per side: type, its count (drops only)
    QComboBox* players_[2] = {nullptr, nullptr};
    QLabel* startLabel_ = nullptr;
    QLabel* textLabel_ = nullptr;
    QLabel* handHeads_[2] = {nullptr, nullptr};
    QLabel* playerLabels_[2] = {nullptr, nullptr};
    QGroupBox* sideBox_ = nullptr;
    QGroupBox* handBox_ = nullptr;
    QGroupBox* problemBox_ = nullptr;
    QWidget* side_ = nullptr;
    QPushButton* fromCurrent_ = nullptr;
    QPushButton* fromStart_ = nullptr;
    QPushButton* empty_ = nullptr;
    QToolButton* undo_ = nullptr;
    QToolButton* redo_ = nullptr;
    QToolButton* flip_ = nullptr;
    QPushButton* copy_ = nullptr;
    QPushButton* paste_ = nullptr;
    QPushButton* play_ = nullptr;
    QPushButton* study_ = nullptr;
    QPushButton* cancel_ = nullptr;
    QPoint pressPoint_;
    bool pressed_ = false;
};

}  // namespace ui
