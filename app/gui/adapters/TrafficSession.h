// Watching traffic: a job (a JobSpec: GPUs, collective, size, algorithm, fidelity, GPUDirect)
// run by runJob on a worker thread, its result as a typed TrafficResult, and the playback of its
// per-link load over simulated time into the view state's loads, which the canvas colours links
// by (only colours change, never geometry). After an edit to the design the job runs again,
// debounced; a result for a design that has since changed is never shown.
#pragma once

#include "design/JobRunner.h"
#include "sim/LoadPlayback.h"
#include "gui/adapters/DesignDocument.h"
#include "gui/adapters/DesignEditing.h"
#include "gui/adapters/TrafficResult.h"
#include "gui/adapters/ViewState.h"

#include <QColor>
#include <QElapsedTimer>
#include <QPointF>
#include <QPointer>
#include <QMap>
#include <QTimer>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <algorithm>
#include <atomic>
#include <future>
#include <memory>
#include <vector>

namespace scalescope::gui {

class TrafficSession : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The workspace owns the traffic session")
    // The job as set up in the panel, in the words of the CLI and the design file. Each is
    // taken into the job as it is set; what cannot be is said in jobError and left out of the
    // job (the size keeps the text as written, so that the field shows what is wrong).
    Q_PROPERTY(QString ranks READ ranks WRITE setRanks NOTIFY jobChanged)
    Q_PROPERTY(QString collective READ collective WRITE setCollective NOTIFY jobChanged)
    Q_PROPERTY(QString size READ size WRITE setSize NOTIFY jobChanged)
    Q_PROPERTY(QString algorithm READ algorithm WRITE setAlgorithm NOTIFY jobChanged)
    Q_PROPERTY(QString fidelity READ fidelity WRITE setFidelity NOTIFY jobChanged)
    // GPUDirect RDMA: NICs read and write GPU memory directly (off: through host memory).
    // Changing it runs the job again, as an edit does.
    Q_PROPERTY(bool gpuDirect READ gpuDirect WRITE setGpuDirect NOTIFY jobChanged)
    // How the fabric routes for the job: one of `routings`, "design" for the design's own
    // (designRouting says which). Changing it runs the job again, as an edit does.
    Q_PROPERTY(QString routing READ routing WRITE setRouting NOTIFY jobChanged)
    Q_PROPERTY(QStringList routings READ routings CONSTANT)
    Q_PROPERTY(QString designRouting READ designRouting NOTIFY designRoutingChanged)
    // Queue pairs per NCCL connection (NCCL_IB_QPS_PER_CONNECTION, 1 to maxQpsPerConnection): under
    // static ECMP each is hashed onto a path of its own. Changing it runs the job again, as an edit
    // does. `hashed`: the job's routing (its own or the design's) is static ECMP, where it matters.
    Q_PROPERTY(int qpsPerConnection READ qpsPerConnection WRITE setQpsPerConnection NOTIFY jobChanged)
    Q_PROPERTY(int maxQpsPerConnection READ maxQpsPerConnection CONSTANT)
    Q_PROPERTY(bool hashed READ hashed NOTIFY hashedChanged)
    // What is wrong with the job as set up ("\"lots\" is not a size…"); empty when it can run.
    Q_PROPERTY(QString jobError READ jobError NOTIFY jobChanged)
    // Why no job can run on the design at all (it has no GPUs: an imported fabric's hosts are
    // their adapters alone); empty when jobs can run. Run does nothing then.
    Q_PROPERTY(QString cannotRun READ cannotRun NOTIFY cannotRunChanged)
    // The edit that would give such a design GPUs, when its hosts' adapters say what they are
    // (DesignEditing::hostTyping), and making it.
    Q_PROPERTY(QString hostTyping READ hostTyping NOTIFY cannotRunChanged)
    Q_PROPERTY(QStringList collectives READ collectives CONSTANT)
    Q_PROPERTY(QStringList algorithms READ algorithms CONSTANT)
    Q_PROPERTY(QStringList fidelities READ fidelities CONSTANT)
    Q_PROPERTY(QStringList jobNames READ jobNames NOTIFY jobNamesChanged)
    // Re-run after every edit of the design.
    Q_PROPERTY(bool live MEMBER m_live NOTIFY jobChanged)
    Q_PROPERTY(bool running READ running NOTIFY runningChanged)
    // What the last run said: null before one; `error` when it could not run; `resultStale`
    // once the design has changed under it.
    Q_PROPERTY(scalescope::gui::TrafficResult* result READ result NOTIFY resultChanged)
    Q_PROPERTY(bool resultStale READ resultStale NOTIFY resultChanged)
    Q_PROPERTY(QString error READ error NOTIFY resultChanged)
    Q_PROPERTY(bool hasTimeline READ hasTimeline NOTIFY resultChanged)
    // A result pinned to compare the current one with, and how the current one differs from it
    // (null until both exist and the current one is for the design as it is).
    Q_PROPERTY(scalescope::gui::TrafficResult* pinned READ pinned NOTIFY pinnedChanged)
    Q_PROPERTY(scalescope::gui::TrafficComparison* comparison READ comparison NOTIFY pinnedChanged)
    // Charts: busbw against message size for the job (an analytic sweep, with the ideal
    // bound), each tier's utilization over the run, and one link's load over the run.
    // The busbw axis of the sweep chart: from 0 to a round number above the sweep's highest
    // figure, with a tick at every round step.
    Q_PROPERTY(double sweepAxisMaxGBps READ sweepAxisMaxGBps NOTIFY chartsChanged)
    Q_PROPERTY(int sweepAxisTicks READ sweepAxisTicks NOTIFY chartsChanged)
    Q_PROPERTY(int chartLink READ chartLink WRITE setChartLink NOTIFY chartLinkChanged)
    Q_PROPERTY(QString chartLinkName READ chartLinkName NOTIFY chartLinkChanged)
    // Playback of the simulated time.
    Q_PROPERTY(double timeUs READ timeUs WRITE seek NOTIFY timeChanged)
    // The run's, or the baseline's drawn beside it when that takes longer (side by side).
    Q_PROPERTY(double durationUs READ durationUs NOTIFY durationChanged)
    Q_PROPERTY(int currentEvent READ currentEvent NOTIFY timeChanged)
    // The step under way at the current time (null when none).
    Q_PROPERTY(scalescope::gui::TrafficStep* currentStep READ currentStep NOTIFY timeChanged)
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
    // The job as it is set up, and another in its place (as loadJob does).
    const JobSpec& job() const { return m_job; }
    void setJob(const JobSpec& job);
    QString ranks() const { return QString::fromStdString(m_job.ranks); }
    void setRanks(const QString& ranks);
    QString collective() const;
    void setCollective(const QString& name);
    QString size() const;
    void setSize(const QString& text);
    QString algorithm() const;
    void setAlgorithm(const QString& name);
    QString fidelity() const;
    void setFidelity(const QString& name);
    bool gpuDirect() const { return m_job.gpuDirect; }
    void setGpuDirect(bool on);
    QString routing() const;
    void setRouting(const QString& name);
    QStringList routings() const;
    // The design's routing: "ecmp" or "adaptive".
    QString designRouting() const;
    int qpsPerConnection() const { return m_job.qpsPerConnection; }
    void setQpsPerConnection(int qps);
    static int maxQpsPerConnection() { return kMaxQpsPerConnection; }
    bool hashed() const;
    QString jobError() const;
    QStringList collectives() const;
    QStringList algorithms() const;
    QStringList fidelities() const;
    QStringList jobNames() const;
    bool running() const { return m_running; }
    TrafficResult* result() const { return m_result.get(); }
    bool resultStale() const { return m_result && !m_run; }
    QString error() const { return m_error; }
    bool hasTimeline() const { return m_run && !m_run->timeline.empty(); }
    // The result shown comes with its run's timeline: a heatmap at a moment of it can be drawn.
    bool heatmapAvailable() const { return m_result && hasTimeline(); }
    double timeUs() const { return m_timeUs; }
    double durationUs() const { return m_run ? std::max(m_run->timeline.durationUs(), m_companionDurationUs) : 0; }
    // The run of the same job on a baseline drawn beside this design (0: none): the playback
    // goes on to its end.
    void setCompanionDurationUs(double us);
    int currentEvent() const;
    TrafficStep* currentStep() const;
    bool playing() const { return m_playing; }
    void setPlaying(bool playing);

