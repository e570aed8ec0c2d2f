#pragma once
// The quiz's own random numbers (SplitMix64): the same seed gives the same questions on every
// platform and library, which std::uniform_int_distribution does not promise.

#include <cstdint>
#include <utility>
#include <vector>

namespace shogi {

class QuizRandom {
public:
    explicit QuizRandom(std::uint64_t seed) : state_(seed) {}

    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    // A number from 0 to n - 1 (n > 0); the bias of a modulo of 64 bits is far below anything
    // a quiz could show.
    int below(int n) { return static_cast<int>(next() % static_cast<std::uint64_t>(n)); }
    // True with probability numerator / denominator.
    bool chance(int numerator, int denominator) { return below(denominator) < numerator; }

    template <class T>
    void shuffle(std::vector<T>& items) {
        for (int i = static_cast<int>(items.size()) - 1; i > 0; --i) std::swap(items[i], items[below(i + 1)]);
    }

private:
    std::uint64_t state_;
};

}  // namespace shogi
