#include "NetworkCommands.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QTimer>
#include <chrono>
#include <filesystem>
#include <iostream>
#include <memory>

#include "NetworkPlayer.h"
#include "TextFile.h"
#include "engine/Engine.h"
#include "link/NetGame.h"
#include "protocol/Crypto.h"
#include "protocol/Message.h"
#include "protocol/Secret.h"
#include "record/GameId.h"
#include "record/RecordDate.h"
#include "record/SavedGame.h"

namespace shogi::cli {
namespace {

// How long a dropped connection may stay down before the game is saved and the program ends.
constexpr int kDefaultPatienceSeconds = 300;
// The router has this long to answer UPnP before the invitation is printed without it: longer
// than the search takes when no router answers (PortMapper), so that this is said too.
constexpr int kUpnpWaitMs = 10000;

// The options both commands take: who plays here and where the game is saved.
const std::vector<Option> kPlayerOptions = {
    {"level", OptionValue::Text, "a level or human"},
    numberOption("time", {1, 86'400'000}, "milliseconds"),
    {"save", OptionValue::Text, "a file name"},
    {"name", OptionValue::Text, "a name"},
    numberOption("wait", {0, 7 * 86'400}, "seconds"),
    numberOption("seed", kSeedRange),
};

// The Qt event loop the network code runs in (shogi-cli has no other).
QCoreApplication& application() {
    static int argc = 1;
    static char name[] = "shogi-cli";
    static char* argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv);
    return app;
}

bool playerOptions(const ParsedArgs& o, net::SessionOptions& session, std::string& level, std::string& error) {
    level = o.text("level", "master");
    if (level != "human") {
        if (!makeEngine(level, 0)) {
            error = "unknown level '" + level + "' (levels: human";
            for (const std::string& l : engineLevels()) error += " " + l;
            error += ")";
            return false;
        }
        session.player = PlayerSpec{true, level};
    }
    session.name = o.text("name", "");
    if (!net::isMessageText(session.name, net::kMaxNameBytes)) {
        error = "--name must be text on one line of at most " + std::to_string(net::kMaxNameBytes) + " bytes";
        return false;
    }
    return true;
}

// The game saved in `path` by an earlier session, if the file is there; false with `error`
// when it is there but cannot be read (it is then left alone).
bool savedGame(const std::string* path, std::optional<GameRecord>& saved, std::string& error) {
    if (!path || !std::filesystem::exists(*path)) return true;
    const std::optional<std::string> text = readTextFile(*path, error);
    if (!text) return false;
    saved = SavedGame::read(*text, error);
    if (!saved) {
        error = *path + ": " + error;
        return false;
    }
    return true;
}

int play(net::NetGame* game, const ParsedArgs& o, const std::string& level) {
    if (const std::string* path = o.get("save")) game->setSavePath(QString::fromStdString(*path));
    NetworkPlayer player(game, level, static_cast<int>(o.number("time", 1000)),
                         static_cast<int>(o.number("wait", kDefaultPatienceSeconds)),
                         static_cast<std::uint64_t>(o.number("seed", 1)));
    return player.run();
}

}  // namespace

int host(const Args& args) {
    std::string error;
    Syntax syntax{true, false,
                  {numberOption("port", {0, 65535}, "a port"),
                   {"secret", OptionValue::Text, "a secret"},
                   {"position", OptionValue::Position},
                   {"side", OptionValue::Text, "black, white or random"},
                   {"clock", OptionValue::Text, "a time control"},
                   {"address", OptionValue::Text, "addresses"},
                   {"upnp", OptionValue::None}}};
    syntax.options.insert(syntax.options.end(), kPlayerOptions.begin(), kPlayerOptions.end());
    const auto o = parseArgs(args, syntax, error);
    if (!o) return fail(error);
    net::SessionOptions session;
    std::string level;
    if (!playerOptions(*o, session, level, error)) return fail(error);
    net::HostSettings settings;
    const long long port = o->number("port", 0);
    settings.port = static_cast<quint16>(port);
    settings.secret = o->text("secret", "");
    if (!settings.secret.empty())
        if (const std::string why = net::checkSecret(settings.secret); !why.empty()) return fail("--secret: " + why);
    for (std::string rest = o->text("address", ""); !rest.empty();) {
        const std::size_t comma = rest.find(',');
        settings.addresses.push_back(rest.substr(0, comma));
        rest = comma == std::string::npos ? "" : rest.substr(comma + 1);
    }
    settings.upnp = o->has("upnp");
    const std::string sideText = o->text("side", "black");
    if (sideText != "black" && sideText != "white" && sideText != "random") return fail("--side must be black, white or random");
    const Side side = sideText == "random" ? Side(net::randomNumber() % 2) : sideText == "white" ? kWhite : kBlack;

    std::optional<GameRecord> record;
    if (!savedGame(o->get("save"), record, error)) return fail(error);
    if (record) {
        // The game saved there goes on (the friend joins with the same invitation).
        if (record->variant != o->variant)
            return fail(*o->get("save") + " holds a game of " + record->variant->id() + ", not " + o->variant->id());
        if (SavedGame::replay(*record).result().over()) return fail(*o->get("save") + " holds a finished game");
        if (o->has("position") || o->has("clock")) return fail("--position and --clock are for a new game, not a saved one");
    } else {
        record.emplace();
        record->variant = o->variant;
        record->start = o->positionOrStart();
        record->date = formatRecordDate(std::chrono::system_clock::now());
        if (const std::string* clock = o->get("clock")) {
            const std::optional<TimeControl> control = parseTimeControl(*clock, error);
            if (!control) return fail("--clock: " + error);
            if (const std::string why = checkTimeControl(*control); !why.empty()) return fail("--clock: " + why);
            record->timeControl = *control;
        }
    }
    if (record->gameId.empty()) record->gameId = makeGameId(net::randomNumber());

    application();
    const std::unique_ptr<net::NetGame> owned(net::NetGame::host(*record, side, session, settings));
    net::NetGame* game = owned.get();
    QString why;
    if (!game->start(why)) return fail(why.toStdString());
    if (settings.upnp) {
        QEventLoop wait;
        QObject::connect(game, &net::NetGame::portMapped, &wait, [&wait](bool, const QString& message) {
            std::cerr << "shogi-cli: UPnP: " << message.toStdString() << std::endl;
            wait.quit();
        });
        QTimer::singleShot(kUpnpWaitMs, &wait, &QEventLoop::quit);
        wait.exec();
    }
    std::cout << "invite " << game->invitation().toStdString() << std::endl;
    return play(game, *o, level);
}

int join(const Args& args) {
    std::string error;
    const auto o = parseArgs(args, {false, true, kPlayerOptions}, error);
    if (!o) return fail(error);
    if (o->words.size() != 1) return fail("usage: shogi-cli join INVITE [--level L] [--time MS] [--save FILE]");
    const std::optional<net::Invitation> invitation = net::parseInvitation(o->words[0], error);
    if (!invitation) return fail("bad invitation: " + error);
    net::SessionOptions session;
    std::string level;
    if (!playerOptions(*o, session, level, error)) return fail(error);
    std::optional<GameRecord> saved;
    if (!savedGame(o->get("save"), saved, error)) return fail(error);

    application();
    const std::unique_ptr<net::NetGame> owned(net::NetGame::join(*invitation, saved, session));
    net::NetGame* game = owned.get();
    QString why;
    if (!game->start(why)) return fail(why.toStdString());
    return play(game, *o, level);
}

}  // namespace shogi::cli
