// Training jobs in the desktop program: the two-tenant example's job runs on a worker thread with
// the other tenant's GPUs left to it, its figures, breakdown, memory and Gantt rows are in; an edit
// of the saved job runs it again; a configuration the model refuses says why; a job that does not
// fit on the GPUs left free says so. A failed GPU is left out of the job's placement and of its
// search's. Activations offloaded to the host are listed apart from the GPU's memory. Jobs are
// added and deleted undoably, and the other tenant's job can be shown.
#include "TrainingSessionFixture.h"

#include <QLocale>

using namespace scalescope;
using namespace scalescope::gui;
using namespace scalescope::gui::fixtures;

class TestTrainingSession : public QObject, private TrainingSessionFixture {
    Q_OBJECT

private slots:
    void initTestCase() { isolateSettings("tst_training_session"); }
    void init() { open(this); }
    void cleanup() { close(); }

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
