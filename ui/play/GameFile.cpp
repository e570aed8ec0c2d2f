#include "play/GameFile.h"

#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>
#include <QStringList>
#include <QTextStream>

#include "engine/Engine.h"

namespace ui {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("ui::GameFile", text); }

QString resultText(const shogi::Game& game) {
    const shogi::GameResult r = game.result();
    QString text = QString::fromLatin1(shogi::outcomeId(r.outcome));
    if (r.over()) text += QLatin1Char(' ') + QString::fromLatin1(shogi::endReasonId(r.reason));
    return text;
}

std::optional<PlayerSpec> parsePlayer(const QString& text) {
    if (text == QLatin1String("Human")) return PlayerSpec{};
    if (text.startsWith(QLatin1String("Computer "))) {
        const QString level = text.mid(9).trimmed();
        for (const std::string& l : shogi::engineLevels())
            if (level == QString::fromStdString(l)) return PlayerSpec{true, level};
    }
    return std::nullopt;
}

}  // namespace

QString GameFile::write(const GameRecord& record, const shogi::Game& game) {
    QString out;
    QTextStream s(&out);
    s << kMagic << "\n";
    s << "# " << tr("Large Shogi game record; the format is described in docs/game-format.md") << "\n";
    s << "Variant: " << record.variant->id() << "\n";
    s << "Black: " << record.players[shogi::kBlack].toText() << "\n";
    s << "White: " << record.players[shogi::kWhite].toText() << "\n";
    if (record.date.isValid()) s << "Date: " << record.date.toUTC().toString(Qt::ISODate) << "\n";
    s << "Result: " << resultText(game) << "\n";
    if (record.resigned) s << "Resigned: " << (*record.resigned == shogi::kBlack ? "black" : "white") << "\n";
    s << "Start: " << QString::fromStdString(shogi::formatPosition(game.startPosition())) << "\n";
    s << "Moves:\n";
    // Each move's text depends on the position before it, so the game is replayed.
    shogi::Game replayed(game.variant(), game.startPosition());
    int number = 1;
    for (const shogi::Move& m : game.moves()) {
        s << number++ << ". " << QString::fromStdString(replayed.moveText(m)) << "\n";
        replayed.play(m);
    }
    // The last line: a file without it was cut short (see GameFile::read).
    s << kEnd << "\n";
    return out;
}

