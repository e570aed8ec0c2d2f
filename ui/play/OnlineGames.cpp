#include "play/OnlineGames.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QSettings>

#include "language/DisplayNames.h"
#include "play/GameFile.h"
#include "play/UnfinishedGames.h"
#include "record/SavedGame.h"

namespace ui {
namespace {

const QString kGroup = QStringLiteral("online/hosted");

}  // namespace

QString OnlineGames::folder() { return UnfinishedGames::folder() + QStringLiteral("/online"); }

QString OnlineGames::hostedPath(const QString& gameId) { return folder() + QStringLiteral("/host-%1.lsg").arg(gameId); }

QString OnlineGames::joinedPath(const QString& secret) {
    // A hash of the secret, not the secret itself, names the file.
    const QByteArray hash = QCryptographicHash::hash(secret.toUtf8(), QCryptographicHash::Sha256).toHex().left(16);
    return folder() + QStringLiteral("/guest-%1.lsg").arg(QString::fromLatin1(hash));
}

void OnlineGames::rememberHosted(const QString& gameId, const QString& invitation, shogi::Side side) {
    QSettings settings;
    settings.beginGroup(kGroup);
    settings.beginGroup(gameId);
    settings.setValue(QStringLiteral("invitation"), invitation);
    settings.setValue(QStringLiteral("side"), side == shogi::kBlack ? QStringLiteral("black") : QStringLiteral("white"));
}

void OnlineGames::forgetHosted(const QString& gameId) {
    QSettings settings;
    settings.beginGroup(kGroup);
    settings.remove(gameId);
}

QList<OnlineGames::Hosted> OnlineGames::hosted() {
    QList<Hosted> games;
    QSettings settings;
    settings.beginGroup(kGroup);
    for (const QString& id : settings.childGroups()) {
        Hosted h;
        h.gameId = id;
        h.invitation = settings.value(id + QStringLiteral("/invitation")).toString();
        h.side = settings.value(id + QStringLiteral("/side")).toString() == QLatin1String("white") ? shogi::kWhite : shogi::kBlack;
        h.path = hostedPath(id);
        QString error;
        const std::optional<shogi::GameRecord> record = GameFile::load(h.path, error);
        if (!record || shogi::SavedGame::replay(*record).result().over()) continue;
        h.variantName = variantName(*record->variant);
        h.moves = static_cast<int>(record->moves.size());
        h.saved = QFileInfo(h.path).lastModified();
        games << h;
    }
    std::sort(games.begin(), games.end(), [](const Hosted& a, const Hosted& b) { return a.saved > b.saved; });
    return games;
}

}  // namespace ui
