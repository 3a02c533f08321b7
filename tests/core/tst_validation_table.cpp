// The validation table of published nccl-tests measurements stays readable: every row of
// tests/data/validation/nccl-tests.tsv parses (numbers numeric and above zero, names the simulator
// knows, a bandwidth or a time, an https source), and so does every row of nccl-tests-calibration.tsv;
// a broken row is refused at its line and column. Says nothing about how close the simulator
// comes: bench_validation prints that.
#include "../bench/ValidationTable.h"

#include "model/InputError.h"

#include <QtTest>

#include <set>

using namespace scalescope;
using namespace scalescope::validation;

namespace {

std::string header()
{
    std::string line;
    for (std::string_view column : kColumns)
        line += (line.empty() ? "" : "\t") + std::string(column);
    return line + "\n";
}

const std::string kGoodRow = "HGX H100\tH100\t8\t2\t8x ConnectX-7 400G IB\tinfiniband\tall_reduce\t1073741824\tring\t\t"
                             "2.21.5\t190.5\t\thttps://example.org/run\t2025-01-02\ttable 1\n";

// The message `parseValidationTable` throws for `text`, or "" when it parses.
std::string problemsOf(const std::string& text)
{
    try {
        parseValidationTable(text, "table.tsv");
    } catch (const InputError& error) {
        return error.what();
    }
    return {};
}

} // namespace

class TestValidationTable : public QObject {
    Q_OBJECT

private slots:
    // The table, and the published runs a model constant was set from (nccl-tests-calibration.tsv;
    // its README says which), which bench_validation --table runs.
    void everyRowParses_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("theTable");
        QTest::newRow("table") << "nccl-tests.tsv" << true;
        QTest::newRow("calibration") << "nccl-tests-calibration.tsv" << false;
    }

    void everyRowParses()
    {
        QFETCH(QString, file);
        QFETCH(bool, theTable);
        std::vector<ValidationRow> rows;
        try {
            rows = readValidationTable(SCALESCOPE_TEST_DATA "/validation/" + file.toStdString());
        } catch (const InputError& error) {
            QFAIL(error.what());
        }
        QVERIFY2(rows.size() >= (theTable ? 40u : 1u), std::to_string(rows.size()).c_str());
        std::set<std::string> gpus, networks;
        for (const ValidationRow& row : rows) {
            QVERIFY(row.sizeBytes > 0);
            QVERIFY(row.busbwGBps || row.timeUs);
            QVERIFY(row.sourceUrl.rfind("https://", 0) == 0);
            gpus.insert(row.gpu);
            networks.insert(row.network);
        }
        if (!theTable)
            return;
        for (const char* gpu : { "H100", "H200", "B200", "GB200" })
            QVERIFY2(gpus.count(gpu), gpu);
        for (const char* network : { "infiniband", "roce", "nvlink-only" })
            QVERIFY2(networks.count(network), network);
    }

    void aGoodRowReadsAsWritten()
    {
        const std::vector<ValidationRow> rows = parseValidationTable(header() + kGoodRow, "table.tsv");
        QCOMPARE(rows.size(), std::size_t(1));
        const ValidationRow& row = rows[0];
        QCOMPARE(row.line, 2);
        QCOMPARE(row.gpus(), 16);
        QCOMPARE(row.sizeBytes, std::uint64_t(1) << 30);
        QVERIFY(row.algorithm == Algorithm::Ring);
        QVERIFY(!row.protocol);
        QCOMPARE(*row.busbwGBps, 190.5);
        QVERIFY(!row.timeUs);
    }

    void aBrokenRowIsRefusedAtItsField_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("expected");
        QTest::newRow("size not a number") << QString("1073741824") << QString("1G") << QString("table.tsv:2:");
        QTest::newRow("size zero") << QString("1073741824") << QString("0")
                                   << QString("size_bytes: '0' is not a number above zero");
        QTest::newRow("busbw negative") << QString("190.5") << QString("-3") << QString("measured_busbw_GBps: '-3'");
        QTest::newRow("no bandwidth nor time")
            << QString("190.5") << QString("") << QString("a bus bandwidth or a time");
        QTest::newRow("source not https")
            << QString("https://example.org/run") << QString("example.org") << QString("not an https address");
        QTest::newRow("source at a branch")
            << QString("https://example.org/run")
            << QString("https://github.com/Azure/AI-benchmarking-guide/blob/main/Azure_Results/ND_H100_v5_results.md")
            << QString("source_url: 'https://github.com/Azure/AI-benchmarking-guide/blob/main/Azure_Results/"
                       "ND_H100_v5_results.md' links a branch");
        QTest::newRow("note links a branch")
            << QString("table 1") << QString("script https://github.com/NVIDIA/nccl-tests/blob/master/README.md; run")
            << QString("source_note: 'https://github.com/NVIDIA/nccl-tests/blob/master/README.md' links a branch");
        QTest::newRow("no source") << QString("https://example.org/run") << QString("")
                                   << QString("source_url: '' is not an https address");
        QTest::newRow("unknown collective")
            << QString("all_reduce") << QString("allreduce") << QString("'allreduce' is not a collective");
        QTest::newRow("unknown algorithm")
            << QString("\tring\t") << QString("\tnvls_tree\t") << QString("'nvls_tree' is not an algorithm");
        QTest::newRow("unknown network") << QString("infiniband") << QString("ib")
                                         << QString("'ib' is not infiniband, roce or nvlink-only");
        QTest::newRow("bad date") << QString("2025-01-02") << QString("Jan 2025")
                                  << QString("'Jan 2025' is not YYYY-MM");
        QTest::newRow("missing field") << QString("\ttable 1") << QString("")
                                       << QString("16 tab-separated fields, this one 15");
    }

    void aBrokenRowIsRefusedAtItsField()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, expected);
        std::string row = kGoodRow;
        const std::size_t at = row.find(from.toStdString());
        QVERIFY(at != std::string::npos);
        row.replace(at, from.toStdString().size(), to.toStdString());
        const std::string message = problemsOf(header() + row);
        QVERIFY2(message.find(expected.toStdString()) != std::string::npos, message.c_str());
        QVERIFY2(message.find("table.tsv:2:") != std::string::npos, message.c_str());
    }

    void theColumnOfAProblemIsWhereItsFieldStarts()
    {
        std::string row = kGoodRow;
        row.replace(row.find("1073741824"), 10, "x");
        const std::string column = std::to_string(row.find("\tx\t") + 2);
        QVERIFY2(problemsOf(header() + row).find("table.tsv:2:" + column + ": size_bytes") != std::string::npos,
            problemsOf(header() + row).c_str());
    }

    void aWrongHeaderIsRefused()
    {
        std::string wrong = header();
        wrong.replace(wrong.find("nodes"), 5, "hosts");
        QVERIFY(problemsOf(wrong).find("table.tsv:1:") != std::string::npos);
        QVERIFY(problemsOf(wrong).find("must be 'nodes'") != std::string::npos);
        QVERIFY(problemsOf("").find("needs the header line") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestValidationTable)
#include "tst_validation_table.moc"
