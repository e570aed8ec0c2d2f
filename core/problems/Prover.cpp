#include "problems/Prover.h"

#include <algorithm>

namespace shogi {
namespace {

// Mixes the positions of a perpetual check's window into a key (a sum keeps the order out;
// the finalizer of SplitMix64 spreads it).
std::uint64_t mix(std::uint64_t x) {
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

bool isMove(const Move& m) { return m.isDrop() || m.from != kNoSquare; }

}  // namespace

Prover::Prover(int tableBits)
    : table_(std::size_t{1} << tableBits), mask_((std::uint64_t{1} << tableBits) - 1) {}

bool Prover::winsWithin(const Position& pos, int moves, const Move* first) {
    return ask(pos, moves, first, Rule::NoRepetition);
}

bool Prover::mayWinWithin(const Position& pos, int moves, const Move* first) {
    return ask(pos, moves, first, Rule::DefenderChecks);
}

int Prover::shortestWin(const Position& pos, int limit, const Move* first) {
    for (int n = 1; n <= limit; ++n) {
        if (winsWithin(pos, n, first)) return n;
        if (stopped_) return 0;
    }
    return 0;
}

bool Prover::ask(const Position& pos, int moves, const Move* first, Rule rule) {
    if (&pos.variant() != variant_) {
        std::fill(table_.begin(), table_.end(), Entry{});
        variant_ = &pos.variant();
    }
    pos_ = pos;
    attacker_ = pos.sideToMove();
    rule_ = rule;
    repetitions_ = std::max(variant_->rules().repetitionCount, 2);
    stopped_ = false;
    ply_ = 0;
    window_ = 0;
    const std::size_t plies = 2 * static_cast<std::size_t>(std::max(moves, 1)) + 2;
    if (lists_.size() < plies) {
        lists_.resize(plies);
        saving_.resize(plies);
        killer_.resize(plies);
        line_.resize(plies);
    }
    if (moves < 1) return false;
    if (!first) return attack(moves);

    const GameResult over = positionResult(*pos_, saving_[0]);
    if (over.over()) return false;
    MoveList& legal = lists_[0];
    legal.clear();
    legalMoves(*pos_, legal);
    if (std::find(legal.begin(), legal.end(), *first) == legal.end()) return false;
    line_[0] = pos_->hash();
    Position::Undo undo;
    pos_->make(*first, undo);
    ply_ = 1;
    const bool win = moves == 1 ? attackerHasWon() : defend(moves - 1);
    ply_ = 0;
    pos_->unmake(*first, undo);
    return win && !stopped_;
}

bool Prover::attackerWins(const GameResult& r) const {
    return r.outcome == (attacker_ == kBlack ? Outcome::BlackWins : Outcome::WhiteWins);
}

bool Prover::timeToStop() {
    if (!stopped_ && stop_ && (nodes_ & 1023) == 0 && stop_->load(std::memory_order_relaxed)) stopped_ = true;
    return stopped_;
}

bool Prover::repetitionPossible(int plies) const {
    // Occurrences of one position lie two plies apart at least: the fourth comes 2 * 3
    // plies after the first, which must lie in the window.
    return rule_ == Rule::DefenderChecks && ply_ + plies - window_ >= 2 * (repetitions_ - 1);
}

std::uint64_t Prover::key(int plies) const {
    // Which side attacks is part of the question: the same position is an attacker's turn
    // in one proof and a defender's in another.
    const std::uint64_t key = pos_->hash() ^ (attacker_ == kWhite ? 0x2545f4914f6cdd1dull : 0);
    if (!repetitionPossible(plies)) return key;
    std::uint64_t window = 0x9e3779b97f4a7c15ull;
    for (int i = window_; i < ply_; ++i) window += line_[static_cast<std::size_t>(i)];
    return key ^ mix(window);
}

bool Prover::enter() {
    const std::uint64_t here = line_[static_cast<std::size_t>(ply_)] = pos_->hash();
    if (rule_ != Rule::DefenderChecks) return false;
    int occurrences = 1;
    for (int i = ply_ - 2; i >= window_; i -= 2)
        if (line_[static_cast<std::size_t>(i)] == here) ++occurrences;
    return occurrences >= repetitions_;
}

void Prover::record(std::uint64_t key, int left, bool win, const Move& best) {
    Entry& e = slot(key);
    if (e.key != key) {
        e = Entry{};
        e.key = key;
    }
    const auto n = static_cast<std::uint8_t>(left);
    if (win && (!e.winWithin || n < e.winWithin)) {
        e.winWithin = n;
        e.best = best;
    } else if (!win && n > e.noWinUpTo) {
        e.noWinUpTo = n;
        if (isMove(best)) e.best = best;
    }
}

void Prover::order(MoveList& moves, std::initializer_list<const Move*> first, bool attacker) {
    std::size_t front = 0;
    for (const Move* f : first) {
        if (!isMove(*f)) continue;
        const auto it = std::find(moves.begin() + static_cast<std::ptrdiff_t>(front), moves.end(), *f);
        if (it == moves.end()) continue;
        std::rotate(moves.begin() + static_cast<std::ptrdiff_t>(front), it, it + 1);
        ++front;
    }
    // The rest: for the attacker, taking the last royal, then moves that attack a royal of
    // the defender, then captures; for the defender, its royals' moves, then captures.
    const Side them = opposite(pos_->sideToMove());
    thread_local std::vector<std::pair<int, std::size_t>> scored;
    scored.clear();
    for (std::size_t i = front; i < moves.size(); ++i) {
        const Move& m = moves[i];
        int score = 10 * m.captureCount;
        if (attacker) {
            if (takesLastRoyal(*pos_, m)) score += 1000;
            Position::Undo undo;
            pos_->make(m, undo);
            if (anyRoyalAttacked(*pos_, them)) score += 100;
            pos_->unmake(m, undo);
        } else if (!m.isDrop() && variant_->kind(cellKind(pos_->cell(m.from))).royal) {
            score += 50;
        }
        scored.emplace_back(-score, i);
    }
    std::stable_sort(scored.begin(), scored.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    thread_local MoveList rest;
    rest.clear();
    for (const auto& [score, i] : scored) rest.push_back(moves[i]);
    std::copy(rest.begin(), rest.end(), moves.begin() + static_cast<std::ptrdiff_t>(front));
}

bool Prover::attackerHasWon() {
    ++nodes_;
    if (enter()) return true;
    return attackerWins(positionResult(*pos_, saving_[ply_]));
}

std::optional<bool> Prover::settled(int left, int plies, std::uint64_t& key, Move& best) {
    if (timeToStop()) return false;
    ++nodes_;
    if (enter()) return true;
    const GameResult over = positionResult(*pos_, saving_[ply_]);
    if (over.over()) return attackerWins(over);
    key = this->key(plies);
    if (const Entry& e = slot(key); e.key == key) {
        if (e.winWithin && e.winWithin <= left) return true;
        if (e.noWinUpTo >= left) return false;
        best = e.best;
    }
    return std::nullopt;
}

bool Prover::attack(int left) {
    std::uint64_t k = 0;
    Move best;
    if (const std::optional<bool> known = settled(left, 2 * left - 1, k, best)) return *known;
    MoveList& moves = lists_[ply_];
    moves.clear();
    legalMoves(*pos_, moves);
    // The last move is tried everywhere anyway; before it, moves that attack come first.
    if (left > 1) order(moves, {&best}, true);
    for (const Move& m : moves) {
        Position::Undo undo;
        pos_->make(m, undo);
        ++ply_;
        const bool win = left == 1 ? attackerHasWon() : defend(left - 1);
        --ply_;
        pos_->unmake(m, undo);
        if (stopped_) return false;
        if (win) {
            record(k, left, true, m);
            return true;
        }
    }
    record(k, left, false, Move{});
    return false;
}

bool Prover::defend(int left) {
    std::uint64_t k = 0;
    Move best;
    if (const std::optional<bool> known = settled(left, 2 * left, k, best)) return *known;
    MoveList& moves = lists_[ply_];
    moves.clear();
    legalMoves(*pos_, moves);
    const Move saving = saving_[ply_];
    order(moves, {&saving, &best, &killer_[ply_]}, false);
    // Whether each reply gives check matters only while a perpetual check could end the line.
    const bool watchChecks = repetitionPossible(2 * left);
    const int window = window_;
    for (const Move& m : moves) {
        Position::Undo undo;
        pos_->make(m, undo);
        ++ply_;
        if (watchChecks && !inCheck(*pos_, attacker_)) window_ = ply_;
        const bool win = attack(left);
        window_ = window;
        --ply_;
        pos_->unmake(m, undo);
        if (stopped_) return false;
        if (!win) {
            killer_[ply_] = m;
            record(k, left, false, m);
            return false;
        }
    }
    record(k, left, true, Move{});
    return true;
}

}  // namespace shogi
