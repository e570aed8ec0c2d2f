#!/bin/sh
# Regenerates the piece art (resources/pieces) and the contact sheets (docs/piece-art) from the
# piece tables in core/. Run from anywhere; see docs/piece-art.md.
#   tools/pieceart/regenerate.sh            SVGs (kanji, one-kanji, mnemonic), pieces.qrc and contact sheets
#   tools/pieceart/regenerate.sh --no-sheets  SVGs and pieces.qrc only
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${PIECEART_BUILD:-$root/build-pieceart}
py=/usr/bin/python3  # Debian's python3, where python3-fonttools is installed

cmake -S "$root/tools/pieceart" -B "$build" -G Ninja >/dev/null
ninja -C "$build" pieceart-dump
"$build/pieceart-dump" > "$build/pieces.json"
"$py" "$root/tools/pieceart/make_pieces.py" --json "$build/pieces.json"

[ "${1:-}" = "--no-sheets" ] && exit 0
mkdir -p "$root/docs/piece-art"
# Every variant core registers, as the dump lists them.
variants=$("$py" -c 'import json, sys; print(" ".join(v["id"] for v in json.load(open(sys.argv[1]))["variants"]))' \
  "$build/pieces.json")
for v in $variants; do
  "$py" "$root/tools/pieceart/contact_sheet.py" "$v" "$root/docs/piece-art/$v.png" --json "$build/pieces.json"
done
"$py" "$root/tools/pieceart/contact_sheet.py" hook "$root/docs/piece-art/legend.png" --json "$build/pieces.json" \
  --size 96 --columns 3 --title "marks" --faces P,FY,R,pSC,KY,RD,pVF,LN,LD,HM,pDV
"$py" "$root/tools/pieceart/contact_sheet.py" maka-dai-dai "$root/docs/piece-art/maka-dai-dai-36px.png" \
  --json "$build/pieces.json" --board --size 36 --sets kanji,kanji1,mnemonic
