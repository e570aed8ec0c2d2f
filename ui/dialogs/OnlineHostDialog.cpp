#include "dialogs/OnlineHostDialog.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTimer>
#include <QVBoxLayout>
#include <chrono>

#include "language/ClockText.h"
#include "language/DisplayNames.h"
#include "language/ResultText.h"
#include "play/GameFile.h"
#include "play/NetworkGameController.h"
#include "play/OnlineGames.h"
#include "position/PositionText.h"
#include "protocol/Invitation.h"
#include "record/GameId.h"
#include "record/RecordDate.h"
#include "settings/AppSettings.h"

namespace ui {
namespace {

enum StartChoice { kStartPosition, kBoardPosition };
enum SideChoice { kBlackSide, kWhiteSide, kRandomSide };

}  // namespace

OnlineHostDialog::OnlineHostDialog(NetworkGameController& online, AppSettings& settings, const shogi::Position& board,
                                   QWidget* parent)
    : QDialog(parent), online_(online), settings_(settings), board_(board), pages_(new QStackedWidget(this)) {
    setWindowTitle(tr("Host a game for a friend"));
    auto* layout = new QVBoxLayout(this);
    pages_->addWidget(createForm());
    pages_->addWidget(createWaiting());
    layout->addWidget(pages_);
    connect(&online_, &NetworkGameController::started, this, &QDialog::accept);
    connect(&online_, &NetworkGameController::invitationChanged, this, &OnlineHostDialog::showInvitation);
    connect(&online_, &NetworkGameController::portMapped, this, [this](bool mapped, const QString& message) {
        upnpStatus_->setText(mapped ? tr("Router: %1.").arg(message)
                                    : tr("Router: %1. Friends outside your network can join only if your port %2 is "
                                         "forwarded by hand or you both have IPv6.")
                                          .arg(message)
                                          .arg(online_.netGame() ? online_.netGame()->port() : 0));
        fitHeight();
    });
    connect(&online_, &NetworkGameController::notice, this, [this](const QString& text) {
        notices_->setText(text);
        fitHeight();
    });
    connect(&online_, &NetworkGameController::closed, this, [this](const QString& why) {
        status_->setText(tr("Hosting stopped: %1").arg(why));
        fitHeight();
    });
}

QWidget* OnlineHostDialog::createForm() {
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    auto* form = new QFormLayout;
    saved_ = new QComboBox(page);
    saved_->setObjectName(QStringLiteral("savedOnlineGame"));
    saved_->addItem(tr("A new game"));
    for (const OnlineGames::Hosted& h : OnlineGames::hosted())
        saved_->addItem(tr("Go on with %1, %2 moves, %3").arg(h.variantName).arg(h.moves).arg(QLocale().toString(h.saved, QLocale::ShortFormat)),
                        h.gameId);
    form->addRow(tr("&Game:"), saved_);
    variant_ = new QComboBox(page);
    variant_->setObjectName(QStringLiteral("onlineVariant"));
    for (const shogi::Variant* v : shogi::allVariants()) variant_->addItem(variantName(*v), QString::fromUtf8(v->id()));
    variant_->setCurrentIndex(std::max(0, variant_->findData(QString::fromUtf8(board_.variant().id()))));
    form->addRow(tr("&Variant:"), variant_);
    start_ = new QComboBox(page);
    form->addRow(tr("&Start from:"), start_);
    side_ = new QComboBox(page);
    side_->setObjectName(QStringLiteral("onlineSide"));
    side_->addItems({tr("Black (moves first)"), tr("White"), tr("Chosen at random")});
    form->addRow(tr("You &play:"), side_);
    clock_ = new QComboBox(page);
    clock_->setObjectName(QStringLiteral("onlineClock"));
    std::vector<shogi::TimeControl> clocks = {{},
                                              shogi::TimeControl::byoyomi(600, 30, 3),
                                              shogi::TimeControl::byoyomi(1800, 60, 3),
                                              shogi::TimeControl::fischer(900, 10),
                                              shogi::TimeControl::fischer(3600, 30)};
    const shogi::TimeControl usual = settings_.timeControl();
    if (usual.timed() && std::find(clocks.begin(), clocks.end(), usual) == clocks.end()) clocks.insert(clocks.begin() + 1, usual);
    for (const shogi::TimeControl& c : clocks) {
        QString text = timeControlText(c);  // written to stand inside a sentence: a list item starts capitalised
        if (!text.isEmpty()) text[0] = text[0].toUpper();
        clock_->addItem(text, QString::fromStdString(shogi::formatTimeControl(c)));
    }
    form->addRow(tr("&Clock:"), clock_);
    name_ = new QLineEdit(settings_.playerName(0), page);
    name_->setObjectName(QStringLiteral("onlineName"));
    name_->setMaxLength(40);
    name_->setPlaceholderText(tr("Name (optional)"));
    form->addRow(tr("Your &name:"), name_);
    port_ = new QSpinBox(page);
    port_->setObjectName(QStringLiteral("onlinePort"));
    port_->setRange(0, 65535);
    port_->setSpecialValueText(tr("any free port"));
    port_->setValue(settings_.onlinePort());
    form->addRow(tr("&Port:"), port_);
    upnp_ = new QCheckBox(tr("&Open the port on the router (UPnP)"), page);
    upnp_->setObjectName(QStringLiteral("onlineUpnp"));
    upnp_->setChecked(settings_.onlineUpnp());
    form->addRow(QString(), upnp_);
    layout->addLayout(form);
    formError_ = new QLabel(page);
    formError_->setWordWrap(true);
    formError_->setStyleSheet(QStringLiteral("color: #b00020"));
    layout->addWidget(formError_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, page);
    hostButton_ = buttons->addButton(tr("&Host"), QDialogButtonBox::AcceptRole);
    hostButton_->setObjectName(QStringLiteral("hostButton"));
    hostButton_->setDefault(true);
    connect(hostButton_, &QPushButton::clicked, this, &OnlineHostDialog::startHosting);
    connect(buttons, &QDialogButtonBox::rejected, this, &OnlineHostDialog::reject);
    layout->addWidget(buttons);
    connect(variant_, &QComboBox::currentIndexChanged, this, &OnlineHostDialog::updateStartChoices);
    connect(saved_, &QComboBox::currentIndexChanged, this, [this](int index) {
        for (QWidget* w : std::initializer_list<QWidget*>{variant_, start_, side_, clock_}) w->setEnabled(index == 0);
    });
    updateStartChoices();
    return page;
}

QWidget* OnlineHostDialog::createWaiting() {
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    auto* intro = new QLabel(tr("Send this invitation to your friend by any messenger. Whoever has it can join, so send "
                                "it to them alone. They choose Game > Play a Friend Online > Join a Game and paste it."),
                             page);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* row = new QHBoxLayout;
    invitation_ = new QLineEdit(page);
    invitation_->setObjectName(QStringLiteral("invitationText"));
    invitation_->setReadOnly(true);
    invitation_->setMinimumWidth(460);
    row->addWidget(invitation_, 1);
    auto* copy = new QPushButton(tr("&Copy Invitation"), page);
    copy->setObjectName(QStringLiteral("copyInvitationButton"));
    connect(copy, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(invitation_->text()); });
    row->addWidget(copy);
    layout->addLayout(row);
    status_ = new QLabel(page);
    status_->setObjectName(QStringLiteral("hostStatus"));
    status_->setWordWrap(true);
    layout->addWidget(status_);
    upnpStatus_ = new QLabel(page);
    upnpStatus_->setWordWrap(true);
    layout->addWidget(upnpStatus_);
    notices_ = new QLabel(page);
    notices_->setWordWrap(true);
    notices_->setStyleSheet(QStringLiteral("color: #b00020"));
    layout->addWidget(notices_);
    auto* buttons = new QDialogButtonBox(page);
    QPushButton* stop = buttons->addButton(tr("&Stop Hosting"), QDialogButtonBox::RejectRole);
    stop->setObjectName(QStringLiteral("stopHostingButton"));
    connect(buttons, &QDialogButtonBox::rejected, this, &OnlineHostDialog::reject);
    layout->addWidget(buttons);
    return page;
}

