#include "settings/AppSettings.h"

#include <QStandardPaths>

#include <QThread>

#include <algorithm>

namespace ui {

QString AppSettings::pieceSet() const { return settings_.value(QStringLiteral("view/pieceSet")).toString(); }
void AppSettings::setPieceSet(const QString& id) { settings_.setValue(QStringLiteral("view/pieceSet"), id); }

QString AppSettings::boardTheme() const { return settings_.value(QStringLiteral("view/boardTheme")).toString(); }
void AppSettings::setBoardTheme(const QString& id) { settings_.setValue(QStringLiteral("view/boardTheme"), id); }

ColourScheme AppSettings::colourScheme() const {
    return colourSchemeFromId(settings_.value(QStringLiteral("view/colourScheme")).toString());
}
void AppSettings::setColourScheme(ColourScheme scheme) {
    settings_.setValue(QStringLiteral("view/colourScheme"), colourSchemeId(scheme));
}

bool AppSettings::soundsOn() const {
    return settings_.value(QStringLiteral("sound/on"), !QStandardPaths::isTestModeEnabled()).toBool();
}
void AppSettings::setSoundsOn(bool on) { settings_.setValue(QStringLiteral("sound/on"), on); }

CoordinateStyle AppSettings::coordinates() const {
    return coordinateStyleFromId(settings_.value(QStringLiteral("view/coordinates")).toString());
}
void AppSettings::setCoordinates(CoordinateStyle style) {
    settings_.setValue(QStringLiteral("view/coordinates"), coordinateStyleId(style));
}

bool AppSettings::flipped() const { return settings_.value(QStringLiteral("view/flipped"), false).toBool(); }
void AppSettings::setFlipped(bool flipped) { settings_.setValue(QStringLiteral("view/flipped"), flipped); }

bool AppSettings::threatsShown() const { return settings_.value(QStringLiteral("view/threats"), false).toBool(); }
void AppSettings::setThreatsShown(bool shown) { settings_.setValue(QStringLiteral("view/threats"), shown); }

QString AppSettings::lastVariant() const { return settings_.value(QStringLiteral("game/lastVariant")).toString(); }
void AppSettings::setLastVariant(const QString& id) { settings_.setValue(QStringLiteral("game/lastVariant"), id); }

int AppSettings::moveSeconds() const { return std::clamp(settings_.value(QStringLiteral("game/moveSeconds"), 3).toInt(), 1, 600); }
void AppSettings::setMoveSeconds(int seconds) { settings_.setValue(QStringLiteral("game/moveSeconds"), seconds); }

int AppSettings::defaultEngineThreads() {
    return std::clamp(QThread::idealThreadCount(), 1, kDefaultThreadsCap);
}
int AppSettings::engineThreads() const {
    return std::clamp(settings_.value(QStringLiteral("game/threads"), defaultEngineThreads()).toInt(), 1, kMaxThreads);
}
void AppSettings::setEngineThreads(int threads) { settings_.setValue(QStringLiteral("game/threads"), threads); }

int AppSettings::analysisLines() const { return std::clamp(settings_.value(QStringLiteral("analysis/lines"), 1).toInt(), 1, 3); }
void AppSettings::setAnalysisLines(int lines) { settings_.setValue(QStringLiteral("analysis/lines"), lines); }

shogi::PlayerSpec AppSettings::player(int side) const {
    const QString key = side == 0 ? QStringLiteral("game/black") : QStringLiteral("game/white");
    const QString level = settings_.value(key).toString();
    return level.isEmpty() ? shogi::PlayerSpec{} : shogi::PlayerSpec{true, level.toStdString()};
}
void AppSettings::setPlayer(int side, const shogi::PlayerSpec& spec) {
    settings_.setValue(side == 0 ? QStringLiteral("game/black") : QStringLiteral("game/white"),
                       spec.computer ? QString::fromStdString(spec.level) : QString());
}

QString AppSettings::language() const { return settings_.value(QStringLiteral("view/language")).toString(); }
void AppSettings::setLanguage(const QString& language) { settings_.setValue(QStringLiteral("view/language"), language); }

QByteArray AppSettings::windowGeometry() const { return settings_.value(QStringLiteral("window/geometry")).toByteArray(); }
QByteArray AppSettings::windowState() const { return settings_.value(QStringLiteral("window/state")).toByteArray(); }
void AppSettings::setWindowLayout(const QByteArray& geometry, const QByteArray& state) {
    settings_.setValue(QStringLiteral("window/geometry"), geometry);
    settings_.setValue(QStringLiteral("window/state"), state);
}

QString AppSettings::notation() const { return settings_.value(QStringLiteral("view/notation")).toString(); }
void AppSettings::setNotation(const QString& id) { settings_.setValue(QStringLiteral("view/notation"), id); }

bool AppSettings::autoFlip() const { return settings_.value(QStringLiteral("view/autoFlip"), true).toBool(); }
void AppSettings::setAutoFlip(bool on) { settings_.setValue(QStringLiteral("view/autoFlip"), on); }

shogi::TimeControl AppSettings::timeControl() const {
    std::string error;
    const auto control =
        shogi::parseTimeControl(settings_.value(QStringLiteral("game/timeControl"), QStringLiteral("none")).toString().toStdString(), error);
    return control ? *control : shogi::TimeControl{};
}
void AppSettings::setTimeControl(const shogi::TimeControl& control) {
    settings_.setValue(QStringLiteral("game/timeControl"), QString::fromStdString(shogi::formatTimeControl(control)));
}

int AppSettings::computerDelayMs() const {
    return std::clamp(settings_.value(QStringLiteral("game/computerDelayMs"), 1000).toInt(), 0, 60000);
}
void AppSettings::setComputerDelayMs(int ms) { settings_.setValue(QStringLiteral("game/computerDelayMs"), ms); }

int AppSettings::onlinePort() const {
    return std::clamp(settings_.value(QStringLiteral("online/port"), kDefaultOnlinePort).toInt(), 0, 65535);
}
void AppSettings::setOnlinePort(int port) { settings_.setValue(QStringLiteral("online/port"), port); }
bool AppSettings::onlineUpnp() const { return settings_.value(QStringLiteral("online/upnp"), true).toBool(); }
void AppSettings::setOnlineUpnp(bool on) { settings_.setValue(QStringLiteral("online/upnp"), on); }
bool AppSettings::onlineSounds() const { return settings_.value(QStringLiteral("online/sounds"), true).toBool(); }
void AppSettings::setOnlineSounds(bool on) { settings_.setValue(QStringLiteral("online/sounds"), on); }

QString AppSettings::playerName(int side) const {
    return settings_.value(side == 0 ? QStringLiteral("game/blackName") : QStringLiteral("game/whiteName")).toString();
}
void AppSettings::setPlayerName(int side, const QString& name) {
    settings_.setValue(side == 0 ? QStringLiteral("game/blackName") : QStringLiteral("game/whiteName"), name);
}

QStringList AppSettings::recentFiles() const { return settings_.value(QStringLiteral("files/recent")).toStringList(); }
void AppSettings::addRecentFile(const QString& path) {
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kRecentFiles) files.removeLast();
    settings_.setValue(QStringLiteral("files/recent"), files);
}
void AppSettings::removeRecentFile(const QString& path) {
    QStringList files = recentFiles();
    files.removeAll(path);
    settings_.setValue(QStringLiteral("files/recent"), files);
}

}  // namespace ui
