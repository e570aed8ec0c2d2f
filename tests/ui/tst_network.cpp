// A game with a friend elsewhere in the window's terms: two GameControllers in one process, one
// hosting through the host dialog and one joining through the join dialog over 127.0.0.1; moves
// from either board reach the other; a dropped connection holds both boards and their clocks;
// resigning, a draw offer and a takeback go through the session; the menus; and the
// correspondence items (a move copied for a friend, a friend's move pasted and checked).
#include <QApplication>
#include <QClipboard>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QtTest>

#include "UiTestMain.h"
#include "UiTestSupport.h"
#include "dialogs/OnlineHostDialog.h"
#include "dialogs/OnlineJoinDialog.h"
#include "panels/OnlinePanel.h"
#include "play/FriendMoves.h"
#include "play/GameController.h"
#include "play/NetworkGameController.h"
#include "record/FriendMove.h"
#include "settings/AppSettings.h"
#include "windows/MainWindow.h"

using namespace shogi;
using ui::GameController;
using ui::NetworkGameController;

using uitest::play;

namespace {

// Two sides of one game in this process: a host and a guest, each with its window's controller.
struct TwoBoards {
    GameController hostBoard, guestBoard;
    NetworkGameController host{hostBoard}, guest{guestBoard};
    ui::AppSettings settings;

    // Hosts `variant` with the host dialog (Black for the host) and joins it with the join dialog.
    bool start(const char* variant, const char* clock = "none") {
        hostBoard.newGame(*findVariant(variant), {}, {});
        settings.setOnlineUpnp(false);
        settings.setOnlinePort(0);
        ui::OnlineHostDialog hostDialog(host, settings, hostBoard.positionAt(0));
        if (auto* c = hostDialog.findChild<QComboBox*>(QStringLiteral("onlineClock"))) {
            for (int i = 0; i < c->count(); ++i)
                if (c->itemData(i).toString().startsWith(QString::fromLatin1(clock))) c->setCurrentIndex(i);
        }
        if (!hostDialog.startHosting()) return false;
        ui::OnlineJoinDialog joinDialog(guest, settings);
        joinDialog.setInvitation(QStringLiteral("Here you go: %1").arg(hostDialog.invitation()));
        if (!joinDialog.startJoining()) return false;
        return QTest::qWaitFor([this] { return host.onBoard() && guest.onBoard(); }, 10000);
    }
};

}  // namespace

class TestNetwork : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { uitest::useTestSettings("tst_network"); }
    void hostingAndJoiningPutTheGameOnBothBoards();
    void movesFromEitherBoardReachTheOther();
    void aDroppedConnectionHoldsBothBoardsAndTheirClocks();
    void resigningGoesThroughTheSession();
    void aDrawOfferAndATakebackThroughThePanel();
    void theHostDialogSaysWhatIsWrong();
    void theJoinDialogSaysWhatIsWrong();
    void theMenusOfferPlayingAFriend();
    void aMoveCopiedForAFriendIsPlayedOnTheirCopy();
    void aFriendsMoveForAnotherGameOrPlyIsRefused();
};

void TestNetwork::hostingAndJoiningPutTheGameOnBothBoards() {
    TwoBoards t;
    QVERIFY(t.start("micro"));
    QCOMPARE(t.hostBoard.remoteSide(), std::optional<Side>(kWhite));
    QCOMPARE(t.guestBoard.remoteSide(), std::optional<Side>(kBlack));
    QCOMPARE(t.guestBoard.game().variant().id(), std::string("micro"));
    QCOMPARE(t.hostBoard.gameId(), t.guestBoard.gameId());
    QVERIFY(!t.hostBoard.gameId().empty());
    // Each board takes moves for its own side only; undo and redo are not the players' own.
    QVERIFY(t.hostBoard.humanToMove());
    QVERIFY(!t.guestBoard.humanToMove());
    QVERIFY(!t.hostBoard.canUndo());
    QVERIFY(!t.guestBoard.computerToMove());
}

