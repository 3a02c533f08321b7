// Training jobs in the desktop program: the two-tenant example's job runs on a worker thread with
// the other tenant's GPUs left to it, its figures, breakdown, memory and Gantt rows are in; an edit
// of the saved job runs it again; a configuration the model refuses says why; a job that does not
// fit on the GPUs left free says so. While the Training tab is open the canvas's heatmap shows the
// iteration's links: NVLink only with the job inside one rack, InfiniBand too once its TP groups
// cross the racks; a moment of the Gantt chart inside a DP bar shows DP's links, one with only
// computation none. A search's result applied is one edit, undone as one. A failed GPU is left
// out of the job's placement and of its search's. Activations offloaded to the host are listed
// apart from the GPU's memory.
#include "gui/adapters/Workspace.h"

#include <QLocale>
#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

using namespace scalescope;
using namespace scalescope::gui;

namespace {

const QString kTwoTenants = QString(SCALESCOPE_SOURCE_DIR) + "/resources/examples/gb300-two-tenants.scalescope.json";

} // namespace

class TestTrainingSession : public QObject {
    Q_OBJECT
    Workspace* m_workspace = nullptr;
    DesignDocument* m_document = nullptr;
    TrainingSession* m_session = nullptr;

    // The design with its last training job changed by `change`, as an edit replaces it.
    template <typename Change> void editLastJob(Change change)
    {
        Design design = m_document->design();
        change(design.trainingJobs.back());
        m_document->replaceDesign(design);
    }

    // How many links of each tier the canvas's heatmap shows loaded.
    std::map<LinkTier, int> loadedLinksByTier() const
    {
        std::map<LinkTier, int> count;
        const std::vector<float>& loads = m_workspace->view()->linkLoads();
        const Topology& topology = *m_document->topology();
        for (std::size_t link = 0; link < loads.size(); ++link)
            if (loads[link] > 0)
                ++count[topology.links.at(link).tier];
        return count;
    }

    // The middle of the first bar of `kind` on any stage, in microseconds; -1 when there is none.
    double middleOfFirstBar(TimelineKind kind) const
    {
        for (const StageTimeline& stage : m_session->result()->timeline)
            for (const TimelineBar& bar : stage.bars)
                if (bar.kind == kind)
                    return (bar.startUs + bar.endUs) / 2;
        return -1;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("ScaleScopeTests");
        QCoreApplication::setApplicationName("tst_training_session");
        QSettings().clear();
    }

    void init()
    {
        m_workspace = new Workspace(Catalog::builtInShared(), this);
        m_document = m_workspace->document();
        m_session = m_workspace->training();
        QVERIFY2(m_document->load(kTwoTenants), qPrintable(m_document->property("error").toString()));
    }

    void cleanup() { delete m_workspace; }

