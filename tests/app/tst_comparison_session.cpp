// The Compare tab's session: another design file as the baseline gives the rows `scalescope
// compare` gives (the same figures, the same text, the ratio this design over the baseline);
// "Duplicate as variant" keeps the design as it was as the baseline and makes the open design an
// unsaved copy, whose edits (the compute NICs at 800G) show as ratios, leaving the file as it was;
// a file that cannot be read says so, naming it and the place.
#include "gui/adapters/WholeQuantities.h"
#include "gui/adapters/Workspace.h"

#include "compare/ComparisonReport.h"
#include "io/DesignFile.h"

#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace scalescope;
using namespace scalescope::gui;

namespace {

const QString kExamples = QString(SCALESCOPE_SOURCE_DIR) + "/resources/examples/";
const QString kRack = kExamples + "gb300-nvl72-rack.scalescope.json";
const QString kNodes = kExamples + "dgx-b200-9.scalescope.json";

QVariantMap rowLabelled(const QVariantList& rows, const QString& label)
{
    for (const QVariant& row : rows)
        if (row.toMap().value("label").toString() == wholeQuantities(label)) // as the table shows it
            return row.toMap();
    return {};
}

ComparisonSide sideOf(const QString& path)
{
    LoadedDesign loaded = loadDesignFile(path.toStdString(), Catalog::builtInShared());
    ComparisonSide side;
    side.topology = std::make_shared<const Topology>(std::move(loaded.expanded.topology));
    side.catalog = loaded.expanded.catalog;
    side.scene = std::make_shared<const Scene>(layoutScene(*side.topology, loaded.design.positions));
    return side;
}

QByteArray bytesOf(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestComparisonSession : public QObject {
    Q_OBJECT
    Workspace* m_workspace = nullptr;
    DesignDocument* m_document = nullptr;
    ComparisonSession* m_session = nullptr;
    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("ScaleScopeTests");
        QCoreApplication::setApplicationName("tst_comparison_session");
        QSettings().clear();
    }

    void init()
    {
        m_workspace = new Workspace(Catalog::builtInShared(), this);
        m_document = m_workspace->document();
        m_session = m_workspace->comparison();
    }

    void cleanup() { delete m_workspace; }

    void aFileAsBaselineGivesTheCommandLinesRows()
    {
        QVERIFY(m_document->load(kRack));
        QVERIFY(!m_session->hasBaseline());
        QVERIFY(m_session->compareWithFile(QUrl::fromLocalFile(kNodes)));
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), 1, 30000);
        QCOMPARE(m_session->baselineTitle(), QString("Trade-off B: nine DGX B200 nodes on InfiniBand"));
        QCOMPARE(m_session->currentTitle(), QString("Trade-off A: one GB300 NVL72 rack"));

