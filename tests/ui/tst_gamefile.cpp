// Saving and loading games (docs/game-format.md).
#include <QTemporaryDir>
#include <QtTest>
#include <csignal>
#include <sys/resource.h>

#include "UiTestSupport.h"
#include "play/GameController.h"
#include "play/GameFile.h"

using namespace shogi;

class TestGameFile : public QObject {
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void resignationSurvivesTheRoundTrip();
    void corruptFilesNameLineAndReason_data();
    void corruptFilesNameLineAndReason();
    void failedLoadLeavesTheGameUntouched();
    void truncatedFilesAreRefused_data();
    void truncatedFilesAreRefused();
    void successfulSaveReplacesThePreviousFile();
    void failedWriteLeavesThePreviousFile();
    void unwritableTargetLeavesThePreviousFile();
    void longGameIsSavedQuickly();
};

namespace {

// A game of `variant` from the given moves, hot-seat.
std::unique_ptr<ui::GameController> played(const char* variant, const QStringList& moves) {
    auto c = std::make_unique<ui::GameController>();
    c->newGame(*findVariant(variant), ui::PlayerSpec{}, ui::PlayerSpec{});
    for (const QString& t : moves) {
        const auto m = uitest::moveByText(c->game(), t.toStdString());
        if (!m || !c->playMove(*m)) return nullptr;
    }
    return c;
}

QByteArray contents(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>");
}

}  // namespace

void TestGameFile::roundTrip_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QStringList>("moves");
    QTest::newRow("heian") << "heian-dai" << QStringList{"a3-a4", "a11-a10", "g4-g5"};
    QTest::newRow("micro drop") << "micro" << QStringList{"d2-d3", "a4-a3", "d3-d4", "a3-a2", "d4xd5+", "c5xd5+", "+S*d3"};
}

void TestGameFile::roundTrip() {
    QFETCH(QString, variant);
    QFETCH(QStringList, moves);
    ui::GameController c;
    c.newGame(*findVariant(variant.toStdString()), ui::PlayerSpec{}, ui::PlayerSpec{true, "random"});
    c.setComputerPauseMs(0);
    // Play the given moves as hot-seat first, then hand White to the computer in the record.
    c.newGame(*findVariant(variant.toStdString()), ui::PlayerSpec{}, ui::PlayerSpec{});
    for (const QString& t : moves) {
        const auto m = uitest::moveByText(c.game(), t.toStdString());
        QVERIFY2(m, qPrintable(t));
        QVERIFY(c.playMove(*m));
    }
    ui::GameRecord record = c.record();
    record.players[kWhite] = ui::PlayerSpec{true, "random"};

    QTemporaryDir dir;
    const QString path = dir.filePath("game.lsg");
    QString error;
    QVERIFY2(ui::GameFile::save(path, record, c.game(), error), qPrintable(error));
    const auto loaded = ui::GameFile::load(path, error);
    QVERIFY2(loaded, qPrintable(error));
    QCOMPARE(QString::fromUtf8(loaded->variant->id()), variant);
    QVERIFY(loaded->moves == c.game().moves());
    QVERIFY(*loaded->start == c.game().startPosition());
    QVERIFY(loaded->players[kWhite] == record.players[kWhite]);
    QVERIFY(!loaded->players[kBlack].computer);
    QCOMPARE(loaded->date.toSecsSinceEpoch(), record.date.toSecsSinceEpoch());
    QVERIFY(ui::GameFile::replay(*loaded).position() == c.game().position());
}

void TestGameFile::resignationSurvivesTheRoundTrip() {
    ui::GameController c;
    c.newGame(*findVariant("micro"), ui::PlayerSpec{}, ui::PlayerSpec{});
    c.resign();
    QVERIFY(c.game().result().over());
    QString error;
    const auto loaded = ui::GameFile::read(ui::GameFile::write(c.record(), c.game()), error);
    QVERIFY2(loaded, qPrintable(error));
    QVERIFY(ui::GameFile::replay(*loaded).result() == c.game().result());
}

