// The BOM tab's adapter: on the example design its rows and totals are the core's bill line by
// line, its figures the core's ratios; it is made again when the design, its layout or its jobs
// change (never showing a bill of the design before), while its tab is shown; "Export CSV…" writes exactly what
// `scalescope bom FILE --csv` prints, and a file it cannot write is named in its error.
#include "gui/adapters/Workspace.h"

#include "bom/BomReport.h"
#include "design/BomThroughput.h"

#include <QLocale>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace scalescope;
using namespace scalescope::gui;

namespace {

const QString kExample = QString(SCALESCOPE_SOURCE_DIR) + "/resources/examples/dgx-h100-4.scalescope.json";

QString text(const std::string& s)
{
    return QString::fromStdString(s);
}

// The bill the core makes of the document's design as it stands, and its figures.
struct CoreBill {
    BillOfMaterials bom;
    BomThroughputs throughputs;
};

CoreBill coreBill(const DesignDocument& document)
{
    CoreBill bill { billOfMaterials(*document.topology(), *document.catalog(), *document.scene()), {} };
    bill.throughputs = measureThroughputs(*document.topology(), *document.catalog(), document.design().jobs,
        document.design().trainingJobs, {}, document.survivors());
    return bill;
}

// Every row of every section, in order.
QVariantList allRows(const BomSession& session)
{
    QVariantList rows;
    for (const QVariant& section : session.sections())
        rows += section.toMap().value("rows").toList();
    return rows;
}

} // namespace

class TestBomSession : public QObject {
    Q_OBJECT
    Workspace* m_workspace = nullptr;
    DesignDocument* m_document = nullptr;
    BomSession* m_session = nullptr;

    // Waits for the next bill after `runs` had reported.
    bool waitForBill(int runs)
    {
        return QTest::qWaitFor([&] { return m_session->finishedRuns() > runs && m_session->hasResult(); }, 30000);
    }

    // The session's rows and totals are the core's, line by line.
    void compareWithTheCore()
    {
        const CoreBill core = coreBill(*m_document);
        const BillOfMaterials& bom = *m_session->bom();
        QCOMPARE(bom.lines.size(), core.bom.lines.size());
        QCOMPARE(bom.cables, core.bom.cables);
        QCOMPARE(bom.transceivers, core.bom.transceivers);
        QCOMPARE(bom.costUsd, core.bom.costUsd);
        QCOMPARE(bom.maxWatts, core.bom.maxWatts);
        // Each section keeps the core's order; every line is a row, with its count.
        QVariantList rows = allRows(*m_session);
        QCOMPARE(rows.size(), static_cast<qsizetype>(core.bom.lines.size()));
        for (const BomLine& line : core.bom.lines) {
            const auto row = std::find_if(rows.begin(), rows.end(),
                [&](const QVariant& r) { return r.toMap().value("name").toString() == text(line.name); });
            QVERIFY2(row != rows.end(), line.name.c_str());
            const QVariantMap fields = row->toMap();
            QCOMPARE(fields.value("count").toString(),
                "× " + QLocale(QLocale::English).toString(static_cast<qulonglong>(line.count)));
            if (line.includedIn.empty() && line.price)
                QVERIFY2(fields.value("figures").toString().startsWith(text(usdText(line.costUsd()))),
                    qPrintable(fields.value("figures").toString()));
            if (line.includedIn.empty() && !line.price)
                QVERIFY(fields.value("figures").toString().startsWith("no price") && fields.value("missing").toBool());
            QVERIFY(!fields.value("source").toString().isEmpty());
            rows.erase(row);
        }
        const QVariantList totals = m_session->totals();
        QCOMPARE(totals.at(0).toMap().value("value").toString(), text(wattsText(core.bom.typicalWatts)));
        QCOMPARE(totals.at(1).toMap().value("value").toString(), text(wattsText(core.bom.maxWatts)));
        QCOMPARE(totals.at(2).toMap().value("value").toString(), text(usdText(core.bom.costUsd)));
        QCOMPARE(totals.at(3).toMap().value("value").toString(),
            text(usdText(core.bom.costUsd / static_cast<double>(core.bom.gpus))));
        const std::vector<BomRatio> ratios = bomRatios(core.bom, core.throughputs);
        const QVariantList shown = m_session->ratios();
        QCOMPARE(shown.size(), static_cast<qsizetype>(ratios.size()));
        for (std::size_t i = 0; i < ratios.size(); ++i)
            QCOMPARE(
                shown.at(static_cast<qsizetype>(i)).toMap().value("cost").toString(), text(usdText(ratios[i].usd)));
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("ScaleScopeTests");
        QCoreApplication::setApplicationName("tst_bom_session");
        QSettings().clear();
    }

    void init()
    {
        m_workspace = new Workspace(Catalog::builtInShared(), this);
        m_document = m_workspace->document();
        m_session = m_workspace->bom();
        m_workspace->view()->setCurrentTab("bom");
        QVERIFY(m_document->load(kExample));
    }

    void cleanup() { delete m_workspace; }

