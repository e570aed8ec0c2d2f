#!/usr/bin/env bash
# Builds the Debian package in a build directory (`cpack -G DEB`) and checks it with dpkg-deb:
# every file the program needs is in it, and its control fields say what Debian needs to know.
#   bash scripts/check-deb.sh [BUILD_DIR]     (default: build; the UI must have been built)
set -euo pipefail
build=${1:-build}
fail() { echo "check-deb: FAILED: $*" >&2; exit 1; }

[ -x "$build/app/large-shogi" ] || fail "$build/app/large-shogi is missing: build with -DSHOGI_BUILD_UI=ON first"
rm -f "$build"/large-shogi_*.deb
(cd "$build" && cpack -G DEB >cpack.log 2>&1) || { tail -n 20 "$build/cpack.log" >&2; fail "cpack -G DEB did not make a package (log: $build/cpack.log)"; }
deb=$(ls "$build"/large-shogi_*.deb 2>/dev/null | head -n 1)
[ -n "$deb" ] || fail "no large-shogi_*.deb in $build after cpack"

files=$(dpkg-deb -c "$deb" | awk '{print $6}')
app=net.largeshogi.LargeShogi
for f in ./usr/bin/large-shogi ./usr/bin/shogi-cli \
         ./usr/share/applications/$app.desktop ./usr/share/metainfo/$app.metainfo.xml \
         ./usr/share/mime/packages/$app.xml ./usr/share/icons/hicolor/scalable/apps/$app.svg \
         ./usr/share/icons/hicolor/48x48/apps/$app.png ./usr/share/icons/hicolor/256x256/apps/$app.png; do
  grep -qx "$f" <<<"$files" || fail "$deb does not hold $f"
done

field() { dpkg-deb -f "$deb" "$1"; }
[ "$(field Package)" = large-shogi ] || fail "Package is '$(field Package)', not large-shogi"
[ "$(field Section)" = games ] || fail "Section is '$(field Section)', not games"
[ -n "$(field Maintainer)" ] || fail "no Maintainer field"
[ -n "$(field Version)" ] || fail "no Version field"
[ -n "$(field Description)" ] || fail "no Description field"
depends=$(field Depends)
# Network games (net/): Qt Network, libsodium, miniupnpc; sounds: Qt Multimedia.
for lib in libqt6widgets6 libqt6gui6 libqt6core6 libqt6svg6 libqt6multimedia6 libqt6network6 libsodium23 libminiupnpc17 libstdc++6; do
  grep -q "$lib" <<<"$depends" || fail "Depends does not name $lib: '$depends'"
done
grep -q fonts-noto-cjk <<<"$(field Recommends)" || fail "Recommends does not name fonts-noto-cjk (kanji in texts)"
echo "check-deb: $deb: $(wc -l <<<"$files") entries; Depends: $depends"
