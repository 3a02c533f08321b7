// Importing real files: every NCCL topology dump and nvidia-smi topo -m sample imports to the
// devices and links it holds (counted from the files by hand), builds, survives a save and
// load, and says what it inferred; rates, GUIDs, NVLink bundles and C2C links read as written.
#include "ImportFixtures.h"

#include "io/DesignFile.h"
#include "io/TextFile.h"
#include "io/import/Import.h"
#include "io/import/NcclTopoXml.h"
#include "io/import/NcclValues.h"
#include "io/import/TopoMatrix.h"
#include "model/TopologyCheck.h"

#include <QtTest>

using namespace scalescope;
using namespace scalescope::fixtures;

namespace {

struct Counts {
    int gpus = 0, nvswitches = 0, nics = 0, cpus = 0, pcieSwitches = 0;
    int nvlinkLinks = 0, pcieLinks = 0, c2cLinks = 0;
};

Counts countsOf(const Topology& topology)
{
    Counts counts;
    for (const Node& node : topology.nodes) {
        counts.gpus += node.kind == NodeKind::Gpu;
        counts.nvswitches += node.kind == NodeKind::NvSwitch;
        counts.nics += node.kind == NodeKind::Nic;
        counts.cpus += node.kind == NodeKind::Cpu;
        counts.pcieSwitches += node.kind == NodeKind::PcieSwitch;
    }
    for (const Link& link : topology.links) {
        counts.nvlinkLinks += link.tier == LinkTier::NvLink;
        counts.pcieLinks += link.tier == LinkTier::Pcie;
        counts.c2cLinks += link.tier == LinkTier::NvLinkC2C;
    }
    return counts;
}

bool anyNoteContains(const ImportedDesign& imported, const char* text)
{
    for (const std::string& note : imported.notes)
        if (note.find(text) != std::string::npos)
            return true;
    return false;
}

const Node& nodeNamed(const Topology& topology, const std::string& name)
{
    const auto id = topology.findNode(name);
    if (!id)
        throw std::runtime_error("no node " + name);
    return topology.nodes[*id];
}

const Link* linkBetween(const Topology& topology, const std::string& a, const std::string& b, LinkTier tier)
{
    const auto x = topology.findNode(a);
    const auto y = topology.findNode(b);
    for (const Link& link : topology.links)
        if (link.tier == tier && x && y && ((link.a == *x && link.b == *y) || (link.a == *y && link.b == *x)))
            return &link;
    return nullptr;
}

void addCountColumns()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("nvswitches");
    QTest::addColumn<int>("nics");
    QTest::addColumn<int>("cpus");
    QTest::addColumn<int>("pcieSwitches");
    QTest::addColumn<int>("nvlinkLinks");
    QTest::addColumn<int>("pcieLinks");
    QTest::addColumn<QString>("noteExpected");
}

// Imports through the same entry the command uses, checks the counts, the topology's
// invariants and that the design saved and read back is the same.
void checkSample(const std::string& path, ImportFormat format)
{
    QFETCH(int, gpus);
    QFETCH(int, nvswitches);
    QFETCH(int, nics);
    QFETCH(int, cpus);
    QFETCH(int, pcieSwitches);
    QFETCH(int, nvlinkLinks);
    QFETCH(int, pcieLinks);
    QFETCH(QString, noteExpected);

    const std::string text = readTextFile(path);
    QCOMPARE(detectImportFormat(text), std::optional<ImportFormat>(format));
    const Catalog& catalog = Catalog::builtIn();
    const ImportedDesign imported = importFiles({ path }, std::nullopt, Catalog::builtInShared());
    const ExpandedDesign expanded = expandDesign(imported.design, Catalog::builtInShared(), path);
    const Counts counts = countsOf(expanded.topology);
    QCOMPARE(counts.gpus, gpus);
    QCOMPARE(counts.nvswitches, nvswitches);
    QCOMPARE(counts.nics, nics);
    QCOMPARE(counts.cpus, cpus);
    QCOMPARE(counts.pcieSwitches, pcieSwitches);
    QCOMPARE(counts.nvlinkLinks, nvlinkLinks);
    QCOMPARE(counts.pcieLinks, pcieLinks);
    QCOMPARE(counts.c2cLinks, 0);
    QCOMPARE(expanded.topology.groups.size(), std::size_t(1));
    QVERIFY(expanded.topology.groups[0].kind == GroupKind::Node);
    const std::vector<std::string> problems = checkTopology(expanded.topology);
    QVERIFY2(problems.empty(), problems.empty() ? "" : problems.front().c_str());

    const std::string saved = formatDesign(imported.design, catalog);
    const Design reread = parseDesign(saved, "saved", catalog);
    QVERIFY(reread == imported.design);
    QCOMPARE(formatDesign(reread, catalog), saved);
    QVERIFY2(anyNoteContains(imported, noteExpected.toStdString().c_str()), noteExpected.toUtf8().constData());
}

} // namespace

