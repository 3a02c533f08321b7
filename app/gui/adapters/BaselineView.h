// The comparison's baseline drawn beside the open design ("side by side", from the Compare tab):
// the baseline design as laid out, and the Traffic tab's job run on it too, so that its own
// heatmap plays at the same simulated time as the open design's (a baseline that takes longer
// stretches the timeline to its end). A second canvas draws what this holds; it holds the run's
// figures in words for the two canvases' headings. Runs on a worker thread; a result for a
// baseline or a job that has since changed is never shown.
#pragma once

#include "design/JobRunner.h"
#include "sim/LoadPlayback.h"
#include "gui/adapters/ComparisonSession.h"
#include "gui/adapters/TrafficSession.h"
#include "gui/adapters/ViewState.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <future>
#include <memory>
#include <optional>
#include <vector>

namespace scalescope::gui {

class BaselineView : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The workspace owns the baseline's view")
    // Side by side is on and there is a baseline to draw.
    Q_PROPERTY(bool shown READ shown NOTIFY shownChanged)
    Q_PROPERTY(QString title READ title NOTIFY shownChanged)
    Q_PROPERTY(QString currentTitle READ currentTitle NOTIFY runChanged)
    Q_PROPERTY(bool running READ running NOTIFY runChanged)
    // The job's figures on each side ("all_reduce 1 GiB: 4.21 ms, busbw 511 GB/s"); empty before
    // a run. `error`: why the job cannot run on the baseline (its GPUs named there are not).
    Q_PROPERTY(QString runText READ runText NOTIFY runChanged)
    Q_PROPERTY(QString currentRunText READ currentRunText NOTIFY runChanged)
    Q_PROPERTY(QString error READ error NOTIFY runChanged)
    // What to do for a heatmap on both sides (no job run yet, or one without a timeline).
    Q_PROPERTY(QString hint READ hint NOTIFY runChanged)

public:
    BaselineView(ComparisonSession& comparison, TrafficSession& traffic, ViewState& view, QObject* parent = nullptr);
    ~BaselineView() override;

    bool shown() const;
    QString title() const { return m_comparison.baselineTitle(); }
    QString currentTitle() const { return m_comparison.currentTitle(); }
    bool running() const { return m_running; }
    QString runText() const { return m_runText; }
    QString currentRunText() const;
    QString error() const { return m_error; }
    QString hint() const;

    // What the canvas draws: the baseline (null when none), a number that changes with it, and
    // each link's utilization at the traffic's time (empty: no heatmap).
    const std::shared_ptr<const Topology>& topology() const { return m_comparison.baselineSide().topology; }
    const std::shared_ptr<const Scene>& scene() const { return m_comparison.baselineSide().scene; }
    int generation() const { return m_designGeneration; }
    const std::vector<float>& loads() const { return m_loads; }
    // Runs on the baseline that have reported (tests wait on it).
    int finishedRuns() const { return m_finishedRuns; }

signals:
    void shownChanged();
    void designChanged(); // another baseline (or none)
    void loadsChanged();
    void runChanged();

private:
    struct Outcome {
        std::shared_ptr<const JobResult> run;
        std::shared_ptr<LoadPlayback> playback; // of the run, made on the worker
        QString error;
    };
    void baselineChanged();
    void trafficResultChanged();
    void run();
    void finish(const JobSpec& job, const Outcome& outcome);
    void drop(); // no run: no heatmap, no figures
    void showLoads();

    ComparisonSession& m_comparison;
    TrafficSession& m_traffic;
    ViewState& m_view;
    int m_generation = 0; // of the runs
    int m_designGeneration = 0;
    std::optional<JobSpec> m_ranJob; // the job m_run (or m_error) is for, on this baseline
    std::shared_ptr<const JobResult> m_run;
    std::shared_ptr<LoadPlayback> m_playback; // looks only at the links whose load changed since the last frame
    QString m_runText;
    QString m_error;
    bool m_running = false;
    int m_finishedRuns = 0;
    std::vector<float> m_loads;
    std::vector<std::future<void>> m_jobs;
};

} // namespace scalescope::gui
