#pragma once
// Which faces the piece reference shows: those whose names match what is typed (any word of
// the English name or of the reading beginning with it, the kanji name containing it, the
// code beginning with it; accents and case ignored; every word typed must match), and of the
// kind of move chosen (core's study/Faces.h: royal, Lion power, Lion Dog moves, hooks,
// jumps, ranging slides, steppers), or the pieces that promote to a face chosen.

#include <QString>
#include <vector>

#include "study/Faces.h"

namespace ui {

struct ReferenceFilter {
    enum class Kind { All, Royal, LionPower, LionDog, Hook, Jump, Ranging, Stepper, PromotesTo };

    QString text;
    Kind kind = Kind::All;
    int promotesTo = -1;  // Kind::PromotesTo: the face (an index into the faces) promoted to

    bool matches(const shogi::Variant& variant, const std::vector<shogi::Face>& faces, int face) const;

    // The choices of `kind` in the order offered, and their names in the language shown.
    static std::vector<Kind> kinds();
    static QString kindName(Kind kind);
    // Text folded for matching: lower case, accents dropped ("Ryūō" -> "ryuo").
    static QString folded(const QString& text);
};

}  // namespace ui
