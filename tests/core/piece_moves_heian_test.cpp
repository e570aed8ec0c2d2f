// Move sets of every Heian Dai Shogi piece, worked out by hand from heian-dai-shogi.txt and
// ruling R7: on an almost empty board and in crowded positions, for Black and for White
// (White's positions and moves are Black's turned by 180 degrees), plus the promotion
// choices of moves into, inside and out of the far-three-rank zone.
//
// Board: files a-m from Black's left, ranks 1-13 from Black's side. Black moves up the board;
// Black's zone is ranks 11-13, White's ranks 1-3. The 180-degree turn maps file a<->m,
// b<->l, ... g<->g and rank r <-> 14-r, so Black's test square f6 becomes White's h8.
// Unless a test says otherwise the Kings stand on a2 (Black) and m12 (White), a pair the
// turn maps onto itself, and away from every line the tested pieces use.

#include <gtest/gtest.h>

#include <array>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "TestSupport.h"
#include "notation/MoveText.h"
#include "record/GameText.h"

using namespace shogi;

namespace {

using Moves = std::set<std::string>;
using Placements = std::vector<std::pair<std::string, std::string>>;  // square, piece code

// The position text for the given pieces ("f6", "FD" is a Black Flying Dragon on f6, "fd" a
// White one), with `side` ('b' or 'w') to move.
std::string heianText(const Placements& pieces, char side) {
    // [rank][file]; not a std::array of std::array of strings, which crashes clang 14
    std::vector<std::vector<std::string>> board(13, std::vector<std::string>(13));
    for (const auto& [square, code] : pieces) {
        const int file = square[0] - 'a';
        const int rank = std::stoi(square.substr(1)) - 1;
        board[rank][file] = code;
    }
    std::string text;
    for (int rank = 12; rank >= 0; --rank) {
        std::vector<std::string> tokens;
        int empty = 0;
        for (int file = 0; file < 13; ++file) {
            if (board[rank][file].empty()) {
                ++empty;
                continue;
            }
            if (empty) tokens.push_back(std::to_string(empty));
            empty = 0;
            tokens.push_back(board[rank][file]);
        }
        if (empty) tokens.push_back(std::to_string(empty));
        for (std::size_t i = 0; i < tokens.size(); ++i) text += (i ? "," : "") + tokens[i];
        if (rank > 0) text += '/';
    }
    return text + ' ' + side + " -";
}

Moves heianMoves(const Placements& pieces, char side, const std::string& square) {
    return test::movesFrom(test::position("heian-dai", heianText(pieces, side)), square);
}

// The six Gold General steps from f6 for Black and from h8 for White.
const Moves kGoldFromF6Black{"f6-e6", "f6-e7", "f6-f5", "f6-f7", "f6-g6", "f6-g7"};
const Moves kGoldFromH8White{"h8-g7", "h8-h7", "h8-i7", "h8-g8", "h8-i8", "h8-h9"};

}  // namespace

TEST(HeianBoard, PlacementHelperWritesRanksTopDown) {
    // Guards the test helper: a few pieces on their start squares, spelled out by hand.
    const std::string text = heianText({{"a1", "L"}, {"g1", "K"}, {"g4", "GB"}, {"m13", "l"}, {"g10", "gb"}}, 'b');
    EXPECT_EQ(text, "12,l/13/13/6,gb,6/13/13/13/13/13/6,GB,6/13/13/L,5,K,6 b -");
    EXPECT_NO_THROW(test::position("heian-dai", text));
}

// ---------------------------------------------------------------------------------------
// King: one step in any of the eight directions; it never promotes.

TEST(HeianKing, EmptyBoardBlack) {
    EXPECT_EQ(heianMoves({{"f6", "K"}, {"m12", "k"}}, 'b', "f6"),
              (Moves{"f6-e5", "f6-e6", "f6-e7", "f6-f5", "f6-f7", "f6-g5", "f6-g6", "f6-g7"}));
}

TEST(HeianKing, EmptyBoardWhite) {
    EXPECT_EQ(heianMoves({{"h8", "k"}, {"a2", "K"}}, 'w', "h8"),
              (Moves{"h8-g7", "h8-g8", "h8-g9", "h8-h7", "h8-h9", "h8-i7", "h8-i8", "h8-i9"}));
}

TEST(HeianKing, CrowdedBlack) {
    // Friends: Gold e7, Silver g5. Enemies: Copper e5, Pawn f7, Iron g7.
    const Placements pieces{{"f6", "K"}, {"e7", "G"}, {"g5", "S"}, {"e5", "c"}, {"f7", "p"}, {"g7", "i"}, {"m12", "k"}};
    EXPECT_EQ(heianMoves(pieces, 'b', "f6"), (Moves{"f6xe5", "f6-e6", "f6-f5", "f6xf7", "f6-g6", "f6xg7"}));
}

TEST(HeianKing, CrowdedWhite) {
    const Placements pieces{{"h8", "k"}, {"i7", "g"}, {"g9", "s"}, {"i9", "C"}, {"h7", "P"}, {"g7", "I"}, {"a2", "K"}};
    EXPECT_EQ(heianMoves(pieces, 'w', "h8"), (Moves{"h8xi9", "h8-i8", "h8-h9", "h8xh7", "h8-g8", "h8xg7"}));
}

// ---------------------------------------------------------------------------------------
// Gold General: orthogonal steps and the two forward diagonals; it never promotes.

