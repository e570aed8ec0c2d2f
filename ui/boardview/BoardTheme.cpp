#include "boardview/BoardTheme.h"

#include <QCoreApplication>

#include "boardview/MarkStyle.h"

namespace ui {

QString BoardTheme::displayName() const {
    if (id == QLatin1String("plain")) return QCoreApplication::translate("ui::BoardTheme", "Plain");
    if (id == QLatin1String("high-contrast")) return QCoreApplication::translate("ui::BoardTheme", "High contrast");
    return QCoreApplication::translate("ui::BoardTheme", "Wood");
}

const std::vector<BoardTheme>& boardThemes() {
    static const std::vector<BoardTheme> themes{
        {QStringLiteral("wood"), marks::kWood, marks::kGrid, QColor(0xd8, 0xb0, 0x6a), 1.0},
        {QStringLiteral("plain"), QColor(0xf1, 0xec, 0xe0), QColor(0x70, 0x70, 0x70), QColor(0xdc, 0xd6, 0xc8), 1.0},
        {QStringLiteral("high-contrast"), QColor(0xff, 0xff, 0xff), QColor(0x00, 0x00, 0x00), QColor(0xc8, 0xc8, 0xc8), 2.0},
    };
    return themes;
}

const BoardTheme& boardThemeById(const QString& id) {
    for (const BoardTheme& theme : boardThemes())
        if (theme.id == id) return theme;
    return boardThemes().front();
}

}  // namespace ui
