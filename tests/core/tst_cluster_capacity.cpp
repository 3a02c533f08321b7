// How large a preset can be built is known from its counts before anything is built, agrees
// with what the builder itself can build, and with the design file schema's maxima.
#include "generate/ClusterBuilder.h"
#include "generate/ClusterCapacity.h"

#include <QtTest>

#include <nlohmann/json.hpp>

#include <chrono>
#include <fstream>

using namespace scalescope;

namespace {

ClusterOptions optionsFor(const std::string& preset, int count = 1)
{
    ClusterOptions options;
    options.preset = preset;
    options.count = count;
    return options;
}

// The built-in catalog with an 8-port InfiniBand switch, whose three-tier fat tree holds 128
// endpoints per plane: limits small enough to build at and one past.
const Catalog& tinySwitchCatalog()
{
    static const Catalog catalog = [] {
        Catalog c = Catalog::builtIn();
        c.merge(nlohmann::json::parse(R"({"format": "scalescope-catalog", "version": 1, "switches": [
            {"id": "Tiny8", "name": "8-port test switch", "kind": "infiniband", "ports": 8, "port_rate": "400G",
             "latency_ns": 130}]})"),
            "tiny switch");
        return c;
    }();
    return catalog;
}

std::string refusal(const Catalog& catalog, const ClusterOptions& options)
{
    try {
        buildCluster(catalog, options);
    } catch (const std::invalid_argument& error) {
        return error.what();
    }
    return {};
}

} // namespace

class TestClusterCapacity : public QObject {
    Q_OBJECT
private slots:
    void builtInPresetsRunOutWhereTheirFabricsDo_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<int>("maximum");
        // One plane per rail, each within one subnet's 49,151 unicast LIDs (NICs plus switches).
        QTest::newRow("dgx-h100") << "dgx-h100" << 45272;
        QTest::newRow("gb200-nvl72") << "gb200-nvl72" << 2515;
    }

    void builtInPresetsRunOutWhereTheirFabricsDo()
    {
        QFETCH(QString, preset);
        QFETCH(int, maximum);
        const ClusterCapacity capacity = clusterCapacity(Catalog::builtIn(), optionsFor(preset.toStdString()));
        QCOMPARE(capacity.maxCount, maximum);
        QVERIFY2(capacity.limit.find("LIDs") != std::string::npos, capacity.limit.c_str());
    }

    void tooLargeIsRefusedBeforeBuilding()
    {
        // 65,536 racks once took 15-33 s and 5.7 GB to refuse; the counts alone refuse it now.
        const auto start = std::chrono::steady_clock::now();
        const std::string why = refusal(Catalog::builtIn(), optionsFor("gb200-nvl72", 65536));
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        QVERIFY2(why.find("gb200-nvl72 holds at most 2515 racks with these options, not 65536") != std::string::npos,
            why.c_str());
        QVERIFY2(seconds < 5, qPrintable(QString::number(seconds))); // generous: it takes milliseconds
    }

    void capacityAgreesWithTheBuilder_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QString>("fabric");
        QTest::addColumn<double>("oversubscription");
        QTest::addColumn<int>("maximum");
        // 8 rails, one plane each: 128 NICs per plane; rail-optimized units of 4 nodes.
        QTest::newRow("dgx-h100 rail-optimized") << "dgx-h100"
                                                 << "rail-optimized" << 1.0 << 128;
        QTest::newRow("dgx-h100 fat-tree") << "dgx-h100"
                                           << "fat-tree" << 1.0 << 128;
        // 5 down, 3 up: leaves of 5 in pods of 4 leaves, at most 8 pods.
        QTest::newRow("dgx-h100 oversubscribed") << "dgx-h100"
                                                 << "rail-optimized" << 5.0 / 3.0 << 160;
        // 18 trays of 4 NICs a rack: 4 planes of 128 trays.
        QTest::newRow("gb200-nvl72") << "gb200-nvl72"
                                     << "rail-optimized" << 1.0 << 7;
    }

    void capacityAgreesWithTheBuilder()
    {
        QFETCH(QString, preset);
        QFETCH(QString, fabric);
        QFETCH(double, oversubscription);
        QFETCH(int, maximum);
        ClusterOptions options = optionsFor(preset.toStdString());
        options.fabricSwitch = "Tiny8";
        options.fabric = parseFabricKind(fabric.toStdString());
        options.oversubscription = oversubscription;
        const ClusterCapacity capacity = clusterCapacity(tinySwitchCatalog(), options);
        QCOMPARE(capacity.maxCount, maximum);
        // The builder itself, without the check before it, builds the maximum and not one more.
        options.count = capacity.maxCount;
        const GeneratedCluster built = buildCluster(tinySwitchCatalog(), options, CapacityCheck::Skip);
        QCOMPARE(built.report.fabrics.front().shape.tiers, 3);
        options.count = capacity.maxCount + 1;
        QVERIFY_THROWS_EXCEPTION(
            std::invalid_argument, buildCluster(tinySwitchCatalog(), options, CapacityCheck::Skip));
        // With the check, one past is refused naming the maximum.
        const std::string why = refusal(tinySwitchCatalog(), options);
        QVERIFY2(why.find("holds at most " + std::to_string(maximum)) != std::string::npos, why.c_str());
    }

    void theSchemaStatesEachPresetsMaximum()
    {
        std::ifstream file(SCALESCOPE_SOURCE_DIR "/resources/schema/scalescope.schema.json");
        const nlohmann::json schema = nlohmann::json::parse(file);
        const nlohmann::json& generator = schema["$defs"]["generator"];
        QCOMPARE(generator["properties"]["nodes"]["maximum"].get<int>(), kMaxClusterCount);
        QCOMPARE(generator["properties"]["racks"]["maximum"].get<int>(), kMaxClusterCount);
        QVERIFY(generator.contains("allOf"));
        std::map<std::string, std::pair<std::string, int>> stated;
        for (const nlohmann::json& rule : generator["allOf"]) {
            const std::string preset = rule["if"]["properties"]["preset"]["const"];
            for (const auto& [unit, limit] : rule["then"]["properties"].items())
                stated[preset] = { unit, limit["maximum"].get<int>() };
        }
        const Catalog& catalog = Catalog::builtIn();
        QCOMPARE(stated.size(), catalog.systems().size());
        for (const SystemSpec& system : catalog.systems()) {
            const std::string unit = system.scale == SystemScale::Nodes ? "nodes" : "racks";
            QVERIFY2(stated.count(system.id), system.id.c_str());
            QCOMPARE(stated[system.id].first, unit);
            QCOMPARE(stated[system.id].second, presetCapacityBound(catalog, system.id));
            // The default options build no more than the bound.
            QVERIFY(clusterCapacity(catalog, optionsFor(system.id)).maxCount <= stated[system.id].second);
        }
    }
};

QTEST_APPLESS_MAIN(TestClusterCapacity)
#include "tst_cluster_capacity.moc"
