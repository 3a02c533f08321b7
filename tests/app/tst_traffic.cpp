// Watching traffic: a job runs on a worker thread and its loads go to the view state (the
// canvas colours links by them); playback samples the per-link timeline; an edit during a run
// never shows the old result as current; jobs are saved with the design (their routing and
// queue pairs per connection too).
#include "gui/adapters/TrafficResult.h"
#include "gui/adapters/Workspace.h"
#include "gui/diagrams/JobHeatmap.h"
#include "io/DesignFile.h"

#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace scalescope;
using namespace scalescope::gui;

class TestTraffic : public QObject {
    Q_OBJECT
    Workspace* m_workspace = nullptr;
    DesignDocument* m_document = nullptr;
    DesignEditing* m_editor = nullptr;
    ViewState* m_view = nullptr;
    TrafficSession* m_session = nullptr;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("ScaleScopeTests");
        QCoreApplication::setApplicationName("tst_traffic");
        QSettings().clear();
    }

    void init()
    {
        m_workspace = new Workspace(Catalog::builtInShared(), this);
        m_document = m_workspace->document();
        m_editor = m_workspace->editor();
        m_view = m_workspace->view();
        m_session = m_workspace->traffic();
        QVERIFY(m_document->newFromPreset("gb300-nvl72", 2, "", 1.0, "", 0));
    }

    void cleanup() { delete m_workspace; }

    void aRunColoursTheLinksByLoad()
    {
        m_session->setProperty("size", "256M");
        m_session->setProperty("algorithm", "ring"); // many steps to step through
        m_session->run();
        QVERIFY(m_session->running());
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), 1, 20000);
        QVERIFY(!m_session->running());
        QVERIFY2(m_session->error().isEmpty(), qPrintable(m_session->error()));
        const TrafficResult* result = m_session->result();
        QVERIFY(result);
        QCOMPARE(result->ranks(), 144);
        QCOMPARE(result->domains(), 2);
        QCOMPARE(result->algorithm(), QString("ring"));
        QCOMPARE(result->size(), QString("256M"));
        QVERIFY(result->busbwGBps() > 0);
        QVERIFY(result->timeUs() > result->boundUs());
        QCOMPARE(result->timeUs(), m_session->durationUs());
        QVERIFY(!result->run().simulation.candidates.empty());
        QVERIFY(m_session->hasTimeline());
        QVERIFY(!result->stepList().isEmpty());
        QVERIFY(m_view->heatmap());
        // A fresh run shows its first moment of traffic, not the empty map before its first bytes.
        QVERIFY(m_session->timeUs() > 0);
        const std::vector<float> shown = m_view->linkLoads();
        QVERIFY(std::any_of(shown.begin(), shown.end(), [](float load) { return load > 0; }));

        // Half way through: some link is busy, and its figures are the timeline's.
        m_session->seek(m_session->durationUs() / 2);
        int busy = -1;
        for (int link = 0; link < static_cast<int>(m_document->topology()->links.size()) && busy < 0; ++link)
            if (m_session->linkInfo(link).value("load_ab").toDouble() > 0)
                busy = link;
        QVERIFY(busy >= 0);
        const QVariantMap info = m_session->linkInfo(busy);
        QVERIFY(info.value("load_ab").toDouble() <= 1.0);
        QVERIFY(!info.value("capacity").toString().isEmpty());
        QVERIFY(m_session->currentEvent() >= 0);
        QCOMPARE(m_session->currentStep(), result->stepList()[m_session->currentEvent()]);
        QVERIFY(m_session->currentStep()->property("startUs").toDouble() <= m_session->timeUs());

        // Stepping moves from phase to phase; the end stops playback.
        m_session->seek(0);
        m_session->stepForward();
        const double first = m_session->timeUs();
        QVERIFY(first > 0);
        m_session->stepForward();
        QVERIFY(m_session->timeUs() > first);
        m_session->stepBack();
        QCOMPARE(m_session->timeUs(), first);
        m_session->seek(m_session->durationUs() * 0.999);
        m_session->setPlaying(true);
        QTRY_VERIFY(!m_session->playing());
        QCOMPARE(m_session->timeUs(), m_session->durationUs());
    }

    void anEditDuringARunNeverShowsTheOldResult()
    {
        m_session->setProperty("size", "256M");
        m_session->run();
        // While it runs, every compute NIC link drops to 200G.
        const Topology& before = *m_document->topology();
        const auto nic = before.findNode("rack0/tray0/nic0");
        QVERIFY(nic);
        QVERIFY2(m_editor->setLinkRate(static_cast<int>(*nic), "infiniband", 1, "200G"),
            qPrintable(m_document->errorText()));
        // The first run's result is dropped: the one shown is for the design as edited.
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), 1, 20000);
        QVERIFY(m_session->result() && !m_session->resultStale());
        QVERIFY(m_view->heatmap());
        QTest::qWait(300);
        QCOMPARE(m_session->finishedRuns(), 1);
        // Undo: it runs again, for the design as it was.
        m_document->undo();
        QVERIFY(m_session->running());
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), 2, 20000);
    }

    void aPinnedResultShowsWhatAnEditChanged()
    {
        m_session->setProperty("size", "256M");
        m_session->run();
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), 1, 20000);
        QVERIFY(!m_session->comparison());
        m_session->pin();
        const TrafficResult* pinned = m_session->pinned();
        QVERIFY(pinned && pinned == m_session->result());
        QVERIFY(pinned->busbwGBps() > 0);
        const QList<TrafficBusyLink*>& busiest = pinned->busiestList();
        QCOMPARE(busiest.size(), static_cast<qsizetype>(TrafficResult::kBusiestLinks));
        QVERIFY(busiest[0]->property("utilization").toDouble() >= busiest[1]->property("utilization").toDouble());
        QVERIFY(
            QRegularExpression("^\\S+:\\d+ ⇄ \\S+:\\d+$").match(busiest[0]->property("link").toString()).hasMatch());
        QVERIFY(m_session->comparison()); // with itself, until the next run
        // Every compute NIC of rack 0 down to 25G (NVLS is the bottleneck down to a few times
        // less than the 800G it has): slower, and the comparison says so.
        int edited = 0;
        for (int tray = 0; tray < 18; ++tray)
            for (int nic = 0; nic < 4; ++nic) {
                // Found anew each time: every edit brings a new topology.
                const int node = m_workspace->summary()->findDevice(QString("rack0/tray%1/nic%2").arg(tray).arg(nic));
                edited += node >= 0 && m_editor->setLinkRate(node, "infiniband", 1, "25G");
            }
        QCOMPARE(edited, 72);
        QVERIFY(!m_session->comparison()); // nothing to compare while it runs again
        QVERIFY(m_session->resultStale());
        QTRY_VERIFY_WITH_TIMEOUT(!m_session->running() && m_session->comparison(), 20000);
        const TrafficComparison* comparison = m_session->comparison();
        QCOMPARE(comparison->before(), pinned);
        QCOMPARE(comparison->after(), m_session->result());
        QVERIFY2(comparison->busbwChange() < -0.05, qPrintable(QString::number(comparison->busbwChange())));
        QVERIFY(comparison->timeChange() > 0.05);
        QCOMPARE(comparison->timeChange(), (comparison->after()->timeUs() - pinned->timeUs()) / pinned->timeUs());
        m_session->unpin();
        QVERIFY(!m_session->comparison());
        QVERIFY(!m_session->pinned());
    }

    void slowerNicsShowWithinAMoment()
    {
        // An alltoall over every GPU, then every compute NIC at 200G. (Not an all_reduce: NCCL's
        // NVLS tree sends it through 32 of a rack's 72 NICs, whose 32 x 25 GB/s at 200G still
        // outrun the in-switch reduction, and its ring takes more channels at the lower rate.)
        QCOMPARE(m_workspace->summary()->computeNicRate(), QString("800G"));
        m_session->setProperty("collective", "alltoall");
        m_session->setProperty("size", "256M");
        m_session->run();
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), 1, 20000);
        const double before = m_session->result()->busbwGBps();
        QVERIFY2(m_editor->setComputeNicRate("200G"), qPrintable(m_document->errorText()));
        QCOMPARE(m_workspace->summary()->computeNicRate(), QString("200G"));
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), 2, 20000);
        const double after = m_session->result()->busbwGBps();
        QVERIFY2(after < before * 0.95, qPrintable(QString("%1 -> %2").arg(before).arg(after)));
        QVERIFY(m_view->heatmap());
        // Undone: the NICs and the figures as they were.
        m_document->undo();
        QCOMPARE(m_workspace->summary()->computeNicRate(), QString("800G"));
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), 3, 20000);
        QCOMPARE(m_session->result()->busbwGBps(), before);
        // GPUDirect off runs the job again, staged through host memory: slower.
        m_session->setGpuDirect(false);
        QVERIFY(!m_session->job().gpuDirect);
        QVERIFY(m_session->running());
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), 4, 20000);
        QVERIFY(!m_session->result()->gpuDirect());
        QVERIFY2(m_session->result()->busbwGBps() < before,
            qPrintable(QString("%1 -> %2").arg(before).arg(m_session->result()->busbwGBps())));
        QVERIFY(!m_editor->setComputeNicRate("fast"));
    }

    void cancelFreesThePanelAndDropsTheResult()
    {
        m_session->run();
        m_session->cancel();
        QVERIFY(!m_session->running());
        QTest::qWait(1500);
        QCOMPARE(m_session->finishedRuns(), 0);
        QVERIFY(!m_session->result());
        QVERIFY(!m_view->heatmap());
    }

    void badJobsSayWhy()
    {
        // GPUs the design does not have: the run says so, naming them.
        m_session->setProperty("ranks", "rack9");
        QVERIFY(m_session->jobError().isEmpty()); // what the design makes of them, the run says
        m_session->run();
        QTRY_VERIFY_WITH_TIMEOUT(!m_session->running(), 20000);
        QVERIFY2(m_session->error().startsWith("GPUs: ") && m_session->error().contains("rack9"),
            qPrintable(m_session->error()));
        QVERIFY(!m_session->result());
        // A size that is none: said as it is set, kept as written, and the job does not run.
        m_session->setProperty("ranks", "all");
        m_session->setProperty("size", "lots");
        QVERIFY2(m_session->jobError().contains("\"lots\" is not a size"), qPrintable(m_session->jobError()));
        QCOMPARE(m_session->property("size").toString(), QString("lots"));
        QCOMPARE(m_session->job().bytes, ByteCount(1) << 30); // the job keeps the last size that was one
        m_session->run();
        QVERIFY(!m_session->running());
        QVERIFY(m_session->error().contains("is not a size"));
        QVERIFY(!m_session->saveJob("lots"));
        m_session->setProperty("size", "64m");
        QVERIFY(m_session->jobError().isEmpty());
        QCOMPARE(m_session->property("size").toString(), QString("64M"));
        QCOMPARE(m_session->job().bytes, ByteCount(64) << 20);
        // Names outside the vocabulary are refused the same way.
        m_session->setProperty("collective", "all_shuffle");
        QVERIFY(m_session->jobError().contains("all_shuffle"));
        QCOMPARE(m_session->property("collective").toString(), QString("all_reduce"));
        m_session->setProperty("collective", "alltoall");
        QVERIFY(m_session->jobError().isEmpty());
        QVERIFY(m_session->job().collective == Collective::AllToAll);
    }

    void aRunAboveTheMemoryBudgetIsRefusedWithAMessage()
    {
        // An alltoall too large for the budget: the panel says so, and the window goes on.
        m_session->setMemoryBudget(1024 * 1024);
        m_session->setProperty("collective", "alltoall");
        m_session->setProperty("fidelity", "flow");
        m_session->run();
        QTRY_VERIFY_WITH_TIMEOUT(!m_session->running(), 20000);
        const QString error = m_session->error();
        QVERIFY2(error.contains("a flow-fidelity run of alltoall") && error.contains("on 144 GPUs")
                && error.contains("more than its budget of 1.0 MiB") && error.contains("use analytic fidelity")
                && error.contains("SCALESCOPE_MEMORY_BUDGET"),
            qPrintable(error));
        QVERIFY(!m_session->result());
        // At analytic fidelity the same job runs.
        m_session->setProperty("fidelity", "analytic");
        m_session->run();
        QTRY_VERIFY_WITH_TIMEOUT(!m_session->running(), 20000);
        QVERIFY2(m_session->error().isEmpty(), qPrintable(m_session->error()));
        QVERIFY(m_session->result());
    }

    void aFlowRunSaysHowFarTheAnalyticModelIs()
    {
        // One tray in each of three GB200 racks, a tree: the analytic model holds it to NCCL's
        // per-channel tree ceiling (8 channels x 24 GB/s), the flow moves the bytes at the NICs'
        // rate, and the result says how far apart they are and why.
        QVERIFY(m_document->newFromPreset("gb200-nvl72", 3, "", 1.0, "", 0));
        m_session->setProperty("ranks", "rack0/tray0,rack1/tray0,rack2/tray0");
        m_session->setProperty("algorithm", "tree");
        m_session->setProperty("size", "16G");
        m_session->setProperty("fidelity", "flow");
        const int before = m_session->finishedRuns();
        m_session->run();
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), before + 1, 20000);
        const TrafficResult* flow = m_session->result();
        QVERIFY2(flow, qPrintable(m_session->error()));
        QCOMPARE(flow->ranks(), 12);
        const double analyticUs = flow->run().simulation.candidates.front().timeUs();
        QVERIFY(analyticUs > 1.05 * flow->timeUs());
        const QString said = flow->analyticComparison();
        QVERIFY2(said.startsWith(simulatedDurationText(analyticUs) + " for the same algorithm (+")
                && said.contains("% against the flow)")
                && said.contains("NCCL's per-channel ceiling, 192 GB/s of bus bandwidth"),
            qPrintable(said));
        // At analytic fidelity there is nothing to compare with.
        m_session->setProperty("fidelity", "analytic");
        m_session->run();
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), before + 2, 20000);
        QVERIFY(m_session->result() && m_session->result()->analyticComparison().isEmpty());
    }

    void aJobWithGpusTheDesignLacksIsNotSaved()
    {
        // A design file whose job names GPUs it does not have does not open again.
        m_session->setProperty("ranks", "rack9");
        QVERIFY(!m_session->saveJob("ghost"));
        QVERIFY(m_session->jobNames().isEmpty());
        QVERIFY2(m_session->jobError().contains("rack9"), qPrintable(m_session->jobError()));
        m_session->setProperty("ranks", "rack1");
        QVERIFY(m_session->jobError().isEmpty());
        QVERIFY(m_session->saveJob("rack1"));
    }

    void noJobRunsOnADesignWithoutGpus()
    {
        // A run, then an imported fabric of adapters alone: nothing of the run before is run
        // again on it, Run does nothing, and the panel says why without an error.
        m_session->setProperty("fidelity", "analytic");
        m_session->run();
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), 1, 20000);
        QVERIFY(m_session->cannotRun().isEmpty());
        const QString fabric
            = QString(SCALESCOPE_TEST_DATA) + "/samples/ibnetdiscover/ltaulell-HPC_toolset_X5.topofile";
        QVERIFY2(m_document->importFiles({ QUrl::fromLocalFile(fabric) }), qPrintable(m_document->errorText()));
        QVERIFY(!m_session->running());
        QVERIFY(!m_session->result());
        QVERIFY(m_session->cannotRun().contains("this design has no GPUs"));
        m_session->run();
        QVERIFY(!m_session->running());
        QVERIFY(m_session->error().isEmpty());
        QCOMPARE(m_session->finishedRuns(), 1);
        QVERIFY(m_session->hostTyping().isEmpty()); // these hosts' adapters do not say what they are
        // Selene: hosts of eight ConnectX-6 adapters are DGX A100s, typed in one undoable edit;
        // then jobs run on their GPUs.
        const QString selene
            = QString(SCALESCOPE_TEST_DATA) + "/samples/ibnetdiscover/Mellanox-ufm_sdk_selene.compute.txt";
        QVERIFY2(m_document->importFiles({ QUrl::fromLocalFile(selene) }), qPrintable(m_document->errorText()));
        QVERIFY(!m_session->cannotRun().isEmpty());
        QCOMPARE(m_session->hostTyping(), QString("Type the 458 hosts of 8 ConnectX-6 adapters as NVIDIA DGX A100"));
        QVERIFY2(m_session->typeHosts(), qPrintable(m_document->errorText()));
        QVERIFY(m_session->cannotRun().isEmpty() && m_session->hostTyping().isEmpty());
        QCOMPARE(m_document->undoText(), QString("Type 458 hosts as NVIDIA DGX A100"));
        m_session->setProperty("ranks", "luna-0001,luna-0002");
        m_session->run();
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), 2, 60000);
        QVERIFY2(m_session->error().isEmpty(), qPrintable(m_session->error()));
        QCOMPARE(m_session->result()->ranks(), 16);
        m_document->undo();
        QVERIFY(!m_session->cannotRun().isEmpty());
        // A design with GPUs again: jobs run.
        QVERIFY(m_document->newFromPreset("dgx-h100", 1, "", 1.0, "", 0));
        QVERIFY(m_session->cannotRun().isEmpty());
    }

    void jobsAreSavedAndReloaded()
    {
        m_session->setProperty("ranks", "rack1");
        m_session->setProperty("collective", "all_gather");
        m_session->setProperty("size", "64M");
        m_session->setProperty("algorithm", "ring");
        m_session->setGpuDirect(false);
        // Queue pairs matter where the routing hashes: not on this InfiniBand design's adaptive
        // routing, but on static ECMP asked for the job. Beyond NCCL's 128 is 128.
        QVERIFY(!m_session->property("hashed").toBool());
        m_session->setProperty("routing", "ecmp");
        QVERIFY(m_session->property("hashed").toBool());
        m_session->setProperty("qpsPerConnection", 500);
        QCOMPARE(m_session->property("qpsPerConnection").toInt(), 128);
        m_session->setProperty("qpsPerConnection", 8);
        QVERIFY(m_session->saveJob("rack1 gather"));
        QCOMPARE(m_session->jobNames(), QStringList { "rack1 gather" });
        QVERIFY(m_document->dirty());
        QTemporaryDir dir;
        const QString path = dir.filePath("jobs.scalescope.json");
        QVERIFY(m_document->saveAs(QUrl::fromLocalFile(path)));

        Workspace reopenedWorkspace(Catalog::builtInShared());
        DesignDocument& reopened = *reopenedWorkspace.document();
        QVERIFY(reopened.load(path));
        TrafficSession& session = *reopenedWorkspace.traffic();
        QCOMPARE(session.jobNames(), QStringList { "rack1 gather" });
        QVERIFY(session.loadJob("rack1 gather"));
        QCOMPARE(session.property("ranks").toString(), QString("rack1"));
        QCOMPARE(session.property("collective").toString(), QString("all_gather"));
        QCOMPARE(session.property("size").toString(), QString("64M"));
        QCOMPARE(session.property("algorithm").toString(), QString("ring"));
        QVERIFY(!session.gpuDirect());
        QCOMPARE(session.property("routing").toString(), QString("ecmp"));
        QCOMPARE(session.property("qpsPerConnection").toInt(), 8);
        QVERIFY(session.job() == reopened.design().jobs.front());
        // Saving a job is undoable and leaves the drawing alone.
        const auto topology = m_document->topology();
        m_document->undo();
        QVERIFY(m_session->jobNames().isEmpty());
        QCOMPARE(m_document->topology(), topology);
    }

    void simulatedTimeReadsInSensibleUnits()
    {
        QCOMPARE(m_session->durationText(7.25), QString("7.25 µs"));
        QCOMPARE(m_session->durationText(812), QString("812.0 µs"));
        QCOMPARE(m_session->durationText(2150.05), QString("2.150 ms"));
        QCOMPARE(m_session->durationText(1.2e6), QString("1.200 s"));
    }

    void theSelectedGpusBecomeTheRanks()
    {
        DeviceSelection& selection = *m_view->selection();
        selection.select(m_workspace->summary()->findDevice("rack0/tray0/gpu0"));
        selection.toggle(m_workspace->summary()->findDevice("rack1/tray0/gpu0"));
        selection.toggle(m_workspace->summary()->findDevice("rack1/tray0/cpu0")); // not a GPU: left out
        m_session->useSelection();
        QCOMPARE(m_session->property("ranks").toString(), QString("rack0/tray0/gpu0,rack1/tray0/gpu0"));
    }
};

QTEST_MAIN(TestTraffic)
#include "tst_traffic.moc"