class TestImportSamples : public QObject {
    Q_OBJECT
private slots:
    // Counted from each file: GPUs are <pci> with a <gpu> or class 0x03xxxx; NICs <nic>
    // elements or <pci> of class 0x02xxxx; PCIe switches <pci> holding <pci>; NVSwitches the
    // distinct NVLink targets of class 0x068000; one PCIe link per GPU, NIC and switch.
    void ncclTopologySamples_data()
    {
        addCountColumns();
        // file, GPUs, NVSwitches, NICs, CPUs, PCIe switches, NVLink bundles, PCIe links, a note
        QTest::newRow("keysight-dgx-a100") << "Keysight-infragraph_dgx_a100_nccl_topo.xml" << 8 << 6 << 10 << 6 << 24
                                           << 48 << 42 << "6 NVSwitches were inferred";
        QTest::newRow("simai-2a100") << "aliyun-SimAI_topo_2A100_1CX6.xml" << 2 << 6 << 2 << 1 << 5 << 12 << 9
                                     << "6 NVSwitches were inferred";
        QTest::newRow("simai-8a100") << "aliyun-SimAI_topo_8A100_4CX6.xml" << 8 << 6 << 5 << 2 << 20 << 48 << 33
                                     << "6 NVSwitches were inferred";
        QTest::newRow("azure-ncv4") << "azhpc-images_ncv4-topo.xml" << 4 << 0 << 1 << 4 << 0 << 0 << 5
                                    << "to its own bus id";
        QTest::newRow("azure-ndv2") << "azhpc-images_ndv2-topo.xml" << 8 << 0 << 1 << 2 << 0 << 0 << 9
                                    << "only by PCI class";
        QTest::newRow("azure-ndv4") << "azhpc-images_ndv4-topo.xml" << 8 << 0 << 8 << 4 << 4 << 0 << 20
                                    << "only by PCI class";
        QTest::newRow("azure-ndv5") << "azhpc-images_ndv5-topo.xml" << 8 << 0 << 8 << 2 << 8 << 0 << 24
                                    << "only by PCI class";
        QTest::newRow("ibm-h100") << "ibm-cloud-docs-vpc_h100-8gpu-8nic.xml" << 8 << 4 << 8 << 2 << 8 << 32 << 24
                                  << "4 NVSwitches were inferred";
    }

    void ncclTopologySamples()
    {
        QFETCH(QString, file);
        checkSample(sample("nccl-topo-xml", file.toStdString()), ImportFormat::NcclTopoXml);
    }

    // Counted from each matrix: one CPU per NUMA node of the GPU rows; a PCIe switch per group
    // of devices joined by PIX or PXB, and one under it per PIX group that is not all of it;
    // one NVLink bundle per GPU pair showing NV#; one PCIe link per device and switch.
    void topoMatrixSamples_data()
    {
        addCountColumns();
        QTest::newRow("4xA10") << "XueSongTap-blog_4xA10-2nic.txt" << 4 << 0 << 2 << 1 << 1 << 0 << 7
                               << "no bandwidths";
        QTest::newRow("8xA100-17nic") << "XueSongTap-blog_8xA100-17nic.txt" << 8 << 0 << 17 << 1 << 12 << 28 << 37
                                      << "probably go through NVSwitch";
        QTest::newRow("dgx-1-mp") << "gengwg-cheatsheets_DGX-1.txt" << 8 << 0 << 4 << 2 << 4 << 0 << 16
                                  << "PCIe switches are inferred";
        QTest::newRow("dgx-a100") << "gengwg-cheatsheets_DGX-A100.txt" << 8 << 0 << 12 << 4 << 6 << 28 << 26
                                  << "probably go through NVSwitch";
        QTest::newRow("8xH100-12nic") << "kvcache-ai-Mooncake-issue2039_8xH100-12nic.txt" << 8 << 0 << 12 << 2 << 8
                                      << 28 << 28 << "probably go through NVSwitch";
        QTest::newRow("8xH100-gpu-only") << "stas00-ml-engineering_8xH100-gpu-only.txt" << 8 << 0 << 0 << 2 << 0 << 28
                                         << 8 << "probably go through NVSwitch";
    }

