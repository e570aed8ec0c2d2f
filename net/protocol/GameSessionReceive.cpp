// GameSession: what comes in from the other side (the protocol in GameSession.h).
#include <algorithm>

#include "engine/Engine.h"
#include "protocol/GameSession.h"
#include "protocol/MoveClock.h"
#include "record/GameText.h"
#include "record/SavedGame.h"

namespace shogi::net {
namespace {

std::string hex(std::uint64_t value) {
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string text(16, '0');
    for (int i = 15; i >= 0; --i, value >>= 4) text[static_cast<std::size_t>(i)] = kDigits[value & 15];
    return text;
}

// The player a join names: "human", or a computer level this program knows.
std::optional<PlayerSpec> playerFromId(const std::string& id) {
    if (id == "human") return PlayerSpec{};
    const std::vector<std::string> levels = engineLevels();
    if (std::find(levels.begin(), levels.end(), id) == levels.end()) return std::nullopt;
    return PlayerSpec{true, id};
}

}  // namespace

std::string GameSession::receive(std::string_view text) {
    if (closed_) return {};
    std::string error;
    const std::optional<Message> m = decodeMessage(text, error);
    if (!m) return error;
    return receiveMessage(*m);
}

std::string GameSession::receiveMessage(const Message& m) {
    switch (m.type) {
        case MessageType::Ping: {
            Message pong;
            pong.type = MessageType::Pong;
            pong.number = m.number;
            send(pong);
            return {};
        }
        case MessageType::Pong: {
            SessionEvent e;
            e.kind = SessionEvent::Kind::Pong;
            e.ply = static_cast<int>(m.number);
            events_.push_back(e);
            return {};
        }
        case MessageType::Bye: {
            pauseTurnClock();
            closed_ = true;
            SessionEvent e;
            e.kind = SessionEvent::Kind::PeerLeft;
            e.flag = m.text == "saved";
            events_.push_back(e);
            return {};
        }
        case MessageType::Chat: {
            if (phase_ != Phase::Playing) return "a chat line before the game was joined";
            SessionEvent e;
            e.kind = SessionEvent::Kind::Chat;
            e.side = opposite(localSide_);
            e.text = m.text;
            events_.push_back(e);
            return {};
        }
        case MessageType::Stop: {
            stopReason_ = m.text;
            closed_ = true;
            pauseTurnClock();
            SessionEvent e;
            e.kind = SessionEvent::Kind::Stopped;
            e.text = m.text;
            e.flag = true;
            events_.push_back(e);
            return {};
        }
        default: break;
    }
    return role_ == Role::Host ? hostReceives(m) : guestReceives(m);
}

std::string GameSession::hostReceives(const Message& m) {
    if (m.type == MessageType::Join) return onJoin(m);
    if (phase_ != Phase::Playing) return std::string("a '") + messageTypeId(m.type) + "' message before the guest joined";
    switch (m.type) {
        case MessageType::Move: return onMove(m);
        case MessageType::Resign:
        case MessageType::Flag: {
            if (m.epoch < epoch_ || game_->result().over()) return {};  // the host decided first
            if (m.epoch > epoch_) return "a message from an epoch to come";
            const bool onTime = m.type == MessageType::Flag;
            if (onTime && (m.ply != ply() || game_->sideToMove() == localSide_)) return "a time out when it was not the guest's turn";
            hostDecides(winFor(localSide_, onTime ? EndReason::TimeForfeit : EndReason::Resignation));
            return {};
        }
        case MessageType::DrawOffer:
        case MessageType::TakebackRequest: return onOffer(m);
        case MessageType::DrawAccept: return onDrawAccept(m);
        case MessageType::TakebackAccept: return onTakebackAccept(m);
        case MessageType::DrawDecline:
        case MessageType::TakebackDecline: return onDecline(m);
        default: return std::string("a '") + messageTypeId(m.type) + "' message, which only a host sends";
    }
}

std::string GameSession::guestReceives(const Message& m) {
    if (m.type == MessageType::Sync) return onSync(m);
    if (m.type == MessageType::Refuse) {
        closed_ = true;
        SessionEvent e;
        e.kind = SessionEvent::Kind::Refused;
        e.text = m.code == "busy" ? "another player is connected to this game" : m.text;
        events_.push_back(e);
        return {};
    }
    if (phase_ != Phase::Playing) return std::string("a '") + messageTypeId(m.type) + "' message before the game was sent";
    switch (m.type) {
        case MessageType::Move: return onMove(m);
        case MessageType::End: return onEnd(m);
        case MessageType::Takeback: return onTakeback(m);
        case MessageType::DrawOffer:
        case MessageType::TakebackRequest: return onOffer(m);
        case MessageType::DrawDecline:
        case MessageType::TakebackDecline: return onDecline(m);
        default: return std::string("a '") + messageTypeId(m.type) + "' message, which only a guest sends";
    }
}

GameSession::Freshness GameSession::freshness(const Message& m) const {
    if (role_ == Role::Host && m.epoch < epoch_) return Freshness::Stale;
    if (m.epoch != epoch_) return Freshness::Bad;
    if (m.ply == ply()) return Freshness::Current;
    // This side's move crossed it: what it offered lapsed with that move.
    if (m.ply == ply() - 1 && moverOf(ply()) == localSide_) return Freshness::Stale;
    return Freshness::Bad;
}

// ---- the guest comes: join and sync ------------------------------------------------------

std::string GameSession::onJoin(const Message& m) {
    if (phase_ != Phase::Joining) return "a second join";
    if (!m.gameId.empty() && m.gameId != gameId_) {
        Message refuse;
        refuse.type = MessageType::Refuse;
        refuse.code = "other-game";
        refuse.text = "this invitation is for game " + gameId_ + ", not game " + m.gameId;
        send(refuse);
        closeAfterSending_ = true;
        return {};
    }
    const std::optional<PlayerSpec> player = playerFromId(m.player);
    if (!player) return "an unknown player '" + m.player + "'";
    const Side guest = opposite(localSide_);
    players_[guest] = *player;
    if (!m.text.empty()) names_[guest] = m.text;
    ++epoch_;
    phase_ = Phase::Playing;
    Message sync;
    sync.type = MessageType::Sync;
    sync.epoch = epoch_;
    sync.side = localSide_;
    sync.body = SavedGame::write(record());
    send(sync);
    startTurnClock(true);
    SessionEvent e;
    e.kind = SessionEvent::Kind::Joined;
    e.side = guest;
    e.text = m.text;
    e.flag = !m.gameId.empty() || ply() > 0;
    e.ply = ply();
    events_.push_back(e);
    return {};
}

std::string GameSession::onSync(const Message& m) {
    if (phase_ != Phase::Joining) return "a sync in the middle of the game";
    std::string error;
    const std::optional<GameRecord> hosts = SavedGame::read(m.body, error);
    if (!hosts) return "the host's game could not be read: " + error;
    if (hosts->gameId.empty()) return "the host's game has no id";
    if (!gameId_.empty() && hosts->gameId != gameId_) return "the host sent game " + hosts->gameId + ", not game " + gameId_;
    const bool resumed = game_.has_value() || !hosts->moves.empty();
    // The host decided something this side never heard of (a takeback, an end lost with the
    // line): its copy stands, whatever this one holds after the moves both have. Otherwise the
    // copies may differ only by the move that was on its way when the line dropped.
    const bool missedDecisions = epoch_ != m.epoch - 1;
    std::optional<Move> resend;
    int samePly = -1;
    std::size_t common = 0;
    const bool wasOver = game_ && game_->result().over();
    if (game_) {
        if (&game_->variant() != hosts->variant || !(game_->startPosition() == *hosts->start)) {
            stop("the host's copy of the game has another variant or start position than this one");
            return {};
        }
        const std::vector<Move>& own = game_->moves();
        common = static_cast<std::size_t>(
            std::mismatch(own.begin(), own.end(), hosts->moves.begin(), hosts->moves.end()).first - own.begin());
        const Side guest = opposite(m.side);
        const bool oneOwnMoveAhead = own.size() == common + 1 && hosts->moves.size() == common &&
                                     moverOf(ply()) == guest && !SavedGame::replay(*hosts).result().over();
        if (oneOwnMoveAhead && !missedDecisions) {
            resend = own.back();
        } else if (own.size() > common && !missedDecisions) {
            stop("the two copies of the game differ from move " + std::to_string(common + 1) + " on");
            return {};
        }
        samePly = hosts->moves.size() == own.size() ? ply() : -1;
    }
    const int before = game_ ? ply() : 0;
    adopt(*hosts);
    gameId_ = hosts->gameId;
    epoch_ = m.epoch;
    localSide_ = opposite(m.side);
    players_[localSide_] = options_.player;
    if (!options_.name.empty()) names_[localSide_] = options_.name;
    phase_ = Phase::Playing;
    // Thinking before the connection dropped counts, on the same move.
    startTurnClock(samePly == ply());
    SessionEvent e;
    e.kind = SessionEvent::Kind::Joined;
    e.side = m.side;
    e.text = names_[m.side];
    e.flag = resumed;
    e.ply = ply();
    events_.push_back(e);
    if (resumed) {
        // What changed here: moves the host had taken back, moves this side missed, the end.
        if (static_cast<int>(common) < before) {
            SessionEvent back;
            back.kind = SessionEvent::Kind::TakenBack;
            back.ply = static_cast<int>(common);
            events_.push_back(back);
        }
        for (int p = static_cast<int>(common) + 1; p <= ply(); ++p) {
            SessionEvent moved;
            moved.kind = SessionEvent::Kind::MovePlayed;
            moved.side = moverOf(p);
            moved.move = game_->moves()[static_cast<std::size_t>(p - 1)];
            moved.ply = p;
            events_.push_back(moved);
        }
        if (game_->result().over() && !wasOver) {
            SessionEvent end;
            end.kind = SessionEvent::Kind::Ended;
            end.result = game_->result();
            end.ply = ply();
            events_.push_back(end);
        }
    }
    if (resend) {
        // The host never got this side's last move: it is made again, with the same thinking time.
        spentMs_ = lastOwnThinkingMs_;
        turnStartedAt_.reset();
        if (const std::string why = playMove(*resend); !why.empty()) stop("this side's last move could not be sent again: " + why);
    }
    return {};
}

// ---- moves ------------------------------------------------------------------------------

std::string GameSession::checkMove(const Message& m, Move& move, SideClock& after) {
    const Side remote = opposite(localSide_);
    if (m.ply != ply() + 1)
        return "move " + std::to_string(m.ply) + " came where move " + std::to_string(ply() + 1) + " was due";
    if (game_->sideToMove() != remote) return "move " + std::to_string(m.ply) + " came when it was not the other side's turn";
    std::string why;
    const std::optional<Move> parsed = parseMove(*game_, m.move, why);
    if (!parsed) return "move " + std::to_string(m.ply) + " '" + m.move + "' is not legal here: " + why;
    move = *parsed;
    Position after0 = game_->position();
    Position::Undo undo;
    after0.make(move, undo);
    if (after0.hash() != m.hash)
        return "after move " + std::to_string(m.ply) + " '" + m.move + "' the positions differ (hash " +
               hex(after0.hash()) + " here, " + hex(m.hash) + " there)";
    if (!timeControl_.timed()) {
        if (m.clock) return "move " + std::to_string(m.ply) + " came with a clock in a game without clocks";
        return {};
    }
    const ThinkingCharge charge = chargeThinking(timeControl_, clocksAtPly()[remote], m.thinkingMs);
    if (charge.flagged) return "move " + std::to_string(m.ply) + " came after the mover's time ran out";
    if (!m.clock || *m.clock != charge.after) return "the clocks differ after move " + std::to_string(m.ply);
    after = charge.after;
    return {};
}

std::string GameSession::onMove(const Message& m) {
    if (role_ == Role::Host && m.epoch < epoch_) return {};  // it crossed the host's decision
    if (m.epoch != epoch_) return "a move from another epoch";
    if (game_->result().over()) return "a move after the end of the game";
    Move move;
    SideClock after;
    if (const std::string why = checkMove(m, move, after); !why.empty()) {
        stop(why);
        return {};
    }
    applyMove(move, opposite(localSide_), after, m.thinkingMs);
    return {};
}

// ---- the host's decisions, on the guest's side -------------------------------------------

std::string GameSession::onEnd(const Message& m) {
    if (m.epoch != epoch_ + 1) return "an end out of turn";
    if (m.ply > ply()) return "an end after a move this side has not seen";
    // This side's move may have crossed the host's decision: the host never played it.
    const bool withdraw = m.ply < ply();
    if (withdraw && (ply() - m.ply != 1 || moverOf(ply()) != localSide_)) return "an end before moves this side has";
    if (game_->result().over() && !withdraw) return "an end after the end of the game";
    if (withdraw) {
        SessionEvent e;
        e.kind = SessionEvent::Kind::MoveWithdrawn;
        e.move = game_->moves().back();
        e.ply = ply();
        game_->undo();
        clocks_.pop_back();
        events_.push_back(e);
    }
    epoch_ = m.epoch;
    endGame(m.result);
    return {};
}

std::string GameSession::onTakeback(const Message& m) {
    if (m.epoch != epoch_ + 1) return "a takeback out of turn";
    if (m.target >= ply() || ply() - m.target > 2) return "a takeback to move " + std::to_string(m.target);
    if (m.clocks[kBlack].has_value() != timeControl_.timed()) return "a takeback with clocks that do not fit the game";
    epoch_ = m.epoch;
    std::optional<ClockPair> clocks;
    if (m.clocks[kBlack]) clocks = ClockPair{*m.clocks[kBlack], *m.clocks[kWhite]};
    takeBackTo(m.target, clocks);
    return {};
}

// ---- offers -----------------------------------------------------------------------------

std::string GameSession::onOffer(const Message& m) {
    const Freshness fresh = freshness(m);
    if (fresh == Freshness::Bad) return std::string("a '") + messageTypeId(m.type) + "' that does not fit the game";
    if (fresh == Freshness::Stale || game_->result().over()) return {};
    const Side remote = opposite(localSide_);
    if (m.type == MessageType::DrawOffer) {
        // Both offered: that is an agreement, which the host declares.
        if (role_ == Role::Host && drawOffer_ && drawOffer_->by == localSide_) {
            hostDecides({Outcome::Draw, EndReason::Agreement});
            return {};
        }
        drawOffer_ = Offer{remote, ply()};
        event(SessionEvent::Kind::DrawOffered, remote);
        return {};
    }
    const std::optional<int> target = takebackTarget(remote);
    if (!target || m.target != *target) return "a takeback request to move " + std::to_string(m.target);
    takeback_ = Offer{remote, ply(), *target};
    SessionEvent e;
    e.kind = SessionEvent::Kind::TakebackRequested;
    e.side = remote;
    e.ply = *target;
    events_.push_back(e);
    return {};
}

std::string GameSession::onDrawAccept(const Message& m) {
    if (m.epoch < epoch_) return {};
    if (m.epoch > epoch_) return "a message from an epoch to come";
    if (!game_->result().over() && drawOffer_ && drawOffer_->by == localSide_ && drawOffer_->ply == ply() && m.ply == ply()) {
        hostDecides({Outcome::Draw, EndReason::Agreement});
        return {};
    }
    drawOffer_.reset();
    send(stamped(MessageType::DrawDecline));  // the offer had lapsed: the guest must hear so
    return {};
}

std::string GameSession::onTakebackAccept(const Message& m) {
    if (m.epoch < epoch_) return {};
    if (m.epoch > epoch_) return "a message from an epoch to come";
    if (!game_->result().over() && takeback_ && takeback_->by == localSide_ && takeback_->ply == ply() && m.ply == ply() &&
        m.target == takeback_->target) {
        hostTakesBack(takeback_->target);
        return {};
    }
    takeback_.reset();
    send(stamped(MessageType::TakebackDecline));
    return {};
}

std::string GameSession::onDecline(const Message& m) {
    if (role_ == Role::Host && m.epoch < epoch_) return {};
    if (m.epoch != epoch_) return "a message from another epoch";
    const bool draw = m.type == MessageType::DrawDecline;
    std::optional<Offer>& offer = draw ? drawOffer_ : takeback_;
    const bool mine = offer && offer->by == localSide_;
    if (mine) offer.reset();
    if (mine || waitingForHost_) {
        waitingForHost_ = false;
        event(draw ? SessionEvent::Kind::DrawDeclined : SessionEvent::Kind::TakebackDeclined, localSide_);
    }
    return {};
}

}  // namespace shogi::net
