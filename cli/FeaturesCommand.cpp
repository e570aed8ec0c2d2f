#include "FeaturesCommand.h"

#include <atomic>
#include <iostream>
#include <memory>

#include "MoveArgument.h"
#include "engine/Engine.h"
#include "engine/Evaluation.h"
#include "game/Game.h"

namespace shogi::cli {
namespace {

const char* kFeaturesUsage =
    "usage: shogi-cli features VARIANT [--position POS] [--every-ply] [--search D] [MOVE...] | --weights";

void printWeights(const Evaluator& eval) {
    std::cout << "scale " << kWeightScale << "\npositional-cap " << Evaluator::kPositionalCap << "\n";
    for (int f = 0; f < kFeatureCount; ++f)
        std::cout << kFeatures[f].name << " " << eval.weights()[f] << " "
                  << (f < kFirstPositional ? "material" : "positional") << " "
                  << (kFeatures[f].tuned ? "tuned" : "fixed") << "\n";
}

// One block: the position, whether the side to move is in check, the score of a search to
// `searchDepth` (0: none), every feature, the evaluation; an empty line ends it.
void printBlock(const Game& game, const Evaluator& eval, Engine* engine, int searchDepth) {
    const Position& pos = game.position();
    std::cout << "position " << formatPosition(pos) << "\n"
              << "side " << (pos.sideToMove() == kBlack ? "black" : "white") << "\n"
              << "check " << (game.inCheck() ? "yes" : "no") << "\n";
    if (engine && !game.result().over()) {
        std::atomic<bool> stop{false};
        const SearchResult r = engine->search(game, SearchLimits::ofDepth(searchDepth), stop);
        std::cout << "search " << r.score << "\n";
    }
    const Evaluator::Features f = eval.features(pos);
    for (int i = 0; i < kFeatureCount; ++i) std::cout << kFeatures[i].name << " " << f[i] << "\n";
    std::cout << "eval " << eval.evaluate(pos) << "\n\n";
}

}  // namespace

int features(const Args& args) {
    std::string error;
    const auto o = parseArgs(args,
                             {true, true,
                              {{"position", OptionValue::Position, "a position text"},
                               {"every-ply"},
                               numberOption("search", {0, 20}, "a depth"),
                               {"weights"}}},
                             error);
    if (!o) return fail(error);
    const Evaluator eval(*o->variant);
    if (o->has("weights")) {
        if (!o->words.empty() || o->position || o->has("every-ply") || o->has("search")) return fail(kFeaturesUsage);
        printWeights(eval);
        return 0;
    }
    const int searchDepth = static_cast<int>(o->number("search", 0));
    // One engine for every position, so its table is reused (deterministic all the same).
    std::unique_ptr<Engine> engine = searchDepth > 0 ? makeEngine("master", 1) : nullptr;
    const bool everyPly = o->has("every-ply");
    Game game(*o->variant, o->positionOrStart());
    if (everyPly) printBlock(game, eval, engine.get(), searchDepth);
    for (std::size_t i = 0; i < o->words.size(); ++i) {
        const std::optional<Move> move = parseMoveArgument(game, o->words[i], error);
        if (!move || !game.play(*move)) return fail("move " + std::to_string(i + 1) + ": " + error);
        if (everyPly) printBlock(game, eval, engine.get(), searchDepth);
    }
    if (!everyPly) printBlock(game, eval, engine.get(), searchDepth);
    return 0;
}

}  // namespace shogi::cli
