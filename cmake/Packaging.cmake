# A Debian package of the program: `cpack -G DEB` in a build directory makes
# large-shogi_VERSION_ARCH.deb from what `cmake --install` installs (the program, shogi-cli,
# the desktop file, AppStream metadata, the MIME type and the icons). dpkg-shlibdeps finds the
# libraries the binaries need (Qt 6 among them) and declares them; scripts/check-deb.sh checks
# the result (README, "Debian package").
set(CPACK_PACKAGE_NAME "large-shogi")
set(CPACK_PACKAGE_VENDOR "Large Shogi")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "large shogi variants, from 4x5 to 19x19, against a friend or the computer")
set(CPACK_PACKAGING_INSTALL_PREFIX "/usr")
set(CPACK_STRIP_FILES ON)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "Large Shogi developers <large-shogi@users.noreply.localhost>")
set(CPACK_DEBIAN_PACKAGE_SECTION "games")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Found by dpkg-shlibdeps from the binaries: Qt 6 Widgets, Gui, Core, Svg, Network and
# Multimedia, libsodium and miniupnpc (network games), the C++ runtime. Named as well: Qt's
# platform plugins are loaded, not linked, and the sounds' audio backends are plugins of
# libqt6multimedia6.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins, libqt6multimedia6")
# Kanji in the piece panel, tooltips, the move list and the Japanese interface (the pieces
# themselves are drawn from SVG outlines and need no font), and Qt's own texts (OK, Cancel)
# in Japanese.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-noto-cjk, qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "xboard")
# The extended description (CPack puts the summary above it and indents it).
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "Large Shogi plays five shogi variants: Micro Shogi (4x5), Heian Dai Shogi,
Macadamia Shogi (13x13), Hook Shogi (16x16) and Maka Dai Dai Shogi (19x19),
hot-seat, against a computer player of five levels, or with a friend over the
network (encrypted, resumable) or by correspondence. Click any piece to see
how it moves; Lion and Lion Dog multi-captures, hook movers, promotion by
capture and contagion are all enforced. Games are saved as text and exchanged
as PGN.

The package also holds shogi-cli, the rules and the computer player from the
command line, which speaks XBoard's engine protocol (CECP).")
include(CPack)
