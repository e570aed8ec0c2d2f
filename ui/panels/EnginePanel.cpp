#include "panels/EnginePanel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include "language/MoveLabel.h"
#include "language/ResultText.h"
#include "language/ScoreText.h"
#include "panels/EvalGraph.h"
#include "play/Analyst.h"

namespace ui {

EnginePanel::EnginePanel(QWidget* parent)
    : QWidget(parent),
      analyse_(new QPushButton(this)),
      linesLabel_(new QLabel(this)),
      linesBox_(new QSpinBox(this)),
      hint_(new QPushButton(this)),
      header_(new QLabel(this)),
      summary_(new QLabel(this)),
      graph_(new EvalGraph(this)),
      evaluate_(new QPushButton(this)),
      passLabel_(new QLabel(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->setSpacing(3);

    auto* controls = new QHBoxLayout;
    analyse_->setObjectName(QStringLiteral("analyseButton"));
    analyse_->setCheckable(true);
    connect(analyse_, &QPushButton::toggled, this, &EnginePanel::analyseToggled);
    linesBox_->setObjectName(QStringLiteral("linesBox"));
    linesBox_->setRange(1, Analyst::kMaxLines);
    linesLabel_->setBuddy(linesBox_);
    linesBox_->installEventFilter(this);
    connect(linesBox_, &QSpinBox::valueChanged, this, &EnginePanel::linesChanged);
    hint_->setObjectName(QStringLiteral("hintButton"));
    connect(hint_, &QPushButton::clicked, this, &EnginePanel::hintRequested);
    controls->addWidget(analyse_);
    controls->addWidget(linesLabel_);
    controls->addWidget(linesBox_);
    controls->addStretch(1);
    controls->addWidget(hint_);
    layout->addLayout(controls);

    QFont bold = header_->font();
    bold.setBold(true);
    header_->setFont(bold);
    header_->setWordWrap(true);
    layout->addWidget(header_);
    summary_->setWordWrap(true);
    summary_->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(summary_);
    for (int i = 0; i < Analyst::kMaxLines; ++i) {
        auto* label = new QLabel(this);
        label->setObjectName(QStringLiteral("engineLine%1").arg(i + 1));
        label->setTextFormat(Qt::RichText);
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
        label->hide();
        layout->addWidget(label);
        lineLabels_.push_back(label);
    }
    layout->addWidget(graph_, 1);

    auto* pass = new QHBoxLayout;
    evaluate_->setObjectName(QStringLiteral("evaluateGameButton"));
    connect(evaluate_, &QPushButton::clicked, this, &EnginePanel::evaluateGameRequested);
    pass->addWidget(evaluate_);
    pass->addWidget(passLabel_, 1);
    layout->addLayout(pass);

    tick_.setInterval(1000);
    connect(&tick_, &QTimer::timeout, this, &EnginePanel::showHeader);

    retranslate();
    clear();
}

void EnginePanel::begin(Source source, const shogi::Position& position) {
    source_ = source;
    position_ = position;
    searching_ = true;
    searchClock_.start();
    tick_.start();
    nothingToSearch_ = false;
    lines_.clear();
    last_.reset();
    showHeader();
    showLines();
}

void EnginePanel::showInfo(const shogi::SearchInfo& info) {
    if (!position_) return;
    Line& line = lines_[info.multipv];
    line.score = scoreText(blackScore(info.score, info.mateIn, position_->sideToMove()));
    line.moves = lineLabels(*position_, info.pv);
    line.depth = info.depth;
    last_ = info;
    showHeader();
    showLines();
}

void EnginePanel::end() {
    if (!searching_) return;
    searching_ = false;
    tick_.stop();
    showHeader();
}

void EnginePanel::showNothingToSearch(const shogi::Position& position) {
    begin(Source::Analysis, position);
    searching_ = false;
    tick_.stop();
    nothingToSearch_ = true;
    showHeader();
}

void EnginePanel::clear() {
    position_.reset();
    searching_ = false;
    tick_.stop();
    nothingToSearch_ = false;
    lines_.clear();
    last_.reset();
    showHeader();
    showLines();
}

QString EnginePanel::headerText() const { return header_->text(); }
QString EnginePanel::summaryText() const { return summary_->text(); }

QString EnginePanel::lineText(int i) const {
    auto it = lines_.begin();
    if (i < 0 || i >= lineCount()) return {};
    std::advance(it, i);
    return (QStringList{it->second.score} + it->second.moves).join(QLatin1Char(' '));
}

void EnginePanel::showHeader() {
    if (!position_) {
        header_->setText(tr("Computer's thinking"));
        summary_->setText(tr("Nothing searched yet. Press Analyse or Hint, or let the computer move."));
        return;
    }
    const QString mover = sideName(position_->sideToMove());
    QString who;
    switch (source_) {
        case Source::Computer: who = tr("Computer, %1 to move").arg(mover); break;
        case Source::Hint: who = tr("Hint, %1 to move").arg(mover); break;
        case Source::Analysis: who = tr("Analysis, %1 to move").arg(mover); break;
    }
    header_->setText(searching_ ? tr("%1 (searching, %2 s)").arg(who).arg(searchClock_.elapsed() / 1000) : who);
    if (nothingToSearch_) summary_->setText(tr("The game is over in this position: nothing to search."));
    else if (!last_) summary_->setText(searching_ ? tr("Waiting for the first iteration…") : tr("Stopped before a result."));
    else
        summary_->setText(tr("Depth %1 · %2 nodes · %3/s · %4 s")
                              .arg(last_->depth)
                              .arg(shortCount(last_->nodes), shortCount(last_->nps))
                              .arg(QString::number(last_->elapsedMs / 1000.0, 'f', 1)));
}

void EnginePanel::showLines() {
    auto it = lines_.begin();
    for (QLabel* label : lineLabels_) {
        if (it == lines_.end()) {
            label->hide();
            label->clear();
            continue;
        }
        const Line& line = it->second;
        QStringList shown = line.moves.mid(0, kShownMoves);
        if (line.moves.size() > kShownMoves) shown << QStringLiteral("…");
        label->setText(QStringLiteral("<b>%1</b>&nbsp;&nbsp;%2").arg(line.score.toHtmlEscaped(), shown.join(QLatin1Char(' ')).toHtmlEscaped()));
        label->setToolTip(tr("Depth %1: %2").arg(line.depth).arg(line.moves.join(QLatin1Char(' '))) + QStringLiteral("\n") +
                          scoreConvention());
        label->show();
        ++it;
    }
}

void EnginePanel::setAnalysing(bool on) {
    const QSignalBlocker block(analyse_);
    analyse_->setChecked(on);
    analyse_->setText(on ? tr("Stop Analysis") : tr("Analyse"));
}

void EnginePanel::setLines(int lines) {
    const QSignalBlocker block(linesBox_);
    linesBox_->setValue(lines);
}

void EnginePanel::setHintEnabled(bool enabled) { hint_->setEnabled(enabled); }

void EnginePanel::setPassProgress(int done, int total) {
    passDone_ = done;
    passTotal_ = total;
    evaluate_->setText(total > 0 ? tr("Stop Evaluating") : tr("Evaluate Game"));
    passLabel_->setText(total > 0 ? tr("%1 of %2 positions").arg(done).arg(total) : QString());
}

void EnginePanel::retranslate() {
    setAnalysing(analyse_->isChecked());
    analyse_->setToolTip(tr("Search the position shown without a time limit, and follow it as you step through the game"));
    linesLabel_->setText(tr("&Lines:"));
    linesBox_->setToolTip(tr("How many best lines the analysis shows"));
    hint_->setText(tr("Hint"));
    hint_->setToolTip(tr("A short search; the best move is drawn on the board"));
    header_->setToolTip(scoreConvention());
    summary_->setToolTip(scoreConvention());
    graph_->setToolTip(QString());  // the graph writes its own, per move
    evaluate_->setToolTip(tr("Give every position of the game a score with a short search"));
    setPassProgress(passDone_, passTotal_);
    showHeader();
    showLines();
}

bool EnginePanel::eventFilter(QObject* watched, QEvent* event) {
    if (watched == linesBox_ && event->type() == QEvent::ShortcutOverride) {
        const auto* key = static_cast<QKeyEvent*>(event);
        // A number box has no use for a letter: left unaccepted, it is the shortcut it names.
        if (key->modifiers() == Qt::NoModifier && key->key() >= Qt::Key_A && key->key() <= Qt::Key_Z) return true;
    }
    return QWidget::eventFilter(watched, event);
}

void EnginePanel::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) retranslate();
}

}  // namespace ui