TEST(HeianGold, EmptyBoardBlack) {
    EXPECT_EQ(heianMoves({{"f6", "G"}, {"a2", "K"}, {"m12", "k"}}, 'b', "f6"), kGoldFromF6Black);
}

TEST(HeianGold, EmptyBoardWhite) {
    EXPECT_EQ(heianMoves({{"h8", "g"}, {"a2", "K"}, {"m12", "k"}}, 'w', "h8"), kGoldFromH8White);
}

TEST(HeianGold, CrowdedBlack) {
    // Friends: Pawn f7, Copper e6. Enemies: Silver e7, Fierce Tiger g6, and Pawns on the
    // backward diagonals e5 and g5, which the Gold cannot reach.
    const Placements pieces{{"f6", "G"}, {"f7", "P"}, {"e6", "C"}, {"e7", "s"}, {"g6", "ft"},
                            {"e5", "p"}, {"g5", "p"}, {"a2", "K"}, {"m12", "k"}};
    EXPECT_EQ(heianMoves(pieces, 'b', "f6"), (Moves{"f6xe7", "f6-g7", "f6xg6", "f6-f5"}));
}

TEST(HeianGold, CrowdedWhite) {
    const Placements pieces{{"h8", "g"}, {"h7", "p"}, {"i8", "c"}, {"i7", "S"}, {"g8", "FT"},
                            {"i9", "P"}, {"g9", "P"}, {"a2", "K"}, {"m12", "k"}};
    EXPECT_EQ(heianMoves(pieces, 'w', "h8"), (Moves{"h8xi7", "h8-g7", "h8xg8", "h8-h9"}));
}

// ---------------------------------------------------------------------------------------
// Silver General: the four diagonals and straight forward.

TEST(HeianSilver, EmptyBoardBlack) {
    EXPECT_EQ(heianMoves({{"f6", "S"}, {"a2", "K"}, {"m12", "k"}}, 'b', "f6"),
              (Moves{"f6-e7", "f6-f7", "f6-g7", "f6-e5", "f6-g5"}));
}

TEST(HeianSilver, EmptyBoardWhite) {
    EXPECT_EQ(heianMoves({{"h8", "s"}, {"a2", "K"}, {"m12", "k"}}, 'w', "h8"),
              (Moves{"h8-g7", "h8-h7", "h8-i7", "h8-g9", "h8-i9"}));
}

TEST(HeianSilver, CrowdedBlack) {
    // Friends: Lance e7, Copper g5. Enemies: Knight f7, Pawn e5; enemy Pawns on e6 and f5
    // are sideways and backward, out of the Silver's reach.
    const Placements pieces{{"f6", "S"}, {"e7", "L"}, {"g5", "C"}, {"f7", "n"}, {"e5", "p"},
                            {"e6", "p"}, {"f5", "p"}, {"a2", "K"}, {"m12", "k"}};
    EXPECT_EQ(heianMoves(pieces, 'b', "f6"), (Moves{"f6xf7", "f6-g7", "f6xe5"}));
}

TEST(HeianSilver, CrowdedWhite) {
    const Placements pieces{{"h8", "s"}, {"i7", "l"}, {"g9", "c"}, {"h7", "N"}, {"i9", "P"},
                            {"i8", "P"}, {"h9", "P"}, {"a2", "K"}, {"m12", "k"}};
    EXPECT_EQ(heianMoves(pieces, 'w', "h8"), (Moves{"h8xh7", "h8-g7", "h8xi9"}));
}

// ---------------------------------------------------------------------------------------
// Copper General (in this game): one step in each orthogonal direction.

TEST(HeianCopper, EmptyBoardBlack) {
    EXPECT_EQ(heianMoves({{"f6", "C"}, {"a2", "K"}, {"m12", "k"}}, 'b', "f6"),
              (Moves{"f6-f7", "f6-f5", "f6-e6", "f6-g6"}));
}

TEST(HeianCopper, EmptyBoardWhite) {
    EXPECT_EQ(heianMoves({{"h8", "c"}, {"a2", "K"}, {"m12", "k"}}, 'w', "h8"),
              (Moves{"h8-h7", "h8-h9", "h8-g8", "h8-i8"}));
}

TEST(HeianCopper, CrowdedBlack) {
    // Friend: Pawn f7. Enemies: Pawn f5, Silver e6; enemy Pawns on the diagonals e7 and g7.
    const Placements pieces{{"f6", "C"}, {"f7", "P"}, {"f5", "p"}, {"e6", "s"},
                            {"e7", "p"}, {"g7", "p"}, {"a2", "K"}, {"m12", "k"}};
    EXPECT_EQ(heianMoves(pieces, 'b', "f6"), (Moves{"f6xf5", "f6xe6", "f6-g6"}));
}

TEST(HeianCopper, CrowdedWhite) {
    const Placements pieces{{"h8", "c"}, {"h7", "p"}, {"h9", "P"}, {"i8", "S"},
                            {"i7", "P"}, {"g7", "P"}, {"a2", "K"}, {"m12", "k"}};
    EXPECT_EQ(heianMoves(pieces, 'w', "h8"), (Moves{"h8xh9", "h8xi8", "h8-g8"}));
}

// ---------------------------------------------------------------------------------------
// Iron General (in this game): the three forward squares and the two sideways squares.

TEST(HeianIron, EmptyBoardBlack) {
    EXPECT_EQ(heianMoves({{"f6", "I"}, {"a2", "K"}, {"m12", "k"}}, 'b', "f6"),
              (Moves{"f6-e7", "f6-f7", "f6-g7", "f6-e6", "f6-g6"}));
}

