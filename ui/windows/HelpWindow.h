#pragma once
// The help: the rules of each variant and the keyboard shortcuts, in the language the
// program is shown in. The pages are HTML in resources/help/<language>/ (built in through a
// resource list that ui/CMakeLists.txt makes); the shortcut table is made from the main
// window's menus, so it shows the keys of this platform. A rules page ends with every piece's
// move in words, made from the piece tables.

#include <QPointer>
#include <QWidget>

class QListWidget;
class QMenuBar;
class QTextBrowser;

namespace shogi {
class Variant;
}

namespace ui {

class HelpWindow : public QWidget {
    Q_OBJECT

public:
    explicit HelpWindow(QWidget* parent = nullptr);

    // A variant id ("micro", ...) or a guide ("entering-moves", "shortcuts"); an unknown page
    // shows the first variant.
    void showPage(const QString& page);
    QString page() const { return page_; }
    // The menus whose keys the shortcut page lists.
    void setMenuBar(QMenuBar* menuBar);
    QTextBrowser* browser() const { return browser_; }

    // Every page: the variants in the program's order, then the guides by name.
    static QStringList pages();
    // "Rules of Micro Shogi" for a variant, a guide's first heading otherwise.
    static QString pageTitle(const QString& page);
    // The page's HTML in `language` ("en", "ja"), read from the resources; empty if missing.
    static QString pageHtml(const QString& page, const QString& language);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void reload();
    QString shortcutTable() const;
    // Rules pages end with every piece's move in words (PieceFacts: pieceMovesSection).
    static void appendPieceMoves(QString& html, const shogi::Variant& variant);

    QListWidget* index_;
    QTextBrowser* browser_;
    QPointer<QMenuBar> menuBar_;
    QString page_;
};

}  // namespace ui
