#include "engine/Search.h"

#include "engine/MovePicker.h"

#include <algorithm>
#include <cmath>
#include <tuple>

#include "game/Rules.h"

namespace shogi {
namespace {

constexpr int kMaxQuiesceDepth = 12;
constexpr std::size_t kEvalCacheSize = 1 << 15;  // a power of two
constexpr int kQuiesceAllCapturesDepth = 2;
// A capture that cannot lift the score near alpha even with this margin is not tried.
constexpr int kDeltaMargin = 200;
// Check the clock and the stop flag this often (in nodes): well under a millisecond even
// on 19x19 boards, so a stop request is noticed long before 20 ms pass.
constexpr std::uint64_t kCheckInterval = 128;
// Selective pruning near the leaves (centipawns; a Pawn is about 100).
constexpr int kPruneDepth = 3;
constexpr int kReverseFutilityMargin = 120;
constexpr int kFutilityMargin = 110;
// Aspiration: from this depth on the root is searched in a window around the last
// iteration's score (centipawns each side), widened on a miss; past kAspirationGiveUp the
// window is the whole range.
constexpr int kAspirationDepth = 5;
constexpr int kAspirationWindow = 40;
constexpr int kAspirationGiveUp = 640;
// Quiet moves searched at depth 1, 2, 3 before the rest are pruned.
constexpr int lateMoveCount(int depth) { return 4 + 3 * depth * depth; }

int toTT(int score, int ply) {
    if (score >= kMateBound) return score + ply;
    if (score <= -kMateBound) return score - ply;
    return score;
}

int fromTT(int score, int ply) {
    if (score >= kMateBound) return score - ply;
    if (score <= -kMateBound) return score + ply;
    return score;
}

std::uint64_t mix(std::uint64_t z) {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

// A finished game as a score for `side` at `ply`: a win in n plies is kMate - n.
int resultScore(const GameResult& r, Side side, int ply) {
    if (r.outcome == Outcome::Draw) return 0;
    const Outcome sideWins = side == kBlack ? Outcome::BlackWins : Outcome::WhiteWins;
    return r.outcome == sideWins ? kMate - ply : -kMate + ply;
}

// Late-move reduction in plies: grows with depth and with how late the move comes.
int reduction(int depth, int moveNumber) {
    static const auto table = [] {
        std::vector<std::vector<int>> t(64, std::vector<int>(256, 0));
        for (int d = 1; d < 64; ++d)
            for (int n = 1; n < 256; ++n) t[d][n] = static_cast<int>(0.5 + std::log(d) * std::log(n) / 2.25);
        return t;
    }();
    return table[std::min(depth, 63)][std::min(moveNumber, 255)];
}

}  // namespace

Search::Search(const Variant& variant, TranspositionTable& tt, const SearchSettings& settings)
    : variant_(variant),
      tt_(tt),
      settings_(settings),
      eval_(variant),
      ordering_(variant),
      pos_(variant),
      selfCheckIllegal_(variant.rules().royal == RoyalRule::NoSelfCheck),
      history_(pos_),
      acc_(eval_, pos_),
      evalCache_(kEvalCacheSize),
      moveStack_(kMaxPly + 1),
      scoreStack_(kMaxPly + 1),
      pv_(kMaxPly + 1, std::vector<Move>(kMaxPly + 1)),
      pvLength_(kMaxPly + 1, 0) {}

std::int64_t Search::elapsedMs() const {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start_).count();
}

void Search::checkLimits() {
    publishedNodes_.store(nodes_, std::memory_order_relaxed);
    if (stop_->load(std::memory_order_relaxed) || (budget_.nodes && nodes_ >= budget_.nodes) ||
        (budget_.hardMs > 0 && elapsedMs() >= budget_.hardMs)) {
        stopped_ = true;
        abandoned_ = false;
    } else if (skipFinishedDepths_ && !stopped_ && shared_->depth() >= rootDepth_) {
        stopped_ = true;
        abandoned_ = true;
    }
}

std::uint64_t Search::totalNodes() const {
    std::uint64_t total = nodes_;
    for (const Search* peer : peers_) total += peer->publishedNodes_.load(std::memory_order_relaxed);
    return total;
}

int Search::evaluate(int alpha, int beta) {
    EvalSlot& slot = evalCache_[pos_.hash() & (kEvalCacheSize - 1)];
    int score;
    const auto check = static_cast<std::uint32_t>(pos_.hash() >> 32);
    if (slot.check == check) {
        score = slot.score;
    } else {
        // Noise widens the window the lazy evaluation must respect.
        bool exact;
        score = eval_.evaluate(acc_, alpha - settings_.noise, beta + settings_.noise, exact);
        if (exact) slot = {check, score};
    }
    if (settings_.noise > 0) {
        const std::uint64_t h = mix(pos_.hash() ^ mix(settings_.seed));
        score += static_cast<int>(h % static_cast<std::uint64_t>(2 * settings_.noise + 1)) - settings_.noise;
    }
    return score;
}

void Search::makeMove(const Move& m, Position::Undo& undo) {
    acc_.make(m, undo);
    history_.push(pos_, m, false);  // whether it gave check: the next node marks it
}

void Search::unmakeMove(const Move& m, const Position::Undo& undo) {
    history_.pop();
    acc_.unmake(m, undo);
}

void Search::extendPv(int ply, const Move& m) {
    pv_[ply][0] = m;
    for (int j = 0; j < pvLength_[ply + 1]; ++j) pv_[ply][j + 1] = pv_[ply + 1][j];
    pvLength_[ply] = pvLength_[ply + 1] + 1;
}

bool Search::legalAfterMake(Side mover) const { return !selfCheckIllegal_ || !inCheck(pos_, mover); }

bool Search::terminal(int ply, int& score) const {
    const GameResult r = materialResult(pos_);
    if (!r.over()) return false;
    score = resultScore(r, pos_.sideToMove(), ply);
    return true;
}

bool Search::repeatedInLine(int ply, int& score) const {
    const GameResult r = history_.repetitionInLine();
    if (!r.over()) return false;
    score = resultScore(r, pos_.sideToMove(), ply);
    return true;
}

std::vector<Search::RootMove> Search::rootMoves(const Game& game) {
    std::vector<RootMove> roots;
    std::vector<RootMove> losing;
    const Side us = pos_.sideToMove();
    const int needed = variant_.rules().repetitionCount;
    for (const Move& m : game.legalMoves()) {
        RootMove rm{m};
        Position::Undo undo;
        pos_.make(m, undo);
        history_.push(pos_, m, inCheck(pos_, opposite(us)));
        if (history_.occurrences() >= needed) {
            // This move ends the game by repetition: the game's rules say how (a draw, or a
            // loss for the side that gave check every move).
            const GameResult r = gameResult(pos_, history_);
            rm.fixed = r.over();
            rm.fixedScore = resultScore(r, us, 1);
        }
        history_.pop();
        pos_.unmake(m, undo);
        if (rm.fixed && rm.fixedScore < 0) {
            losing.push_back(rm);
            continue;
        }
        roots.push_back(rm);
    }
    // Every move loses at once: play one of them anyway.
    if (roots.empty()) roots = losing;

    // First ordering: captures by victim value, as in the tree.
    MoveList list;
    for (const RootMove& r : roots) list.push_back(r.move);
    std::vector<int> scores;
    ordering_.score(pos_, eval_, list, nullptr, 0, scores);
    std::vector<std::size_t> order(roots.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return scores[a] > scores[b]; });
    std::vector<RootMove> sorted;
    for (std::size_t i : order) sorted.push_back(roots[i]);
    return sorted;
}

