#include "notation/XboardNames.h"

#include <cctype>

namespace shogi {

std::string xboardName(const Variant& variant) { return variant.id(); }

const Variant* variantFromXboardName(std::string_view name) {
    std::string id(name);
    for (char& c : id) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (const Variant* v = findVariant(id)) return v;
    constexpr std::string_view suffix = "-shogi";
    if (id.size() > suffix.size() && id.compare(id.size() - suffix.size(), suffix.size(), suffix) == 0)
        return findVariant(id.substr(0, id.size() - suffix.size()));
    return nullptr;
}

}  // namespace shogi
