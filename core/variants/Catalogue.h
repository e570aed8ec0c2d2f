#pragma once
// The built-in variant definitions, one function per variant (see the matching .cpp).
#include "variants/VariantDef.h"

namespace shogi {

const VariantDef& microShogi();
const VariantDef& heianDaiShogi();
const VariantDef& macadamiaShogi();
const VariantDef& hookShogi();
const VariantDef& makaDaiDaiShogi();

}  // namespace shogi
