#!/usr/bin/env bash
# Installs what is missing, builds everything and runs every test through CTest:
# the normal build, then the core tests again under AddressSanitizer + UBSan.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
jobs=$(nproc)

cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build build -j "$jobs"
(cd build && QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j "$jobs")

cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DSHOGI_SANITIZE=ON -DSHOGI_BUILD_UI=OFF
cmake --build build-asan -j "$jobs"
(cd build-asan && SHOGI_SOAK_SCALE=0.2 ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
   ctest --output-on-failure -j "$jobs")

# A short libFuzzer run of each parser (clang), starting from the committed seed corpus.
fuzz_seconds=${FUZZ_SECONDS:-60}
CC=clang CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DSHOGI_FUZZ=ON -DSHOGI_BUILD_UI=OFF -DSHOGI_BUILD_TESTS=OFF
cmake --build build-fuzz -j "$jobs" --target position_fuzz move_fuzz
for target in position move; do
  work=$(mktemp -d)
  build-fuzz/tests/fuzz/${target}_fuzz "$work" "tests/fuzz/corpus/$target" \
    -max_total_time="$fuzz_seconds" -max_len=512 -print_final_stats=1 2>&1 | tail -n 12
  rm -rf "$work"
done
echo "fuzz: position and move parsers ran ${fuzz_seconds}s each without a crash"
