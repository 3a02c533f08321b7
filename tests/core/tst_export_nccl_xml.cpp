// The NCCL topology XML exporter: a node's dump read back by the NCCL reader as that node, in the
// elements and attributes of the real dumps under tests/data and within what NCCL's parser
// reads; GUIDs byte-swapped as NCCL prints them; what NCCL cannot read refused.
#include "ExportFixtures.h"

#include "io/export/NcclTopoXmlExport.h"
#include "io/import/NcclTopoXml.h"
#include "model/AddressFormat.h"
#include "design/Design.h"

#include <QtTest>

#include <pugixml.hpp>

#include <filesystem>
#include <map>
#include <regex>
#include <set>

using namespace scalescope;
using namespace scalescope::fixtures;

namespace {

// Element names, the attribute names of each, and which element holds which ("parent>child"
// under that key), in the real NCCL dumps under tests/data.
std::map<std::string, std::set<std::string>> ncclSampleVocabulary()
{
    std::map<std::string, std::set<std::string>> vocabulary;
    const std::filesystem::path folder = std::filesystem::path(SCALESCOPE_TEST_DATA) / "samples" / "nccl-topo-xml";
    for (const auto& entry : std::filesystem::directory_iterator(folder)) {
        if (entry.path().extension() != ".xml")
            continue;
        pugi::xml_document document;
        if (!document.load_file(entry.path().c_str()))
            continue;
        std::vector<pugi::xml_node> stack { document.document_element() };
        while (!stack.empty()) {
            const pugi::xml_node node = stack.back();
            stack.pop_back();
            auto& names = vocabulary[node.name()];
            for (const pugi::xml_attribute attribute : node.attributes())
                names.insert(attribute.name());
            // Where each element may sit: "parent>child" among the names.
            if (node.parent().type() == pugi::node_element)
                vocabulary["parent>child"].insert(std::string(node.parent().name()) + ">" + node.name());
            for (const pugi::xml_node child : node.children())
                if (child.type() == pugi::node_element)
                    stack.push_back(child);
        }
    }
    return vocabulary;
}

struct XmlCounts {
    int elements = 0;
    int maxAttributes = 0;
    int maxChildren = 0;
    std::size_t longestValue = 0;
};

XmlCounts countXml(const pugi::xml_node& node)
{
    XmlCounts counts;
    counts.elements = 1;
    int attributes = 0, children = 0;
    for (const pugi::xml_attribute attribute : node.attributes()) {
        ++attributes;
        counts.longestValue = std::max(counts.longestValue, std::strlen(attribute.value()));
    }
    for (const pugi::xml_node child : node.children()) {
        if (child.type() != pugi::node_element)
            continue;
        ++children;
        const XmlCounts sub = countXml(child);
        counts.elements += sub.elements;
        counts.maxAttributes = std::max(counts.maxAttributes, sub.maxAttributes);
        counts.maxChildren = std::max(counts.maxChildren, sub.maxChildren);
        counts.longestValue = std::max(counts.longestValue, sub.longestValue);
    }
    counts.maxAttributes = std::max(counts.maxAttributes, attributes);
    counts.maxChildren = std::max(counts.maxChildren, children);
    return counts;
}

std::size_t countElements(const pugi::xml_node& root, const char* name)
{
    return root.select_nodes((std::string(".//") + name).c_str()).size();
}

} // namespace