    void rowsAndTotalsAreTheCoresBill()
    {
        QVERIFY(waitForBill(0));
        QVERIFY2(m_session->error().isEmpty(), qPrintable(m_session->error()));
        compareWithTheCore();
        QStringList titles;
        for (const QVariant& section : m_session->sections())
            titles << section.toMap().value("title").toString();
        QCOMPARE(
            titles, (QStringList { "Systems and devices", "Switches", "Cables, by kind and reach", "Transceivers" }));
        // A switch's row says its ports; the transceivers' section its speeds.
        const QVariantList rows = allRows(*m_session);
        const auto leaf = std::find_if(rows.begin(), rows.end(),
            [](const QVariant& r) { return r.toMap().value("name").toString() == "NVIDIA Quantum-2 QM9700 NDR"; });
        QVERIFY(leaf != rows.end());
        QCOMPARE(leaf->toMap().value("detail").toString(), QString("96 ports used, 480 free"));
        QCOMPARE(m_session->sections().last().toMap().value("note").toString(), QString("800G: 16"));
        // What the totals leave out is said, by name and id.
        QVERIFY(m_session->notes().first().startsWith("No price in the catalog, so left out of the cost: "));
        QVERIFY(m_session->notes().last().startsWith("Prices are estimates"));
    }

    // A move of a leaf switch (cable lengths follow the layout), then an edit that regenerates the
    // fabric: the bill shown is never the one of the design before, and then the new one.
    void editsMakeTheBillAgain()
    {
        QVERIFY(waitForBill(0));
        const CoreBill before = coreBill(*m_document);
        const std::vector<Node>& nodes = m_document->topology()->nodes;
        const auto leaf = std::find_if(nodes.begin(), nodes.end(),
            [](const Node& n) { return n.kind == NodeKind::IbSwitch && n.role == SwitchRole::Leaf; });
        const QString name = m_workspace->moves()->movableNameAt(static_cast<int>(leaf - nodes.begin()));
        QVERIFY(!name.isEmpty());
        const int runs = m_session->finishedRuns();
        const QPointF at = m_workspace->moves()->positionOf(name);
        m_workspace->moves()->placeAt(name, at.x() + 40000, at.y());
        QVERIFY(!m_session->hasResult()); // at once: the bill of the design before is gone
        QVERIFY(waitForBill(runs));
        compareWithTheCore();
        QVERIFY(m_session->bom()->cables != before.bom.cables); // longer runs take other media

        const int moved = m_session->finishedRuns();
        QVERIFY(m_workspace->editor()->setComputeNicRate("800G"));
        QVERIFY(!m_session->hasResult());
        QVERIFY(waitForBill(moved));
        compareWithTheCore();
        QVERIFY(m_session->bom()->cables.count("Fiber-800G") > 0);
    }

    // Another tab shown: nothing is made (a saved flow job can take seconds) until the BOM tab is,
    // and then the bill of the design as it is then.
    void theBillIsMadeOnlyWhileItsTabIsShown()
    {
        QVERIFY(waitForBill(0));
        m_workspace->view()->setCurrentTab("summary");
        const int runs = m_session->finishedRuns();
        QVERIFY(m_workspace->editor()->setComputeNicRate("800G"));
        QTest::qWait(BomSession::kDebounceMs * 4);
        QVERIFY(!m_session->running() && !m_session->hasResult());
        QCOMPARE(m_session->finishedRuns(), runs);
        m_workspace->view()->setCurrentTab("bom");
        QVERIFY(waitForBill(runs));
        compareWithTheCore();
    }

    // A GPU marked failed: the bill is made again, its busbw measured on what survives and saying so.
    void aFailedGpuIsLeftOutOfTheMeasuredBusbw()
    {
        QVERIFY(waitForBill(0));
        const QVariantList healthy = m_session->ratios();
        const QVariantList healthyTotals = m_session->totals();
        const std::optional<NodeId> gpu = m_document->topology()->findNode("node0/gpu0");
        QVERIFY(gpu);
        const int runs = m_session->finishedRuns();
        QVERIFY(m_workspace->failures()->markDeviceFailed(static_cast<int>(*gpu)));
        QVERIFY(m_document->survivors());
        QVERIFY(waitForBill(runs));
        compareWithTheCore();
        QString busbw;
        for (const QVariant& ratio : m_session->ratios())
            if (ratio.toMap().value("label").toString().contains("busbw"))
                busbw = ratio.toMap().value("detail").toString();
        QVERIFY2(
            busbw.contains("all 31 GPUs") && busbw.contains("on what survives: 1 device failed"), qPrintable(busbw));
        QCOMPARE(m_session->totals(), healthyTotals); // what is bought: the whole design
        QVERIFY(m_session->ratios() != healthy);
    }

    void exportWritesWhatTheCommandLinePrints()
    {
        QVERIFY(waitForBill(0));
        QTemporaryDir dir;
        const QString path = dir.filePath("bill.csv");
        QVERIFY(m_session->exportCsv(QUrl::fromLocalFile(path)));
        QVERIFY(m_session->exportError().isEmpty());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray written = file.readAll();
        QProcess cli;
        cli.start(SCALESCOPE_BINARY, { "bom", kExample, "--csv" });
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 0);
        QCOMPARE(written, cli.readAllStandardOutput());
        QVERIFY(written.contains("\nratio,busbw_GBps,"));
        // A folder is not a file to write: the error names it, and a later export that works clears it.
        QVERIFY(!m_session->exportCsv(QUrl::fromLocalFile(dir.path())));
        QVERIFY2(m_session->exportError().contains(dir.path()), qPrintable(m_session->exportError()));
        QVERIFY(m_session->exportCsv(QUrl::fromLocalFile(path)));
        QVERIFY(m_session->exportError().isEmpty());
        QVERIFY(m_session->suggestedCsvUrl().toLocalFile().endsWith("Example- DGX H100, 4 nodes.bom.csv"));
    }
};

QTEST_MAIN(TestBomSession)
#include "tst_bom_session.moc"
