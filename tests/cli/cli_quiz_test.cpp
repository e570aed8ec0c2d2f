// shogi-cli quiz VARIANT [--seed S] [--count N] [--blockers K]: per question a line
// "quiz CODE SQUARE POSITION" and a line "answer SQUARE..." (sorted by file, then rank, each
// once); the same seed, the same questions; a bad variant or option: a message on stderr and
// exit status 2. The answers are the learn mode's (core/study/WhereQuestion.h); here they are
// checked against the texts of the legal moves of the position printed (a position without
// royals is a finished game to `shogi-cli moves`, so the rules library is asked directly), and
// against the independent reference of the rules by tests/reference/check_quiz.py.
#include <gtest/gtest.h>

#include <cctype>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "CliRun.h"
#include "TestSupport.h"

namespace {

struct Question {
    std::string code, square, position;
    std::vector<std::string> answer;
};

std::vector<std::string> split(const std::string& line) {
    std::istringstream in(line);
    std::vector<std::string> words;
    for (std::string w; in >> w;) words.push_back(w);
    return words;
}

// Reads the output's pairs of lines, failing the test on any other line.
std::vector<Question> questions(const clitest::CliRun& run) {
    std::vector<Question> out;
    const std::vector<std::string> lines = run.lines();
    EXPECT_EQ(lines.size() % 2, 0u);
    for (std::size_t i = 0; i + 1 < lines.size(); i += 2) {
        const std::vector<std::string> quiz = split(lines[i]);
        const std::vector<std::string> answer = split(lines[i + 1]);
        EXPECT_GE(quiz.size(), 6u) << lines[i];
        EXPECT_EQ(quiz.at(0), "quiz") << lines[i];
        EXPECT_EQ(answer.at(0), "answer") << lines[i + 1];
        Question q{quiz.at(1), quiz.at(2), lines[i].substr(lines[i].find(quiz.at(2)) + quiz.at(2).size() + 1),
                   std::vector<std::string>(answer.begin() + 1, answer.end())};
        out.push_back(q);
    }
    return out;
}

// The file, then the rank, of a square name: the order `answer` lists them in.
std::pair<char, int> fileRank(const std::string& square) { return {square[0], std::stoi(square.substr(1))}; }

}  // namespace

TEST(CliQuiz, LinesAreQuestionsAndAnswersSortedEachOnce) {
    const clitest::CliRun run = clitest::runCli({"quiz", "maka-dai-dai", "--seed", "3", "--count", "6", "--blockers", "5"});
    ASSERT_EQ(run.status, 0) << run.err;
    EXPECT_TRUE(run.err.empty());
    const std::vector<Question> qs = questions(run);
    ASSERT_EQ(qs.size(), 6u);
    for (const Question& q : qs) {
        ASSERT_FALSE(q.answer.empty()) << q.code;
        for (std::size_t i = 1; i < q.answer.size(); ++i)
            EXPECT_LT(fileRank(q.answer[i - 1]), fileRank(q.answer[i])) << q.code << " " << q.answer[i - 1] << " " << q.answer[i];
        // The position holds the piece on its square and names Black to move.
        const shogi::Position pos = shogi::test::position("maka-dai-dai", q.position);
        const shogi::Cell cell = pos.cell(shogi::test::sq(pos, q.square));
        ASSERT_TRUE(shogi::isPiece(cell));
        EXPECT_EQ(pos.variant().kind(shogi::cellKind(cell)).code, q.code);
        EXPECT_EQ(pos.sideToMove(), shogi::kBlack);
        EXPECT_EQ(pos.pieceCount(shogi::kBlack) + pos.pieceCount(shogi::kWhite), 6);
    }
}

TEST(CliQuiz, AnswersAreTheSquaresTheLegalMovesOfThePieceName) {
    for (const char* variant : {"micro", "heian-dai", "macadamia", "hook", "maka-dai-dai"}) {
        const clitest::CliRun run = clitest::runCli({"quiz", variant, "--seed", "8", "--count", "5", "--blockers", "4"});
        ASSERT_EQ(run.status, 0) << run.err;
        for (const Question& q : questions(run)) {
            // Every move of the piece, written as docs/formats.md says: origin, "x" and each
            // capture, "-" and the destination; a trailing "+" promotes.
            std::set<std::string> expected;
            for (const std::string& m : shogi::test::legalMoveTexts(shogi::test::position(variant, q.position))) {
                if (m.rfind(q.square, 0) != 0 || std::isdigit(static_cast<unsigned char>(m[q.square.size()]))) continue;
                std::string rest = m.substr(q.square.size());
                while (!rest.empty()) {
                    const char mark = rest[0];
                    std::size_t end = 1;
                    while (end < rest.size() && rest[end] != 'x' && rest[end] != '-' && rest[end] != '+') ++end;
                    if (mark == 'x' || mark == '-') expected.insert(rest.substr(1, end - 1));
                    rest = rest.substr(end);
                }
            }
            expected.erase(q.square);
            EXPECT_FALSE(expected.empty()) << variant << " " << q.code << " " << q.position;
            EXPECT_EQ(std::set<std::string>(q.answer.begin(), q.answer.end()), expected) << variant << " " << q.code << " " << q.position;
        }
    }
}

TEST(CliQuiz, SameSeedSameQuestions) {
    const auto a = clitest::runCli({"quiz", "hook", "--seed", "41", "--count", "4"});
    const auto b = clitest::runCli({"quiz", "hook", "--seed", "41", "--count", "4"});
    const auto c = clitest::runCli({"quiz", "hook", "--seed", "42", "--count", "4"});
    ASSERT_EQ(a.status, 0);
    EXPECT_EQ(a.out, b.out);
    EXPECT_NE(a.out, c.out);
    EXPECT_EQ(questions(clitest::runCli({"quiz", "micro"})).size(), 10u);  // ten questions unless told
}

TEST(CliQuiz, BadVariantOrOptionIsAnErrorOnStderr) {
    const std::vector<std::vector<std::string>> bad = {
        {"quiz"},
        {"quiz", "chess"},
        {"quiz", "micro", "--count"},
        {"quiz", "micro", "--count", "x"},
        {"quiz", "micro", "--count", "0"},
        {"quiz", "micro", "--seed", "-1"},
        {"quiz", "micro", "--blockers", "5"},  // a fifth of Micro's twenty squares is four
        {"quiz", "micro", "--colour", "red"},
        {"quiz", "micro", "extra"},
    };
    for (const auto& args : bad) {
        const clitest::CliRun run = clitest::runCli(args);
        EXPECT_EQ(run.status, 2) << args.back();
        EXPECT_TRUE(run.out.empty()) << args.back();
        EXPECT_NE(run.err.find("shogi-cli: "), std::string::npos) << args.back();
    }
    EXPECT_NE(clitest::runCli({"quiz", "chess"}).err.find("unknown variant 'chess'"), std::string::npos);
    EXPECT_NE(clitest::runCli({"quiz", "micro", "--blockers", "5"}).err.find("--blockers"), std::string::npos);
}
