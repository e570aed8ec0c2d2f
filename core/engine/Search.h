#pragma once
// One search of one position: iterative deepening principal-variation alpha-beta with a
// quiescence search on captures, a transposition table, null-move pruning and late-move
// reductions. The end-of-game rules are game/GameEnd's and game/PositionHistory's; the
// search turns their results into scores, and scores a position that occurred before on
// its line or in the game as a draw.

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <vector>

#include "engine/Engine.h"
#include "engine/EvalAccumulator.h"
#include "engine/Evaluation.h"
#include "engine/MoveOrdering.h"
#include "engine/SearchSettings.h"
#include "engine/SharedIteration.h"
#include "engine/TimePlan.h"
#include "engine/TranspositionTable.h"
#include "game/PositionHistory.h"

namespace shogi {

// Scores: a win in n plies is kMate - n.
inline constexpr int kMate = 30000;
inline constexpr int kMateBound = kMate - 1000;
inline constexpr int kInfinity = 32000;

// Moves (not plies) to the mate a score announces: > 0 the side to move mates, < 0 it is
// mated, 0 no mate seen.
constexpr int mateInMoves(int score) {
    if (score >= kMateBound) return (kMate - score + 1) / 2;
    if (score <= -kMateBound) return -((kMate + score) / 2);
    return 0;
}

class Search {
public:
    Search(const Variant& variant, TranspositionTable& tt, const SearchSettings& settings);

    // Searches game's position. The caller starts a new table generation (tt.newSearch())
    // once per search, before any thread runs.
    SearchResult run(const Game& game, const SearchLimits& limits, const std::atomic<bool>& stop);

    // Parallel search: helper `index` (1, 2, ...) of a main search; 0 is the main search.
    void setHelperIndex(int index) { helperIndex_ = index; }
    // The other threads of a parallel search, whose nodes the reports count too.
    void setPeers(std::vector<const Search*> peers) { peers_ = std::move(peers); }
    // The iterations the threads of a parallel search share (nullptr: searching alone).
    void setShared(SharedIteration* shared) { shared_ = shared; }
    // Nodes searched so far, as last published (every few hundred nodes); any thread may ask.
    std::uint64_t publishedNodes() const { return publishedNodes_.load(std::memory_order_relaxed); }

private:
    struct RootMove {
        Move move;
        int fixedScore = 0;     // used instead of searching when `fixed`
        bool fixed = false;     // the move ends the game by repetition (draw or perpetual check)
    };

    // Before a search: the clock, the budget, the counters and the position with its terms.
    void start(const Game& game, const SearchLimits& limits, const std::atomic<bool>& stop);
    std::vector<RootMove> rootMoves(const Game& game);
    // Iterative deepening: one iteration after another until a limit, a proved mate or the
    // stop; `result` holds the last completed one.
    void deepen(std::vector<RootMove>& roots, const SearchLimits& limits, SearchResult& result);
    // One iteration: line k (multi-PV) is the best of the root moves the lines before it left
    // out, each line's score and PV in infos[k].
    void iterate(std::vector<RootMove>& roots, int depth, std::vector<SearchInfo>& infos);
    // The lines were searched with different windows, so a later one may score above an
    // earlier one: best first, the roots alike.
    static void rankLines(std::vector<RootMove>& roots, std::vector<SearchInfo>& infos);
    // Parallel search: this thread gave up a depth another thread finished first; that
    // thread's line becomes this one's. Returns the depth taken over.
    int adoptFinishedIteration(std::vector<RootMove>& roots, SearchInfo& best);
    // The main thread, stopped inside an iteration: a deeper one a helper completed is the
    // better answer.
    void takeDeeperSharedIteration(const std::vector<RootMove>& roots, SearchResult& result) const;
    void report(const SearchLimits& limits, std::vector<SearchInfo>& infos) const;

    // Searches roots[first..] and moves the best of them to `first`.
    int searchRoot(std::vector<RootMove>& roots, std::size_t first, int depth, int alpha, int beta);
    // The root of a single-line search in a window around `previous`, widened until it holds.
    int searchRootAspirated(std::vector<RootMove>& roots, int depth, int previous);
    int search(int depth, int alpha, int beta, int ply, bool allowNull);
    // `checkKnown`: search() has tested the side to move for check already (and found none
    // that would be searched here), so the test is not repeated.
    int quiesce(int alpha, int beta, int ply, int qdepth, bool checkKnown = false);
    // Score of a position that material has decided (royal captured, bare King), if it is.
    bool terminal(int ply, int& score) const;
    // The current line returned to an earlier position: `score` is R10's verdict on its cycle.
    bool repeatedInLine(int ply, int& score) const;
    bool legalAfterMake(Side mover) const;
    int evaluate(int alpha = -kInfinity, int beta = kInfinity);
    void makeMove(const Move& m, Position::Undo& undo);
    void unmakeMove(const Move& m, const Position::Undo& undo);
    // The child's PV is the rest of this node's, after `m`.
    void extendPv(int ply, const Move& m);
    void checkLimits();
    std::uint64_t totalNodes() const;
    std::int64_t elapsedMs() const;

    const Variant& variant_;
    TranspositionTable& tt_;
    SearchSettings settings_;
    Evaluator eval_;
    MoveOrdering ordering_;
    Position pos_;
    bool selfCheckIllegal_;

    // The game so far and the current line, for repetition.
    PositionHistory history_;

    // The evaluation's terms of pos_, kept move by move.
    EvalAccumulator acc_;
    // Full evaluations of recent positions by hash (never a lazy one, which depends on the
    // window): transpositions and the quiescence search meet the same positions often.
    // Half a key: the slot's index holds the low bits, and 8 bytes a slot keep the cache
    // within the L2 cache that 16 bytes overflowed.
    struct EvalSlot {
        std::uint32_t check = 0;  // the key's high 32 bits
        std::int32_t score = 0;
    };
    mutable std::vector<EvalSlot> evalCache_;

    // Per ply: a node's MovePicker keeps its moves here while its children use deeper plies.
    std::vector<MoveList> moveStack_;
    std::vector<std::vector<int>> scoreStack_;
    std::vector<std::vector<Move>> pv_;
    std::vector<int> pvLength_;

    std::uint64_t nodes_ = 0;
    std::atomic<std::uint64_t> publishedNodes_{0};
    int helperIndex_ = 0;
    std::vector<const Search*> peers_;
    SearchBudget budget_;
    int rootDepth_ = 1;   // the iteration's depth, which bounds check extensions
    const std::atomic<bool>* stop_ = nullptr;
    bool stopped_ = false;
    SharedIteration* shared_ = nullptr;
    bool skipFinishedDepths_ = false;  // one line with others sharing: give up a depth another finished
    bool abandoned_ = false;           // stopped_ only because another thread finished this depth
    std::chrono::steady_clock::time_point start_;
};

}  // namespace shogi
