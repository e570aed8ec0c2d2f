#pragma once
// Exhaustive proof of forced wins: whether the side to move (the attacker) wins within N of
// its own moves whatever the other side does, by the variant's own end-of-game rules
// (game/GameEnd: the last royal taken, checkmate declared when every move loses the last
// royal, the bare King, no legal move). An AND/OR search over every legal move of both sides
// (passes, igui, every Lion, Lion Dog and hook move, drops): no move is ever left out, on
// either side. Two things save work without changing an answer: the order moves are tried
// in, and a table of what is known about each position (the fewest moves proved to win, the
// most proved not to), keyed by the position's hash.
//
// Repetition (R10) ends a game only at a position's fourth occurrence. A problem starts from
// its position with no past, so that needs three returns to a position along one line: at
// least six plies after its first occurrence, and no line of a win in three or fewer moves
// is that long. For longer wins the search answers two questions, each sound by the rules:
//  - winsWithin() plays without repetition. A win found so is a win by the rules: in the
//    fastest such win no position comes back (the moves left to mate fall with every move),
//    so no line of it meets a repetition.
//  - mayWinWithin() also lets the attacker win when a position occurs for the fourth time
//    with the defender giving check on every move since the first (perpetual check, the one
//    repetition that ends a game in the attacker's favour), and leaves out the draws and the
//    attacker's own perpetual check, which can only help the attacker. A "no" here is a "no"
//    by the rules.
// The second question depends on the line: on the positions since the defender's last move
// that gave no check (the window a perpetual check can lie in). Where a repetition could
// still end the line, the table's key holds that window too; where none could, the two
// questions have one answer and share the table.

#include <atomic>
#include <cstdint>
#include <optional>
#include <vector>

#include "game/Rules.h"

namespace shogi {

class Prover {
public:
    // A table of 2^tableBits positions (32 bytes each).
    explicit Prover(int tableBits = 20);

    // The side to move in `pos` wins within `moves` of its moves (at least 1), starting with
    // `first` when it is given (a move of `pos`). True means it wins by the rules.
    bool winsWithin(const Position& pos, int moves, const Move* first = nullptr);
    // The same question answered generously (see above): false means it does not win within
    // `moves` by the rules.
    bool mayWinWithin(const Position& pos, int moves, const Move* first = nullptr);
    // The fewest moves, 1 to `limit`, in which winsWithin holds; 0 if it does not within `limit`.
    int shortestWin(const Position& pos, int limit, const Move* first = nullptr);

    // Another thread may ask a running proof to stop; its answers are then meaningless and
    // stopped() says so until the next question.
    void setStopFlag(const std::atomic<bool>* stop) { stop_ = stop; }
    bool stopped() const { return stopped_; }
    // Positions visited since the prover was made.
    std::uint64_t nodes() const { return nodes_; }

private:
    enum class Rule { NoRepetition, DefenderChecks };
    struct Entry {
        std::uint64_t key = 0;
        std::uint8_t winWithin = 0;   // fewest moves proved to win; 0: none proved
        std::uint8_t noWinUpTo = 0;   // most moves proved not to win
        Move best;                    // the attacker's winning move, or the defender's refutation
    };

    bool ask(const Position& pos, int moves, const Move* first, Rule rule);
    // What the position at ply_ settles without a search: a stop, a perpetual check, the game
    // over, or the table's answer for `left` moves (`plies` more plies in the line); nullopt
    // with the table's key and best move when it must be searched.
    std::optional<bool> settled(int left, int plies, std::uint64_t& key, Move& best);
    // The attacker to move with `left` moves (at least 1).
    bool attack(int left);
    // The defender to move; the attacker has `left` moves (at least 1) after its reply.
    bool defend(int left);
    // After the attacker's last move: whether the game is over in its favour.
    bool attackerHasWon();
    // Enters the position at ply_ into the line; true if the defender has lost it by
    // perpetual check (DefenderChecks only).
    bool enter();
    bool attackerWins(const GameResult& r) const;
    // A perpetual check could still end a line of `plies` more plies (DefenderChecks only).
    bool repetitionPossible(int plies) const;
    // The table's key of the position at ply_ with `plies` more plies in the line.
    std::uint64_t key(int plies) const;
    Entry& slot(std::uint64_t key) { return table_[key & mask_]; }
    void record(std::uint64_t key, int left, bool win, const Move& best);
    // Puts the moves most likely to win (attacker) or to refute (defender) first; `first`
    // moves are tried in the order given, before the rest.
    void order(MoveList& moves, std::initializer_list<const Move*> first, bool attacker);
    bool timeToStop();

    std::vector<Entry> table_;
    std::uint64_t mask_;
    const Variant* variant_ = nullptr;
    std::optional<Position> pos_;
    Side attacker_ = kBlack;
    Rule rule_ = Rule::NoRepetition;
    int repetitions_ = 4;   // the occurrences that end a game (R10)
    int ply_ = 0;
    std::vector<std::uint64_t> line_;  // per ply: the hash of the position there
    int window_ = 0;        // the first ply since which the defender gave check on every move
    std::vector<MoveList> lists_;  // per ply
    std::vector<Move> saving_;     // per ply: the last move that kept the side there in the game
    std::vector<Move> killer_;     // per ply: the defender's last refutation
    std::uint64_t nodes_ = 0;
    const std::atomic<bool>* stop_ = nullptr;
    bool stopped_ = false;
};

}  // namespace shogi
