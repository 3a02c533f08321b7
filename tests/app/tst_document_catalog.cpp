// The open design's own catalog serves the desktop program: its systems are palette items,
// its models serve cabling, and a job on it runs on it, exactly as on the built-in preset.
#include "gui/adapters/TrafficResult.h"
#include "gui/adapters/Workspace.h"

#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

#include <algorithm>

using namespace scalescope;
using namespace scalescope::gui;

namespace {

const QString kData = QString(SCALESCOPE_TEST_DATA);
const QString kOwnCatalogDesign = kData + "/catalog/dgx-h100-own-catalog.scalescope.json";

bool hasPaletteItem(Workspace& workspace, const QString& id)
{
    const QVariantList items = workspace.editor()->palette();
    return std::any_of(
        items.begin(), items.end(), [&](const QVariant& item) { return item.toMap().value("id").toString() == id; });
}

int gpusOf(const DesignDocument& document)
{
    const auto& nodes = document.topology()->nodes;
    return static_cast<int>(
        std::count_if(nodes.begin(), nodes.end(), [](const Node& node) { return node.kind == NodeKind::Gpu; }));
}

// The finished result of an all_reduce of 1 GiB over GPUs 0-7, analytic: algorithm, protocol,
// time_us and busbw_GBps.
QVariantMap allReduceOfFirstNode(Workspace& workspace)
{
    TrafficSession& session = *workspace.traffic();
    session.setProperty("ranks", "0-7");
    session.setProperty("size", "1G");
    session.setProperty("fidelity", "analytic");
    session.run();
    if (!QTest::qWaitFor([&] { return session.finishedRuns() >= 1 && !session.running(); }, 20000) || !session.result())
        return {};
    const TrafficResult& result = *session.result();
    return { { "algorithm", result.algorithm() }, { "protocol", result.protocol() }, { "time_us", result.timeUs() },
        { "busbw_GBps", result.busbwGBps() } };
}

} // namespace

class TestDocumentCatalog : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("ScaleScopeTests");
        QCoreApplication::setApplicationName("tst_document_catalog");
        QSettings().clear();
    }

    void theDesignsOwnSystemsArePaletteItems()
    {
        Workspace workspace;
        DesignDocument& document = *workspace.document();
        QVERIFY(document.load(QString(SCALESCOPE_SOURCE_DIR) + "/resources/examples/dgx-h100-4.scalescope.json"));
        QVERIFY(!hasPaletteItem(workspace, "system:lab-dgx-h100"));
        QSignalSpy palette(workspace.editor(), &DesignEditing::paletteChanged);
        QVERIFY2(document.load(kOwnCatalogDesign), qPrintable(document.errorText()));
        QCOMPARE(palette.count(), 1);
        QVERIFY(hasPaletteItem(workspace, "system:lab-dgx-h100"));
        QCOMPARE(gpusOf(document), 16);
        QVERIFY2(workspace.editor()->addItem("system:lab-dgx-h100", 0, 2000) >= 0, qPrintable(document.errorText()));
        QCOMPARE(gpusOf(document), 24); // one more DGX H100 node of the design's own
    }

    void aJobRunsOnTheDesignsOwnCatalog()
    {
        Workspace own;
        QVERIFY2(own.document()->load(kOwnCatalogDesign), qPrintable(own.document()->errorText()));
        Workspace builtIn;
        QVERIFY(builtIn.document()->newFromPreset("dgx-h100", 2, "", 1.0, "", -1));
        const QVariantMap ownResult = allReduceOfFirstNode(own);
        const QVariantMap builtInResult = allReduceOfFirstNode(builtIn);
        QCOMPARE(builtInResult.value("algorithm").toString(), QString("nvls"));
        for (const char* key : { "algorithm", "protocol", "time_us", "busbw_GBps" })
            QVERIFY2(ownResult.value(key) == builtInResult.value(key),
                qPrintable(QString("%1: %2 against %3")
                               .arg(key, ownResult.value(key).toString(), builtInResult.value(key).toString())));
    }

    void anImportedNicCablesAtTheRateItsOwnCatalogKeeps()
    {
        // NCCL saw the ConnectX-7 at 200 Gb/s; the built-in catalog has no such model, so the
        // import keeps one in the design's own catalog, and a cable to a 400G leaf runs at 200G.
        Workspace workspace;
        DesignDocument& document = *workspace.document();
        QVERIFY2(document.importFiles({ QUrl::fromLocalFile(kData + "/catalog/nccl-cx7-at-200g.xml") }),
            qPrintable(document.errorText()));
        const int nic = workspace.summary()->findDevice("nccl-cx7-at-200g/mlx5_0");
        const int leaf = workspace.editor()->addItem("switch:QM9700:leaf", 0, 1000);
        QVERIFY(nic >= 0 && leaf >= 0);
        QVERIFY2(workspace.editor()->connectDevices(nic, leaf), qPrintable(document.errorText()));
        const Topology& t = *document.topology();
        const auto cable = std::find_if(t.links.begin(), t.links.end(), [&](const Link& link) {
            return link.tier == LinkTier::InfiniBand && (link.a == NodeId(leaf) || link.b == NodeId(leaf));
        });
        QVERIFY(cable != t.links.end());
        QCOMPARE(cable->bytesPerSecPerDirection, bytesPerSecFromGbps(200));
    }
};

QTEST_MAIN(TestDocumentCatalog)
#include "tst_document_catalog.moc"
