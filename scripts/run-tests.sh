#!/usr/bin/env bash
# Installs what is missing, builds everything and runs every test:
#   1. the normal build, every CTest test (core, UI offscreen, piece art, desktop files), and
#      its Debian package (cpack -G DEB, checked with dpkg-deb: scripts/check-deb.sh);
#   2. the whole suite again under AddressSanitizer + UndefinedBehaviorSanitizer;
#   3. the engine's and the window's threads under ThreadSanitizer;
#   4. a short libFuzzer run of the position, move and saved-game parsers.
# The builds keep line tables only (-g1): sanitizer reports and backtraces still name file,
# line and function, and the trees are a fraction of full debug info's size. Where the disk
# is short (CI machines may have little room), a tree whose tests have passed is removed
# before the next build starts.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
jobs=$(nproc)
export QT_QPA_PLATFORM=offscreen
summary=()
# The same flags as scripts/run-app.sh, so that the two share the build tree without rebuilding.
flags=(-DCMAKE_BUILD_TYPE=RelWithDebInfo "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -g1 -DNDEBUG")
room_mb=${SHOGI_BUILD_ROOM_MB:-6000}  # below this much free space (MiB), finished trees are removed

free_mb() { df -Pm . | awk 'NR == 2 {print $4}'; }
echo "run-tests: $(free_mb) MB free on the disk of $PWD"
make_room() {  # make_room DIR...: removes the trees, finished or left by an earlier run, when the disk is short
  local free dir
  for dir in "$@"; do
    [ -d "$dir" ] || continue
    free=$(free_mb)
    [ "$free" -lt "$room_mb" ] || return 0
    echo "run-tests: $free MB free (under $room_mb): removing $dir ($(du -sm "$dir" | cut -f1) MB) to make room"
    rm -rf "$dir"
  done
}
# Sanitizer and fuzzer trees of an earlier run are rebuilt below; on a short disk they go first.
make_room build-asan build-tsan build-fuzz

run_ctest() {  # run_ctest DIR: runs CTest there and remembers its closing line
  local log
  log=$(mktemp)
  (cd "$1" && ctest --output-on-failure --no-tests=error -j "$jobs") 2>&1 | tee "$log"
  summary+=("$1: $(grep -E 'tests passed' "$log" | tail -n 1)")
  rm -f "$log"
}

# 1. Normal build.
cmake -S . -B build -G Ninja "${flags[@]}" \
  -DSHOGI_BUILD_UI=ON -DSHOGI_BUILD_TESTS=ON -DSHOGI_SANITIZE=OFF -DSHOGI_FUZZ=OFF -DSHOGI_TSAN=OFF
cmake --build build -j "$jobs"
run_ctest build
# The Debian package of that build: made by cpack, its files and control fields checked.
bash scripts/check-deb.sh build || { echo "run-tests: the Debian package check failed (see above)" >&2; exit 1; }
summary+=("build: Debian package made by cpack -G DEB and checked with dpkg-deb")

# 2. AddressSanitizer + UBSan, UI included. Leaks are checked; the suppressions name only
# allocations made inside system libraries (fontconfig, Qt's plugin loader).
make_room build
cmake -S . -B build-asan -G Ninja "${flags[@]}" \
  -DSHOGI_BUILD_UI=ON -DSHOGI_BUILD_TESTS=ON -DSHOGI_SANITIZE=ON -DSHOGI_FUZZ=OFF -DSHOGI_TSAN=OFF
cmake --build build-asan -j "$jobs"
SHOGI_SOAK_SCALE=0.2 ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
  LSAN_OPTIONS="suppressions=$PWD/cmake/lsan.supp" run_ctest build-asan

# 3. ThreadSanitizer on the code that uses threads (see cmake/Sanitizers.cmake).
make_room build-asan
cmake -S . -B build-tsan -G Ninja "${flags[@]}" \
  -DSHOGI_TSAN=ON -DSHOGI_BUILD_UI=ON -DSHOGI_BUILD_TESTS=ON -DSHOGI_SANITIZE=OFF -DSHOGI_FUZZ=OFF
cmake --build build-tsan -j "$jobs" --target engine_limits_test engine_threads_test tst_gamecontroller tst_analysis tst_monkey
export TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1 ignore_noninstrumented_modules=1 suppressions=$PWD/cmake/tsan.supp"
build-tsan/tests/core/engine_limits_test
build-tsan/tests/core/engine_threads_test
build-tsan/tests/ui/tst_gamecontroller
build-tsan/tests/ui/tst_analysis
build-tsan/tests/ui/tst_monkey
unset TSAN_OPTIONS
summary+=("build-tsan: engine_limits_test, engine_threads_test, tst_gamecontroller, tst_analysis, tst_monkey passed without a data race")

# 4. A short libFuzzer run of each parser (clang), starting from the committed seed corpus.
fuzz_seconds=${FUZZ_SECONDS:-60}
make_room build-tsan
CC=clang CXX=clang++ cmake -S . -B build-fuzz -G Ninja "${flags[@]}" \
  -DSHOGI_FUZZ=ON -DSHOGI_BUILD_UI=OFF -DSHOGI_BUILD_TESTS=OFF -DSHOGI_TSAN=OFF
cmake --build build-fuzz -j "$jobs" --target position_fuzz move_fuzz gamefile_fuzz
for target in position move gamefile; do
  max_len=512
  [ "$target" = gamefile ] && max_len=4096
  work=$(mktemp -d)
  build-fuzz/tests/fuzz/${target}_fuzz "$work" "tests/fuzz/corpus/$target" \
    -max_total_time="$fuzz_seconds" -max_len="$max_len" -print_final_stats=1 2>&1 | tail -n 12
  rm -rf "$work"
done
summary+=("build-fuzz: position, move and saved-game parsers fuzzed ${fuzz_seconds}s each without a crash")
make_room build-fuzz

echo
echo "Summary: ($(free_mb) MB free at the end)"
printf '  %s\n' "${summary[@]}"
