#include "InteractionFixtures.h"

namespace scalescope::gui::fixtures {

QPoint onWindow(const TopologyCanvas& canvas, const DesignDocument& document, int node)
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

QPoint emptyOnWindow(const TopologyCanvas& canvas)
{
    for (int x = 4; x < canvas.width(); x += 10)
        if (canvas.deviceAt(QPointF(x, 4)) < 0)
            return canvas.mapToScene(QPointF(x, 4)).toPoint();
    return { -1, -1 };
}

void dragOnWindow(QWindow* window, QPoint from, QPoint to, Qt::KeyboardModifiers modifiers)
{
    QTest::mousePress(window, Qt::LeftButton, modifiers, from);
    for (int step = 1; step <= 10; ++step)
        QTest::mouseEvent(QTest::MouseMove, window, Qt::NoButton, modifiers, from + (to - from) * step / 10);
    QTest::mouseRelease(window, Qt::LeftButton, modifiers, to);
}

void settle(QQuickWindow* window)
{
    QTest::qWait(400);
    window->grabWindow();
}

void InteractionTestCase::openExampleWindow()
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

void InteractionTestCase::cleanupTestCase()
{
    delete m_engine; // before the workspace it shows
    m_engine = nullptr;
}

} // namespace scalescope::gui::fixtures
