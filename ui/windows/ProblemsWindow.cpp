#include "windows/ProblemsWindow.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QSplitter>
#include <QStyle>
#include <QVBoxLayout>
#include <algorithm>

#include "boardview/BoardWidget.h"
#include "language/DisplayNames.h"
#include "language/MoveNotation.h"
#include "language/ProblemThemes.h"
#include "language/ResultText.h"
#include "panels/ProblemList.h"
#include "problems/BuiltinProblems.h"
#include "problems/ProblemText.h"

namespace ui {
namespace {

QLabel* wrappedLabel(QWidget* parent, const char* name) {
    auto* label = new QLabel(parent);
    label->setObjectName(QString::fromLatin1(name));
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QPushButton* button(QWidget* parent, const char* name) {
    auto* b = new QPushButton(parent);
    b->setObjectName(QString::fromLatin1(name));
    return b;
}

// A message in the colour of its news: right (green), wrong (red), anything else plain.
enum class Tone { Plain, Good, Bad };
QString toned(const QString& text, Tone tone) {
    if (tone == Tone::Plain) return text.toHtmlEscaped();
    const char* colour = tone == Tone::Good ? "#1a7a30" : "#b3261e";
    return QStringLiteral("<span style=\"color:%1\">%2</span>").arg(QLatin1String(colour), text.toHtmlEscaped());
}

}  // namespace

ProblemsWindow::ProblemsWindow(const PieceArt* art, QWidget* parent)
    : QWidget(parent, Qt::Window),
      art_(art),
      variantBox_(new QComboBox(this)),
      list_(new ProblemList(this)),
      solvedLabel_(wrappedLabel(this, "solvedLabel")),
      noticeLabel_(wrappedLabel(this, "noticeLabel")),
      titleLabel_(wrappedLabel(this, "titleLabel")),
      themesLabel_(wrappedLabel(this, "themesLabel")),
      board_(new BoardWidget(this)),
      statusLabel_(wrappedLabel(this, "statusLabel")),
      hintButton_(button(this, "hintButton")),
      solutionButton_(button(this, "solutionButton")),
      backButton_(button(this, "backButton")),
      forwardButton_(button(this, "forwardButton")),
      retryButton_(button(this, "retryButton")),
      restartButton_(button(this, "restartButton")),
      nextButton_(button(this, "nextButton")) {
    setObjectName(QStringLiteral("problemsWindow"));
    variantBox_->setObjectName(QStringLiteral("variantBox"));
    auto* splitter = new QSplitter(this);
    splitter->addWidget(createListSide());
    splitter->addWidget(createBoardSide());
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(splitter);

    board_->setPieceArt(art_);
    dialogChooser_.setPieceArt(art_);
    board_->setChooser(&dialogChooser_);
    connect(board_, &BoardWidget::moveEntered, &session_, &ProblemSession::play);
    connect(&session_, &ProblemSession::changed, this, &ProblemsWindow::refresh);
    connect(&session_, &ProblemSession::solved, this, &ProblemsWindow::onSolved);
    connect(list_, &ProblemList::problemChosen, this, &ProblemsWindow::showProblem);
    connect(variantBox_, &QComboBox::activated, this, [this](int i) { showVariant(*sets_[static_cast<std::size_t>(i)].variant); });
    connect(hintButton_, &QPushButton::clicked, &session_, &ProblemSession::hint);
    connect(solutionButton_, &QPushButton::clicked, &session_, &ProblemSession::showSolution);
    connect(backButton_, &QPushButton::clicked, this, [this] { session_.stepSolution(-1); });
    connect(forwardButton_, &QPushButton::clicked, this, [this] { session_.stepSolution(1); });
    connect(retryButton_, &QPushButton::clicked, &session_, &ProblemSession::retry);
    connect(restartButton_, &QPushButton::clicked, &session_, &ProblemSession::restart);
    connect(nextButton_, &QPushButton::clicked, this, &ProblemsWindow::nextProblem);

    progress_.load();
    loadSets();
    retranslate();
    const QSize available = screen() ? screen()->availableGeometry().size() : QSize(1366, 768);
    resize(std::min(1280, available.width() * 9 / 10), std::min(860, available.height() * 9 / 10));
}

QWidget* ProblemsWindow::createListSide() {
    auto* side = new QWidget(this);
    auto* layout = new QVBoxLayout(side);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(variantBox_);
    layout->addWidget(list_, 1);
    layout->addWidget(solvedLabel_);
    layout->addWidget(noticeLabel_);
    noticeLabel_->hide();
    list_->setMinimumWidth(260);
    return side;
}

QWidget* ProblemsWindow::createBoardSide() {
    auto* side = new QWidget(this);
    auto* layout = new QVBoxLayout(side);
    layout->setContentsMargins(0, 0, 0, 0);
    QFont title = titleLabel_->font();
    title.setBold(true);
    title.setPointSizeF(title.pointSizeF() * 1.15);
    titleLabel_->setFont(title);
    layout->addWidget(titleLabel_);
    layout->addWidget(themesLabel_);
    layout->addWidget(board_, 1);
    statusLabel_->setTextFormat(Qt::RichText);
    statusLabel_->setMinimumHeight(statusLabel_->fontMetrics().lineSpacing() * 2);
    layout->addWidget(statusLabel_);
    auto* buttons = new QHBoxLayout;
    for (QPushButton* b : {hintButton_, solutionButton_, backButton_, forwardButton_, retryButton_, restartButton_})
        buttons->addWidget(b);
    buttons->addStretch(1);
    buttons->addWidget(nextButton_);
    backButton_->setIcon(style()->standardIcon(QStyle::SP_ArrowBack));
    forwardButton_->setIcon(style()->standardIcon(QStyle::SP_ArrowForward));
    layout->addLayout(buttons);
    return side;
}

void ProblemsWindow::loadSets() {
    for (const shogi::Variant* v : shogi::allVariants()) {
        std::string error;
        std::optional<shogi::ProblemSet> set = shogi::readProblemSet(shogi::builtinProblemText(v->id()), error);
        if (set && !set->problems.empty()) sets_.push_back({v, std::move(*set)});
    }
}

const shogi::ProblemSet* ProblemsWindow::currentSet() const {
    return setIndex_ >= 0 ? &sets_[static_cast<std::size_t>(setIndex_)].set : nullptr;
}

void ProblemsWindow::setPieceArt(const PieceArt* art) {
    art_ = art;
    board_->setPieceArt(art);
    dialogChooser_.setPieceArt(art);
}

void ProblemsWindow::setChooser(MoveChooser* chooser) { board_->setChooser(chooser ? chooser : &dialogChooser_); }

bool ProblemsWindow::showVariant(const shogi::Variant& variant) {
    const auto it = std::find_if(sets_.begin(), sets_.end(), [&](const Collection& c) { return c.variant == &variant; });
    if (it == sets_.end()) return false;
    setIndex_ = static_cast<int>(it - sets_.begin());
    variantBox_->setCurrentIndex(setIndex_);
    const shogi::ProblemSet& set = it->set;
    list_->showSet(set, progress_);
    updateProgress();
    // The first problem not solved yet, or the first.
    const auto open = std::find_if(set.problems.begin(), set.problems.end(),
                                   [this](const shogi::Problem& p) { return !progress_.solved(p); });
    showProblem(open != set.problems.end() ? static_cast<int>(open - set.problems.begin()) : 0);
    return true;
}

void ProblemsWindow::showProblem(int index) {
    const shogi::ProblemSet* set = currentSet();
    if (!set || index < 0 || index >= static_cast<int>(set->problems.size())) return;
    problemIndex_ = index;
    list_->selectProblem(index);
    const shogi::Problem& problem = set->problems[static_cast<std::size_t>(index)];
    // The solver's side at the bottom.
    board_->setFlipped(problem.winner() == shogi::kWhite);
    session_.start(problem);
}

void ProblemsWindow::nextProblem() {
    const shogi::ProblemSet* set = currentSet();
    if (!set) return;
    const int count = static_cast<int>(set->problems.size());
    // The next one not solved yet, or simply the next.
    for (int step = 1; step <= count; ++step) {
        const int i = (problemIndex_ + step) % count;
        if (!progress_.solved(set->problems[static_cast<std::size_t>(i)])) return showProblem(i);
    }
    showProblem((problemIndex_ + 1) % count);
}

void ProblemsWindow::onSolved() {
    if (const shogi::Problem* p = session_.problem()) progress_.markSolved(*p);
    list_->updateMarks(progress_);
    updateProgress();
}

void ProblemsWindow::updateProgress() {
    if (const shogi::ProblemSet* set = currentSet())
        solvedLabel_->setText(tr("Solved: %1 of %2").arg(progress_.solvedCount(*set)).arg(set->problems.size()));
    noticeLabel_->setText(progress_.problem());
    noticeLabel_->setVisible(!progress_.problem().isEmpty());
}

QString ProblemsWindow::lastMoveText() const {
    shogi::Game before = session_.game();
    if (before.moves().empty()) return {};
    const shogi::Move last = before.moves().back();
    before.undo();
    return moveTextForUser(before, last);
}

QString ProblemsWindow::statusText() const { return statusLabel_->text(); }

QString ProblemsWindow::statusFor() const {
    const shogi::Problem* problem = session_.problem();
    if (!problem) return tr("No problems for this variant.");
    const shogi::Game& game = session_.game();
    const QString winner = sideName(problem->winner());
    const int left = session_.movesLeft();
    switch (session_.state()) {
        case ProblemSession::State::Idle:
            return {};
        case ProblemSession::State::Judging:
            return toned(tr("Weighing %1…").arg(moveTextForUser(game, *session_.tried())), Tone::Plain);
        case ProblemSession::State::Wrong:
            return toned(tr("%1 does not win in time. Retry takes it back.").arg(lastMoveText()), Tone::Bad);
        case ProblemSession::State::Solved:
            return toned(session_.solutionShown() ? tr("Done: %1").arg(resultText(game.result()))
                                                  : tr("Solved! %1").arg(resultText(game.result())),
                         Tone::Good);
        case ProblemSession::State::Solution: {
            const int ply = session_.solutionPly();
            const int total = static_cast<int>(problem->line.size());
            if (ply == 0) return toned(tr("Solution: %1 moves of both sides; Forward plays them.").arg(total), Tone::Plain);
            QString text = tr("Solution, move %1 of %2: %3").arg(ply).arg(total).arg(lastMoveText());
            if (game.result().over()) text += QLatin1Char(' ') + resultText(game.result());
            return toned(text, Tone::Plain);
        }
        case ProblemSession::State::Solving:
            break;
    }
    QString text;
    if (session_.lastAnswer())
        text = tr("Right! %1 answered %2.").arg(sideName(shogi::opposite(problem->winner())), lastMoveText()) + QLatin1Char(' ');
    text += left == 1 ? tr("%1 to move: win in 1 move.").arg(winner) : tr("%1 to move: win in %2 moves.").arg(winner).arg(left);
    if (session_.hintLevel() > 0 && session_.hintMove()) {
        const shogi::Move& m = *session_.hintMove();
        QString hint;
        if (session_.hintLevel() == 2) {
            hint = tr("Hint: %1").arg(moveTextForUser(game, m));
        } else if (m.isDrop()) {
            const shogi::Variant& v = game.variant();
            hint = tr("Hint: a drop from the hand (%1).").arg(pieceName(v.type(v.kind(m.kind).type)));
        } else {
            hint = tr("Hint: the piece on %1 moves.").arg(QString::fromStdString(game.variant().geometry().name(m.from)));
        }
        text += QLatin1Char(' ') + hint;
    }
    return toned(text, session_.lastAnswer() ? Tone::Good : Tone::Plain);
}

void ProblemsWindow::refresh() {
    const shogi::Problem* problem = session_.problem();
    const shogi::ProblemSet* set = currentSet();
    if (!problem || !set) {
        titleLabel_->clear();
        themesLabel_->clear();
        statusLabel_->setText(statusFor());
        updateButtons();
        return;
    }
    const shogi::Game& game = session_.game();
    const QString id = QString::fromStdString(problem->id), count = QString::number(set->problems.size()),
                  side = sideName(problem->winner());
    titleLabel_->setText(problem->length == 1
                             ? tr("Problem %1 of %2 — %3 to move and win in 1 move").arg(id, count, side)
                             : tr("Problem %1 of %2 — %3 to move and win in %4 moves").arg(id, count, side).arg(problem->length));
    themesLabel_->setText(tr("Themes: %1").arg(themeNames(problem->themes)));

    BoardMarks marks;
    if (game.moves().empty()) {
        marks = positionMarks(game.position(), nullptr, nullptr);
    } else {
        shogi::Game before = game;
        before.undo();
        marks = positionMarks(game.position(), &before.position(), &game.moves().back());
    }
    const ProblemSession::State state = session_.state();
    if (state == ProblemSession::State::Wrong) marks.flagged.push_back(game.moves().back().to);
    const std::optional<shogi::Move>& hint = session_.hintMove();
    if (session_.hintLevel() == 1 && hint && !hint->isDrop()) marks.hinted.push_back(hint->from);
    board_->setPosition(game.position(), marks);
    board_->setArrow(session_.hintLevel() == 2 && hint ? moveArrow(game.position(), *hint) : BoardArrow{});
    const bool solverToMove = state == ProblemSession::State::Solving && game.sideToMove() == problem->winner();
    board_->setGame(solverToMove ? &game : nullptr);
    statusLabel_->setText(statusFor());
    updateButtons();
}

void ProblemsWindow::updateButtons() {
    const ProblemSession::State state = session_.state();
    const bool any = session_.problem() != nullptr;
    const bool solution = state == ProblemSession::State::Solution;
    hintButton_->setEnabled(state == ProblemSession::State::Solving && session_.hintLevel() < 2);
    solutionButton_->setEnabled(any && !solution);
    backButton_->setEnabled(solution && session_.solutionPly() > 0);
    forwardButton_->setEnabled(solution && session_.solutionPly() < static_cast<int>(session_.problem()->line.size()));
    retryButton_->setEnabled(state == ProblemSession::State::Wrong);
    restartButton_->setEnabled(any && state != ProblemSession::State::Idle);
    nextButton_->setEnabled(any);
}

void ProblemsWindow::retranslate() {
    setWindowTitle(tr("Problems"));
    hintButton_->setText(tr("&Hint"));
    hintButton_->setToolTip(tr("First the piece to move, then the move"));
    solutionButton_->setText(tr("Show &Solution"));
    backButton_->setText(tr("&Back"));
    forwardButton_->setText(tr("&Forward"));
    retryButton_->setText(tr("&Retry"));
    retryButton_->setToolTip(tr("Take the wrong move back and try again"));
    restartButton_->setText(tr("Res&tart"));
    nextButton_->setText(tr("&Next Problem"));
    variantBox_->clear();
    for (const Collection& c : sets_) variantBox_->addItem(variantName(*c.variant));
    variantBox_->setCurrentIndex(setIndex_);
    list_->retranslate();
    updateProgress();
    refresh();
}

void ProblemsWindow::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) retranslate();
}

}  // namespace ui