TEST(HeianIron, EmptyBoardWhite) {
    EXPECT_EQ(heianMoves({{"h8", "i"}, {"a2", "K"}, {"m12", "k"}}, 'w', "h8"),
              (Moves{"h8-g7", "h8-h7", "h8-i7", "h8-g8", "h8-i8"}));
}

TEST(HeianIron, CrowdedBlack) {
    // Friend: Pawn f7. Enemies: Go Between e7, Free Chariot g6; enemy Pawns behind on f5, e5.
    const Placements pieces{{"f6", "I"}, {"f7", "P"}, {"e7", "gb"}, {"g6", "fc"},
                            {"f5", "p"}, {"e5", "p"}, {"a2", "K"}, {"m12", "k"}};
    EXPECT_EQ(heianMoves(pieces, 'b', "f6"), (Moves{"f6xe7", "f6-g7", "f6-e6", "f6xg6"}));
}

TEST(HeianIron, CrowdedWhite) {
    const Placements pieces{{"h8", "i"}, {"h7", "p"}, {"i7", "GB"}, {"g8", "FC"},
                            {"h9", "P"}, {"i9", "P"}, {"a2", "K"}, {"m12", "k"}};
    EXPECT_EQ(heianMoves(pieces, 'w', "h8"), (Moves{"h8xi7", "h8-g7", "h8-i8", "h8xg8"}));
}

// ---------------------------------------------------------------------------------------
// Knight: only the two narrow forward jumps (two forward, one aside), over anything.

TEST(HeianKnight, EmptyBoardBlack) {
    EXPECT_EQ(heianMoves({{"f6", "N"}, {"a2", "K"}, {"m12", "k"}}, 'b', "f6"), (Moves{"f6-e8", "f6-g8"}));
}

TEST(HeianKnight, EmptyBoardWhite) {
    EXPECT_EQ(heianMoves({{"h8", "n"}, {"a2", "K"}, {"m12", "k"}}, 'w', "h8"), (Moves{"h8-g6", "h8-i6"}));
}

TEST(HeianKnight, CrowdedBlack) {
    // Pieces of both colours stand on f7, e7, g7 and f8 and are jumped over; a friendly Pawn
    // holds e8 and an enemy Silver g8.
    const Placements pieces{{"f6", "N"}, {"f7", "P"}, {"e7", "p"}, {"g7", "p"}, {"f8", "p"},
                            {"e8", "P"}, {"g8", "s"}, {"a2", "K"}, {"m12", "k"}};
    EXPECT_EQ(heianMoves(pieces, 'b', "f6"), (Moves{"f6xg8"}));
}

TEST(HeianKnight, CrowdedWhite) {
    const Placements pieces{{"h8", "n"}, {"h7", "p"}, {"i7", "P"}, {"g7", "P"}, {"h6", "P"},
                            {"i6", "p"}, {"g6", "S"}, {"a2", "K"}, {"m12", "k"}};
    EXPECT_EQ(heianMoves(pieces, 'w', "h8"), (Moves{"h8xg6"}));
}

// ---------------------------------------------------------------------------------------
// Lance: slides straight forward. From f6 it reaches the zone, with the choice to promote
// on ranks 11 and 12 and forced promotion on rank 13.

TEST(HeianLance, EmptyBoardBlack) {
    EXPECT_EQ(heianMoves({{"f6", "L"}, {"a2", "K"}, {"m12", "k"}}, 'b', "f6"),
              (Moves{"f6-f7", "f6-f8", "f6-f9", "f6-f10", "f6-f11", "f6-f11+", "f6-f12", "f6-f12+", "f6-f13+"}));
}

TEST(HeianLance, EmptyBoardWhite) {
    EXPECT_EQ(heianMoves({{"h8", "l"}, {"a2", "K"}, {"m12", "k"}}, 'w', "h8"),
              (Moves{"h8-h7", "h8-h6", "h8-h5", "h8-h4", "h8-h3", "h8-h3+", "h8-h2", "h8-h2+", "h8-h1+"}));
}

TEST(HeianLance, CrowdedBlack) {
    // Lance f6 runs into an enemy Pawn on f9; Lance g6 is stopped by a friendly Pawn on g8.
    const Placements pieces{{"f6", "L"}, {"g6", "L"}, {"f9", "p"}, {"g8", "P"}, {"a2", "K"}, {"m12", "k"}};
    EXPECT_EQ(heianMoves(pieces, 'b', "f6"), (Moves{"f6-f7", "f6-f8", "f6xf9"}));
    EXPECT_EQ(heianMoves(pieces, 'b', "g6"), (Moves{"g6-g7"}));
}

TEST(HeianLance, CrowdedWhite) {
    const Placements pieces{{"h8", "l"}, {"g8", "l"}, {"h5", "P"}, {"g6", "p"}, {"a2", "K"}, {"m12", "k"}};
    EXPECT_EQ(heianMoves(pieces, 'w', "h8"), (Moves{"h8-h7", "h8-h6", "h8xh5"}));
    EXPECT_EQ(heianMoves(pieces, 'w', "g8"), (Moves{"g8-g7"}));
}

// ---------------------------------------------------------------------------------------
// Side Mover: one step straight forward, or a slide along the rank either way.

