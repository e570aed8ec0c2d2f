#pragma once
// The remembered choices, stored with QSettings: piece set, coordinates, board orientation,
// window layout, last variant and players, language.

#include <QByteArray>
#include <QSettings>

#include "boardview/CoordinateLabels.h"
#include "record/PlayerSpec.h"

namespace ui {

class AppSettings {
public:
    QString pieceSet() const;
    void setPieceSet(const QString& id);
    CoordinateStyle coordinates() const;
    void setCoordinates(CoordinateStyle style);
    bool flipped() const;
    void setFlipped(bool flipped);
    bool threatsShown() const;
    void setThreatsShown(bool shown);
    QString lastVariant() const;
    void setLastVariant(const QString& id);
    int moveSeconds() const;
    void setMoveSeconds(int seconds);
    shogi::PlayerSpec player(int side) const;
    void setPlayer(int side, const shogi::PlayerSpec& spec);
    // "" follows the system locale, "en" or "ja" (see Language.h).
    QString language() const;
    void setLanguage(const QString& language);
    // How many best lines analysis mode shows (1 to 3).
    int analysisLines() const;
    void setAnalysisLines(int lines);
    QByteArray windowGeometry() const;
    QByteArray windowState() const;
    void setWindowLayout(const QByteArray& geometry, const QByteArray& state);

private:
    QSettings settings_;
};

}  // namespace ui