class TestExportNcclXml : public QObject {
    Q_OBJECT
private slots:
    void ncclXmlOfANodeReadsBackAsThatNode()
    {
        // Round trip through the NCCL reader: the same GPUs, NVSwitches, NICs (with their
        // GUIDs, byte order and all) and NVLink bundles come back.
        const Topology t = builtTopology("dgx-h100", 2);
        const GroupId node = groupNamed(t, "node1");
        const ImportedDesign back = readNcclTopoXml(exportNcclTopoXml(t, node, Catalog::builtIn()), "node1.xml");
        const Topology read = expandDesign(back.design, Catalog::builtInShared(), "node1.xml").topology;
        std::map<NodeKind, std::size_t> exported, imported;
        std::set<std::uint64_t> exportedGuids, importedGuids;
        std::size_t exportedNvlinks = 0, importedNvlinks = 0;
        for (NodeId n = 0; n < t.nodes.size(); ++n) {
            if (t.nodes[n].group != node)
                continue;
            ++exported[t.nodes[n].kind];
            if (t.nodes[n].kind == NodeKind::Nic && t.nodes[n].network == Network::Compute)
                exportedGuids.insert(t.nodes[n].addresses.guid);
        }
        for (const Link& link : t.links)
            if (link.tier == LinkTier::NvLink && t.nodes[link.a].group == node)
                ++exportedNvlinks;
        for (const Node& n : read.nodes) {
            ++imported[n.kind];
            if (n.kind == NodeKind::Nic && n.addresses.guid != 0)
                importedGuids.insert(n.addresses.guid);
        }
        for (const Link& link : read.links)
            importedNvlinks += link.tier == LinkTier::NvLink;
        QCOMPARE(imported[NodeKind::Gpu], exported[NodeKind::Gpu]);
        QCOMPARE(imported[NodeKind::NvSwitch], exported[NodeKind::NvSwitch]);
        QCOMPARE(importedNvlinks, exportedNvlinks);
        QVERIFY(!exportedGuids.empty());
        for (const std::uint64_t guid : exportedGuids)
            QVERIFY2(importedGuids.count(guid), qPrintable(QString::number(guid, 16)));
    }

    void ncclGuidIsByteSwapped()
    {
        // A ConnectX GUID 0c:42:a1:03:00:55:62:a2 as NCCL dumped it in the DGX A100 sample.
        QCOMPARE(ncclGuid(0x0c42a103005562a2ull), std::string("0xa262550003a1420c"));
        QCOMPARE(ncclGuid(0x0c42a10300000001ull), std::string("0x100000003a1420c"));
    }

    void ncclXmlOfADgxNode()
    {
        const Topology t = builtTopology("dgx-h100", 2);
        const std::string xml = exportNcclTopoXml(t, groupNamed(t, "node1"), Catalog::builtIn());
        QVERIFY(xml.rfind("<system version=\"1\">\n", 0) == 0); // no declaration: NCCL cannot read one
        QVERIFY(xml.find('\t') == std::string::npos);
        QVERIFY(xml.find('&') == std::string::npos);
        pugi::xml_document document;
        QVERIFY(document.load_string(xml.c_str()));
        const pugi::xml_node system = document.child("system");
        QCOMPARE(countElements(system, "cpu"), std::size_t(2));
        QCOMPARE(countElements(system, "gpu"), std::size_t(8));
        QCOMPARE(countElements(system, "nic"), std::size_t(10)); // 8 compute, 2 storage
        QCOMPARE(countElements(system, "net"), std::size_t(8 + 2 * 2)); // the storage NICs have two ports
        const std::regex busId("[0-9a-f]{4}:[0-9a-f]{2}:[0-1][0-9a-f]\\.[0-7]");
        for (const pugi::xpath_node pci : system.select_nodes(".//pci"))
            QVERIFY(std::regex_match(pci.node().attribute("busid").value(), busId));
        std::set<std::string> switchBusIds;
        for (int chip = 0; chip < 4; ++chip)
            switchBusIds.insert(
                formatPciBdf(t.nodes[*t.findNode("node1/nvsw" + std::to_string(chip))].addresses.pciBdf));
        std::set<int> ranks;
        for (const pugi::xpath_node gpu : system.select_nodes(".//gpu")) {
            QCOMPARE(gpu.node().attribute("sm").as_int(), 90);
            QCOMPARE(std::string(gpu.parent().attribute("class").value()), std::string("0x030200"));
            QCOMPARE(std::string(gpu.parent().attribute("link_speed").value()), std::string("32.0 GT/s PCIe"));
            ranks.insert(gpu.node().attribute("rank").as_int());
            int nvlinks = 0;
            for (const pugi::xml_node link : gpu.node().children("nvlink")) {
                QCOMPARE(std::string(link.attribute("tclass").value()), std::string("0x068000"));
                nvlinks += link.attribute("count").as_int();
                QVERIFY(switchBusIds.count(link.attribute("target").value()));
            }
            QCOMPARE(nvlinks, 18);
        }
        QCOMPARE(ranks, (std::set<int> { 0, 1, 2, 3, 4, 5, 6, 7 }));
        // GPUs and their rail NICs share a PCIe switch, as in a DGX.
        QCOMPARE(system.select_nodes("cpu/pci[@class='0x060400']").size(), std::size_t(4));
        QCOMPARE(system.select_nodes("cpu/pci[@class='0x060400']/pci/gpu").size(), std::size_t(8));
        QCOMPARE(system.select_nodes("cpu/pci[@class='0x060400']/pci/nic").size(), std::size_t(8));
        const pugi::xml_node mlx0 = system.select_node(".//net[@name='mlx5_0']").node();
        QCOMPARE(mlx0.attribute("speed").as_int(), 400000); // Mb/s
        QCOMPARE(
            std::string(mlx0.attribute("guid").value()), ncclGuid(t.nodes[*t.findNode("node1/nic0")].addresses.guid));
        QCOMPARE(std::string(mlx0.parent().parent().attribute("class").value()), std::string("0x020700"));
        const pugi::xml_node cpu = system.child("cpu");
        QCOMPARE(std::string(cpu.attribute("arch").value()), std::string("x86_64"));
        QCOMPARE(std::string(cpu.attribute("vendor").value()), std::string("GenuineIntel"));
        QCOMPARE(std::string(cpu.attribute("affinity").value()), std::string("00000000,00000000,00ffffff,ffffffff"));
        QCOMPARE(std::string(cpu.next_sibling("cpu").attribute("affinity").value()),
            std::string("0000ffff,ffffffff,ff000000,00000000"));
    }

