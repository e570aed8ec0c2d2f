#include "art/PieceSets.h"

#include "art/SvgPieceArt.h"

namespace ui {

const std::vector<const PieceArt*>& pieceSets() {
    static const SvgPieceArt oneKanji(SvgPieceArt::Style::OneKanji);
    static const SvgPieceArt kanji(SvgPieceArt::Style::Kanji, &oneKanji);
    static const SvgPieceArt mnemonic(SvgPieceArt::Style::Mnemonic);
    static const std::vector<const PieceArt*> sets{&kanji, &oneKanji, &mnemonic};
    return sets;
}

const PieceArt* pieceSetById(const QString& id) {
    for (const PieceArt* art : pieceSets())
        if (art->id() == id) return art;
    return pieceSets().front();
}

}  // namespace ui
