#include "study/LearnProgress.h"

#include <algorithm>
#include <sstream>

namespace shogi {
namespace {

constexpr const char* kHeader = "large-shogi learn progress 1";
constexpr std::int64_t kMinute = 60, kDay = 24 * 60 * kMinute;

bool validCode(const std::string& code) {
    return !code.empty() && code.size() <= 8 &&
           std::all_of(code.begin(), code.end(), [](char c) { return (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '+'; });
}

bool validVariantId(const std::string& id) {
    return !id.empty() && std::all_of(id.begin(), id.end(), [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'; });
}

}  // namespace

std::int64_t LearnProgress::interval(int box) {
    // Box 1 (answered wrong) again at once, after the faces just asked; box 2 later in the
    // sitting; then days.
    static constexpr std::int64_t kIntervals[kTopBox + 1] = {0, 0, 10 * kMinute, kDay, 3 * kDay, 10 * kDay};
    return kIntervals[std::clamp(box, 0, kTopBox)];
}

FaceRecord LearnProgress::record(const std::string& variant, const std::string& face) const {
    const auto v = records_.find(variant);
    if (v == records_.end()) return {};
    const auto f = v->second.find(face);
    return f == v->second.end() ? FaceRecord{} : f->second;
}

void LearnProgress::answer(const std::string& variant, const std::string& face, bool right, std::int64_t now) {
    FaceRecord& r = records_[variant][face];
    if (!right) {
        ++r.wrong;
        r.box = 1;
        r.due = now;
        return;
    }
    ++r.right;
    if (r.box > 0 && r.due > now) return;  // asked ahead of time: no step up
    r.box = std::clamp(r.box + 1, 2, kTopBox);
    r.due = now + interval(r.box);
}

int LearnProgress::mastered(const Variant& variant, const std::vector<Face>& faces) const {
    return boxCounts(variant, faces)[kTopBox];
}

std::vector<int> LearnProgress::boxCounts(const Variant& variant, const std::vector<Face>& faces) const {
    std::vector<int> counts(kTopBox + 1, 0);
    for (const Face& f : faces) ++counts[record(variant.id(), faceCode(variant, f)).box];
    return counts;
}

int LearnProgress::nextFace(const Variant& variant, const std::vector<Face>& faces, const std::vector<int>& newOrder,
                            std::int64_t now, std::span<const int> recent) const {
    if (faces.empty()) return -1;
    const auto isRecent = [&](int i) { return std::find(recent.begin(), recent.end(), i) != recent.end(); };
    const auto recordOf = [&](int i) { return record(variant.id(), faceCode(variant, faces[i])); };
    // Two passes: the faces not asked lately, then (a variant of few faces) any.
    for (bool allowRecent : {false, true}) {
        int best = -1;
        FaceRecord bestRecord;
        for (int i = 0; i < static_cast<int>(faces.size()); ++i) {
            if (!allowRecent && isRecent(i)) continue;
            const FaceRecord r = recordOf(i);
            if (r.box == 0 || r.due > now) continue;
            if (best < 0 || r.box < bestRecord.box || (r.box == bestRecord.box && r.due < bestRecord.due)) {
                best = i;
                bestRecord = r;
            }
        }
        if (best >= 0) return best;
        for (int i : newOrder)
            if ((allowRecent || !isRecent(i)) && recordOf(i).box == 0) return i;
        for (int i = 0; i < static_cast<int>(faces.size()); ++i) {
            if (!allowRecent && isRecent(i)) continue;
            if (best < 0 || recordOf(i).due < recordOf(best).due) best = i;
        }
        if (best >= 0) return best;
    }
    return 0;
}

std::string LearnProgress::toText() const {
    std::ostringstream out;
    out << kHeader << "\n";
    out << "# variant ID, then per face: face CODE BOX DUE RIGHT WRONG (DUE: seconds since 1970)\n";
    for (const auto& [variant, faces] : records_) {
        out << "variant " << variant << "\n";
        for (const auto& [code, r] : faces) out << "face " << code << " " << r.box << " " << r.due << " " << r.right << " " << r.wrong << "\n";
    }
    return out.str();
}

std::optional<LearnProgress> LearnProgress::parse(const std::string& text, std::string& error) {
    LearnProgress progress;
    std::istringstream in(text);
    std::string line;
    int number = 0;
    std::string variant;
    const auto fail = [&](const std::string& why) {
        error = "line " + std::to_string(number) + ": " + why;
        return std::nullopt;
    };
    while (std::getline(in, line)) {
        ++number;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (number == 1) {
            if (line != kHeader) return fail("not a learn progress file (expected '" + std::string(kHeader) + "')");
            continue;
        }
        if (line.empty() || line[0] == '#') continue;
        std::istringstream words(line);
        std::string keyword;
        words >> keyword;
        if (keyword == "variant") {
            if (!(words >> variant) || !validVariantId(variant)) return fail("a variant id is expected after 'variant'");
        } else if (keyword == "face") {
            if (variant.empty()) return fail("a face before any 'variant' line");
            std::string code;
            FaceRecord r;
            if (!(words >> code >> r.box >> r.due >> r.right >> r.wrong) || !validCode(code))
                return fail("expected 'face CODE BOX DUE RIGHT WRONG'");
            if (r.box < 0 || r.box > kTopBox) return fail("box " + std::to_string(r.box) + " is not 0 to " + std::to_string(kTopBox));
            if (r.right < 0 || r.wrong < 0 || r.due < 0) return fail("a negative number");
            progress.records_[variant][code] = r;
        } else {
            return fail("unknown line '" + line.substr(0, 40) + "'");
        }
        std::string extra;
        if (words >> extra) return fail("unexpected '" + extra + "' at the end");
    }
    if (number == 0) return fail("the file is empty");
    return progress;
}

}  // namespace shogi
