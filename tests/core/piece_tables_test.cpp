// The piece tables as data: one text per move, the same for the same piece everywhere.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <string>

#include "TestSupport.h"
#include "movegen/MoveGen.h"
#include "movegen/Reach.h"
#include "variants/PieceMoves.h"

using namespace shogi;

namespace {

struct Row {
    const Variant* variant;
    int kind;
};

// How a face moves, as offsets from its square: where it goes on an empty board, and every
// move (captured squares, destination) among a fixed scatter of enemies within three squares,
// which tells apart pieces that reach the same squares by different means (a Lion Dog's
// double capture along a ray against a short-range Queen's slide).
std::vector<std::vector<int>> signature(const Variant& v, int kind) {
    const Square at = toSquare(v.geometry().files() / 2, v.geometry().ranks() / 2);
    std::vector<std::vector<int>> out;
    for (const auto& [sq, mark] : reachOnEmptyBoard(v, kind, kBlack, at)) out.push_back({sq - at, int(mark)});
    out.push_back({});
    Position pos(v);
    pos.clear();
    pos.put(at, kind, kBlack);
    int enemy = -1;
    for (int k = 0; k < v.kindCount() && enemy < 0; ++k)
        if (v.kind(k).valid && !v.kind(k).royal && !v.kind(k).hookClass && v.kind(k).contagionResult < 0) enemy = k;
    for (int df = -3; df <= 3; ++df)
        for (int dr = -3; dr <= 3; ++dr)
            if ((df * 5 + dr * 3 + 21) % 4 == 0 && (df || dr) && v.geometry().contains(fileOf(at) + df, rankOf(at) + dr))
                pos.put(toSquare(fileOf(at) + df, rankOf(at) + dr), enemy, kWhite);
    pos.setSideToMove(kBlack);
    MoveList moves;
    generateMovesFrom(pos, at, moves);
    for (const Move& m : moves) {
        std::vector<int> row{m.to - at};
        for (int i = 0; i < m.captureCount; ++i) row.push_back(m.captures[i] - at);
        out.push_back(row);
    }
    std::sort(out.begin(), out.end());
    return out;
}

}  // namespace

// Two rows that name the same piece (English name or kanji) and move the same way show the
// same Betza text, in every variant. (Offsets are comparable across board sizes because every
// board sits on the same padded mailbox, see board/Geometry.h.)
TEST(PieceTables, TheSamePieceReadsTheSameEverywhere) {
    std::map<std::string, std::vector<Row>> byName;
    for (const Variant* v : allVariants())
        for (int k = 0; k < v->kindCount(); ++k) {
            if (!v->kind(k).valid) continue;
            const PieceType& face = v->faceType(k);
            byName[std::string("name ") + face.name].push_back({v, k});
            byName[std::string("kanji ") + face.kanji].push_back({v, k});
        }
    int compared = 0;
    for (const auto& [key, rows] : byName)
        for (std::size_t i = 0; i < rows.size(); ++i)
            for (std::size_t j = i + 1; j < rows.size(); ++j) {
                const Row& a = rows[i];
                const Row& b = rows[j];
                if (a.variant == b.variant) continue;
                if (signature(*a.variant, a.kind) != signature(*b.variant, b.kind)) continue;  // another piece
                ++compared;
                EXPECT_STREQ(a.variant->faceType(a.kind).betza, b.variant->faceType(b.kind).betza)
                    << key << ": " << a.variant->id() << " and " << b.variant->id();
            }
    EXPECT_GT(compared, 40);
}

// Every Lion and Lion Dog, whatever a variant calls it, is the shared description.
TEST(PieceTables, LionsAndLionDogsUseTheSharedDescriptions) {
    int lions = 0, dogs = 0;
    for (const Variant* v : allVariants())
        for (const PieceType& t : v->types()) {
            if (std::string(t.kanji) == "獅子") {
                EXPECT_STREQ(t.moveText(), kLionMoves) << v->id();
                ++lions;
            }
            if (std::string(t.kanji) == "狛犬") {
                EXPECT_STREQ(t.moveText(), kLionDogMoves) << v->id();
                ++dogs;
            }
        }
    EXPECT_GE(lions, 3);
    EXPECT_GE(dogs, 3);
}
