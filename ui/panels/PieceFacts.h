#pragma once
// What the piece panel, the reference window and the help say about a piece face, read from
// the variant's piece table and from core's description of its move (shogi::moveWords), in
// the language the program is shown in.

#include <QString>
#include <QStringList>

#include <vector>

#include "describe/MoveWords.h"
#include "study/Faces.h"
#include "variants/Variant.h"

namespace ui {

// The language of the moves in words: the program's (ui::currentLanguage()).
shogi::TextLanguage wordsLanguage();

// The face's move in words, one line per part of it, in the program's language.
QStringList moveWordsShown(const shogi::Variant& variant, int kind);

// Rich text: names (English, kanji, romaji) and code.
QString pieceNames(const shogi::Variant& variant, int kind);
// Rich text: names, code, promoted form, royal.
QString pieceHeading(const shogi::Variant& variant, int kind);
// Rich text for a face of the piece reference (faces[face], shogi::variantFaces): names,
// code, what it promotes to and which pieces it is the promoted face of, each a link
// "face:INDEX" to that face, royal.
QString faceHeading(const shogi::Variant& variant, const std::vector<shogi::Face>& faces, int face);
// Which way a diagram of `side`'s piece faces ("White's piece: forward is down").
QString facingText(shogi::Side side);
// Rich text: the move in words, a line per part, then its Betza, smaller.
QString pieceMoves(const shogi::Variant& variant, int kind);
// Both of the above.
QString pieceDescription(const shogi::Variant& variant, int kind);

// For the help's rules page: a section with every face of the variant and its move in words.
QString pieceMovesSection(const shogi::Variant& variant);

}  // namespace ui
