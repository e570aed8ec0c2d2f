#pragma once
// Helpers for the per-piece move tests of the large variants: position text from placements,
// the 180-degree turn that gives White's expectations from Black's, quiet rays, and set
// comparison that names missing and unexpected moves, and the two boards every file tests on.
// Each test file defines, before including this header and in the same unnamed namespace,
// kVariant and kSize for its board, the square of the piece under test (kCentre) and the
// Kings' squares, off every line through it. Everything here has internal linkage, so the
// files of three boards share one test executable.

#include <gtest/gtest.h>

#include <cctype>
#include <cstddef>
#include <initializer_list>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "TestSupport.h"

namespace shogi::piece_checks {
namespace {

using Moves = std::set<std::string>;
using Placements = std::vector<std::pair<std::string, std::string>>;  // square, code


inline std::string squareName(int file, int rank) { return std::string(1, char('a' + file)) + std::to_string(rank); }

inline void addToken(std::string& row, const std::string& token) {
    if (!row.empty()) row += ',';
    row += token;
}

// Later placements replace earlier ones on the same square; an empty code clears the square.
inline std::string positionText(const Placements& pieces, char side) {
    std::map<std::pair<int, int>, std::string> board;  // (rank, file) -> code
    for (const auto& [square, code] : pieces) {
        const auto key = std::make_pair(std::stoi(square.substr(1)), square[0] - 'a');
        if (code.empty()) board.erase(key);
        else board[key] = code;
    }
    std::string text;
    for (int rank = kSize; rank >= 1; --rank) {
        std::string row;
        int empty = 0;
        for (int file = 0; file < kSize; ++file) {
            const auto it = board.find({rank, file});
            if (it == board.end()) {
                ++empty;
                continue;
            }
            if (empty) addToken(row, std::to_string(empty));
            empty = 0;
            addToken(row, it->second);
        }
        if (empty) addToken(row, std::to_string(empty));
        text += row + (rank > 1 ? "/" : "");
    }
    return text + ' ' + side + " -";
}

// The 180-degree turn of a square name, of every square inside a move text, of a placement.
inline std::string turnedSquare(const std::string& square) {
    return squareName(kSize - 1 - (square[0] - 'a'), kSize + 1 - std::stoi(square.substr(1)));
}

inline std::string turnedText(const std::string& text) {
    std::string out;
    std::size_t i = 0;
    while (i < text.size()) {
        if (text[i] >= 'a' && text[i] < 'a' + kSize && i + 1 < text.size() && std::isdigit(text[i + 1])) {
            std::size_t j = i + 1;
            while (j < text.size() && std::isdigit(text[j])) ++j;
            out += turnedSquare(text.substr(i, j - i));
            i = j;
        } else {
            out += text[i++];
        }
    }
    return out;
}

inline Moves turned(const Moves& moves) {
    Moves out;
    for (const auto& m : moves) out.insert(turnedText(m));
    return out;
}

inline Placements turned(const Placements& pieces) {
    Placements out;
    for (auto [square, code] : pieces) {
        for (char& c : code) c = std::isupper(c) ? char(std::tolower(c)) : char(std::toupper(c));
        out.emplace_back(turnedSquare(square), code);
    }
    return out;
}

inline Moves movesOf(const Placements& pieces, const std::string& from, char side = 'b') {
    return test::movesFrom(test::position(kVariant, positionText(pieces, side)), from);
}

// n quiet moves from `from` along the direction (df, dr).
inline Moves ray(const std::string& from, int df, int dr, int n) {
    Moves out;
    const int file = from[0] - 'a', rank = std::stoi(from.substr(1));
    for (int k = 1; k <= n; ++k) out.insert(from + "-" + squareName(file + k * df, rank + k * dr));
    return out;
}

// The square (df, dr) away from the centre.
inline std::string nearCentre(int df, int dr) {
    return squareName(kCentre[0] - 'a' + df, std::stoi(kCentre + 1) + dr);
}

// The piece alone on the centre with the two Kings.
inline Placements alone(const std::string& code) { return {{kBlackKing, "K"}, {kWhiteKing, "k"}, {kCentre, code}}; }

// The crowded position around the centre (the piece there, then `changes` applied), by
// offsets (file, rank) from it: Black Pawns on (1,1), (0,-1), (-3,-3) and the knight square
// (-1,2); White Pawns on (0,1), (2,2), (3,0), (1,-1), (0,-2), (-2,2) and the knight square
// (1,2); a promoted White Pawn on (-1,0). Each file's comment names the squares.
inline Placements crowd(const std::string& code, const Placements& changes = {}) {
    Placements p{{kBlackKing, "K"}, {kWhiteKing, "k"}};
    for (auto [df, dr] : {std::pair{1, 1}, {0, -1}, {-3, -3}, {-1, 2}}) p.emplace_back(nearCentre(df, dr), "P");
    for (auto [df, dr] : {std::pair{0, 1}, {2, 2}, {3, 0}, {1, -1}, {0, -2}, {-2, 2}, {1, 2}})
        p.emplace_back(nearCentre(df, dr), "p");
    p.emplace_back(nearCentre(-1, 0), "+p");
    p.emplace_back(kCentre, code);
    p.insert(p.end(), changes.begin(), changes.end());
    return p;
}

// The moves with any promotion mark ('+') taken off.
inline Moves withoutPromotion(const Moves& moves) {
    Moves out;
    for (auto m : moves) {
        if (m.back() == '+') m.pop_back();
        out.insert(m);
    }
    return out;
}

inline Moves all(std::initializer_list<Moves> parts) {
    Moves out;
    for (const auto& p : parts) out.insert(p.begin(), p.end());
    return out;
}

inline ::testing::AssertionResult sameMoves(const Moves& actual, const Moves& expected) {
    std::string missing, extra;
    for (const auto& m : expected)
        if (!actual.count(m)) missing += " " + m;
    for (const auto& m : actual)
        if (!expected.count(m)) extra += " " + m;
    if (missing.empty() && extra.empty()) return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << "missing:" << missing << "\n  unexpected:" << extra;
}

// Checks Black's position and its 180-degree turn with White to move.
inline void expectBothSides(const Placements& black, const std::string& from, const Moves& expected) {
    EXPECT_TRUE(sameMoves(movesOf(black, from, 'b'), expected)) << "Black: " << positionText(black, 'b');
    EXPECT_TRUE(sameMoves(movesOf(turned(black), turnedSquare(from), 'w'), turned(expected)))
        << "White: " << positionText(turned(black), 'w');
}

inline void expectCountWith(const Moves& moves, std::size_t count, const Moves& present, const Moves& absent) {
    EXPECT_EQ(moves.size(), count);
    for (const auto& m : present) EXPECT_TRUE(moves.count(m)) << "missing " << m;
    for (const auto& m : absent) EXPECT_FALSE(moves.count(m)) << "unexpected " << m;
}

}  // namespace
}  // namespace shogi::piece_checks
