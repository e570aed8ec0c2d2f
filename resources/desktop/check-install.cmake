# Installs the build into a scratch prefix and checks that every desktop file is in place.
# Run by CTest: cmake -DBUILD_DIR=... -DPREFIX=... -DAPP_ID=... -P check-install.cmake
file(REMOVE_RECURSE "${PREFIX}")
execute_process(COMMAND "${CMAKE_COMMAND}" --install "${BUILD_DIR}" --prefix "${PREFIX}"
                RESULT_VARIABLE rc OUTPUT_QUIET)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "cmake --install failed: ${rc}")
endif()
set(expected
  bin/large-shogi
  bin/shogi-cli
  share/applications/${APP_ID}.desktop
  share/metainfo/${APP_ID}.metainfo.xml
  share/mime/packages/${APP_ID}.xml
  share/icons/hicolor/scalable/apps/${APP_ID}.svg
  share/icons/hicolor/16x16/apps/${APP_ID}.png
  share/icons/hicolor/48x48/apps/${APP_ID}.png
  share/icons/hicolor/256x256/apps/${APP_ID}.png)
foreach(f IN LISTS expected)
  if(NOT EXISTS "${PREFIX}/${f}")
    message(FATAL_ERROR "not installed: ${f}")
  endif()
endforeach()
message(STATUS "installed: ${expected}")
