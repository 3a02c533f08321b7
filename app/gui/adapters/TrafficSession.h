// Watching traffic: a job (GPUs, collective, size, algorithm, fidelity) run by the simulator on
// a worker thread, its result, and the playback of its per-link load over simulated time into
// the view state's loads, which the canvas colours links by (only colours change, never
// geometry). After an edit to the design the job runs again, debounced; a result for a design
// that has since changed is never shown.
#pragma once

#include "gui/adapters/DesignDocument.h"
#include "gui/adapters/DesignEditing.h"
#include "gui/adapters/ViewState.h"
#include "sim/LoadTimeline.h"
#include "sim/RankLayout.h"

#include <QElapsedTimer>
#include <QPointF>
#include <QPointer>
#include <QTimer>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <atomic>
#include <future>
#include <memory>
#include <vector>

namespace scalescope::gui {

class TrafficSession : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The workspace owns the traffic session")
    // The job as set up in the panel, in the words of the CLI and the design file.
    Q_PROPERTY(QString ranks MEMBER m_ranks NOTIFY jobChanged)
    Q_PROPERTY(QString collective MEMBER m_collective NOTIFY jobChanged)
    Q_PROPERTY(QString size MEMBER m_size NOTIFY jobChanged)
    Q_PROPERTY(QString algorithm MEMBER m_algorithm NOTIFY jobChanged)
    Q_PROPERTY(QString fidelity MEMBER m_fidelity NOTIFY jobChanged)
    Q_PROPERTY(QStringList collectives READ collectives CONSTANT)
    Q_PROPERTY(QStringList algorithms READ algorithms CONSTANT)
    Q_PROPERTY(QStringList jobNames READ jobNames NOTIFY jobNamesChanged)
    // GPUDirect RDMA: NICs read and write GPU memory directly (off: through host memory).
    // Changing it runs the job again, as an edit does.
    Q_PROPERTY(bool gpuDirect READ gpuDirect WRITE setGpuDirect NOTIFY jobChanged)
    // Re-run after every edit of the design.
    Q_PROPERTY(bool live MEMBER m_live NOTIFY jobChanged)
    Q_PROPERTY(bool running READ running NOTIFY runningChanged)
    // What the last run said: empty before one; `error` when it could not run.
    Q_PROPERTY(QVariantMap result READ result NOTIFY resultChanged)
    Q_PROPERTY(QString error READ error NOTIFY resultChanged)
    Q_PROPERTY(bool hasTimeline READ hasTimeline NOTIFY resultChanged)
    Q_PROPERTY(QVariantList events READ events NOTIFY resultChanged)
    // A result pinned to compare the current one with: its figures and busiest links, and
    // how the current result differs (empty until both exist).
    Q_PROPERTY(QVariantMap pinned READ pinned NOTIFY pinnedChanged)
    Q_PROPERTY(QVariantMap comparison READ comparison NOTIFY pinnedChanged)
    // Charts: busbw against message size for the job (an analytic sweep, with the ideal
    // bound), each tier's utilization over the run, and one link's load over the run.
    Q_PROPERTY(double sweepMaxGBps READ sweepMaxGBps NOTIFY chartsChanged)
    Q_PROPERTY(int chartLink READ chartLink WRITE setChartLink NOTIFY chartLinkChanged)
    Q_PROPERTY(QString chartLinkName READ chartLinkName NOTIFY chartLinkChanged)
    // Playback of the simulated time.
    Q_PROPERTY(double timeUs READ timeUs WRITE seek NOTIFY timeChanged)
    Q_PROPERTY(double durationUs READ durationUs NOTIFY resultChanged)
    Q_PROPERTY(int currentEvent READ currentEvent NOTIFY timeChanged)
    Q_PROPERTY(bool playing READ playing WRITE setPlaying NOTIFY playingChanged)
    // How fast: 1 plays the whole run in kPlaySeconds.
    Q_PROPERTY(double speed MEMBER m_speed NOTIFY playingChanged)

public:
    static constexpr double kPlaySeconds = 8;
    // Edits this close together run the job once.
    static constexpr int kDebounceMs = 30;

    explicit TrafficSession(QObject* parent = nullptr);
    ~TrafficSession() override;

    // The design the jobs run on, the edits that save them in it, and the view state the
    // loads are shown in (and the selection taken from).
    DesignDocument* document() const { return m_document; }
    void setDocument(DesignDocument* document);
    void setEditor(DesignEditing* editor);
    void setView(ViewState* view);
    QStringList collectives() const;
    QStringList algorithms() const;
    QStringList jobNames() const;
    bool running() const { return m_running; }
    bool gpuDirect() const { return m_gpuDirect; }
    void setGpuDirect(bool on);
    QVariantMap result() const { return m_result; }
    QString error() const { return m_error; }
    bool hasTimeline() const { return m_timeline && !m_timeline->empty(); }
    QVariantList events() const { return m_events; }
    double timeUs() const { return m_timeUs; }
    double durationUs() const { return m_timeline ? m_timeline->durationUs() : 0; }
    int currentEvent() const;
    bool playing() const { return m_playing; }
    void setPlaying(bool playing);

