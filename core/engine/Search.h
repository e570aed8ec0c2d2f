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
#include "engine/Evaluation.h"
#include "engine/MoveOrdering.h"
#include "engine/SharedIteration.h"
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

// What a strength level changes in the search.
struct SearchSettings {
    int maxDepth = 0;          // 0: only the limits given to search() apply
    int timePercent = 100;     // share of the given time this level uses
    std::int64_t maxTimeMs = 0;  // a cap on thinking time when a time limit is given (0: none)
    int noise = 0;             // +- centipawns of seeded noise added to evaluations
    std::uint64_t seed = 0;
    bool nullMove = true;
    bool reductions = true;    // late-move reductions
    bool quiescence = true;    // follow captures past the last ply; without it pieces hang
    bool pruning = true;       // reverse futility, futility and late-move pruning, IIR
};

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

    std::vector<RootMove> rootMoves(const Game& game);
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
    // Adds the last move's mobility change to kept_ if it is not there yet.
    void settleMobility();
    void makeMove(const Move& m, Position::Undo& undo);
    void unmakeMove(const Move& m, const Position::Undo& undo);
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

    // The evaluation's terms kept move by move (material, mobility, mop-up pull), and their values
    // before each move of the current line.
    Evaluator::KeptTerms kept_;
    std::vector<Evaluator::KeptTerms> keptStack_;
    // The last move's cells while its mobility change is not yet in kept_: most nodes are left
    // without asking for the mobility (Evaluator::afterMoveLeavingMobility).
    Evaluator::TouchedCells unsettled_;
    bool mobilityUnsettled_ = false;
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
    std::uint64_t nodeLimit_ = 0;
    std::int64_t hardTimeMs_ = 0;
    std::int64_t softTimeMs_ = 0;
    int rootDepth_ = 1;   // the iteration's depth, which bounds check extensions
    const std::atomic<bool>* stop_ = nullptr;
    bool stopped_ = false;
    SharedIteration* shared_ = nullptr;
    bool skipFinishedDepths_ = false;  // one line with others sharing: give up a depth another finished
    bool abandoned_ = false;           // stopped_ only because another thread finished this depth
    std::chrono::steady_clock::time_point start_;
};

}  // namespace shogi
