// Saving and loading game files: the atomic save (files/FileWrite, through GameFile) and reading
// from disk. The text itself (round trips, damaged and truncated texts) is tested in
// tests/core/saved_game_test.
#include <QTemporaryDir>
#include <QtTest>
#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include "UiTestSupport.h"
#include "UiTestMain.h"
#include "play/GameController.h"
#include "play/GameFile.h"
#include "record/SavedGame.h"

using namespace shogi;

class TestGameFile : public QObject {
    Q_OBJECT

private slots:
    void savedFileLoadsBack();
    void failedLoadLeavesTheGameUntouched();
    void missingFileIsReported();
    void truncatedFilesAreRefused();
    void successfulSaveReplacesThePreviousFile();
    void failedWriteLeavesThePreviousFile();
    void unwritableTargetLeavesThePreviousFile();
    void readOnlyFileIsRefusedAndKept();
    void modeOfTheFileIsKept();
    void symbolicLinkIsFollowed();
    void fileLargerThanAGameIsRefused();
};

namespace {

// A game of `variant` from the given moves, hot-seat.
std::unique_ptr<ui::GameController> played(const char* variant, const QStringList& moves) {
    auto c = std::make_unique<ui::GameController>();
    c->newGame(*findVariant(variant), shogi::PlayerSpec{}, shogi::PlayerSpec{});
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

void TestGameFile::savedFileLoadsBack() {
    const auto c = played("heian-dai", {"a3-a4", "a11-a10", "g4-g5"});
    QVERIFY(c);
    shogi::GameRecord record = c->record();
    record.players[kWhite] = shogi::PlayerSpec{true, "random"};
    QTemporaryDir dir;
    const QString path = dir.filePath("game.lsg");
    QString error;
    QVERIFY2(ui::GameFile::save(path, record, error), qPrintable(error));
    QCOMPARE(contents(path), QByteArray::fromStdString(SavedGame::write(record)));
    const auto loaded = ui::GameFile::load(path, error);
    QVERIFY2(loaded, qPrintable(error));
    QCOMPARE(QString::fromUtf8(loaded->variant->id()), QString("heian-dai"));
    QVERIFY(loaded->moves == c->game().moves());
    QVERIFY(*loaded->start == c->game().startPosition());
    QVERIFY(loaded->players[kWhite] == record.players[kWhite]);
    QVERIFY(!loaded->players[kBlack].computer);
    QCOMPARE(loaded->date, record.date);
    QVERIFY(!loaded->date.empty());
}

void TestGameFile::failedLoadLeavesTheGameUntouched() {
    ui::GameController c;
    c.newGame(*findVariant("heian-dai"), shogi::PlayerSpec{}, shogi::PlayerSpec{});
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

void TestGameFile::missingFileIsReported() {
    QTemporaryDir dir;
    QString error;
    QVERIFY(!ui::GameFile::load(dir.filePath("missing.lsg"), error));
    QVERIFY2(error.contains("No such file"), qPrintable(error));
}

// A file cut short (a full disk, an interrupted copy) is refused when opened, with the line
// and the reason; only the whole file reads.
void TestGameFile::truncatedFilesAreRefused() {
    const auto c = played("micro", {"d2-d3", "a4-a3", "d3-d4", "a3-a2", "d4xd5+", "c5xd5+", "+S*d3"});
    QVERIFY(c);
    const QByteArray whole = QByteArray::fromStdString(SavedGame::write(c->record()));
    QTemporaryDir dir;
    const QString path = dir.filePath("cut.lsg");
    QString error;
    for (qsizetype size = 0; size <= whole.size(); size += size + 17 < whole.size() ? 17 : 1) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(whole.left(size));
        f.close();
        error.clear();
        const auto loaded = ui::GameFile::load(path, error);
        if (size + 1 < whole.size()) {
            QVERIFY2(!loaded, qPrintable(QString("accepted %1 of %2 bytes").arg(size).arg(whole.size())));
            QVERIFY2(error.startsWith("line "), qPrintable(error));
        } else {
            QVERIFY2(loaded, qPrintable(error));
            QVERIFY(loaded->moves == c->game().moves());
        }
    }
}

void TestGameFile::successfulSaveReplacesThePreviousFile() {
    const auto first = played("micro", {"d2-d3"});
    const auto second = played("heian-dai", {"a3-a4", "a11-a10"});
    QVERIFY(first && second);
    QTemporaryDir dir;
    const QString path = dir.filePath("game.lsg");
    QString error;
    QVERIFY2(ui::GameFile::save(path, first->record(), error), qPrintable(error));
    QVERIFY2(ui::GameFile::save(path, second->record(), error), qPrintable(error));
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
    QVERIFY2(ui::GameFile::save(path, first->record(), error), qPrintable(error));
    const QByteArray before = contents(path);

    const qsizetype newSize = qsizetype(SavedGame::write(second->record()).size());
    // Full at once, after a few bytes, and a few bytes before the end.
    for (const rlim_t limit : {rlim_t(0), rlim_t(64), rlim_t(newSize - 5)}) {
        rlimit old{};
        QCOMPARE(getrlimit(RLIMIT_FSIZE, &old), 0);
        const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);  // the write fails with EFBIG instead
        rlimit small = old;
        small.rlim_cur = limit;
        QCOMPARE(setrlimit(RLIMIT_FSIZE, &small), 0);
        error.clear();
        const bool saved = ui::GameFile::save(path, second->record(), error);
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
    QVERIFY(!ui::GameFile::save(dir.filePath("missing/game.lsg"), game->record(), error));
    QVERIFY(!error.isEmpty());
    QVERIFY(QDir(dir.path()).mkdir("folder.lsg"));
    error.clear();
    QVERIFY(!ui::GameFile::save(dir.filePath("folder.lsg"), game->record(), error));
    QVERIFY(!error.isEmpty());
    QVERIFY(QFileInfo(dir.filePath("folder.lsg")).isDir());
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{});
}

// The same writer as shogi-cli's --save (docs/formats.md, "Writing files"): a read-only file
// is refused and left as it was, even for root, who could write it.
void TestGameFile::readOnlyFileIsRefusedAndKept() {
    const auto game = played("micro", {"d2-d3"});
    QVERIFY(game);
    QTemporaryDir dir;
    const QString path = dir.filePath("game.lsg");
    QFile old(path);
    QVERIFY(old.open(QIODevice::WriteOnly));
    old.write("old game");
    old.close();
    QVERIFY(old.setPermissions(QFileDevice::ReadOwner | QFileDevice::ReadGroup));
    QString error;
    QVERIFY(!ui::GameFile::save(path, game->record(), error));
    QVERIFY2(error.contains("read-only"), qPrintable(error));
    QCOMPARE(contents(path), QByteArray("old game"));
    struct stat st {};
    QCOMPARE(::stat(QFile::encodeName(path).constData(), &st), 0);
    QCOMPARE(st.st_mode & 07777, mode_t(0440));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{"game.lsg"});
}

