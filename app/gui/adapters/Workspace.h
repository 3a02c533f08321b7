// The one object the window is given: the open design (its document, summary and the edits
// made to it, its failure marks, what replaces it and its recovery copies), how it is viewed (ViewState), the traffic
// watched on it, its bill of materials, the exporter, the device list, the presenter's tools, the comparison with
// another design (and that design drawn beside it), its stories and the language the window speaks. Views reach every
// C++ object through it and share state only through it. The main view's camera stays in its canvas item: the workspace
// asks it to move (centre, fit, zoom) by signals, and the canvas registers itself here for those who time its frames.
#pragma once

#include "gui/adapters/AnnotationLayer.h"
#include "gui/adapters/BaselineView.h"
#include "gui/adapters/BomSession.h"
#include "gui/adapters/ComparisonSession.h"
#include "gui/adapters/DesignClipboard.h"
#include "gui/adapters/DesignDocument.h"
#include "gui/adapters/DesignEditing.h"
#include "gui/adapters/DesignSummary.h"
#include "gui/adapters/DeviceListModel.h"
#include "gui/adapters/DocumentFiles.h"
#include "gui/adapters/DocumentRecovery.h"
#include "gui/adapters/ExportController.h"
#include "gui/adapters/FailureEditing.h"
#include "gui/adapters/Languages.h"
#include "gui/adapters/MoveEditing.h"
#include "gui/adapters/PresenterTools.h"
#include "gui/adapters/StorySession.h"
#include "gui/adapters/TrafficSession.h"
#include "gui/adapters/TrainingSession.h"
#include "gui/adapters/ViewState.h"

#include <QObject>
#include <QPointF>
#include <QPointer>
#include <QRectF>
#include <QQuickItem>
#include <QtQml/qqmlregistration.h>

namespace scalescope::gui {

class Workspace : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The program makes the workspace at start-up")
    Q_PROPERTY(scalescope::gui::DesignDocument* document READ document CONSTANT)
    Q_PROPERTY(scalescope::gui::DesignSummary* summary READ summary CONSTANT)
    Q_PROPERTY(scalescope::gui::DesignEditing* editor READ editor CONSTANT)
    Q_PROPERTY(scalescope::gui::FailureEditing* failures READ failures CONSTANT)
    Q_PROPERTY(scalescope::gui::MoveEditing* moves READ moves CONSTANT)
    Q_PROPERTY(scalescope::gui::DesignClipboard* clipboard READ clipboard CONSTANT)
    Q_PROPERTY(scalescope::gui::ViewState* view READ view CONSTANT)
    Q_PROPERTY(scalescope::gui::AnnotationLayer* annotations READ annotations CONSTANT)
    Q_PROPERTY(scalescope::gui::PresenterTools* presenterTools READ presenterTools CONSTANT)
    Q_PROPERTY(scalescope::gui::TrafficSession* traffic READ traffic CONSTANT)
    Q_PROPERTY(scalescope::gui::TrainingSession* training READ training CONSTANT)
    Q_PROPERTY(scalescope::gui::BomSession* bom READ bom CONSTANT)
    Q_PROPERTY(scalescope::gui::ComparisonSession* comparison READ comparison CONSTANT)
    Q_PROPERTY(scalescope::gui::BaselineView* baseline READ baseline CONSTANT)
    Q_PROPERTY(scalescope::gui::ExportController* exporter READ exporter CONSTANT)
    Q_PROPERTY(scalescope::gui::DeviceListModel* devices READ devices CONSTANT)
    Q_PROPERTY(scalescope::gui::DocumentFiles* files READ files CONSTANT)
    Q_PROPERTY(scalescope::gui::DocumentRecovery* recovery READ recovery CONSTANT)
    Q_PROPERTY(scalescope::gui::StorySession* stories READ stories CONSTANT)
    Q_PROPERTY(scalescope::gui::Languages* languages READ languages CONSTANT)

public:
    // Designs open on the base catalog (the built-in one and the user's files) plus their own
    // section; without one, on the built-in catalog alone.
    explicit Workspace(QObject* parent = nullptr);
    explicit Workspace(SharedCatalog baseCatalog, QObject* parent = nullptr);

    DesignDocument* document() { return &m_document; }
    DesignSummary* summary() { return &m_summary; }
    DesignEditing* editor() { return &m_editing; }
    FailureEditing* failures() { return &m_failures; }
    MoveEditing* moves() { return &m_moves; }
    DesignClipboard* clipboard() { return &m_clipboard; }
    ViewState* view() { return &m_view; }
    AnnotationLayer* annotations() { return &m_annotations; }
    PresenterTools* presenterTools() { return &m_presenterTools; }
    TrafficSession* traffic() { return &m_traffic; }
    TrainingSession* training() { return &m_training; }
    BomSession* bom() { return &m_bom; }
    ComparisonSession* comparison() { return &m_comparison; }
    BaselineView* baseline() { return &m_baseline; }
    ExportController* exporter() { return &m_exporter; }
    DeviceListModel* devices() { return &m_devices; }
    DocumentFiles* files() { return &m_files; }
    DocumentRecovery* recovery() { return &m_recovery; }
    StorySession* stories() { return &m_stories; }
    Languages* languages() { return &m_languages; }

    // Asks the main view to move its camera: centred on a device (zoomed in far enough to see
    // it) or a scene point, the whole design, the selection, or zoomed about its middle.
    Q_INVOKABLE void centerOn(int node);
    Q_INVOKABLE void centerAt(QPointF scenePoint);
    Q_INVOKABLE void fitToView();
    Q_INVOKABLE void zoomToSelection();
    Q_INVOKABLE void zoomBy(double factor);
    // Asks the main view to show a scene rectangle whole, as large as the view allows (a story's
    // scene brings its camera back so).
    Q_INVOKABLE void showArea(QRectF sceneArea);
    // Asks the window to open File > Export….
    Q_INVOKABLE void requestExportDialog();

    // The main view's canvas item, as it registers itself (null before it does).
    QQuickItem* mainCanvas() const { return m_mainCanvas; }
    void setMainCanvas(QQuickItem* canvas);

signals:
    void centerOnRequested(int node);
    void centerAtRequested(QPointF scenePoint);
    void fitRequested();
    void zoomToSelectionRequested();
    void zoomRequested(double factor);
    void showAreaRequested(QRectF sceneArea);
    void exportDialogRequested();
    void mainCanvasChanged();

private:
    void retranslateWindow();

    DesignDocument m_document;
    DesignSummary m_summary { m_document };
    DesignEditing m_editing { m_document };
    FailureEditing m_failures { m_document };
    MoveEditing m_moves { m_document };
    DesignClipboard m_clipboard { m_document };
    ViewState m_view { m_document };
    AnnotationLayer m_annotations;
    PresenterTools m_presenterTools { m_annotations };
    TrafficSession m_traffic;
    TrainingSession m_training;
    BomSession m_bom;
    ComparisonSession m_comparison;
    BaselineView m_baseline { m_comparison, m_traffic, m_view };
    ExportController m_exporter { m_document, m_summary, m_view, m_traffic };
    DeviceListModel m_devices;
    DocumentFiles m_files { m_document };
    DocumentRecovery m_recovery { m_document, m_files };
    StorySession m_stories { *this };
    Languages m_languages { m_view };
    QPointer<QQuickItem> m_mainCanvas;
};

} // namespace scalescope::gui