TEST(HeianSideMover, EmptyBoardBlack) {
    EXPECT_EQ(heianMoves({{"f6", "SM"}, {"a2", "K"}, {"m12", "k"}}, 'b', "f6"),
              (Moves{"f6-f7", "f6-a6", "f6-b6", "f6-c6", "f6-d6", "f6-e6", "f6-g6", "f6-h6", "f6-i6", "f6-j6",
                     "f6-k6", "f6-l6", "f6-m6"}));
}

TEST(HeianSideMover, EmptyBoardWhite) {
    EXPECT_EQ(heianMoves({{"h8", "sm"}, {"a2", "K"}, {"m12", "k"}}, 'w', "h8"),
              (Moves{"h8-h7", "h8-a8", "h8-b8", "h8-c8", "h8-d8", "h8-e8", "h8-f8", "h8-g8", "h8-i8", "h8-j8",
                     "h8-k8", "h8-l8", "h8-m8"}));
}

TEST(HeianSideMover, CrowdedBlack) {
    // Enemy Pawn f7 ahead (taken); leftwards a friendly Copper on c6; rightwards an enemy
    // Fierce Tiger on h6; an enemy Pawn behind on f5 is out of reach.
    const Placements pieces{{"f6", "SM"}, {"f7", "p"}, {"c6", "C"}, {"h6", "ft"}, {"f5", "p"}, {"a2", "K"}, {"m12", "k"}};
    EXPECT_EQ(heianMoves(pieces, 'b', "f6"), (Moves{"f6xf7", "f6-e6", "f6-d6", "f6-g6", "f6xh6"}));
}

TEST(HeianSideMover, CrowdedWhite) {
    const Placements pieces{{"h8", "sm"}, {"h7", "P"}, {"k8", "c"}, {"f8", "FT"}, {"h9", "P"}, {"a2", "K"}, {"m12", "k"}};
    EXPECT_EQ(heianMoves(pieces, 'w', "h8"), (Moves{"h8xh7", "h8-i8", "h8-j8", "h8-g8", "h8xf8"}));
}

// ---------------------------------------------------------------------------------------
// Fierce Tiger: one step along each diagonal.

TEST(HeianFierceTiger, EmptyBoardBlack) {
    EXPECT_EQ(heianMoves({{"f6", "FT"}, {"a2", "K"}, {"m12", "k"}}, 'b', "f6"),
              (Moves{"f6-e5", "f6-e7", "f6-g5", "f6-g7"}));
}

TEST(HeianFierceTiger, EmptyBoardWhite) {
    EXPECT_EQ(heianMoves({{"h8", "ft"}, {"a2", "K"}, {"m12", "k"}}, 'w', "h8"),
              (Moves{"h8-g7", "h8-g9", "h8-i7", "h8-i9"}));
}

TEST(HeianFierceTiger, CrowdedBlack) {
    // Friend: Silver e7. Enemies: Flying Dragon g7, Knight e5; enemy Pawns on f7 and e6.
    const Placements pieces{{"f6", "FT"}, {"e7", "S"}, {"g7", "fd"}, {"e5", "n"},
                            {"f7", "p"}, {"e6", "p"}, {"a2", "K"}, {"m12", "k"}};
    EXPECT_EQ(heianMoves(pieces, 'b', "f6"), (Moves{"f6xg7", "f6xe5", "f6-g5"}));
}

TEST(HeianFierceTiger, CrowdedWhite) {
    const Placements pieces{{"h8", "ft"}, {"i7", "s"}, {"g7", "FD"}, {"i9", "N"},
                            {"h7", "P"}, {"i8", "P"}, {"a2", "K"}, {"m12", "k"}};
    EXPECT_EQ(heianMoves(pieces, 'w', "h8"), (Moves{"h8xg7", "h8xi9", "h8-g9"}));
}

// ---------------------------------------------------------------------------------------
// Flying Dragon (in this game): a bishop. Moves ending in the zone may promote.

TEST(HeianFlyingDragon, EmptyBoardBlack) {
    EXPECT_EQ(heianMoves({{"f6", "FD"}, {"a2", "K"}, {"m12", "k"}}, 'b', "f6"),
              (Moves{"f6-e7", "f6-d8", "f6-c9", "f6-b10", "f6-a11", "f6-a11+",                          // up-left
                     "f6-g7", "f6-h8", "f6-i9", "f6-j10", "f6-k11", "f6-k11+", "f6-l12", "f6-l12+",     // up-right
                     "f6-m13", "f6-m13+",                                                            //
                     "f6-e5", "f6-d4", "f6-c3", "f6-b2", "f6-a1",                                    // down-left
                     "f6-g5", "f6-h4", "f6-i3", "f6-j2", "f6-k1"}));                                 // down-right
}

TEST(HeianFlyingDragon, EmptyBoardWhite) {
    EXPECT_EQ(heianMoves({{"h8", "fd"}, {"a2", "K"}, {"m12", "k"}}, 'w', "h8"),
              (Moves{"h8-i7", "h8-j6", "h8-k5", "h8-l4", "h8-m3", "h8-m3+",                          // toward m3
                     "h8-g7", "h8-f6", "h8-e5", "h8-d4", "h8-c3", "h8-c3+", "h8-b2", "h8-b2+",       // toward a1
                     "h8-a1", "h8-a1+",                                                            //
                     "h8-i9", "h8-j10", "h8-k11", "h8-l12", "h8-m13",                              // toward m13
                     "h8-g9", "h8-f10", "h8-e11", "h8-d12", "h8-c13"}));                           // toward c13
}

