#!/usr/bin/env bash
# Installs the Debian 12 packages the build, the tests, the screenshots and the Debian package
# (dpkg-dev for dpkg-shlibdeps, file) need, a CJK font for the kanji in texts and Qt's own translations (OK, Cancel...);
# libsodium (the network game's encryption) and miniupnpc (opening the host's port on the router).
# Skips apt entirely when everything is present already.
set -euo pipefail

packages=(
  cmake ninja-build g++ pkg-config clang libclang-rt-14-dev
  qt6-base-dev qt6-svg-dev qt6-multimedia-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools libgl-dev
  libgtest-dev libgmock-dev libbenchmark-dev python3 fairy-stockfish
  libsodium-dev libminiupnpc-dev
  xvfb xauth imagemagick desktop-file-utils appstream
  dpkg-dev file
  fonts-noto-cjk qt6-translations-l10n
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO=sudo
echo "Installing: ${missing[*]}"
$SUDO apt-get update
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends "${missing[@]}"
# The downloaded .deb files are not needed once installed; on a small disk the builds need the room.
$SUDO apt-get clean
