// The View menu of the main window (MainMenus): the board's orientation and coordinates, the
// piece set, the notation, the panels, the study tools and full screen.
#include <QActionGroup>
#include <algorithm>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenuBar>
#include <QSignalBlocker>
#include <QToolBar>

#include "art/PieceSets.h"
#include "boardview/BoardWidget.h"
#include "settings/AppSettings.h"
#include "windows/MainMenus.h"

namespace ui {

void MainMenus::createViewMenu() {
    QMenu* view = window_->menuBar()->addMenu(tr("&View"));
    flipAction_ = view->addAction(tr("&Flip Board"), QKeySequence(Qt::CTRL | Qt::Key_F));
    flipAction_->setCheckable(true);
    flipAction_->setChecked(settings_.flipped());
    flipAction_->setObjectName(QStringLiteral("flipAction"));
    connect(flipAction_, &QAction::toggled, this, &MainMenus::flipToggled);
    QAction* autoFlip = view->addAction(tr("Turn Board for the &Human Player"));
    autoFlip->setObjectName(QStringLiteral("autoFlipAction"));
    autoFlip->setCheckable(true);
    autoFlip->setChecked(settings_.autoFlip());
    connect(autoFlip, &QAction::toggled, this, &MainMenus::autoFlipToggled);

    QMenu* coords = view->addMenu(tr("&Coordinates"));
    auto* coordGroup = new QActionGroup(coords);
    const std::pair<CoordinateStyle, QString> styles[] = {
        {CoordinateStyle::Chess, tr("Chess (a–s, 1–19)")},
        {CoordinateStyle::ShogiLetters, tr("Shogi (numbers, letters)")},
        {CoordinateStyle::ShogiKanji, tr("Shogi (numbers, kanji numerals)")},
    };
    for (const auto& [style, label] : styles) {
        QAction* a = coords->addAction(label);
        a->setObjectName(QStringLiteral("coordinates-") + coordinateStyleId(style));
        a->setCheckable(true);
        a->setChecked(settings_.coordinates() == style);
        coordGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, s = style] {
            board_->setCoordinateStyle(s);
            settings_.setCoordinates(s);
            setCurrentCoordinateStyle(s);
            emit coordinatesChanged();
        });
    }

    QMenu* sets = view->addMenu(tr("&Piece Set"));
    auto* setGroup = new QActionGroup(sets);
    const PieceArt* current = pieceSetById(settings_.pieceSet());
    for (const PieceArt* art : pieceSets()) {
        QAction* a = sets->addAction(art->displayName());
        a->setCheckable(true);
        a->setChecked(art == current);
        a->setObjectName(QStringLiteral("pieceSet-") + art->id());  // found by tests and --piece-set
        setGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, art] { emit pieceSetChosen(art); });
    }
    createNotationMenu(view);
    view->addSeparator();
    QMenu* panels = panelsMenu_ = view->addMenu(tr("P&anels"));
    panels->setObjectName(QStringLiteral("panelsMenu"));
    connect(panels, &QMenu::aboutToShow, this, [this, panels] { fillPanelsMenu(panels); });
    addStudyViewItems(view);
    fullScreenAction_ = view->addAction(tr("F&ull Screen"));
    fullScreenAction_->setObjectName(QStringLiteral("fullScreenAction"));
    fullScreenAction_->setShortcuts(standardKeys(QKeySequence::FullScreen, QKeySequence(Qt::Key_F11)));
    fullScreenAction_->setCheckable(true);
    fullScreenAction_->setChecked(window_->isFullScreen());
    connect(fullScreenAction_, &QAction::toggled, this,
            [this](bool on) { window_->setWindowState(window_->windowState().setFlag(Qt::WindowFullScreen, on)); });
}

void MainMenus::createNotationMenu(QMenu* view) {
    QMenu* notation = view->addMenu(tr("&Notation"));
    auto* group = new QActionGroup(notation);
    const std::pair<Notation, QString> choices[] = {
        {Notation::Western, tr("&Western (P e5-e6)")},
        {Notation::Japanese, tr("&Japanese (▲７六歩)")},
    };
    for (const auto& [choice, label] : choices) {
        QAction* a = notation->addAction(label);
        a->setObjectName(QStringLiteral("notation-") + notationId(choice));
        a->setCheckable(true);
        a->setChecked(currentNotation() == choice);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, c = choice] { emit notationChosen(c); });
    }
}

void MainMenus::addStudyViewItems(QMenu* view) {
    QAction* threats = view->addAction(tr("Show &Threats"));
    threats->setObjectName(QStringLiteral("threatsAction"));
    threats->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    threats->setCheckable(true);
    threats->setChecked(settings_.threatsShown());
    threats->setToolTip(tr("Shade the squares the opponent of the side to move attacks; Shift-click a square to see "
                           "which pieces can go there"));
    board_->setThreatsShown(settings_.threatsShown());
    connect(threats, &QAction::toggled, this, [this](bool on) {
        board_->setThreatsShown(on);
        settings_.setThreatsShown(on);
    });
    QAction* legend = view->addAction(tr("&Legend…"), this, &MainMenus::legendRequested);
    legend->setObjectName(QStringLiteral("legendAction"));
}

void MainMenus::fillPanelsMenu(QMenu* menu) {
    // Every dock, those other parts of the program add included, and the tool bar: each can
    // be closed and comes back from here.
    menu->clear();
    const QList<QDockWidget*> docks = window_->findChildren<QDockWidget*>(QString(), Qt::FindDirectChildrenOnly);
    for (QDockWidget* dock : docks) menu->addAction(dock->toggleViewAction());
    menu->addSeparator();
    // The tool bar in the menu bar's row, and any other the window has (not those inside panels).
    for (QToolBar* bar : window_->findChildren<QToolBar*>())
        if (bar->parentWidget() == window_ || bar->parentWidget() == window_->menuBar()) menu->addAction(bar->toggleViewAction());
    menu->addSeparator();
    QAction* fold = menu->addAction(tr("In One &Tab Strip"));
    fold->setObjectName(QStringLiteral("foldPanelsAction"));
    fold->setCheckable(true);
    fold->setChecked(std::any_of(docks.begin(), docks.end(),
                                 [this](QDockWidget* d) { return !window_->tabifiedDockWidgets(d).isEmpty(); }));
    connect(fold, &QAction::toggled, this, &MainMenus::panelsFoldToggled);
}

void MainMenus::setFlipChecked(bool flipped) {
    if (!flipAction_) return;
    const QSignalBlocker block(flipAction_);
    flipAction_->setChecked(flipped);
}

void MainMenus::setFullScreenChecked(bool on) {
    if (!fullScreenAction_) return;
    const QSignalBlocker block(fullScreenAction_);
    fullScreenAction_->setChecked(on);
}

}  // namespace ui