    // Runs the job as set up now; a run under way is dropped.
    Q_INVOKABLE void run();
    // Drops the run under way: the panel is free at once, its result never shows.
    Q_INVOKABLE void cancel();
    Q_INVOKABLE void seek(double timeUs);
    Q_INVOKABLE void stepForward();
    Q_INVOKABLE void stepBack();
    // The GPUs selected become the job's ranks.
    Q_INVOKABLE void useSelection();
    // Saves the job in the design under a name (undoable), or takes a saved one's settings.
    Q_INVOKABLE bool saveJob(const QString& name);
    Q_INVOKABLE bool loadJob(const QString& name);
    // A link's figures at the current time: its ends, tier, capacity and load each way.
    Q_INVOKABLE QVariantMap linkInfo(int link) const;
    // A simulated duration for people: "812 µs", "2.15 ms", "1.20 s".
    Q_INVOKABLE QString durationText(double us) const;
    // The heatmap's colour at a place on its scale (0 to 1), and the utilization shown there.
    Q_INVOKABLE QColor heatColourAt(double position) const;
    // The legend's ticks: quarters on the linear scale, decades on the log one ({position, label}).
    Q_INVOKABLE QVariantList legendTicks(bool logScale) const;

    // Fill chart series in one go (QXYSeries::replace): busbw and the ideal bound by log2 of size;
    // per tier, in LinkTier order (NVLink, C2C, PCIe, InfiniBand, Ethernet), utilization
    // against time; the chart link's utilization each way against time.
    Q_INVOKABLE void fillSweep(QObject* busbw, QObject* ideal) const;
    Q_INVOKABLE void fillTierLoads(const QVariantList& series) const;
    Q_INVOKABLE void fillLinkLoad(QObject* forward, QObject* backward) const;
    double sweepMaxGBps() const;
    int chartLink() const { return m_chartLink; }
    void setChartLink(int link);
    QString chartLinkName() const;
    static constexpr int kTierSamples = 120;

    Q_INVOKABLE void pin();
    Q_INVOKABLE void unpin();
    QVariantMap pinned() const { return m_pinned; }
    QVariantMap comparison() const;
    static constexpr int kBusiestLinks = 5;

    // For tests and the benchmark: the result arrived for the design as it is now.
    int finishedRuns() const { return m_finishedRuns; }

signals:
    void jobChanged();
    void jobNamesChanged();
    void runningChanged();
    void resultChanged();
    void timeChanged();
    void playingChanged();
    void pinnedChanged();
    void chartLinkChanged();
    // The charts' data, which comes a moment after the result.
    void chartsChanged();

private:
    struct Outcome;
    struct ChartData;
    static std::shared_ptr<ChartData> chartData(const Topology& topology, const RankLayout& layout,
        const Workload& workload, SimOptions options, const LoadTimeline& timeline);
    void designEdited();
    void finish(std::shared_ptr<Outcome> outcome);
    void showLoads();
    void advance();

    QPointer<DesignDocument> m_document;
    QPointer<DesignEditing> m_editor;
    QPointer<ViewState> m_view;
    QString m_ranks = QStringLiteral("all"), m_collective = QStringLiteral("all_reduce"), m_size = QStringLiteral("1G"),
            m_algorithm = QStringLiteral("auto"), m_fidelity = QStringLiteral("flow");
    bool m_live = true;
    bool m_gpuDirect = true;
    bool m_running = false;
    int m_generation = 0;
    int m_finishedRuns = 0;
    std::vector<std::future<void>> m_jobs; // runs still going; stopped and waited for on destruction
    std::shared_ptr<std::atomic<bool>> m_stop; // raised to stop the run under way
    void stopRun();
    QVariantMap m_result;
    QVariantMap m_pinned;
    std::shared_ptr<const ChartData> m_charts; // the last run's, once computed
    int m_chartLink = -1;
    // The current result's figures and busiest links, as pin() keeps them.
    QVariantMap summary() const;
    QString m_error;
    QVariantList m_events;
    std::shared_ptr<const LoadTimeline> m_timeline;
    std::shared_ptr<const Topology> m_resultTopology; // what the result's link indexes refer to
    double m_timeUs = 0;
    bool m_playing = false;
    double m_speed = 1;
    QTimer m_frameTimer;
    QElapsedTimer m_clock;
    QTimer m_debounce;
    QElapsedTimer m_sinceRun; // since the last run started
    std::vector<float> m_loads;
};

} // namespace scalescope::gui
