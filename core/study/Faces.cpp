#include "study/Faces.h"

#include <algorithm>
#include <bit>

#include "describe/MoveComponents.h"
#include "position/PositionText.h"

namespace shogi {

unsigned faceTraits(const Variant& variant, int kind) {
    unsigned traits = variant.kind(kind).royal ? kTraitRoyal : 0u;
    bool onlySteps = true;
    for (const MoveComponent& c : moveComponents(variant, kind)) {
        switch (c.type) {
            case ComponentType::DoubleMove: traits |= kTraitLionPower; break;
            case ComponentType::LineMove: traits |= kTraitLionDog; break;
            case ComponentType::Hook: traits |= kTraitHook; break;
            case ComponentType::Leap: traits |= kTraitJump; break;
            case ComponentType::JumpSlide:
                traits |= kTraitJump;
                // Beyond its first landing it slides on.
                if (c.range > std::countr_zero(unsigned(c.landings))) traits |= kTraitRanging;
                break;
            case ComponentType::Slide: traits |= kTraitRanging; break;
            case ComponentType::Step:
            case ComponentType::CaptureLimit: continue;
            case ComponentType::Universal:
            case ComponentType::Return:
            case ComponentType::Legs: break;
        }
        onlySteps = false;
    }
    if (onlySteps) traits |= kTraitStepper;
    return traits;
}

std::vector<Face> variantFaces(const Variant& variant) {
    std::vector<Face> faces;
    std::vector<int> faceOf(variant.typeCount(), -1);
    for (int type = 0; type < variant.typeCount(); ++type) {
        Face face;
        face.type = type;
        const int own = Variant::kindOf(type, false);
        if (variant.kind(own).valid) face.kind = own;
        for (int k = 0; k < variant.kindCount() && face.kind < 0; ++k)
            if (variant.kind(k).valid && variant.kind(k).faceType == type) face.kind = k;
        if (face.kind < 0) continue;
        faceOf[type] = static_cast<int>(faces.size());
        faces.push_back(face);
    }
    const Position start = startPosition(variant);
    for (Side side : {kBlack, kWhite})
        for (Square sq : start.pieces(side)) ++faces[faceOf[variant.kind(cellKind(start.cell(sq))).faceType]].startCount;
    for (Face& face : faces) {
        face.traits = faceTraits(variant, face.kind);
        const int promoted = variant.kind(face.kind).promotesTo;
        if (promoted >= 0) face.promotesTo = faceOf[variant.kind(promoted).faceType];
    }
    for (int type = 0; type < variant.typeCount(); ++type) {
        const Kind& promoted = variant.kind(Variant::kindOf(type, true));
        if (promoted.valid && variant.kind(Variant::kindOf(type, false)).valid && faceOf[promoted.faceType] >= 0)
            faces[faceOf[promoted.faceType]].promotedFrom.push_back(type);
    }
    return faces;
}

std::vector<int> mostCommonFirst(const std::vector<Face>& faces) {
    // How common a promoted face is: how many of the pieces that promote to it start.
    std::vector<int> origins(faces.size(), 0);
    for (std::size_t i = 0; i < faces.size(); ++i)
        for (int type : faces[i].promotedFrom) {
            const int from = faceOfType(faces, type);
            if (from >= 0) origins[i] += faces[from].startCount;
        }
    std::vector<int> order(faces.size());
    for (std::size_t i = 0; i < faces.size(); ++i) order[i] = static_cast<int>(i);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        if (faces[a].startCount != faces[b].startCount) return faces[a].startCount > faces[b].startCount;
        return origins[a] > origins[b];
    });
    return order;
}

int faceOfType(const std::vector<Face>& faces, int type) {
    for (std::size_t i = 0; i < faces.size(); ++i)
        if (faces[i].type == type) return static_cast<int>(i);
    return -1;
}

std::string faceCode(const Variant& variant, const Face& face) { return variant.type(face.type).code; }

}  // namespace shogi