int Search::searchRootAspirated(std::vector<RootMove>& roots, int depth, int previous) {
    if (std::abs(previous) >= kMateBound) return searchRoot(roots, 0, depth, -kInfinity, kInfinity);
    int delta = kAspirationWindow;
    int alpha = previous - delta, beta = previous + delta;
    for (;;) {
        const int score = searchRoot(roots, 0, depth, alpha, beta);
        if (stopped_ || (score > alpha && score < beta)) return score;
        // Outside the window: widen on that side and search again; far out, the whole range.
        delta *= 2;
        if (score <= alpha) alpha = delta > kAspirationGiveUp ? -kInfinity : std::max(score - delta, -kInfinity);
        else beta = delta > kAspirationGiveUp ? kInfinity : std::min(score + delta, kInfinity);
    }
}

int Search::searchRoot(std::vector<RootMove>& roots, std::size_t first, int depth, int alpha, int beta) {
    int best = -kInfinity;
    pvLength_[0] = 0;
    for (std::size_t i = first; i < roots.size(); ++i) {
        const Move m = roots[i].move;
        int score;
        if (roots[i].fixed) {
            score = roots[i].fixedScore;
            pvLength_[1] = 0;
        } else {
            ++nodes_;
            Position::Undo undo;
            makeMove(m, undo);
            if (i == first) {
                score = -search(depth - 1, -beta, -alpha, 1, true);
            } else {
                score = -search(depth - 1, -alpha - 1, -alpha, 1, true);
                if (score > alpha && score < beta && !stopped_) score = -search(depth - 1, -beta, -alpha, 1, true);
            }
            unmakeMove(m, undo);
        }
        if (stopped_) break;
        if (score > best) {
            best = score;
            // Below an aspiration window the scores are only bounds: the move that was best
            // stays first (it is the answer if time runs out during the wider search).
            if (score <= alpha && i != first) continue;
            if (score > alpha) alpha = score;
            // The best move so far goes first: it is the answer if time runs out, and the
            // first move searched at the next depth.
            const auto at = [&](std::size_t k) { return roots.begin() + static_cast<std::ptrdiff_t>(k); };
            std::rotate(at(first), at(i), at(i + 1));
            extendPv(0, m);
            if (alpha >= beta) break;  // above an aspiration window: searched again wider
        }
    }
    return best;
}

