#include "windows/PieceReferenceWindow.h"

#include <QCollator>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QShortcut>
#include <QSplitter>
#include <QVBoxLayout>
#include <algorithm>

#include "language/DisplayNames.h"
#include "language/Language.h"
#include "panels/DiagramLegend.h"
#include "panels/DiagramWindow.h"
#include "panels/MoveDiagram.h"
#include "windows/ReferenceCard.h"

namespace ui {
namespace {

constexpr int kCardSpacing = 8;
constexpr int kIndexWidth = 190;

}  // namespace

PieceReferenceWindow::PieceReferenceWindow(QWidget* parent)
    : QWidget(parent, Qt::Window),
      search_(new QLineEdit),
      kind_(new QComboBox),
      target_(new QComboBox),
      count_(new QLabel),
      index_(new QListWidget),
      scroll_(new QScrollArea) {
    setObjectName(QStringLiteral("pieceReference"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(createControls());
    auto* body = new QSplitter(Qt::Horizontal);
    index_->setObjectName(QStringLiteral("referenceIndex"));
    body->addWidget(index_);
    body->addWidget(scroll_);
    body->setStretchFactor(1, 1);
    body->setSizes({kIndexWidth, 1000});
    layout->addWidget(body, 1);
    scroll_->setWidgetResizable(true);
    scroll_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll_->viewport()->installEventFilter(this);
    connect(index_, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) { showFace(item->data(Qt::UserRole).toInt()); });
    connect(index_, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) { showFace(item->data(Qt::UserRole).toInt()); });

    // Esc closes it, as it closes a dialog: the reference is looked at and put away.
    auto* close = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    close->setObjectName(QStringLiteral("closeReference"));
    connect(close, &QShortcut::activated, this, &QWidget::close);
    auto* find = new QShortcut(QKeySequence::Find, this);
    connect(find, &QShortcut::activated, this, [this] {
        search_->setFocus();
        search_->selectAll();
    });
    // Three or four columns of cards beside the index on a laptop screen, more on a large one.
    const QSize available = screen() ? screen()->availableGeometry().size() : QSize(1366, 768);
    resize(std::min(1600, available.width() * 9 / 10), std::min(1000, available.height() * 9 / 10));
}

QWidget* PieceReferenceWindow::createControls() {
    auto* bar = new QWidget;
    auto* row = new QHBoxLayout(bar);
    row->setContentsMargins(0, 0, 0, 0);
    search_->setObjectName(QStringLiteral("referenceSearch"));
    search_->setClearButtonEnabled(true);
    search_->installEventFilter(this);
    row->addWidget(search_, 2);
    kind_->setObjectName(QStringLiteral("referenceKind"));
    row->addWidget(kind_, 1);
    target_->setObjectName(QStringLiteral("referencePromotesTo"));
    row->addWidget(target_, 1);
    count_->setObjectName(QStringLiteral("referenceCount"));
    row->addWidget(count_);
    retranslateControls();
    connect(search_, &QLineEdit::textChanged, this, [this](const QString& text) {
        if (filling_) return;
        filter_.text = text;
        applyFilter();
    });
    connect(kind_, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (filling_) return;
        filter_.kind = ReferenceFilter::kinds()[std::max(0, i)];
        if (filter_.kind == ReferenceFilter::Kind::PromotesTo && filter_.promotesTo < 0)
            filter_.promotesTo = target_->currentData().toInt();
        applyFilter();
    });
    connect(target_, &QComboBox::currentIndexChanged, this, [this] {
        if (filling_) return;
        filter_.promotesTo = target_->currentData().toInt();
        applyFilter();
    });
    return bar;
}

void PieceReferenceWindow::retranslateControls() {
    filling_ = true;
    search_->setPlaceholderText(tr("Search: name, kanji, reading or code (Ctrl+F)"));
    search_->setToolTip(tr("Shows the pieces whose English name, kanji name, reading or code begins with what you type"));
    kind_->clear();
    for (ReferenceFilter::Kind k : ReferenceFilter::kinds()) kind_->addItem(ReferenceFilter::kindName(k));
    const auto kinds = ReferenceFilter::kinds();
    kind_->setCurrentIndex(static_cast<int>(std::find(kinds.begin(), kinds.end(), filter_.kind) - kinds.begin()));
    kind_->setToolTip(tr("Show only the pieces with this kind of move"));
    target_->setToolTip(tr("The face they promote to"));
    filling_ = false;
}

