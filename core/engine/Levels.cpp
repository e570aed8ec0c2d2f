#include "engine/Engine.h"
#include "engine/RandomEngine.h"

namespace shogi {

std::vector<std::string> engineLevels() { return {"random"}; }

std::unique_ptr<Engine> makeEngine(const std::string& level, std::uint64_t seed) {
    if (level == "random") return std::make_unique<RandomEngine>(seed);
    return nullptr;
}

}  // namespace shogi
