#pragma once
// The names XBoard and PGN files give our variants. XBoard names a variant by a lower-case
// word; we offer our ids ("macadamia") and read them back with or without "-shogi" after
// them, in any case, as other programs write them ("Macadamia-Shogi").

#include <string>
#include <string_view>

#include "variants/Variant.h"

namespace shogi {

// The name we give `variant` in XBoard's feature list and PGN's Variant tag: its id.
std::string xboardName(const Variant& variant);
// The variant an XBoard variant name stands for; nullptr if none.
const Variant* variantFromXboardName(std::string_view name);

}  // namespace shogi
