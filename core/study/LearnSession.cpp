#include "study/LearnSession.h"

#include <algorithm>
#include <numeric>

namespace shogi {
namespace {

// How many faces asked lately wait before one of them is asked again.
constexpr std::size_t kRecent = 2;

}  // namespace

LearnSession::LearnSession(const Variant& variant, std::uint64_t seed, LearnOptions options)
    : variant_(&variant), faces_(variantFaces(variant)), options_(options), random_(seed) {
    if (!options_.where && !options_.names) options_.where = true;
    if (options_.commonFirst) {
        newOrder_ = mostCommonFirst(faces_);
    } else {
        newOrder_.resize(faces_.size());
        std::iota(newOrder_.begin(), newOrder_.end(), 0);
    }
}

LearnSession::Kind LearnSession::chooseKind() {
    if (!options_.names) return Kind::Where;
    if (!options_.where) return random_.chance(1, 2) ? Kind::FaceToName : Kind::NameToFace;
    // Half the questions are about the move, the rest about the face and its name.
    const int roll = random_.below(4);
    return roll < 2 ? Kind::Where : roll == 2 ? Kind::FaceToName : Kind::NameToFace;
}

LearnSession::Question LearnSession::next(const LearnProgress& progress, std::int64_t now) {
    Question q;
    q.face = progress.nextFace(*variant_, faces_, newOrder_, now, recent_);
    current_ = q.face;
    q.kind = chooseKind();
    const Face& face = faces_[q.face];
    if (q.kind == Kind::Where) {
        const bool learning = progress.record(variant_->id(), faceCode(*variant_, face)).box <= 1;
        // A face being learned is shown alone; one known is asked among two to five others.
        const int most = std::min(5, maxBlockers(*variant_));
        const int least = std::min(2, most);
        const int blockers = learning ? 0 : least + random_.below(most - least + 1);
        q.where = whereQuestion(*variant_, face.kind, blockers, random_);
    } else {
        q.choice = choiceQuestion(*variant_, faces_, q.face, options_.choices, q.kind == Kind::FaceToName, random_);
    }
    return q;
}

void LearnSession::answer(LearnProgress& progress, bool right, std::int64_t now) {
    if (current_ < 0) return;
    progress.answer(variant_->id(), faceCode(*variant_, faces_[current_]), right, now);
    recent_.push_back(current_);
    if (recent_.size() > kRecent) recent_.erase(recent_.begin());
    ++asked_;
    if (right) ++right_;
    current_ = -1;
}

}  // namespace shogi
