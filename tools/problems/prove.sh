#!/usr/bin/env bash
# Proves every problem of the collection again (`shogi-cli problems check`), one variant at a
# time under `nice -n 10`, and prints how long each took. The test command runs a sample of
# each variant (ctest -R problems); this is the whole proof.
#
#   tools/problems/prove.sh [VARIANT...]      (BUILD=dir for another build than ./build)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${BUILD:-$root/build}
cli="$build/cli/shogi-cli"
[ -x "$cli" ] || { echo "prove.sh: no $cli (build the shogi-cli target first)" >&2; exit 2; }
variants=("$@")
[ ${#variants[@]} -gt 0 ] || variants=(micro heian-dai macadamia hook maka-dai-dai)
status=0
for v in "${variants[@]}"; do
  start=$(date +%s.%N)
  nice -n 10 "$cli" problems check "$v" || status=1
  awk -v v="$v" -v s="$start" -v e="$(date +%s.%N)" 'BEGIN { printf "time %s %.1f s\n", v, e - s }'
done
exit $status