void OnlineHostDialog::updateStartChoices() {
    start_->clear();
    start_->addItem(tr("The start position"), kStartPosition);
    if (variant_->currentData().toString() == QString::fromUtf8(board_.variant().id()))
        start_->addItem(tr("The position on the board"), kBoardPosition);
}

shogi::TimeControl OnlineHostDialog::chosenClock() const {
    std::string error;
    const std::optional<shogi::TimeControl> control = shogi::parseTimeControl(clock_->currentData().toString().toStdString(), error);
    return control ? *control : shogi::TimeControl{};
}

bool OnlineHostDialog::startHosting() {
    formError_->clear();
    shogi::GameRecord record;
    shogi::Side side = shogi::kBlack;
    shogi::net::HostSettings host;
    host.port = static_cast<quint16>(port_->value());
    host.upnp = upnp_->isChecked();
    if (saved_->currentIndex() > 0) {
        // A game hosted before: the same invitation again, so the friend's copy goes on.
        const QString id = saved_->currentData().toString();
        QString error;
        const std::optional<shogi::GameRecord> loaded = GameFile::load(OnlineGames::hostedPath(id), error);
        if (!loaded) {
            formError_->setText(tr("The saved game could not be read: %1").arg(error));
            return false;
        }
        record = *loaded;
        for (const OnlineGames::Hosted& h : OnlineGames::hosted())
            if (h.gameId == id) {
                side = h.side;
                std::string why;
                if (const auto invitation = shogi::net::parseInvitation(h.invitation.toStdString(), why)) {
                    host.port = invitation->port;
                    host.secret = invitation->secret;
                }
            }
    } else {
        record.variant = shogi::findVariant(variant_->currentData().toString().toStdString());
        record.start = start_->currentData().toInt() == kBoardPosition ? board_ : shogi::startPosition(*record.variant);
        record.date = shogi::formatRecordDate(std::chrono::system_clock::now());
        record.timeControl = chosenClock();
        record.gameId = shogi::makeGameId(QRandomGenerator::global()->generate64());
        const int choice = side_->currentIndex();
        side = choice == kWhiteSide ? shogi::kWhite
               : choice == kRandomSide ? shogi::Side(QRandomGenerator::global()->bounded(2))
                                       : shogi::kBlack;
    }
    settings_.setOnlinePort(port_->value());
    settings_.setOnlineUpnp(upnp_->isChecked());
    QString error;
    if (!online_.host(record, side, name_->text().trimmed(), host, error)) {
        formError_->setText(tr("Could not host: %1").arg(error));
        return false;
    }
    // The waiting page is smaller than the form: the dialog fits it (fitHeight).
    pages_->widget(0)->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
    pages_->setCurrentIndex(1);
    showInvitation(online_.invitation());
    status_->setText(tr("You play %1. Listening on port %2: waiting for your friend to join…")
                         .arg(sideName(side))
                         .arg(online_.netGame()->port()));
    upnpStatus_->setText(host.upnp ? tr("Opening the port on the router…") : tr("The port is not opened on the router (UPnP is off)."));
    fitHeight();
    return true;
}

void OnlineHostDialog::fitHeight() {
    // Wrapped lines take the height their width needs (the stacked pages do not ask them), once
    // the new texts are laid out.
    QTimer::singleShot(0, this, [this] {
        for (QLabel* label : pages_->widget(1)->findChildren<QLabel*>())
            if (label->wordWrap()) label->setMinimumHeight(label->heightForWidth(label->width()));
        adjustSize();
    });
}

void OnlineHostDialog::showInvitation(const QString& text) {
    invitation_->setText(text);
    invitation_->setCursorPosition(0);
}

QString OnlineHostDialog::invitation() const { return invitation_->text(); }

QString OnlineHostDialog::status() const { return status_->text(); }

void OnlineHostDialog::reject() {
    if (!online_.onBoard()) online_.cancel();
    QDialog::reject();
}

}  // namespace ui
