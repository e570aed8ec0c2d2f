#include "DescribeCommand.h"

#include <cctype>
#include <iostream>

#include "describe/MoveWords.h"
#include "text/QuotedText.h"

namespace shogi::cli {

int describe(const Args& args) {
    if (args.size() != 2) return fail("usage: shogi-cli describe VARIANT CODE");
    std::string error;
    const Variant* v = variantFromArgs(args, error);
    if (!v) return fail(error);
    // Position text writes White's pieces in small letters; the move is told from the
    // owner's side either way.
    std::string code = args[1];
    for (char& c : code) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    const int kind = v->kindByCode(code);
    if (kind < 0)
        return fail("unknown piece " + quoted(args[1]) + " in " + v->id() + " (see 'shogi-cli pieces " + v->id() + "')");
    for (const std::string& line : moveWords(*v, kind, TextLanguage::English)) std::cout << line << "\n";
    return 0;
}

}  // namespace shogi::cli
