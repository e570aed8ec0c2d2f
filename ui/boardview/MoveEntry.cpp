#include "boardview/MoveEntry.h"

#include <algorithm>

namespace ui {

std::vector<shogi::Square> MoveEntry::clickSequence(const shogi::Move& move) {
    std::vector<shogi::Square> seq;
    if (move.isDrop()) return {move.to};
    for (int i = 0; i < move.captureCount; ++i) seq.push_back(move.captures[i]);
    if (seq.empty() || seq.back() != move.to) seq.push_back(move.to);
    return seq;
}

void MoveEntry::begin(shogi::Square origin, std::vector<shogi::PieceMove> moves) {
    clear();
    active_ = true;
    origin_ = origin;
    for (auto& m : moves) {
        Candidate c{std::move(m), {}};
        c.sequence = clickSequence(c.move.move);
        candidates_.push_back(std::move(c));
    }
}

void MoveEntry::clear() {
    active_ = false;
    origin_ = shogi::kNoSquare;
    candidates_.clear();
    clicked_.clear();
    completed_.clear();
}

bool MoveEntry::startsWithPrefix(const Candidate& c, const std::vector<shogi::Square>& prefix) const {
    return c.sequence.size() >= prefix.size() && std::equal(prefix.begin(), prefix.end(), c.sequence.begin());
}

std::map<shogi::Square, unsigned> MoveEntry::targets() const {
    std::map<shogi::Square, unsigned> marks;
    const std::size_t n = clicked_.size();
    for (const Candidate& c : candidates_) {
        if (!startsWithPrefix(c, clicked_)) continue;
        const shogi::Move& m = c.move.move;
        if (c.sequence.size() == n) {
            // The move could end where the last click was: clicking there again ends it.
            marks[clicked_.back()] |= (c.move.capture ? kMarkCapture : kMarkMove) | (c.move.promotes ? kMarkPromotion : 0u);
            continue;
        }
        const shogi::Square next = c.sequence[n];
        unsigned& mark = marks[next];
        if (c.sequence.size() > n + 1) {
            mark |= kMarkContinue;
            continue;
        }
        if (m.isPass()) mark |= kMarkPass;
        else if (std::find(m.captures.begin(), m.captures.begin() + m.captureCount, next) != m.captures.begin() + m.captureCount)
            mark |= kMarkCapture;
        else
            mark |= kMarkMove;
        if (c.move.promotes) mark |= kMarkPromotion;
    }
    return marks;
}

std::vector<shogi::MovePath> MoveEntry::pathsThrough(shogi::Square sq) const {
    std::vector<shogi::MovePath> paths;
    const std::size_t n = clicked_.size();
    for (const Candidate& c : candidates_) {
        if (!startsWithPrefix(c, clicked_)) continue;
        const bool next = c.sequence.size() > n && c.sequence[n] == sq;
        const bool ends = c.sequence.size() == n && n > 0 && clicked_.back() == sq;
        if (!next && !ends) continue;
        for (const shogi::MovePath& p : c.move.paths)
            if (std::find(paths.begin(), paths.end(), p) == paths.end()) paths.push_back(p);
    }
    return paths;
}

MoveEntry::Step MoveEntry::click(shogi::Square sq) {
    if (!active_) return Step::Rejected;
    completed_.clear();
    std::vector<shogi::Square> prefix = clicked_;
    prefix.push_back(sq);

    std::vector<const Candidate*> exact;
    bool longer = false;
    for (const Candidate& c : candidates_) {
        if (!startsWithPrefix(c, prefix)) continue;
        if (c.sequence.size() == prefix.size()) exact.push_back(&c);
        else longer = true;
    }
    if (exact.empty() && !longer && !clicked_.empty() && clicked_.back() == sq) {
        // A second click on the last square ends the move there (a Lion capturing once).
        for (const Candidate& c : candidates_)
            if (c.sequence == clicked_) exact.push_back(&c);
        if (!exact.empty()) {
            for (const Candidate* c : exact) completed_.push_back(c->move);
            return Step::Completed;
        }
    }
    if (exact.empty() && !longer) return Step::Rejected;
    if (longer) {
        clicked_ = std::move(prefix);
        return Step::Continued;
    }
    for (const Candidate* c : exact) completed_.push_back(c->move);
    return Step::Completed;
}

}  // namespace ui
