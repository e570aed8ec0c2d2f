#pragma once
// The window's Qt Test classes share one executable per group (tests/ui/CMakeLists.txt): each
// file registers its class under its CTest name, and `ui_tests NAME [Qt Test options]` runs
// that one class in a process of its own, as QTEST_MAIN would (a QApplication with 96 dpi).

#include <QtTest>

#include <functional>

namespace uitest {

using Runner = std::function<int(int argc, char** argv)>;
// Called by SHOGI_UI_TEST at start-up; `name` is the CTest name ("tst_clock").
bool registerTest(const char* name, Runner run);

}  // namespace uitest

// In place of QTEST_MAIN(TestObject): registers the class under `name`.
#define SHOGI_UI_TEST(TestObject, name)                                                      \
    static const bool shogiUiTestRegistered_##TestObject = ::uitest::registerTest(           \
        name, [](int argc, char** argv) {                                                    \
            TestObject tc;                                                                   \
            QTEST_SET_MAIN_SOURCE_PATH                                                       \
            return QTest::qExec(&tc, argc, argv);                                            \
        })