    void topoMatrixSamples()
    {
        QFETCH(QString, file);
        checkSample(sample("nvidia-smi-topo", file.toStdString()), ImportFormat::TopoMatrix);
    }

    void ncclValues()
    {
        // NCCL prints the GUID's bytes reversed, and drops leading zeros.
        QCOMPARE(nccl::guidFromNcclNetGuid(0xa262550003a1420cull), std::uint64_t(0x0c42a103005562a2ull));
        QCOMPARE(nccl::guidFromNcclNetGuid(0x04f8e30003e1a258ull), std::uint64_t(0x58a2e10300e3f804ull));
        QCOMPARE(nccl::guidFromNcclNetGuid(nccl::guidFromNcclNetGuid(0x0123456789abcdefull)),
            std::uint64_t(0x0123456789abcdefull));
        const auto gpu = nccl::parseBusId("0000:07:00.0");
        QVERIFY(gpu && gpu->domain == 0);
        QCOMPARE(gpu->bdf(), std::uint32_t(0x0700));
        const auto azure = nccl::parseBusId("ffff:ff:01.0");
        QVERIFY(azure && azure->domain == 0xffff && azure->bus == 0xff && azure->device == 1);
        QCOMPARE(nccl::parseBusId("0000:3b:1f.7")->bdf(), std::uint32_t(0x3b << 8 | 0x1f << 3 | 7));
        for (const char* bad :
            { "", "07:00.0", "0000:07:20.0", "0000:07:00.8", "0000:107:00.0", "fffffff:ffff:ff", "0000:07:00" })
            QVERIFY2(!nccl::parseBusId(bad), bad);
        QCOMPARE(nccl::parseWhole(" 42 ", 0, 100), std::optional<long long>(42));
        QVERIFY(!nccl::parseWhole("99999999999999999999", 0, 100));
        QVERIFY(!nccl::parseWhole("4x", 0, 100));
        QCOMPARE(nccl::parseHex("0x068000", 6), std::optional<std::uint64_t>(0x068000));
        QVERIFY(!nccl::parseHex("0x0680000", 6));
    }

    void ncclDumpKeepsRatesAndGuids()
    {
        const Catalog& catalog = Catalog::builtIn();
        const ImportedDesign imported
            = importFiles({ sample("nccl-topo-xml", "Keysight-infragraph_dgx_a100_nccl_topo.xml") }, std::nullopt,
                Catalog::builtInShared());
        const Topology topology = expandDesign(imported.design, Catalog::builtInShared(), "keysight").topology;
        const std::string node = "Keysight-infragraph_dgx_a100_nccl_topo/";
        const Node& nic = nodeNamed(topology, node + "mlx5_0");
        // guid="0xa262550003a1420c" is 0c:42:a1:03:00:55:62:a2 read as a little-endian integer.
        QCOMPARE(nic.addresses.guid, std::uint64_t(0x0c42a103005562a2ull));
        QCOMPARE(topology.modelOf(nic), std::string("ConnectX-6"));
        QCOMPARE(catalog.nic("ConnectX-6")->portBytesPerSec, bytesPerSecFromGbps(200));
        QVERIFY(nic.network == Network::Compute);
        QCOMPARE(nic.addresses.pciBdf, std::uint32_t(0x0c << 8));
        // Two <net> ports of one NIC: a dual-port adapter.
        QCOMPARE(topology.modelOf(nodeNamed(topology, node + "mlx5_4")), std::string("ConnectX-6-2P"));
        const Node& gpu = nodeNamed(topology, node + "gpu0");
        QCOMPARE(topology.modelOf(gpu), std::string("A100-SXM4-40GB")); // device 0x20b0: not a catalog part
        QCOMPARE(int(gpu.portCount), 12);
        // <nvlink target="0000:c4:00.0" count="2">: two NVLink 3 links, 25 GB/s each.
        const Link* nvlink = linkBetween(topology, node + "gpu0", node + "nvswitch0", LinkTier::NvLink);
        QVERIFY(nvlink);
        QCOMPARE(int(nvlink->lanes), 2);
        QCOMPARE(nvlink->bytesPerSecPerDirection, bytesPerSecFromGBps(50));
        QCOMPARE(topology.modelOf(nodeNamed(topology, node + "nvswitch0")), std::string("NVSwitch-2"));
        QCOMPARE(nodeNamed(topology, node + "nvswitch0").addresses.pciBdf, std::uint32_t(0xc4 << 8));
        // 16.0 GT/s x16: the catalog's Gen4 x16.
        const Link* pcie = linkBetween(topology, node + "gpu0", node + "pcie2", LinkTier::Pcie);
        QVERIFY(pcie);
        QCOMPARE(pcie->bytesPerSecPerDirection, catalog.pcieGen("gen4")->x16BytesPerSec);
        QCOMPARE(int(pcie->lanes), 16);
    }