void PieceReferenceWindow::fillTargets() {
    filling_ = true;
    target_->clear();
    std::vector<int> targets;
    for (const shogi::Face& f : faces_)
        if (f.promotesTo >= 0 && std::find(targets.begin(), targets.end(), f.promotesTo) == targets.end())
            targets.push_back(f.promotesTo);
    const QCollator collator{QLocale(currentLanguage())};
    std::sort(targets.begin(), targets.end(), [&](int a, int b) {
        return collator.compare(pieceName(variant_->type(faces_[a].type)), pieceName(variant_->type(faces_[b].type))) < 0;
    });
    for (int t : targets) target_->addItem(pieceName(variant_->type(faces_[t].type)), t);
    const int at = target_->findData(filter_.promotesTo);
    if (at >= 0) target_->setCurrentIndex(at);
    else filter_.promotesTo = target_->currentData().toInt();
    filling_ = false;
}

void PieceReferenceWindow::showVariant(const shogi::Variant& variant, const PieceArt* art) {
    if (variant_ != &variant) {
        filter_.promotesTo = -1;  // a face of another variant
        current_ = -1;
    }
    variant_ = &variant;
    art_ = art;
    setWindowTitle(tr("Pieces of %1").arg(variantName(variant)));
    faces_ = shogi::variantFaces(variant);
    cards_.clear();
    diagrams_.clear();
    columns_ = 0;

    auto* content = new QWidget;
    auto* outer = new QVBoxLayout(content);
    legendTitle_ = new QLabel(QStringLiteral("<b>%1</b>").arg(tr("Marks in the diagrams").toHtmlEscaped()), content);
    outer->addWidget(legendTitle_);
    legend_ = new DiagramLegend(content);
    legend_->setObjectName(QStringLiteral("referenceLegend"));
    outer->addWidget(legend_);
    nothing_ = new QLabel(tr("No piece matches. Clear the search field or choose \"All pieces\"."), content);
    nothing_->setObjectName(QStringLiteral("referenceNothing"));
    outer->addWidget(nothing_);
    grid_ = new QGridLayout;
    grid_->setSpacing(kCardSpacing);
    outer->addLayout(grid_);
    outer->setAlignment(grid_, Qt::AlignHCenter);  // the space a last column does not fill is shared
    outer->addStretch(1);
    for (int face = 0; face < static_cast<int>(faces_.size()); ++face) {
        auto* card = new ReferenceCard(variant, faces_, face, art, content);
        connect(card, &ReferenceCard::faceLinkActivated, this, &PieceReferenceWindow::showFace);
        connect(card, &ReferenceCard::diagramClicked, this, &PieceReferenceWindow::showLarge);
        cards_.push_back(card);
        diagrams_.push_back(card->diagram());
    }
    std::vector<MarkKind> used;
    for (const MoveDiagram* d : diagrams_)
        for (MarkKind k : d->layout().legendKinds())
            if (std::find(used.begin(), used.end(), k) == used.end()) used.push_back(k);
    std::sort(used.begin(), used.end());
    legend_->setKinds(used, 3);
    scroll_->setWidget(content);  // deletes the previous cards
    fillTargets();
    applyFilter();
}

void PieceReferenceWindow::setFilter(const ReferenceFilter& filter) {
    filter_ = filter;
    filling_ = true;
    search_->setText(filter.text);
    const auto kinds = ReferenceFilter::kinds();
    kind_->setCurrentIndex(static_cast<int>(std::find(kinds.begin(), kinds.end(), filter.kind) - kinds.begin()));
    if (const int at = target_->findData(filter.promotesTo); at >= 0) target_->setCurrentIndex(at);
    filling_ = false;
    applyFilter();
}

std::vector<int> PieceReferenceWindow::shownFaces() const {
    std::vector<int> shown;
    if (!variant_) return shown;
    for (int face = 0; face < static_cast<int>(faces_.size()); ++face)
        if (filter_.matches(*variant_, faces_, face)) shown.push_back(face);
    return shown;
}

