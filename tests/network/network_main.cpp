// The network tests run in a Qt event loop (the sockets' and timers'): a QCoreApplication
// exists for the whole run; each test drives it (NetTestSupport's runUntil).
#include <gtest/gtest.h>

#include <QCoreApplication>

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
