#!/bin/sh
# Writes docs/screenshots/<variant>.png (kanji pieces) and docs/screenshots/<variant>-mnemonic.png
# (mnemonic pieces) for every variant, taken from the running program (large-shogi
# --screenshot --piece-set SET) at 1366x768, after two opening moves and with a piece picked up
# so the move marks and the path to one target show. Run from anywhere after building:
#
#   scripts/screenshots.sh [BUILD_DIR]      (default: build)
#
# The app draws itself with Qt's offscreen platform, so no display is needed; set
# SCREENSHOT_XVFB=1 to run it under xvfb-run instead (a real X server, same pictures).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
case $build in /*) ;; *) build=$PWD/$build ;; esac
app=$build/app/large-shogi
cli=$build/cli/shogi-cli
out=$root/docs/screenshots
for tool in "$app" "$cli"; do
  [ -x "$tool" ] || { echo "screenshots.sh: $tool not built (cmake --build $build)" >&2; exit 2; }
done
mkdir -p "$out"

run() {
  if [ "${SCREENSHOT_XVFB:-0}" = 1 ]; then
    xvfb-run -a -s "-screen 0 1600x1000x24" "$@"
  else
    QT_QPA_PLATFORM=offscreen "$@"
  fi
}

# The first board move (not a drop) that shogi-cli lists for a position.
first_move() {
  "$cli" moves "$1" --position "$2" | grep -v '\*' | head -n 1
}

for variant in $("$cli" variants); do
  pos=$("$cli" play "$variant" | sed -n 's/^position //p')
  m1=$(first_move "$variant" "$pos")
  pos=$("$cli" play "$variant" --position "$pos" "$m1" | sed -n 's/^position //p')
  m2=$(first_move "$variant" "$pos")
  pos=$("$cli" play "$variant" --position "$pos" "$m2" | sed -n 's/^position //p')
  # The piece with the most moves is shown picked up with its targets, the pointer
  # resting on the destination of its last listed move so that move's path is drawn.
  moves=$("$cli" moves "$variant" --position "$pos" | grep -v '\*')
  select=$(printf '%s\n' "$moves" | sed 's/^\([a-s][0-9]*\).*/\1/' | sort | uniq -c | sort -rn | awk 'NR==1 {print $2}')
  last=$(printf '%s\n' "$moves" | grep "^$select[-x]" | tail -n 1)
  hover=$(printf '%s' "$last" | sed 's/.*[-x]\([a-s][0-9]*\)+*$/\1/')
  for set in kanji mnemonic; do
    file=$out/$variant.png
    [ "$set" = kanji ] || file=$out/$variant-$set.png
    run "$app" --variant "$variant" --moves "$m1 $m2" --select "$select" --hover "$hover" \
        --piece-set "$set" --screenshot "$file" --size 1366x768 2>/dev/null
    echo "$file ($set pieces; $m1 $m2, $select selected, pointing at $hover)"
  done
done
