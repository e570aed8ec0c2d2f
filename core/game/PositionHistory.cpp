#include "game/PositionHistory.h"

namespace shogi {

PositionHistory::PositionHistory(const Position& start)
    : drops_(start.variant().rules().drops),
      needed_(start.variant().rules().repetitionCount),
      startSide_(start.sideToMove()) {
    entries_.push_back({start.hash(), 0, false});
}

int PositionHistory::occurrences(int* first) const {
    // Sides alternate with every entry (a null move switches them too): equal positions
    // with the same side to move lie an even distance apart.
    const int now = static_cast<int>(entries_.size()) - 1;
    int count = 1;
    if (first) *first = now;
    for (int i = now - 2; i >= entries_[now].repeatableFrom; i -= 2)
        if (entries_[i].hash == entries_[now].hash) {
            ++count;
            if (first) *first = i;
        }
    return count;
}

GameResult PositionHistory::result() const {
    int first = 0;
    if (occurrences(&first) < needed_) return {};
    return cycleResult(first);
}

GameResult PositionHistory::repetitionInLine() const {
    const int last = lastOccurrence();
    return last >= 0 ? cycleResult(last) : GameResult{};
}

GameResult PositionHistory::cycleResult(int first) const {
    const int now = static_cast<int>(entries_.size()) - 1;
    // The moves since `first` lead from entry i to entry i + 1, made by the side to move at
    // entry i. A side that made none there is no perpetual checker.
    bool allCheck[2] = {true, true};
    bool moved[2] = {false, false};
    for (int i = first; i < now; ++i) {
        const Side mover = (i % 2 == 0) ? startSide_ : opposite(startSide_);
        moved[mover] = true;
        if (!entries_[i + 1].gaveCheck) allCheck[mover] = false;
    }
    if (moved[kBlack] && allCheck[kBlack]) return winFor(kWhite, EndReason::PerpetualCheck);
    if (moved[kWhite] && allCheck[kWhite]) return winFor(kBlack, EndReason::PerpetualCheck);
    return {Outcome::Draw, EndReason::Repetition};
}

}  // namespace shogi
