#!/usr/bin/env bash
# Grows the problem collection again: resources/problems/<variant>.txt for each variant named
# (all five by default), from engine games played with the seed and settings below, each
# position proved by the program's own prover (docs/problems.md). A problem whose proof fails
# is dropped by the miner; no file is ever edited by hand. The same settings give the same
# problems on any machine: every engine move is searched to a fixed depth, never for a time.
#
#   tools/problems/mine.sh [VARIANT...]      (BUILD=dir for another build than ./build)
#
# Each variant is mined by one process under `nice -n 10`, one after another (the machine is
# shared); the miner's log goes to $BUILD/problems-mine-<variant>.log, and the wall-clock and
# CPU time each took is printed at the end.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${BUILD:-$root/build}
cli="$build/cli/shogi-cli"
[ -x "$cli" ] || { echo "mine.sh: no $cli (build the shogi-cli target first)" >&2; exit 2; }

# Per variant: games at most, engine depth, how many wins of 1, 2, ... moves to keep, the
# length tried at every position (scan) and in the last plies of a game (tail), and the
# branches played again from before the end of each decisive game.
declare -A settings=(
  [micro]="--seed 1 --games 300 --depth 3 --quota 8,10,14,14,14 --scan 5 --tail 0 --branches 3 --branch-back 8"
  [heian-dai]="--seed 1 --games 60 --depth 3 --max-plies 2000 --quota 20,25,15 --scan 2 --tail 16 --branches 6 --branch-back 20"
  [macadamia]="--seed 1 --games 7 --depth 3 --max-plies 800 --quota 25,25,25 --scan 1 --tail 12 --branches 6 --branch-back 16"
  [hook]="--seed 1 --games 4 --depth 3 --max-plies 800 --quota 25,25,25 --scan 1 --tail 8 --tail-winner --branches 10 --branch-back 8"
  [maka-dai-dai]="--seed 1 --games 8 --depth 3 --max-plies 800 --quota 37,25,25 --scan 1 --tail 8 --tail-winner --branches 10 --branch-back 8"
)
variants=("$@")
[ ${#variants[@]} -gt 0 ] || variants=(micro heian-dai macadamia hook maka-dai-dai)

summary=()
TIMEFORMAT='%R %U %S'
for v in "${variants[@]}"; do
  [ -n "${settings[$v]:-}" ] || { echo "mine.sh: no settings for '$v'" >&2; exit 2; }
  # The miner's own line, then its wall-clock and CPU time (the machine may be shared).
  # shellcheck disable=SC2086  # the settings are words
  { time nice -n 10 "$cli" problems mine "$v" ${settings[$v]} --out "$root/resources/problems/$v.txt" \
      > "$build/problems-mine-$v.out" 2> "$build/problems-mine-$v.log"; } 2> "$build/problems-mine-$v.time"
  read -r wall user sys < "$build/problems-mine-$v.time"
  summary+=("$(cat "$build/problems-mine-$v.out") (wall $wall s, CPU $(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.1f", u + s }') s)")
  echo "${summary[-1]}"
done
printf '%s\n' "${summary[@]}"