void TestGameFile::modeOfTheFileIsKept() {
    const auto game = played("micro", {"d2-d3"});
    QVERIFY(game);
    QTemporaryDir dir;
    const QString path = dir.filePath("game.lsg");
    QString error;
    QVERIFY2(ui::GameFile::save(path, game->record(), error), qPrintable(error));
    QVERIFY(::chmod(QFile::encodeName(path).constData(), 0600) == 0);
    QVERIFY2(ui::GameFile::save(path, game->record(), error), qPrintable(error));
    struct stat st {};
    QCOMPARE(::stat(QFile::encodeName(path).constData(), &st), 0);
    QCOMPARE(st.st_mode & 07777, mode_t(0600));
}

// A link is followed: its target gets the new text, atomically, and the link stays a link.
void TestGameFile::symbolicLinkIsFollowed() {
    const auto game = played("micro", {"d2-d3"});
    QVERIFY(game);
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkdir("games"));
    const QString real = dir.filePath("games/real.lsg");
    QFile old(real);
    QVERIFY(old.open(QIODevice::WriteOnly));
    old.write("old game");
    old.close();
    const QString link = dir.filePath("link.lsg");
    QVERIFY(QFile::link("games/real.lsg", link));
    QString error;
    QVERIFY2(ui::GameFile::save(link, game->record(), error), qPrintable(error));
    QVERIFY(QFileInfo(link).isSymLink());
    QCOMPARE(contents(real), QByteArray::fromStdString(SavedGame::write(game->record())));
    QCOMPARE(QDir(dir.filePath("games")).entryList(QDir::Files | QDir::Hidden), QStringList{"real.lsg"});
}

// Loading reads no more than a game can be: a larger file (here 100 MB taking no room) is
// refused on its size.
void TestGameFile::fileLargerThanAGameIsRefused() {
    QTemporaryDir dir;
    const QString path = dir.filePath("big.lsg");
    QFile big(path);
    QVERIFY(big.open(QIODevice::WriteOnly));
    QVERIFY(big.resize(100'000'000));
    big.close();
    QString error;
    QVERIFY(!ui::GameFile::load(path, error));
    QVERIFY2(error.contains("larger than"), qPrintable(error));
}

SHOGI_UI_TEST(TestGameFile, "tst_gamefile");
#include "tst_gamefile.moc"
