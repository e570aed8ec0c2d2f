#pragma once
// shogi-cli quiz VARIANT [--seed S] [--count N] [--blockers K]: the learn mode's "Where can
// it go?" questions (core/study/WhereQuestion.h), for tests and tools. Per question two
// lines: "quiz CODE SQUARE POSITION" (the face's code as position text writes it, its square,
// the position text; Black's piece, Black to move) and "answer SQUARE..." (every square it
// can go to with one legal move, each once, by file and then rank). N questions (10 unless
// told), the variant's faces in a shuffled order; K other pieces (3 unless told, at most a
// fifth of the board); the same seed (1 unless told) prints the same questions. A bad
// variant or option: a message on stderr, exit status 2.

#include "Options.h"

namespace shogi::cli {

int quiz(const Args& args);

}  // namespace shogi::cli
