#pragma once
// Reading shogi-cli's arguments, the same way for every command: VARIANT first where the
// command has one, then "--name" options (a flag, or one with a value: a position text, a
// number or a word) and, for the commands that take them, plain words (moves, a depth, a
// file). Bad input is reported with fail(): a line on stderr and exit status 2. Numbers are
// read in their range (Numbers.h), and what is echoed of an argument is cut short.

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "Numbers.h"
#include "position/Position.h"

namespace shogi::cli {

using Args = std::vector<std::string>;

// Prints "shogi-cli: MESSAGE" on stderr; returns the exit status of bad input, 2.
int fail(const std::string& message);

// The variant named by the first argument; nullptr with `error` set when it is missing or
// unknown.
const Variant* variantFromArgs(const Args& args, std::string& error);

// What follows an option's name.
enum class OptionValue {
    None,      // a flag: nothing
    Position,  // a position text of the command's variant
    Number,    // a whole number in the option's range (parseWhole)
    Text,      // any word: a level, a file name
};

struct Option {
    const char* name;  // without the leading "--"
    OptionValue value = OptionValue::None;
    const char* needs = "a value";  // the value named in "--NAME needs ..." when it is missing
    Range range{};                  // a Number's
};

// A Number option.
inline Option numberOption(const char* name, Range range, const char* needs = "a number") {
    return {name, OptionValue::Number, needs, range};
}

// The shape of one command's arguments.
struct Syntax {
    bool variant = true;  // the first argument is VARIANT
    // Plain words are taken (and an unknown "--name" is reported as an unknown option);
    // without them every argument that is not an option is unexpected.
    bool words = false;
    std::vector<Option> options;
};

class ParsedArgs {
public:
    const Variant* variant = nullptr;
    std::optional<Position> position;  // the last --position given
    std::vector<std::string> words;    // in order

    // The first value given for an option (empty for a flag); nullptr if it was not given.
    const std::string* get(const std::string& name) const;
    bool has(const std::string& name) const { return get(name) != nullptr; }
    // A Number option's value (in its range: parseArgs checked it), or `fallback`.
    std::int64_t number(const std::string& name, std::int64_t fallback) const;
    std::string text(const std::string& name, const std::string& fallback) const;
    // --position, or the variant's start position.
    Position positionOrStart() const;

private:
    friend std::optional<ParsedArgs> parseArgs(const Args&, const Syntax&, std::string&);
    std::vector<std::pair<std::string, std::string>> values_;
};

// Reads `args` (the words after the command name) as `syntax` says; nullopt with `error`
// naming the argument and what is wrong.
std::optional<ParsedArgs> parseArgs(const Args& args, const Syntax& syntax, std::string& error);

}  // namespace shogi::cli
