#include <array>

#include "variants/Catalogue.h"
#include "variants/Variant.h"

namespace shogi {

std::span<const Variant* const> allVariants() {
    static const Variant micro(microShogi());
    static const Variant heian(heianDaiShogi());
    static const Variant macadamia(macadamiaShogi());
    static const Variant hook(hookShogi());
    static const Variant maka(makaDaiDaiShogi());
    static const std::array<const Variant*, 5> list{&micro, &heian, &macadamia, &hook, &maka};
    return list;
}

const Variant* findVariant(std::string_view id) {
    for (const Variant* v : allVariants())
        if (id == v->id()) return v;
    return nullptr;
}

}  // namespace shogi
