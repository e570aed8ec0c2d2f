// shogi-cli features: the contract bench/tune_eval.py relies on. The evaluation it
// prints is the dot product of the printed features and the printed weights, in every variant;
// --every-ply prints one block per position of the line; bad input fails with status 2.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "CliRun.h"

using clitest::runCli;

namespace {

struct Weights {
    long long scale = 0;
    long long cap = 0;
    std::vector<std::string> names;  // in the order printed
    std::map<std::string, long long> weight;
    std::map<std::string, bool> positional;
};

Weights readWeights(const std::string& variant) {
    const auto run = runCli({"features", variant, "--weights"});
    EXPECT_EQ(run.status, 0) << run.err;
    Weights w;
    for (const std::string& line : run.lines()) {
        std::istringstream in(line);
        std::string name, group, tuned;
        long long value = 0;
        in >> name >> value;
        if (name == "scale") w.scale = value;
        else if (name == "positional-cap") w.cap = value;
        else {
            in >> group >> tuned;
            EXPECT_TRUE(group == "material" || group == "positional") << line;
            EXPECT_TRUE(tuned == "tuned" || tuned == "fixed") << line;
            w.names.push_back(name);
            w.weight[name] = value;
            w.positional[name] = group == "positional";
        }
    }
    EXPECT_GT(w.scale, 0);
    EXPECT_GT(w.cap, 0);
    return w;
}

using Block = std::map<std::string, std::string>;

std::vector<Block> blocks(const clitest::CliRun& run) {
    std::vector<Block> all(1);
    for (const std::string& line : run.lines()) {
        if (line.empty()) {
            all.emplace_back();
            continue;
        }
        const auto space = line.find(' ');
        all.back()[line.substr(0, space)] = line.substr(space + 1);
    }
    if (all.back().empty()) all.pop_back();
    return all;
}

// The evaluation from the block's features: (M + clamp(P, ±cap)) / scale, truncated.
long long dotProduct(const Block& b, const Weights& w) {
    long long material = 0, positional = 0;
    for (const std::string& name : w.names) {
        const auto it = b.find(name);
        EXPECT_NE(it, b.end()) << "feature " << name << " missing";
        if (it == b.end()) continue;
        (w.positional.at(name) ? positional : material) += w.weight.at(name) * std::stoll(it->second);
    }
    return (material + std::clamp(positional, -w.cap, w.cap)) / w.scale;
}

// A few moves of each variant's start, in our move text, taken from `shogi-cli moves`.
std::vector<std::string> someLine(const std::string& variant, int plies) {
    std::vector<std::string> line;
    for (int i = 0; i < plies; ++i) {
        std::vector<std::string> args = {"play", variant};
        args.insert(args.end(), line.begin(), line.end());
        const auto played = runCli(args);
        const std::string position = played.lines().at(0).substr(9);
        const auto moves = runCli({"moves", variant, "--position", position}).lines();
        EXPECT_FALSE(moves.empty());
        if (moves.empty()) break;
        line.push_back(moves[(i * 7) % moves.size()]);
    }
    return line;
}

TEST(CliFeatures, EvalIsTheDotProductOfFeaturesAndWeights) {
    for (const std::string variant : {"micro", "heian-dai", "macadamia", "hook", "maka-dai-dai"}) {
        SCOPED_TRACE(variant);
        const Weights w = readWeights(variant);
        std::vector<std::string> args = {"features", variant, "--every-ply", "--search", "1"};
        const std::vector<std::string> line = someLine(variant, 6);
        args.insert(args.end(), line.begin(), line.end());
        const auto run = runCli(args);
        ASSERT_EQ(run.status, 0) << run.err;
        const std::vector<Block> all = blocks(run);
        ASSERT_EQ(all.size(), line.size() + 1);
        for (const Block& b : all) {
            for (const char* key : {"position", "side", "check", "search", "eval"}) EXPECT_TRUE(b.count(key)) << key;
            EXPECT_EQ(std::stoll(b.at("eval")), dotProduct(b, w)) << b.at("position");
        }
        // Without --every-ply: the last position only, the same block.
        args = {"features", variant, "--position", all.back().at("position")};
        const std::vector<Block> last = blocks(runCli(args));
        ASSERT_EQ(last.size(), 1u);
        EXPECT_EQ(last[0].at("eval"), all.back().at("eval"));
        EXPECT_EQ(last[0].count("search"), 0u);
    }
}

TEST(CliFeatures, TakesXboardLegs) {
    // A Pawn's step as `shogi-cli xboard` writes it and as our move text does.
    const auto legs = runCli({"features", "macadamia", "a4a5"});
    EXPECT_EQ(legs.status, 0) << legs.err;
    const auto text = runCli({"features", "macadamia", "a4-a5"});
    EXPECT_EQ(text.status, 0) << text.err;
    EXPECT_EQ(legs.out, text.out);
}

TEST(CliFeatures, BadInputFails) {
    EXPECT_EQ(runCli({"features", "nosuch"}).status, 2);
    EXPECT_EQ(runCli({"features", "macadamia", "z99z98"}).status, 2);
    EXPECT_EQ(runCli({"features", "macadamia", "--weights", "a4-a5"}).status, 2);
    EXPECT_EQ(runCli({"features", "macadamia", "--search", "99"}).status, 2);
}

}  // namespace
