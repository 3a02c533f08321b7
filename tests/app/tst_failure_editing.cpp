// The failure marks as the desktop program edits them: a device, its node or a link marked
// failed, a link degraded, a mark cleared, the layer toggled and cleared, each one undoable edit;
// the marks listed for the Summary, each device's and link's state, what the canvas draws, what
// jobs run on, and the marks saved with the file and read back.
#include "gui/adapters/Workspace.h"

#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace scalescope;
using namespace scalescope::gui;

namespace {
const QString kExample = QString(SCALESCOPE_SOURCE_DIR) + "/resources/examples/dgx-h100-4.scalescope.json";

// The first link of a tier between a device and another, or -1.
int linkOf(const Topology& topology, const std::string& device, LinkTier tier)
{
    const auto node = topology.findNode(device);
    for (LinkId l = 0; node && l < topology.links.size(); ++l)
        if (topology.links[l].tier == tier && (topology.links[l].a == *node || topology.links[l].b == *node))
            return static_cast<int>(l);
    return -1;
}
} // namespace

class TestFailureEditing : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("ScaleScopeTests");
        QCoreApplication::setApplicationName("tst_failure_editing");
        QSettings().clear();
    }

    void aDeviceMarkedFailedIsOneEditUndoneAndRedone()
    {
        Workspace workspace;
        DesignDocument& document = *workspace.document();
        FailureEditing& failures = *workspace.failures();
        QVERIFY(document.load(kExample));
        const int leaf = workspace.summary()->findDevice("ib/leaf-su0-r0");
        QVERIFY(leaf >= 0);
        QSignalSpy changed(&failures, &FailureEditing::marksChanged);
        QVERIFY(failures.markDeviceFailed(leaf));
        QVERIFY(changed.count() >= 1);
        QCOMPARE(failures.count(), 1);
        QCOMPARE(failures.summaryText(), QString("1 failed: 1 leaf switch"));
        QCOMPARE(failures.deviceState(leaf), QString("failed"));
        QCOMPARE(document.undoText(), QString("Mark ib/leaf-su0-r0 failed"));
        QVERIFY(document.survivors());
        QVERIFY(document.survivors()->failed(static_cast<NodeId>(leaf)));
        QCOMPARE(failures.drawnNodes().at(leaf), FailureDrawn::Failed);
        QVERIFY(failures.drawsFailed());
        // Its links are lost with it, not marked themselves.
        const int lost = linkOf(*document.topology(), "ib/leaf-su0-r0", LinkTier::InfiniBand);
        QCOMPARE(failures.drawnLinks().at(lost), FailureDrawn::Lost);
        QVERIFY(failures.linkState(lost).startsWith("lost with"));

        document.undo();
        QCOMPARE(failures.count(), 0);
        QVERIFY(!document.survivors());
        QVERIFY(failures.drawnNodes().empty());
        QVERIFY(failures.deviceState(leaf).isEmpty());
        QVERIFY(!document.dirty());
        document.redo();
        QCOMPARE(failures.count(), 1);
        QCOMPARE(failures.drawnNodes().at(leaf), FailureDrawn::Failed);
        // Marking it again changes nothing and pushes nothing.
        QVERIFY(!failures.markDeviceFailed(leaf));
        QVERIFY(failures.clearDeviceMark(leaf));
        QCOMPARE(failures.count(), 0);
    }

    void aNodeMarkedFailedTakesItsDevicesAndSaysSoOnEach()
    {
        Workspace workspace;
        DesignDocument& document = *workspace.document();
        FailureEditing& failures = *workspace.failures();
        QVERIFY(document.load(kExample));
        const int gpu = workspace.summary()->findDevice("node1/gpu3");
        const QString node = failures.groupOf(gpu, "node");
        QCOMPARE(node, QString("node1"));
        QVERIFY(failures.markGroupFailed(gpu, "node"));
        QCOMPARE(failures.summaryText(), QString("1 failed: 1 node"));
        const int other = workspace.summary()->findDevice("node1/nic0");
        QCOMPARE(failures.deviceState(other), QString("failed with node node1"));
        QCOMPARE(failures.drawnNodes().at(other), FailureDrawn::Failed);
        QCOMPARE(failures.marks().at(0).toMap().value("node").toInt() >= 0, true);
        // Clearing from any of its devices clears the node's mark.
        QVERIFY(failures.clearDeviceMark(other));
        QCOMPARE(failures.count(), 0);
    }

    void aLinkIsMarkedFailedOrDegradedAsTypedAndChecked()
    {
        Workspace workspace;
        DesignDocument& document = *workspace.document();
        FailureEditing& failures = *workspace.failures();
        QVERIFY(document.load(kExample));
        // Link ids stay through these edits (the same design expanded again); the topology does not.
        const int link = linkOf(*document.topology(), "node0/nic0", LinkTier::InfiniBand);
        const int other = linkOf(*document.topology(), "node1/nic0", LinkTier::InfiniBand);
        QVERIFY(link >= 0 && other >= 0);
        // As typed: what is not a rate, a rate not below the link's, more lanes than it has.
        QVERIFY(failures.degradeProblem(link, "fast").contains("2 lanes"));
        QVERIFY(failures.degradeProblem(link, "800G").contains("runs slower"));
        QVERIFY(failures.degradeProblem(link, "9 lanes").contains("keeps fewer"));
        QVERIFY(failures.degradeProblem(link, "200G").isEmpty());
        QVERIFY(!failures.markLinkDegraded(link, "800G"));
        QVERIFY(document.errorText().contains("runs slower"));
        QCOMPARE(failures.count(), 0);

        QVERIFY(failures.markLinkDegraded(link, "200G"));
        QCOMPARE(failures.linkState(link), QString("degraded to 200 Gb/s"));
        QCOMPARE(failures.drawnLinks().at(link), FailureDrawn::Degraded);
        QVERIFY(failures.drawsDegraded());
        QVERIFY(failures.markLinkFailed(other));
        QCOMPARE(failures.drawnLinks().at(other), FailureDrawn::Failed);
        QCOMPARE(failures.summaryText(), QString("1 failed: 1 link; 1 degraded link"));
        // The inspector finds the link by its device's port.
        const Link& l = document.topology()->links[other];
        QCOMPARE(failures.linkAt(static_cast<int>(l.a), "infiniband", l.portA), other);
        QVERIFY(failures.clearLinkMark(link));
        QCOMPARE(failures.summaryText(), QString("1 failed: 1 link"));
    }

    void theLayerTogglesAndClearsAsOneEditEach()
    {
        Workspace workspace;
        DesignDocument& document = *workspace.document();
        FailureEditing& failures = *workspace.failures();
        QVERIFY(document.load(kExample));
        QVERIFY(failures.markDevicesFailed(
            { workspace.summary()->findDevice("node0/gpu0"), workspace.summary()->findDevice("node2/nic3") }));
        QCOMPARE(failures.count(), 2);
        QCOMPARE(document.undoText(), QString("Mark 2 devices failed"));
        QVERIFY(failures.setEnabled(false));
        QVERIFY(!failures.enabled());
        QVERIFY(!document.survivors()); // kept, not applied
        QVERIFY(failures.drawnNodes().empty());
        QCOMPARE(failures.count(), 2);
        QVERIFY(failures.deviceState(workspace.summary()->findDevice("node0/gpu0")).contains("off"));
        document.undo();
        QVERIFY(failures.enabled());
        QVERIFY(document.survivors());
        QVERIFY(failures.clearAll());
        QCOMPARE(failures.count(), 0);
        document.undo();
        QCOMPARE(failures.count(), 2);
    }

    void theTrafficTabRunsOnWhatSurvivesAndSaysWhichMarkStopsAJob()
    {
        Workspace workspace;
        DesignDocument& document = *workspace.document();
        FailureEditing& failures = *workspace.failures();
        TrafficSession& traffic = *workspace.traffic();
        QVERIFY(document.load(kExample));
        const int leaf = workspace.summary()->findDevice("ib/leaf-su0-r0");
        QVERIFY(failures.markDeviceFailed(leaf));
        traffic.setProperty("ranks", "0-31");
        traffic.setProperty("size", "64M");
        traffic.setProperty("fidelity", "flow");
        traffic.run();
        QTRY_COMPARE_WITH_TIMEOUT(traffic.finishedRuns(), 1, 60000);
        QVERIFY2(traffic.error().isEmpty(), qPrintable(traffic.error()));
        QVERIFY(traffic.result() && traffic.result()->busbwGBps() > 0);
        // Loads are the full drawing's: the failed leaf's links carry nothing at any time.
        const std::vector<float>& loads = workspace.view()->linkLoads();
        QCOMPARE(loads.size(), document.topology()->links.size());
        for (LinkId l = 0; l < document.topology()->links.size(); ++l)
            if (failures.drawnLinks().at(l) == FailureDrawn::Lost)
                QCOMPARE(loads[l], 0.0f);

        // A GPU the job needs, failed: the panel says so, naming it and the marks in force.
        QVERIFY(failures.markDeviceFailed(workspace.summary()->findDevice("node1/gpu3")));
        traffic.run();
        QTRY_VERIFY_WITH_TIMEOUT(!traffic.running() && !traffic.error().isEmpty(), 60000);
        QVERIFY2(traffic.error().contains("node1/gpu3"), qPrintable(traffic.error()));
        QVERIFY2(traffic.error().contains("failures on: 2 failed: 1 leaf switch, 1 GPU"), qPrintable(traffic.error()));
    }

    void theMarksAreSavedWithTheFileAndReadBack()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("marked.scalescope.json");
        FailureScenario saved;
        {
            Workspace workspace;
            DesignDocument& document = *workspace.document();
            FailureEditing& failures = *workspace.failures();
            QVERIFY(document.load(kExample));
            QVERIFY(failures.markDeviceFailed(workspace.summary()->findDevice("ib/leaf-su0-r1")));
            QVERIFY(
                failures.markLinkDegraded(linkOf(*document.topology(), "node3/nic2", LinkTier::InfiniBand), "2 lanes"));
            QVERIFY(failures.setEnabled(false));
            QVERIFY2(document.saveAs(QUrl::fromLocalFile(path)), qPrintable(document.errorText()));
            saved = document.design().failures;
        }
        Workspace workspace;
        QVERIFY(workspace.document()->load(path));
        QCOMPARE(workspace.document()->design().failures, saved);
        QCOMPARE(workspace.failures()->count(), 2);
        QVERIFY(!workspace.failures()->enabled());
        QCOMPARE(workspace.failures()->summaryText(), QString("1 failed: 1 leaf switch; 1 degraded link"));
    }
};

QTEST_MAIN(TestFailureEditing)
#include "tst_failure_editing.moc"
