// The command line end to end, as a user runs it: the design commands (presets, new, info,
// validate) with their output, files and exit codes, usage errors and broken files.
#include "CliFixtures.h"

#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

class TestCliDesign : public CliTestCase {
    Q_OBJECT
private slots:
    void versionAndHelp()
    {
        const Run version = scalescope({ "--version" });
        QCOMPARE(version.exitCode, 0);
        QVERIFY(version.out.startsWith("scalescope "));
        const Run help = scalescope({ "--help" });
        QCOMPARE(help.exitCode, 0);
        for (const char* command : { "presets", "new", "info", "validate", "export", "--version", "Exit codes" })
            QVERIFY2(help.out.contains(command), command);
    }

    void presetsListOnePerLine()
    {
        const Run run = scalescope({ "presets" });
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = run.out.trimmed().split('\n');
        QStringList names;
        for (const QString& line : lines) {
            const QStringList fields = line.split('\t');
            QCOMPARE(fields.size(), 2);
            QVERIFY(!fields[1].isEmpty());
            names << fields[0];
        }
        QCOMPARE(names, (QStringList { "dgx-a100", "dgx-h100", "dgx-h200", "dgx-b200", "gb200-nvl72", "gb300-nvl72" }));
        // Each with the counts its fabrics address with the default options.
        QVERIFY2(lines[1].endsWith("(--nodes 1-45272)"), qPrintable(lines[1]));
        QVERIFY2(lines[4].endsWith("(--racks 1-2515)"), qPrintable(lines[4]));
    }