int Search::search(int depth, int alpha, int beta, int ply, bool allowNull) {
    // A side in check (in the royal-capture variants: its last royal attacked) is searched one
    // ply deeper, never left to the quiescence search, whose stand-pat would pretend it may
    // ignore the check, and never pruned: its saving move is often a quiet one. Bounded, so
    // that long series of checks end.
    const bool checked = inCheck(pos_, pos_.sideToMove());
    if (checked) history_.markCheck();  // for the repetition rule: the move here gave check
    if (checked && ply < 2 * rootDepth_) ++depth;
    if (depth <= 0) return quiesce(alpha, beta, ply, 0, true);
    const bool pvNode = beta - alpha > 1;
    if (++nodes_ % kCheckInterval == 0) checkLimits();
    if (stopped_) return 0;
    pvLength_[ply] = 0;

    int score;
    if (terminal(ply, score)) return score;
    if (repeatedInLine(ply, score)) return score;
    if (ply >= kMaxPly - 2) return evaluate();

    // Mate-distance pruning: no line from here beats a mate already found nearer the root.
    alpha = std::max(alpha, -kMate + ply);
    beta = std::min(beta, kMate - ply - 1);
    if (alpha >= beta) return alpha;

    const std::uint64_t key = pos_.hash();
    Move hashMove;
    bool haveHashMove = false;
    TTEntry e;
    if (tt_.probe(key, e)) {
        hashMove = e.move;
        haveHashMove = hashMove.to != kNoSquare;
        if (!pvNode && e.depth >= depth) {
            const int s = fromTT(e.score, ply);
            if (e.bound == Bound::Exact || (e.bound == Bound::Lower && s >= beta) ||
                (e.bound == Bound::Upper && s <= alpha))
                return s;
        }
    }

    const Side us = pos_.sideToMove();
    // Selective pruning (the strong levels), away from the principal variation, checks and
    // mate scores: the static evaluation far above beta is trusted (reverse futility), and
    // far below alpha lets quiet moves near the leaves go unsearched (futility, late moves).
    const bool prunable = settings_.pruning && !pvNode && !checked && std::abs(beta) < kMateBound &&
                          std::abs(alpha) < kMateBound;
    int staticEval = 0;
    if (prunable && depth <= kPruneDepth) {
        staticEval = evaluate();
        if (staticEval - kReverseFutilityMargin * depth >= beta) return staticEval;
    }
    const bool futile = prunable && depth <= kPruneDepth && staticEval + kFutilityMargin * (depth + 1) <= alpha;
    // No stored move at a deep node: a shallower search orders this one (internal iterative
    // reduction, the cheap form of internal iterative deepening).
    if (settings_.pruning && !haveHashMove && depth >= 4) --depth;

    // Null move: if passing still beats beta, a real move will too. Never from check (where
    // the self-check rule makes passing illegal, and elsewhere it only loses the royal), nor
    // with fewer than three pieces besides the royals on the board (zugzwang).
    if (settings_.nullMove && allowNull && !pvNode && !checked && depth >= 3 &&
        std::abs(beta) < kMateBound && pos_.pieceCount(us) - pos_.royalCount(us) >= 3 &&
        (prunable && depth <= kPruneDepth ? staticEval : evaluate()) >= beta) {
        const int r = depth >= 7 ? 3 : 2;
        pos_.setSideToMove(opposite(us));
        history_.pushNull(pos_);
        const int s = -search(depth - 1 - r, -beta, -beta + 1, ply + 1, false);
        history_.pop();
        pos_.setSideToMove(us);
        if (stopped_) return 0;
        if (s >= beta) return s >= kMateBound ? beta : s;
    }

    MovePicker picker(pos_, eval_, ordering_, moveStack_[ply], scoreStack_[ply], haveHashMove ? &hashMove : nullptr,
                      ply);
    if (anyTakesLastRoyal(pos_, picker.generated())) return kMate - ply - 1;

    const int alphaOrig = alpha;
    int best = -kInfinity;
    Move bestMove;
    int legal = 0;
    Move m;
    while (picker.next(m)) {
        const bool quiet = !m.isCapture() && !m.changesFace();
        // The moves come best first (MoveOrdering's bands), so after the first quiet move
        // pruned here every later one is a quiet move too: none is looked at (nor sorted).
        if (prunable && quiet && legal > 0 && !ordering_.isKiller(m, ply) &&
            (futile || (depth <= kPruneDepth && legal >= lateMoveCount(depth))))
            break;
        Position::Undo undo;
        makeMove(m, undo);
        if (!legalAfterMake(us)) {
            unmakeMove(m, undo);
            continue;
        }
        ++legal;
        int s;
        if (legal == 1) {
            s = -search(depth - 1, -beta, -alpha, ply + 1, true);
        } else {
            int r = 0;
            if (settings_.reductions && quiet && depth >= 3 && legal > 3 && !ordering_.isKiller(m, ply))
                r = std::clamp(reduction(depth, legal) - (pvNode ? 1 : 0), 0, depth - 2);
            s = -search(depth - 1 - r, -alpha - 1, -alpha, ply + 1, true);
            if (s > alpha && r > 0 && !stopped_) s = -search(depth - 1, -alpha - 1, -alpha, ply + 1, true);
            if (s > alpha && s < beta && !stopped_) s = -search(depth - 1, -beta, -alpha, ply + 1, true);
        }
        unmakeMove(m, undo);
        if (stopped_) return 0;
        if (s > best) {
            best = s;
            bestMove = m;
            if (s > alpha) {
                alpha = s;
                extendPv(ply, m);
                if (s >= beta) {
                    if (quiet) ordering_.recordCutoff(pos_, m, ply, depth);
                    break;
                }
            }
        }
    }
    // No legal move loses in every variant (checkmate, stalemate, Hook's stalemate win).
    if (legal == 0) return resultScore(noLegalMoveResult(pos_), us, ply);

    tt_.store(key, bestMove, toTT(best, ply), depth,
              best >= beta ? Bound::Lower : best > alphaOrig ? Bound::Exact : Bound::Upper);
    return best;
}

