#include "dialogs/QuestionWatch.h"

#include <QCoreApplication>
#include <QEvent>
#include <QWidget>

namespace ui {

QuestionWatch::QuestionWatch(QObject* parent) : QObject(parent) {
    QCoreApplication::instance()->installEventFilter(this);
}

QuestionWatch::~QuestionWatch() {
    if (QCoreApplication::instance()) QCoreApplication::instance()->removeEventFilter(this);
}

bool QuestionWatch::eventFilter(QObject* watched, QEvent* event) {
    switch (event->type()) {
        case QEvent::Show:
            if (watched->isWidgetType()) {
                auto* widget = static_cast<QWidget*>(watched);
                // exec() makes a dialog application-modal and open() window-modal, both before
                // it is shown.
                if (widget->isWindow() && widget->windowModality() != Qt::NonModal &&
                    !widget->property(kPartOfMove).toBool())
                    opened(widget);
            }
            break;
        case QEvent::Hide:
            if (open_.contains(watched)) closed(watched);
            break;
        default: break;
    }
    return QObject::eventFilter(watched, event);
}

void QuestionWatch::opened(QWidget* window) {
    const bool first = open_.isEmpty();
    open_.insert(window);
    // A window deleted while shown is never hidden.
    connect(window, &QObject::destroyed, this, &QuestionWatch::closed, Qt::UniqueConnection);
    if (first) emit questionOpenChanged(true);
}

void QuestionWatch::closed(QObject* window) {
    if (!open_.remove(window)) return;
    if (open_.isEmpty()) emit questionOpenChanged(false);
}

}  // namespace ui
