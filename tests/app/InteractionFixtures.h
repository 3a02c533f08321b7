// What the tests of the window share: the example design open in the real window (Main.qml on
// the workspace, the main view's canvas found), where a device is on the window, a drag with the
// mouse, and a frame drawn once the view has rested. Compiled once, in the library
// scalescope_interaction_fixtures, which the suites link (tests/app/CMakeLists.txt).
#pragma once

#include "gui/adapters/Workspace.h"
#include "gui/rendering/TopologyCanvas.h"

#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QtTest>

namespace scalescope::gui::fixtures {

inline const QString kExample = QString(SCALESCOPE_SOURCE_DIR) + "/resources/examples/dgx-h100-4.scalescope.json";

// Where a device's centre is on the window: its glyph's centre when the pointer there finds it
// (at any zoom, however small the glyph), else a point found by scanning the canvas.
QPoint onWindow(const TopologyCanvas& canvas, const DesignDocument& document, int node);

// A point on the window near the canvas's top edge with no device under it, or (-1, -1).
QPoint emptyOnWindow(const TopologyCanvas& canvas);

// Presses at one point, moves to another in ten steps and releases there, holding `modifiers`.
void dragOnWindow(QWindow* window, QPoint from, QPoint to, Qt::KeyboardModifiers modifiers = Qt::NoModifier);

// Draws a frame now, once the view has rested (its raster sharpened), so that what follows
// starts from a quiet canvas.
void settle(QQuickWindow* window);

// The window on the example design, made once for a suite whose tests then run on it in order.
class InteractionTestCase : public QObject {
    Q_OBJECT
protected:
    Workspace m_workspace;
    DesignDocument& m_document = *m_workspace.document();
    DesignSummary& m_summary = *m_workspace.summary();
    MoveEditing& m_moves = *m_workspace.moves();
    DeviceSelection& m_selection = *m_workspace.view()->selection();
    QQmlApplicationEngine* m_engine = nullptr;
    QQuickWindow* m_window = nullptr;
    TopologyCanvas* m_canvas = nullptr;

    // Opens the example in the window and finds its canvas (QVERIFY's failures return early).
    void openExampleWindow();

private slots:
    void initTestCase() { openExampleWindow(); }
    void cleanupTestCase();
};

} // namespace scalescope::gui::fixtures
