#include "windows/HelpWindow.h"
#include "windows/WindowFit.h"

#include <QAction>
#include <QDir>
#include <QDesktopServices>
#include <QEvent>
#include <QFile>
#include <QHBoxLayout>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSplitter>
#include <QTextBrowser>

#include "language/DisplayNames.h"
#include "language/Language.h"
#include "panels/PieceFacts.h"
#include "variants/Variant.h"

// The help pages live in a static library: their resources are registered explicitly.
static void initHelpResources() {
    static const bool done = [] {
        Q_INIT_RESOURCE(help);
        return true;
    }();
    (void)done;
}

namespace ui {
namespace {

const QString kShortcutsPage = QStringLiteral("shortcuts");
// Where the shortcut pages want the table of keys.
const QString kTableMarker = QStringLiteral("<!--shortcut-table-->");

// "&Undo" -> "Undo", "&New Game…" -> "New Game".
QString plainText(QString text) {
    text.remove(QRegularExpression(QStringLiteral("\\(&.\\)")));  // Japanese menus: "対局(&G)"
    text.remove(QLatin1Char('&'));
    while (text.endsWith(QChar(0x2026)) || text.endsWith(QLatin1Char('.'))) text.chop(1);
    return text.trimmed();
}

void addRows(const QMenu* menu, QString& rows) {
    for (const QAction* action : menu->actions()) {
        if (action->menu()) {
            addRows(action->menu(), rows);
            continue;
        }
        if (action->shortcuts().isEmpty() || action->isSeparator()) continue;
        QStringList keys;
        for (const QKeySequence& key : action->shortcuts()) keys << key.toString(QKeySequence::NativeText).toHtmlEscaped();
        rows += QStringLiteral("<tr><td valign=\"middle\">%1</td><td valign=\"middle\"><b>%2</b></td></tr>")
                    .arg(plainText(action->text()).toHtmlEscaped(), keys.join(QStringLiteral(", ")));
    }
}

}  // namespace

HelpWindow::HelpWindow(QWidget* parent)
    : QWidget(parent, Qt::Window), index_(new QListWidget(this)), browser_(new QTextBrowser(this)) {
    initHelpResources();
    setObjectName(QStringLiteral("helpWindow"));
    index_->setObjectName(QStringLiteral("helpIndex"));
    browser_->setObjectName(QStringLiteral("helpBrowser"));
    auto* splitter = new QSplitter(this);
    splitter->addWidget(index_);
    splitter->addWidget(browser_);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({240, 620});
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    for (const QString& page : pages()) {
        auto* item = new QListWidgetItem(index_);
        item->setData(Qt::UserRole, page);
    }
    // Links between pages ("hook.html") stay in the help; other links open in the browser.
    browser_->setOpenLinks(false);
    connect(browser_, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        if (url.isRelative() && url.path().endsWith(QLatin1String(".html"))) showPage(url.path().chopped(5).section(QLatin1Char('/'), -1));
        else if (url.isRelative() && url.hasFragment()) browser_->scrollToAnchor(url.fragment());
        else QDesktopServices::openUrl(url);
    });
    connect(index_, &QListWidget::currentItemChanged, this, [this](QListWidgetItem* item) {
        if (item) showPage(item->data(Qt::UserRole).toString());
    });
    retranslate();
    resize(860, 640);
    fitOnScreen(this);  // a 1366x768 screen, a smaller one
}

QStringList HelpWindow::pages() {
    QStringList list;
    for (const shogi::Variant* v : shogi::allVariants()) list << QString::fromUtf8(v->id());
    // Then the guides (entering moves, shortcuts ...): every other English page, by name.
    initHelpResources();
    QStringList guides;
    for (const QString& file : QDir(QStringLiteral(":/help/en")).entryList({QStringLiteral("*.html")}, QDir::Files, QDir::Name)) {
        const QString page = file.chopped(5);
        if (!list.contains(page)) guides << page;
    }
    return list + guides;
}

QString HelpWindow::pageTitle(const QString& page) {
    if (shogi::findVariant(page.toStdString())) return tr("Rules of %1").arg(variantName(page));
    // A guide is called what its first heading says, in the language shown.
    QString html = pageHtml(page, currentLanguage());
    if (html.isEmpty()) html = pageHtml(page, QStringLiteral("en"));
    const QRegularExpressionMatch heading = QRegularExpression(QStringLiteral("<h1>(.*?)</h1>")).match(html);
    return heading.hasMatch() ? heading.captured(1) : page;
}

QString HelpWindow::pageHtml(const QString& page, const QString& language) {
    initHelpResources();
    QFile file(QStringLiteral(":/help/%1/%2.html").arg(language, page));
    if (!file.open(QIODevice::ReadOnly)) return {};
    return QString::fromUtf8(file.readAll());
}

void HelpWindow::setMenuBar(QMenuBar* menuBar) {
    menuBar_ = menuBar;
    if (page_ == kShortcutsPage) reload();
}

void HelpWindow::showPage(const QString& page) {
    const QStringList all = pages();
    page_ = all.contains(page) ? page : all.front();
    const int row = all.indexOf(page_);
    if (index_->currentRow() != row) {
        const QSignalBlocker block(index_);
        index_->setCurrentRow(row);
    }
    reload();
}

void HelpWindow::reload() {
    if (page_.isEmpty()) return;
    QString html = pageHtml(page_, currentLanguage());
    if (html.isEmpty()) html = pageHtml(page_, QStringLiteral("en"));  // a page not translated yet
    if (page_ == kShortcutsPage) html.replace(kTableMarker, shortcutTable());
    if (const shogi::Variant* variant = shogi::findVariant(page_.toStdString())) appendPieceMoves(html, *variant);
    browser_->setHtml(html);
    setWindowTitle(tr("Help — %1").arg(pageTitle(page_)));
}

void HelpWindow::appendPieceMoves(QString& html, const shogi::Variant& variant) {
    // Made from the piece tables, so the rules page always lists every piece as it is played.
    const QString section = pieceMovesSection(variant);
    const int end = html.lastIndexOf(QStringLiteral("</body>"));
    if (end >= 0) html.insert(end, section);
    else html += section;
}

QString HelpWindow::shortcutTable() const {
    if (!menuBar_) return {};
    // One table, a heading row per menu, so the keys line up.
    QString html;
    for (const QAction* top : menuBar_->actions()) {
        if (!top->menu()) continue;
        QString rows;
        addRows(top->menu(), rows);
        if (rows.isEmpty()) continue;
        html += QStringLiteral("<tr><td colspan=\"2\"><br><b><big>%1</big></b></td></tr>").arg(plainText(top->text()).toHtmlEscaped());
        html += rows;
    }
    return html.isEmpty() ? html : QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\">%1</table>").arg(html);
}

void HelpWindow::retranslate() {
    for (int i = 0; i < index_->count(); ++i) {
        QListWidgetItem* item = index_->item(i);
        const QString page = item->data(Qt::UserRole).toString();
        item->setText(shogi::findVariant(page.toStdString()) ? variantName(page) : pageTitle(page));
    }
    reload();
}

void HelpWindow::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) retranslate();
}

}  // namespace ui
