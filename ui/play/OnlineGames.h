#pragma once
// Games with a friend elsewhere, kept to be resumed: the network session saves each after every
// move into the folder "online" beside the autosave (UnfinishedGames::folder()). A hosted game
// is remembered with its invitation and side, so that Host Again offers the same invitation; a
// joined game is kept under its invitation's secret, so that joining with the same invitation
// again goes on from it.

#include <QDateTime>
#include <QList>
#include <QString>

#include "variants/Variant.h"

namespace ui {

class OnlineGames {
public:
    struct Hosted {
        QString gameId;
        QString invitation;
        shogi::Side side = shogi::kBlack;
        QString path;
        QString variantName;  // as shown
        int moves = 0;
        QDateTime saved;
    };

    static QString folder();
    static QString hostedPath(const QString& gameId);
    // The file of the game joined with an invitation of this secret.
    static QString joinedPath(const QString& secret);

    static void rememberHosted(const QString& gameId, const QString& invitation, shogi::Side side);
    static void forgetHosted(const QString& gameId);
    // The hosted games that can be resumed (their files read whole and unfinished), newest first.
    static QList<Hosted> hosted();
};

}  // namespace ui
