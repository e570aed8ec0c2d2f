#pragma once
// Memory for the transposition table that the kernel may back with huge pages.
//
// A probe lands on a random slot of a table of tens of megabytes: with 4 KiB pages nearly
// every probe also misses the TLB and waits for a page walk. Linux backs a region with
// 2 MiB pages when it is aligned to them and advised (MADV_HUGEPAGE; needed where the
// kernel's transparent huge pages are set to "madvise", as on this project's machines).
// Elsewhere (another POSIX system, or the advice refused) it is an ordinary allocation aligned
// to 2 MiB, by C++17's std::aligned_alloc.

#include <cstddef>

namespace shogi {

// At least `bytes` bytes aligned to 2 MiB; throws std::bad_alloc when there is no memory.
void* allocateLarge(std::size_t bytes);
void freeLarge(void* p);

}  // namespace shogi
