#include "gui/adapters/Workspace.h"

#include <QQmlEngine>

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
             &m_view, m_view.selection(), &m_traffic, &m_bom, &m_comparison, &m_exporter, &m_devices, &m_files,
             &m_recovery, &m_annotations, &m_stories })
        QQmlEngine::setObjectOwnership(part, QQmlEngine::CppOwnership);
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

void Workspace::setMainCanvas(QQuickItem* canvas)
{
    if (canvas == m_mainCanvas)
        return;
    m_mainCanvas = canvas;
    emit mainCanvasChanged();
}

} // namespace scalescope::gui
