#include "panels/PlayerCard.h"

#include <QEvent>
#include <QFontDatabase>
#include <QLabel>
#include <QPainter>
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
    setFrameShape(QFrame::NoFrame);  // paintEvent draws the card
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 8, 10, 8);  // inside the frame paintEvent draws (up to 2 px)
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
    // Only the role changed here is set on the clock (a palette with nothing else resolved), so
    // its other colours, and the card's, keep following the application's colour scheme.
    QPalette clock;
    if (low_) clock.setColor(QPalette::WindowText, QColor(200, 30, 30));
    clock_->setPalette(clock);
    update();
}

void PlayerCard::paintEvent(QPaintEvent*) {
    // The side to move stands out with the palette's highlight around it, whatever the scheme.
    // Drawn from the palette of the moment, not set as a palette or a style sheet: a style
    // sheet cuts a widget off from the application's palette changes, and the card would keep
    // the old scheme's colours (light words on a light card) after a switch of colours.
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette& p = palette();
    const qreal width = toMove_ ? 2.0 : 1.0;
    painter.setPen(QPen(p.color(toMove_ ? QPalette::Highlight : QPalette::Mid), width));
    painter.setBrush(p.color(toMove_ ? QPalette::Base : QPalette::Window));
    painter.drawRoundedRect(QRectF(rect()).adjusted(width / 2, width / 2, -width / 2, -width / 2), 4, 4);
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