void TestGameFile::corruptFilesNameLineAndReason_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    const QString head = "LargeShogiGame 1\nVariant: micro\nBlack: Human\nWhite: Human\n";
    QTest::newRow("not a game") << "hello\n" << "line 1:";
    QTest::newRow("unknown variant") << "LargeShogiGame 1\nVariant: chess\n" << "line 2: unknown variant 'chess'";
    QTest::newRow("bad player") << "LargeShogiGame 1\nVariant: micro\nBlack: Robot\n" << "line 3:";
    QTest::newRow("bad start") << head + "Start: k,b,g/zz b -\nMoves:\n" << "line 5:";
    QTest::newRow("illegal move") << head + "Moves:\n1. d2-d3\n2. d3-d4\nEnd\n" << "line 7:";
    QTest::newRow("garbage move") << head + "Moves:\n1. d2-d3\n2. banana\nEnd\n" << "banana";
    QTest::newRow("unknown key") << head + "Colour: blue\n" << "line 5: unknown key 'Colour'";
    QTest::newRow("no moves line") << head << "incomplete";
    QTest::newRow("no end line") << head + "Moves:\n1. d2-d3\n" << "incomplete";
    QTest::newRow("text after end") << head + "Moves:\n1. d2-d3\nEnd\n2. a4-a3\n" << "line 8: text after the End line";
}

void TestGameFile::corruptFilesNameLineAndReason() {
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QString error;
    QVERIFY(!ui::GameFile::read(text, error));
    QVERIFY2(error.contains(expected), qPrintable(error));
}

void TestGameFile::failedLoadLeavesTheGameUntouched() {
    ui::GameController c;
    c.newGame(*findVariant("heian-dai"), ui::PlayerSpec{}, ui::PlayerSpec{});
    QVERIFY(c.playMove(*uitest::moveByText(c.game(), "a3-a4")));
    QTemporaryDir dir;
    QFile file(dir.filePath("bad.lsg"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("LargeShogiGame 1\nVariant: micro\nMoves:\n1. d2-d3\n2. zz\n");
    file.close();
    QString error;
    const auto loaded = ui::GameFile::load(file.fileName(), error);
    QVERIFY(!loaded);
    QVERIFY(error.startsWith("line 5:"));
    // The window only replaces the game after a successful read.
    QCOMPARE(QString::fromUtf8(c.game().variant().id()), QString("heian-dai"));
    QCOMPARE(c.moveCount(), 1);
}

void TestGameFile::truncatedFilesAreRefused_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QStringList>("moves");
    QTest::addColumn<bool>("resign");
    QTest::newRow("micro drop") << "micro" << QStringList{"d2-d3", "a4-a3", "d3-d4", "a3-a2", "d4xd5+", "c5xd5+", "+S*d3"} << false;
    QTest::newRow("heian resigned") << "heian-dai" << QStringList{"a3-a4", "a11-a10", "g4-g5"} << true;
    QTest::newRow("maka no moves") << "maka-dai-dai" << QStringList{} << false;
}

// A file cut short at any byte (a full disk, an interrupted copy) is refused with a message,
// never read as a shorter game; only the whole text (with or without its final newline) reads.
void TestGameFile::truncatedFilesAreRefused() {
    QFETCH(QString, variant);
    QFETCH(QStringList, moves);
    QFETCH(bool, resign);
    const auto c = played(variant.toUtf8().constData(), moves);
    QVERIFY(c);
    if (resign) c->resign();
    const QByteArray whole = ui::GameFile::write(c->record(), c->game()).toUtf8();
    QVERIFY(whole.endsWith("\nEnd\n"));
    QString error;
    const auto full = ui::GameFile::read(QString::fromUtf8(whole), error);
    QVERIFY2(full, qPrintable(error));
    QVERIFY(full->moves == c->game().moves());
    QTemporaryDir dir;
    const QString path = dir.filePath("cut.lsg");
    for (qsizetype size = 0; size < whole.size() - 1; ++size) {
        const QByteArray cut = whole.left(size);
        error.clear();
        QVERIFY2(!ui::GameFile::read(QString::fromUtf8(cut), error), qPrintable(QString("accepted %1 of %2 bytes").arg(size).arg(whole.size())));
        QVERIFY2(!error.isEmpty() && error.startsWith("line "), qPrintable(error));
        if (size % 17 == 0) {  // through the file too, as the window opens it
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(cut);
            f.close();
            error.clear();
            QVERIFY(!ui::GameFile::load(path, error));
            QVERIFY(!error.isEmpty());
        }
    }
    QVERIFY(ui::GameFile::read(QString::fromUtf8(whole.chopped(1)), error));
}

void TestGameFile::successfulSaveReplacesThePreviousFile() {
    const auto first = played("micro", {"d2-d3"});
    const auto second = played("heian-dai", {"a3-a4", "a11-a10"});
    QVERIFY(first && second);
    QTemporaryDir dir;
    const QString path = dir.filePath("game.lsg");
    QString error;
    QVERIFY2(ui::GameFile::save(path, first->record(), first->game(), error), qPrintable(error));
    QVERIFY2(ui::GameFile::save(path, second->record(), second->game(), error), qPrintable(error));
    const auto loaded = ui::GameFile::load(path, error);
    QVERIFY2(loaded, qPrintable(error));
    QCOMPARE(QString::fromUtf8(loaded->variant->id()), QString("heian-dai"));
    QVERIFY(loaded->moves == second->game().moves());
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{"game.lsg"});  // no temporary left
}

