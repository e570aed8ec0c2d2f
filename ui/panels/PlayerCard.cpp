#include "panels/PlayerCard.h"

#include <QEvent>
#include <QFontDatabase>
#include <QLabel>
#include <QVBoxLayout>

#include "language/ResultText.h"

namespace ui {

PlayerCard::PlayerCard(shogi::Side side, QWidget* parent)
    : QFrame(parent),
      side_(side),
      title_(new QLabel(this)),
      kind_(new QLabel(this)),
      clock_(new QLabel(this)),
      caption_(new QLabel(this)),
      note_(new QLabel(this)) {
    setObjectName(side == shogi::kBlack ? QStringLiteral("blackPlayerCard") : QStringLiteral("whitePlayerCard"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->setSpacing(2);
    QFont titleFont = title_->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.1);
    title_->setFont(titleFont);
    title_->setWordWrap(true);
    kind_->setWordWrap(true);
    QFont clockFont = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    clockFont.setBold(true);
    clockFont.setPointSizeF(std::max(16.0, font().pointSizeF() * 2.0));
    clock_->setFont(clockFont);
    clock_->setObjectName(QStringLiteral("clockFace"));
    caption_->setWordWrap(true);
    QFont small = caption_->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    caption_->setFont(small);
    note_->setFont(small);
    for (QLabel* l : {title_, kind_, clock_, caption_, note_}) layout->addWidget(l);
    clock_->hide();
    caption_->hide();
    note_->hide();
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    updateTitle();
    updateStyle();
}

void PlayerCard::setPlayer(const QString& name, const QString& kind) {
    name_ = name;
    kind_->setText(kind);
    updateTitle();
}

void PlayerCard::updateTitle() {
    // ▶ marks the side to move; ▲ and ☖ are the sides' marks in the move list too.
    const QString marker = toMove_ ? QStringLiteral("▶ ") : QString();
    const QString mark = side_ == shogi::kBlack ? QStringLiteral("▲") : QStringLiteral("☖");
    QString title = marker + mark + QLatin1Char(' ') + sideName(side_);
    if (!name_.isEmpty()) title += QStringLiteral(" — ") + name_;
    title_->setText(title);
}

void PlayerCard::setToMove(bool toMove) {
    if (toMove == toMove_) return;
    toMove_ = toMove;
    updateTitle();
    updateStyle();
}

void PlayerCard::setClock(const QString& face, const QString& caption, bool low) {
    clock_->setVisible(!face.isEmpty());
    clock_->setText(face);
    caption_->setVisible(!caption.isEmpty());
    caption_->setText(caption);
    if (low != low_) {
        low_ = low;
        updateStyle();
    }
}

void PlayerCard::setNote(const QString& note) {
    note_->setVisible(!note.isEmpty());
    note_->setText(note);
}

void PlayerCard::updateStyle() {
    // The side to move stands out with the palette's highlight around it, whatever the theme.
    QPalette p = palette();
    const QColor highlight = QPalette().color(QPalette::Highlight);
    p.setColor(QPalette::Window, toMove_ ? QPalette().color(QPalette::Base) : QPalette().color(QPalette::Window));
    setPalette(p);
    setLineWidth(toMove_ ? 2 : 1);
    setStyleSheet(toMove_ ? QStringLiteral("ui--PlayerCard { border: 2px solid %1; border-radius: 4px; }").arg(highlight.name())
                          : QStringLiteral("ui--PlayerCard { border: 1px solid palette(mid); border-radius: 4px; }"));
    QPalette clockPalette = clock_->palette();
    clockPalette.setColor(QPalette::WindowText, low_ ? QColor(200, 30, 30) : QPalette().color(QPalette::WindowText));
    clock_->setPalette(clockPalette);
}

void PlayerCard::changeEvent(QEvent* event) {
    QFrame::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) updateTitle();
}

QString PlayerCard::titleText() const { return title_->text(); }
QString PlayerCard::kindText() const { return kind_->text(); }
QString PlayerCard::clockText() const { return clock_->isVisibleTo(this) ? clock_->text() : QString(); }
QString PlayerCard::noteText() const { return note_->isVisibleTo(this) ? note_->text() : QString(); }

}  // namespace ui
