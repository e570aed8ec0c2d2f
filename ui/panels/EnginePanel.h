#pragma once
// What the computer is thinking, live: who searches (the computer player, a hint, the
// analysis), the depth, nodes and speed of the last finished iteration, and its best lines
// with their scores from Black's side, written like the move list. Below: the controls of
// analysis mode and hints, and the evaluation graph of the game. The panel only shows and
// asks; AnalysisDock connects it to the searches.

#include <QElapsedTimer>
#include <QTimer>
#include <QWidget>
#include <map>
#include <optional>

#include "engine/Engine.h"

class QLabel;
class QPushButton;
class QSpinBox;

namespace ui {

class EvalGraph;

class EnginePanel : public QWidget {
    Q_OBJECT

public:
    enum class Source { Computer, Hint, Analysis };
    // Lines are written out to this many moves (the tooltip has all of them).
    static constexpr int kShownMoves = 12;

    explicit EnginePanel(QWidget* parent = nullptr);

    // A search of `position` begins: the lines of any earlier one go.
    void begin(Source source, const shogi::Position& position);
    // One line of the search begun last finished an iteration.
    void showInfo(const shogi::SearchInfo& info);
    // The search is over (its lines stay, marked as final).
    void end();
    // Analysis was asked for a position where the game is over.
    void showNothingToSearch(const shogi::Position& position);
    // Nothing shown (a new game, a move taken back).
    void clear();

    bool searching() const { return searching_; }
    // The position the lines shown start from, if any.
    const std::optional<shogi::Position>& position() const { return position_; }
    std::optional<Source> source() const { return position_ ? std::optional(source_) : std::nullopt; }

    // The controls' state, set without emitting their signals.
    void setAnalysing(bool on);
    void setLines(int lines);
    void setHintEnabled(bool enabled);
    void setPassProgress(int done, int total);
    EvalGraph* graph() const { return graph_; }

    // What is shown, as plain text (tests and accessibility): the header, the summary and
    // line `i` (0: the best) as "score move move ...".
    QString headerText() const;
    QString summaryText() const;
    int lineCount() const { return static_cast<int>(lines_.size()); }
    QString lineText(int i) const;

signals:
    void analyseToggled(bool on);
    void linesChanged(int lines);
    void hintRequested();
    void evaluateGameRequested();

protected:
    void changeEvent(QEvent* event) override;
    // Letters typed in the number box are the window's keys (H, A), not the box's.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    struct Line {
        QString score;
        QStringList moves;
        int depth = 0;
    };
    void retranslate();
    void showHeader();
    void showLines();

    QPushButton* analyse_;
    QLabel* linesLabel_;
    QSpinBox* linesBox_;
    QPushButton* hint_;
    QLabel* header_;
    QLabel* summary_;
    std::vector<QLabel*> lineLabels_;
    EvalGraph* graph_;
    QPushButton* evaluate_;
    QLabel* passLabel_;

    Source source_ = Source::Computer;
    std::optional<shogi::Position> position_;
    bool searching_ = false;
    // A deep iteration of a large variant can take many seconds: the header counts them, so
    // a search that is still going does not look stuck.
    QElapsedTimer searchClock_;
    QTimer tick_;
    bool nothingToSearch_ = false;
    std::map<int, Line> lines_;  // by multipv
    std::optional<shogi::SearchInfo> last_;  // the newest report (for the summary)
    int passDone_ = 0;
    int passTotal_ = 0;
};

}  // namespace ui
