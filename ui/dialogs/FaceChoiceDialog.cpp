#include "dialogs/FaceChoiceDialog.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include "art/PieceImageCache.h"
#include "language/DisplayNames.h"

namespace ui {

FaceChoiceDialog::FaceChoiceDialog(const PieceArt& art, const shogi::Variant& variant, shogi::Side side,
                                   const std::vector<int>& kinds, bool promotion, QWidget* parent)
    : QDialog(parent) {
    setWindowTitle(promotion ? tr("Promote?") : tr("Drop which face?"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(promotion ? tr("Choose the face the piece shows after this move:")
                                           : tr("Choose the face to drop the piece with:"),
                                 this));
    auto* row = new QHBoxLayout;
    for (int kind : kinds) {
        const shogi::PieceType& face = variant.faceType(kind);
        QString label = pieceName(face);
        if (promotion) label = variant.kind(kind).promoted ? tr("Promote to %1").arg(label) : tr("Stay %1").arg(label);
        auto* button = new QPushButton(label, this);
        button->setIcon(QIcon(PieceImageCache::shared().pixmap(art, variant, kind, side, 64, devicePixelRatioF())));
        button->setIconSize(QSize(64, 64));
        button->setObjectName(QStringLiteral("face-%1").arg(QString::fromStdString(variant.kind(kind).code)));
        connect(button, &QPushButton::clicked, this, [this, kind] {
            chosen_ = kind;
            accept();
        });
        row->addWidget(button);
    }
    layout->addLayout(row);
    auto* cancel = new QPushButton(tr("Cancel"), this);
    connect(cancel, &QPushButton::clicked, this, &QDialog::reject);
    layout->addWidget(cancel, 0, Qt::AlignRight);
}

}  // namespace ui
