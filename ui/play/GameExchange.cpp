#include "play/GameExchange.h"

#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMessageBox>

#include "play/GameFile.h"
#include "record/Pgn.h"
#include "record/SavedGame.h"

namespace ui {

QString GameExchange::pgnText(const shogi::GameRecord& record) {
    return QString::fromStdString(shogi::Pgn::write(record));
}

std::optional<shogi::GameRecord> GameExchange::gameFromText(const QString& text, QString& error) {
    const std::string bytes = text.toStdString();
    std::string why;
    std::optional<shogi::GameRecord> record;
    if (shogi::Pgn::looksLikePgn(bytes)) {
        if (std::optional<shogi::PgnGame> game = shogi::Pgn::read(bytes, why)) record = std::move(game->record);
    } else {
        record = shogi::SavedGame::read(bytes, why);
    }
    if (!record) error = QString::fromStdString(why);
    return record;
}

bool GameExchange::writePgn(const QString& path, const shogi::GameRecord& record, QString& error) {
    return GameFile::writeAtomically(path, pgnText(record).toUtf8(), error);
}

std::optional<shogi::GameRecord> GameExchange::readPgn(const QString& path, QString& error) {
    const std::optional<std::string> text = GameFile::readText(path, error);
    if (!text) return std::nullopt;
    std::string why;
    std::optional<shogi::PgnGame> game = shogi::Pgn::read(*text, why);
    if (!game) {
        error = QString::fromStdString(why);
        return std::nullopt;
    }
    return std::move(game->record);
}

void GameExchange::copyToClipboard(const shogi::GameRecord& record) {
    QGuiApplication::clipboard()->setText(pgnText(record));
}

std::optional<shogi::GameRecord> GameExchange::pasteFromClipboard(QString& error) {
    const QString text = QGuiApplication::clipboard()->text();
    if (text.trimmed().isEmpty()) {
        error = tr("The clipboard holds no text.");
        return std::nullopt;
    }
    return gameFromText(text, error);
}

bool GameExchange::exportWithDialog(QWidget* parent, const shogi::GameRecord& record) {
    QString path = QFileDialog::getSaveFileName(parent, tr("Export PGN"), QString(), tr("PGN games (*.pgn)"));
    if (path.isEmpty()) return false;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".pgn");
    QString error;
    if (!writePgn(path, record, error)) {
        showError(parent, tr("Export PGN"), tr("Could not export %1:\n%2").arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    return true;
}

std::optional<shogi::GameRecord> GameExchange::importWithDialog(QWidget* parent) {
    const QString path =
        QFileDialog::getOpenFileName(parent, tr("Import PGN"), QString(), tr("PGN games (*.pgn);;All files (*)"));
    if (path.isEmpty()) return std::nullopt;
    QString error;
    std::optional<shogi::GameRecord> record = readPgn(path, error);
    if (!record)
        showError(parent, tr("Import PGN"), tr("Could not import %1:\n%2").arg(QDir::toNativeSeparators(path), error));
    return record;
}

void GameExchange::showError(QWidget* parent, const QString& title, const QString& text) {
    auto* box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, parent);
    box->setObjectName(QStringLiteral("exchangeErrorBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

}  // namespace ui