    // A flow run estimated to need more memory than this many bytes is refused before it starts,
    // and the panel says so (0: no limit). The program sets it from the machine (DesktopApp).
    void setMemoryBudget(double bytes) { m_memoryBudgetBytes = bytes; }
    double memoryBudget() const { return m_memoryBudgetBytes; }

    // Runs the job as set up now; a run under way is dropped.
    Q_INVOKABLE void run();
    // The language changed: a result shown is made again (its reasons and plan are the core's
    // words), at the moment it shows.
    void retranslate();
    // Drops the run under way: the panel is free at once, its result never shows.
    Q_INVOKABLE void cancel();
    // Drops the run under way and the result shown: no heatmap (a story's scene without a job).
    void clearResult();
    Q_INVOKABLE void seek(double timeUs);
    Q_INVOKABLE void stepForward();
    Q_INVOKABLE void stepBack();
    // The GPUs selected become the job's ranks.
    Q_INVOKABLE void useSelection();
    // Saves the job in the design under a name (undoable; not while jobError says something is
    // wrong, nor with GPUs the design does not have), or takes a saved one's settings.
    Q_INVOKABLE bool saveJob(const QString& name);
    Q_INVOKABLE bool loadJob(const QString& name);
    // A link's figures at the current time: its ends, tier, capacity and load each way.
    Q_INVOKABLE QVariantMap linkInfo(int link) const;
    // A simulated duration for people: "812 µs", "2.15 ms", "1.20 s".
    Q_INVOKABLE QString durationText(double us) const;
    // The heatmap's colour at a place on its scale (0 to 1), and the utilization shown there.
    Q_INVOKABLE QColor heatColourAt(double position, bool dark) const; // on the canvas of that theme
    // The legend's ticks: quarters on the linear scale, decades on the log one ({position, label}).
    Q_INVOKABLE QVariantList legendTicks(bool logScale) const;