    void theSelectedJobRunsWithTheOtherTenantsGpusTaken()
    {
        QCOMPARE(m_session->jobNames(), (QStringList { "tenant-b", "llama3-70b" }));
        QCOMPARE(m_session->selectedJob(), 1); // the last job of a design just opened
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), 1, 30000);
        QVERIFY2(m_session->error().isEmpty(), qPrintable(m_session->error()));
        const IterationResult* r = m_session->result();
        QVERIFY(r);
        QCOMPARE(r->placement.size(), std::size_t(64));
        QCOMPARE(m_session->otherJobsGpus().size(), std::size_t(8));
        for (NodeId gpu : r->placement)
            QVERIFY(std::find(m_session->otherJobsGpus().begin(), m_session->otherJobsGpus().end(), gpu)
                == m_session->otherJobsGpus().end());

        const QVariantMap summary = m_session->summary();
        QCOMPARE(summary.value("iterationMs").toDouble(), r->iterationUs / 1000);
        QVERIFY(summary.value("mfu").toDouble() > 0 && summary.value("mfu").toDouble() < 1);
        QVERIFY(summary.value("tokensPerSec").toDouble() > 0);
        double fractions = 0;
        for (const QVariant& kind : m_session->breakdown())
            fractions += kind.toMap().value("fraction").toDouble();
        QVERIFY(std::abs(fractions - 1) < 1e-9);
        // Four kinds and their sum, for the stage that holds the most, as the command line says.
        const QVariantList memory = m_session->memory();
        QCOMPARE(memory.size(), 5);
        const QVariantMap inAll = memory.back().toMap();
        QVERIFY(inAll.value("total").toBool());
        double kinds = 0;
        for (int i = 0; i < 4; ++i)
            kinds += memory[i].toMap().value("GB").toDouble();
        QVERIFY(std::abs(inAll.value("GB").toDouble() - kinds) < 1e-9);
        QCOMPARE(inAll.value("GB").toDouble(), r->memory.totalBytes() / 1e9);
        QCOMPARE(m_session->memoryStage(), r->memory.stage);
        QVERIFY(m_session->hbmGB() > 200); // GB300: 288 GB
        // The rates its compute ran at: a product's at the job's precision, and memory-bound work's at
        // the share of the HBM's rated rate measured on an H200 (no STREAM figure of a GB300).
        QCOMPARE(summary.value("matmulTflops").toDouble(), r->rates.matmulTflops);
        QVERIFY(summary.value("matmulTflops").toDouble() > 1000);
        QVERIFY(std::abs(summary.value("hbmTBps").toDouble() - 8 * 4.15 / 4.8) < 1e-9);
        QVERIFY(!summary.value("hbmMeasured").toBool());
        // Written as the panel shows them, each rate whole on a narrow panel: no break between a
        // number and its unit, nor after the unit's slash.
        const QString rates = summary.value("ratesText").toString();
        QVERIFY2(rates.contains(QString::fromUtf8("\u00a0TFLOP/\u2060s products"))
                && rates.contains(QString::fromUtf8("\u00a0TB/\u2060s memory")),
            qPrintable(rates));
        QVERIFY2(rates.startsWith(QLocale().toString(r->rates.matmulTflops, 'f', 0)), qPrintable(rates));
        // And whether the product rate is this GPU's own sustained one or its burst at the share a
        // similar GPU sustains (the tooltip says which).
        QCOMPARE(summary.value("matmulMeasured").toBool(), r->rates.matmulMeasured);
        QCOMPARE(summary.value("matmulFromBurst").toBool(), r->rates.matmulFromBurst);
        QVERIFY(summary.value("matmulMeasured").toBool() != summary.value("matmulFromBurst").toBool());
        const QVariantList rows = m_session->timelineRows();
        QCOMPARE(rows.size(), 2); // PP 2
        const QVariantList bars = rows.front().toMap().value("bars").toList();
        QVERIFY(!bars.isEmpty());
        const QVariantMap last = bars.back().toMap();
        QVERIFY(std::abs(last.value("start").toDouble() + last.value("width").toDouble() - 1) < 1e-9);
        // The time axis in round steps from 0, in seconds once the iteration takes two or more.
        const QVariantList ticks = m_session->timelineTicks();
        QVERIFY(ticks.size() >= 2);
        const QString unit = r->iterationUs >= 2e6 ? " s" : " ms";
        QCOMPARE(ticks.front().toMap().value("label").toString(), "0" + unit);
        for (const QVariant& tick : ticks)
            QVERIFY2(tick.toMap().value("label").toString().endsWith(unit),
                qPrintable(tick.toMap().value("label").toString()));
    }

    void anEditRunsTheJobAgain()
    {
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), 1, 30000);
        const double before = m_session->result()->iterationUs;
        editLastJob([](TrainingJobSpec& job) { job.parallel.globalBatch = 256; }); // twice the micro-batches
        QVERIFY(!m_session->hasResult()); // the result for the design before is not shown
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), 2, 30000);
        QVERIFY2(m_session->error().isEmpty(), qPrintable(m_session->error()));
        QCOMPARE(m_session->result()->config.globalBatch, 256);
        QVERIFY(m_session->result()->iterationUs > before);
    }

    // A mixture-of-experts job coloured by EP group: one colour per group of 8 consecutive ranks.
    void aMoeJobIsColouredByExpertGroup()
    {
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), 1, 30000);
        editLastJob([](TrainingJobSpec& job) {
            job.model = "mixtral-8x7b";
            job.parallel.tp = 1;
            job.parallel.pp = 1;
            job.parallel.dp = 64;
            job.parallel.ep = 8;
        });
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), 2, 30000);
        QVERIFY2(m_session->error().isEmpty(), qPrintable(m_session->error()));
        m_session->setColourBy("ep");
        QCOMPARE(m_session->colourBy(), QString("ep"));
        QVERIFY2(m_session->canvasLegend().contains("a colour per EP group (8 groups)"),
            qPrintable(m_session->canvasLegend()));
        const std::vector<GpuMark>& marks = m_session->gpuMarks();
        QCOMPARE(marks.size(), std::size_t(64));
        for (std::size_t rank = 0; rank < marks.size(); ++rank) // ranks 8 g .. 8 g + 7 share a colour
            QCOMPARE(marks[rank].colour == marks[rank - rank % 8].colour, true);
        QVERIFY(marks[0].colour != marks[8].colour);
    }

    // Megatron-Bridge's GB300 recipe for Llama 3 70B: FSDP over 64 GPUs, 20 layers offloaded.
    void activationsOffloadedToTheHostAreListedApart()
    {
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), 1, 30000);
        editLastJob([](TrainingJobSpec& job) {
            job.parallel = {};
            job.parallel.dp = 64;
            job.parallel.microBatch = 2;
            job.parallel.globalBatch = 128;
            job.parallel.seqLength = 8192;
            job.parallel.precision = Precision::Fp8;
            job.parallel.dpMode = DataParallelMode::Fsdp;
            job.parallel.recompute = Recompute::None;
            job.parallel.offloadLayers = 20;
        });
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), 2, 30000);
        QVERIFY2(m_session->error().isEmpty(), qPrintable(m_session->error()));
        const QVariantList memory = m_session->memory();
        QCOMPARE(memory.size(), 6); // four kinds, their sum in HBM, and what the host holds
        const QVariantMap host = memory.back().toMap();
        QCOMPARE(host.value("GB").toDouble(), m_session->result()->memory.offloadedBytes / 1e9);
        QVERIFY(host.value("GB").toDouble() > 10);
        QVERIFY(!host.value("inHbm").toBool() && memory.front().toMap().value("inHbm").toBool());
    }

    void aConfigurationTheModelRefusesSaysWhy()
    {
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), 1, 30000);
        editLastJob([](TrainingJobSpec& job) { job.parallel.tp = 3; }); // 64 heads
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), 2, 30000);
        QVERIFY(!m_session->hasResult());
        QVERIFY2(m_session->error().contains("heads"), qPrintable(m_session->error()));
    }

    void aJobBeyondTheFreeGpusSaysSo()
    {
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), 1, 30000);
        editLastJob([](TrainingJobSpec& job) { job.parallel.dp = 9; }); // 144 GPUs, 136 free
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), 2, 30000);
        QVERIFY(!m_session->hasResult());
        QVERIFY2(m_session->error().contains("free"), qPrintable(m_session->error()));
    }

    void aFieldTypedIsCheckedThenSavedUndoably()
    {
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), 1, 30000);
        const Design before = m_document->design();
        QVERIFY(!m_session->setField("tp", "3")); // Llama 3 70B has 64 heads
        QVERIFY2(m_session->fieldError().contains("heads"), qPrintable(m_session->fieldError()));
        QVERIFY(!m_session->setField("dp", "lots"));
        QVERIFY2(m_session->fieldError().contains("dp"), qPrintable(m_session->fieldError()));
        QVERIFY(!m_session->setField("order", "tp-pp")); // leaves out DP 4
        QVERIFY(!m_session->fieldError().isEmpty());
        QVERIFY(m_document->design() == before); // nothing refused is saved

        QVERIFY(m_session->setField("globalBatch", "256"));
        QVERIFY(m_session->fieldError().isEmpty());
        QCOMPARE(m_document->design().trainingJobs.back().parallel.globalBatch, 256);
        QCOMPARE(m_session->jobFields().value("globalBatch").toLongLong(), 256LL);
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), 2, 30000);
        QCOMPARE(m_session->result()->config.globalBatch, 256);
        m_document->undo();
        QVERIFY(m_document->design() == before);
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), 3, 30000);
        QCOMPARE(m_session->result()->config.globalBatch, 128);
    }

    // Recomputation (its modules too), activation offloading, the DP mode, CP's exchange and the
    // pipeline layout are typed like the other fields and refused with Megatron-Core's reasons; the job (PP 2 in the
    // example) cannot offload.
    void memoryAndLayoutFieldsAreCheckedThenSaved()
    {
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), 1, 30000);
        QVERIFY(!m_session->setField("recompute", "sometimes"));
        QVERIFY2(m_session->fieldError().contains("selective"), qPrintable(m_session->fieldError()));
        QVERIFY(!m_session->setField("offloadLayers", "4"));
        QVERIFY2(m_session->fieldError().contains("offloading"), qPrintable(m_session->fieldError()));
        QVERIFY(!m_session->setField("recomputeLayers", "-1"));
        QVERIFY(!m_session->setField("recomputeModules", "core_attn, softmax"));
        QVERIFY2(m_session->fieldError().contains("mla_up_proj"), qPrintable(m_session->fieldError()));
        QVERIFY(!m_session->setField("recomputeModules", "moe_act")); // Llama 3 70B has no experts
        QVERIFY2(m_session->fieldError().contains("has no experts"), qPrintable(m_session->fieldError()));
        QVERIFY2(m_session->setField("recomputeModules", "core_attn"), qPrintable(m_session->fieldError()));
        QCOMPARE(m_session->jobFields().value("recomputeModules").toString(), QString("core_attn"));
        QCOMPARE(m_session->jobFields().value("cpComm").toString(), QString("p2p"));
        QVERIFY(!m_session->setField("cpComm", "ring"));
        QVERIFY2(m_session->fieldError().contains("all_gather"), qPrintable(m_session->fieldError()));
        QVERIFY2(m_session->setField("cpComm", "all_gather"), qPrintable(m_session->fieldError()));
        QCOMPARE(m_session->jobFields().value("cpComm").toString(), QString("all_gather"));

        QVERIFY2(m_session->setField("recompute", "full"), qPrintable(m_session->fieldError()));
        QVERIFY2(m_session->setField("recomputeLayers", "4"), qPrintable(m_session->fieldError()));
        QVERIFY2(m_session->setField("dpMode", "fsdp"), qPrintable(m_session->fieldError()));
        QVERIFY(!m_session->setField("pipelineLayout", "41*x"));
        QVERIFY(!m_session->setField("pipelineLayout", "40")); // one count for PP 2
        QVERIFY2(m_session->fieldError().contains("virtual stages"), qPrintable(m_session->fieldError()));
        QVERIFY2(m_session->setField("pipelineLayout", "41,39"), qPrintable(m_session->fieldError()));
        QCOMPARE(m_session->jobFields().value("pipelineLayout").toString(), QString("41,39"));
        const ParallelConfig& saved = m_document->design().trainingJobs.back().parallel;
        QVERIFY(saved.recompute == Recompute::Full);
        QCOMPARE(saved.recomputeLayers, 4);
        QVERIFY(saved.dpMode == DataParallelMode::Fsdp);
        QVERIFY(saved.cpComm == ContextParallelComm::AllGather);
        const QVariantMap fields = m_session->jobFields();
        QCOMPARE(fields.value("recompute").toString(), QString("full"));
        QCOMPARE(fields.value("recomputeLayers").toInt(), 4);
        QCOMPARE(fields.value("dpMode").toString(), QString("fsdp"));
        QTRY_VERIFY_WITH_TIMEOUT(m_session->hasResult() && m_session->result()->config.recomputeLayers == 4
                && m_session->result()->config.layerLayout == std::vector<int>({ 41, 39 })
                && m_session->result()->config.dpMode == DataParallelMode::Fsdp,
            30000);
        QVERIFY2(m_session->error().isEmpty(), qPrintable(m_session->error()));
    }

    void jobsAreAddedAndDeletedUndoably()
    {
        QVERIFY(m_session->addJob());
        QCOMPARE(m_session->jobNames(), (QStringList { "tenant-b", "llama3-70b", "job-3" }));
        QCOMPARE(m_session->selectedJob(), 2);
        QTRY_VERIFY_WITH_TIMEOUT(m_session->hasResult() || !m_session->error().isEmpty(), 30000);
        QVERIFY2(m_session->error().isEmpty(), qPrintable(m_session->error()));
        QCOMPARE(m_session->otherJobsGpus().size(), std::size_t(72)); // 8 + 64 before it
        QVERIFY(m_session->deleteJob());
        QCOMPARE(m_session->jobNames(), (QStringList { "tenant-b", "llama3-70b" }));
        m_document->undo();
        QCOMPARE(m_session->jobNames().size(), 3);
    }

    void theHeatmapShowsNvlinkOnlyWhileTheJobStaysInItsRack()
    {
        m_workspace->view()->setCurrentTab("training");
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), 1, 30000);
        QVERIFY2(m_session->error().isEmpty(), qPrintable(m_session->error()));
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedLoads(), 1, 30000);
        QVERIFY2(m_session->linkLoads(), qPrintable(m_session->heatmapNote()));
        QVERIFY(m_workspace->view()->heatmap());
        const auto tiers = loadedLinksByTier();
        QVERIFY(tiers.count(LinkTier::NvLink) && tiers.at(LinkTier::NvLink) > 0);
        QCOMPARE(tiers.count(LinkTier::InfiniBand), std::size_t(0)); // packed inside rack0's NVLink domain
        QCOMPARE(m_session->activeKinds(), (QStringList { "tp", "pp", "dp" }));

        m_workspace->view()->setCurrentTab("traffic"); // the Traffic tab shows its own loads (none)
        QVERIFY(!m_workspace->view()->heatmap());
        m_workspace->view()->setCurrentTab("training");
        QVERIFY(m_workspace->view()->heatmap());
    }

    void tpAcrossTheRacksLightsUpInfiniBand()
    {
        m_workspace->view()->setCurrentTab("training");
        editLastJob([](TrainingJobSpec& job) { job.placement = "spread"; }); // ranks alternate between racks
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), 1, 30000);
        QVERIFY2(m_session->error().isEmpty(), qPrintable(m_session->error()));
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedLoads(), 1, 30000);
        QVERIFY2(m_session->linkLoads(), qPrintable(m_session->heatmapNote()));
        const auto tiers = loadedLinksByTier();
        QVERIFY(tiers.count(LinkTier::InfiniBand) && tiers.at(LinkTier::InfiniBand) > 0);
        const KindLinkLoads* tp = m_session->linkLoads()->find("tp");
        QVERIFY(tp);
        const Topology& topology = *m_document->topology();
        QVERIFY(std::any_of(tp->links.begin(), tp->links.end(),
            [&](const LinkLoad& l) { return topology.links.at(l.link).tier == LinkTier::InfiniBand; }));
    }

    void scrubbingShowsTheLinksOfWhatRunsAtThatMoment()
    {
        m_workspace->view()->setCurrentTab("training");
        editLastJob([](TrainingJobSpec& job) { job.placement = "spread"; });
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), 1, 30000);
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedLoads(), 1, 30000);
        QVERIFY2(m_session->linkLoads(), qPrintable(m_session->heatmapNote()));
        const KindLinkLoads* dp = m_session->linkLoads()->find("dp");
        QVERIFY(dp && !dp->links.empty());
        const LinkId dpLink = dp->links.front().link;
        const double iterationUs = m_session->result()->iterationUs;

        const double inDp = middleOfFirstBar(TimelineKind::Dp);
        QVERIFY(inDp > 0);
        m_session->scrubTo(inDp / iterationUs);
        QCOMPARE(m_session->activeKinds(), QStringList { "dp" });
        QVERIFY(std::abs(m_session->scrubPosition() - inDp / iterationUs) < 1e-12);
        QVERIFY2(m_session->scrubText().contains("DP"), qPrintable(m_session->scrubText()));
        QCOMPARE(m_workspace->view()->linkLoads().at(dpLink), dp->links.front().utilization);

        const double inCompute = middleOfFirstBar(TimelineKind::Compute); // stage 0's first forward
        m_session->scrubTo(inCompute / iterationUs);
        QVERIFY(m_session->activeKinds().isEmpty());
        QVERIFY(m_workspace->view()->heatmap()); // the heatmap stays, every link idle
        QCOMPARE(m_workspace->view()->linkLoads().at(dpLink), 0.0F);
        QVERIFY2(m_session->scrubText().contains("no communication"), qPrintable(m_session->scrubText()));

        m_session->clearScrub();
        QCOMPARE(m_session->scrubPosition(), -1.0);
        QVERIFY(m_workspace->view()->linkLoads().at(dpLink) > 0);
    }

    void aSearchResultIsAppliedAsOneEdit()
    {
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), 1, 30000);
        const Design before = m_document->design();
        m_session->search();
        QVERIFY(m_session->searching());
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedSearches(), 1, 60000);
        QVERIFY(!m_session->searching());
        const QVariantList results = m_session->searchResults();
        QVERIFY2(!results.isEmpty(), qPrintable(m_session->searchStatus()));
        QVERIFY2(m_session->searchStatus().contains("timed"), qPrintable(m_session->searchStatus()));
        // A result that differs from the job as saved (TP 8, PP 2, DP 4, micro-batch 1).
        int chosen = -1;
        for (int i = 0; i < results.size() && chosen < 0; ++i) {
            const QVariantMap row = results[i].toMap();
            if (row["tp"].toInt() != 8 || row["pp"].toInt() != 2 || row["microBatch"].toInt() != 1)
                chosen = i;
        }
        QVERIFY(chosen >= 0);
        const QVariantMap row = results[chosen].toMap();
        QVERIFY(m_session->applySearchResult(chosen));
        const TrainingJobSpec& job = m_document->design().trainingJobs.back();
        QCOMPARE(job.parallel.tp, row["tp"].toInt());
        QCOMPARE(job.parallel.pp, row["pp"].toInt());
        QCOMPARE(job.parallel.dp, row["dp"].toInt());
        QCOMPARE(job.parallel.vpp, row["vpp"].toInt());
        QCOMPARE(job.parallel.microBatch, row["microBatch"].toInt());
        QCOMPARE(QString::fromStdString(job.order), row["order"].toString());
        QCOMPARE(job.parallel.gpus(), 64LL);
        QCOMPARE(m_session->jobFields().value("tp").toInt(), row["tp"].toInt());
        // The results stay after the edit, saying that they were found on the design before it.
        QCOMPARE(m_session->searchResults().size(), results.size());
        QVERIFY2(
            m_session->searchStatus().startsWith("Found before the last edit"), qPrintable(m_session->searchStatus()));
        m_document->undo();
        QVERIFY(m_document->design() == before);
        QVERIFY(!m_document->canUndo()); // one edit
        QVERIFY(!m_session->applySearchResult(results.size())); // no such result
    }

    // A GPU of the job marked failed: the job runs again on 64 GPUs that leave it out, named as the
    // design names them, its figures in.
    void aFailedGpuIsLeftOutOfThePlacement()
    {
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), 1, 30000);
        const NodeId failed = m_session->result()->placement.front();
        QVERIFY(m_workspace->failures()->markDeviceFailed(static_cast<int>(failed)));
        QTRY_VERIFY_WITH_TIMEOUT(m_session->finishedRuns() >= 2 && !m_session->running(), 30000);
        QVERIFY2(m_session->error().isEmpty(), qPrintable(m_session->error()));
        const IterationResult* r = m_session->result();
        QCOMPARE(r->placement.size(), std::size_t(64));
        QVERIFY(std::find(r->placement.begin(), r->placement.end(), failed) == r->placement.end());
        for (NodeId gpu : r->placement)
            QCOMPARE(m_document->topology()->nodes.at(gpu).kind, NodeKind::Gpu); // the design's ids
        QVERIFY(m_session->summary().value("iterationMs").toDouble() > 0);
        // The search of that job places around the failed GPU too and names GPUs as the design does.
        const int job = static_cast<int>(m_document->design().trainingJobs.size()) - 1;
        const TrainingSearchOutcome found = searchSavedTrainingJob(*m_document->topology(), *m_document->catalog(),
            m_document->design().trainingJobs, job, StopFlag {}, m_document->survivors());
        QVERIFY2(!found.best.empty(), qPrintable(found.status));
        for (const SearchCandidate& candidate : found.best) {
            const std::vector<NodeId>& gpus = candidate.result.placement;
            QCOMPARE(gpus.size(), std::size_t(64));
            QVERIFY(std::find(gpus.begin(), gpus.end(), failed) == gpus.end());
            for (NodeId gpu : gpus)
                QCOMPARE(m_document->topology()->nodes.at(gpu).kind, NodeKind::Gpu);
        }
    }

    void theOtherJobCanBeShown()
    {
        m_session->setSelectedJob(0);
        QTRY_VERIFY_WITH_TIMEOUT(m_session->hasResult(), 30000);
        QCOMPARE(m_session->result()->placement.size(), std::size_t(8));
        QVERIFY(m_session->otherJobsGpus().empty());
    }
};

QTEST_MAIN(TestTrainingSession)
#include "tst_training_session.moc"
