// What replaces or closes the open document — a new design from a preset, open, open recent,
// import, a recovered copy, closing the window — asked first when the design has unsaved
// changes: the action waits while the window shows the choice (`asking`), then goes on after
// Save (once the design is saved: through Save As when it has no file yet) or Discard, or is
// dropped on Cancel, leaving everything as it was. The window only shows the question and
// passes the answer back.
#pragma once

#include "gui/adapters/DesignDocument.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

#include <functional>

namespace scalescope::gui {

class DocumentFiles : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The workspace owns the document's files")
    // An action waits for Save, Discard or Cancel: the window shows UnsavedDialog.
    Q_PROPERTY(bool asking READ asking NOTIFY askingChanged)
    // What waits, for the question ("open rack.scalescope.json"); empty when nothing does.
    Q_PROPERTY(QString waitingAction READ waitingAction NOTIFY askingChanged)

public:
    explicit DocumentFiles(DesignDocument& document, QObject* parent = nullptr);

    // The actions that replace the document: done at once when nothing is unsaved, else once
    // the user has chosen. Each returns whether it was done now (false when it waits or fails).
    Q_INVOKABLE bool newFromPreset(const QString& preset, int count, const QString& fabric, double oversubscription,
        const QString& nic, int storageServers, const QString& network = {});
    Q_INVOKABLE bool open(const QUrl& url);
    Q_INVOKABLE bool openRecent(const QString& path);
    Q_INVOKABLE bool importFiles(const QList<QUrl>& urls);
    // Any other replacing action (a recovered copy), named for the question; `action` returns
    // whether it succeeded.
    bool replace(const QString& what, std::function<bool()> action);
    // Whether the window may close now; when not, the close waits for the choice and
    // closeAccepted() lets the window close once it is made.
    Q_INVOKABLE bool requestClose();

    // The user's choice while `asking`.
    Q_INVOKABLE void saveChosen();
    Q_INVOKABLE void discardChosen();
    Q_INVOKABLE void cancelChosen();
    // Save As (from the menu, or asked for by saveChosen on an untitled design): saves, then
    // does what waited for it; false (and the document's errorText) when it cannot be saved,
    // and what waited is dropped.
    Q_INVOKABLE bool saveAs(const QUrl& url);
    // The Save As dialog was dismissed: what waited for it is dropped.
    Q_INVOKABLE void saveAsCancelled();

    bool asking() const { return m_asking; }
    QString waitingAction() const { return m_waitingText; }

signals:
    void askingChanged();
    // Save was chosen on a design without a file: the window asks where (Save As).
    void saveAsRequested();
    // The close that waited may happen now: the window closes.
    void closeAccepted();

private:
    // Does `action` at once when nothing is unsaved (returning what it returns); else keeps it,
    // asks and returns false.
    bool guard(const QString& what, std::function<bool()> action);
    void setAsking(bool asking);
    // Does what waited, if anything, and forgets it.
    void proceed();
    void drop();

    DesignDocument& m_document;
    std::function<bool()> m_waiting;
    QString m_waitingText;
    bool m_asking = false;
    bool m_savingAs = false; // Save was chosen, Save As is open for it
    bool m_closeAccepted = false;
};

} // namespace scalescope::gui
