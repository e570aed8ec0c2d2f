#include "Options.h"

#include <iostream>
#include <limits>

#include "position/PositionText.h"
#include "text/QuotedText.h"

namespace shogi::cli {
namespace {

const Option* findOption(const Syntax& syntax, const std::string& arg) {
    if (arg.size() <= 2 || arg.compare(0, 2, "--") != 0) return nullptr;
    for (const Option& o : syntax.options)
        if (arg.compare(2, std::string::npos, o.name) == 0) return &o;
    return nullptr;
}

}  // namespace

int fail(const std::string& message) {
    std::cerr << "shogi-cli: " << message << "\n";
    return 2;
}

const Variant* variantFromArgs(const Args& args, std::string& error) {
    if (args.empty()) {
        error = "missing VARIANT (see 'shogi-cli variants')";
        return nullptr;
    }
    const Variant* v = findVariant(args[0]);
    if (!v) error = "unknown variant " + quoted(args[0]) + " (see 'shogi-cli variants')";
    return v;
}

const std::string* ParsedArgs::get(const std::string& name) const {
    for (const auto& [n, v] : values_)
        if (n == name) return &v;
    return nullptr;
}

std::int64_t ParsedArgs::number(const std::string& name, std::int64_t fallback) const {
    const std::string* v = get(name);
    return v ? *parseWhole(*v, Range{std::numeric_limits<std::int64_t>::min(), std::numeric_limits<std::int64_t>::max()}) : fallback;
}

std::string ParsedArgs::text(const std::string& name, const std::string& fallback) const {
    const std::string* v = get(name);
    return v ? *v : fallback;
}

Position ParsedArgs::positionOrStart() const { return position ? *position : startPosition(*variant); }

std::optional<ParsedArgs> parseArgs(const Args& args, const Syntax& syntax, std::string& error) {
    ParsedArgs p;
    std::size_t i = 0;
    if (syntax.variant) {
        p.variant = variantFromArgs(args, error);
        if (!p.variant) return std::nullopt;
        i = 1;
    }
    for (; i < args.size(); ++i) {
        const std::string& arg = args[i];
        const Option* option = findOption(syntax, arg);
        if (!option) {
            // A misspelt option among words is named as an option; where only options belong,
            // anything else is out of place.
            const bool looksLikeOption = arg.size() > 2 && arg.compare(0, 2, "--") == 0;
            if (!syntax.words) error = "unexpected argument " + quoted(arg);
            else if (looksLikeOption) error = "unknown option " + quoted(arg);
            else {
                p.words.push_back(arg);
                continue;
            }
            return std::nullopt;
        }
        if (option->value == OptionValue::None) {
            p.values_.emplace_back(option->name, std::string());
            continue;
        }
        if (i + 1 >= args.size()) {
            error = arg + " needs " + option->needs;
            return std::nullopt;
        }
        const std::string& value = args[++i];
        if (option->value == OptionValue::Position) {
            if (!p.variant) {
                error = arg + " needs a variant";
                return std::nullopt;
            }
            p.position = parsePosition(*p.variant, value, error);
            if (!p.position) return std::nullopt;
        } else if (option->value == OptionValue::Number && !parseWhole(value, option->range)) {
            error = arg + " must be a whole number " + option->range.text() + ", not " + quoted(value);
            return std::nullopt;
        } else {
            p.values_.emplace_back(option->name, value);
        }
    }
    return p;
}

}  // namespace shogi::cli
