// Training jobs in the desktop program: the design's saved training jobs (TrainingJobSpec), the one
// selected run by simulateIteration on a worker thread, the jobs before it in the design placed
// first on the GPUs they take, and its result as plain values the Training tab and the Gantt chart
// draw: the iteration's figures, its breakdown, memory per GPU against the GPU's HBM and the 1F1B
// timeline per pipeline stage. After an edit to the design the job runs again; a result for a
// design that has since changed is never shown. Stop ends a run at the simulator's next check.
// While the Training tab is open the canvas's heatmap shows the iteration's link loads
// (IterationLinkLoads): every kind of communication at once, or, once a time of the Gantt chart is
// chosen (scrubTo), the kinds active at that moment. Search runs searchConfigs for the selected
// job's model and GPUs on a worker thread; applying one of its results is one undoable edit.
#pragma once

#include "design/TrainingJobSpec.h"
#include "train/ConfigSearch.h"
#include "train/IterationLinkLoads.h"
#include "train/TrainingIteration.h"
#include "gui/adapters/DesignDocument.h"
#include "gui/adapters/DesignEditing.h"
#include "gui/adapters/ViewState.h"
#include "gui/rendering/JobOverlay.h"

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QTimer>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <atomic>
#include <future>
#include <memory>
#include <vector>

namespace scalescope::gui {

// What a run of a saved job gives: the iteration, the job's GPUs and those of the jobs before it.
struct TrainingOutcome {
    std::shared_ptr<const IterationResult> result; // its GPUs and links those of the design as drawn
    // As it ran: on the survivors' ids when the design's failures apply, else `result`.
    std::shared_ptr<const IterationResult> ranResult;
    std::vector<NodeId> otherJobsGpus;
    double hbmGB = 0;
    QString error;
};

// Places the design's training jobs up to `index` in order, each on the GPUs the ones before it left
// free, and runs an iteration of job `index` (with its timeline; flow runs refused above
// `memoryBudgetBytes`, 0: no limit). With `survivors` (the design's failures) failed GPUs are left
// out of every placement and the iteration runs on what survives. On the calling thread.
TrainingOutcome runSavedTrainingJob(const Topology& topology, const Catalog& catalog,
    const std::vector<TrainingJobSpec>& jobs, int index, StopFlag stop, double memoryBudgetBytes = 0,
    std::shared_ptr<const SurvivingTopology> survivors = nullptr);

// The iteration's link loads (iterationLinkLoads), or why they could not be worked out. On the
// calling thread; throws SimulationStopped when stopped.
struct LinkLoadsOutcome {
    std::shared_ptr<const IterationLinkLoads> loads;
    QString problem;
};
// `ran` is TrainingOutcome::ranResult: with `survivors` the loads are worked out on them and keyed to
// the links of `topology`, the design as drawn.
LinkLoadsOutcome workOutLinkLoads(const Topology& topology, const Catalog& catalog, const IterationResult& ran,
    StopFlag stop, double memoryBudgetBytes = 0, std::shared_ptr<const SurvivingTopology> survivors = nullptr);

// What a search for saved job `index` found: the best configurations, or why there are none.
struct TrainingSearchOutcome {
    std::vector<SearchCandidate> best;
    QString status;
};

// searchConfigs for job `index`'s model on as many GPUs as it has, placed by its own policy on the
// GPUs the jobs before it and the failures leave free, with its precision, batch, recomputation,
// DP mode and overlaps; with `survivors`, timed on what survives (searchConfigsOn), the best in
// `topology`'s ids. On the calling thread.
TrainingSearchOutcome searchSavedTrainingJob(const Topology& topology, const Catalog& catalog,
    const std::vector<TrainingJobSpec>& jobs, int index, StopFlag stop,
    std::shared_ptr<const SurvivingTopology> survivors = nullptr);

class TrainingSession : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The workspace owns the training session")
    Q_PROPERTY(QStringList jobNames READ jobNames NOTIFY jobsChanged)
    // The job shown (an index into jobNames; -1 when the design has none).
    Q_PROPERTY(int selectedJob READ selectedJob WRITE setSelectedJob NOTIFY selectedJobChanged)
    // The selected job's settings as the design file names them ("model": "llama3-70b", "tp": 8, ...).
    Q_PROPERTY(QVariantMap jobFields READ jobFields NOTIFY jobFieldsChanged)
    Q_PROPERTY(bool running READ running NOTIFY runningChanged)
    Q_PROPERTY(bool hasResult READ hasResult NOTIFY resultChanged)
    // Why the last run could not run (every problem of the configuration, one a line); empty otherwise.
    Q_PROPERTY(QString error READ error NOTIFY resultChanged)
    // iterationMs, tokensPerSec, mfu, tflopsPerGpu, gpu, gpus, microBatches, bubbleFraction, and the
    // rates the compute ran at: matmulTflops, hbmTBps, matmulMeasured, hbmMeasured, matmulFromBurst.
    Q_PROPERTY(QVariantMap summary READ summary NOTIFY resultChanged)
    // Per kind of time ({ kind, label, ms, fraction of the iteration, colour }), in a fixed order.
    Q_PROPERTY(QVariantList breakdown READ breakdown NOTIFY resultChanged)
    // Per kind of memory ({ label, GB, fraction of the GPU's HBM }), and the HBM itself.
    Q_PROPERTY(QVariantList memory READ memory NOTIFY resultChanged)
    Q_PROPERTY(double hbmGB READ hbmGB NOTIFY resultChanged)
    // The pipeline stage the memory figures are for (the one that holds the most).
    Q_PROPERTY(int memoryStage READ memoryStage NOTIFY resultChanged)
    // The Gantt chart: per stage { label, bars: [{ kind, start, width (fractions of the iteration),
    // colour }] }, the time axis' ticks { position (fraction), label }, and the legend's entries.
    Q_PROPERTY(QVariantList timelineRows READ timelineRows NOTIFY resultChanged)
    Q_PROPERTY(QVariantList timelineTicks READ timelineTicks NOTIFY resultChanged)
    Q_PROPERTY(QVariantList legend READ legend CONSTANT)
    // What the job's GPUs on the canvas are coloured by: "tp" (a colour per TP group), "dp" (per
    // DP group) or "pp" (per pipeline stage); and what the canvas's colours say, in words.
    Q_PROPERTY(QString colourBy READ colourBy WRITE setColourBy NOTIFY marksChanged)
    Q_PROPERTY(QStringList colourings READ colourings CONSTANT)
    Q_PROPERTY(QString canvasLegend READ canvasLegend NOTIFY marksChanged)
    // Why the last field typed was not taken (the core's words, naming the field); empty when it was.
    Q_PROPERTY(QString fieldError READ fieldError NOTIFY fieldErrorChanged)
    Q_PROPERTY(QStringList models READ models NOTIFY jobsChanged)
    // The canvas's heatmap: what its loads are of, in words (or why there are none).
    Q_PROPERTY(QString heatmapNote READ heatmapNote NOTIFY scrubChanged)
    // The moment of the iteration the heatmap shows (scrubTo), as a fraction of the iteration; -1
    // for the whole iteration. Its time and the kinds of communication under way then, in words.
    Q_PROPERTY(double scrubPosition READ scrubPosition NOTIFY scrubChanged)
    Q_PROPERTY(QString scrubText READ scrubText NOTIFY scrubChanged)
    Q_PROPERTY(QStringList activeKinds READ activeKinds NOTIFY scrubChanged)
    // Search: under way, its best configurations ({ label, iterationMs, mfu, tp, pp, dp, cp, ep, vpp,
    // microBatch, order }, fastest first) and what it did or why it found nothing.
    Q_PROPERTY(bool searching READ searching NOTIFY searchChanged)
    Q_PROPERTY(QVariantList searchResults READ searchResults NOTIFY searchChanged)
    Q_PROPERTY(QString searchStatus READ searchStatus NOTIFY searchChanged)

public:
    static constexpr int kDebounceMs = 30;