    void ncclNicRateNotInTheCatalogIsKeptInTheDesign()
    {
        const ImportedDesign imported = readNcclTopoXml(
            readTextFile(sample("nccl-topo-xml", "ibm-cloud-docs-vpc_h100-8gpu-8nic.xml")), "ibm.xml");
        const ExpandedDesign expanded = expandDesign(imported.design, Catalog::builtInShared(), "ibm");
        const Topology& topology = expanded.topology;
        const Node& nic = nodeNamed(topology, "ibm/mlx5_6");
        const NicSpec* model = expanded.catalog->nic(topology.modelOf(nic));
        QVERIFY(model);
        QCOMPARE(model->portBytesPerSec, bytesPerSecFromGbps(200)); // speed="200000" Mb/s
        // guid="0x4f8e30003e1a258": NCCL drops the leading zero of 0x04f8...; the GUID is 58:a2:e1:...:f8:04.
        QCOMPARE(nic.addresses.guid, std::uint64_t(0x58a2e10300e3f804ull));
        QVERIFY(nic.network == Network::None); // class 0x020000: Ethernet
        const Node& gpu = nodeNamed(topology, "ibm/gpu0");
        QCOMPARE(topology.modelOf(gpu), std::string("H100-SXM5-80GB"));
        const Link* five
            = linkBetween(topology, "ibm/gpu0", "ibm/nvswitch2", LinkTier::NvLink); // 0000:f5:00.0, count 5
        QVERIFY(five);
        QCOMPARE(int(five->lanes), 5);
        QCOMPARE(five->bytesPerSecPerDirection, bytesPerSecFromGBps(125));
        QCOMPARE(topology.modelOf(nodeNamed(topology, "ibm/nvswitch0")), std::string("NVSwitch-3"));
        // link_width="0": width unknown, taken as x16 and said so.
        QVERIFY(anyNoteContains(imported, "16 PCIe links give no width (0 or none): taken as x16"));
    }

    void ncclDirectNvlinksAndC2c()
    {
        const SharedCatalog catalog = Catalog::builtInShared();
        const ImportedDesign small = importFiles({ fixture("nccl-small.xml") }, std::nullopt, catalog);
        const Topology topology = expandDesign(small.design, catalog, "small").topology;
        // Each GPU lists the NVLinks to the other: one bundle of 18.
        QCOMPARE(countsOf(topology).nvlinkLinks, 1);
        const Link* bundle = linkBetween(topology, "nccl-small/gpu0", "nccl-small/gpu1", LinkTier::NvLink);
        QVERIFY(bundle);
        QCOMPARE(int(bundle->lanes), 18);
        QCOMPARE(bundle->bytesPerSecPerDirection, bytesPerSecFromGBps(450));
        QCOMPARE(topology.modelOf(nodeNamed(topology, "nccl-small/mlx5_0")), std::string("ConnectX-7"));

        const ImportedDesign grace = importFiles({ fixture("nccl-grace-hopper.xml") }, std::nullopt, catalog);
        const Topology gh = expandDesign(grace.design, catalog, "gh").topology;
        const Link* c2c = linkBetween(gh, "nccl-grace-hopper/gpu0", "nccl-grace-hopper/cpu0", LinkTier::NvLinkC2C);
        QVERIFY(c2c);
        QCOMPARE(c2c->bytesPerSecPerDirection, bytesPerSecFromGBps(450)); // bw 45000 MB/s x 10 links
        QCOMPARE(gh.modelOf(nodeNamed(gh, "nccl-grace-hopper/cpu0")), std::string("Grace"));
        QVERIFY(anyNoteContains(grace, "Grace"));
        QVERIFY(checkTopology(gh).empty());
    }

