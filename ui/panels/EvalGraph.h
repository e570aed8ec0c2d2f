#pragma once
// The evaluation graph: one point per position of the game (ply 0 is the start), the score
// from Black's side, Black's advantage above the middle line and White's below, squashed so
// that a few pawns show plainly and a mate sits at the edge. Positions without a score are
// bridged. A click or a drag shows that position (plySelected).

#include <QWidget>
#include <optional>
#include <vector>

#include "language/ScoreText.h"

namespace ui {

class EvalGraph : public QWidget {
    Q_OBJECT

public:
    explicit EvalGraph(QWidget* parent = nullptr);

    // One entry per ply, nullopt where no search has scored the position.
    void setScores(std::vector<std::optional<BlackScore>> scores);
    void setShownPly(int ply);
    const std::vector<std::optional<BlackScore>>& scores() const { return scores_; }
    int shownPly() const { return shownPly_; }

    // Where the graph draws ply `ply` (its x) and the ply nearest to x: tests click there.
    int xOfPly(int ply) const;
    int plyAtX(int x) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void plySelected(int ply);

protected:
    bool event(QEvent* event) override;  // tooltips: the ply and its score
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;

private:
    QRectF plotRect() const;
    double yOf(const BlackScore& score) const;
    int plies() const { return std::max(1, static_cast<int>(scores_.size()) - 1); }

    std::vector<std::optional<BlackScore>> scores_;
    int shownPly_ = 0;
};

}  // namespace ui
