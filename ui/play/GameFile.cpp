#include "play/GameFile.h"

#include <QCoreApplication>
#include <QFile>

#include "files/FileRead.h"
#include "files/FileWrite.h"
#include "record/SavedGame.h"

namespace ui {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("ui::GameFile", text); }

// Why, in the user's language; the system's reasons come in the system's.
QString reason(const shogi::files::FileError& error) {
    using Kind = shogi::files::FileError::Kind;
    switch (error.kind) {
        case Kind::ReadOnly: return tr("The file is read-only; it was left as it was.");
        case Kind::NotRegularFile: return tr("It is not a regular file (a device, a pipe or a socket); nothing was written.");
        case Kind::TooLarge:
            return tr("The file is larger than %1 MiB, more than a game can be.").arg(error.limit >> 20);
        case Kind::System: return QString::fromLocal8Bit(error.text());
        case Kind::None: break;
    }
    return {};
}

std::string localPath(const QString& path) { return QFile::encodeName(path).toStdString(); }

}  // namespace

bool GameFile::save(const QString& path, const shogi::GameRecord& record, QString& error) {
    return writeAtomically(path, QByteArray::fromStdString(shogi::SavedGame::write(record)), error);
}

bool GameFile::writeAtomically(const QString& path, const QByteArray& bytes, QString& error) {
    shogi::files::FileError why;
    if (shogi::files::writeFileAtomically(localPath(path), std::string_view(bytes.constData(), bytes.size()), why))
        return true;
    error = reason(why);
    return false;
}

std::optional<std::string> GameFile::readText(const QString& path, QString& error) {
    shogi::files::FileError why;
    std::optional<std::string> text = shogi::files::readFileUpTo(localPath(path), shogi::kMaxGameTextBytes, why);
    if (!text) error = reason(why);
    return text;
}

std::optional<shogi::GameRecord> GameFile::load(const QString& path, QString& error) {
    const std::optional<std::string> text = readText(path, error);
    if (!text) return std::nullopt;
    std::string why;
    std::optional<shogi::GameRecord> record = shogi::SavedGame::read(*text, why);
    if (!record) error = QString::fromStdString(why);
    return record;
}

}  // namespace ui
