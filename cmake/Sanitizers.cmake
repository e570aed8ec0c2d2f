# ThreadSanitizer build: the engine's stop flag raised from another thread
# (tests/core/engine_limits_test) and the window's engine threads (ui/EngineRunner, through
# tst_gamecontroller and the monkey test) checked for data races. TSan cannot be combined
# with AddressSanitizer, so it gets its own build directory:
#   cmake -S . -B build-tsan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSHOGI_TSAN=ON \
#     -DSHOGI_BUILD_UI=ON -DSHOGI_BUILD_TESTS=ON -DSHOGI_SANITIZE=OFF -DSHOGI_FUZZ=OFF
#   cmake --build build-tsan --target engine_limits_test tst_gamecontroller tst_monkey
#   export TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1 ignore_noninstrumented_modules=1 \
#     suppressions=$PWD/cmake/tsan.supp"
#   build-tsan/tests/core/engine_limits_test
#   QT_QPA_PLATFORM=offscreen build-tsan/tests/ui/tst_gamecontroller
#   QT_QPA_PLATFORM=offscreen build-tsan/tests/ui/tst_monkey
# Debian's Qt is not built with TSan: ignore_noninstrumented_modules keeps TSan from checking
# the memory Qt's own code touches (its locks are invisible to TSan), while synchronisation
# and every access made by our code are still checked; cmake/tsan.supp lists the few
# Qt-internal reports left.
# Included from the top-level CMakeLists.txt: include(cmake/Sanitizers.cmake)
option(SHOGI_TSAN "Build with ThreadSanitizer (not with SHOGI_SANITIZE or SHOGI_FUZZ)" OFF)
if(SHOGI_TSAN)
  if(SHOGI_SANITIZE OR SHOGI_FUZZ)
    message(FATAL_ERROR "SHOGI_TSAN cannot be combined with SHOGI_SANITIZE or SHOGI_FUZZ")
  endif()
  add_compile_options(-fsanitize=thread -fno-omit-frame-pointer)
  add_link_options(-fsanitize=thread)
endif()