void TestNetwork::movesFromEitherBoardReachTheOther() {
    TwoBoards t;
    QVERIFY(t.start("micro"));
    QVERIFY(!play(t.guestBoard, "a4-a3"));  // not the guest's turn
    QVERIFY(play(t.hostBoard, "d2-d3"));
    QTRY_COMPARE(t.guestBoard.moveCount(), 1);
    QVERIFY(t.guestBoard.humanToMove());
    QVERIFY(play(t.guestBoard, "a4-a3"));
    QTRY_COMPARE(t.hostBoard.moveCount(), 2);
    QCOMPARE(t.hostBoard.moveTexts(), t.guestBoard.moveTexts());
    QCOMPARE(t.host.netGame()->session().ply(), 2);
}

void TestNetwork::aDroppedConnectionHoldsBothBoardsAndTheirClocks() {
    TwoBoards t;
    QVERIFY(t.start("micro", "fischer"));
    QVERIFY(play(t.hostBoard, "d2-d3"));
    QTRY_COMPARE(t.guestBoard.moveCount(), 1);
    QTRY_VERIFY(t.guestBoard.clock().running().has_value());
    t.host.netGame()->dropLink();
    QTRY_VERIFY(t.hostBoard.paused() && t.guestBoard.paused());
    QVERIFY(!t.guestBoard.clock().running());
    QVERIFY(!t.hostBoard.clock().running());
    QVERIFY(!play(t.guestBoard, "a4-a3"));  // held: the board takes no move
    // The guest comes back by itself; the game goes on where it was.
    QTRY_VERIFY_WITH_TIMEOUT(!t.hostBoard.paused() && !t.guestBoard.paused(), 10000);
    QVERIFY(play(t.guestBoard, "a4-a3"));
    QTRY_COMPARE(t.hostBoard.moveCount(), 2);
    QCOMPARE(t.hostBoard.clock().state(kWhite), t.guestBoard.clock().state(kWhite));
}

void TestNetwork::resigningGoesThroughTheSession() {
    TwoBoards t;
    QVERIFY(t.start("micro"));
    QVERIFY(play(t.hostBoard, "d2-d3"));
    QTRY_COMPARE(t.guestBoard.moveCount(), 1);
    // The guest resigns (on its own turn or not, it is its own side that resigns).
    QCOMPARE(t.guestBoard.resigningSide(), kWhite);
    t.guestBoard.resign();
    QTRY_VERIFY(t.hostBoard.game().result().over());
    QTRY_VERIFY(t.guestBoard.game().result().over());
    QCOMPARE(t.hostBoard.game().result(), winFor(kBlack, EndReason::Resignation));
    QCOMPARE(t.guestBoard.game().result(), winFor(kBlack, EndReason::Resignation));
    QVERIFY(t.guestBoard.record().resigned == std::optional<Side>(kWhite));
}

void TestNetwork::aDrawOfferAndATakebackThroughThePanel() {
    TwoBoards t;
    QVERIFY(t.start("micro"));
    ui::OnlinePanel hostPanel(t.host), guestPanel(t.guest);
    QVERIFY(play(t.hostBoard, "d2-d3"));
    QTRY_COMPARE(t.guestBoard.moveCount(), 1);
    // The host asks to take its move back; the guest accepts in its panel.
    hostPanel.findChild<QPushButton*>(QStringLiteral("takebackButton"))->click();
    QTRY_COMPARE(guestPanel.offerText(), QStringLiteral("Your friend asks to take back their last move."));
    guestPanel.findChild<QPushButton*>(QStringLiteral("acceptOfferButton"))->click();
    QTRY_COMPARE(t.hostBoard.moveCount(), 0);
    QTRY_COMPARE(t.guestBoard.moveCount(), 0);
    // Then a draw: offered by the host, accepted by the guest.
    QVERIFY(play(t.hostBoard, "d2-d3"));
    hostPanel.findChild<QPushButton*>(QStringLiteral("offerDrawButton"))->click();
    QTRY_COMPARE(guestPanel.offerText(), QStringLiteral("Your friend offers a draw."));
    guestPanel.findChild<QPushButton*>(QStringLiteral("acceptOfferButton"))->click();
    const GameResult draw{Outcome::Draw, EndReason::Agreement};
    QTRY_COMPARE(t.hostBoard.game().result(), draw);
    QTRY_COMPARE(t.guestBoard.game().result(), draw);
    QVERIFY(t.hostBoard.record().drawAgreed);
    // A chat line crosses too.
    auto* input = guestPanel.findChild<QLineEdit*>(QStringLiteral("chatInput"));
    input->setText(QStringLiteral("good game"));
    QTest::keyClick(input, Qt::Key_Return);
    QTRY_VERIFY(hostPanel.chatText().contains(QStringLiteral("Friend: good game")));
    QVERIFY(guestPanel.chatText().contains(QStringLiteral("You: good game")));
}

