#pragma once
// Translatable names for core's identifiers. core/ has no tr(): it names variants, pieces
// and computer levels with stable ids and English text, and the UI maps those to the
// language the user reads.

#include <QString>

#include "variants/Variant.h"

namespace ui {

// "Micro Shogi", or in Japanese "五分摩訶将棋（マイクロ将棋）": both names come from core's
// variant definition. For an id: the id itself if no variant has it.
QString variantName(const shogi::Variant& variant);
QString variantName(const QString& id);

// A computer level id from shogi::engineLevels() ("beginner") as shown to users; the id
// itself if unknown.
QString engineLevelName(const QString& id);
// True if engineLevelName() has a name for `id` (tests check every level has one).
bool isKnownEngineLevel(const QString& id);

// A piece face as named in running text: its English name, or, when the translation asks
// for it, its kanji name and reading ("玉将（gyokushō）").
QString pieceName(const shogi::PieceType& type);
// True when pieces are named by kanji (the translation sets the style).
bool pieceNamesInKanji();

}  // namespace ui
