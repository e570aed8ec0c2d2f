#pragma once
// One face of the piece reference: its image and names, what it promotes to and which pieces
// it is the promoted face of (links to their cards), its move diagram (a click opens it
// large) and its move in words.

#include <QFrame>
#include <vector>

#include "study/Faces.h"

namespace ui {

class MoveDiagram;
class PieceArt;

class ReferenceCard : public QFrame {
    Q_OBJECT

public:
    static constexpr int kWidth = 226;

    ReferenceCard(const shogi::Variant& variant, const std::vector<shogi::Face>& faces, int face, const PieceArt* art,
                  QWidget* parent = nullptr);

    int face() const { return face_; }
    MoveDiagram* diagram() const { return diagram_; }
    // Marks the card as the one asked for (from the index or a link).
    void setCurrent(bool current);

signals:
    // A link to another face was clicked.
    void faceLinkActivated(int face);
    // The diagram was clicked.
    void diagramClicked(int face);

private:
    int face_;
    MoveDiagram* diagram_;
};

}  // namespace ui