    explicit TrainingSession(QObject* parent = nullptr);
    ~TrainingSession() override;

    void setDocument(DesignDocument* document);
    void setEditor(DesignEditing* editor) { m_editor = editor; }
    // The view state whose link loads the heatmap shows while the Training tab is open.
    void setView(ViewState* view);
    void setMemoryBudget(double bytes) { m_memoryBudgetBytes = bytes; }

    QStringList jobNames() const;
    int selectedJob() const { return m_selected; }
    void setSelectedJob(int index);
    QVariantMap jobFields() const;
    bool running() const { return m_running; }
    bool hasResult() const { return m_result != nullptr; }
    QString error() const { return m_error; }
    QVariantMap summary() const;
    QVariantList breakdown() const;
    QVariantList memory() const;
    double hbmGB() const { return m_hbmGB; }
    int memoryStage() const;
    QVariantList timelineRows() const;
    QVariantList timelineTicks() const;
    QVariantList legend() const;
    // The iteration shown (null before one), and the GPUs of the jobs placed before it.
    const IterationResult* result() const { return m_result.get(); }
    const std::vector<NodeId>& otherJobsGpus() const { return m_otherGpus; }
    QString colourBy() const { return m_colourBy; }
    void setColourBy(const QString& kind);
    QStringList colourings() const { return { "tp", "dp", "pp", "ep" }; }
    QString canvasLegend() const;
    // The canvas's marks: the job's GPUs coloured by group, the other jobs' GPUs.
    const std::vector<GpuMark>& gpuMarks() const { return m_marks; }
    const std::vector<int>& otherGpuNodes() const { return m_otherNodes; }
    // Runs that have reported (tests wait on it).
    int finishedRuns() const { return m_finishedRuns; }
    // Link loads worked out after a run (tests wait on it).
    int finishedLoads() const { return m_finishedLoads; }

