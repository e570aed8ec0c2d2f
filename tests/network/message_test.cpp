// The messages of the network game as text: every kind survives the round trip, and every
// malformed one is refused with a reason.
#include <gtest/gtest.h>

#include "protocol/Message.h"

using namespace shogi;
using namespace shogi::net;

namespace {

Message roundTrip(const Message& m) {
    std::string error;
    const std::optional<Message> back = decodeMessage(encodeMessage(m), error);
    EXPECT_TRUE(back) << encodeMessage(m) << ": " << error;
    return back ? *back : Message{};
}

}  // namespace

TEST(Message, EveryKindSurvivesTheRoundTrip) {
    Message join;
    join.type = MessageType::Join;
    join.gameId = "7QK4M2XP9D";
    join.ply = 12;
    join.hash = 0x9f3a1c2e5b7d0a11ull;
    join.player = "master";
    join.text = "Taro Yamada";
    Message back = roundTrip(join);
    EXPECT_EQ(back.gameId, join.gameId);
    EXPECT_EQ(back.ply, 12);
    EXPECT_EQ(back.hash, join.hash);
    EXPECT_EQ(back.player, "master");
    EXPECT_EQ(back.text, "Taro Yamada");
    join.gameId.clear();
    join.text.clear();
    EXPECT_EQ(encodeMessage(join), "join - 12 9f3a1c2e5b7d0a11 master");
    EXPECT_EQ(roundTrip(join).gameId, "");

    Message move;
    move.type = MessageType::Move;
    move.epoch = 3;
    move.ply = 41;
    move.move = "e5xe6xe7+";
    move.hash = 1;
    move.thinkingMs = 65432;
    move.clock = SideClock{120000, 3, 2500};
    EXPECT_EQ(encodeMessage(move), "move 3 41 e5xe6xe7+ 0000000000000001 65432 120000/3/2500");
    back = roundTrip(move);
    EXPECT_EQ(back.move, move.move);
    EXPECT_EQ(back.thinkingMs, 65432);
    EXPECT_EQ(back.clock, move.clock);
    move.clock.reset();
    EXPECT_FALSE(roundTrip(move).clock);

    Message end;
    end.type = MessageType::End;
    end.epoch = 4;
    end.ply = 30;
    end.result = winFor(kWhite, EndReason::Resignation);
    EXPECT_EQ(encodeMessage(end), "end 4 30 white-wins resignation");
    EXPECT_EQ(roundTrip(end).result, end.result);

    Message takeback;
    takeback.type = MessageType::Takeback;
    takeback.epoch = 5;
    takeback.target = 28;
    takeback.clocks[kBlack] = SideClock{1000, 0, 0};
    takeback.clocks[kWhite] = SideClock{2000, 0, 0};
    back = roundTrip(takeback);
    EXPECT_EQ(back.target, 28);
    EXPECT_EQ(back.clocks[kWhite], takeback.clocks[kWhite]);

    Message sync;
    sync.type = MessageType::Sync;
    sync.epoch = 1;
    sync.side = kWhite;
    sync.body = "LargeShogiGame 1\nVariant: micro\nMoves:\nEnd\n";
    back = roundTrip(sync);
    EXPECT_EQ(back.side, kWhite);
    EXPECT_EQ(back.body, sync.body);

    for (MessageType t : {MessageType::Resign, MessageType::Flag, MessageType::DrawOffer, MessageType::DrawAccept,
                          MessageType::DrawDecline, MessageType::TakebackDecline}) {
        Message m;
        m.type = t;
        m.epoch = 2;
        m.ply = 7;
        back = roundTrip(m);
        EXPECT_EQ(back.type, t);
        EXPECT_EQ(back.ply, 7);
    }
    Message request;
    request.type = MessageType::TakebackRequest;
    request.epoch = 2;
    request.ply = 7;
    request.target = 5;
    EXPECT_EQ(roundTrip(request).target, 5);
    Message chat;
    chat.type = MessageType::Chat;
    chat.text = "よろしくお願いします！ good luck";
    EXPECT_EQ(roundTrip(chat).text, chat.text);
    Message refuse;
    refuse.type = MessageType::Refuse;
    refuse.code = "other-game";
    refuse.text = "this invitation is for game A, not game B";
    EXPECT_EQ(roundTrip(refuse).text, refuse.text);
}

