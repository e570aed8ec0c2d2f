#include "notation/MoveText.h"

#include <algorithm>
#include <vector>

#include "text/QuotedText.h"

namespace shogi {

std::string formatMove(const Position& pos, const Move& m, SquareStyle squares) {
    const Variant& v = pos.variant();
    const Geometry& geo = v.geometry();
    const auto name = [&](Square sq) { return squareName(geo, sq, squares); };
    std::string out;
    if (m.isDrop()) {
        const Kind& k = v.kind(m.kind);
        out = (k.promoted ? "+" : "") + std::string(v.type(k.type).code) + "*" + name(m.to);
        return out;
    }
    out = name(m.from);
    bool endsOnCapture = false;
    for (int i = 0; i < m.captureCount; ++i) {
        out += 'x';
        out += name(m.captures[i]);
        endsOnCapture = i + 1 == m.captureCount && m.captures[i] == m.to;
    }
    if (!endsOnCapture) out += '-' + name(m.to);
    if (endsPromoted(pos.variant(), m)) out += '+';
    return out;
}

std::optional<Move> parseMove(const Position& pos, std::string_view text, const MoveList& candidates,
                              std::string& error) {
    const Variant& v = pos.variant();
    const Geometry& geo = v.geometry();
    const std::string what = "move " + quoted(text);
    std::string_view body = text;
    const bool wantPromotion = !body.empty() && body.back() == '+';
    if (wantPromotion) body.remove_suffix(1);
    if (body.empty()) {
        error = what + ": empty";
        return std::nullopt;
    }

    // Drops: [+]CODE*square
    if (const auto star = body.find('*'); star != std::string_view::npos) {
        if (wantPromotion) {
            error = what + ": a drop cannot promote (write +P*b3 to drop the promoted face)";
            return std::nullopt;
        }
        const std::string_view code = body.substr(0, star);
        const int kind = v.kindByCode(code);
        if (kind < 0) {
            error = what + ": " + quoted(code) + " is not a piece of " + v.name();
            return std::nullopt;
        }
        const auto sq = geo.parse(body.substr(star + 1));
        if (!sq || sq->second != body.size() - star - 1) {
            error = what + ", character " + std::to_string(star + 2) + ": expected a square after '*'";
            return std::nullopt;
        }
        for (const Move& m : candidates)
            if (m.isDrop() && m.kind == kind && m.to == sq->first) return m;
        error = what + ": dropping " + std::string(code) + " on " + geo.name(sq->first) + " is not legal here";
        return std::nullopt;
    }

    // Squares separated by 'x' (capture there) or '-' (pass through or land).
    std::vector<Square> squares;
    std::vector<bool> captureAt;
    std::size_t i = 0;
    while (true) {
        const auto sq = geo.parse(body.substr(i));
        if (!sq) {
            error = what + ", character " + std::to_string(i + 1) + ": expected a square of the " +
                    std::to_string(geo.files()) + "x" + std::to_string(geo.ranks()) + " board";
            return std::nullopt;
        }
        squares.push_back(sq->first);
        i += sq->second;
        if (i == body.size()) break;
        if (body[i] != 'x' && body[i] != '-') {
            error = what + ", character " + std::to_string(i + 1) + ": expected 'x', '-' or '+'";
            return std::nullopt;
        }
        captureAt.push_back(body[i] == 'x');
        ++i;
    }
    if (squares.size() < 2) {
        error = what + ": a move needs an origin and a destination";
        return std::nullopt;
    }
    const Square from = squares.front();
    const Square to = squares.back();
    if (!isPiece(pos.cell(from))) {
        error = what + ": no piece on " + geo.name(from);
        return std::nullopt;
    }
    if (!ownedBy(pos.cell(from), pos.sideToMove())) {
        error = what + ": the piece on " + geo.name(from) + " is not the side to move's";
        return std::nullopt;
    }
    std::vector<Square> captures;
    for (std::size_t k = 1; k < squares.size(); ++k)
        if (captureAt[k - 1] && std::find(captures.begin(), captures.end(), squares[k]) == captures.end())
            captures.push_back(squares[k]);

    std::vector<Square> waypoints(squares.begin(), squares.end());
    for (const Move& m : candidates) {
        if (m.isDrop() || m.from != from || m.to != to || endsPromoted(pos.variant(), m) != wantPromotion) continue;
        if (!std::equal(captures.begin(), captures.end(), m.captures.begin(), m.captures.begin() + m.captureCount) ||
            captures.size() != m.captureCount)
            continue;
        if (formatMove(pos, m) == std::string(text)) return m;
        // A spelled-out path must be one the piece can take.
        for (const MovePath& p : movePaths(pos, m))
            if (p.waypoints == waypoints || p.squares == waypoints) return m;
    }
    const std::string piece = v.faceType(cellKind(pos.cell(from))).name;
    error = what + ": not a legal move of the " + piece + " on " + geo.name(from);
    return std::nullopt;
}

}  // namespace shogi