    // Fill chart series in one go (QXYSeries::replace): busbw and the ideal bound by log2 of size;
    // per tier, in LinkTier order (NVLink, C2C, PCIe, InfiniBand, Ethernet), utilization
    // against time; the chart link's utilization each way against time.
    Q_INVOKABLE void fillSweep(QObject* busbw, QObject* ideal) const;
    Q_INVOKABLE void fillTierLoads(const QVariantList& series) const;
    Q_INVOKABLE void fillLinkLoad(QObject* forward, QObject* backward) const;
    double sweepAxisMaxGBps() const;
    int sweepAxisTicks() const;
    int chartLink() const { return m_chartLink; }
    void setChartLink(int link);
    QString chartLinkName() const;
    static constexpr int kTierSamples = 120;

    Q_INVOKABLE void pin();
    Q_INVOKABLE void unpin();
    TrafficResult* pinned() const { return m_pinned.get(); }
    QString cannotRun() const { return m_cannotRun; }
    QString hostTyping() const;
    Q_INVOKABLE bool typeHosts();
    TrafficComparison* comparison() const { return m_comparison.get(); }

    // For tests and the benchmark: the result arrived for the design as it is now.
    int finishedRuns() const { return m_finishedRuns; }

signals:
    void jobChanged();
    void jobNamesChanged();
    void runningChanged();
    void resultChanged();
    void timeChanged();
    void durationChanged();
    void playingChanged();
    void pinnedChanged();
    void chartLinkChanged();
    void cannotRunChanged();
    void designRoutingChanged();
    void hashedChanged();
    // The charts' data, which comes a moment after the result.
    void chartsChanged();

private:
    // The run, its playback and the topology its link indexes refer to go together.
    void dropRun();
    struct Outcome;
    struct ChartData;
    static std::shared_ptr<ChartData> chartData(const Topology& topology, JobPlan plan, const LoadTimeline& timeline);
    static QString errorText(const JobError& error);
    QString marksInForce() const; // the failure marks a run applies, in words; empty when none do
    // The full topology, drawn and reported against, what survives its failures (or null) and
    // the marks in words, for a job they stop.
    struct RunsOn {
        std::shared_ptr<const Topology> topology;
        std::shared_ptr<const SurvivingTopology> survivors;
        QString marks;
    };
    void runOnWorker(RunsOn design, SharedCatalog catalog, const JobSpec& job, JobRunOptions options, int generation,
        std::shared_ptr<std::atomic<bool>> stop);
    void designEdited();
    // A setting of how the job runs (routing, queue pairs, GPUDirect) changed: said, and a result
    // shown or on its way is run again, as after an edit.
    void runSettingChanged();
    void finish(std::shared_ptr<Outcome> outcome);
    void showLoads();
    void advance();
    void stopRun();
    void compare(); // the comparison of the pinned result with the current one, anew
    void forgetResults(); // another design: its results and the pinned one dropped
    void checkCanRun(); // cannotRun for the design as it is now
    // What was entered for `field` could not be taken: `problem`, or nothing (it was).
    void setProblem(const QString& field, const QString& problem);

    QPointer<DesignDocument> m_document;
    QPointer<DesignEditing> m_editor;
    QPointer<ViewState> m_view;
    JobSpec m_job;
    QMap<QString, QString> m_problems; // by field: what was entered and could not be taken
    QString m_sizeEntry; // the size as written, while it is not one
    bool m_live = true;
    double m_memoryBudgetBytes = 0;
    bool m_running = false;
    int m_generation = 0;
    int m_loadGeneration = -1; // the document's load (DesignDocument::loadGeneration) results are for
    int m_finishedRuns = 0;
    std::vector<std::future<void>> m_jobs; // runs still going; stopped and waited for on destruction
    std::shared_ptr<std::atomic<bool>> m_stop; // raised to stop the run under way
    std::shared_ptr<TrafficResult> m_result;
    std::shared_ptr<TrafficResult> m_pinned;
    std::shared_ptr<TrafficComparison> m_comparison;
    std::shared_ptr<const ChartData> m_charts; // the last run's, once computed
    int m_chartLink = -1;
    QString m_error;
    QString m_cannotRun;
    // The current result's run while it holds for the design (its timeline); reset by an edit.
    std::shared_ptr<const JobResult> m_run;
    // Its timeline played back (holding the run it reads): the heatmap's loads at each time.
    std::shared_ptr<LoadPlayback> m_playback;
    std::shared_ptr<const Topology> m_resultTopology; // what the result's link indexes refer to
    double m_timeUs = 0;
    double m_companionDurationUs = 0;
    bool m_playing = false;
    double m_speed = 1;
    QTimer m_frameTimer;
    QElapsedTimer m_clock;
    QTimer m_debounce;
    QElapsedTimer m_sinceRun; // since the last run started
    std::vector<float> m_loads; // the frame before last's loads, a buffer for the next
};

} // namespace scalescope::gui
