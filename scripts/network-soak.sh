#!/usr/bin/env bash
# The network soak at full length: 200 games over loopback (every variant in turn) with the
# connection dropped at random plies, at once or by going silent, frames held back a few
# milliseconds, takebacks and draw offers; both copies must end the same. Prints the figures
# (games, drops, resumes, desyncs, move latency over loopback). The test command plays a few of
# these games (tests/network/soak_test.cpp).
#   bash scripts/network-soak.sh [BUILD_DIR] [GAMES]     (default: build, 200)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
games=${2:-200}
cmake --build "$build" --target network_tests
SHOGI_NET_SOAK_GAMES=$games nice -n 10 "$build/tests/network/network_tests" \
  --gtest_filter='Soak.*' | grep -E '^soak:|PASSED|FAILED'
