#pragma once
// shogi-cli features: the evaluation's feature vector of positions and the variant's weights
// (core/engine/EvalWeights.h), so that a tuning script computes the evaluation as a dot
// product without a copy of it (bench/tune_eval.py; the contract is in docs/engine.md).

#include "Options.h"

namespace shogi::cli {

int features(const Args& args);

}  // namespace shogi::cli
