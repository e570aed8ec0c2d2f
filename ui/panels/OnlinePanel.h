#pragma once
// The dock of a game with a friend elsewhere: how the connection stands (and Reconnect Now
// while it is down), the friend's draw offer or takeback request with Accept and Decline, the
// buttons to offer a draw, ask for a takeback and save and end the game, and a short chat with
// what the session had to say among the lines.

#include <QWidget>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

namespace ui {

class NetworkGameController;

class OnlinePanel : public QWidget {
    Q_OBJECT

public:
    explicit OnlinePanel(NetworkGameController& online, QWidget* parent = nullptr);

    QString statusText() const;
    QString offerText() const;
    QString chatText() const;

protected:
    // QEvent::LanguageChange: the texts again, the dock's title with them.
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void updateLink();
    void updateOffer();
    void addLine(const QString& line);

    NetworkGameController& online_;
    QLabel* status_;
    QPushButton* reconnect_;
    QLabel* offer_;
    QPushButton* accept_;
    QPushButton* decline_;
    QPushButton* drawButton_;
    QPushButton* takebackButton_;
    QPushButton* saveButton_;
    QPlainTextEdit* chat_;
    QLineEdit* chatInput_;
};

}  // namespace ui
