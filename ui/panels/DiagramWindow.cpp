#include "panels/DiagramWindow.h"

#include <QEvent>
#include <QResizeEvent>
#include <QGuiApplication>
#include <QLabel>
#include <QListWidget>
#include <QScreen>
#include <QShortcut>
#include <QVBoxLayout>
#include <algorithm>

#include "language/DisplayNames.h"
#include "panels/DiagramLegend.h"
#include "panels/DiagramSplit.h"
#include "panels/MoveDiagram.h"
#include "panels/PieceFacts.h"

namespace ui {

DiagramWindow::DiagramWindow(QWidget* parent)
    : QWidget(parent, Qt::Window),
      heading_(new QLabel),
      diagram_(new MoveDiagram),
      parts_(new QListWidget),
      legend_(new DiagramLegend),
      facing_(new QLabel) {
    setObjectName(QStringLiteral("diagramWindow"));
    auto* column = new QWidget;
    auto* words = new QVBoxLayout(column);
    words->setContentsMargins(0, 0, 0, 0);
    heading_->setTextFormat(Qt::RichText);
    heading_->setWordWrap(true);
    words->addWidget(heading_);
    parts_->setObjectName(QStringLiteral("diagramParts"));
    parts_->setWordWrap(true);
    parts_->setTextElideMode(Qt::ElideNone);
    parts_->setResizeMode(QListView::Adjust);
    parts_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    parts_->viewport()->installEventFilter(this);
    words->addWidget(parts_);
    words->addWidget(legend_);
    facing_->setWordWrap(true);
    words->addWidget(facing_);
    words->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new DiagramSplit(diagram_, column, nullptr, this));
    connect(parts_, &QListWidget::currentRowChanged, this, [this](int row) { showPart(row - 1); });
    // Esc puts it away, as it closes a dialog.
    auto* close = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    connect(close, &QShortcut::activated, this, &QWidget::close);
    const QSize screenSize = screen() ? screen()->availableGeometry().size() : QSize(1366, 768);
    const int high = std::min(screenSize.height() * 80 / 100, 980);
    resize(std::min(screenSize.width() * 9 / 10, high + 420), high);
}

DiagramWindow* DiagramWindow::showFor(QWidget* owner, const PieceArt* art, const shogi::Variant& variant, int kind,
                                      shogi::Side side) {
    auto* window = owner->findChild<DiagramWindow*>(QString(), Qt::FindDirectChildrenOnly);
    if (!window) window = new DiagramWindow(owner);
    window->showPiece(art, variant, kind, side);
    window->show();
    window->raise();
    window->activateWindow();
    return window;
}

void DiagramWindow::showPiece(const PieceArt* art, const shogi::Variant& variant, int kind, shogi::Side side) {
    setWindowTitle(tr("%1 — move diagram").arg(pieceName(variant.faceType(kind))));
    heading_->setText(pieceHeading(variant, kind));
    diagram_->setPiece(art, &variant, kind, side);
    facing_->setText(facingText(side));
    fillParts();
}

void DiagramWindow::fillParts() {
    parts_->clear();
    parts_->addItem(tr("The whole move (choose a part to see it alone)"));
    for (const QString& line : moveWordsShown(*diagram_->variant(), diagram_->kind())) parts_->addItem(line);
    parts_->setCurrentRow(0);
    parts_->setFocus();
    fitParts();
    showPart(-1);
}

void DiagramWindow::fitParts() {
    // Every line wrapped whole at the list's width, and the list as tall as its lines, so
    // that the legend follows right under them.
    const int width = parts_->viewport()->width() - 2 * parts_->spacing() - 8;
    if (width <= 0) return;
    int total = 0;
    for (int i = 0; i < parts_->count(); ++i) {
        QListWidgetItem* item = parts_->item(i);
        const QRect text = parts_->fontMetrics().boundingRect(QRect(0, 0, width, 10000), Qt::TextWordWrap, item->text());
        item->setSizeHint(QSize(width, text.height() + 6));
        total += text.height() + 6;
    }
    parts_->setFixedHeight(total + 2 * parts_->frameWidth() + 2);
}

bool DiagramWindow::eventFilter(QObject* watched, QEvent* event) {
    if (watched == parts_->viewport() && event->type() == QEvent::Resize) {
        const auto* resize = static_cast<QResizeEvent*>(event);
        if (resize->size().width() != resize->oldSize().width()) fitParts();
    }
    return QWidget::eventFilter(watched, event);
}

int DiagramWindow::partCount() const { return std::max(0, parts_->count() - 1); }

void DiagramWindow::showPart(int part) {
    diagram_->setPart(part);
    legend_->setKinds(diagram_->layout().legendKinds(part), 1);
    if (parts_->currentRow() != part + 1) parts_->setCurrentRow(part + 1);
}

void DiagramWindow::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    // The piece shown is the diagram's.
    if (event->type() == QEvent::LanguageChange && !diagram_->isEmpty())
        showPiece(diagram_->art(), *diagram_->variant(), diagram_->kind(), diagram_->side());
}

}  // namespace ui
