// A design's own catalog travels with it: a design that keeps copies of the built-in H100 and
// DGX H100 under new ids in its `catalog` section expands, simulates and edits exactly as the
// built-in preset does, and a NIC model only an imported design's catalog holds serves cabling.
#include "design/DesignEdits.h"
#include "design/Summary.h"
#include "io/DesignFile.h"
#include "io/import/Import.h"
#include "sim/RankSelection.h"
#include "sim/Simulator.h"

#include <QtTest>

#include <algorithm>

using namespace scalescope;

namespace {

const std::string kData = SCALESCOPE_TEST_DATA;
const std::string kOwnCatalogDesign = kData + "/catalog/dgx-h100-own-catalog.scalescope.json";
const char* const kOwnGpu = "lab-h100-sxm5";

// The fixture from its file, and the same cluster (two DGX H100 nodes) from the built-in preset.
struct Twins {
    LoadedDesign own = loadDesignFile(kOwnCatalogDesign, Catalog::builtInShared());
    LoadedDesign builtIn;
    Twins()
    {
        builtIn.design.generator = own.design.generator;
        builtIn.design.generator->preset = "dgx-h100";
        builtIn.expanded = expandDesign(builtIn.design, Catalog::builtInShared(), "built-in");
    }
};

std::string countsOf(const Topology& topology)
{
    return summaryToJson(summarize(topology), std::nullopt).dump();
}

SimResult allReduceOfFirstNode(const ExpandedDesign& expanded, Fidelity fidelity)
{
    Workload workload;
    workload.collective = Collective::AllReduce;
    workload.bytes = ByteCount(1) << 30;
    workload.ranks = selectRanks("0-7", expanded.topology);
    SimOptions options;
    options.fidelity = fidelity;
    return simulate(expanded.topology, *expanded.catalog, workload, options);
}

NodeId nodeNamed(const Topology& topology, const std::string& name)
{
    const auto id = topology.findNode(name);
    if (!id)
        throw std::invalid_argument("no device " + name);
    return *id;
}

// The design with the first NVLink of node0/gpu0 taken out, and the NVSwitch it went to.
std::pair<Design, std::string> withoutFirstNvlinkOfGpu0(const LoadedDesign& loaded)
{
    const Topology& topology = loaded.expanded.topology;
    const NodeId gpu = nodeNamed(topology, "node0/gpu0");
    const auto link = std::find_if(topology.links.begin(), topology.links.end(),
        [&](const Link& l) { return l.tier == LinkTier::NvLink && (l.a == gpu || l.b == gpu); });
    if (link == topology.links.end())
        throw std::invalid_argument("node0/gpu0 has no NVLink");
    const LinkSpec spec = linkSpecOf(topology, *link);
    Design design = loaded.design;
    design.removedLinks.push_back(LinkRef { spec.a, spec.b });
    return { design, topology.nodes[link->a == gpu ? link->b : link->a].name };
}

// Cables node0/gpu0 back to that NVSwitch in a design whose link was taken out.
LinkSpec recable(const LoadedDesign& loaded)
{
    const auto [design, nvswitch] = withoutFirstNvlinkOfGpu0(loaded);
    const ExpandedDesign expanded = expandDesign(design, Catalog::builtInShared(), "recabled");
    const Topology& t = expanded.topology;
    return cableDevices(t, *expanded.catalog, nodeNamed(t, "node0/gpu0"), nodeNamed(t, nvswitch));
}

} // namespace

class TestDesignCatalog : public QObject {
    Q_OBJECT
private slots:
    void ownCatalogTravelsWithTheExpansion()
    {
        const Twins twins;
        QVERIFY(!Catalog::builtIn().gpu(kOwnGpu)); // only the design knows it
        QVERIFY(twins.own.expanded.catalog->gpu(kOwnGpu));
        QVERIFY(twins.own.expanded.catalog->system("lab-dgx-h100"));
        const Topology& t = twins.own.expanded.topology;
        QCOMPARE(t.modelOf(t.nodes[nodeNamed(t, "node1/gpu7")]), std::string(kOwnGpu));
        // A design without a section of its own shares the base catalog, not a copy of it.
        QVERIFY(twins.builtIn.expanded.catalog == Catalog::builtInShared());
    }

    void expandsToTheSameCounts()
    {
        const Twins twins;
        QCOMPARE(countsOf(twins.own.expanded.topology), countsOf(twins.builtIn.expanded.topology));
        QCOMPARE(twins.own.expanded.topology.links.size(), twins.builtIn.expanded.topology.links.size());
    }

    void simulatesAsTheBuiltInPreset_data()
    {
        QTest::addColumn<bool>("flow");
        QTest::newRow("analytic") << false;
        QTest::newRow("flow") << true;
    }
    void simulatesAsTheBuiltInPreset()
    {
        QFETCH(bool, flow);
        const Fidelity fidelity = flow ? Fidelity::Flow : Fidelity::Analytic;
        const Twins twins;
        const SimResult own = allReduceOfFirstNode(twins.own.expanded, fidelity);
        const SimResult builtIn = allReduceOfFirstNode(twins.builtIn.expanded, fidelity);
        QCOMPARE(std::string(toString(builtIn.algorithm)), std::string("nvls")); // in-switch reduction on Hopper
        QVERIFY(own.algorithm == builtIn.algorithm);
        QVERIFY(own.protocol == builtIn.protocol);
        QVERIFY2(own.timeUs == builtIn.timeUs,
            qPrintable(QString("%1 us against %2 us").arg(own.timeUs).arg(builtIn.timeUs)));
        QVERIFY(own.busbwGBps == builtIn.busbwGBps);
        QVERIFY(own.boundUs == builtIn.boundUs);
    }