TEST(HeianFlyingDragon, CrowdedBlack) {
    // Up-left: e7 empty, friendly Pawn d8. Up-right: g7, h8 empty, enemy Side Mover i9.
    // Down-left: enemy Go Between e5. Down-right: friendly Iron g5.
    const Placements pieces{{"f6", "FD"}, {"d8", "P"}, {"i9", "sm"}, {"e5", "gb"}, {"g5", "I"}, {"a2", "K"}, {"m12", "k"}};
    EXPECT_EQ(heianMoves(pieces, 'b', "f6"), (Moves{"f6-e7", "f6-g7", "f6-h8", "f6xi9", "f6xe5"}));
}

TEST(HeianFlyingDragon, CrowdedWhite) {
    const Placements pieces{{"h8", "fd"}, {"j6", "p"}, {"e5", "SM"}, {"i9", "GB"}, {"g9", "i"}, {"a2", "K"}, {"m12", "k"}};
    EXPECT_EQ(heianMoves(pieces, 'w', "h8"), (Moves{"h8-i7", "h8-g7", "h8-f6", "h8xe5", "h8xi9"}));
}

// ---------------------------------------------------------------------------------------
// Free Chariot: slides straight forward or straight backward. It can always move back, so
// entering the zone only offers promotion, even on the last rank.

TEST(HeianFreeChariot, EmptyBoardBlack) {
    EXPECT_EQ(heianMoves({{"f6", "FC"}, {"a2", "K"}, {"m12", "k"}}, 'b', "f6"),
              (Moves{"f6-f7", "f6-f8", "f6-f9", "f6-f10", "f6-f11", "f6-f11+", "f6-f12", "f6-f12+", "f6-f13",
                     "f6-f13+", "f6-f5", "f6-f4", "f6-f3", "f6-f2", "f6-f1"}));
}

TEST(HeianFreeChariot, EmptyBoardWhite) {
    EXPECT_EQ(heianMoves({{"h8", "fc"}, {"a2", "K"}, {"m12", "k"}}, 'w', "h8"),
              (Moves{"h8-h7", "h8-h6", "h8-h5", "h8-h4", "h8-h3", "h8-h3+", "h8-h2", "h8-h2+", "h8-h1",
                     "h8-h1+", "h8-h9", "h8-h10", "h8-h11", "h8-h12", "h8-h13"}));
}

TEST(HeianFreeChariot, CrowdedBlack) {
    // Forward: f7, f8 empty, enemy Free Chariot f9. Backward: f5 empty, friendly Knight f4.
    // Enemy Pawns beside it on e6 and g6 are out of reach.
    const Placements pieces{{"f6", "FC"}, {"f9", "fc"}, {"f4", "N"}, {"e6", "p"}, {"g6", "p"}, {"a2", "K"}, {"m12", "k"}};
    EXPECT_EQ(heianMoves(pieces, 'b', "f6"), (Moves{"f6-f7", "f6-f8", "f6xf9", "f6-f5"}));
}

TEST(HeianFreeChariot, CrowdedWhite) {
    const Placements pieces{{"h8", "fc"}, {"h5", "FC"}, {"h10", "n"}, {"i8", "P"}, {"g8", "P"}, {"a2", "K"}, {"m12", "k"}};
    EXPECT_EQ(heianMoves(pieces, 'w', "h8"), (Moves{"h8-h7", "h8-h6", "h8xh5", "h8-h9"}));
}

// ---------------------------------------------------------------------------------------
// Pawn: one step straight forward (it captures that way too, never diagonally).

TEST(HeianPawn, EmptyBoardBlack) {
    EXPECT_EQ(heianMoves({{"f6", "P"}, {"a2", "K"}, {"m12", "k"}}, 'b', "f6"), (Moves{"f6-f7"}));
}

TEST(HeianPawn, EmptyBoardWhite) {
    EXPECT_EQ(heianMoves({{"h8", "p"}, {"a2", "K"}, {"m12", "k"}}, 'w', "h8"), (Moves{"h8-h7"}));
}

TEST(HeianPawn, CrowdedBlack) {
    // Pawn f6 faces an enemy Pawn (and has another enemy diagonally ahead on e7);
    // Pawn g6 faces a friendly Silver.
    const Placements pieces{{"f6", "P"}, {"f7", "p"}, {"e7", "p"}, {"g6", "P"}, {"g7", "S"}, {"a2", "K"}, {"m12", "k"}};
    EXPECT_EQ(heianMoves(pieces, 'b', "f6"), (Moves{"f6xf7"}));
    EXPECT_EQ(heianMoves(pieces, 'b', "g6"), (Moves{}));
}

TEST(HeianPawn, CrowdedWhite) {
    const Placements pieces{{"h8", "p"}, {"h7", "P"}, {"i7", "P"}, {"g8", "p"}, {"g7", "s"}, {"a2", "K"}, {"m12", "k"}};
    EXPECT_EQ(heianMoves(pieces, 'w', "h8"), (Moves{"h8xh7"}));
    EXPECT_EQ(heianMoves(pieces, 'w', "g8"), (Moves{}));
}

// ---------------------------------------------------------------------------------------
// Go Between: one step straight forward or straight backward.

TEST(HeianGoBetween, EmptyBoardBlack) {
    EXPECT_EQ(heianMoves({{"f6", "GB"}, {"a2", "K"}, {"m12", "k"}}, 'b', "f6"), (Moves{"f6-f7", "f6-f5"}));
}

