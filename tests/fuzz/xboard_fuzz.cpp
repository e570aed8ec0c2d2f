// Fuzzes the XBoard session (cli/XboardSession): the input, split at its newlines, is a
// conversation of commands fed to a session whose engine is the real one (master's settings)
// with every search capped at a few thousand nodes and a small table, so that nothing waits
// on a long search; analysis runs until the next command that stops it, as in the program.
// Nothing may crash, hang or leak (the sanitizers watch the two threads); every line the
// session sends is short (input is echoed cut short); every ping gets its pong.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <sstream>
#include <string>

#include "XboardSession.h"
#include "engine/AlphaBetaEngine.h"

using namespace shogi;

namespace {

constexpr std::uint64_t kNodes = 500;
constexpr std::size_t kMaxLines = 64;
// The longest line the session sends: Hook's setup line (514 bytes) and a thinking line; an
// echo of input is 60 bytes at most, so no long command comes back whole.
constexpr std::size_t kLongestAnswer = 768;

// The program's search, on a short leash: every limit kept (the time arithmetic runs as in
// the program), and a node cap added.
class CappedEngine : public Engine {
public:
    explicit CappedEngine(std::uint64_t seed) : engine_("fuzz", settings(seed), 1) {}
    std::string name() const override { return "fuzz"; }
    SearchResult search(const Game& game, const SearchLimits& limits, const std::atomic<bool>& stop) override {
        SearchLimits capped = limits;
        capped.nodes = capped.nodes ? std::min(capped.nodes, kNodes) : kNodes;
        return engine_.search(game, capped, stop);
    }

private:
    static SearchSettings settings(std::uint64_t seed) {
        SearchSettings s;
        s.seed = seed;
        return s;
    }
    AlphaBetaEngine engine_;
};

std::string firstWord(const std::string& line) {
    std::istringstream in(line);
    std::string word;
    in >> word;
    return word;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::ostringstream out;
    std::size_t pings = 0;
    {
        cli::XboardSession session("master", out, [](std::uint64_t seed) { return std::make_unique<CappedEngine>(seed); });
        std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
        std::string line;
        for (std::size_t n = 0; n < kMaxLines && cli::XboardSession::readLine(in, line); ++n) {
            if (firstWord(line) == "ping") ++pings;
            if (!session.handle(line)) break;
        }
    }  // the session ends its search and answers what it held back
    std::istringstream said(out.str());
    std::size_t pongs = 0;
    for (std::string line; std::getline(said, line);) {
        if (line.size() > kLongestAnswer) std::abort();
        pongs += line.rfind("pong", 0) == 0;
    }
    if (pongs != pings) std::abort();
    return 0;
}