    QString fieldError() const { return m_fieldError; }
    QStringList models() const;
    // A field of the selected job set from its text ("tp" to "8", "placement" to "packed", "overlapDp" to
    // "true"; the names of jobFields): checked as the design file's reader checks a job (the model's
    // and the GPU's limits included) and saved through the undo stack, or refused with fieldError.
    Q_INVOKABLE bool setField(const QString& field, const QString& text);
    // A new job (a copy of the selected one under a new name, or Llama 3 8B on 8 GPUs), and the
    // selected one deleted; each one undoable edit.
    Q_INVOKABLE bool addJob();
    Q_INVOKABLE bool deleteJob();

    Q_INVOKABLE void run();
    // The language changed: the figures' labels are read again, and a message made in the words
    // of the language before is made again by a new run.
    void retranslate();
    Q_INVOKABLE void stop();

    // The iteration's link loads (null before a run, or when they could not be worked out).
    const IterationLinkLoads* linkLoads() const { return m_loads.get(); }
    QString heatmapNote() const;
    double scrubPosition() const;
    QString scrubText() const;
    QStringList activeKinds() const { return m_activeKinds; }
    // The heatmap at `fraction` of the iteration (0 to 1): the loads of the kinds of communication
    // the Gantt chart's bars have under way then, on any stage; clearScrub: the whole iteration's.
    Q_INVOKABLE void scrubTo(double fraction);
    // The same at a time of the iteration (a story's scene); the moment shown now, -1 for the whole.
    void scrubToTimeUs(double timeUs);
    double scrubUs() const { return m_result ? m_scrubUs : -1.0; }
    Q_INVOKABLE void clearScrub();
    // The kinds ("tp", ..., "dp") some stage's bar has under way at `timeUs`.
    QStringList kindsActiveAt(double timeUs) const;
    // A link's load by kind, in words ("TP 43 %, DP 12 % of the line rate while each runs").
    Q_INVOKABLE QString linkLoadText(int link) const;
    // Puts the loads shown into the view state (when the Training tab is open).
    void showLoads();

    bool searching() const { return m_searching; }
    QVariantList searchResults() const;
    QString searchStatus() const { return m_searchStatus; }
    int finishedSearches() const { return m_finishedSearches; }
    Q_INVOKABLE void search();
    // Writes search result `index`'s degrees, micro-batch and rank order into the selected job, one
    // undoable edit; false (with fieldError) when the job refuses them.
    Q_INVOKABLE bool applySearchResult(int index);

signals:
    void jobsChanged();
    void selectedJobChanged();
    void jobFieldsChanged(); // another job chosen, or the design edited (undo too)
    void runningChanged();
    void resultChanged();
    void marksChanged();
    void fieldErrorChanged();
    void scrubChanged();
    void searchChanged();

private:
    void designEdited();
    void finish(const TrainingOutcome& outcome);
    void stopRun();
    void makeMarks();
    void finishLoads(const LinkLoadsOutcome& outcome);
    void finishSearch(const TrainingSearchOutcome& outcome);
    void forgetSearch();
    void searchAfterEdit();
    void pruneJobs();

    void setFieldError(const QString& error);
    // The design's fabric hashes flows (static ECMP), where a job's queue pairs matter.
    bool hashedFabric() const;

    QPointer<DesignDocument> m_document;
    QPointer<DesignEditing> m_editor;
    QString m_fieldError;
    int m_selected = -1;
    bool m_running = false;
    QString m_error;
    std::shared_ptr<const IterationResult> m_result;
    std::vector<NodeId> m_otherGpus;
    double m_hbmGB = 0;
    QString m_colourBy = QStringLiteral("tp");
    std::vector<GpuMark> m_marks;
    std::vector<int> m_otherNodes;
    int m_groupCount = 0;
    int m_generation = 0;
    int m_finishedRuns = 0;
    int m_finishedLoads = 0;
    QPointer<ViewState> m_view;
    double m_memoryBudgetBytes = 0;
    std::shared_ptr<const IterationLinkLoads> m_loads;
    QString m_loadsProblem;
    bool m_loadsPending = false; // the iteration is shown, its loads are being worked out
    double m_scrubUs = -1; // -1: the whole iteration
    QStringList m_activeKinds;
    std::vector<float> m_shownLoads;
    int m_loadGeneration = -1;
    bool m_searching = false;
    bool m_searchStale = false; // the results shown were found before the last edit
    int m_searchGeneration = 0;
    int m_finishedSearches = 0;
    QString m_searchStatus;
    std::vector<SearchCandidate> m_searchBest;
    std::shared_ptr<std::atomic<bool>> m_searchStop;
    std::shared_ptr<std::atomic<bool>> m_stop;
    std::vector<std::future<void>> m_jobs;
    QTimer m_debounce;
};

} // namespace scalescope::gui
