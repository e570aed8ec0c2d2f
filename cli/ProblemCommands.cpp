#include "ProblemCommands.h"

#include <chrono>
#include <iostream>

#include "TextFile.h"
#include "engine/Engine.h"
#include "mining/Miner.h"
#include "notation/MoveLine.h"
#include "position/PositionText.h"
#include "problems/BuiltinProblems.h"
#include "problems/ProblemCheck.h"
#include "problems/ProblemText.h"

namespace shogi::cli {
namespace {

const char* kUsage =
    "usage: shogi-cli problems list VARIANT | show VARIANT ID | check [VARIANT] [--sample K] | "
    "mine VARIANT --out FILE [...]  (each also with --file FILE)";

const Option kFile{"file", OptionValue::Text, "a problem file"};

// The problem set of `variant`: the file given, or the collection compiled in; nullopt with
// `error` saying why.
std::optional<ProblemSet> loadSet(const Variant* variant, const std::string* file, std::string& error) {
    std::optional<std::string> text;
    std::string source;
    if (file) {
        text = readTextFile(*file, error);
        if (!text) return std::nullopt;
        source = *file;
    } else {
        const std::string_view builtin = builtinProblemText(variant->id());
        if (builtin.empty()) {
            error = std::string("no problems for ") + variant->id();
            return std::nullopt;
        }
        text = std::string(builtin);
        source = std::string("resources/problems/") + variant->id() + ".txt";
    }
    std::optional<ProblemSet> set = readProblemSet(*text, error);
    if (!set) {
        error = source + ": " + error;
        return std::nullopt;
    }
    if (variant && set->variant != variant) {
        error = source + ": a problem file of " + set->variant->id() + ", not " + variant->id();
        return std::nullopt;
    }
    return set;
}

int list(const ParsedArgs& p) {
    if (!p.words.empty()) return fail("usage: shogi-cli problems list VARIANT [--file FILE]");
    std::string error;
    const std::optional<ProblemSet> set = loadSet(p.variant, p.get("file"), error);
    if (!set) return fail(error);
    for (const Problem& problem : set->problems)
        std::cout << "problem " << problem.id << " " << problem.length << " " << formatPosition(problem.position) << "\n";
    return 0;
}

int show(const ParsedArgs& p) {
    if (p.words.size() != 1) return fail("usage: shogi-cli problems show VARIANT ID [--file FILE]");
    std::string error;
    const std::optional<ProblemSet> set = loadSet(p.variant, p.get("file"), error);
    if (!set) return fail(error);
    const Problem* problem = set->find(p.words[0]);
    if (!problem) return fail("no problem '" + p.words[0] + "' for " + p.variant->id() + " (see 'shogi-cli problems list')");
    const std::vector<std::string> moves = lineMoves(problem->position, problem->line, MoveStyle::Text);
    std::cout << "key " << moves.front() << "\n" << "line";
    for (const std::string& m : moves) std::cout << " " << m;
    std::cout << "\nthemes";
    for (const std::string& t : problem->themes) std::cout << " " << t;
    std::cout << "\n";
    return 0;
}

// Proves the set's problems (every one, or `sample` spread evenly); prints each failure and,
// if none, "ok VARIANT COUNT". True if all held.
bool checkSet(const ProblemSet& set, long long sample) {
    Prover prover;
    const std::size_t total = set.problems.size();
    const std::size_t count = sample > 0 ? std::min<std::size_t>(total, static_cast<std::size_t>(sample)) : total;
    bool ok = true;
    for (std::size_t i = 0; i < count; ++i) {
        const Problem& problem = set.problems[count == total ? i : i * total / count];
        const ProblemVerdict v = checkProblem(prover, problem);
        if (v.proved) continue;
        std::cout << "fail " << set.variant->id() << " " << problem.id << " " << v.reason << "\n" << std::flush;
        ok = false;
    }
    if (ok) std::cout << "ok " << set.variant->id() << " " << count << "\n" << std::flush;
    return ok;
}

int check(const ParsedArgs& p) {
    if (p.words.size() > 1) return fail("usage: shogi-cli problems check [VARIANT] [--sample K] [--file FILE]");
    const Variant* only = nullptr;
    std::string error;
    if (!p.words.empty()) {
        only = findVariant(p.words[0]);
        if (!only) return fail("unknown variant '" + p.words[0] + "' (see 'shogi-cli variants')");
    }
    const long long sample = p.number("sample", 0);
    if (const std::string* file = p.get("file")) {
        const std::optional<ProblemSet> set = loadSet(only, file, error);
        if (!set) return fail(error);
        return checkSet(*set, sample) ? 0 : 1;
    }
    bool ok = true;
    for (const Variant* v : allVariants()) {
        if (only && v != only) continue;
        const std::optional<ProblemSet> set = loadSet(v, nullptr, error);
        if (!set) {
            std::cout << "fail " << v->id() << " - " << error << "\n";
            ok = false;
            continue;
        }
        ok = checkSet(*set, sample) && ok;
    }
    return ok ? 0 : 1;
}

// "20,25,15": the quota of each length.
std::optional<std::vector<int>> parseQuota(const std::string& text) {
    std::vector<int> quota;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t comma = std::min(text.find(',', start), text.size());
        const auto n = parseWhole(text.substr(start, comma - start), {0, 999});
        if (!n) return std::nullopt;
        quota.push_back(static_cast<int>(*n));
        start = comma + 1;
    }
    if (quota.empty() || quota.size() > 9) return std::nullopt;
    return quota;
}

int mine(const ParsedArgs& p, const Args& args) {
    const std::string* out = p.get("out");
    if (!out || !p.words.empty()) return fail("usage: shogi-cli problems mine VARIANT --out FILE [--seed S] [--games N] "
                                              "[--depth D] [--quota N1,N2,...] [--strong LEVEL] [--weak LEVEL] "
                                              "[--opening PLIES] [--max-plies N] [--scan N] [--tail PLIES] [--tail-winner] [--branches N] [--branch-back PLIES]");
    MiningSettings s;
    s.seed = static_cast<std::uint64_t>(p.number("seed", 1));
    s.games = static_cast<int>(p.number("games", 50));
    s.depth = static_cast<int>(p.number("depth", 3));
    s.opening = static_cast<int>(p.number("opening", 6));
    s.maxPlies = static_cast<int>(p.number("max-plies", 800));
    s.scan = static_cast<int>(p.number("scan", 2));
    s.tailPlies = static_cast<int>(p.number("tail", 20));
    s.tailWinnerOnly = p.get("tail-winner") != nullptr;
    s.branches = static_cast<int>(p.number("branches", 6));
    s.branchBack = static_cast<int>(p.number("branch-back", 20));
    s.strong = p.text("strong", "strong");
    s.weak = p.text("weak", "casual");
    const auto quota = parseQuota(p.text("quota", "20,25,15"));
    if (!quota) return fail("--quota needs up to nine counts separated by commas, e.g. 20,25,15");
    s.quota = *quota;
    if (s.depth < 1 || s.depth > 20) return fail("--depth must be from 1 to 20");
    for (const std::string& level : {s.strong, s.weak})
        if (!makeEngine(level, 0)) return fail("unknown level '" + level + "'");

    const auto started = std::chrono::steady_clock::now();
    Miner miner(*p.variant, s);
    ProblemSet set = miner.run([](const std::string& line) { std::cerr << line << "\n" << std::flush; });
    // The command that made the set, so that it can be made again.
    set.settings = "shogi-cli problems mine";
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--out") ++i;
        else set.settings += " " + args[i];
    }
    std::string error;
    if (!writeTextFile(*out, writeProblemSet(set), error)) return fail(error);
    const MiningCounts& c = miner.counts();
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    std::cout << "mined " << p.variant->id() << " " << set.problems.size() << " games " << c.games << " positions "
              << c.positions << " proved " << c.proved << " cooked " << c.cooked << " failed " << c.failed << " time "
              << static_cast<long long>(seconds) << " s\n";
    return 0;
}

}  // namespace