int Search::quiesce(int alpha, int beta, int ply, int qdepth, bool checkKnown) {
    if (++nodes_ % kCheckInterval == 0) checkLimits();
    if (stopped_) return 0;
    pvLength_[ply] = 0;

    int score;
    if (terminal(ply, score)) return score;
    // The quiet move that led here may have repeated a position (captures cannot).
    if (qdepth == 0 && repeatedInLine(ply, score)) return score;
    if (ply >= kMaxPly - 2) return evaluate();

    // In check there is no standing pat; every evasion is searched (bounded as in search(),
    // whose check extension makes this a one-ply search).
    if (settings_.quiescence && !checkKnown && ply < 2 * rootDepth_ && inCheck(pos_, pos_.sideToMove()))
        return search(0, alpha, beta, ply, false);

    const int standPat = evaluate(alpha, beta);
    if (!settings_.quiescence) return standPat;
    if (standPat >= beta) return standPat;
    if (standPat > alpha) alpha = standPat;
    if (qdepth >= kMaxQuiesceDepth) return standPat;

    MoveList& moves = moveStack_[ply];
    moves.clear();
    generateCaptures(pos_, moves);
    if (anyTakesLastRoyal(pos_, moves)) return kMate - ply - 1;
    std::vector<int>& scores = scoreStack_[ply];
    ordering_.score(pos_, eval_, moves, nullptr, ply, scores);

    const Side us = pos_.sideToMove();
    int best = standPat;
    bool restInOrder = false;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        pickNext(moves, scores, i, restInOrder);
        const Move m = moves[i];
        const int gain = materialGain(pos_, eval_, m);
        if (standPat + gain + kDeltaMargin <= alpha) continue;
        // Deep in the capture sequence, only captures that win at least the attacker's value
        // are followed: the rest pay off only against undefended pieces, and on big boards
        // following them all makes the quiescence search explode.
        if (qdepth >= kQuiesceAllCapturesDepth && gain < eval_.cellValue(pos_.cell(m.from))) continue;
        Position::Undo undo;
        makeMove(m, undo);
        if (!legalAfterMake(us)) {
            unmakeMove(m, undo);
            continue;
        }
        const int s = -quiesce(-beta, -alpha, ply + 1, qdepth + 1);
        unmakeMove(m, undo);
        if (stopped_) return 0;
        if (s > best) {
            best = s;
            if (s > alpha) {
                alpha = s;
                extendPv(ply, m);
                if (s >= beta) break;
            }
        }
    }
    return best;
}

