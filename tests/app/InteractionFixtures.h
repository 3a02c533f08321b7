// What the tests of the window share: the example design open in the real window (Main.qml on
// the workspace, the main view's canvas found), where a device is on the window, a drag with the
// mouse, and a frame drawn once the view has rested.
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
inline QPoint onWindow(const TopologyCanvas& canvas, const DesignDocument& document, int node)
{
    const QPointF centre = canvas.deviceCenter(node);
    if (canvas.deviceAt(centre) == node)
        return canvas.mapToScene(centre).toPoint();
    const SceneRect r = document.scene()->devices.at(node);
    for (int x = 0; x < canvas.width(); x += 2)
        for (int y = 0; y < canvas.height(); y += 2)
            if (canvas.deviceAt(QPointF(x, y)) == node) {
                // Refine to the middle of the glyph: step by half its size on screen.
                const double half = r.width * canvas.zoom() / 2;
                return canvas.mapToScene(QPointF(x + half / 2, y + half / 2)).toPoint();
            }
    return { -1, -1 };
}

// A point on the window near the canvas's top edge with no device under it, or (-1, -1).
inline QPoint emptyOnWindow(const TopologyCanvas& canvas)
{
    for (int x = 4; x < canvas.width(); x += 10)
        if (canvas.deviceAt(QPointF(x, 4)) < 0)
            return canvas.mapToScene(QPointF(x, 4)).toPoint();
    return { -1, -1 };
}

// Presses at one point, moves to another in ten steps and releases there, holding `modifiers`.
inline void dragOnWindow(QWindow* window, QPoint from, QPoint to, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QTest::mousePress(window, Qt::LeftButton, modifiers, from);
    for (int step = 1; step <= 10; ++step)
        QTest::mouseEvent(QTest::MouseMove, window, Qt::NoButton, modifiers, from + (to - from) * step / 10);
    QTest::mouseRelease(window, Qt::LeftButton, modifiers, to);
}

// Draws a frame now, once the view has rested (its raster sharpened), so that what follows
// starts from a quiet canvas.
inline void settle(QQuickWindow* window)
{
    QTest::qWait(400);
    window->grabWindow();
}

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
    void openExampleWindow()
    {
        QVERIFY2(m_document.load(kExample), qPrintable(m_document.errorText()));
        m_engine = new QQmlApplicationEngine(this);
        m_engine->setInitialProperties({ { "workspace", QVariant::fromValue(&m_workspace) } });
        m_engine->load(QUrl("qrc:/ScaleScope/Main.qml"));
        QVERIFY(!m_engine->rootObjects().isEmpty());
        m_window = qobject_cast<QQuickWindow*>(m_engine->rootObjects().first());
        QVERIFY(m_window);
        m_window->resize(1400, 900);
        QVERIFY(QTest::qWaitForWindowExposed(m_window));
        // The main view's canvas, as it registered with the workspace.
        m_canvas = qobject_cast<TopologyCanvas*>(m_workspace.mainCanvas());
        QVERIFY(m_canvas);
        QTRY_VERIFY(m_canvas->width() > 100);
    }

private slots:
    void initTestCase() { openExampleWindow(); }

    void cleanupTestCase()
    {
        delete m_engine; // before the workspace it shows
        m_engine = nullptr;
    }
};

} // namespace scalescope::gui::fixtures