TEST(HeianGoBetween, EmptyBoardWhite) {
    EXPECT_EQ(heianMoves({{"h8", "gb"}, {"a2", "K"}, {"m12", "k"}}, 'w', "h8"), (Moves{"h8-h7", "h8-h9"}));
}

TEST(HeianGoBetween, CrowdedBlack) {
    // Go Between f6: enemy Free Chariot ahead, friendly Pawn behind, enemy Pawns beside it.
    // Go Between j6: friendly Pawn ahead, enemy Lance behind.
    const Placements pieces{{"f6", "GB"}, {"f7", "fc"}, {"f5", "P"}, {"e6", "p"}, {"g6", "p"},
                            {"j6", "GB"}, {"j7", "P"}, {"j5", "l"}, {"a2", "K"}, {"m12", "k"}};
    EXPECT_EQ(heianMoves(pieces, 'b', "f6"), (Moves{"f6xf7"}));
    EXPECT_EQ(heianMoves(pieces, 'b', "j6"), (Moves{"j6xj5"}));
}

TEST(HeianGoBetween, CrowdedWhite) {
    const Placements pieces{{"h8", "gb"}, {"h7", "FC"}, {"h9", "p"}, {"i8", "P"}, {"g8", "P"},
                            {"d8", "gb"}, {"d7", "p"}, {"d9", "L"}, {"a2", "K"}, {"m12", "k"}};
    EXPECT_EQ(heianMoves(pieces, 'w', "h8"), (Moves{"h8xh7"}));
    EXPECT_EQ(heianMoves(pieces, 'w', "d8"), (Moves{"d8xd9"}));
}

// ---------------------------------------------------------------------------------------
// Promoted faces: every one moves as a Gold General and never promotes again.

TEST(HeianPromoted, EveryPromotedFaceMovesAsGoldBlack) {
    for (const char* code : {"+S", "+C", "+I", "+N", "+L", "+SM", "+FT", "+FD", "+FC", "+P", "+GB"}) {
        SCOPED_TRACE(code);
        EXPECT_EQ(heianMoves({{"f6", code}, {"a2", "K"}, {"m12", "k"}}, 'b', "f6"), kGoldFromF6Black);
    }
}

TEST(HeianPromoted, EveryPromotedFaceMovesAsGoldWhite) {
    for (const char* code : {"+s", "+c", "+i", "+n", "+l", "+sm", "+ft", "+fd", "+fc", "+p", "+gb"}) {
        SCOPED_TRACE(code);
        EXPECT_EQ(heianMoves({{"h8", code}, {"a2", "K"}, {"m12", "k"}}, 'w', "h8"), kGoldFromH8White);
    }
}

TEST(HeianPromoted, CrowdedBlack) {
    // The Gold crowd: friends Pawn f7 and Copper e6; enemies Silver e7, Fierce Tiger g6,
    // Pawns e5 and g5 on the backward diagonals.
    for (const char* code : {"+P", "+N", "+FD", "+SM"}) {
        SCOPED_TRACE(code);
        const Placements pieces{{"f6", code}, {"f7", "P"}, {"e6", "C"}, {"e7", "s"}, {"g6", "ft"},
                                {"e5", "p"}, {"g5", "p"}, {"a2", "K"}, {"m12", "k"}};
        EXPECT_EQ(heianMoves(pieces, 'b', "f6"), (Moves{"f6xe7", "f6-g7", "f6xg6", "f6-f5"}));
    }
}

TEST(HeianPromoted, CrowdedWhite) {
    for (const char* code : {"+p", "+n", "+fd", "+sm"}) {
        SCOPED_TRACE(code);
        const Placements pieces{{"h8", code}, {"h7", "p"}, {"i8", "c"}, {"i7", "S"}, {"g8", "FT"},
                                {"i9", "P"}, {"g9", "P"}, {"a2", "K"}, {"m12", "k"}};
        EXPECT_EQ(heianMoves(pieces, 'w', "h8"), (Moves{"h8xi7", "h8-g7", "h8xg8", "h8-h9"}));
    }
}

TEST(HeianPromoted, EnteringTheZoneDoesNotPromoteAgain) {
    EXPECT_EQ(heianMoves({{"f10", "+S"}, {"a2", "K"}, {"m12", "k"}}, 'b', "f10"),
              (Moves{"f10-e10", "f10-e11", "f10-f9", "f10-f11", "f10-g10", "f10-g11"}));
    EXPECT_EQ(heianMoves({{"h4", "+s"}, {"a2", "K"}, {"m12", "k"}}, 'w', "h4"),
              (Moves{"h4-i4", "h4-i3", "h4-h5", "h4-h3", "h4-g4", "h4-g3"}));
}

// ---------------------------------------------------------------------------------------
// Promotion (R7): optional for a move from outside the zone into it; forced where the
// unpromoted piece could never move again (Pawn, Lance on the last rank; Knight on the last
// two); impossible for a move that starts in the zone; King and Gold never promote.

TEST(HeianPromotion, ZoneBoundaryBlack) {
    // Rank 10 is outside Black's zone, rank 11 inside.
    const Placements pieces{{"f9", "P"}, {"g10", "P"}, {"a2", "K"}, {"m12", "k"}};
    EXPECT_EQ(heianMoves(pieces, 'b', "f9"), (Moves{"f9-f10"}));
    EXPECT_EQ(heianMoves(pieces, 'b', "g10"), (Moves{"g10-g11", "g10-g11+"}));
}