std::optional<GameRecord> GameFile::read(const QString& text, QString& error) {
    const QStringList lines = text.split(QLatin1Char('\n'));
    GameRecord record;
    std::optional<shogi::Game> game;
    bool inMoves = false;
    bool sawMagic = false;
    bool sawEnd = false;
    QStringList seenKeys;
    auto fail = [&](int line, const QString& why) {
        error = tr("line %1: %2").arg(line).arg(why);
        return std::nullopt;
    };

    for (int i = 0; i < lines.size(); ++i) {
        const int lineNo = i + 1;
        const QString line = lines[i].trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#'))) continue;
        if (sawEnd) return fail(lineNo, tr("text after the End line"));
        if (!sawMagic) {
            if (line != QLatin1String(kMagic)) return fail(lineNo, tr("not a game file (expected '%1')").arg(QLatin1String(kMagic)));
            sawMagic = true;
            continue;
        }
        if (inMoves) {
            if (line == QLatin1String(kEnd)) {
                sawEnd = true;
                continue;
            }
            for (const QString& token : line.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
                if (token.endsWith(QLatin1Char('.')) && token.chopped(1).toInt() > 0) continue;  // move number
                std::string why;
                const std::optional<shogi::Move> m = game->parseMove(token.toStdString(), why);
                if (!m) return fail(lineNo, QString::fromStdString(why));
                game->play(*m);
                record.moves.push_back(*m);
            }
            continue;
        }
        const qsizetype colon = line.indexOf(QLatin1Char(':'));
        if (colon < 0) return fail(lineNo, tr("expected 'Key: value', found '%1'").arg(line));
        const QString key = line.left(colon).trimmed();
        const QString value = line.mid(colon + 1).trimmed();
        if (seenKeys.contains(key)) return fail(lineNo, tr("'%1' is given twice").arg(key));
        seenKeys << key;
        if (key == QLatin1String("Variant")) {
            record.variant = shogi::findVariant(value.toStdString());
            if (!record.variant) return fail(lineNo, tr("unknown variant '%1'").arg(value));
        } else if (key == QLatin1String("Black") || key == QLatin1String("White")) {
            const std::optional<PlayerSpec> p = parsePlayer(value);
            if (!p) return fail(lineNo, tr("unknown player '%1' (expected Human or Computer LEVEL)").arg(value));
            record.players[key == QLatin1String("Black") ? shogi::kBlack : shogi::kWhite] = *p;
        } else if (key == QLatin1String("Date")) {
            record.date = QDateTime::fromString(value, Qt::ISODate);
            if (!record.date.isValid()) return fail(lineNo, tr("bad date '%1'").arg(value));
        } else if (key == QLatin1String("Result")) {
            // Informational: the result is recomputed from the moves.
        } else if (key == QLatin1String("Resigned")) {
            if (value == QLatin1String("black")) record.resigned = shogi::kBlack;
            else if (value == QLatin1String("white")) record.resigned = shogi::kWhite;
            else return fail(lineNo, tr("Resigned must be black or white, found '%1'").arg(value));
        } else if (key == QLatin1String("Start")) {
            if (!record.variant) return fail(lineNo, tr("Start comes before Variant"));
            std::string why;
            record.start = shogi::parsePosition(*record.variant, value.toStdString(), why);
            if (!record.start) return fail(lineNo, QString::fromStdString(why));
        } else if (key == QLatin1String("Moves")) {
            if (!record.variant) return fail(lineNo, tr("Moves come before Variant"));
            if (!record.start) record.start = shogi::startPosition(*record.variant);
            game.emplace(*record.variant, *record.start);
            inMoves = true;
            if (!value.isEmpty()) return fail(lineNo, tr("moves start on the line after 'Moves:'"));
        } else {
            return fail(lineNo, tr("unknown key '%1'").arg(key));
        }
    }
    if (!sawMagic) return fail(1, tr("empty file"));
    if (!record.variant) return fail(lines.size(), tr("no Variant line"));
    // A game file ends with "End" after its moves; without it the file was cut short
    // (a disk that filled up, a copy that stopped) and the moves may be only some of them.
    if (!inMoves) return fail(lines.size(), tr("the file is incomplete: it ends before the 'Moves:' line"));
    if (!sawEnd) return fail(lines.size(), tr("the file is incomplete: it ends before the 'End' line after the moves"));
    return record;
}

shogi::Game GameFile::replay(const GameRecord& record) {
    shogi::Game game(*record.variant, *record.start);
    for (const shogi::Move& m : record.moves) game.play(m);
    if (record.resigned && !game.result().over()) game.resign(*record.resigned);
    return game;
}

bool GameFile::save(const QString& path, const GameRecord& record, const shogi::Game& game, QString& error) {
    QSaveFile file(path);
    // Unbuffered: Qt 6.4's QSaveFile::commit() ignores an error of its final flush, so a
    // buffered write that failed on a full disk would be renamed over the previous file cut
    // short. Written straight through, the failure shows in write()'s count.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        error = file.errorString();
        return false;
    }
    // QSaveFile writes a temporary file beside `path` and renames it over `path` only when
    // everything was written: a crash or a full disk leaves the previous file as it was.
    const QByteArray bytes = write(record, game).toUtf8();
    if (file.write(bytes) != bytes.size() || !file.flush() || file.error() != QFileDevice::NoError) {
        error = file.error() != QFileDevice::NoError ? file.errorString() : tr("the disk is full or the file could not be written");
        file.cancelWriting();
        return false;
    }
    if (!file.commit()) {
        error = file.errorString();
        return false;
    }
    return true;
}

std::optional<GameRecord> GameFile::load(const QString& path, QString& error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        error = file.errorString();
        return std::nullopt;
    }
    return read(QString::fromUtf8(file.readAll()), error);
}

}  // namespace ui