void TestNetwork::theHostDialogSaysWhatIsWrong() {
    // A port another program holds: the reason is shown and nothing starts.
    GameController board;
    NetworkGameController first(board), second(board);
    ui::AppSettings settings;
    settings.setOnlineUpnp(false);
    settings.setOnlinePort(0);
    ui::OnlineHostDialog one(first, settings, board.positionAt(0));
    QVERIFY(one.startHosting());
    QVERIFY(one.invitation().startsWith(QStringLiteral("lshogi1:")));
    settings.setOnlinePort(first.netGame()->port());
    ui::OnlineHostDialog two(second, settings, board.positionAt(0));
    QVERIFY(!two.startHosting());
    QVERIFY(!second.active());
    QLabel* error = nullptr;
    for (QLabel* l : two.findChildren<QLabel*>())
        if (l->text().startsWith(QStringLiteral("Could not host: "))) error = l;
    QVERIFY(error);
    QVERIFY2(error->text().contains(QString::number(first.netGame()->port())), qPrintable(error->text()));
}

void TestNetwork::theJoinDialogSaysWhatIsWrong() {
    GameController board;
    NetworkGameController online(board);
    ui::AppSettings settings;
    ui::OnlineJoinDialog dialog(online, settings);
    dialog.setInvitation(QStringLiteral("see you at the usual place"));
    QVERIFY(!dialog.startJoining());
    QCOMPARE(dialog.status(),
             QStringLiteral("This is not an invitation that can be used: no invitation in the text (it starts with 'lshogi1:')"));
    // Nobody listens there.
    dialog.setInvitation(QStringLiteral("lshogi1:7QK4-M2XP-9D3F-HT6W-ZR8B-C5NJ@127.0.0.1:1"));
    QVERIFY(dialog.startJoining());
    QTRY_VERIFY(dialog.status().startsWith(QStringLiteral("Could not join: could not reach the host at 127.0.0.1, port 1")));
    QVERIFY(!online.onBoard());
}

void TestNetwork::theMenusOfferPlayingAFriend() {
    uitest::ScriptedQuestions questions;
    ui::MainWindow window;
    window.setQuestions(&questions);
    for (const char* name : {"hostOnlineAction", "joinOnlineAction", "offerDrawAction", "takebackAction",
                             "saveAndEndOnlineAction", "onlineSoundsAction", "copyFriendMoveAction", "pasteFriendMoveAction"})
        QVERIFY2(window.findChild<QAction*>(QString::fromLatin1(name)), name);
    // Offers belong to a game with a friend online; an ordinary game has none to make.
    QVERIFY(!window.findChild<QAction*>(QStringLiteral("offerDrawAction"))->isEnabled());
    QVERIFY(!window.findChild<QAction*>(QStringLiteral("copyFriendMoveAction"))->isEnabled());
    window.controller().newGame(*findVariant("micro"), {}, {});
    QVERIFY(play(window.controller(), "d2-d3"));
    QVERIFY(window.findChild<QAction*>(QStringLiteral("copyFriendMoveAction"))->isEnabled());
}

