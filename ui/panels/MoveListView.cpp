#include "panels/MoveListView.h"

#include <QEvent>
#include <algorithm>

#include "art/PieceImageCache.h"
#include "language/PieceToolTip.h"

namespace ui {

MoveListView::MoveListView(QWidget* parent) : QListWidget(parent) {
    setSelectionMode(QAbstractItemView::SingleSelection);
    updateIconSize();
    connect(this, &QListWidget::currentRowChanged, this, [this](int row) {
        if (!updating_ && row >= 0) emit plySelected(row);
    });
}

int MoveListView::updateMovers(const shogi::Game& game) {
    const std::vector<shogi::Move>& moves = game.moves();
    const bool extends = variant_ == &game.variant() && start_ && *start_ == game.startPosition() &&
                         moves_.size() <= moves.size() && std::equal(moves_.begin(), moves_.end(), moves.begin());
    if (!extends) {
        variant_ = &game.variant();
        start_ = game.startPosition();
        after_ = game.startPosition();
        moves_.clear();
        movers_.clear();
    }
    const int known = static_cast<int>(moves_.size());
    for (std::size_t i = moves_.size(); i < moves.size(); ++i) {
        const shogi::Move& m = moves[i];
        const shogi::Side side = after_->sideToMove();
        const int kind = m.isDrop() ? int(m.kind) : shogi::cellKind(after_->cell(m.from));
        movers_.emplace_back(kind, side);
        shogi::Position::Undo undo;
        after_->make(m, undo);
        moves_.push_back(m);
    }
    return known;
}

std::pair<int, shogi::Side> MoveListView::mover(int ply) const {
    if (ply < 1 || ply > static_cast<int>(movers_.size())) return {-1, shogi::kBlack};
    return movers_[ply - 1];
}

QIcon MoveListView::iconFor(int ply) const {
    const auto [kind, side] = mover(ply);
    if (!art_ || !variant_ || kind < 0) return {};
    // White's pieces point down, as on the board.
    const QPixmap pixmap = PieceImageCache::shared().pixmap(*art_, *variant_, kind, side, iconSize().height(), devicePixelRatioF());
    QIcon icon(pixmap);
    icon.addPixmap(pixmap, QIcon::Selected);  // the piece's own colours on the highlighted row, not tinted
    return icon;
}

QString MoveListView::toolTipFor(int ply) const {
    const auto [kind, side] = mover(ply);
    return kind >= 0 && variant_ ? pieceToolTip(*variant_, kind, side) : QString();
}

void MoveListView::setMoves(const QStringList& texts, const shogi::Game& game, int shownPly) {
    updating_ = true;
    const int known = updateMovers(game);  // plies after `known` may have other movers
    // Rows are rewritten only from the first change, so a long game stays cheap to update.
    if (count() == 0) addItem(tr("Start"));
    while (count() > texts.size() + 1) delete takeItem(count() - 1);
    for (int i = 0; i < texts.size(); ++i) {
        const QString& row = texts[i];
        if (i + 1 < count()) {
            QListWidgetItem* it = item(i + 1);
            if (it->text() != row || i >= known) {
                it->setText(row);
                it->setIcon(iconFor(i + 1));
                it->setToolTip(toolTipFor(i + 1));
            }
        } else {
            auto* it = new QListWidgetItem(iconFor(i + 1), row);
            it->setToolTip(toolTipFor(i + 1));  // the piece that moved
            addItem(it);
        }
    }
    setCurrentRow(shownPly);
    scrollToItem(item(shownPly));
    updating_ = false;
}

void MoveListView::setPieceArt(const PieceArt* art) {
    if (art == art_) return;
    art_ = art;
    refreshIcons();
}

void MoveListView::refreshIcons() {
    for (int row = 1; row < count(); ++row) {
        item(row)->setIcon(iconFor(row));
        item(row)->setToolTip(toolTipFor(row));  // in the language now in effect
    }
}

void MoveListView::changeEvent(QEvent* event) {
    QListWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        updateIconSize();
        refreshIcons();
    }
    if (event->type() == QEvent::LanguageChange) refreshIcons();  // the tooltips' words
}

void MoveListView::updateIconSize() {
    // Twice the text height: two stacked kanji stay readable.
    const int icon = std::max(28, 2 * fontMetrics().height());
    setIconSize(QSize(icon, icon));
}

}  // namespace ui
