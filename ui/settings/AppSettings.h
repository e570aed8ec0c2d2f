#pragma once
// The remembered choices, stored with QSettings: piece set, coordinates, board orientation,
// window layout, last variant and players, language.

#include <QByteArray>
#include <QSettings>

#include <QStringList>

#include "boardview/CoordinateLabels.h"
#include "settings/ColourScheme.h"
#include "clock/TimeControl.h"
#include "record/PlayerSpec.h"

namespace ui {

class AppSettings {
public:
    QString pieceSet() const;
    void setPieceSet(const QString& id);
    // The board's colours (BoardTheme id; "wood" by default).
    QString boardTheme() const;
    void setBoardTheme(const QString& id);
    // The program's colours: the desktop's (the default), light or dark.
    ColourScheme colourScheme() const;
    void setColourScheme(ColourScheme scheme);
    // Sounds for moves, captures, check, the game's end and low time. On by default, except
    // in the tests (QStandardPaths' test mode), which run quietly.
    bool soundsOn() const;
    void setSoundsOn(bool on);
    CoordinateStyle coordinates() const;
    void setCoordinates(CoordinateStyle style);
    bool flipped() const;
    void setFlipped(bool flipped);
    bool threatsShown() const;
    void setThreatsShown(bool shown);
    QString lastVariant() const;
    void setLastVariant(const QString& id);
    int moveSeconds() const;
    void setMoveSeconds(int seconds);
    // The computer's search threads; by default the machine's cores, at most kDefaultThreadsCap.
    int engineThreads() const;
    void setEngineThreads(int threads);
    static int defaultEngineThreads();
    static constexpr int kDefaultThreadsCap = 8;
    static constexpr int kMaxThreads = 64;
    shogi::PlayerSpec player(int side) const;
    void setPlayer(int side, const shogi::PlayerSpec& spec);
    // "" follows the system locale, "en" or "ja" (see Language.h).
    QString language() const;
    void setLanguage(const QString& language);
    // How many best lines analysis mode shows (1 to 3).
    int analysisLines() const;
    void setAnalysisLines(int lines);
    QByteArray windowGeometry() const;
    QByteArray windowState() const;
    void setWindowLayout(const QByteArray& geometry, const QByteArray& state);

    // Move notation: "western", "japanese", or "" to follow the language (MoveNotation.h).
    QString notation() const;
    void setNotation(const QString& id);
    // Turn the board so that a human playing the computer has their side at the bottom.
    bool autoFlip() const;
    void setAutoFlip(bool on);
    shogi::TimeControl timeControl() const;
    void setTimeControl(const shogi::TimeControl& control);
    // The pause between two computers' moves, so a game between them can be watched.
    int computerDelayMs() const;
    void setComputerDelayMs(int ms);
    QString playerName(int side) const;
    void setPlayerName(int side, const QString& name);
    // Playing a friend online: the port to host on (0: any free one), whether to open it on
    // the router (UPnP), and whether the friend's moves and messages sound.
    int onlinePort() const;
    void setOnlinePort(int port);
    static constexpr int kDefaultOnlinePort = 47623;
    bool onlineUpnp() const;
    void setOnlineUpnp(bool on);
    bool onlineSounds() const;
    void setOnlineSounds(bool on);
    // Files opened or saved, newest first (Game > Open Recent).
    QStringList recentFiles() const;
    void addRecentFile(const QString& path);
    void removeRecentFile(const QString& path);
    static constexpr int kRecentFiles = 8;

private:
    QSettings settings_;
};

}  // namespace ui