    void nicRateIsKeptExactly()
    {
        // speed="12345" Mb/s: not a catalog rate, so the design's own catalog holds 12.345 Gb/s.
        std::string text = readTextFile(fixture("nccl-small.xml"));
        text.replace(text.find("speed=\"400000\""), 14, "speed=\"12345\"");
        const ImportedDesign imported = importText(text, ImportFormat::NcclTopoXml, "rate.xml");
        Catalog catalog = Catalog::builtIn();
        catalog.merge(imported.design.catalog, "design");
        const auto nic = std::find_if(imported.design.nodes.begin(), imported.design.nodes.end(),
            [](const NodeSpec& node) { return node.kind == NodeKind::Nic; });
        QVERIFY(nic != imported.design.nodes.end());
        QCOMPARE(nic->model, std::string("ConnectX-7-12.345G"));
        QCOMPARE(catalog.nic(nic->model)->portBytesPerSec, bytesPerSecFromGbps(12.345));
        QVERIFY(parseDesign(formatDesign(imported.design, Catalog::builtIn()), "saved", Catalog::builtIn())
            == imported.design);
    }

    void hiddenNvSwitchesAreOne()
    {
        // In a virtual machine NCCL names every NVSwitch fffffff:ffff:ff.
        std::string text = readTextFile(fixture("nccl-small.xml"));
        for (const char* target : { "target=\"0000:21:00.0\" count=\"18\" tclass=\"0x030200\"",
                 "target=\"0000:11:00.0\" count=\"18\" tclass=\"0x030200\"" })
            text.replace(text.find(target), std::string(target).size(),
                "target=\"fffffff:ffff:ff\" count=\"18\" tclass=\"0x068000\"");
        const ImportedDesign imported = importText(text, ImportFormat::NcclTopoXml, "vm.xml");
        const Topology topology = expandDesign(imported.design, Catalog::builtInShared(), "vm").topology;
        QCOMPARE(countsOf(topology).nvswitches, 1);
        QCOMPARE(countsOf(topology).nvlinkLinks, 2);
        QVERIFY(anyNoteContains(imported, "fffffff:ffff:ff"));
        // No bus id to keep: the design leaves it unset (the address plan gives it one on expansion).
        const auto sw = std::find_if(imported.design.nodes.begin(), imported.design.nodes.end(),
            [](const NodeSpec& node) { return node.kind == NodeKind::NvSwitch; });
        QVERIFY(sw != imported.design.nodes.end() && !sw->pci);
        QVERIFY(checkTopology(topology).empty());
    }

    void topoMatrixLegendAndAffinity()
    {
        const SharedCatalog catalog = Catalog::builtInShared();
        const ImportedDesign imported = importFiles({ fixture("topo-m-small.txt") }, std::nullopt, catalog);
        const Topology topology = expandDesign(imported.design, catalog, "small").topology;
        // NIC0 is mlx5_0 by the legend, behind GPU0's switch (PIX), on GPU0's NUMA node.
        const Link* nv = linkBetween(topology, "topo-m-small/gpu0", "topo-m-small/gpu1", LinkTier::NvLink);
        QVERIFY(nv);
        QCOMPARE(int(nv->lanes), 4);
        QVERIFY(linkBetween(topology, "topo-m-small/mlx5_0", "topo-m-small/pcie0", LinkTier::Pcie));
        QVERIFY(linkBetween(topology, "topo-m-small/gpu0", "topo-m-small/pcie0", LinkTier::Pcie));
        QVERIFY(linkBetween(topology, "topo-m-small/pcie0", "topo-m-small/cpu0", LinkTier::Pcie));
        QVERIFY(linkBetween(topology, "topo-m-small/gpu1", "topo-m-small/cpu1", LinkTier::Pcie));
    }

    void namesThatAreNotPrintableAreNotUsed()
    {
        // A NIC named in bytes that are not text, and a CPU vendor likewise: the design still saves.
        std::string text = readTextFile(fixture("nccl-small.xml"));
        text.replace(text.find("mlx5_0"), 6,
            "ml\xff\xfe"
            "0");
        text.replace(text.find("GenuineIntel"), 12, "Genuine\xc3\x28");
        const ImportedDesign imported = importText(text, ImportFormat::NcclTopoXml, "odd.xml");
        const std::string saved = formatDesign(imported.design, Catalog::builtIn());
        QVERIFY(parseDesign(saved, "saved", Catalog::builtIn()) == imported.design);
        QVERIFY(saved.find("odd/nic0") != std::string::npos);
        QVERIFY(saved.find("Genuine?(") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestImportSamples)
#include "tst_import_samples.moc"
