#include "PieceSets.h"

#include "TextPieceArt.h"

namespace ui {

const std::vector<const PieceArt*>& pieceSets() {
    static const TextPieceArt letters(TextPieceArt::Label::Code);
    static const TextPieceArt kanji(TextPieceArt::Label::Kanji);
    static const std::vector<const PieceArt*> sets{&letters, &kanji};
    return sets;
}

const PieceArt* pieceSetById(const QString& id) {
    for (const PieceArt* art : pieceSets())
        if (art->id() == id) return art;
    return pieceSets().front();
}

}  // namespace ui