void TestNetwork::aMoveCopiedForAFriendIsPlayedOnTheirCopy() {
    GameController mine, theirs;
    mine.newGame(*findVariant("micro"), {}, {});
    theirs.newGame(*findVariant("micro"), {}, {});
    QVERIFY(ui::FriendMoves::lastMove(mine).isEmpty());  // nothing to send yet
    QVERIFY(play(mine, "d2-d3"));
    const QString first = ui::FriendMoves::lastMove(mine);
    QVERIFY(!mine.gameId().empty());  // the game got an id
    QVERIFY2(first.startsWith(QStringLiteral("large-shogi move %1 micro 1 d2-d3 ").arg(QString::fromStdString(mine.gameId()))),
             qPrintable(first));
    // The friend's copy takes the move, and the game's id with it.
    QCOMPARE(ui::FriendMoves::play(theirs, QStringLiteral("from Hanako:\n%1\n").arg(first)), QString());
    QCOMPARE(theirs.moveCount(), 1);
    QCOMPARE(theirs.gameId(), mine.gameId());
    QVERIFY(play(theirs, "a4-a3"));
    QCOMPARE(ui::FriendMoves::play(mine, ui::FriendMoves::lastMove(theirs)), QString());
    QCOMPARE(mine.moveTexts(), theirs.moveTexts());
    // The id is saved with the game.
    QCOMPARE(mine.record().gameId, mine.gameId());
}

void TestNetwork::aFriendsMoveForAnotherGameOrPlyIsRefused() {
    GameController mine, theirs, stranger;
    for (GameController* c : {&mine, &theirs, &stranger}) c->newGame(*findVariant("micro"), {}, {});
    QVERIFY(play(mine, "d2-d3"));
    const QString move1 = ui::FriendMoves::lastMove(mine);
    QCOMPARE(ui::FriendMoves::play(theirs, move1), QString());
    // The same move again: it is on the board already.
    QCOMPARE(ui::FriendMoves::play(theirs, move1), QStringLiteral("Move 1 (d2-d3) is on the board already."));
    // A move two ahead: the one between is missing.
    QVERIFY(play(mine, "a4-a3"));
    QVERIFY(play(mine, "c1-d2"));
    QCOMPARE(ui::FriendMoves::play(theirs, ui::FriendMoves::lastMove(mine)),
             QStringLiteral("This is move 3, but the game here is at move 1: the moves between are missing."));
    QCOMPARE(theirs.moveCount(), 1);
    // Another game's move.
    QVERIFY(play(stranger, "d2-d3"));
    QVERIFY(play(stranger, "a4-a3"));
    ui::FriendMoves::lastMove(stranger);
    QVERIFY(play(theirs, "a4-a3"));
    QVERIFY(play(stranger, "c1-d2"));
    const QString other = ui::FriendMoves::lastMove(stranger);
    QVERIFY(ui::FriendMoves::play(theirs, other).startsWith(QStringLiteral("This move is for game ")));
    QCOMPARE(theirs.moveCount(), 2);
    // A forged hash: the position after it is not the friend's.
    std::string error;
    FriendMove forged = *parseFriendMove(ui::FriendMoves::lastMove(mine).toStdString(), error);
    forged.hash ^= 1;
    QCOMPARE(ui::FriendMoves::play(theirs, QString::fromStdString(formatFriendMove(forged))),
             QStringLiteral("After move 3 (c1-d2) the position here differs from your friend's: the two copies are not the same "
                            "game."));
    QCOMPARE(theirs.moveCount(), 2);
    QVERIFY(ui::FriendMoves::play(theirs, QStringLiteral("hello")).startsWith(QStringLiteral("The clipboard holds no friend's move")));
}

SHOGI_UI_TEST(TestNetwork, "tst_network");
#include "tst_network.moc"
