#include "dialogs/OnlineJoinDialog.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include "play/NetworkGameController.h"
#include "protocol/Invitation.h"
#include "settings/AppSettings.h"

namespace ui {

OnlineJoinDialog::OnlineJoinDialog(NetworkGameController& online, AppSettings& settings, QWidget* parent)
    : QDialog(parent), online_(online), settings_(settings) {
    setWindowTitle(tr("Join a friend's game"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Paste the invitation your friend sent you (it starts with \"lshogi1:\")."), this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    invitation_ = new QPlainTextEdit(this);
    invitation_->setObjectName(QStringLiteral("invitationInput"));
    invitation_->setMaximumHeight(80);
    invitation_->setTabChangesFocus(true);
    invitation_->setMinimumWidth(460);
    layout->addWidget(invitation_);
    auto* form = new QFormLayout;
    name_ = new QLineEdit(settings_.playerName(1), this);
    name_->setObjectName(QStringLiteral("joinName"));
    name_->setMaxLength(40);
    name_->setPlaceholderText(tr("Name (optional)"));
    form->addRow(tr("Your &name:"), name_);
    layout->addLayout(form);
    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("joinStatus"));
    status_->setWordWrap(true);
    layout->addWidget(status_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    joinButton_ = buttons->addButton(tr("&Join"), QDialogButtonBox::AcceptRole);
    joinButton_->setObjectName(QStringLiteral("joinButton"));
    joinButton_->setDefault(true);
    connect(joinButton_, &QPushButton::clicked, this, &OnlineJoinDialog::startJoining);
    connect(buttons, &QDialogButtonBox::rejected, this, &OnlineJoinDialog::reject);
    layout->addWidget(buttons);

    // An invitation on the clipboard is what the player came with.
    std::string error;
    const QString clipboard = QApplication::clipboard()->text();
    if (shogi::net::parseInvitation(clipboard.toStdString(), error)) invitation_->setPlainText(clipboard.trimmed());

    connect(&online_, &NetworkGameController::started, this, &QDialog::accept);
    connect(&online_, &NetworkGameController::linkChanged, this,
            [this](shogi::net::NetGame::LinkState state, const QString& detail) {
                if (state == shogi::net::NetGame::LinkState::Connecting)
                    status_->setText(tr("Connecting to %1…").arg(detail));
                else if (state == shogi::net::NetGame::LinkState::Connected)
                    status_->setText(tr("Connected to %1; receiving the game…").arg(detail));
            });
    connect(&online_, &NetworkGameController::closed, this, [this](const QString& why) {
        if (online_.onBoard()) return;
        status_->setText(tr("Could not join: %1").arg(why));
        joinButton_->setEnabled(true);
    });
}

void OnlineJoinDialog::setInvitation(const QString& text) { invitation_->setPlainText(text); }

QString OnlineJoinDialog::status() const { return status_->text(); }

bool OnlineJoinDialog::startJoining() {
    std::string error;
    const std::optional<shogi::net::Invitation> invitation = shogi::net::parseInvitation(invitation_->toPlainText().toStdString(), error);
    if (!invitation) {
        status_->setText(tr("This is not an invitation that can be used: %1").arg(QString::fromStdString(error)));
        return false;
    }
    QString why;
    if (!online_.join(*invitation, name_->text().trimmed(), why)) {
        status_->setText(tr("Could not join: %1").arg(why));
        return false;
    }
    joinButton_->setEnabled(false);
    return true;
}

void OnlineJoinDialog::reject() {
    if (!online_.onBoard()) online_.cancel();
    QDialog::reject();
}

}  // namespace ui
