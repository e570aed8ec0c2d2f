#include "engine/LargePages.h"

#include <cstdint>
#include <cstdlib>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace shogi {
namespace {
constexpr std::size_t kHugePage = std::size_t{2} * 1024 * 1024;
}

void* allocateLarge(std::size_t bytes) {
    // aligned_alloc wants a multiple of the alignment.
    if (bytes > SIZE_MAX - kHugePage) throw std::bad_alloc();
    const std::size_t rounded = (bytes + kHugePage - 1) / kHugePage * kHugePage;
    void* p = std::aligned_alloc(kHugePage, rounded);
    if (!p) throw std::bad_alloc();
#if defined(MADV_HUGEPAGE)
    madvise(p, rounded, MADV_HUGEPAGE);  // advice only: a refusal leaves ordinary pages
#endif
    return p;
}

void freeLarge(void* p) { std::free(p); }

}  // namespace shogi