void Search::start(const Game& game, const SearchLimits& limits, const std::atomic<bool>& stop) {
    start_ = std::chrono::steady_clock::now();
    stop_ = &stop;
    stopped_ = false;
    nodes_ = 0;
    publishedNodes_.store(0, std::memory_order_relaxed);
    static_assert(kMaxSearchDepth <= kMaxPly - 8, "the search's stacks hold the deepest line asked for");
    budget_ = searchBudget(limits, settings_, kMaxSearchDepth);
    ordering_.clear();
    pos_ = game.position();
    history_ = game.history();
    acc_.reset();
}

SearchResult Search::run(const Game& game, const SearchLimits& limits, const std::atomic<bool>& stop) {
    start(game, limits, stop);
    SearchResult result;
    std::vector<RootMove> roots = rootMoves(game);
    if (!roots.empty()) {
        result.best = roots.front().move;
        result.hasMove = true;
        result.pv = {result.best};
        // One legal move under a clock: nothing to think about.
        if (roots.size() > 1 || limits.depth > 0 || limits.nodes > 0 || limits.infinite) deepen(roots, limits, result);
        if (skipFinishedDepths_ && helperIndex_ == 0) takeDeeperSharedIteration(roots, result);
    }
    publishedNodes_.store(nodes_, std::memory_order_relaxed);
    result.nodes = nodes_;
    result.elapsedMs = elapsedMs();
    return result;
}

