// A RoCE compute fabric from the command line, as a user meets it: `new --network`, what `info`
// says of the design, a NIC's addresses and a route's layers, RoCE v1's refusal to leave an L2
// subnet (exit 1 and why), the usage errors, and validate, simulate and every export on it.
#include "CliFixtures.h"

#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

class TestCliRoce : public CliTestCase {
    Q_OBJECT
private:
    QString m_v2, m_v1;

private slots:
    void initTestCase()
    {
        m_v2 = path("roce.scalescope.json");
        m_v1 = path("roce-v1.scalescope.json");
        const Run v2 = scalescope({ "new", "--preset", "dgx-h100", "--nodes", "40", "--network", "roce", "-o", m_v2 });
        QVERIFY2(v2.exitCode == 0, qPrintable(v2.err));
        const Run v1
            = scalescope({ "new", "--preset", "dgx-h100", "--nodes", "40", "--network", "roce-v1", "-o", m_v1 });
        QVERIFY2(v1.exitCode == 0, qPrintable(v1.err));
    }

    void everyPresetTakesTheNetwork_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QString>("countOption");
        for (const char* preset : { "dgx-a100", "dgx-h100", "dgx-h200", "dgx-b200" })
            QTest::newRow(preset) << preset << "--nodes";
        for (const char* preset : { "gb200-nvl72", "gb300-nvl72" })
            QTest::newRow(preset) << preset << "--racks";
    }

    void everyPresetTakesTheNetwork()
    {
        QFETCH(QString, preset);
        QFETCH(QString, countOption);
        const QString file = path(preset + "-roce.scalescope.json");
        const Run created
            = scalescope({ "new", "--preset", preset, countOption, "2", "--network", "roce", "-o", file });
        QVERIFY2(created.exitCode == 0, qPrintable(created.err));
        QVERIFY(readAll(file).contains("\"network\": \"roce\""));
        const QJsonObject info = infoJson(file);
        QCOMPARE(info["network"].toString(), QString("roce"));
        QCOMPARE(info["links"].toObject()["infiniband"].toInt(), 0);
        QVERIFY(info["switches"].toObject()["leaf"].toInt() > 0);
        const Run validated = scalescope({ "validate", file });
        QVERIFY2(validated.exitCode == 0, qPrintable(validated.err));
    }

    void infoSaysTheNetwork()
    {
        const Run info = scalescope({ "info", m_v2 });
        QCOMPARE(info.exitCode, 0);
        QVERIFY2(info.out.contains("scale-out network          RoCE v2 (Ethernet, routed over UDP/IP)"),
            qPrintable(info.out));
        QVERIFY2(info.out.contains("IP subnets (one per leaf)  16"), qPrintable(info.out));
        QCOMPARE(scalescope({ "new", "--preset", "dgx-h100", "-o", path("ib.json") }).exitCode, 0);
        QVERIFY(scalescope({ "info", path("ib.json") }).out.contains("scale-out network          InfiniBand\n"));
        QVERIFY(!readAll(path("ib.json")).contains("\"network\"")); // the default is not written
        const Run v1 = scalescope({ "info", m_v1 });
        QVERIFY2(v1.out.contains("RoCE v1 (Ethernet, one L2 subnet per leaf)"), qPrintable(v1.out));
    }

    void aNicShowsItsAddressesForItsFabric()
    {
        const Run v2 = scalescope({ "info", m_v2, "--device", "node0/nic0" });
        QCOMPARE(v2.exitCode, 0);
        for (const char* expected : { "ip          10.128.0.1", "ipv6        fd00:a80::1",
                 "gid         0000:0000:0000:0000:0000:ffff:0a80:0001",
                 "gid_ipv6    fd00:0a80:0000:0000:0000:0000:0000:0001", "reached by  RoCE v2: IP routing" })
            QVERIFY2(v2.out.contains(expected), qPrintable(expected + QString(" in\n") + v2.out));
        const Run v1 = scalescope({ "info", m_v1, "--device", "node0/nic0", "--json" });
        const QJsonObject report = QJsonDocument::fromJson(v1.out.toUtf8()).object();
        const QJsonObject addresses = report["addresses"].toObject();
        QVERIFY(!addresses.contains("ip"));
        QVERIFY(addresses["gid"].toString().startsWith("fe80:0000:0000:0000:"));
        QVERIFY(report["reached_by"].toString().contains("not routable"));
    }

    void aPathSaysEachHopsLayer()
    {
        const Run run = scalescope({ "info", m_v2, "--path", "node0/gpu0,node33/gpu0" });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(
            run.out.contains("node0/nic0 -> roce/leaf-su0-r0  ethernet, 400 Gb/s, routed at L3 (RoCE v2 over UDP/IP)"),
            qPrintable(run.out));
        QVERIFY2(run.out.contains("node0/gpu0 -> node0/pcie"), qPrintable(run.out));
        QVERIFY2(run.out.contains("scale-out (roce, ecmp routing): node0/nic0 10.128.0.1 -> node33/nic0 10.128."),
            qPrintable(run.out));
    }

    void roceV1RefusesAPathOutOfItsSubnet()
    {
        const Run inside = scalescope({ "info", m_v1, "--path", "node0/gpu0,node5/gpu0" });
        QVERIFY2(inside.exitCode == 0, qPrintable(inside.err));
        QVERIFY(inside.out.contains("switched at L2 (RoCE v1)"));
        const Run across = scalescope({ "info", m_v1, "--path", "node0/gpu0,node33/gpu0" });
        QCOMPARE(across.exitCode, 1);
        QVERIFY2(
            across.err.startsWith(m_v1 + ": no RoCE v1 path from node0/gpu0 to node33/gpu0"), qPrintable(across.err));
        QVERIFY2(across.err.contains("no IP header"), qPrintable(across.err));
        QVERIFY(across.out.isEmpty());
    }

    void wrongNetworkOptionsAreUsageErrors()
    {
        const Run bogus = scalescope({ "new", "--preset", "dgx-h100", "--network", "ethernet", "-o", path("x.json") });
        QCOMPARE(bogus.exitCode, 2);
        QVERIFY2(bogus.err.contains("--network takes infiniband, roce (RoCE v2) or roce-v1, not \"ethernet\""),
            qPrintable(bogus.err));
        const Run ethOnIb
            = scalescope({ "new", "--preset", "dgx-h100", "--eth-switch", "SN5400", "-o", path("x.json") });
        QCOMPARE(ethOnIb.exitCode, 2);
        const Run ibOnRoce = scalescope(
            { "new", "--preset", "dgx-h100", "--network", "roce", "--ib-switch", "QM9700", "-o", path("x.json") });
        QCOMPARE(ibOnRoce.exitCode, 2);
        const Run ibSwitchAsEth = scalescope(
            { "new", "--preset", "dgx-h100", "--network", "roce", "--eth-switch", "QM9700", "-o", path("x.json") });
        QCOMPARE(ibSwitchAsEth.exitCode, 2);
        QVERIFY(ibSwitchAsEth.err.contains("takes a catalog Ethernet switch"));
        QVERIFY(!QFile::exists(path("x.json")));
        const Run chosen = scalescope({ "new", "--preset", "dgx-h100", "--nodes", "4", "--network", "roce",
            "--eth-switch", "SN4700", "-o", path("sn4700.json") });
        QVERIFY2(chosen.exitCode == 0, qPrintable(chosen.err));
        QVERIFY(infoJson(path("sn4700.json"))["generator"].toObject()["compute_fabric"].toObject()["switch"].toString()
            == "SN4700");
    }

    void roceSimulates()
    {
        const Run run = scalescope(
            { "simulate", m_v2, "--collective", "all_reduce", "--size", "1G", "--fidelity", "flow", "--json" });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject result = QJsonDocument::fromJson(run.out.toUtf8()).object();
        QVERIFY(result["bytes_per_tier"].toObject()["ethernet"].toDouble() > 0);
        QCOMPARE(result["bytes_per_tier"].toObject()["infiniband"].toDouble(), 0.0);
        const Run v1 = scalescope({ "simulate", m_v1, "--collective", "all_reduce", "--size", "1G" });
        QCOMPARE(v1.exitCode, 1);
        QVERIFY2(v1.err.contains("different L2 subnets"), qPrintable(v1.err));
    }

    void everyExportRunsOnRoce()
    {
        const Run drawio = scalescope({ "export", m_v2, "--format", "drawio", "-o", path("roce.drawio") });
        QVERIFY2(drawio.exitCode == 0, qPrintable(drawio.err));
        QVERIFY(readAll(path("roce.drawio")).contains("fabric=\"roce\""));
        QVERIFY(readAll(path("roce.drawio")).contains("kind=\"eth_switch\""));
        const Run astra = scalescope({ "export", m_v2, "--format", "astra-sim", "-o", path("roce.yml") });
        QVERIFY2(astra.exitCode == 0, qPrintable(astra.err));
        QVERIFY(readAll(path("roce.yml")).contains("scale-out (compute fabric, RoCE v2"));
        const Run nccl = scalescope({ "export", m_v2, "--format", "nccl-xml", "-o", path("roce.xml") });
        QVERIFY2(nccl.exitCode == 0, qPrintable(nccl.err));
        QVERIFY(readAll(path("roce.xml")).contains("class=\"0x020000\"")); // an Ethernet controller
        QVERIFY(!readAll(path("roce.xml")).contains("class=\"0x020700\"")); // no InfiniBand one
        const Run dot = scalescope({ "export", m_v2, "--format", "dot", "-o", path("roce.dot") });
        QCOMPARE(dot.exitCode, 0);
#ifdef SCALESCOPE_WITH_GUI
        const Run svg = scalescope({ "export", m_v2, "--format", "svg", "-o", path("roce.svg") });
        QVERIFY2(svg.exitCode == 0, qPrintable(svg.err));
        QVERIFY(readAll(path("roce.svg")).contains("<svg"));
#endif
    }
};

QTEST_APPLESS_MAIN(TestCliRoce)
#include "tst_cli_roce.moc"
