#!/usr/bin/env bash
# Installs what is missing, builds everything and runs every test, in three build trees:
#   1. build: the normal build (GCC), every CTest test (core, command line, UI offscreen, piece
#      art, desktop files, core's layers), and its Debian package (cpack -G DEB, checked with
#      dpkg-deb: scripts/check-deb.sh);
#   2. build-asan: clang with AddressSanitizer + UndefinedBehaviorSanitizer (float-to-int
#      overflow included), every CTest test again, and the libFuzzer targets, built on the
#      same core, each fuzzing its parser for FUZZ_SECONDS (CTest label "fuzz");
#   3. build-tsan: ThreadSanitizer on the code that uses threads (the engine's, the window's).
# The builds keep line tables only (-g1): sanitizer reports and backtraces still name file,
# line and function, and the trees are a fraction of full debug info's size. Where the disk
# is short (CI machines may have little room), a tree whose tests have passed is removed
# before the next build starts. Each phase's time is printed in the summary.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
jobs=$(nproc)
# CTest runs two tests per core: most tests spend much of their time waiting (timers, sockets,
# child processes, timed games). A test that keeps a core busy says so (PROCESSORS 2: the fuzzers).
test_jobs=$((2 * jobs))
export QT_QPA_PLATFORM=offscreen
summary=()
# The same flags as scripts/run-app.sh, so that the two share the build tree without rebuilding.
# The normal and the ASan trees are unity builds (CMake compiles a target's sources a few at a
# time, in one file): most of a file's compile time is parsing the headers it shares with the
# others. The TSan tree compiles file by file, so that a core or window file that misses an
# include still fails somewhere.
flags=(-DCMAKE_BUILD_TYPE=RelWithDebInfo "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -g1 -DNDEBUG" -DCMAKE_UNITY_BUILD=ON)
# The sanitizer trees at -O1: quicker to build, and the usual level for sanitizers.
sanitizer_flags=(-DCMAKE_BUILD_TYPE=RelWithDebInfo "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -g1 -DNDEBUG")
fuzz_seconds=${FUZZ_SECONDS:-60}
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
# Sanitizer trees of an earlier run are rebuilt below; on a short disk they go first.
make_room build-asan build-tsan build-fuzz

phase_start=$SECONDS
phase() {  # phase NAME: notes the time the phase that ends here took
  summary+=("$(printf '%-44s %4d s' "$1" $((SECONDS - phase_start)))")
  phase_start=$SECONDS
}

run_ctest() {  # run_ctest DIR [CTEST OPTIONS]: runs CTest there and remembers its closing line
  local dir=$1 log
  shift
  log=$(mktemp)
  (cd "$dir" && ctest --output-on-failure --no-tests=error -j "$test_jobs" "$@") 2>&1 | tee "$log"
  summary+=("$dir: $(grep -E 'tests passed' "$log" | tail -n 1)")
  rm -f "$log"
}

# 1. Normal build.
cmake -S . -B build -G Ninja "${flags[@]}" \
  -DSHOGI_BUILD_UI=ON -DSHOGI_BUILD_TESTS=ON -DSHOGI_SANITIZE=OFF -DSHOGI_FUZZ=OFF -DSHOGI_TSAN=OFF
cmake --build build -j "$jobs"
phase "build: compile"
run_ctest build
phase "build: tests"
# The Debian package of that build: made by cpack, its files and control fields checked.
bash scripts/check-deb.sh build || { echo "run-tests: the Debian package check failed (see above)" >&2; exit 1; }
summary+=("build: Debian package made by cpack -G DEB and checked with dpkg-deb")
phase "build: Debian package"

# 2. AddressSanitizer + UBSan with clang, UI and fuzz targets included. Leaks are checked; the
# suppressions name only allocations made inside system libraries (fontconfig, Qt's plugins).
make_room build
CC=clang CXX=clang++ cmake -S . -B build-asan -G Ninja "${sanitizer_flags[@]}" -DCMAKE_UNITY_BUILD=ON \
  -DSHOGI_BUILD_UI=ON -DSHOGI_BUILD_TESTS=ON -DSHOGI_SANITIZE=ON -DSHOGI_FUZZ=ON -DSHOGI_TSAN=OFF \
  -DSHOGI_FUZZ_SECONDS="$fuzz_seconds"
cmake --build build-asan -j "$jobs"
phase "build-asan: compile"
SHOGI_SOAK_SCALE=0.2 ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
  LSAN_OPTIONS="suppressions=$PWD/cmake/lsan.supp" run_ctest build-asan
summary+=("build-asan: every fuzz target (label fuzz) ran ${fuzz_seconds} s without a crash")
phase "build-asan: tests and fuzzing"

# 3. ThreadSanitizer on the code that uses threads (see cmake/Sanitizers.cmake).
make_room build-asan
CC=clang CXX=clang++ cmake -S . -B build-tsan -G Ninja "${sanitizer_flags[@]}" -DCMAKE_UNITY_BUILD=OFF \
  -DSHOGI_TSAN=ON -DSHOGI_BUILD_UI=ON -DSHOGI_BUILD_TESTS=ON -DSHOGI_SANITIZE=OFF -DSHOGI_FUZZ=OFF
cmake --build build-tsan -j "$jobs" --target engine_thread_tests ui_thread_tests
phase "build-tsan: compile"
TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1 ignore_noninstrumented_modules=1 suppressions=$PWD/cmake/tsan.supp" \
  run_ctest build-tsan -L threads
summary+=("build-tsan: the tests labelled threads passed without a data race")
phase "build-tsan: tests"
make_room build-tsan

echo
echo "Summary: ($(free_mb) MB free at the end; $((SECONDS / 60)) min $((SECONDS % 60)) s in all)"
printf '  %s\n' "${summary[@]}"
