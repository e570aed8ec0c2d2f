#include "learn/ChoicePage.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include "art/PieceImageCache.h"
#include "boardview/MarkStyle.h"
#include "language/DisplayNames.h"
#include "learn/LearnTexts.h"
#include "panels/DiagramWindow.h"
#include "panels/MoveDiagram.h"
#include "panels/PieceFacts.h"
#include "panels/RichLabel.h"

namespace ui {
namespace {

constexpr int kShownSize = 128;   // the face asked about
constexpr int kChoiceSize = 84;   // the faces to choose from
constexpr int kDiagramSize = 224;
constexpr int kChoices = 4;

// A piece as the question names it: as the language names pieces, but by its reading where
// that name is the kanji (Japanese), which the kanji pieces show: the question would answer
// itself.
QString choiceName(const shogi::PieceType& type) {
    return pieceNamesInKanji() ? QString::fromUtf8(type.romaji) : pieceName(type);
}

}  // namespace

ChoicePage::ChoicePage(QWidget* parent)
    : QWidget(parent),
      prompt_(richLabel()),
      shown_(new QLabel),
      answer_(new QWidget),
      verdict_(richLabel()),
      heading_(richLabel()),
      diagram_(new MoveDiagram),
      words_(richLabel()),
      nextButton_(new QPushButton) {
    setFocusPolicy(Qt::StrongFocus);
    auto* layout = new QHBoxLayout(this);
    auto* question = new QVBoxLayout;
    prompt_->setObjectName(QStringLiteral("choicePrompt"));
    prompt_->setAlignment(Qt::AlignHCenter);
    question->addWidget(prompt_);
    shown_->setObjectName(QStringLiteral("choiceShown"));
    shown_->setAlignment(Qt::AlignCenter);
    question->addWidget(shown_);
    auto* grid = new QGridLayout;
    for (int i = 0; i < kChoices; ++i) {
        auto* button = new QPushButton;
        button->setObjectName(QStringLiteral("choice%1").arg(i + 1));
        button->setMinimumHeight(48);
        button->setIconSize(QSize(kChoiceSize, kChoiceSize));
        connect(button, &QPushButton::clicked, this, [this, i] { choose(i); });
        grid->addWidget(button, i / 2, i % 2);
        buttons_.push_back(button);
    }
    question->addLayout(grid);
    question->addStretch(1);
    layout->addLayout(question, 3);

    auto* column = new QVBoxLayout(answer_);
    verdict_->setObjectName(QStringLiteral("choiceVerdict"));
    column->addWidget(verdict_);
    column->addWidget(heading_);
    diagram_->setFixedSize(kDiagramSize, kDiagramSize);
    diagram_->setClickable(true);
    connect(diagram_, &MoveDiagram::clicked, this, [this] {
        if (variant_) DiagramWindow::showFor(this, art_, *variant_, faces_[question_.face].kind);
    });
    column->addWidget(diagram_, 0, Qt::AlignHCenter);
    column->addWidget(words_);
    nextButton_->setObjectName(QStringLiteral("choiceNext"));
    column->addWidget(nextButton_);
    column->addStretch(1);
    answer_->setFixedWidth(340);
    // Its room is kept while it is hidden, so that the choices do not move when it shows.
    QSizePolicy keep = answer_->sizePolicy();
    keep.setRetainSizeWhenHidden(true);
    answer_->setSizePolicy(keep);
    layout->addWidget(answer_);
    connect(nextButton_, &QPushButton::clicked, this, &ChoicePage::nextRequested);
}

void ChoicePage::setPieceArt(const PieceArt* art) {
    art_ = art;
    if (variant_) showQuestion();
}

void ChoicePage::ask(const shogi::Variant& variant, const std::vector<shogi::Face>& faces, const shogi::ChoiceQuestion& question) {
    variant_ = &variant;
    faces_ = faces;
    question_ = question;
    chosen_ = -1;
    showQuestion();
    setFocus();
}

void ChoicePage::showQuestion() {
    const std::vector<shogi::Face>& faces = faces_;
    const shogi::Face& asked = faces[question_.face];
    const qreal dpr = devicePixelRatioF();
    if (question_.showsFace) {
        prompt_->setText(QStringLiteral("<h3>%1</h3>").arg(tr("Which piece is this?").toHtmlEscaped()));
        if (art_) shown_->setPixmap(PieceImageCache::shared().pixmap(*art_, *variant_, asked.kind, shogi::kBlack, kShownSize, dpr));
    } else {
        prompt_->setText(QStringLiteral("<h3>%1</h3>").arg(tr("Which is the %1?").arg(choiceName(variant_->type(asked.type))).toHtmlEscaped()));
        shown_->clear();
    }
    for (int i = 0; i < kChoices; ++i) {
        QPushButton* button = buttons_[i];
        const bool used = i < static_cast<int>(question_.choices.size());
        button->setVisible(used);
        if (!used) continue;
        const shogi::Face& face = faces[question_.choices[i]];
        if (question_.showsFace) {
            button->setIcon(QIcon());
            button->setText(QStringLiteral("&%1  %2").arg(i + 1).arg(choiceName(variant_->type(face.type))));
        } else {
            button->setText(QStringLiteral("&%1").arg(i + 1));
            if (art_) button->setIcon(QIcon(PieceImageCache::shared().pixmap(*art_, *variant_, face.kind, shogi::kBlack, kChoiceSize, dpr)));
        }
        button->setStyleSheet(QString());
    }
    answer_->setVisible(chosen_ >= 0);
    nextButton_->setText(LearnTexts::nextQuestion());
    if (chosen_ >= 0) showAnswer();
}

void ChoicePage::choose(int index) {
    if (chosen_ >= 0 || index < 0 || index >= static_cast<int>(question_.choices.size())) return;
    chosen_ = index;
    showQuestion();
    nextButton_->setFocus();
    emit answered(question_.choices[index] == question_.face);
}

void ChoicePage::showAnswer() {
    const shogi::Face& asked = faces_[question_.face];
    const bool right = question_.choices[chosen_] == question_.face;
    for (int i = 0; i < static_cast<int>(question_.choices.size()); ++i) {
        const bool isAnswer = question_.choices[i] == question_.face;
        if (!isAnswer && i != chosen_) continue;
        const QColor color = isAnswer ? marks::kQuizRight : marks::kQuizWrong;
        buttons_[i]->setStyleSheet(QStringLiteral("QPushButton { border: 3px solid %1; border-radius: 4px; font-weight: bold; }").arg(color.name()));
    }
    verdict_->setText(right ? QStringLiteral("<b style=\"color:%1\">%2</b>").arg(marks::kQuizRight.name(), tr("Right!").toHtmlEscaped())
                            : QStringLiteral("<b style=\"color:%1\">%2</b>").arg(marks::kQuizWrong.name(), tr("Not this one: it is the piece framed in green.").toHtmlEscaped()));
    heading_->setText(pieceHeading(*variant_, asked.kind));
    diagram_->setPiece(art_, variant_, asked.kind);
    words_->setText(pieceMoves(*variant_, asked.kind));
}

void ChoicePage::keyPressEvent(QKeyEvent* event) {
    const int key = event->key();
    if (key >= Qt::Key_1 && key < Qt::Key_1 + kChoices && chosen_ < 0) {
        choose(key - Qt::Key_1);
        return;
    }
    if ((key == Qt::Key_Return || key == Qt::Key_Enter) && chosen_ >= 0) {
        emit nextRequested();
        return;
    }
    QWidget::keyPressEvent(event);
}

void ChoicePage::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange && variant_) showQuestion();
}

}  // namespace ui
