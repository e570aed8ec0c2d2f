#include "learn/LearnWindow.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QRandomGenerator>
#include <QScreen>
#include <QShortcut>
#include <QStackedWidget>
#include <QVBoxLayout>
#include <algorithm>

#include "language/DisplayNames.h"
#include "learn/ChoicePage.h"
#include "learn/WherePage.h"

namespace ui {

LearnWindow::LearnWindow(QWidget* parent, LearnProgressFile file, std::uint64_t seed)
    : QWidget(parent, Qt::Window),
      file_(std::move(file)),
      seed_(seed),
      now_([] { return QDateTime::currentSecsSinceEpoch(); }),
      variants_(new QComboBox),
      askWhere_(new QCheckBox),
      askNames_(new QCheckBox),
      commonFirst_(new QCheckBox),
      mastered_(new QProgressBar),
      summary_(new QLabel),
      problem_(new QLabel),
      pages_(new QStackedWidget),
      where_(new WherePage),
      choice_(new ChoicePage) {
    setObjectName(QStringLiteral("learnWindow"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(createOptions());
    auto* progressRow = new QHBoxLayout;
    mastered_->setObjectName(QStringLiteral("learnMastered"));
    mastered_->setFixedWidth(200);
    progressRow->addWidget(mastered_);
    summary_->setObjectName(QStringLiteral("learnSummary"));
    progressRow->addWidget(summary_, 1);
    layout->addLayout(progressRow);
    problem_->setObjectName(QStringLiteral("learnProblem"));
    problem_->setWordWrap(true);
    problem_->setStyleSheet(QStringLiteral("QLabel { background: #fff3cd; color: #5c4400; border: 1px solid #e0c060; padding: 6px; }"));
    problem_->hide();
    layout->addWidget(problem_);
    pages_->addWidget(where_);
    pages_->addWidget(choice_);
    layout->addWidget(pages_, 1);
    connect(where_, &WherePage::answered, this, &LearnWindow::recordAnswer);
    connect(choice_, &ChoicePage::answered, this, &LearnWindow::recordAnswer);
    connect(where_, &WherePage::nextRequested, this, &LearnWindow::nextQuestion);
    connect(choice_, &ChoicePage::nextRequested, this, &LearnWindow::nextQuestion);
    auto* close = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    connect(close, &QShortcut::activated, this, &QWidget::close);

    QString problem;
    progress_ = file_.load(problem);
    if (!problem.isEmpty()) showProblem(problem);
    retranslate();
    const QSize available = screen() ? screen()->availableGeometry().size() : QSize(1366, 768);
    resize(std::min(1280, available.width() * 95 / 100), std::min(900, available.height() * 92 / 100));
}

LearnWindow::~LearnWindow() = default;

QWidget* LearnWindow::createOptions() {
    auto* bar = new QWidget;
    auto* row = new QHBoxLayout(bar);
    row->setContentsMargins(0, 0, 0, 0);
    variants_->setObjectName(QStringLiteral("learnVariant"));
    row->addWidget(variants_);
    askWhere_->setObjectName(QStringLiteral("learnAskWhere"));
    askNames_->setObjectName(QStringLiteral("learnAskNames"));
    commonFirst_->setObjectName(QStringLiteral("learnCommonFirst"));
    for (QCheckBox* box : {askWhere_, askNames_, commonFirst_}) {
        box->setChecked(true);
        row->addWidget(box);
        connect(box, &QCheckBox::toggled, this, [this, box](bool on) {
            // At least one kind of question stays.
            if (!on && !askWhere_->isChecked() && !askNames_->isChecked()) (box == askWhere_ ? askNames_ : askWhere_)->setChecked(true);
            restart();
        });
    }
    row->addStretch(1);
    fillVariants();
    connect(variants_, &QComboBox::activated, this, [this](int index) {
        if (const shogi::Variant* v = shogi::findVariant(variants_->itemData(index).toString().toStdString())) start(*v);
    });
    return bar;
}

void LearnWindow::fillVariants() {
    const int current = variants_->currentIndex();
    variants_->clear();
    for (const shogi::Variant* v : shogi::allVariants()) {
        const std::vector<shogi::Face> faces = shogi::variantFaces(*v);
        variants_->addItem(tr("%1 — %2 of %3 mastered").arg(variantName(*v)).arg(progress_.mastered(*v, faces)).arg(faces.size()),
                           QString::fromUtf8(v->id()));
        if (v == variant_) variants_->setCurrentIndex(variants_->count() - 1);
    }
    if (!variant_ && current >= 0) variants_->setCurrentIndex(current);
}

void LearnWindow::retranslate() {
    setWindowTitle(tr("Learn Pieces"));
    askWhere_->setText(tr("&Where can it go?"));
    askWhere_->setToolTip(tr("Mark every square a piece can go to"));
    askNames_->setText(tr("W&hich piece is this?"));
    askNames_->setToolTip(tr("Tell a piece by its face, and find the face of a name"));
    commonFirst_->setText(tr("&Most common pieces first"));
    commonFirst_->setToolTip(tr("New pieces in the order of how many stand on the board at the start"));
    fillVariants();
    updateProgress();
}

void LearnWindow::start(const shogi::Variant& variant) {
    variant_ = &variant;
    const int index = variants_->findData(QString::fromUtf8(variant.id()));
    if (index >= 0) variants_->setCurrentIndex(index);
    restart();
}

void LearnWindow::setPieceArt(const PieceArt* art) {
    art_ = art;
    where_->setPieceArt(art);
    choice_->setPieceArt(art);
}

void LearnWindow::restart() {
    if (!variant_) return;
    const shogi::LearnOptions options{.where = askWhere_->isChecked(), .names = askNames_->isChecked(), .commonFirst = commonFirst_->isChecked()};
    const std::uint64_t seed = seed_ ? seed_ : QRandomGenerator::global()->generate64();
    session_ = std::make_unique<shogi::LearnSession>(*variant_, seed, options);
    nextQuestion();
}

void LearnWindow::nextQuestion() {
    if (!session_) return;
    question_ = session_->next(progress_, now_());
    if (question_.kind == shogi::LearnSession::Kind::Where) {
        pages_->setCurrentWidget(where_);
        where_->ask(*question_.where);
    } else {
        pages_->setCurrentWidget(choice_);
        choice_->ask(*variant_, session_->faces(), question_.choice);
    }
    updateProgress();
}

void LearnWindow::recordAnswer(bool right) {
    if (!session_) return;
    session_->answer(progress_, right, now_());
    QString error;
    if (!file_.save(progress_, error))
        showProblem(tr("Your learning progress could not be saved to %1: %2").arg(file_.path(), error));
    fillVariants();
    updateProgress();
}

void LearnWindow::updateProgress() {
    if (!variant_ || !session_) {
        summary_->clear();
        return;
    }
    const std::vector<int> boxes = progress_.boxCounts(*variant_, session_->faces());
    const int faces = static_cast<int>(session_->faces().size());
    const int top = boxes[shogi::LearnProgress::kTopBox];
    mastered_->setRange(0, faces);
    mastered_->setValue(top);
    mastered_->setFormat(tr("%1 of %2 mastered").arg(top).arg(faces));
    summary_->setText(tr("%1: %2 mastered, %3 learning, %4 not asked yet. This sitting: %5 of %6 right.")
                          .arg(variantName(*variant_))
                          .arg(top)
                          .arg(faces - top - boxes[0])
                          .arg(boxes[0])
                          .arg(session_->answeredRight())
                          .arg(session_->asked()));
}

void LearnWindow::showProblem(const QString& text) {
    problem_->setText(text);
    problem_->show();
}

QString LearnWindow::problem() const { return problem_->isHidden() ? QString() : problem_->text(); }

void LearnWindow::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) retranslate();
}

}  // namespace ui
