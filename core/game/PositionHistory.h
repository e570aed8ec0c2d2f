#pragma once
// The positions of a game, and of a search's current line, for repetition (R10): the hash
// of every position since the start, the first index from which each one could repeat, and
// whether each move gave check. One home for the repetition rule, used by Game and by the
// engine's search (which grows and shrinks it along its line).

#include <cstdint>
#include <vector>

#include "game/GameEnd.h"

namespace shogi {

class PositionHistory {
public:
    explicit PositionHistory(const Position& start);

    // After `move` was made: `after` is the new position; `gaveCheck` is whether the move
    // attacked the last royal of the side now to move (the search, which learns it only at
    // the node that follows, passes false and sets it with markCheck()).
    void push(const Position& after, const Move& move, bool gaveCheck) {
        // In variants without drops a capture cannot be undone, nor a change of face that
        // comes without one (Heian's promotion): nothing before such a move can repeat.
        const bool irreversible = !drops_ && (move.isCapture() || move.changesFace());
        const int index = static_cast<int>(entries_.size());
        entries_.push_back({after.hash(), irreversible ? index : entries_.back().repeatableFrom, gaveCheck});
    }
    // After the search's null move (the side to move changed, nothing else): a barrier, as
    // the line through it is not a game.
    void pushNull(const Position& after) {
        const int index = static_cast<int>(entries_.size());
        entries_.push_back({after.hash(), index, false});
    }
    void pop() { entries_.pop_back(); }
    // The move that led to the current position gave check.
    void markCheck() { entries_.back().gaveCheck = true; }
    std::size_t size() const { return entries_.size(); }

    // The first index whose position could equal the current one.
    int repeatableFrom() const { return entries_.back().repeatableFrom; }
    // The current position occurred before, with the same side to move.
    bool repeated() const { return lastOccurrence() >= 0; }
    // Inside a search, where a line that returns to a position would go round again: if the
    // current position occurred before (repeated()), the cycle since its last occurrence
    // scored by R10 as if it ended the game (the side that checked at every move of it
    // loses, otherwise a draw); ongoing if it did not occur.
    GameResult repetitionInLine() const;
    // How often the current position has occurred, this time included; `first` receives the
    // index of its first occurrence.
    int occurrences(int* first = nullptr) const;
    // R10: Ongoing until the current position occurs for the variant's repetitionCount-th
    // time; then the side whose every move since its first occurrence gave check loses
    // (PerpetualCheck), otherwise a draw (Repetition).
    GameResult result() const;

private:
    // The index of the current position's last earlier occurrence, -1 if none.
    int lastOccurrence() const {
        const int now = static_cast<int>(entries_.size()) - 1;
        for (int i = now - 2; i >= entries_[now].repeatableFrom; i -= 2)
            if (entries_[i].hash == entries_[now].hash) return i;
        return -1;
    }
    // R10's verdict on the moves from entry `first` to the current one.
    GameResult cycleResult(int first) const;

    struct Entry {
        std::uint64_t hash;
        int repeatableFrom;
        bool gaveCheck;   // the move that led here
    };

    bool drops_;
    int needed_;          // occurrences that end the game
    Side startSide_;
    std::vector<Entry> entries_;
};

}  // namespace shogi
