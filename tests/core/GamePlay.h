#pragma once
// Plays move texts on a Game, failing the test on any text the game refuses.

#include <gtest/gtest.h>

#include <initializer_list>

#include "TestSupport.h"
#include "record/GameText.h"

namespace shogi::test {

inline void play(Game& game, std::initializer_list<const char*> texts) {
    for (const char* text : texts) {
        std::string error;
        auto m = parseMove(game, text, error);
        ASSERT_TRUE(m) << text << ": " << error;
        ASSERT_TRUE(game.play(*m)) << text;
    }
}

}  // namespace shogi::test