    void ncclXmlOfAnNvl72Tray()
    {
        const Topology t = builtTopology("gb200-nvl72", 1);
        const std::string xml = exportNcclTopoXml(t, groupNamed(t, "rack0/tray5"), Catalog::builtIn());
        pugi::xml_document document;
        QVERIFY(document.load_string(xml.c_str()));
        const pugi::xml_node system = document.child("system");
        QCOMPARE(countElements(system, "gpu"), std::size_t(4));
        // One link to each of 18 switch chips in 9 switch trays, whose two chips' bus ids repeat in
        // every tray: two targets of 9 links for each GPU.
        QCOMPARE(countElements(system, "nvlink"), std::size_t(4 * 2));
        for (const pugi::xpath_node link : system.select_nodes(".//nvlink"))
            QCOMPARE(link.node().attribute("count").as_int(), 9);
        QCOMPARE(countElements(system, "net"), std::size_t(4 + 2));
        QCOMPARE(std::string(system.child("cpu").attribute("arch").value()), std::string("arm64"));
        // Each GPU's NVLink-C2C to its Grace: one link of 450 GB/s per direction, in MB/s.
        QCOMPARE(countElements(system, "c2c"), std::size_t(4));
        QCOMPARE(system.select_node(".//gpu/c2c").node().attribute("bw").as_int(), 450000);
        QCOMPARE(system.select_nodes(".//gpu[@sm='100']").size(), std::size_t(4));
    }

