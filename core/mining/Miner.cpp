#include "mining/Miner.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <map>
#include <unordered_set>

#include "engine/Engine.h"
#include "game/RandomOpening.h"
#include "problems/ProblemCheck.h"
#include "problems/Solution.h"
#include "problems/Themes.h"

namespace shogi {
namespace {

// Themes that every variant has (how a game ends, a promotion): they count for less when
// the miner looks for variety.
bool common(const std::string& theme) {
    return theme == "checkmate" || theme == "promotion" || theme == "royal-captured" || theme == "sacrifice";
}

// "seed 1 game 12 branch 3 ply 40" -> "seed 1 game 12": problems from one game and its
// branches are alike.
std::string gameOf(const std::string& origin) {
    const std::size_t branch = origin.find(" branch ");
    return origin.substr(0, branch != std::string::npos ? branch : origin.rfind(" ply "));
}

}  // namespace

Miner::Miner(const Variant& variant, MiningSettings settings)
    : variant_(variant), settings_(std::move(settings)), prover_(settings_.tableBits) {}

bool Miner::enough(const std::vector<std::vector<Problem>>& found) const {
    // Twice the quota of each length to choose from.
    for (std::size_t n = 0; n < settings_.quota.size(); ++n)
        if (static_cast<int>(found[n].size()) < 2 * settings_.quota[n]) return false;
    return true;
}

void Miner::tryPosition(const Candidate& c, std::vector<std::vector<Problem>>& found, const Log& log) {
    Position pos = c.position;
    // The pass flags matter only where two passes in a row are forbidden (Hook).
    if (!variant_.rules().noDoublePass) {
        pos.setPassed(kBlack, false);
        pos.setPassed(kWhite, false);
    }
    if (!seen_.insert(pos.hash()).second) return;
    MoveList legal;
    if (positionResult(pos, &legal).over()) return;
    // The defender's last royal already hangs: no problem, a blunder.
    if (anyTakesLastRoyal(pos, legal)) return;
    ++counts_.positions;
    const int length = prover_.shortestWin(pos, c.limit);
    if (length == 0) return;
    // A second key found by the plain proof spares the whole one.
    int keys = 0;
    Move key;
    for (const Move& m : legal) {
        if (!prover_.winsWithin(pos, length, &m)) continue;
        key = m;
        if (++keys > 1) break;
    }
    if (keys != 1) {
        ++counts_.cooked;
        return;
    }
    const std::vector<Move> line = mainLine(prover_, pos, key, length);
    Problem problem{"", pos, length, line, lineThemes(pos, line), c.origin};
    const ProblemVerdict verdict = line.empty() ? ProblemVerdict{false, "no main line"} : checkProblem(prover_, problem);
    if (!verdict.proved) {
        ++counts_.failed;
        log("dropped " + c.origin + ": " + verdict.reason);
        return;
    }
    ++counts_.proved;
    found[static_cast<std::size_t>(length - 1)].push_back(std::move(problem));
}

std::vector<Problem> Miner::choose(std::vector<std::vector<Problem>>& found) const {
    // Greedy variety: each pick is the problem whose themes have been chosen least so far
    // (common themes weigh a third), a game's ending counted once; ties go to the first found.
    std::map<std::string, int> chosenThemes;
    std::map<std::string, int> chosenGames;
    std::vector<Problem> chosen;
    for (std::size_t n = 0; n < settings_.quota.size(); ++n) {
        std::vector<Problem>& pool = found[n];
        for (int k = 0; k < settings_.quota[n] && !pool.empty(); ++k) {
            std::size_t best = 0;
            double bestScore = -1;
            for (std::size_t i = 0; i < pool.size(); ++i) {
                double score = 0;
                for (const std::string& t : pool[i].themes)
                    score += (common(t) ? 1.0 / 3 : 1.0) / (1 + chosenThemes[t]);
                score /= 1 + chosenGames[gameOf(pool[i].origin)];
                if (score > bestScore) {
                    bestScore = score;
                    best = i;
                }
            }
            for (const std::string& t : pool[best].themes) ++chosenThemes[t];
            ++chosenGames[gameOf(pool[best].origin)];
            chosen.push_back(std::move(pool[best]));
            pool.erase(pool.begin() + static_cast<std::ptrdiff_t>(best));
        }
    }
    return chosen;
}

void Miner::playOut(Game& game, std::uint64_t seed, bool strongIsBlack, const std::string& origin,
                    std::vector<std::vector<Problem>>& found, const Log& log) {
    const auto started = std::chrono::steady_clock::now();
    const int maxLength = static_cast<int>(settings_.quota.size());
    auto strong = makeEngine(settings_.strong, seed * 2 + 1);
    auto weak = makeEngine(settings_.weak, seed * 2 + 2);
    Engine* engines[2] = {strong.get(), weak.get()};
    if (!strongIsBlack) std::swap(engines[0], engines[1]);
    const std::size_t first = game.moves().size();
    std::vector<Position> positions{game.position()};
    std::vector<int> hints{0};  // per position: the engine's forced win for the side to move
    const std::atomic<bool> stop{false};
    while (!game.result().over() && static_cast<int>(game.moves().size()) < settings_.maxPlies) {
        const SearchResult r = engines[game.sideToMove()]->search(game, SearchLimits::ofDepth(settings_.depth), stop);
        if (!r.hasMove || !game.play(r.best)) break;
        hints.back() = std::max(r.mateIn, 0);
        positions.push_back(game.position());
        hints.push_back(0);
    }
    const int before = counts_.proved;
    const GameResult result = game.result();
    const bool decisive = result.over() && result.outcome != Outcome::Draw;
    const Side winner = result.outcome == Outcome::BlackWins ? kBlack : kWhite;
    std::size_t tried = 0;
    for (std::size_t i = 0; i < positions.size(); ++i) {
        const std::size_t ply = first + i;
        if (ply < static_cast<std::size_t>(settings_.opening)) continue;
        int limit = std::min(settings_.scan, maxLength);
        const bool tailTurn = !settings_.tailWinnerOnly || (decisive && positions[i].sideToMove() == winner);
        if (i + static_cast<std::size_t>(settings_.tailPlies) >= positions.size() && tailTurn) limit = maxLength;
        if (hints[i] > 0) limit = std::max(limit, std::min(hints[i], maxLength));
        if (limit == 0) continue;
        ++tried;
        tryPosition({positions[i], limit, origin + " ply " + std::to_string(ply)}, found, log);
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    std::string line = origin + " plies " + std::to_string(first) + "-" + std::to_string(game.moves().size()) + " " +
                       (result.over() ? endReasonId(result.reason) : "unfinished") + " tried " + std::to_string(tried) +
                       " proved " + std::to_string(counts_.proved - before) + " have";
    for (const std::vector<Problem>& f : found) line += " " + std::to_string(f.size());
    line += " time " + std::to_string(static_cast<int>(seconds)) + " s";
    log(line);
}

ProblemSet Miner::run(const Log& log) {
    std::vector<std::vector<Problem>> found(settings_.quota.size());
    for (int g = 0; g < settings_.games && !enough(found); ++g) {
        const std::uint64_t gameSeed = settings_.seed * 1000 + static_cast<std::uint64_t>(g);
        const std::string origin = "seed " + std::to_string(settings_.seed) + " game " + std::to_string(g + 1);
        // The strong level plays Black in even games, White in odd ones.
        const bool strongIsBlack = g % 2 == 0;
        Game game = randomOpening(variant_, gameSeed, settings_.opening);
        playOut(game, gameSeed, strongIsBlack, origin, found, log);
        ++counts_.games;
        if (!game.result().over() || game.result().outcome == Outcome::Draw) continue;
        // Endings are where forced wins are: the game is taken back and played on again,
        // each branch from further back and with engines seeded anew.
        const int end = static_cast<int>(game.moves().size());
        for (int b = 1; b <= settings_.branches && !enough(found); ++b) {
            const int from = end - b * settings_.branchBack;
            if (from < settings_.opening) break;
            Game branch = game;
            while (static_cast<int>(branch.moves().size()) > from) branch.undo();
            playOut(branch, gameSeed * 100 + static_cast<std::uint64_t>(b), strongIsBlack,
                    origin + " branch " + std::to_string(b), found, log);
        }
    }
    ProblemSet set;
    set.variant = &variant_;
    set.problems = choose(found);
    for (std::size_t i = 0; i < set.problems.size(); ++i) {
        std::string id = std::to_string(i + 1);
        set.problems[i].id = std::string(3 - std::min<std::size_t>(3, id.size()), '0') + id;
    }
    return set;
}

}  // namespace shogi