TEST(HeianPromotion, ZoneBoundaryWhite) {
    // Rank 4 is outside White's zone, rank 3 inside.
    const Placements pieces{{"h5", "p"}, {"g4", "p"}, {"a2", "K"}, {"m12", "k"}};
    EXPECT_EQ(heianMoves(pieces, 'w', "h5"), (Moves{"h5-h4"}));
    EXPECT_EQ(heianMoves(pieces, 'w', "g4"), (Moves{"g4-g3", "g4-g3+"}));
}

TEST(HeianPromotion, SilverEnteringAndInsideTheZoneBlack) {
    // Silver f10 steps into the zone (choice) or back to rank 9 (no choice).
    // Silver j11 starts in the zone: no promotion, whether it stays, leaves or captures.
    const Placements pieces{{"f10", "S"}, {"j11", "S"}, {"j12", "p"}, {"a2", "K"}, {"m12", "k"}};
    EXPECT_EQ(heianMoves(pieces, 'b', "f10"),
              (Moves{"f10-e11", "f10-e11+", "f10-f11", "f10-f11+", "f10-g11", "f10-g11+", "f10-e9", "f10-g9"}));
    EXPECT_EQ(heianMoves(pieces, 'b', "j11"), (Moves{"j11-i12", "j11xj12", "j11-k12", "j11-i10", "j11-k10"}));
}

TEST(HeianPromotion, SilverEnteringAndInsideTheZoneWhite) {
    const Placements pieces{{"h4", "s"}, {"d3", "s"}, {"d2", "P"}, {"a2", "K"}, {"m12", "k"}};
    EXPECT_EQ(heianMoves(pieces, 'w', "h4"),
              (Moves{"h4-i3", "h4-i3+", "h4-h3", "h4-h3+", "h4-g3", "h4-g3+", "h4-i5", "h4-g5"}));
    EXPECT_EQ(heianMoves(pieces, 'w', "d3"), (Moves{"d3-e2", "d3xd2", "d3-c2", "d3-e4", "d3-c4"}));
}

TEST(HeianPromotion, PawnBlack) {
    // d10 enters the zone (choice); e12 starts in it and may only walk to the last rank
    // unpromoted; f13 has nowhere to go.
    const Placements pieces{{"c9", "P"}, {"d10", "P"}, {"e12", "P"}, {"f13", "P"}, {"a2", "K"}, {"m12", "k"}};
    EXPECT_EQ(heianMoves(pieces, 'b', "c9"), (Moves{"c9-c10"}));
    EXPECT_EQ(heianMoves(pieces, 'b', "d10"), (Moves{"d10-d11", "d10-d11+"}));
    EXPECT_EQ(heianMoves(pieces, 'b', "e12"), (Moves{"e12-e13"}));
    EXPECT_EQ(heianMoves(pieces, 'b', "f13"), (Moves{}));
}

TEST(HeianPromotion, PawnWhite) {
    const Placements pieces{{"k5", "p"}, {"j4", "p"}, {"i2", "p"}, {"h1", "p"}, {"a2", "K"}, {"m12", "k"}};
    EXPECT_EQ(heianMoves(pieces, 'w', "k5"), (Moves{"k5-k4"}));
    EXPECT_EQ(heianMoves(pieces, 'w', "j4"), (Moves{"j4-j3", "j4-j3+"}));
    EXPECT_EQ(heianMoves(pieces, 'w', "i2"), (Moves{"i2-i1"}));
    EXPECT_EQ(heianMoves(pieces, 'w', "h1"), (Moves{}));
}

TEST(HeianPromotion, LanceBlack) {
    // f8: captures on f12 with or without promotion. g9: runs to g13, where it must promote.
    // h11: starts in the zone, so it never promotes, even on the last rank.
    // i8: captures on i13, where it must promote.
    const Placements pieces{{"f8", "L"}, {"f12", "s"}, {"g9", "L"}, {"h11", "L"}, {"i8", "L"}, {"i13", "p"},
                            {"a2", "K"}, {"m12", "k"}};
    EXPECT_EQ(heianMoves(pieces, 'b', "f8"), (Moves{"f8-f9", "f8-f10", "f8-f11", "f8-f11+", "f8xf12", "f8xf12+"}));
    EXPECT_EQ(heianMoves(pieces, 'b', "g9"), (Moves{"g9-g10", "g9-g11", "g9-g11+", "g9-g12", "g9-g12+", "g9-g13+"}));
    EXPECT_EQ(heianMoves(pieces, 'b', "h11"), (Moves{"h11-h12", "h11-h13"}));
    EXPECT_EQ(heianMoves(pieces, 'b', "i8"),
              (Moves{"i8-i9", "i8-i10", "i8-i11", "i8-i11+", "i8-i12", "i8-i12+", "i8xi13+"}));
}

TEST(HeianPromotion, LanceWhite) {
    const Placements pieces{{"h6", "l"}, {"h2", "S"}, {"g5", "l"}, {"f3", "l"}, {"e6", "l"}, {"e1", "P"},
                            {"a2", "K"}, {"m12", "k"}};
    EXPECT_EQ(heianMoves(pieces, 'w', "h6"), (Moves{"h6-h5", "h6-h4", "h6-h3", "h6-h3+", "h6xh2", "h6xh2+"}));
    EXPECT_EQ(heianMoves(pieces, 'w', "g5"), (Moves{"g5-g4", "g5-g3", "g5-g3+", "g5-g2", "g5-g2+", "g5-g1+"}));
    EXPECT_EQ(heianMoves(pieces, 'w', "f3"), (Moves{"f3-f2", "f3-f1"}));
    EXPECT_EQ(heianMoves(pieces, 'w', "e6"),
              (Moves{"e6-e5", "e6-e4", "e6-e3", "e6-e3+", "e6-e2", "e6-e2+", "e6xe1+"}));
}