// A disk that fills up while saving: the write fails (here a file size limit makes it fail
// after a few bytes, which works even as root), the save reports it, and the previous file
// is still there, whole.
void TestGameFile::failedWriteLeavesThePreviousFile() {
    const auto first = played("micro", {"d2-d3"});
    const auto second = played("heian-dai", {"a3-a4", "a11-a10"});
    QVERIFY(first && second);
    QTemporaryDir dir;
    const QString path = dir.filePath("game.lsg");
    QString error;
    QVERIFY2(ui::GameFile::save(path, first->record(), first->game(), error), qPrintable(error));
    const QByteArray before = contents(path);

    const qsizetype newSize = ui::GameFile::write(second->record(), second->game()).toUtf8().size();
    // Full at once, after a few bytes, and a few bytes before the end.
    for (const rlim_t limit : {rlim_t(0), rlim_t(64), rlim_t(newSize - 5)}) {
        rlimit old{};
        QCOMPARE(getrlimit(RLIMIT_FSIZE, &old), 0);
        const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);  // the write fails with EFBIG instead
        rlimit small = old;
        small.rlim_cur = limit;
        QCOMPARE(setrlimit(RLIMIT_FSIZE, &small), 0);
        error.clear();
        const bool saved = ui::GameFile::save(path, second->record(), second->game(), error);
        setrlimit(RLIMIT_FSIZE, &old);
        std::signal(SIGXFSZ, oldHandler);

        QVERIFY2(!saved, qPrintable(QString("saved with a limit of %1 bytes").arg(limit)));
        QVERIFY(!error.isEmpty());
        QCOMPARE(contents(path), before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{"game.lsg"});
    }
    const auto loaded = ui::GameFile::load(path, error);
    QVERIFY2(loaded, qPrintable(error));
    QVERIFY(loaded->moves == first->game().moves());
}

// The target cannot be replaced (its folder is gone, or the name is a folder): the save
// fails with a message and nothing is left behind.
void TestGameFile::unwritableTargetLeavesThePreviousFile() {
    const auto game = played("micro", {"d2-d3"});
    QVERIFY(game);
    QTemporaryDir dir;
    QString error;
    QVERIFY(!ui::GameFile::save(dir.filePath("missing/game.lsg"), game->record(), game->game(), error));
    QVERIFY(!error.isEmpty());
    QVERIFY(QDir(dir.path()).mkdir("folder.lsg"));
    error.clear();
    QVERIFY(!ui::GameFile::save(dir.filePath("folder.lsg"), game->record(), game->game(), error));
    QVERIFY(!error.isEmpty());
    QVERIFY(QFileInfo(dir.filePath("folder.lsg")).isDir());
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{});
}

// The game in progress is saved after every move, so saving a long game of the largest
// variant must stay quick (it runs on the GUI thread).
void TestGameFile::longGameIsSavedQuickly() {
    ui::GameController c;
    c.newGame(*findVariant("maka-dai-dai"), ui::PlayerSpec{}, ui::PlayerSpec{});
    std::uint64_t state = 88172645463325252ull;
    while (c.moveCount() < 300 && !c.game().result().over()) {
        state ^= state << 13, state ^= state >> 7, state ^= state << 17;
        const auto& legal = c.game().legalMoves();
        QVERIFY(c.playMove(legal[state % legal.size()]));
    }
    QTemporaryDir dir;
    QString error;
    QElapsedTimer clock;
    clock.start();
    QVERIFY2(ui::GameFile::save(dir.filePath("long.lsg"), c.record(), c.game(), error), qPrintable(error));
    const qint64 ms = clock.elapsed();
    qInfo("saving %d moves of maka-dai-dai took %lld ms", c.moveCount(), ms);
    QVERIFY2(ms < 1000, qPrintable(QString("%1 ms").arg(ms)));
    const auto loaded = ui::GameFile::load(dir.filePath("long.lsg"), error);
    QVERIFY2(loaded, qPrintable(error));
    QVERIFY(loaded->moves == c.game().moves());
}

QTEST_MAIN(TestGameFile)
#include "tst_gamefile.moc"
