// A job's GPUs as people write them: every accepted form, and every malformed one refused with
// the part that is wrong named.
#include "BuiltClusters.h"

#include "sim/RankSelection.h"

#include <QtTest>

using namespace scalescope;
using namespace scalescope::fixtures;

namespace {

const Topology& twoNodes()
{
    static const Topology topology = builtTopology("dgx-h100", 2); // 16 GPUs, node0/gpu0 .. node1/gpu7
    return topology;
}

QStringList names(const std::vector<NodeId>& ranks)
{
    QStringList out;
    for (const NodeId gpu : ranks)
        out << QString::fromStdString(twoNodes().nodes[gpu].name);
    return out;
}

} // namespace

class TestSimRankSelection : public QObject {
    Q_OBJECT
private slots:
    void acceptedForms_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("count");
        QTest::addColumn<QString>("first");
        QTest::addColumn<QString>("last");
        QTest::newRow("all") << "all" << 16 << "node0/gpu0"
                             << "node1/gpu7";
        QTest::newRow("one index") << "15" << 1 << "node1/gpu7"
                                   << "node1/gpu7";
        QTest::newRow("range") << "0-7" << 8 << "node0/gpu0"
                               << "node0/gpu7";
        QTest::newRow("range of one") << "3-3" << 1 << "node0/gpu3"
                                      << "node0/gpu3";
        QTest::newRow("ranges and indices") << "8-11,0-3,15" << 9 << "node1/gpu0"
                                            << "node1/gpu7";
        QTest::newRow("leading zeros") << "007" << 1 << "node0/gpu7"
                                       << "node0/gpu7";
        QTest::newRow("a node") << "node1" << 8 << "node1/gpu0"
                                << "node1/gpu7";
        QTest::newRow("names in a list") << "node1/gpu2,node0/gpu5" << 2 << "node1/gpu2"
                                         << "node0/gpu5";
        QTest::newRow("a node and an index") << "node1,0" << 9 << "node1/gpu0"
                                             << "node0/gpu0";
    }

    void acceptedForms()
    {
        QFETCH(QString, text);
        QFETCH(int, count);
        QFETCH(QString, first);
        QFETCH(QString, last);
        const QStringList ranks = names(selectRanks(text.toStdString(), twoNodes()));
        QCOMPARE(ranks.size(), count);
        QCOMPARE(ranks.first(), first);
        QCOMPARE(ranks.last(), last);
    }

    void malformedFormsNameTheirPart_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("nothing") << ""
                                 << "no GPUs given";
        QTest::newRow("repeated") << "0,0,0"
                                  << "\"0,0,0\": GPU 0 (node0/gpu0) is given twice";
        QTest::newRow("overlapping ranges") << "0-3,2-5"
                                            << "\"0-3,2-5\": GPU 2 (node0/gpu2) is given twice, in \"0-3\" and \"2-5\"";
        QTest::newRow("a name and its index") << "node0/gpu1,1"
                                              << "GPU 1 (node0/gpu1) is given twice";
        QTest::newRow("a node and its GPU") << "node0,node0/gpu4"
                                            << "GPU 4 (node0/gpu4) is given twice";
        QTest::newRow("negative start") << "-3-2"
                                        << "\"-3-2\": a range is two GPU indices";
        QTest::newRow("negative") << "-3"
                                  << "\"-3\": a range is two GPU indices";
        QTest::newRow("open end") << "3-"
                                  << "\"3-\": a range is two GPU indices";
        QTest::newRow("three ends") << "1-2-3"
                                    << "\"1-2-3\": a range is two GPU indices";
        QTest::newRow("backwards") << "7-3"
                                   << "\"7-3\": a range that runs backwards";
        QTest::newRow("past the end") << "0-16"
                                      << "\"0-16\": GPU 16 does not exist (the design has 16 GPUs: 0 to 15)";
        QTest::newRow("overflow") << "99999999999999999999"
                                  << "\"99999999999999999999\": GPU 99999999999999999999 does not exist";
        QTest::newRow("overflow in a range") << "0-99999999999999999999"
                                             << "GPU 99999999999999999999 does not exist";
        QTest::newRow("empty middle part") << "0,,1"
                                           << "\"0,,1\": an empty part";
        QTest::newRow("leading comma") << ",0"
                                       << "\",0\": an empty part";
        QTest::newRow("trailing comma") << "0,"
                                        << "\"0,\": an empty part";
        QTest::newRow("space after comma") << "0, 1"
                                           << "\" 1\": a space";
        QTest::newRow("space inside range") << "0 -3"
                                            << "\"0 -3\": a space";
        QTest::newRow("plus sign") << "+1"
                                   << "\"+1\": not a GPU index";
        QTest::newRow("hexadecimal") << "0x1"
                                     << "\"0x1\": not a GPU index";
        QTest::newRow("fraction") << "1.5"
                                  << "\"1.5\": not a GPU index";
        QTest::newRow("not a GPU") << "node0/cpu0"
                                   << "\"node0/cpu0\": not a GPU";
        QTest::newRow("unknown name") << "node7/gpu0"
                                      << "\"node7/gpu0\": not a GPU index";
        QTest::newRow("all in a list") << "all,0"
                                       << "\"all\": not a GPU index";
        QTest::newRow("all in capitals") << "ALL"
                                         << "\"ALL\": not a GPU index";
    }

    void malformedFormsNameTheirPart()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        try {
            selectRanks(text.toStdString(), twoNodes());
            QFAIL(qPrintable("accepted: " + text));
        } catch (const std::invalid_argument& error) {
            QVERIFY2(QString(error.what()).contains(message), error.what());
        }
    }

    void groupsAndDesignsWithoutGpusSaySo()
    {
        const Topology rack = builtTopology("gb300-nvl72");
        const Topology empty;
        QCOMPARE(selectRanks("rack0/tray17", rack).size(), std::size_t(4));
        for (const auto& [text, topology, message] : {
                 std::tuple { "rack0/swtray0", &rack, "\"rack0/swtray0\": no GPU inside" },
                 std::tuple { "0", &empty, "\"0\": the design has no GPU" },
             }) {
            try {
                selectRanks(text, *topology);
                QFAIL(text);
            } catch (const std::invalid_argument& error) {
                QVERIFY2(QString(error.what()).contains(message), error.what());
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestSimRankSelection)
#include "tst_sim_rank_selection.moc"