TEST(HeianPromotion, KnightBlack) {
    // c8 lands outside the zone; e9 lands on rank 11 (choice); h10 lands on rank 12, where it
    // must promote (one landing square holds an enemy Pawn); k11 starts in the zone.
    const Placements pieces{{"c8", "N"}, {"e9", "N"}, {"h10", "N"}, {"i12", "p"}, {"k11", "N"},
                            {"a2", "K"}, {"m12", "k"}};
    EXPECT_EQ(heianMoves(pieces, 'b', "c8"), (Moves{"c8-b10", "c8-d10"}));
    EXPECT_EQ(heianMoves(pieces, 'b', "e9"), (Moves{"e9-d11", "e9-d11+", "e9-f11", "e9-f11+"}));
    EXPECT_EQ(heianMoves(pieces, 'b', "h10"), (Moves{"h10-g12+", "h10xi12+"}));
    EXPECT_EQ(heianMoves(pieces, 'b', "k11"), (Moves{"k11-j13", "k11-l13"}));
}

TEST(HeianPromotion, KnightWhite) {
    const Placements pieces{{"k6", "n"}, {"i5", "n"}, {"f4", "n"}, {"e2", "P"}, {"c3", "n"},
                            {"a2", "K"}, {"m12", "k"}};
    EXPECT_EQ(heianMoves(pieces, 'w', "k6"), (Moves{"k6-l4", "k6-j4"}));
    EXPECT_EQ(heianMoves(pieces, 'w', "i5"), (Moves{"i5-j3", "i5-j3+", "i5-h3", "i5-h3+"}));
    EXPECT_EQ(heianMoves(pieces, 'w', "f4"), (Moves{"f4-g2+", "f4xe2+"}));
    EXPECT_EQ(heianMoves(pieces, 'w', "c3"), (Moves{"c3-d1", "c3-b1"}));
}

TEST(HeianPromotion, MovesStartingInTheZoneNeverPromote) {
    // A Free Chariot on f12 (Black) / h2 (White) going deeper, or leaving the zone.
    EXPECT_EQ(heianMoves({{"f12", "FC"}, {"a2", "K"}, {"m12", "k"}}, 'b', "f12"),
              (Moves{"f12-f13", "f12-f11", "f12-f10", "f12-f9", "f12-f8", "f12-f7", "f12-f6", "f12-f5", "f12-f4",
                     "f12-f3", "f12-f2", "f12-f1"}));
    EXPECT_EQ(heianMoves({{"h2", "fc"}, {"a2", "K"}, {"m12", "k"}}, 'w', "h2"),
              (Moves{"h2-h1", "h2-h3", "h2-h4", "h2-h5", "h2-h6", "h2-h7", "h2-h8", "h2-h9", "h2-h10", "h2-h11",
                     "h2-h12", "h2-h13"}));
}

TEST(HeianPromotion, KingAndGoldNeverPromoteBlack) {
    const Placements pieces{{"f10", "K"}, {"c10", "G"}, {"m12", "k"}};
    EXPECT_EQ(heianMoves(pieces, 'b', "f10"),
              (Moves{"f10-e9", "f10-e10", "f10-e11", "f10-f9", "f10-f11", "f10-g9", "f10-g10", "f10-g11"}));
    EXPECT_EQ(heianMoves(pieces, 'b', "c10"), (Moves{"c10-b10", "c10-b11", "c10-c9", "c10-c11", "c10-d10", "c10-d11"}));
}

TEST(HeianPromotion, KingAndGoldNeverPromoteWhite) {
    const Placements pieces{{"h4", "k"}, {"k4", "g"}, {"a2", "K"}};
    EXPECT_EQ(heianMoves(pieces, 'w', "h4"),
              (Moves{"h4-i5", "h4-i4", "h4-i3", "h4-h5", "h4-h3", "h4-g5", "h4-g4", "h4-g3"}));
    EXPECT_EQ(heianMoves(pieces, 'w', "k4"), (Moves{"k4-l4", "k4-l3", "k4-k5", "k4-k3", "k4-j4", "k4-j3"}));
}

TEST(HeianPromotion, PromotionLeavesAGoldGeneral) {
    // Playing the promoting move leaves the promoted face on the destination.
    const Position before = test::position("heian-dai", heianText({{"g10", "P"}, {"a2", "K"}, {"m12", "k"}}, 'b'));
    MoveList candidates;
    generateMoves(before, candidates);
    std::string error;
    const auto move = parseMove(before, "g10-g11+", candidates, error);
    ASSERT_TRUE(move) << error;
    Position after = before;
    Position::Undo undo;
    after.make(*move, undo);
    EXPECT_EQ(formatPosition(after), heianText({{"g11", "+P"}, {"a2", "K"}, {"m12", "k"}}, 'w'));
    EXPECT_EQ(test::movesFrom(after, "g11"), (Moves{"g11-f11", "g11-f12", "g11-g10", "g11-g12", "g11-h11", "g11-h12"}));
}
