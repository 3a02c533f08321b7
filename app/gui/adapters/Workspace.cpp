#include "gui/adapters/Workspace.h"

#include <QCoreApplication>
#include <QQmlEngine>
#include <QQuickWindow>

namespace scalescope::gui {

Workspace::Workspace(QObject* parent)
    : Workspace(Catalog::builtInShared(), parent)
{
}

Workspace::Workspace(SharedCatalog baseCatalog, QObject* parent)
    : QObject(parent)
    , m_document(std::move(baseCatalog))
{
    m_traffic.setDocument(&m_document);
    m_traffic.setEditor(&m_editing);
    m_traffic.setView(&m_view);
    m_training.setDocument(&m_document);
    m_training.setEditor(&m_editing);
    m_training.setView(&m_view);
    m_bom.setView(&m_view);
    m_bom.setDocument(&m_document);
    m_devices.setDocument(&m_document);
    m_comparison.setDocument(&m_document);
    // The parts are members: QML reads them but never owns them.
    for (QObject* part : std::initializer_list<QObject*> { &m_document, &m_summary, &m_editing, &m_moves, &m_clipboard,
             &m_view, m_view.selection(), &m_traffic, &m_bom, &m_comparison, &m_baseline, &m_exporter, &m_devices,
             &m_files, &m_recovery, &m_annotations, &m_presenterTools, &m_stories, &m_languages })
        QQmlEngine::setObjectOwnership(part, QQmlEngine::CppOwnership);
    // A new language: the engine that made the window (the main canvas's) translates every
    // qsTr binding again, without the window being made again.
    connect(&m_languages, &Languages::currentChanged, this, &Workspace::retranslateWindow);
}

void Workspace::centerOn(int node)
{
    emit centerOnRequested(node);
}

void Workspace::centerAt(QPointF scenePoint)
{
    emit centerAtRequested(scenePoint);
}

void Workspace::fitToView()
{
    emit fitRequested();
}

void Workspace::zoomToSelection()
{
    emit zoomToSelectionRequested();
}

void Workspace::zoomBy(double factor)
{
    emit zoomRequested(factor);
}

void Workspace::showArea(QRectF sceneArea)
{
    emit showAreaRequested(sceneArea);
}

void Workspace::requestExportDialog()
{
    emit exportDialogRequested();
}

void Workspace::retranslateWindow()
{
    // What the parts made in words of the language before: made again, read again.
    m_summary.rebuild();
    emit m_editing.paletteChanged();
    emit m_exporter.textsChanged();
    m_bom.retranslate();
    m_comparison.retranslate();
    m_traffic.retranslate();
    m_training.retranslate();
    emit m_document.presetsChanged();
    QQmlEngine* engine = m_mainCanvas.isNull() ? nullptr : qmlEngine(m_mainCanvas.data());
    if (!engine)
        return;
    engine->setUiLanguage(m_languages.current());
    engine->retranslate();
    // A dialog's standard buttons take their words again on a LanguageChange event, which Qt 6.4
    // does not deliver to them: each button box of the window is sent one.
    if (QQuickWindow* window = m_mainCanvas->window()) {
        for (QObject* object : window->findChildren<QObject*>()) {
            if (object->inherits("QQuickDialogButtonBox")) {
                QEvent change(QEvent::LanguageChange);
                QCoreApplication::sendEvent(object, &change);
            }
        }
    }
}

void Workspace::setMainCanvas(QQuickItem* canvas)
{
    if (canvas == m_mainCanvas)
        return;
    m_mainCanvas = canvas;
    emit mainCanvasChanged();
}

} // namespace scalescope::gui
