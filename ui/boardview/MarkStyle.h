#pragma once
// How the board draws each of its marks: colours and shapes in one place, for the board
// painter and for the legend that explains them (View > Legend). Each function draws one
// mark on the square `r` (widget coordinates). Marks drawn before the pieces are fills and
// frames; marks drawn over pieces keep to the edges and corners of the square, so the kanji
// stays readable on small squares (34 px on a 19x19 board at 1366x768).

#include <QColor>
#include <QPainter>
#include <QPolygonF>

namespace ui::marks {

inline const QColor kWood(0xe9, 0xc9, 0x8b);       // the board
inline const QColor kGrid(0x5a, 0x40, 0x20);
inline const QColor kTargets(20, 110, 40);    // moves of the piece being moved
inline const QColor kStudy(110, 50, 170);     // where a studied piece could go
inline const QColor kPath(30, 90, 220);       // legs entered so far, squares a move goes on from
inline const QColor kHoverPath(230, 120, 0);  // the ways to the square pointed at
inline const QColor kArrow(20, 140, 60, 215);  // the hint and the best line of the analysis

// Under the pieces.
void lastMove(QPainter& p, const QRectF& r);       // origin and destination of the last move
void lastPath(QPainter& p, const QRectF& r);       // squares it passed on the way
void lastCapture(QPainter& p, const QRectF& r);    // squares where it captured
void check(QPainter& p, const QRectF& r);          // a royal that can be captured
void selected(QPainter& p, const QRectF& r);       // the piece (or piece in hand) being moved
void studied(QPainter& p, const QRectF& r);        // the piece being studied
void threatened(QPainter& p, const QRectF& r);     // threat display: the opponent attacks here
void flagged(QPainter& p, const QRectF& r);        // position editor: named in a problem

// Over the pieces, along the square's edges where a piece leaves the wood showing, so they
// are seen around the piece on small squares: the last move's ends, a royal in check, a royal
// the opponent attacks.
void lastMoveFrame(QPainter& p, const QRectF& r);
void checkFrame(QPainter& p, const QRectF& r);
void threatenedRoyal(QPainter& p, const QRectF& r);

// Over the pieces: `mark` holds TargetMark bits (boardview/MoveEntry.h); `color` is kTargets
// or kStudy.
void target(QPainter& p, const QRectF& r, unsigned mark, const QColor& color);

// The learn mode's "Where can it go?", over the pieces: a square the player marked (a capture:
// one holding a piece of the other side), and once the answer is checked, a square marked
// rightly, one missed and one marked wrongly; the keyboard's cursor.
void quizChosen(QPainter& p, const QRectF& r, bool capture);
void quizRight(QPainter& p, const QRectF& r, bool capture);
void quizMissed(QPainter& p, const QRectF& r);
void quizWrong(QPainter& p, const QRectF& r);
void quizCursor(QPainter& p, const QRectF& r);
inline const QColor kQuizRight(20, 140, 50);
inline const QColor kQuizMissed(240, 130, 0);
inline const QColor kQuizWrong(210, 20, 20);

// Lines through square centres: the legs entered so far, and one way to the square pointed
// at with its corners (`corners`: the squares where a leg ends). `size` is the square size.
void enteredLegs(QPainter& p, const QPolygonF& centres, double size);
void hoverPath(QPainter& p, const QPolygonF& centres, const QList<QRectF>& corners, double size);
// The hint or the analysis's best move: an arrow through the centres its legs pass, a dot
// where a leg ends, igui drawn as a hairpin, a pass (one point, or back to the start) as a
// ring.
void hintArrow(QPainter& p, QPolygonF centres, double size);

}  // namespace ui::marks
