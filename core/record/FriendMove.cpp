#include "record/FriendMove.h"

#include <charconv>
#include <vector>

#include "record/GameId.h"
#include "record/GameText.h"
#include "record/TextLines.h"

namespace shogi {
namespace {

constexpr std::string_view kPrefix = "large-shogi move";

std::vector<std::string_view> words(std::string_view line) {
    std::vector<std::string_view> out;
    while (!line.empty()) {
        const std::size_t start = line.find_first_not_of(" \t");
        if (start == std::string_view::npos) break;
        line.remove_prefix(start);
        const std::size_t end = line.find_first_of(" \t");
        out.push_back(line.substr(0, end));
        if (end == std::string_view::npos) break;
        line.remove_prefix(end);
    }
    return out;
}

std::string hex(std::uint64_t value) {
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string text(16, '0');
    for (int i = 15; i >= 0; --i, value >>= 4) text[static_cast<std::size_t>(i)] = kDigits[value & 15];
    return text;
}

}  // namespace

std::string formatFriendMove(const FriendMove& move) {
    return std::string(kPrefix) + " " + move.gameId + " " + move.variant->id() + " " + std::to_string(move.ply) + " " +
           move.move + " " + hex(move.hash);
}

std::optional<FriendMove> parseFriendMove(std::string_view text, std::string& error) {
    std::string_view line;
    bool found = false;
    for (std::size_t begin = 0; !found;) {
        const std::size_t end = text.find('\n', begin);
        line = trimmed(text.substr(begin, end == std::string_view::npos ? std::string_view::npos : end - begin));
        found = line.substr(0, kPrefix.size()) == kPrefix;
        if (end == std::string_view::npos) break;
        begin = end + 1;
    }
    if (!found) {
        error = "no line starting with '" + std::string(kPrefix) + "'";
        return std::nullopt;
    }
    const std::vector<std::string_view> w = words(line.substr(kPrefix.size()));
    if (w.size() != 5) {
        error = "expected '" + std::string(kPrefix) + " GAMEID VARIANT PLY MOVE HASH', found '" + std::string(line) + "'";
        return std::nullopt;
    }
    FriendMove m;
    if (!isGameId(w[0])) {
        error = "bad game id '" + std::string(w[0]) + "'";
        return std::nullopt;
    }
    m.gameId = std::string(w[0]);
    m.variant = findVariant(std::string(w[1]));
    if (!m.variant) {
        error = "unknown variant '" + std::string(w[1]) + "'";
        return std::nullopt;
    }
    const auto [plyEnd, plyError] = std::from_chars(w[2].data(), w[2].data() + w[2].size(), m.ply);
    if (plyError != std::errc{} || plyEnd != w[2].data() + w[2].size() || m.ply < 1) {
        error = "bad ply '" + std::string(w[2]) + "' (a move number from 1)";
        return std::nullopt;
    }
    m.move = std::string(w[3]);
    const auto [hashEnd, hashError] = std::from_chars(w[4].data(), w[4].data() + w[4].size(), m.hash, 16);
    if (hashError != std::errc{} || hashEnd != w[4].data() + w[4].size() || w[4].size() != 16) {
        error = "bad position hash '" + std::string(w[4]) + "' (16 hex digits)";
        return std::nullopt;
    }
    return m;
}

FriendMove lastFriendMove(const Game& game, const std::string& gameId) {
    // The move's text is that of the position before it: the game without its last move.
    Game before = game;
    before.undo();
    FriendMove m;
    m.gameId = gameId;
    m.variant = &game.variant();
    m.ply = static_cast<int>(game.moves().size());
    m.move = moveText(before, game.moves().back());
    m.hash = game.position().hash();
    return m;
}

FriendMoveCheck checkFriendMove(const Game& game, const std::string& gameId, const FriendMove& move) {
    FriendMoveCheck check;
    if (!gameId.empty() && move.gameId != gameId) {
        check.problem = FriendMoveProblem::OtherGame;
        return check;
    }
    if (move.variant != &game.variant()) {
        check.problem = FriendMoveProblem::OtherVariant;
        return check;
    }
    const int played = static_cast<int>(game.moves().size());
    if (move.ply <= played) {
        // Replayed up to the ply, to compare the move there with the friend's.
        Game at(game.variant(), game.startPosition());
        for (int i = 0; i + 1 < move.ply; ++i) at.play(game.moves()[static_cast<std::size_t>(i)]);
        check.detail = moveText(at, game.moves()[static_cast<std::size_t>(move.ply - 1)]);
        check.problem = check.detail == move.move ? FriendMoveProblem::AlreadyPlayed : FriendMoveProblem::Replaced;
        return check;
    }
    if (game.result().over()) {
        check.problem = FriendMoveProblem::GameOver;
        return check;
    }
    if (move.ply > played + 1) {
        check.problem = FriendMoveProblem::MovesMissing;
        return check;
    }
    const std::optional<Move> m = parseMove(game, move.move, check.detail);
    if (!m) {
        check.problem = FriendMoveProblem::Illegal;
        return check;
    }
    Position after = game.position();
    Position::Undo undo;
    after.make(*m, undo);
    if (after.hash() != move.hash) {
        check.problem = FriendMoveProblem::PositionDiffers;
        return check;
    }
    check.move = m;
    return check;
}

}  // namespace shogi