    void everyPresetBuildsAndReports_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QString>("countOption");
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<double>("nvlinkTBps");
        QTest::newRow("dgx-a100") << "dgx-a100"
                                  << "--nodes" << 2 << 16 << 9.6;
        QTest::newRow("dgx-h100") << "dgx-h100"
                                  << "--nodes" << 32 << 256 << 230.4;
        QTest::newRow("dgx-h200") << "dgx-h200"
                                  << "--nodes" << 3 << 24 << 21.6;
        QTest::newRow("dgx-b200") << "dgx-b200"
                                  << "--nodes" << 5 << 40 << 72.0;
        QTest::newRow("gb200-nvl72") << "gb200-nvl72"
                                     << "--racks" << 1 << 72 << 129.6;
        QTest::newRow("gb300-nvl72") << "gb300-nvl72"
                                     << "--racks" << 2 << 144 << 259.2;
    }

    void everyPresetBuildsAndReports()
    {
        QFETCH(QString, preset);
        QFETCH(QString, countOption);
        QFETCH(int, count);
        QFETCH(int, gpus);
        QFETCH(double, nvlinkTBps);
        const QString file = path(preset + ".scalescope.json");
        const Run created = scalescope({ "new", "--preset", preset, countOption, QString::number(count), "-o", file });
        QVERIFY2(created.exitCode == 0, qPrintable(created.err));
        const QJsonObject info = infoJson(file);
        QCOMPARE(info["gpus"].toInt(), gpus);
        QCOMPARE(info["nics"].toInt() > gpus, true);
        for (const char* key : { "cpus", "nvswitches", "nics", "switches", "links", "scaleout_bidirectional_TBps" })
            QVERIFY2(info.contains(key), key);
        for (const char* role : { "leaf", "spine", "core", "ethernet" })
            QVERIFY2(info["switches"].toObject().contains(role), role);
        for (const char* tier : { "nvlink", "nvlink_c2c", "pcie", "infiniband", "ethernet" })
            QVERIFY2(info["links"].toObject().contains(tier), tier);
        QCOMPARE(info["nvlink_bidirectional_TBps"].toDouble(), nvlinkTBps);
        QVERIFY(info["scaleout_bidirectional_TBps"].toDouble() > 0);
        const Run valid = scalescope({ "validate", file });
        QCOMPARE(valid.exitCode, 0);
        QVERIFY(valid.out.contains("valid"));
        const Run text = scalescope({ "info", file });
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("GPUs"));
    }

    void nvl72RackFigures()
    {
        const QString file = path("nvl72.scalescope.json");
        QCOMPARE(scalescope({ "new", "--preset", "gb200-nvl72", "-o", file }).exitCode, 0);
        const QJsonObject info = infoJson(file);
        QCOMPARE(info["gpus"].toInt(), 72);
        QCOMPARE(info["cpus"].toInt(), 36);
        QCOMPARE(info["nvswitches"].toInt(), 18);
        QCOMPARE(info["links"].toObject()["nvlink"].toInt(), 1296);
        QCOMPARE(info["nvlink_bidirectional_TBps"].toDouble(), 129.6);
    }

    void deviceShowsAddressesOfEachTier()
    {
        const QString file = path("device.scalescope.json");
        QCOMPARE(scalescope({ "new", "--preset", "dgx-h100", "--nodes", "2", "-o", file }).exitCode, 0);
        const Run nic = scalescope({ "info", file, "--device", "node1/nic3", "--json" });
        QCOMPARE(nic.exitCode, 0);
        const QJsonObject report = QJsonDocument::fromJson(nic.out.toUtf8()).object();
        const QJsonObject addresses = report["addresses"].toObject();
        QVERIFY(addresses["pci"].toString().startsWith("0000:"));
        QVERIFY(addresses["lid"].toInt() > 0);
        QVERIFY(addresses["gid"].toString().startsWith("fe80:0000:0000:0000:"));
        QVERIFY(addresses["gid"].toString().endsWith(addresses["guid"].toString().mid(14, 4)));
        const QJsonArray links = report["links"].toArray();
        QCOMPARE(links.size(), 2); // PCIe to its switch, InfiniBand to its rail leaf
        QCOMPARE(links[1].toObject()["peer"].toString(), QString("ib/leaf-su0-r3"));
        QCOMPARE(links[1].toObject()["bandwidth_per_direction"].toString(), QString("400 Gb/s"));
        const Run bmc = scalescope({ "info", file, "--device", "node0/bmc" });
        QVERIFY(bmc.out.contains("ip          10.0.0.") && bmc.out.contains("mac         0c:42:a1:"));
        const Run gpu = scalescope({ "info", file, "--device", "node0/gpu0" });
        QVERIFY2(gpu.out.contains("nvlink      port 0-4 -> node0/nvsw0 port 0-4, 5 lanes, 125 GB/s each way"),
            qPrintable(gpu.out));
        const Run missing = scalescope({ "info", file, "--device", "node9/gpu0" });
        QCOMPARE(missing.exitCode, 1);
        QVERIFY(missing.err.contains("no device is named \"node9/gpu0\""));
    }

    void deviceNamesItsHost()
    {
        // An NVL72's compute tray is a host of its own, its NVLink domain shared with the other
        // trays' hosts; a DGX node is one host, its NVLink inside it; a switch belongs to none.
        const QString rack = path("host-rack.scalescope.json");
        QCOMPARE(scalescope({ "new", "--preset", "gb300-nvl72", "--racks", "1", "-o", rack }).exitCode, 0);
        const Run gpu = scalescope({ "info", rack, "--device", "rack0/tray3/gpu1", "--json" });
        QCOMPARE(gpu.exitCode, 0);
        const QJsonObject host = QJsonDocument::fromJson(gpu.out.toUtf8()).object()["host"].toObject();
        QCOMPARE(host["name"].toString(), QString("rack0/tray3"));
        QCOMPARE(host["nvlink_across_hosts"].toBool(), true);
        const Run text = scalescope({ "info", rack, "--device", "rack0/tray3/cpu0" });
        QVERIFY2(text.out.contains("host        rack0/tray3, its own operating system; NVLink memory shared with "
                                   "other hosts through IMEX"),
            qPrintable(text.out));
        const Run chip = scalescope({ "info", rack, "--device", "rack0/swtray0/nvsw0", "--json" });
        QCOMPARE(chip.exitCode, 0);
        QVERIFY(!QJsonDocument::fromJson(chip.out.toUtf8()).object().contains("host"));

        const QString nodes = path("host-nodes.scalescope.json");
        QCOMPARE(scalescope({ "new", "--preset", "dgx-h100", "--nodes", "2", "-o", nodes }).exitCode, 0);
        const Run dgx = scalescope({ "info", nodes, "--device", "node1/gpu2", "--json" });
        const QJsonObject node = QJsonDocument::fromJson(dgx.out.toUtf8()).object()["host"].toObject();
        QCOMPARE(node["name"].toString(), QString("node1"));
        QCOMPARE(node["nvlink_across_hosts"].toBool(), false);
        const Run leaf = scalescope({ "info", nodes, "--device", "ib/leaf-su0-r3", "--json" });
        QCOMPARE(leaf.exitCode, 0);
        QVERIFY(!QJsonDocument::fromJson(leaf.out.toUtf8()).object().contains("host"));
    }

    void pathShowsEveryHopBetweenTwoGpus()
    {
        const QString file = path("path.scalescope.json");
        QCOMPARE(scalescope({ "new", "--preset", "dgx-h100", "--nodes", "2", "-o", file }).exitCode, 0);
        const Run across = scalescope({ "info", file, "--path", "node0/gpu0,node1/gpu0", "--json" });
        QVERIFY2(across.exitCode == 0, qPrintable(across.err));
        const QJsonObject report = QJsonDocument::fromJson(across.out.toUtf8()).object();
        QCOMPARE(report["bottleneck_per_direction"].toString(), QString("50 GB/s"));
        const QJsonArray hops = report["routes"].toArray().first().toObject()["hops"].toArray();
        QStringList tiers;
        for (const auto& hop : hops)
            tiers << hop.toObject()["tier"].toString();
        QCOMPARE(
            tiers, (QStringList { "pcie", "pcie", "infiniband", "infiniband", "pcie", "pcie" })); // same rail: one leaf
        const Run inside = scalescope({ "info", file, "--path", "node0/gpu0,node0/gpu1" });
        QCOMPARE(inside.exitCode, 0);
        QVERIFY2(inside.out.startsWith("node0/gpu0 -> node0/gpu1, at most 450 GB/s each way"), qPrintable(inside.out));
        QCOMPARE(scalescope({ "info", file, "--path", "node0/gpu0" }).exitCode, 2);
        const Run notGpu = scalescope({ "info", file, "--path", "node0/gpu0,node0/nic0" });
        QCOMPARE(notGpu.exitCode, 1);
        QVERIFY2(notGpu.err.contains("node0/nic0 (nic) is not a GPU"), qPrintable(notGpu.err));
    }

    void fabricOptionsReachTheDesign()
    {
        const QString file = path("options.scalescope.json");
        const Run run = scalescope({ "new", "--preset", "dgx-h100", "--nodes", "64", "--fabric", "fat-tree",
            "--oversubscription", "2", "--nic", "800G", "--storage", "5", "-o", file });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject info = infoJson(file);
        const QJsonObject generator = info["generator"].toObject();
        QCOMPARE(generator["fabric"].toString(), QString("fat-tree"));
        QCOMPARE(generator["compute_nic"].toString(), QString("ConnectX-8"));
        QCOMPARE(generator["compute_nic_Gbps"].toDouble(), 800.0);
        QCOMPARE(generator["compute_fabric"].toObject()["switch"].toString(), QString("Q3400"));
        QCOMPARE(generator["compute_fabric"].toObject()["leaf_down_ports"].toInt(), 96); // 144 ports at 2:1
        QCOMPARE(info["storage_servers"].toInt(), 5);
    }

    void expandedDesignDescribesTheSameCluster()
    {
        const QString generated = path("generated.scalescope.json");
        const QString expanded = path("expanded.scalescope.json");
        QCOMPARE(scalescope({ "new", "--preset", "dgx-b200", "--nodes", "4", "-o", generated }).exitCode, 0);
        QCOMPARE(scalescope({ "new", "--preset", "dgx-b200", "--nodes", "4", "--expand", "-o", expanded }).exitCode, 0);
        QVERIFY(QFileInfo(expanded).size() > 50 * QFileInfo(generated).size());
        QJsonObject a = infoJson(generated);
        QJsonObject b = infoJson(expanded);
        for (QJsonObject* info : { &a, &b }) {
            info->remove("file");
            info->remove("generator");
        }
        QCOMPARE(a, b);
    }

    void userCatalogAddsAPreset()
    {
        const QString catalog = path("lab-catalog.json");
        QFile file(catalog);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"json({"systems": [{"id": "lab-h100x4", "name": "Lab box", "description": "4 x H100 on PCIe",
            "scale": "nodes", "nodes_per_rack": 8,
            "tray": {"gpus": 4, "gpu": "H100-SXM5-80GB", "cpus": 1, "cpu": "Xeon-8480C", "pcie_switches": 1,
                     "pcie_switch": "PCIe-Gen5-Switch", "compute_nics": 4, "compute_nic": "ConnectX-7"},
            "default_nic_rate": "400G"}]})json");
        file.close();
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert("SCALESCOPE_CATALOG", catalog);
        QVERIFY(scalescope({ "presets" }, environment).out.contains("lab-h100x4\tLab box"));
        const QString design = path("lab.scalescope.json");
        const Run run = scalescope({ "new", "--preset", "lab-h100x4", "--nodes", "3", "-o", design }, environment);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const Run info = scalescope({ "info", design, "--json" }, environment);
        QCOMPARE(QJsonDocument::fromJson(info.out.toUtf8()).object()["gpus"].toInt(), 12);
        // A catalog file that cannot be used stops the program, named.
        environment.insert("SCALESCOPE_CATALOG", path("no-such-catalog.json"));
        const Run broken = scalescope({ "presets" }, environment);
        QCOMPARE(broken.exitCode, 1);
        QVERIFY2(broken.err.contains("no-such-catalog.json"), qPrintable(broken.err));
    }

    void usageErrorsExitWithTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown command") << QStringList { "frobnicate" } << "unknown command";
        QTest::newRow("unknown option") << QStringList { "info", "x.json", "--colour" } << "unknown option --colour";
        QTest::newRow("racks for a node preset")
            << QStringList { "new", "--preset", "dgx-h100", "--racks", "2", "-o", "x.json" } << "counted in nodes";
        QTest::newRow("nodes for a rack preset")
            << QStringList { "new", "--preset", "gb300-nvl72", "--nodes", "2", "-o", "x.json" } << "counted in racks";
        QTest::newRow("no output") << QStringList { "new", "--preset", "dgx-h100" } << "-o FILE";
        QTest::newRow("bad count") << QStringList { "new", "--preset", "dgx-h100", "--nodes", "many", "-o", "x.json" }
                                   << "--nodes takes a whole number";
        QTest::newRow("bad fabric") << QStringList { "new", "--preset", "dgx-h100", "--fabric", "torus", "-o",
            "x.json" } << "rail-optimized or fat-tree";
        QTest::newRow("bad nic") << QStringList { "new", "--preset", "dgx-h100", "--nic", "fast", "-o", "x.json" }
                                 << "--nic";
        QTest::newRow("absurd nic") << QStringList { "new", "--preset", "dgx-h100", "--nic", "1e308G", "-o", "x.json" }
                                    << "--nic";
        QTest::newRow("unknown preset") << QStringList { "new", "--preset", "dgx-z9", "-o", "x.json" }
                                        << "unknown preset";
        QTest::newRow("info without file") << QStringList { "info" } << "exactly one FILE";
        QTest::newRow("missing value") << QStringList { "new", "--preset" } << "--preset needs a value";
        QTest::newRow("no collective") << QStringList { "simulate", "--preset", "dgx-h100", "--size", "1G" }
                                       << "--collective";
        QTest::newRow("bad size") << QStringList { "simulate", "--preset", "dgx-h100", "--collective", "all_reduce",
            "--size", "1Q" } << "--size takes a size";
        QTest::newRow("bad algorithm") << QStringList { "simulate", "--preset", "dgx-h100", "--collective",
            "all_reduce", "--size", "1G", "--algo", "magic" }
                                       << "--algo takes";
        QTest::newRow("bad ranks") << QStringList { "simulate", "--preset", "dgx-h100", "--collective", "all_reduce",
            "--size", "1G", "--ranks", "0-99" }
                                   << "--ranks: \"0-99\": GPU 99 does not exist (the design has 8 GPUs: 0 to 7)";
        QTest::newRow("repeated ranks") << QStringList { "simulate", "--preset", "dgx-h100", "--collective",
            "all_reduce", "--size", "1G", "--ranks", "0,0,0" }
                                        << "--ranks: \"0,0,0\": GPU 0 (node0/gpu0) is given twice";
        QTest::newRow("negative range") << QStringList { "simulate", "--preset", "dgx-h100", "--collective",
            "all_reduce", "--size", "1G", "--ranks", "-3-2" }
                                        << "--ranks: \"-3-2\": a range is two GPU indices";
        QTest::newRow("overflowing rank") << QStringList { "simulate", "--preset", "dgx-h100", "--collective",
            "all_reduce", "--size", "1G", "--ranks", "0,99999999999999999999" }
                                          << "GPU 99999999999999999999 does not exist";
        QTest::newRow("empty rank part") << QStringList { "simulate", "--preset", "dgx-h100", "--collective",
            "all_reduce", "--size", "1G", "--ranks", "0,,1" }
                                         << "--ranks: \"0,,1\": an empty part";
        QTest::newRow("ranks with a space") << QStringList { "simulate", "--preset", "dgx-h100", "--collective",
            "all_reduce", "--size", "1G", "--ranks", "0, 1" }
                                            << "\" 1\": a space";
        QTest::newRow("more racks than the fabric holds") << QStringList { "new", "--preset", "gb200-nvl72", "--racks",
            "65536", "-o", "x.json" } << "--racks: gb200-nvl72 holds at most 2515 racks with these options, not 65536";
        QTest::newRow("more nodes than the fabric holds") << QStringList { "simulate", "--preset", "dgx-h100",
            "--nodes", "45273", "--collective", "all_reduce", "--size", "1G" }
                                                          << "--nodes: dgx-h100 holds at most 45272 nodes";
        QTest::newRow("bad memory budget") << QStringList { "simulate", "--preset", "dgx-h100", "--collective",
            "alltoall", "--size", "1G", "--fidelity", "flow", "--memory-budget", "lots" }
                                           << "--memory-budget takes a size";
        QTest::newRow("links without flow") << QStringList { "simulate", "--preset", "dgx-h100", "--collective",
            "all_reduce", "--size", "1G", "--links", "x.json" }
                                            << "--links needs --fidelity flow";
    }

    void usageErrorsExitWithTwo()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run run = scalescope(args);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QVERIFY(run.out.isEmpty());
    }

    void brokenFilesExitWithOneAndSayWhere()
    {
        const QString broken = QString(SCALESCOPE_TEST_DATA) + "/broken/";
        const Run syntax = scalescope({ "info", broken + "syntax-missing-comma.json" });
        QCOMPARE(syntax.exitCode, 1);
        QVERIFY2(syntax.err.contains("syntax-missing-comma.json:3:11: syntax error"), qPrintable(syntax.err));
        const Run semantic = scalescope({ "validate", broken + "link-unknown-node.json" });
        QCOMPARE(semantic.exitCode, 1);
        QVERIFY2(semantic.err.contains("/links/0/b: unknown node \"ghost\""), qPrintable(semantic.err));
        const Run missing = scalescope({ "info", path("no-such-file.json") });
        QCOMPARE(missing.exitCode, 1);
        QVERIFY(missing.err.contains("no-such-file.json"));
    }

    void failedNewWritesNothing()
    {
        // Too large to build, and an unwritable place: exit 1, no file, an existing file untouched.
        const QString file = path("kept.scalescope.json");
        QCOMPARE(scalescope({ "new", "--preset", "dgx-a100", "-o", file }).exitCode, 0);
        const QByteArray before = [&] {
            QFile f(file);
            f.open(QIODevice::ReadOnly);
            return f.readAll();
        }();
        const Run tooBig = scalescope({ "new", "--preset", "dgx-h100", "--nodes", "65536", "--fabric", "fat-tree",
            "--ib-switch", "QM8700", "-o", file });
        QCOMPARE(tooBig.exitCode, 2); // more nodes than the fabric holds: refused from the counts
        QVERIFY2(tooBig.err.contains("--nodes: dgx-h100 holds at most"), qPrintable(tooBig.err));
        const QByteArray after = [&] {
            QFile f(file);
            f.open(QIODevice::ReadOnly);
            return f.readAll();
        }();
        QCOMPARE(after, before);
        const Run unwritable = scalescope({ "new", "--preset", "dgx-a100", "-o", path("missing-folder/x.json") });
        QCOMPARE(unwritable.exitCode, 1);
        QVERIFY(unwritable.err.contains("cannot write"));
        QVERIFY(!QFileInfo::exists(path("missing-folder/x.json")));
    }
};

QTEST_GUILESS_MAIN(TestCliDesign)
#include "tst_cli_design.moc"
