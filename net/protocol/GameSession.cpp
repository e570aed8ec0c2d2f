// GameSession: the game, this side's player's actions, time and what goes out. What comes in
// is in GameSessionReceive.cpp.
#include "protocol/GameSession.h"

#include <algorithm>
#include <utility>

#include "protocol/MoveClock.h"
#include "record/GameText.h"
#include "record/SavedGame.h"

namespace shogi::net {

GameSession::GameSession(Role role, SessionOptions options) : role_(role), options_(std::move(options)) {}

GameSession GameSession::host(const GameRecord& record, Side hostSide, SessionOptions options) {
    GameSession s(Role::Host, std::move(options));
    s.adopt(record);
    s.gameId_ = record.gameId;
    s.localSide_ = hostSide;
    s.players_[hostSide] = s.options_.player;
    if (!s.options_.name.empty()) s.names_[hostSide] = s.options_.name;
    return s;
}

GameSession GameSession::guest(const std::optional<GameRecord>& saved, SessionOptions options) {
    GameSession s(Role::Guest, std::move(options));
    if (saved) {
        s.adopt(*saved);
        s.gameId_ = saved->gameId;
    }
    return s;
}

void GameSession::adopt(const GameRecord& record) {
    game_.emplace(SavedGame::replay(record));
    for (const Side side : {kBlack, kWhite}) {
        players_[side] = record.players[side];
        names_[side] = record.names[side];
    }
    date_ = record.date;
    timeControl_ = record.timeControl;
    // Only the clocks of the last position are known; a takeback beyond it keeps the clocks.
    clocks_.assign(record.moves.size() + 1, std::nullopt);
    ClockPair now;
    for (const Side side : {kBlack, kWhite})
        now[side] = record.clocks[side] ? *record.clocks[side] : GameClock::fullTime(timeControl_);
    clocks_.back() = now;
}

GameRecord GameSession::record() const {
    GameRecord r;
    r.variant = &game_->variant();
    for (const Side side : {kBlack, kWhite}) {
        r.players[side] = players_[side];
        r.names[side] = names_[side];
    }
    r.date = date_;
    r.start = game_->startPosition();
    r.moves = game_->moves();
    const GameResult result = game_->result();
    const Side loser = result.outcome == Outcome::BlackWins ? kWhite : kBlack;
    if (result.reason == EndReason::Resignation) r.resigned = loser;
    if (result.reason == EndReason::TimeForfeit) r.lostOnTime = loser;
    r.drawAgreed = result.reason == EndReason::Agreement;
    r.timeControl = timeControl_;
    if (timeControl_.timed()) {
        const ClockPair c = clocksAtPly();
        r.clocks[kBlack] = c[kBlack];
        r.clocks[kWhite] = c[kWhite];
    }
    r.gameId = gameId_;
    return r;
}

// ---- the link ---------------------------------------------------------------------------

void GameSession::linkUp() {
    if (closed_) return;
    phase_ = Phase::Joining;
    closeAfterSending_ = false;
    if (role_ == Role::Guest) {
        Message m;
        m.type = MessageType::Join;
        m.gameId = gameId_;
        if (game_) {
            m.ply = ply();
            m.hash = game_->position().hash();
        }
        m.player = options_.player.computer ? options_.player.level : "human";
        m.text = options_.name;
        send(m);
    }
}

void GameSession::linkDown() {
    pauseTurnClock();
    phase_ = Phase::Unlinked;
    drawOffer_.reset();
    takeback_.reset();
    waitingForHost_ = false;
    outgoing_.clear();
}

// ---- time -------------------------------------------------------------------------------

std::int64_t GameSession::thinkingMs() const {
    return spentMs_ + (turnStartedAt_ ? std::max<std::int64_t>(0, options_.now() - *turnStartedAt_) : 0);
}

void GameSession::startTurnClock(bool keepSpent) {
    if (!keepSpent) spentMs_ = 0;
    turnStartedAt_.reset();
    // As on one board (core/clock), the clocks start with the first move: the first mover's
    // does not run before it.
    if (phase_ == Phase::Playing && game_ && ply() > 0 && !game_->result().over() && !stopped())
        turnStartedAt_ = options_.now();
}

void GameSession::pauseTurnClock() {
    spentMs_ = thinkingMs();
    turnStartedAt_.reset();
}

GameSession::ClockPair GameSession::clocksAtPly() const {
    if (!clocks_.empty() && clocks_.back()) return *clocks_.back();
    const SideClock full = GameClock::fullTime(timeControl_);
    return {full, full};
}

SideClock GameSession::clock(Side side) const {
    const ClockPair c = clocksAtPly();
    if (!game_ || !timeControl_.timed() || game_->result().over() || stopped() || side != game_->sideToMove()) return c[side];
    return chargeThinking(timeControl_, c[side], thinkingMs()).during;
}

void GameSession::tick() {
    if (!game_ || phase_ != Phase::Playing || game_->result().over() || stopped() || closed_ || !timeControl_.timed())
        return;
    const Side mover = game_->sideToMove();
    if (mover == localSide_) {
        if (!chargeThinking(timeControl_, clocksAtPly()[mover], thinkingMs()).flagged) return;
        if (role_ == Role::Host) {
            hostDecides(winFor(opposite(localSide_), EndReason::TimeForfeit));
        } else if (!waitingForHost_) {
            send(stamped(MessageType::Flag));
            waitingForHost_ = true;
        }
    } else if (role_ == Role::Host && thinkingMs() > options_.graceMs &&
               chargeThinking(timeControl_, clocksAtPly()[mover], thinkingMs() - options_.graceMs).flagged) {
        hostDecides(winFor(localSide_, EndReason::TimeForfeit));
    }
}

// ---- the game ---------------------------------------------------------------------------

Side GameSession::moverOf(int ply) const { return Side((game_->startPosition().sideToMove() + ply - 1) % 2); }

std::optional<int> GameSession::takebackTarget(Side requester) const {
    const int p = ply();
    if (p >= 1 && moverOf(p) == requester) return p - 1;
    if (p >= 2) return p - 2;
    return std::nullopt;
}

void GameSession::applyMove(const Move& move, Side mover, const SideClock& after, std::int64_t thinking) {
    game_->play(move);
    ClockPair c = clocksAtPly();
    if (timeControl_.timed()) c[mover] = after;
    clocks_.push_back(c);
    // A move lapses every offer; the side that made one hears of it.
    if (drawOffer_ && drawOffer_->by == localSide_ && mover != localSide_) event(SessionEvent::Kind::DrawDeclined);
    if (takeback_ && takeback_->by == localSide_ && mover != localSide_) event(SessionEvent::Kind::TakebackDeclined);
    drawOffer_.reset();
    takeback_.reset();
    startTurnClock(false);
    SessionEvent e;
    e.kind = SessionEvent::Kind::MovePlayed;
    e.side = mover;
    e.move = move;
    e.ply = ply();
    e.thinkingMs = thinking;
    events_.push_back(e);
    if (game_->result().over()) {
        pauseTurnClock();
        SessionEvent end;
        end.kind = SessionEvent::Kind::Ended;
        end.result = game_->result();
        events_.push_back(end);
    }
}

void GameSession::endGame(const GameResult& result) {
    const Side loser = result.outcome == Outcome::BlackWins ? kWhite : kBlack;
    if (result.reason == EndReason::Resignation) game_->resign(loser);
    else if (result.reason == EndReason::TimeForfeit) game_->loseOnTime(loser);
    else game_->agreeDraw();
    pauseTurnClock();
    drawOffer_.reset();
    takeback_.reset();
    waitingForHost_ = false;
    SessionEvent e;
    e.kind = SessionEvent::Kind::Ended;
    e.result = game_->result();
    e.ply = ply();
    events_.push_back(e);
}

void GameSession::hostDecides(const GameResult& result) {
    endGame(result);
    ++epoch_;
    Message m = stamped(MessageType::End);
    m.result = result;
    send(m);
}

void GameSession::takeBackTo(int target, const std::optional<ClockPair>& clocks) {
    while (ply() > target) game_->undo();
    clocks_.resize(static_cast<std::size_t>(target) + 1);
    if (clocks) clocks_.back() = *clocks;
    drawOffer_.reset();
    takeback_.reset();
    waitingForHost_ = false;
    startTurnClock(false);
    SessionEvent e;
    e.kind = SessionEvent::Kind::TakenBack;
    e.ply = target;
    events_.push_back(e);
}

void GameSession::hostTakesBack(int target) {
    // The clocks as they were at that move; where they are not known (before a resumed game's
    // last saved move), as they are now.
    const std::optional<ClockPair>& then = clocks_[static_cast<std::size_t>(target)];
    const ClockPair clocks = then ? *then : clocksAtPly();
    takeBackTo(target, clocks);
    ++epoch_;
    Message m;
    m.type = MessageType::Takeback;
    m.epoch = epoch_;
    m.target = target;
    if (timeControl_.timed()) {
        m.clocks[kBlack] = clocks[kBlack];
        m.clocks[kWhite] = clocks[kWhite];
    }
    send(m);
}

void GameSession::stop(const std::string& why) {
    stopReason_ = why;
    Message m;
    m.type = MessageType::Stop;
    m.text = why.substr(0, kMaxReasonBytes);
    send(m);
    closed_ = true;
    closeAfterSending_ = true;
    pauseTurnClock();
    SessionEvent e;
    e.kind = SessionEvent::Kind::Stopped;
    e.text = why;
    events_.push_back(e);
}

// ---- this side's player ------------------------------------------------------------------

std::string GameSession::localCheck() const {
    if (closed_) return stopped() ? "the game was stopped: " + stopReason_ : "the session has ended";
    if (!game_) return "the game has not started";
    if (game_->result().over()) return "the game is over";
    return {};
}

std::string GameSession::playMove(const Move& move) {
    if (std::string why = localCheck(); !why.empty()) return why;
    if (phase_ != Phase::Playing) return "the connection is down: the game waits for it";
    if (game_->sideToMove() != localSide_) return "it is not your turn";
    if (waitingForHost_) return "waiting for the host's answer";
    if (takeback_ && takeback_->by == localSide_) return "waiting for the answer to your takeback request";
    const MoveList& legal = game_->legalMoves();
    if (std::find(legal.begin(), legal.end(), move) == legal.end()) return "not a legal move";
    const std::int64_t thinking = thinkingMs();
    ThinkingCharge charge;
    if (timeControl_.timed()) {
        charge = chargeThinking(timeControl_, clocksAtPly()[localSide_], thinking);
        if (charge.flagged) {
            tick();
            return "your time has run out";
        }
    }
    Message m = stamped(MessageType::Move);
    m.ply = ply() + 1;
    m.move = moveText(*game_, move);
    m.thinkingMs = thinking;
    if (timeControl_.timed()) m.clock = charge.after;
    applyMove(move, localSide_, charge.after, thinking);
    m.hash = game_->position().hash();
    send(m);
    if (role_ == Role::Guest) lastOwnThinkingMs_ = thinking;
    return {};
}

std::string GameSession::resign() {
    if (std::string why = localCheck(); !why.empty()) return why;
    if (role_ == Role::Host) {
        hostDecides(winFor(opposite(localSide_), EndReason::Resignation));
        return {};
    }
    if (phase_ != Phase::Playing) return "the connection is down: resign when it is back, or save and end the game";
    if (waitingForHost_) return "waiting for the host's answer";
    send(stamped(MessageType::Resign));
    waitingForHost_ = true;
    return {};
}

std::string GameSession::offerDraw() {
    if (std::string why = localCheck(); !why.empty()) return why;
    if (phase_ != Phase::Playing) return "the connection is down";
    if (drawOffer_) return drawOffer_->by == localSide_ ? "you have offered a draw already" : "your friend offers a draw: accept it";
    send(stamped(MessageType::DrawOffer));
    drawOffer_ = Offer{localSide_, ply()};
    return {};
}

std::string GameSession::acceptDraw() {
    if (std::string why = localCheck(); !why.empty()) return why;
    if (phase_ != Phase::Playing) return "the connection is down";
    if (!drawOffer_ || drawOffer_->by == localSide_) return "no draw is offered";
    drawOffer_.reset();
    if (role_ == Role::Host) {
        hostDecides({Outcome::Draw, EndReason::Agreement});
        return {};
    }
    send(stamped(MessageType::DrawAccept));
    waitingForHost_ = true;
    return {};
}

std::string GameSession::declineDraw() {
    if (!drawOffer_ || drawOffer_->by == localSide_) return "no draw is offered";
    drawOffer_.reset();
    send(stamped(MessageType::DrawDecline));
    return {};
}

std::string GameSession::requestTakeback() {
    if (std::string why = localCheck(); !why.empty()) return why;
    if (phase_ != Phase::Playing) return "the connection is down";
    if (takeback_) return takeback_->by == localSide_ ? "you have asked already" : "your friend asks for a takeback: answer it";
    if (waitingForHost_) return "waiting for the host's answer";
    const std::optional<int> target = takebackTarget(localSide_);
    if (!target) return "you have no move to take back";
    Message m = stamped(MessageType::TakebackRequest);
    m.target = *target;
    send(m);
    takeback_ = Offer{localSide_, ply(), *target};
    return {};
}

std::string GameSession::acceptTakeback() {
    if (std::string why = localCheck(); !why.empty()) return why;
    if (phase_ != Phase::Playing) return "the connection is down";
    if (!takeback_ || takeback_->by == localSide_) return "no takeback is asked for";
    const Offer request = *takeback_;
    takeback_.reset();
    if (role_ == Role::Host) {
        hostTakesBack(request.target);
        return {};
    }
    Message m = stamped(MessageType::TakebackAccept);
    m.target = request.target;
    send(m);
    waitingForHost_ = true;
    return {};
}

std::string GameSession::declineTakeback() {
    if (!takeback_ || takeback_->by == localSide_) return "no takeback is asked for";
    takeback_.reset();
    send(stamped(MessageType::TakebackDecline));
    return {};
}

std::string GameSession::chat(std::string_view text) {
    if (closed_) return "the session has ended";
    if (phase_ != Phase::Playing) return "the connection is down";
    if (text.empty() || !isMessageText(text, kMaxChatBytes))
        return "a chat line is 1 to " + std::to_string(kMaxChatBytes) + " bytes of text on one line";
    Message m;
    m.type = MessageType::Chat;
    m.text = std::string(text);
    send(m);
    return {};
}

void GameSession::ping(std::uint64_t number) {
    Message m;
    m.type = MessageType::Ping;
    m.number = number;
    send(m);
}

void GameSession::leave(bool saved) {
    if (closed_) return;
    Message m;
    m.type = MessageType::Bye;
    m.text = saved ? "saved" : "left";
    send(m);
    pauseTurnClock();
    closed_ = true;
    closeAfterSending_ = true;
}

// ---- out --------------------------------------------------------------------------------

Message GameSession::stamped(MessageType type) const {
    Message m;
    m.type = type;
    m.epoch = epoch_;
    m.ply = game_ ? ply() : 0;
    return m;
}

void GameSession::send(Message m) {
    if (phase_ == Phase::Unlinked) return;  // the next sync carries what it would have said
    outgoing_.push_back(encodeMessage(m));
}

void GameSession::event(SessionEvent::Kind kind, Side side) {
    SessionEvent e;
    e.kind = kind;
    e.side = side;
    e.ply = game_ ? ply() : 0;
    events_.push_back(e);
}

std::vector<std::string> GameSession::takeOutgoing() { return std::exchange(outgoing_, {}); }

std::vector<SessionEvent> GameSession::takeEvents() { return std::exchange(events_, {}); }

std::optional<Side> GameSession::drawOfferBy() const {
    return drawOffer_ ? std::optional<Side>(drawOffer_->by) : std::nullopt;
}

std::optional<Side> GameSession::takebackRequestBy() const {
    return takeback_ ? std::optional<Side>(takeback_->by) : std::nullopt;
}

}  // namespace shogi::net