    void ncclXmlUsesTheSamplesVocabularyWithinNcclLimits_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QString>("node");
        QTest::newRow("dgx-a100") << "dgx-a100"
                                  << "node0";
        QTest::newRow("dgx-h100") << "dgx-h100"
                                  << "node0";
        QTest::newRow("dgx-b200") << "dgx-b200"
                                  << "node0";
        QTest::newRow("gb200-nvl72") << "gb200-nvl72"
                                     << "rack0/tray0";
        QTest::newRow("gb300-nvl72") << "gb300-nvl72"
                                     << "rack0/tray17";
    }

    void ncclXmlUsesTheSamplesVocabularyWithinNcclLimits()
    {
        QFETCH(QString, preset);
        QFETCH(QString, node);
        static const auto vocabulary = [] {
            auto words = ncclSampleVocabulary();
            // No sample is from a Grace system: NCCL reads a GPU's NVLink-C2C as <c2c count bw>.
            words["c2c"] = { "count", "bw" };
            words["parent>child"].insert("gpu>c2c");
            return words;
        }();
        QVERIFY(vocabulary.count("gpu") && vocabulary.count("net"));
        const Topology t = builtTopology(preset.toStdString(), 1);
        const std::string xml = exportNcclTopoXml(t, groupNamed(t, node.toStdString()), Catalog::builtIn());
        pugi::xml_document document;
        QVERIFY(document.load_string(xml.c_str()));
        std::vector<pugi::xml_node> stack { document.document_element() };
        while (!stack.empty()) {
            const pugi::xml_node element = stack.back();
            stack.pop_back();
            QVERIFY2(vocabulary.count(element.name()), element.name());
            if (element.parent().type() == pugi::node_element) {
                const std::string nesting = std::string(element.parent().name()) + ">" + element.name();
                QVERIFY2(vocabulary.at("parent>child").count(nesting), nesting.c_str());
            }
            for (const pugi::xml_attribute attribute : element.attributes())
                QVERIFY2(vocabulary.at(element.name()).count(attribute.name()),
                    (std::string(element.name()) + " " + attribute.name()).c_str());
            for (const pugi::xml_node child : element.children())
                if (child.type() == pugi::node_element)
                    stack.push_back(child);
        }
        const XmlCounts counts = countXml(document.document_element());
        QVERIFY(counts.elements <= kNcclMaxElements);
        QVERIFY(counts.maxAttributes <= kNcclMaxAttributes);
        QVERIFY(counts.maxChildren <= kNcclMaxChildren);
        QVERIFY(counts.longestValue <= static_cast<std::size_t>(kNcclMaxValueLength));
    }

    void ncclXmlRefusesWhatNcclCannotRead()
    {
        const Topology t = builtTopology("dgx-h100", 1);
        QVERIFY_THROWS_EXCEPTION(
            std::invalid_argument, exportNcclTopoXml(t, groupNamed(t, "rack0"), Catalog::builtIn()));
        // More devices under one socket than NCCL reads children of one element.
        Topology wide;
        const GroupId node = wide.addGroup(Group { "wide", GroupKind::Node, kNoGroup, 0 });
        const NodeId cpu = addDevice(wide, "wide/cpu0", NodeKind::Cpu, node, "Xeon-8480C");
        for (int i = 0; i <= kNcclMaxChildren; ++i)
            cable(wide,
                addDevice(wide, "wide/gpu" + std::to_string(i), NodeKind::Gpu, node, "H100-SXM5-80GB",
                    static_cast<std::uint32_t>((i + 1) << 8)),
                cpu, LinkTier::Pcie, 63, 16);
        try {
            exportNcclTopoXml(wide, node, Catalog::builtIn());
            QFAIL("33 children of one <cpu> were written");
        } catch (const std::invalid_argument& error) {
            QVERIFY(std::string(error.what()).find("children; NCCL reads 32") != std::string::npos);
        }
        // More elements than NCCL reads in one file: 8 PCIe switches of 16 GPUs each.
        Topology big;
        const GroupId bigNode = big.addGroup(Group { "big", GroupKind::Node, kNoGroup, 0 });
        const NodeId bigCpu = addDevice(big, "big/cpu0", NodeKind::Cpu, bigNode, "Xeon-8480C");
        int bus = 1;
        for (int s = 0; s < 8; ++s) {
            const NodeId pcieSwitch = addDevice(big, "big/pcie" + std::to_string(s), NodeKind::PcieSwitch, bigNode, "",
                static_cast<std::uint32_t>(bus++ << 8));
            cable(big, pcieSwitch, bigCpu, LinkTier::Pcie, 63, 16);
            for (int g = 0; g < 16; ++g)
                cable(big,
                    addDevice(big, "big/gpu" + std::to_string(s * 16 + g), NodeKind::Gpu, bigNode, "H100-SXM5-80GB",
                        static_cast<std::uint32_t>(bus++ << 8)),
                    pcieSwitch, LinkTier::Pcie, 63, 16);
        }
        try {
            exportNcclTopoXml(big, bigNode, Catalog::builtIn());
            QFAIL("more than 256 elements were written");
        } catch (const std::invalid_argument& error) {
            QVERIFY(std::string(error.what()).find("XML elements; NCCL reads 256") != std::string::npos);
        }
        // The same node with 7 switches fits: the bound is where NCCL puts it.
        QVERIFY(1 + 1 + 7 * (1 + 16 * 2) <= kNcclMaxElements);
    }
};

QTEST_GUILESS_MAIN(TestExportNcclXml)
#include "tst_export_nccl_xml.moc"
