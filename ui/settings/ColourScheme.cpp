#include "settings/ColourScheme.h"

#include <QApplication>
#include <QPalette>
#include <QStyle>
#include <QStyleFactory>

namespace ui {
namespace {

// What the desktop gave the program, kept before the first change.
struct Desktop {
    QPalette palette;
    QString style;
};

const Desktop& desktop() {
    static const Desktop kept{QApplication::palette(), QApplication::style()->name()};
    return kept;
}

QPalette darkPalette() {
    QPalette p;
    const QColor window(45, 45, 48), base(30, 30, 32), text(230, 230, 230), disabled(130, 130, 130);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, disabled);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(255, 90, 90));
    p.setColor(QPalette::Link, QColor(110, 170, 255));
    p.setColor(QPalette::LinkVisited, QColor(180, 140, 255));
    p.setColor(QPalette::Highlight, QColor(60, 120, 200));
    p.setColor(QPalette::HighlightedText, Qt::white);
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    return p;
}

}  // namespace

QString colourSchemeId(ColourScheme scheme) {
    switch (scheme) {
        case ColourScheme::Desktop: return QStringLiteral("desktop");
        case ColourScheme::Light: return QStringLiteral("light");
        case ColourScheme::Dark: return QStringLiteral("dark");
    }
    return QStringLiteral("desktop");
}

ColourScheme colourSchemeFromId(const QString& id) {
    if (id == QLatin1String("light")) return ColourScheme::Light;
    if (id == QLatin1String("dark")) return ColourScheme::Dark;
    return ColourScheme::Desktop;
}

void applyColourScheme(ColourScheme scheme) {
    const Desktop& original = desktop();
    switch (scheme) {
        case ColourScheme::Desktop:
            QApplication::setStyle(QStyleFactory::create(original.style));
            QApplication::setPalette(original.palette);
            return;
        case ColourScheme::Light: {
            QStyle* fusion = QStyleFactory::create(QStringLiteral("Fusion"));
            QApplication::setStyle(fusion);
            QApplication::setPalette(fusion->standardPalette());
            return;
        }
        case ColourScheme::Dark:
            QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
            QApplication::setPalette(darkPalette());
            return;
    }
}

bool darkPaletteInUse() {
    const QPalette p = QApplication::palette();
    return p.color(QPalette::Window).lightness() < p.color(QPalette::WindowText).lightness();
}

}  // namespace ui
