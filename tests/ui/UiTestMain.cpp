#include "UiTestMain.h"

#include <QApplication>

#include <cstdio>
#include <cstring>
#include <map>
#include <string>
#include <vector>

namespace uitest {
namespace {

std::map<std::string, Runner>& registry() {
    static std::map<std::string, Runner> tests;
    return tests;
}

}  // namespace

bool registerTest(const char* name, Runner run) {
    registry().emplace(name, std::move(run));
    return true;
}

}  // namespace uitest

int main(int argc, char** argv) {
    const auto& tests = uitest::registry();
    const auto test = argc > 1 ? tests.find(argv[1]) : tests.end();
    if (test == tests.end()) {
        std::fprintf(stderr, "usage: %s TEST [Qt Test options]; TEST is one of:\n", argv[0]);
        for (const auto& [name, run] : tests) std::fprintf(stderr, "  %s\n", name.c_str());
        return 2;
    }
    // Qt Test sees the program name and the options after the test's name.
    std::vector<char*> args{argv[0]};
    for (int i = 2; i < argc; ++i) args.push_back(argv[i]);
    int count = static_cast<int>(args.size());
    args.push_back(nullptr);
    QApplication app(count, args.data());
    app.setAttribute(Qt::AA_Use96Dpi, true);
    return test->second(count, args.data());
}
