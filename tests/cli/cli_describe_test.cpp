// shogi-cli describe VARIANT CODE: the English description of a face, one part of
// its move per line; unknown variant or code: a message on stderr and exit status 2.
// The expected lines are written by hand from each variant's rule text: five pieces per
// variant, the special movers among them.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "CliRun.h"

namespace {

// shogi-cli describe ARGS...: its exit status, its lines and its stderr.
struct Described {
    int status = -1;
    std::vector<std::string> lines;
    std::string err;
};

Described describe(const std::vector<std::string>& args) {
    std::vector<std::string> words{"describe"};
    words.insert(words.end(), args.begin(), args.end());
    const clitest::CliRun run = clitest::runCli(words);
    return {run.status, run.lines(), run.err};
}

void expectDescribed(const char* variant, const char* code, const std::vector<std::string>& expected) {
    const Described run = describe({variant, code});
    EXPECT_EQ(run.status, 0) << variant << " " << code << ": " << run.err;
    EXPECT_EQ(run.lines, expected) << variant << " " << code;
    EXPECT_TRUE(run.err.empty()) << run.err;
}

}  // namespace

TEST(CliDescribe, MicroShogi) {
    expectDescribed("micro", "K", {"one square in any direction"});
    expectDescribed("micro", "G", {"one square in any direction except diagonally backward"});
    expectDescribed("micro", "S", {"one square straight forward or diagonally"});
    expectDescribed("micro", "B", {"any number of squares diagonally"});
    // A Pawn flipped by a capture is a Knight; a flipped Silver a Lance.
    expectDescribed("micro", "+P", {"jumps two squares forward and one to the side"});
    expectDescribed("micro", "+S", {"any number of squares forward"});
}

TEST(CliDescribe, HeianDaiShogi) {
    expectDescribed("heian-dai", "C", {"one square orthogonally"});
    expectDescribed("heian-dai", "I", {"one square straight forward, diagonally forward, or sideways"});
    expectDescribed("heian-dai", "SM", {"any number of squares sideways", "one square forward"});
    expectDescribed("heian-dai", "FC", {"any number of squares forward or backward"});
    expectDescribed("heian-dai", "N", {"jumps two squares forward and one to the side"});
    expectDescribed("heian-dai", "+N", {"one square in any direction except diagonally backward"});
}

TEST(CliDescribe, MacadamiaShogi) {
    expectDescribed("macadamia", "LN",
                    {"one square in any direction, twice per turn: it may capture two pieces, capture and return, "
                     "or pass; it may also jump straight to any square two steps away"});
    expectDescribed("macadamia", "W",
                    {"one square in any direction, up to three times per turn along one line, never past its own "
                     "square: it may capture up to three pieces, capture and return, or pass; it may also jump "
                     "straight to the second or third square"});
    expectDescribed("macadamia", "+K",
                    {"to any empty square of the board, and captures any enemy piece that is not protected"});
    expectDescribed("macadamia", "CA",
                    {"any number of squares diagonally",
                     "any number of squares diagonally, turning a right angle once on the way"});
    expectDescribed("macadamia", "KY", {"one square diagonally", "jumps to the second square orthogonally"});
    // The Berserker: a Queen limited to three squares, and a Lion.
    expectDescribed("macadamia", "+LN",
                    {"up to three squares in any direction",
                     "one square in any direction, twice per turn: it may capture two pieces, capture and return, "
                     "or pass; it may also jump straight to any square two steps away"});
}

TEST(CliDescribe, HookShogi) {
    const std::string spares = "never captures a Peacock, Capricorn, Tengu, or Hook Mover";
    expectDescribed("hook", "HM",
                    {"any number of squares orthogonally",
                     "any number of squares orthogonally, turning a right angle once on the way", spares});
    expectDescribed("hook", "PC",
                    {"any number of squares diagonally forward", "up to two squares diagonally backward",
                     "any number of squares diagonally forward, turning a right angle once on the way", spares});
    expectDescribed("hook", "RD",
                    {"one square in any direction",
                     "jumps to the second square in any direction, and may go on one more square"});
    expectDescribed("hook", "L", {"any number of squares forward", "up to two squares backward"});
    // The Horned Falcon: a Queen but straight forward, where it has the Lion's two steps.
    expectDescribed("hook", "+DH",
                    {"any number of squares in any direction except straight forward",
                     "one square forward, up to twice per turn along one line: it may capture two pieces, capture "
                     "and return, or pass; it may also jump straight to the second square"});
    // The Free Eagle: a Queen with a diagonal Lion.
    expectDescribed("hook", "+Q",
                    {"any number of squares in any direction",
                     "one square diagonally, twice per turn: it may capture two pieces, capture and return, or "
                     "pass; it may also jump straight to any square two steps away"});
}

TEST(CliDescribe, MakaDaiDaiShogi) {
    expectDescribed("maka-dai-dai", "SD", {"up to five squares orthogonally", "up to two squares diagonally"});
    expectDescribed("maka-dai-dai", "OR", {"up to two squares diagonally forward or straight backward"});
    expectDescribed("maka-dai-dai", "DO", {"one square sideways", "jumps to the second square forward or backward"});
    expectDescribed("maka-dai-dai", "+BB",
                    {"any number of squares in any direction except straight forward or backward",
                     "jumps to the second square diagonally forward"});
    // The Furious Fiend: a Lion and a Lion Dog; the Lion's part says igui and pass.
    expectDescribed("maka-dai-dai", "+LN",
                    {"one square in any direction, twice per turn: it may capture two pieces, capture and return, "
                     "or pass; it may also jump straight to any square two steps away",
                     "one square in any direction, up to three times per turn along one line, never past its own "
                     "square: it may capture up to three pieces; it may also jump straight to the second or third "
                     "square"});
    expectDescribed("maka-dai-dai", "+K",
                    {"to any empty square of the board, and captures any enemy piece that is not protected"});
}

TEST(CliDescribe, CodesAreReadAsPositionTextWritesThem) {
    // White's pieces are written in small letters; the move is told from the owner's side.
    EXPECT_EQ(describe({"hook", "ln"}).lines, describe({"hook", "LN"}).lines);
    EXPECT_EQ(describe({"hook", "+p"}).lines, describe({"hook", "+P"}).lines);
}

TEST(CliDescribe, UnknownVariantOrCodeIsAnErrorWithExitStatusTwo) {
    for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
             {"chess", "K"}, {"hook", "XX"}, {"hook", "+K"}, {"micro", "T"}, {"micro"}, {}, {"hook", "LN", "extra"}}) {
        const Described run = describe(args);
        EXPECT_EQ(run.status, 2);
        EXPECT_TRUE(run.lines.empty());
        EXPECT_FALSE(run.err.empty());
    }
    EXPECT_NE(describe({"chess", "K"}).err.find("unknown variant 'chess'"), std::string::npos);
    EXPECT_NE(describe({"hook", "XX"}).err.find("unknown piece 'XX'"), std::string::npos);
}
