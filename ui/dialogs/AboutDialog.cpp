#include "dialogs/AboutDialog.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QPlainTextEdit>
#include <QTabWidget>
#include <QVBoxLayout>

#ifndef LARGE_SHOGI_VERSION
#error "LARGE_SHOGI_VERSION must be defined (ui/CMakeLists.txt, from the project version)"
#endif

namespace ui {

QString AboutDialog::version() { return QStringLiteral(LARGE_SHOGI_VERSION); }

QString AboutDialog::fontLicences() {
    QFile file(QStringLiteral(":/about/LICENSE-fonts.txt"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) return {};
    return QString::fromUtf8(file.readAll());
}

AboutDialog::AboutDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("About Large Shogi"));
    setObjectName(QStringLiteral("aboutDialog"));
    auto* layout = new QVBoxLayout(this);
    auto* tabs = new QTabWidget(this);

    auto* about = new QLabel(this);
    about->setObjectName(QStringLiteral("aboutText"));
    about->setTextFormat(Qt::RichText);
    about->setWordWrap(true);
    about->setOpenExternalLinks(true);
    about->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    about->setMargin(12);
    about->setText(
        QStringLiteral("<h2>%1</h2><p>%2</p><p>%3</p><p>%4</p><p>%5</p><p>%6</p>")
            .arg(tr("Large Shogi").toHtmlEscaped(), tr("Version %1").arg(version()).toHtmlEscaped(),
                 tr("Shogi variants from 4x5 to 19x19: Micro, Heian Dai, Macadamia, Hook and Maka Dai Dai Shogi.").toHtmlEscaped(),
                 tr("Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later).").toHtmlEscaped(),
                 tr("Built with Qt %1 (LGPL-3.0).").arg(QString::fromLatin1(QT_VERSION_STR)).toHtmlEscaped(),
                 tr("The piece art is drawn from outlines of the fonts Noto Serif CJK JP (SIL Open Font License 1.1) and "
                    "DejaVu Sans (Bitstream Vera licence); their licences are under Licences.")
                     .toHtmlEscaped()));
    tabs->addTab(about, tr("&About"));

    auto* licences = new QPlainTextEdit(this);
    licences->setObjectName(QStringLiteral("licenceText"));
    licences->setReadOnly(true);
    licences->setLineWrapMode(QPlainTextEdit::NoWrap);
    licences->setPlainText(fontLicences());
    tabs->addTab(licences, tr("&Licences"));
    layout->addWidget(tabs);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(620, 460);
}

}  // namespace ui