TEST(Message, MalformedMessagesAreRefusedWithAReason) {
    const std::pair<std::string, std::string> cases[] = {
        {"", "a malformed message (?): unknown message ''"},
        {"teleport 1 2", "a malformed message (?): unknown message 'teleport'"},
        {"move 1 1 d2-d3 0123456789abcdef 10", "a malformed message (move): expected 6 fields, found 5"},
        {"move 1 1 d2-d3 0123456789abcdef 10 - extra", "a malformed message (move): more fields than expected"},
        {"move 1  1 d2-d3 0123456789abcdef 10 -", "a malformed message (move): an empty field (two spaces)"},
        {"move -1 1 d2-d3 0123456789abcdef 10 -", "a malformed message (move): bad epoch '-1'"},
        {"move 1 01 d2-d3 0123456789abcdef 10 -", "a malformed message (move): bad ply '01'"},
        {"move 1 0 d2-d3 0123456789abcdef 10 -", "a malformed message (move): move number 0"},
        {"move 1 1 d2-d3 0123456789abcdeg 10 -", "a malformed message (move): bad hash '0123456789abcdeg'"},
        {"move 1 1 d2-d3 0123 10 -", "a malformed message (move): bad hash '0123'"},
        {"move 1 1 d2-d3 0123456789abcdef 99999999999 -", "a malformed message (move): bad thinking time '99999999999'"},
        {"move 1 1 d2-d3 0123456789abcdef 10 5/x/0", "a malformed message (move): bad clock '5/x/0'"},
        {"move 1 1 d2-d3 0123456789abcdef 10 5/500/0", "a malformed message (move): bad clock '5/500/0'"},
        {"move 1 1 d2\x01-d3 0123456789abcdef 10 -", "a malformed message (move): bad move text"},
        {"resign 1 2\nmore", "a malformed message (resign): a line break in a one-line message"},
        {"resign ", "a malformed message (resign): a space after the message's name and nothing else"},
        {"end 1 2 black-wins checkmate", "a malformed message (end): bad result"},
        {"end 1 2 draw resignation", "a malformed message (end): a result that cannot be"},
        {"takeback-request 1 4 4", "a malformed message (takeback-request): a takeback to a later move"},
        {"takeback 1 4 100/0/0 -", "a malformed message (takeback): bad clocks"},
        {"sync 1 black", "a malformed message (sync): no game after the line"},
        {"sync 1 grey\nLargeShogiGame 1", "a malformed message (sync): bad side 'grey'"},
        {"chat", "a malformed message (chat): a chat line that is empty, too long or not text"},
        {"chat " + std::string(501, 'a'), "a malformed message (chat): a chat line that is empty, too long or not text"},
        {"chat bad\xff utf-8", "a malformed message (chat): a chat line that is empty, too long or not text"},
        {"chat \xc0\xaf overlong", "a malformed message (chat): a chat line that is empty, too long or not text"},
        {"chat tab\there", "a malformed message (chat): a chat line that is empty, too long or not text"},
        {"join - 0 0000000000000000 human " + std::string(65, 'n'),
         "a malformed message (join): a name that is too long or not text"},
        {"join - 0 0000000000000000", "a malformed message (join): expected 4 fields, found 3"},
        {"bye forever", "a malformed message (bye): bad reason"},
        {"refuse maybe why", "a malformed message (refuse): unknown refusal"},
        {"ping x", "a malformed message (ping): bad number 'x'"},
    };
    for (const auto& [text, expected] : cases) {
        std::string error;
        EXPECT_FALSE(decodeMessage(text, error)) << text;
        EXPECT_EQ(error, expected) << text;
    }
}