    void paletteItemsOfTheOwnCatalogAddTheSame()
    {
        Twins twins;
        const std::vector<PaletteItem> items = paletteItems(*twins.own.expanded.catalog);
        QVERIFY(std::any_of(
            items.begin(), items.end(), [](const PaletteItem& i) { return i.id == "system:lab-dgx-h100"; }));
        addPaletteItem(twins.own.design, twins.own.expanded.topology, *twins.own.expanded.catalog,
            "system:lab-dgx-h100", Position { 0, 0 });
        addPaletteItem(twins.builtIn.design, twins.builtIn.expanded.topology, *twins.builtIn.expanded.catalog,
            "system:dgx-h100", Position { 0, 0 });
        const ExpandedDesign own = expandDesign(twins.own.design, Catalog::builtInShared(), "own");
        const ExpandedDesign builtIn = expandDesign(twins.builtIn.design, Catalog::builtInShared(), "built-in");
        QCOMPARE(countsOf(own.topology), countsOf(builtIn.topology));
        QVERIFY(own.topology.nodes.size() > twins.own.expanded.topology.nodes.size());
    }

    void cablingReadsTheOwnGpusNvlink()
    {
        const Twins twins;
        const LinkSpec own = recable(twins.own);
        const LinkSpec builtIn = recable(twins.builtIn);
        QVERIFY(own == builtIn);
        QVERIFY(own.tier == LinkTier::NvLink);
        QCOMPARE(own.bytesPerSecPerDirection, Catalog::builtIn().nvlink("nvlink4")->linkBytesPerSec);
    }

    void settingAModelKnowsTheOwnCatalog()
    {
        Twins twins;
        const Topology& t = twins.own.expanded.topology;
        const Catalog& catalog = *twins.own.expanded.catalog;
        const NodeId gpu = nodeNamed(t, "node0/gpu3");
        const std::vector<std::string> models = modelsFor(t, catalog, gpu);
        QVERIFY(std::find(models.begin(), models.end(), kOwnGpu) != models.end());
        QVERIFY(std::find(models.begin(), models.end(), "H100-SXM5-80GB") != models.end());
        // The built-in H100 in, and back to the design's own: each a model the catalog knows.
        QCOMPARE(devicePropertyProblem(t, catalog, gpu, "model", "H100-SXM5-80GB"), std::string());
        setDeviceProperty(twins.own.design, t, catalog, gpu, "model", "H100-SXM5-80GB");
        const ExpandedDesign edited = expandDesign(twins.own.design, Catalog::builtInShared(), "edited");
        const NodeId same = nodeNamed(edited.topology, "node0/gpu3");
        QCOMPARE(edited.topology.modelOf(edited.topology.nodes[same]), std::string("H100-SXM5-80GB"));
        QCOMPARE(devicePropertyProblem(edited.topology, *edited.catalog, same, "model", kOwnGpu), std::string());
        QCOMPARE(countsOf(edited.topology), countsOf(twins.builtIn.expanded.topology));
    }

    void importedNicRateKeptInItsOwnCatalogCablesAtThatRate()
    {
        // A ConnectX-7 that NCCL saw at 200 Gb/s: the built-in catalog has no such model, so the
        // import keeps one in the design's own catalog.
        const ImportedDesign imported
            = importFiles({ kData + "/catalog/nccl-cx7-at-200g.xml" }, std::nullopt, Catalog::builtInShared());
        const ExpandedDesign expanded = expandDesign(imported.design, Catalog::builtInShared(), "import");
        const NodeId nic = nodeNamed(expanded.topology, "nccl-cx7-at-200g/mlx5_0");
        const std::string model = expanded.topology.modelOf(expanded.topology.nodes[nic]);
        QVERIFY2(!Catalog::builtIn().nic(model), model.c_str());
        QCOMPARE(expanded.catalog->nic(model)->portBytesPerSec, bytesPerSecFromGbps(200));

        Design design = imported.design;
        const std::string added
            = addPaletteItem(design, expanded.topology, *expanded.catalog, "switch:QM9700:leaf", Position { 0, 0 });
        const ExpandedDesign withLeaf = expandDesign(design, Catalog::builtInShared(), "with a leaf");
        const Topology& t = withLeaf.topology;
        const NodeId leaf = nodeNamed(t, added);
        QVERIFY(t.nodes[leaf].kind == NodeKind::IbSwitch);
        const LinkSpec cable = cableDevices(t, *withLeaf.catalog, nodeNamed(t, "nccl-cx7-at-200g/mlx5_0"), leaf);
        QVERIFY(cable.tier == LinkTier::InfiniBand);
        QCOMPARE(cable.bytesPerSecPerDirection, bytesPerSecFromGbps(200)); // not the switch's 400 Gb/s
    }
};

QTEST_GUILESS_MAIN(TestDesignCatalog)
#include "tst_design_catalog.moc"