        // The rows as the core makes them, the baseline as A and the open design as B.
        const ComparisonFigures baseline = compareFigures(sideOf(kNodes));
        const ComparisonFigures current = compareFigures(sideOf(kRack));
        const std::vector<ComparisonRow> expected = comparisonRows(*baseline.figures, *current.figures);
        const QVariantList rows = m_session->rows();
        QCOMPARE(rows.size(), qsizetype(expected.size()));
        for (std::size_t i = 0; i < expected.size(); ++i) {
            const QVariantMap row = rows[qsizetype(i)].toMap();
            QCOMPARE(row.value("label").toString(), wholeQuantities(QString::fromStdString(expected[i].label)));
            QCOMPARE(row.value("baseline").toString(), QString::fromStdString(comparisonCell(expected[i], true)));
            QCOMPARE(row.value("current").toString(), QString::fromStdString(comparisonCell(expected[i], false)));
            QCOMPARE(row.value("ratio").toString(), QString::fromStdString(comparisonRatioCell(expected[i])));
        }
        const QVariantMap scaleOut = rowLabelled(rows, "scale-out per GPU, each direction (Gb/s)");
        QCOMPARE(scaleOut.value("baseline").toString(), QString("400"));
        QCOMPARE(scaleOut.value("current").toString(), QString("800"));
        QCOMPARE(scaleOut.value("ratio").toString(), QString("2.00"));
        const QVariantMap gpus = rowLabelled(rows, "GPUs");
        QCOMPARE(gpus.value("ratio").toString(), QString("1.00"));
        const QVariantMap model = rowLabelled(rows, "GPU model");
        QVERIFY(model.value("words").toBool());
        QCOMPARE(model.value("ratio").toString(), QString());
        QVERIFY(!rowLabelled(rows, "all_reduce 1G: busbw (GB/s)").isEmpty());
        QVERIFY(m_session->notes().join('\n').contains("Baseline: not in the cost"));
    }

    void aVariantIsComparedWithTheOriginal()
    {
        // A copy of the example, so that a save could not touch the source tree.
        const QString file = m_dir.filePath("four.scalescope.json");
        QVERIFY(QFile::copy(kExamples + "dgx-h100-4.scalescope.json", file));
        const QByteArray before = bytesOf(file);
        QVERIFY(m_document->load(file));
        QVERIFY(m_document->hasFile());
        QVERIFY(m_session->duplicateAsVariant());
        QVERIFY(!m_document->hasFile()); // Save asks where: the original stays as it is
        QVERIFY(m_document->dirty());
        QCOMPARE(m_session->baselineTitle(), QString("Example: DGX H100, 4 nodes"));
        QCOMPARE(m_document->title(), QString("Example: DGX H100, 4 nodes (variant)"));
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), 1, 30000);
        QCOMPARE(rowLabelled(m_session->rows(), "GPUs").value("ratio").toString(), QString("1.00"));

        // The variant's compute NICs at 800G: twice the scale-out per GPU and the bisection.
        QVERIFY2(m_workspace->editor()->setComputeNicRate("800G"), qPrintable(m_document->errorText()));
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), 2, 30000);
        const QVariantMap scaleOut = rowLabelled(m_session->rows(), "scale-out per GPU, each direction (Gb/s)");
        QCOMPARE(scaleOut.value("baseline").toString(), QString("400"));
        QCOMPARE(scaleOut.value("current").toString(), QString("800"));
        QCOMPARE(scaleOut.value("ratio").toString(), QString("2.00"));
        QCOMPARE(rowLabelled(m_session->rows(), "scale-out bisection, each direction (Tb/s)").value("ratio").toString(),
            QString("2.00"));
        // What bounds this all_reduce is not the NICs' line rate: its busbw stays where it was.
        QCOMPARE(
            rowLabelled(m_session->rows(), "all_reduce 1G: busbw (GB/s)").value("ratio").toString(), QString("1.00"));

        // Undone to the original, the variant is still a copy with no file, and the file is untouched.
        while (m_document->canUndo())
            m_document->undo();
        QVERIFY(!m_document->hasFile());
        QVERIFY(m_document->dirty());
        QCOMPARE(bytesOf(file), before);
        QTRY_VERIFY_WITH_TIMEOUT(m_session->finishedRuns() >= 3, 30000);
        QCOMPARE(rowLabelled(m_session->rows(), "scale-out per GPU, each direction (Gb/s)").value("ratio").toString(),
            QString("1.00"));

        m_session->clear();
        QVERIFY(!m_session->hasBaseline());
        QVERIFY(m_session->rows().isEmpty());
    }

    // "What if a spine fails?": a variant with a spine marked failed has its bisection cut, costs the
    // same, and the notes say that its failures are taken out.
    void aVariantsFailuresAreTakenOut()
    {
        const QString file = m_dir.filePath("spines.scalescope.json");
        QVERIFY(QFile::copy(kExamples + "fat-tree-jobs.scalescope.json", file)); // two spines
        QVERIFY(m_document->load(file));
        QVERIFY(m_session->duplicateAsVariant());
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), 1, 30000);
        const int spine = m_workspace->summary()->findDevice("ib/spine0");
        QVERIFY(spine >= 0);
        QVERIFY(m_workspace->failures()->markDeviceFailed(spine));
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), 2, 30000);
        const double bisection
            = rowLabelled(m_session->rows(), "scale-out bisection, each direction (Tb/s)").value("ratio").toDouble();
        QVERIFY2(bisection > 0 && bisection < 1, qPrintable(QString::number(bisection)));
        QCOMPARE(rowLabelled(m_session->rows(), "cost, estimated (USD)").value("ratio").toString(), QString("1.00"));
        QVERIFY2(m_session->notes().join('\n').contains("the design's failures are taken out (1 device failed"),
            qPrintable(m_session->notes().join('\n')));
    }

    void aFileThatCannotBeReadSaysWhy()
    {
        QVERIFY(m_document->load(kRack));
        const QString broken = QString(SCALESCOPE_TEST_DATA) + "/broken/duplicate-key.json";
        QVERIFY(!m_session->compareWithFile(QUrl::fromLocalFile(broken)));
        QVERIFY2(m_session->error().contains(broken + ":5:64:"), qPrintable(m_session->error()));
        QVERIFY(!m_session->hasBaseline());
        QVERIFY(m_session->rows().isEmpty());
    }
};

QTEST_MAIN(TestComparisonSession)
#include "tst_comparison_session.moc"