int problems(const Args& args) {
    if (args.empty()) return fail(kUsage);
    const std::string& command = args[0];
    const Args rest(args.begin() + 1, args.end());
    std::string error;
    if (command == "check") {
        const auto p = parseArgs(rest, {false, true, {kFile, numberOption("sample", {0, 1'000'000}, "a number of problems")}}, error);
        return p ? check(*p) : fail(error);
    }
    if (command == "mine") {
        const auto p = parseArgs(rest,
                                 {true, true,
                                  {{"out", OptionValue::Text, "a file name"},
                                   numberOption("seed", kSeedRange),
                                   numberOption("games", kCountRange),
                                   numberOption("depth", {1, 88}, "a depth"),
                                   {"quota", OptionValue::Text, "counts such as 20,25,15"},
                                   {"strong", OptionValue::Text, "a level"},
                                   {"weak", OptionValue::Text, "a level"},
                                   numberOption("opening", {0, 1000}),
                                   numberOption("max-plies", kCountRange),
                                   numberOption("scan", {0, 1'000'000}),
                                   numberOption("tail", {0, 1'000'000}),
                                   {"tail-winner", OptionValue::None},
                                   numberOption("branches", {0, 1000}),
                                   numberOption("branch-back", {0, 1'000'000})}},
                                 error);
        return p ? mine(*p, rest) : fail(error);
    }
    if (command != "list" && command != "show") return fail(kUsage);
    const auto p = parseArgs(rest, {true, true, {kFile}}, error);
    if (!p) return fail(error);
    return command == "list" ? list(*p) : show(*p);
}

}  // namespace shogi::cli