void Search::deepen(std::vector<RootMove>& roots, const SearchLimits& limits, SearchResult& result) {
    const std::size_t lines = std::min(static_cast<std::size_t>(std::max(limits.multiPV, 1)), roots.size());
    std::vector<SearchInfo> infos(lines);
    skipFinishedDepths_ = shared_ && lines == 1;
    abandoned_ = false;
    // Helper threads of a parallel search start at different depths, so that they fill the
    // shared table ahead of one another instead of repeating the same work.
    for (int depth = 1 + helperIndex_ % 2; depth <= budget_.maxDepth; ++depth) {
        // A helper goes past what any thread has finished, odd ones a ply further still.
        if (skipFinishedDepths_ && helperIndex_ > 0)
            depth = std::min(budget_.maxDepth, std::max(depth, shared_->depth() + 1 + helperIndex_ % 2));
        rootDepth_ = depth;
        iterate(roots, depth, infos);
        if (stopped_ && abandoned_) depth = adoptFinishedIteration(roots, infos.front());
        // An interrupted iteration still moved any better move it proved to the front.
        result.best = roots.front().move;
        if (stopped_) {
            if (!(result.pv.front() == result.best)) result.pv = {result.best};
            if (result.depth == 0) result.depth = depth;
            return;
        }
        if (lines > 1) rankLines(roots, infos);
        result.best = roots.front().move;
        const int score = infos.front().score;
        if (skipFinishedDepths_) shared_->publish(depth, score, infos.front().pv);
        result.depth = depth;
        result.score = score;
        result.pv = infos.front().pv;
        result.mateIn = infos.front().mateIn;
        report(limits, infos);
        // A forced mate the search has seen to its end will not change with more depth.
        if (!limits.infinite && std::abs(score) >= kMateBound && kMate - std::abs(score) < depth) return;
        if (budget_.softMs > 0 && elapsedMs() > budget_.softMs) return;
        if (budget_.nodes && nodes_ >= budget_.nodes) return;
    }
}

void Search::iterate(std::vector<RootMove>& roots, int depth, std::vector<SearchInfo>& infos) {
    const std::size_t lines = infos.size();
    for (std::size_t k = 0; k < lines && !stopped_; ++k) {
        const int score = lines == 1 && depth >= kAspirationDepth
                              ? searchRootAspirated(roots, depth, infos.front().score)
                              : searchRoot(roots, k, depth, -kInfinity, kInfinity);
        if (stopped_) return;
        SearchInfo& info = infos[k];
        info.depth = depth;
        info.multipv = static_cast<int>(k) + 1;
        info.score = score;
        info.mateIn = mateInMoves(score);
        info.pv.assign(pv_[0].begin(), pv_[0].begin() + pvLength_[0]);
        if (info.pv.empty() || !(info.pv.front() == roots[k].move)) info.pv = {roots[k].move};
    }
}

void Search::rankLines(std::vector<RootMove>& roots, std::vector<SearchInfo>& infos) {
    std::vector<std::pair<SearchInfo, RootMove>> ranked;
    for (std::size_t k = 0; k < infos.size(); ++k) ranked.emplace_back(infos[k], roots[k]);
    std::stable_sort(ranked.begin(), ranked.end(),
                     [](const auto& a, const auto& b) { return a.first.score > b.first.score; });
    for (std::size_t k = 0; k < infos.size(); ++k) {
        std::tie(infos[k], roots[k]) = ranked[k];
        infos[k].multipv = static_cast<int>(k) + 1;
    }
}

int Search::adoptFinishedIteration(std::vector<RootMove>& roots, SearchInfo& best) {
    stopped_ = abandoned_ = false;
    const CompletedIteration done = shared_->best();
    // The next iteration starts from its move.
    const auto first =
        std::find_if(roots.begin(), roots.end(), [&](const RootMove& r) { return r.move == done.pv.front(); });
    if (first != roots.end()) std::rotate(roots.begin(), first, first + 1);
    rootDepth_ = done.depth;
    best.depth = done.depth;
    best.score = done.score;
    best.mateIn = mateInMoves(done.score);
    best.pv = done.pv;
    return done.depth;
}

void Search::takeDeeperSharedIteration(const std::vector<RootMove>& roots, SearchResult& result) const {
    const CompletedIteration done = shared_->best();
    if (done.depth <= result.depth ||
        std::none_of(roots.begin(), roots.end(), [&](const RootMove& r) { return r.move == done.pv.front(); }))
        return;
    result.depth = done.depth;
    result.score = done.score;
    result.mateIn = mateInMoves(done.score);
    result.pv = done.pv;
    result.best = done.pv.front();
}

void Search::report(const SearchLimits& limits, std::vector<SearchInfo>& infos) const {
    if (!limits.onInfo) return;
    const std::int64_t elapsed = elapsedMs();
    const std::uint64_t nodes = totalNodes();
    for (SearchInfo& info : infos) {
        info.nodes = nodes;
        info.elapsedMs = elapsed;
        info.nps = nodes * 1000 / static_cast<std::uint64_t>(std::max<std::int64_t>(elapsed, 1));
        limits.onInfo(info);
    }
}

}  // namespace shogi
