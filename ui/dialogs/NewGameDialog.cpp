#include "dialogs/NewGameDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QThread>
#include <QTimer>
#include <QVBoxLayout>

#include "dialogs/PlayerCombo.h"
#include "language/DisplayNames.h"
#include "settings/AppSettings.h"

namespace ui {

NewGameDialog::NewGameDialog(const QString& variantId, const shogi::PlayerSpec& black, const shogi::PlayerSpec& white,
                             int moveSeconds, QWidget* parent)
    : QDialog(parent),
      variant_(new QComboBox(this)),
      seconds_(new QSpinBox(this)),
      delay_(new QDoubleSpinBox(this)),
      threads_(new QSpinBox(this)),
      clockKind_(new QComboBox(this)),
      mainMinutes_(new QSpinBox(this)),
      mainSeconds_(new QSpinBox(this)),
      period_(new QSpinBox(this)),
      periods_(new QSpinBox(this)),
      increment_(new QSpinBox(this)) {
    setWindowTitle(tr("New game"));
    auto* layout = new QVBoxLayout(this);
    // The dialog keeps the size of what it shows: rows hidden with another clock leave no gap.
    layout->setSizeConstraint(QLayout::SetFixedSize);

    auto* gameForm = new QFormLayout;
    for (const shogi::Variant* v : shogi::allVariants()) {
        const QString label = tr("%1 (%2x%3)")
                                  .arg(variantName(*v))
                                  .arg(v->geometry().files())
                                  .arg(v->geometry().ranks());
        variant_->addItem(label, QString::fromUtf8(v->id()));
    }
    variant_->setCurrentIndex(std::max(0, variant_->findData(variantId)));
    variant_->setObjectName(QStringLiteral("variantChoice"));
    gameForm->addRow(tr("&Variant:"), variant_);
    layout->addLayout(gameForm);

    layout->addWidget(createPlayersBox(black, white));
    layout->addWidget(createClockBox());
    layout->addWidget(createComputerBox(moveSeconds));

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    // The position editor, for a game that starts from a position of one's own.
    QPushButton* setUp = buttons->addButton(tr("Set &Up Position…"), QDialogButtonBox::ActionRole);
    setUp->setObjectName(QStringLiteral("setUpPositionButton"));
    connect(setUp, &QPushButton::clicked, this, [this] { done(kSetUpPosition); });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    updateClockFields();
    updateNameFields();
}

QWidget* NewGameDialog::createPlayersBox(const shogi::PlayerSpec& black, const shogi::PlayerSpec& white) {
    auto* box = new QGroupBox(tr("Players"), this);
    auto* playersForm = playersForm_ = new QFormLayout(box);
    const shogi::PlayerSpec specs[2] = {black, white};
    const QString labels[2] = {tr("&Black (moves first):"), tr("&White:")};
    for (int side = 0; side < 2; ++side) {
        QComboBox* combo = players_[side] = makePlayerCombo(specs[side], variant_->currentData().toString(), this);
        combo->setObjectName(side == 0 ? QStringLiteral("blackPlayer") : QStringLiteral("whitePlayer"));
        playersForm->addRow(labels[side], combo);
        names_[side] = new QLineEdit(this);
        names_[side]->setPlaceholderText(tr("Name (optional)"));
        names_[side]->setMaxLength(40);
        playersForm->addRow(side == 0 ? tr("Black's &name:") : tr("White's na&me:"), names_[side]);
        connect(combo, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateNameFields);
        connect(combo, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateLevelNote);
    }
    // A level that a depth limit holds back says so: the time set below does not change it.
    levelNote_ = new QLabel(box);
    levelNote_->setObjectName(QStringLiteral("levelNote"));
    levelNote_->setWordWrap(true);
    playersForm->addRow(levelNote_);
    connect(variant_, &QComboBox::currentIndexChanged, this, [this] {
        for (QComboBox* combo : players_) setComboVariant(combo, variant_->currentData().toString());
    });
    updateLevelNote();
    return box;
}

void NewGameDialog::updateLevelNote() {
    QStringList notes;
    for (int side = 0; side < 2; ++side) {
        const QString note = levelNote(player(shogi::Side(side)));
        if (!note.isEmpty() && !notes.contains(note)) notes << note;
    }
    levelNote_->setText(notes.join(QLatin1Char('\n')));
    playersForm_->setRowVisible(levelNote_, !notes.isEmpty());
    // A wrapped label's height follows its width, which the dialog's size hint does not ask:
    // once the layout has taken the note in, the dialog is fitted to its lines again.
    if (isVisible())
        QTimer::singleShot(0, this, [this] {
            layout()->activate();  // the minimum size follows the note before the resize
            const int fitted = heightForWidth(width());
            resize(width(), fitted > 0 ? fitted : sizeHint().height());
        });
}

QWidget* NewGameDialog::createClockBox() {
    auto* box = new QGroupBox(tr("Clock"), this);
    clockForm_ = new QFormLayout(box);
    clockKind_->setObjectName(QStringLiteral("clockKind"));
    clockKind_->addItem(tr("No clock"), int(shogi::TimeControlKind::None));
    clockKind_->addItem(tr("Sudden death"), int(shogi::TimeControlKind::SuddenDeath));
    clockKind_->addItem(tr("Byoyomi (main time, then periods)"), int(shogi::TimeControlKind::Byoyomi));
    clockKind_->addItem(tr("Fischer (increment per move)"), int(shogi::TimeControlKind::Fischer));
    clockForm_->addRow(tr("Time &control:"), clockKind_);
    mainMinutes_->setRange(0, 600);
    mainMinutes_->setValue(10);
    mainMinutes_->setSuffix(tr(" min"));
    mainMinutes_->setObjectName(QStringLiteral("mainMinutes"));
    mainSeconds_->setRange(0, 59);
    mainSeconds_->setSuffix(tr(" s"));
    mainSeconds_->setObjectName(QStringLiteral("mainSeconds"));
    auto* mainTime = new QWidget(this);
    auto* mainRow = new QHBoxLayout(mainTime);
    mainRow->setContentsMargins(0, 0, 0, 0);
    mainRow->addWidget(mainMinutes_);
    mainRow->addWidget(mainSeconds_);
    clockForm_->addRow(tr("M&ain time:"), mainTime);
    period_->setRange(1, 600);
    period_->setValue(30);
    period_->setSuffix(tr(" s"));
    clockForm_->addRow(tr("B&yoyomi period:"), period_);
    periods_->setRange(1, 10);
    periods_->setValue(1);
    clockForm_->addRow(tr("Peri&ods:"), periods_);
    increment_->setRange(0, 600);
    increment_->setValue(10);
    increment_->setSuffix(tr(" s"));
    clockForm_->addRow(tr("&Increment per move:"), increment_);
    connect(clockKind_, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateClockFields);
    for (QSpinBox* field : {mainMinutes_, mainSeconds_, increment_})
        connect(field, &QSpinBox::valueChanged, this, &NewGameDialog::updateClockFields);
    return box;
}

QWidget* NewGameDialog::createComputerBox(int moveSeconds) {
    auto* box = new QGroupBox(tr("Computer"), this);
    computerForm_ = new QFormLayout(box);
    seconds_->setRange(1, 600);
    seconds_->setValue(moveSeconds);
    seconds_->setSuffix(tr(" s"));
    computerForm_->addRow(tr("Computer &time per move:"), seconds_);
    seconds_->setToolTip(tr("Used when the game has no clock; with a clock the computer plans its time from it."));
    delay_->setRange(0, 10);
    delay_->setDecimals(1);
    delay_->setSingleStep(0.5);
    delay_->setSuffix(tr(" s"));
    delay_->setObjectName(QStringLiteral("computerDelay"));
    computerForm_->addRow(tr("&Pause between computer moves:"), delay_);
    threads_->setRange(1, AppSettings::kMaxThreads);
    threads_->setValue(AppSettings::defaultEngineThreads());
    threads_->setObjectName(QStringLiteral("computerThreads"));
    threads_->setToolTip(tr("Processor cores the computer thinks with (this machine has %n).", nullptr,
                            QThread::idealThreadCount()));
    computerForm_->addRow(tr("T&hreads:"), threads_);
    return box;
}

const shogi::Variant& NewGameDialog::variant() const {
    const shogi::Variant* v = shogi::findVariant(variant_->currentData().toString().toStdString());
    return v ? *v : *shogi::allVariants().front();
}

int NewGameDialog::moveSeconds() const { return seconds_->value(); }

shogi::PlayerSpec NewGameDialog::player(shogi::Side side) const { return comboPlayer(players_[side]); }

void NewGameDialog::setPlayerName(shogi::Side side, const QString& name) { names_[side]->setText(name); }

QString NewGameDialog::playerName(shogi::Side side) const {
    return player(side).computer ? QString() : names_[side]->text().simplified();
}

void NewGameDialog::updateNameFields() {
    for (int side = 0; side < 2; ++side) names_[side]->setEnabled(!player(shogi::Side(side)).computer);
}

void NewGameDialog::updateClockFields() {
    const auto kind = shogi::TimeControlKind(clockKind_->currentData().toInt());
    auto show = [this](QWidget* field, bool visible) { clockForm_->setRowVisible(field, visible); };
    show(mainMinutes_->parentWidget(), kind != shogi::TimeControlKind::None);
    show(period_, kind == shogi::TimeControlKind::Byoyomi);
    show(periods_, kind == shogi::TimeControlKind::Byoyomi);
    show(increment_, kind == shogi::TimeControlKind::Fischer);
    // Byoyomi may start in the periods and Fischer in its increments (core's rule,
    // checkTimeControl); sudden death needs some main time. OK says whether it can be played.
    const shogi::TimeControl control = timeControl();
    const bool playable = shogi::checkTimeControl(control).empty();
    if (auto* buttons = findChild<QDialogButtonBox*>()) buttons->button(QDialogButtonBox::Ok)->setEnabled(playable);
    mainMinutes_->setToolTip(playable ? QString() : QString::fromStdString(shogi::checkTimeControl(control)));
}

void NewGameDialog::setTimeControl(const shogi::TimeControl& control) {
    clockKind_->setCurrentIndex(std::max(0, clockKind_->findData(int(control.kind))));
    if (control.timed()) {
        mainMinutes_->setValue(control.mainSeconds / 60);
        mainSeconds_->setValue(control.mainSeconds % 60);
    }
    if (control.kind == shogi::TimeControlKind::Byoyomi) {
        period_->setValue(control.periodSeconds);
        periods_->setValue(control.periods);
    }
    if (control.kind == shogi::TimeControlKind::Fischer) increment_->setValue(control.incrementSeconds);
    updateClockFields();
}

shogi::TimeControl NewGameDialog::timeControl() const {
    switch (shogi::TimeControlKind(clockKind_->currentData().toInt())) {
        case shogi::TimeControlKind::None: return {};
        case shogi::TimeControlKind::SuddenDeath: return shogi::TimeControl::suddenDeath(mainTimeSeconds());
        case shogi::TimeControlKind::Byoyomi:
            return shogi::TimeControl::byoyomi(mainTimeSeconds(), period_->value(), periods_->value());
        case shogi::TimeControlKind::Fischer: return shogi::TimeControl::fischer(mainTimeSeconds(), increment_->value());
    }
    return {};
}

int NewGameDialog::mainTimeSeconds() const { return mainMinutes_->value() * 60 + mainSeconds_->value(); }

void NewGameDialog::setThreads(int threads) { threads_->setValue(threads); }
int NewGameDialog::threads() const { return threads_->value(); }

void NewGameDialog::setComputerDelayMs(int ms) { delay_->setValue(ms / 1000.0); }
int NewGameDialog::computerDelayMs() const { return qRound(delay_->value() * 1000); }

}  // namespace ui
