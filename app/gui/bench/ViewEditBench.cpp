#include "gui/bench/ViewEditBench.h"

#include "gui/adapters/Workspace.h"
#include "gui/bench/Percentile.h"
#include "gui/rendering/SceneStyle.h"
#include "gui/rendering/TopologyCanvas.h"
#include "model/Names.h"

#include <QCoreApplication>
#include <QMouseEvent>
#include <QQuickWindow>
#include <QTimer>

#include <cstdio>

namespace scalescope::gui {
namespace {

constexpr int kRestMs = 1000; // after the view moves to the rack: its raster is drawn at the exact zoom
constexpr int kMoves = 30;
constexpr int kMovesPerRow = 10; // the pointer goes back and forth, a row lower each time
constexpr float kGridStepsPerMove = 2; // every move shows the rack at another place on the grid
constexpr int kToggles = 20; // hidden, shown, ...
constexpr int kTogglePauseMs = 50; // between one toggle on screen and the next, as clicks come
constexpr std::size_t kIdleFrames = 10; // frames that change nothing, for comparison

// A GPU in a rack (the thing a user drags), else any device in a group, else the first device.
int deviceToDrag(const Topology& topology)
{
    for (NodeId n = 0; n < topology.nodes.size(); ++n)
        if (topology.nodes[n].kind == NodeKind::Gpu && topology.rackOf(n) != kNoGroup)
            return static_cast<int>(n);
    for (NodeId n = 0; n < topology.nodes.size(); ++n)
        if (topology.nodes[n].group != kNoGroup)
            return static_cast<int>(n);
    return topology.nodes.empty() ? -1 : 0;
}

// The tier with the most links: the one whose hiding changes most.
LinkTier busiestTier(const Topology& topology)
{
    std::size_t counts[kLinkTierCount] = {};
    for (const Link& link : topology.links)
        ++counts[static_cast<int>(link.tier)];
    int most = 0;
    for (int t = 1; t < kLinkTierCount; ++t)
        if (counts[t] > counts[most])
            most = t;
    return static_cast<LinkTier>(most);
}

} // namespace

ViewEditBench::ViewEditBench(QQuickWindow& window, TopologyCanvas& canvas, Workspace& workspace)
    : m_window(window)
    , m_canvas(canvas)
    , m_workspace(workspace)
{
    connect(
        &window, &QQuickWindow::afterSynchronizing, this,
        [this] {
            int changed = 1;
            m_state.compare_exchange_strong(changed, 2);
        },
        Qt::DirectConnection);
    connect(
        &window, &QQuickWindow::frameSwapped, this,
        [this] {
            if (m_state != 2)
                return;
            std::function<void(double)> then;
            double ms = 0;
            {
                std::lock_guard<std::mutex> guard(m_lock);
                ms = std::chrono::duration<double, std::milli>(Clock::now() - m_changed).count();
                then = std::move(m_then);
                m_state = 0;
            }
            QMetaObject::invokeMethod(
                this, [then, ms] { then(ms); }, Qt::QueuedConnection);
        },
        Qt::DirectConnection);
}

void ViewEditBench::awaitFrame(Clock::time_point changed, std::function<void(double)> then)
{
    std::lock_guard<std::mutex> guard(m_lock);
    m_changed = changed;
    m_then = std::move(then);
    m_state = 1;
}

void ViewEditBench::run(std::function<void()> done)
{
    m_done = std::move(done);
    m_viewCentre = m_canvas.sceneAt(QPointF(m_canvas.width() / 2, m_canvas.height() / 2));
    m_viewZoom = m_canvas.zoom();
    m_node = deviceToDrag(*m_workspace.document()->topology());
    const std::string_view tier = toString(busiestTier(*m_workspace.document()->topology()));
    m_tier = QString::fromLatin1(tier.data(), static_cast<int>(tier.size()));
    if (m_node < 0) {
        finish();
        return;
    }
    // Close enough to see the rack's devices, as a user about to drag it would be.
    m_canvas.centerOn(m_node);
    QTimer::singleShot(kRestMs, this, [this] { nextIdleFrame(); });
}

void ViewEditBench::nextIdleFrame()
{
    // What a frame costs here when nothing changes: the floor under every figure below.
    if (m_idleMs.size() == kIdleFrames) {
        startDrag();
        return;
    }
    const auto start = Clock::now();
    m_canvas.update();
    awaitFrame(start, [this](double ms) {
        m_idleMs.push_back(ms);
        QTimer::singleShot(kTogglePauseMs, this, [this] { nextIdleFrame(); });
    });
}

void ViewEditBench::sendMouse(int type, QPointF windowPoint)
{
    const auto eventType = static_cast<QEvent::Type>(type);
    const Qt::MouseButton button = eventType == QEvent::MouseMove ? Qt::NoButton : Qt::LeftButton;
    const Qt::MouseButtons buttons = eventType == QEvent::MouseButtonRelease ? Qt::NoButton : Qt::LeftButton;
    QMouseEvent event(
        eventType, windowPoint, windowPoint, m_window.mapToGlobal(windowPoint), button, buttons, Qt::NoModifier);
    m_eventTime += 16; // a pointer moving at 60 Hz
    event.setTimestamp(static_cast<quint64>(m_eventTime));
    QCoreApplication::sendEvent(&m_window, &event);
}

void ViewEditBench::startDrag()
{
    m_press = m_canvas.mapToScene(m_canvas.deviceCenter(m_node));
    sendMouse(QEvent::MouseButtonPress, m_press);
    // The first move takes the drag past the threshold and starts it (selection, what moves);
    // the moves after it are timed.
    const double step = kGridStepsPerMove * kSnapGrid * m_canvas.zoom();
    const auto start = Clock::now();
    sendMouse(QEvent::MouseMove, m_press + QPointF(step, 0));
    awaitFrame(start, [this](double) {
        // The drag selects what it moves: without that it panned, and would time the wrong thing.
        if (m_workspace.view()->selection()->current() != m_node) {
            std::fprintf(stderr, "scalescope: the drag did not take the rack\n");
            QCoreApplication::exit(1);
            return;
        }
        m_countsBefore = m_canvas.renderCounts();
        nextMove();
    });
}

void ViewEditBench::nextMove()
{
    const double step = kGridStepsPerMove * kSnapGrid * m_canvas.zoom();
    if (m_moves == kMoves) {
        m_dragCounts = m_canvas.renderCounts();
        // The release commits the move (one undoable edit, laid out once); undone after.
        const QPointF last = m_press + QPointF(step, 0); // wherever: only the moves are timed
        const auto start = Clock::now();
        sendMouse(QEvent::MouseButtonRelease, last);
        awaitFrame(start, [this](double ms) {
            m_releaseMs = ms;
            if (!m_workspace.document()->canUndo()) {
                reportDrag();
                return;
            }
            m_workspace.document()->undo();
            awaitFrame(Clock::now(), [this](double) { reportDrag(); });
        });
        return;
    }
    // Back and forth, a row lower each pass: every move a new place, the rack near the view.
    const int row = m_moves / kMovesPerRow, column = m_moves % kMovesPerRow;
    const int across = row % 2 == 0 ? 2 + column : 1 + kMovesPerRow - column;
    const QPointF to = m_press + QPointF(across * step, row * step);
    ++m_moves;
    const auto start = Clock::now();
    sendMouse(QEvent::MouseMove, to);
    awaitFrame(start, [this](double ms) {
        m_dragMs.push_back(ms);
        nextMove();
    });
}

void ViewEditBench::reportDrag()
{
    std::printf("drag: median %.1f ms, p95 %.1f ms\n", percentile(m_dragMs, 0.5), percentile(m_dragMs, 0.95));
    std::printf("  %zu moves of the rack of %s by %g grid steps at zoom %.2f, each until its frame (%d drawing lists, "
                "%d rasters made meanwhile); the release laid out and drawn in %.1f ms\n",
        m_dragMs.size(), m_workspace.document()->topology()->nodes[m_node].name.c_str(),
        static_cast<double>(kGridStepsPerMove), m_canvas.zoom(), m_dragCounts.lists - m_countsBefore.lists,
        m_dragCounts.rasters - m_countsBefore.rasters, m_releaseMs);
    std::printf("  a frame that changes nothing: median %.1f ms\n", percentile(m_idleMs, 0.5));
    std::fflush(stdout);
    m_countsBefore = m_canvas.renderCounts();
    QTimer::singleShot(kTogglePauseMs, this, [this] { nextToggle(); });
}

void ViewEditBench::nextToggle()
{
    if (m_toggles == kToggles) {
        finish();
        return;
    }
    const QStringList hidden = m_toggles % 2 == 0 ? QStringList { m_tier } : QStringList {};
    ++m_toggles;
    const auto start = Clock::now();
    m_workspace.view()->setHiddenTiers(hidden);
    awaitFrame(start, [this](double ms) {
        m_toggleMs.push_back(ms);
        QTimer::singleShot(kTogglePauseMs, this, [this] { nextToggle(); });
    });
}

void ViewEditBench::finish()
{
    std::printf("toggle: median %.1f ms, p95 %.1f ms\n", percentile(m_toggleMs, 0.5), percentile(m_toggleMs, 0.95));
    const CanvasRenderer::Counts counts = m_canvas.renderCounts();
    std::printf("  %zu toggles of %s (hidden, shown), each until its frame, %s (%d drawing lists, %d rasters made "
                "meanwhile)\n",
        m_toggleMs.size(), qPrintable(tierLabel(busiestTier(*m_workspace.document()->topology()))),
        m_canvas.detailed() ? "every device and link" : "racks as blocks", counts.lists - m_countsBefore.lists,
        counts.rasters - m_countsBefore.rasters);
    std::fflush(stdout);
    // The view as it was, nothing selected.
    m_workspace.view()->selection()->clear();
    m_canvas.centerAt(m_viewCentre);
    const QPointF middle(m_canvas.width() / 2, m_canvas.height() / 2);
    m_canvas.zoomAt(middle, m_viewZoom / m_canvas.zoom());
    if (m_done)
        m_done();
}

} // namespace scalescope::gui