void PieceReferenceWindow::applyFilter() {
    if (!variant_) return;
    target_->setVisible(filter_.kind == ReferenceFilter::Kind::PromotesTo);
    const std::vector<int> shown = shownFaces();
    for (ReferenceCard* card : cards_) card->setVisible(std::binary_search(shown.begin(), shown.end(), card->face()));
    count_->setText(tr("%1 of %2 pieces").arg(shown.size()).arg(faces_.size()));
    nothing_->setVisible(shown.empty());
    fillIndex(shown);
    placeCards(true);
}

void PieceReferenceWindow::fillIndex(const std::vector<int>& shown) {
    // By name as shown: the English name, or in Japanese the reading.
    const bool japanese = currentLanguage() == QLatin1String("ja");
    const auto key = [&](int face) {
        const shogi::PieceType& t = variant_->type(faces_[face].type);
        return japanese ? ReferenceFilter::folded(QString::fromUtf8(t.romaji)) : QString::fromUtf8(t.name);
    };
    std::vector<int> order = shown;
    const QCollator collator{QLocale(currentLanguage())};
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return collator.compare(key(a), key(b)) < 0; });
    index_->clear();
    for (int face : order) {
        const shogi::PieceType& t = variant_->type(faces_[face].type);
        auto* item = new QListWidgetItem(QStringLiteral("%1  %2").arg(pieceName(t), QString::fromUtf8(t.code)), index_);
        item->setData(Qt::UserRole, face);
        if (face == current_) index_->setCurrentItem(item);
    }
}

int PieceReferenceWindow::fittingColumns() const {
    const int available = scroll_->viewport()->width() - 2 * kCardSpacing;
    return std::max(1, available / (ReferenceCard::kWidth + kCardSpacing));
}

void PieceReferenceWindow::placeCards(bool force) {
    const int columns = fittingColumns();
    if (!grid_ || (columns == columns_ && !force)) return;
    columns_ = columns;
    for (ReferenceCard* card : cards_) grid_->removeWidget(card);
    int i = 0;
    for (ReferenceCard* card : cards_) {
        if (card->isHidden()) continue;
        grid_->addWidget(card, i / columns, i % columns, Qt::AlignTop | Qt::AlignLeft);
        ++i;
    }
}

void PieceReferenceWindow::showFace(int face) {
    if (face < 0 || face >= static_cast<int>(cards_.size())) return;
    if (!filter_.matches(*variant_, faces_, face)) setFilter({});
    if (current_ >= 0 && current_ < static_cast<int>(cards_.size())) cards_[current_]->setCurrent(false);
    current_ = face;
    cards_[face]->setCurrent(true);
    for (int i = 0; i < index_->count(); ++i)
        if (index_->item(i)->data(Qt::UserRole).toInt() == face) index_->setCurrentRow(i);
    // Once the grid has been laid out (the filter may just have changed it).
    scroll_->widget()->layout()->activate();
    scroll_->ensureWidgetVisible(cards_[face], 0, 0);
}

bool PieceReferenceWindow::cardInView(int face) const {
    if (face < 0 || face >= static_cast<int>(cards_.size()) || cards_[face]->isHidden()) return false;
    const QWidget* card = cards_[face];
    const QRect inViewport(card->mapTo(scroll_->viewport(), QPoint(0, 0)), card->size());
    return scroll_->viewport()->rect().contains(inViewport);
}

void PieceReferenceWindow::showLarge(int face) { DiagramWindow::showFor(this, art_, *variant_, faces_[face].kind); }

bool PieceReferenceWindow::eventFilter(QObject* watched, QEvent* event) {
    // The cards are laid out again when the visible width changes, not the window's: the
    // scroll area's viewport is resized after the window.
    if (watched == scroll_->viewport() && event->type() == QEvent::Resize) placeCards(false);
    if (watched == search_ && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Down && index_->count() > 0) {
            index_->setFocus();
            if (!index_->currentItem()) index_->setCurrentRow(0);
            return true;
        }
        if ((key == Qt::Key_Return || key == Qt::Key_Enter) && index_->count() > 0) {
            showFace(index_->item(0)->data(Qt::UserRole).toInt());
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void PieceReferenceWindow::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() != QEvent::LanguageChange) return;
    retranslateControls();
    if (variant_) showVariant(*variant_, art_);
}

}  // namespace ui
