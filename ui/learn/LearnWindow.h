#pragma once
// Study > Learn Pieces: the learn mode. One question after another about the pieces of a
// variant (core's study/LearnSession.h chooses them: the faces due first, a face answered
// wrong again after a couple of others, then new faces, the most common first): "Where can
// it go?" on a board (WherePage) and "Which piece is this?" (ChoicePage). Each answer moves
// the face between Leitner boxes; the progress is saved after every answer
// (LearnProgressFile) and shown as the faces mastered of each variant. Esc closes it.

#include <QWidget>
#include <cstdint>
#include <functional>
#include <memory>

#include "learn/LearnProgressFile.h"
#include "study/LearnSession.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QProgressBar;
class QStackedWidget;

namespace ui {

class ChoicePage;
class PieceArt;
class WherePage;

class LearnWindow : public QWidget {
    Q_OBJECT

public:
    // `file`: where the progress is kept; `seed`: the questions' (0: from the clock).
    explicit LearnWindow(QWidget* parent = nullptr, LearnProgressFile file = LearnProgressFile(), std::uint64_t seed = 0);
    ~LearnWindow() override;

    // Starts a sitting on `variant` (the variant chosen in the window from then on).
    void start(const shogi::Variant& variant);
    void setPieceArt(const PieceArt* art);
    // The clock the scheduling reads (seconds since 1970); tests set their own.
    void setClock(std::function<std::int64_t()> now) { now_ = std::move(now); }

    const shogi::LearnProgress& progress() const { return progress_; }
    const shogi::LearnSession* session() const { return session_.get(); }
    const shogi::LearnSession::Question& question() const { return question_; }
    WherePage* wherePage() const { return where_; }
    ChoicePage* choicePage() const { return choice_; }
    // What went wrong with the progress file, as the window shows it (empty: nothing).
    QString problem() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    QWidget* createOptions();
    void retranslate();
    void restart();
    void nextQuestion();
    void recordAnswer(bool right);
    void updateProgress();
    void fillVariants();
    void showProblem(const QString& text);

    LearnProgressFile file_;
    shogi::LearnProgress progress_;
    std::unique_ptr<shogi::LearnSession> session_;
    shogi::LearnSession::Question question_;
    std::uint64_t seed_;
    std::function<std::int64_t()> now_;
    const shogi::Variant* variant_ = nullptr;
    const PieceArt* art_ = nullptr;
    QComboBox* variants_;
    QCheckBox* askWhere_;
    QCheckBox* askNames_;
    QCheckBox* commonFirst_;
    QProgressBar* mastered_;
    QLabel* summary_;
    QLabel* problem_;
    QStackedWidget* pages_;
    WherePage* where_;
    ChoicePage* choice_;
};

}  // namespace ui
