// The text exporters: Graphviz DOT, draw.io, ASTRA-sim and NCCL topology XML. Each output is read
// back by the tool's own kind of parser (Graphviz itself when installed, pugixml, yaml-cpp,
// nlohmann) and checked against the design it came from and against the real samples' shape.
#include "generate/ClusterBuilder.h"
#include "io/export/AstraSimExport.h"
#include "io/export/DotExport.h"
#include "io/export/DrawIoExport.h"
#include "io/export/ExportStyle.h"
#include "io/export/NcclTopoXmlExport.h"
#include "io/import/AstraSimNetwork.h"
#include "io/import/NcclTopoXml.h"
#include "layout/SceneLayout.h"
#include "model/AddressFormat.h"
#include "design/Design.h"
#include "design/Summary.h"

#include <QtTest>

#include <nlohmann/json.hpp>
#include <pugixml.hpp>
#include <yaml-cpp/yaml.h>

#include <filesystem>
#include <map>
#include <regex>
#include <set>

using namespace scalescope;

namespace {

Topology build(const std::string& preset, int count)
{
    ClusterOptions options;
    options.preset = preset;
    options.count = count;
    return buildCluster(Catalog::builtIn(), options).topology;
}

NodeId addDevice(Topology& t, const std::string& name, NodeKind kind, GroupId group = kNoGroup,
    const std::string& model = "", std::uint32_t pci = Addresses::kNoPci)
{
    Node node;
    node.name = name;
    node.kind = kind;
    node.group = group;
    node.model = t.internModel(model);
    node.addresses.pciBdf = pci;
    return t.addNode(node);
}

void cable(Topology& t, NodeId a, NodeId b, LinkTier tier, double gBps, int lanes = 1)
{
    Link link;
    link.a = a;
    link.b = b;
    link.tier = tier;
    link.lanes = static_cast<std::uint16_t>(lanes);
    link.bytesPerSecPerDirection = bytesPerSecFromGBps(gBps);
    link.latencyNs = 10;
    t.addLink(link);
}

// ASTRA-sim's "GB/s": its analytical backend multiplies the file's bandwidth by 2^30 bytes
// (astra-network-analytical, common/NetworkFunction.cpp, bw_GBps_to_Bpns). Written out here, not
// taken from the exporter, so that a wrong unit there fails.
constexpr double kAstraSimBytesPerGB = 1024.0 * 1024.0 * 1024.0;
// The exporter prints bandwidth with 6 decimals.
constexpr double kAstraSimPrintedPrecision = 0.5e-6;

void verifyAstraSimBandwidth(double written, BytesPerSec design, const char* what)
{
    const double expected = design / kAstraSimBytesPerGB;
    QVERIFY2(std::fabs(written - expected) <= kAstraSimPrintedPrecision,
        qPrintable(QString("%1: %2 written, %3 expected").arg(what).arg(written, 0, 'f', 9).arg(expected, 0, 'f', 9)));
}

GroupId groupNamed(const Topology& t, const std::string& name)
{
    const auto g = t.findGroup(name);
    if (!g)
        qFatal("no group %s", name.c_str());
    return *g;
}

// DOT as Graphviz reads it, enough to check structure: quoted strings closed, braces balanced
// outside strings, every edge's ends declared as nodes before.
struct DotShape {
    bool wellFormed = true;
    std::set<std::string> nodes;
    std::vector<std::pair<std::string, std::string>> edges;
    int clusters = 0;
};

DotShape readDot(const std::string& text)
{
    DotShape shape;
    // Tokens: quoted strings (unescaped), words, punctuation.
    std::vector<std::pair<bool, std::string>> tokens; // (quoted, text)
    int depth = 0;
    for (std::size_t i = 0; i < text.size();) {
        const char c = text[i];
        if (std::isspace(static_cast<unsigned char>(c))) {
            ++i;
        } else if (c == '"') {
            std::string value;
            ++i;
            bool closed = false;
            while (i < text.size()) {
                if (text[i] == '\\' && i + 1 < text.size()) {
                    value += text[i + 1] == 'n' ? '\n' : text[i + 1];
                    i += 2;
                } else if (text[i] == '"') {
                    closed = true;
                    ++i;
                    break;
                } else {
                    value += text[i++];
                }
            }
            shape.wellFormed = shape.wellFormed && closed;
            tokens.emplace_back(true, value);
        } else if (c == '-' && i + 1 < text.size() && text[i + 1] == '-') {
            tokens.emplace_back(false, "--");
            i += 2;
        } else if (std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '#') {
            std::string word;
            while (i < text.size()
                && (std::isalnum(static_cast<unsigned char>(text[i])) || text[i] == '_' || text[i] == '.'))
                word += text[i++];
            tokens.emplace_back(false, word);
        } else {
            depth += c == '{' ? 1 : c == '}' ? -1 : 0;
            shape.wellFormed = shape.wellFormed && depth >= 0;
            tokens.emplace_back(false, std::string(1, c));
            ++i;
        }
    }
    shape.wellFormed = shape.wellFormed && depth == 0;
    for (std::size_t i = 0; i + 1 < tokens.size(); ++i) {
        if (!tokens[i].first && tokens[i].second == "subgraph" && tokens[i + 1].second.rfind("cluster_", 0) == 0)
            ++shape.clusters;
        // A statement that starts with a quoted id: a node ("id" [) or an edge ("id" -- "id").
        const bool statementStart = i == 0
            || (!tokens[i - 1].first
                && (tokens[i - 1].second == ";" || tokens[i - 1].second == "{" || tokens[i - 1].second == "}"));
        if (!statementStart || !tokens[i].first)
            continue;
        if (tokens[i + 1].second == "[") {
            shape.wellFormed = shape.wellFormed && shape.nodes.insert(tokens[i].second).second;
        } else if (tokens[i + 1].second == "--" && i + 2 < tokens.size()) {
            shape.edges.emplace_back(tokens[i].second, tokens[i + 2].second);
            shape.wellFormed
                = shape.wellFormed && shape.nodes.count(tokens[i].second) && shape.nodes.count(tokens[i + 2].second);
        }
    }
    return shape;
}

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

class TestExport : public QObject {
    Q_OBJECT
private slots:
    void ncclXmlOfANodeReadsBackAsThatNode()
    {
        // Round trip through the NCCL reader: the same GPUs, NVSwitches, NICs (with their
        // GUIDs, byte order and all) and NVLink bundles come back.
        const Topology t = build("dgx-h100", 2);
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

    void astraSimNetworkReadsBackAsTheSameDimensions()
    {
        // Round trip through the ASTRA-sim reader: as many GPUs, in as many NVLink domains,
        // and the file the design gives back is the same file.
        const Topology t = build("dgx-h100", 4);
        const AstraSimFiles files = exportAstraSim(t, Catalog::builtIn());
        const ImportedDesign back = readAstraSimNetwork(files.networkYaml, "dgx.yml");
        const Topology read = expandDesign(back.design, Catalog::builtInShared(), "dgx.yml").topology;
        QCOMPARE(summarize(read).count(NodeKind::Gpu), summarize(t).count(NodeKind::Gpu));
        const YAML::Node first = YAML::Load(files.networkYaml);
        const YAML::Node again = YAML::Load(exportAstraSim(read, Catalog::builtIn()).networkYaml);
        QCOMPARE(again["topology"].as<std::vector<std::string>>(), first["topology"].as<std::vector<std::string>>());
        QCOMPARE(again["npus_count"].as<std::vector<int>>(), first["npus_count"].as<std::vector<int>>());
        const auto bandwidth = first["bandwidth"].as<std::vector<double>>();
        const auto bandwidthAgain = again["bandwidth"].as<std::vector<double>>();
        QCOMPARE(bandwidthAgain.size(), bandwidth.size());
        for (std::size_t d = 0; d < bandwidth.size(); ++d)
            QVERIFY2(std::fabs(bandwidthAgain[d] - bandwidth[d]) <= 1e-6 * bandwidth[d],
                qPrintable(QString("dimension %1: %2 vs %3").arg(d).arg(bandwidthAgain[d]).arg(bandwidth[d])));
    }

    void astraSimBandwidthRoundTripsInBytesPerSecond()
    {
        // A DGX H100's NVLink, 450e9 bytes/s per direction, and its 400 Gb/s NICs, 50e9 bytes/s:
        // written in ASTRA-sim's unit (2^30 bytes/s), read back as the same bytes per second.
        const Topology t = build("dgx-h100", 2);
        const AstraSimFiles files = exportAstraSim(t, Catalog::builtIn());
        const auto written = YAML::Load(files.networkYaml)["bandwidth"].as<std::vector<double>>();
        QCOMPARE(written.size(), std::size_t(2));
        verifyAstraSimBandwidth(written[0], 450e9, "NVLink");
        verifyAstraSimBandwidth(written[1], 50e9, "NIC");
        const ImportedDesign back = readAstraSimNetwork(files.networkYaml, "dgx.yml");
        const Topology read = expandDesign(back.design, Catalog::builtInShared(), "dgx.yml").topology;
        // What the printed decimals can lose, in bytes/s.
        const double tolerance = kAstraSimPrintedPrecision * kAstraSimBytesPerGB;
        int nvlinks = 0, nicLinks = 0;
        for (const Link& link : read.links) {
            if (link.tier == LinkTier::NvLink) {
                QVERIFY2(std::fabs(link.bytesPerSecPerDirection - 450e9) <= tolerance,
                    qPrintable(QString::number(link.bytesPerSecPerDirection, 'f', 0)));
                ++nvlinks;
            } else if (link.tier == LinkTier::InfiniBand) {
                QVERIFY2(std::fabs(link.bytesPerSecPerDirection - 50e9) <= tolerance,
                    qPrintable(QString::number(link.bytesPerSecPerDirection, 'f', 0)));
                ++nicLinks;
            }
        }
        QCOMPARE(nvlinks, 16); // each node's 8 GPUs to its switch
        QCOMPARE(nicLinks, 16); // each GPU's NIC to the scale-out switch
    }

    void durationsReadWithTheirUnit()
    {
        QCOMPARE(parseDurationNs("250us").value(), 250e3);
        QCOMPARE(parseDurationNs("250 \u00b5s").value(), 250e3);
        QCOMPARE(parseDurationNs("1.5ms").value(), 1.5e6);
        QCOMPARE(parseDurationNs("2s").value(), 2e9);
        QCOMPARE(parseDurationNs("40ns").value(), 40.0);
        QVERIFY(!parseDurationNs("250"));
        QVERIFY(!parseDurationNs("-1ms"));
        QVERIFY(!parseDurationNs("1 minute"));
        QVERIFY(!parseDurationNs("ms"));
    }

    void parallelLinksBecomeOneEdge()
    {
        const Topology t = build("gb200-nvl72", 1);
        const auto merged = exportstyle::mergeParallelLinks(t);
        // Every GPU reaches each of the 18 switch chips with one link: no merge there.
        std::size_t nvlinkEdges = 0, nvlinkLinks = 0;
        for (const auto& m : merged)
            if (m.tier == LinkTier::NvLink) {
                ++nvlinkEdges;
                nvlinkLinks += static_cast<std::size_t>(m.links);
            }
        QCOMPARE(nvlinkLinks, std::size_t(72 * 18));
        QCOMPARE(nvlinkEdges, std::size_t(72 * 18));
        // Two single-lane NVLinks between the same two GPUs are one edge of two lanes.
        Topology pair;
        const NodeId a = addDevice(pair, "a", NodeKind::Gpu);
        const NodeId b = addDevice(pair, "b", NodeKind::Gpu);
        cable(pair, a, b, LinkTier::NvLink, 25);
        cable(pair, b, a, LinkTier::NvLink, 25);
        cable(pair, a, b, LinkTier::Pcie, 63, 16);
        const auto two = exportstyle::mergeParallelLinks(pair);
        QCOMPARE(two.size(), std::size_t(2));
        QCOMPARE(two[0].lanes, 2);
        QCOMPARE(exportstyle::linkLabel(two[0]), std::string("NVLink x2, 50 GB/s"));
        QCOMPARE(exportstyle::linkLabel(two[1]), std::string("PCIe, 63 GB/s"));
    }

    void dotQuotesAnyName()
    {
        QCOMPARE(dotQuoted("node0/gpu0"), std::string("\"node0/gpu0\""));
        QCOMPARE(dotQuoted("a\"b\\c"), std::string("\"a\\\"b\\\\c\""));
        QCOMPARE(dotQuoted("two\nlines"), std::string("\"two\\nlines\""));
        QCOMPARE(dotQuoted("bell\a"), std::string("\"bell\""));
        QCOMPARE(dotQuoted("\u673a\u67b6"), std::string("\"\u673a\u67b6\""));
    }

    void dotHasEveryDeviceClusterAndLink()
    {
        const Topology t = build("dgx-h100", 2);
        const std::string dot = exportDot(t, "Two DGX H100");
        QVERIFY(dot.rfind("graph \"Two DGX H100\" {\n", 0) == 0);
        const DotShape shape = readDot(dot);
        QVERIFY(shape.wellFormed);
        QCOMPARE(shape.nodes.size(), t.nodes.size());
        QCOMPARE(shape.edges.size(), exportstyle::mergeParallelLinks(t).size());
        QCOMPARE(shape.clusters, static_cast<int>(t.groups.size()));
        QVERIFY(shape.nodes.count("node1/gpu7"));
        QVERIFY(dot.find("\"node0/gpu0\" -- \"node0/nvsw0\" [label=\"NVLink x5, 125 GB/s\"") != std::string::npos);
        QVERIFY(dot.find("label=\"InfiniBand, 400 Gb/s\"") != std::string::npos);
        QVERIFY(dot.find("subgraph \"cluster_node1\"") != std::string::npos);
    }

    void graphvizAcceptsTheDot()
    {
        const QString dotProgram = QStandardPaths::findExecutable("dot");
        if (dotProgram.isEmpty())
            QSKIP("Graphviz's dot is not installed");
        Topology t = build("dgx-h100", 1);
        // Names Graphviz must keep as they are: CJK, quotes, a backslash inside.
        const GroupId rack = t.addGroup(Group { "\u673a\u67b6-\"A\"", GroupKind::Rack, kNoGroup, 0 });
        const NodeId odd = addDevice(t, "\u4ea4\u6362\u673a \"x\\y\"", NodeKind::EthSwitch, rack);
        cable(t, odd, *t.findNode("node0/bmc"), LinkTier::Ethernet, 0.125);
        const std::string dot = exportDot(t, "\u96c6\u7fa4 \"test\"");
        QVERIFY(readDot(dot).wellFormed);
        QProcess process;
        process.start(dotProgram, { "-Tsvg" });
        QVERIFY(process.waitForStarted());
        process.write(QByteArray::fromStdString(dot));
        process.closeWriteChannel();
        QVERIFY(process.waitForFinished(120000));
        const QString errors = QString::fromUtf8(process.readAllStandardError());
        QVERIFY2(process.exitCode() == 0, qPrintable(errors));
        QVERIFY2(!errors.contains("syntax error"), qPrintable(errors));
        const QString svg = QString::fromUtf8(process.readAllStandardOutput());
        QVERIFY(svg.contains("<svg"));
        QVERIFY(svg.contains(QString::fromUtf8("\u4ea4\u6362\u673a")));
        QVERIFY(svg.contains(QString::fromUtf8("\u96c6\u7fa4")));
    }

    void drawIoCellsAreConsistent()
    {
        const Topology t = build("gb200-nvl72", 1);
        const Scene scene = layoutScene(t);
        const std::string text = exportDrawIo(t, scene, "NVL72 <rack> & \u673a\u67b6");
        pugi::xml_document document;
        QVERIFY(document.load_string(text.c_str()));
        QVERIFY(text.rfind("<mxfile", 0) == 0);
        const pugi::xml_node diagram = document.child("mxfile").child("diagram");
        QCOMPARE(std::string(diagram.attribute("name").value()), std::string("NVL72 <rack> & \u673a\u67b6"));
        const pugi::xml_node root = diagram.child("mxGraphModel").child("root");
        QVERIFY(root);
        std::set<std::string> seen;
        std::set<std::string> vertices;
        int devices = 0, groups = 0, edges = 0;
        for (const pugi::xml_node child : root.children()) {
            // A device is an <object> (its id and properties) around its mxCell.
            const bool object = std::string(child.name()) == "object";
            const pugi::xml_node cell = object ? child.child("mxCell") : child;
            QCOMPARE(std::string(cell.name()), std::string("mxCell"));
            const std::string id = child.attribute("id").value();
            if (object)
                QVERIFY(t.findNode(child.attribute("name").value()));
            QVERIFY2(seen.insert(id).second, id.c_str());
            if (id == "0")
                continue;
            // Parents come first, so draw.io resolves each one as it reads.
            QVERIFY2(seen.count(cell.attribute("parent").value()), id.c_str());
            if (cell.attribute("vertex")) {
                vertices.insert(id);
                QVERIFY(cell.child("mxGeometry").attribute("width").as_float() > 0);
                (id[0] == 'd' ? devices : groups)++;
            }
            if (cell.attribute("edge")) {
                ++edges;
                QVERIFY2(vertices.count(cell.attribute("source").value()), id.c_str());
                QVERIFY2(vertices.count(cell.attribute("target").value()), id.c_str());
                QVERIFY(std::string(cell.attribute("source").value()) != cell.attribute("target").value());
            }
        }
        QCOMPARE(devices, static_cast<int>(t.nodes.size()));
        QCOMPARE(groups, static_cast<int>(t.groups.size()));
        QCOMPARE(edges, static_cast<int>(exportstyle::mergeParallelLinks(t).size()));
    }

    void drawIoKeepsTheUsersPositions()
    {
        Design design;
        design.generator = ClusterOptions {};
        design.generator->preset = "dgx-h100";
        design.generator->count = 2;
        design.positions["node1"] = Position { 1200, 900 };
        design.positions["node0/gpu3"] = Position { -300, 40 };
        const Topology t = expandDesign(design, Catalog::builtInShared(), "mem").topology;
        const std::string text = exportDrawIo(t, layoutScene(t, design.positions), "moved");
        pugi::xml_document document;
        QVERIFY(document.load_string(text.c_str()));
        // Absolute position of a cell: its geometry plus every parent's.
        std::map<std::string, pugi::xml_node> byId;
        for (const pugi::xpath_node cell : document.select_nodes("//mxCell"))
            byId[cell.node().attribute("id") ? cell.node().attribute("id").value()
                                             : cell.parent().attribute("id").value()]
                = cell.node();
        auto absolute = [&](const std::string& id) {
            float x = 0, y = 0;
            for (std::string at = id; byId.count(at) && byId[at].child("mxGeometry");
                 at = byId[at].attribute("parent").value()) {
                x += byId[at].child("mxGeometry").attribute("x").as_float();
                y += byId[at].child("mxGeometry").attribute("y").as_float();
            }
            return std::pair { x, y };
        };
        const std::string node1 = "g" + std::to_string(groupNamed(t, "node1"));
        QCOMPARE(std::string(byId[node1].attribute("value").value()), std::string("node1"));
        const std::string gpu0Id = "d" + std::to_string(*t.findNode("node1/gpu0"));
        QCOMPARE(
            std::string(
                document.select_node(("//object[@id='" + gpu0Id + "']").c_str()).node().attribute("label").value()),
            std::string("gpu0"));
        QCOMPARE(absolute(node1), (std::pair { 1200.0f, 900.0f }));
        const std::string gpu3 = "d" + std::to_string(*t.findNode("node0/gpu3"));
        QCOMPARE(absolute(gpu3), (std::pair { -300.0f, 40.0f }));
        // A device of the moved node moved with it: still inside its node's box.
        const std::string gpu0 = "d" + std::to_string(*t.findNode("node1/gpu0"));
        QVERIFY(absolute(gpu0).first >= 1200.0f && absolute(gpu0).second >= 900.0f);
    }

    void astraSimOfDgxNodes()
    {
        const Topology t = build("dgx-h100", 4);
        const AstraSimFiles files = exportAstraSim(t, Catalog::builtIn());
        const YAML::Node network = YAML::Load(files.networkYaml);
        QCOMPARE(network["topology"].as<std::vector<std::string>>(), (std::vector<std::string> { "Switch", "Switch" }));
        const auto npus = network["npus_count"].as<std::vector<int>>();
        QCOMPARE(npus, (std::vector<int> { 8, 4 }));
        QCOMPARE(npus[0] * npus[1], 32);
        const auto bandwidth = network["bandwidth"].as<std::vector<double>>();
        QCOMPARE(bandwidth.size(), std::size_t(2));
        // 18 NVLink 4 links x 25 GB/s, one direction: 450e9 bytes/s, 450e9 / 2^30 in ASTRA-sim's unit.
        verifyAstraSimBandwidth(bandwidth[0], 450e9, "NVLink");
        verifyAstraSimBandwidth(bandwidth[1], 50e9, "NIC"); // one 400 Gb/s NIC per GPU
        QVERIFY2(files.networkYaml.find("bandwidth: [ 419.095159, 46.566129 ]") != std::string::npos,
            files.networkYaml.c_str());
        QVERIFY(files.networkYaml.find("2^30 bytes/s") != std::string::npos); // the header says the unit
        const auto latency = network["latency"].as<std::vector<double>>();
        QCOMPARE(latency.size(), std::size_t(2));
        QVERIFY(latency[0] > 0 && latency[1] > latency[0]);
        const auto system = nlohmann::json::parse(files.systemJson);
        QCOMPARE(system["all-reduce-implementation"].size(), std::size_t(2));
        QCOMPARE(system["all-reduce-implementation"][0].get<std::string>(), std::string("halvingDoubling"));
        QCOMPARE(system["all-to-all-implementation"][1].get<std::string>(), std::string("direct"));
        QVERIFY(system.contains("scheduling-policy"));
        QVERIFY(system["preferred-dataset-splits"].get<int>() >= 1);
        QVERIFY(files.notes.find("scale-out") != std::string::npos);
    }

    void astraSimOfNvl72Racks()
    {
        const Topology t = build("gb200-nvl72", 2);
        const AstraSimFiles files = exportAstraSim(t, Catalog::builtIn());
        const YAML::Node network = YAML::Load(files.networkYaml);
        QCOMPARE(network["npus_count"].as<std::vector<int>>(), (std::vector<int> { 72, 2 }));
        const auto bandwidth = network["bandwidth"].as<std::vector<double>>();
        QCOMPARE(bandwidth.size(), std::size_t(2));
        verifyAstraSimBandwidth(bandwidth[0], 900e9, "NVLink 5 of a B200"); // 18 links x 50 GB/s
        verifyAstraSimBandwidth(bandwidth[1], 50e9, "one 400 Gb/s NIC per GPU");
        const auto system = nlohmann::json::parse(files.systemJson);
        // 72 is not a power of two: halving-doubling does not apply.
        QCOMPARE(system["all-reduce-implementation"][0].get<std::string>(), std::string("ring"));
        QCOMPARE(system["all-reduce-implementation"][1].get<std::string>(), std::string("halvingDoubling"));
    }

    void astraSimOfDirectlyCabledGpus()
    {
        Topology all;
        std::vector<NodeId> gpus;
        for (int i = 0; i < 4; ++i)
            gpus.push_back(addDevice(all, "gpu" + std::to_string(i), NodeKind::Gpu));
        for (int i = 0; i < 4; ++i)
            for (int j = i + 1; j < 4; ++j)
                cable(all, gpus[i], gpus[j], LinkTier::NvLink, 100, 4);
        YAML::Node network = YAML::Load(exportAstraSim(all, Catalog::builtIn()).networkYaml);
        QCOMPARE(network["topology"].as<std::vector<std::string>>(), std::vector<std::string> { "FullyConnected" });
        QCOMPARE(network["bandwidth"].size(), std::size_t(1));
        verifyAstraSimBandwidth(network["bandwidth"][0].as<double>(), 100e9, "a GPU pair's NVLink");

        Topology ring;
        gpus.clear();
        for (int i = 0; i < 6; ++i)
            gpus.push_back(addDevice(ring, "gpu" + std::to_string(i), NodeKind::Gpu));
        for (int i = 0; i < 6; ++i)
            cable(ring, gpus[i], gpus[(i + 1) % 6], LinkTier::NvLink, 50, 2);
        network = YAML::Load(exportAstraSim(ring, Catalog::builtIn()).networkYaml);
        QCOMPARE(network["topology"].as<std::vector<std::string>>(), std::vector<std::string> { "Ring" });
        QCOMPARE(network["npus_count"].as<std::vector<int>>(), std::vector<int> { 6 });
    }

    void astraSimRefusesWhatItCannotSummarise()
    {
        Topology none;
        addDevice(none, "leaf", NodeKind::IbSwitch);
        try {
            exportAstraSim(none, Catalog::builtIn());
            QFAIL("a design without GPUs was summarised");
        } catch (const std::invalid_argument& error) {
            QVERIFY(std::string(error.what()).find("no GPUs") != std::string::npos);
        }
        Topology uneven;
        const NodeId a = addDevice(uneven, "a", NodeKind::Gpu);
        const NodeId b = addDevice(uneven, "b", NodeKind::Gpu);
        addDevice(uneven, "c", NodeKind::Gpu);
        cable(uneven, a, b, LinkTier::NvLink, 100);
        try {
            exportAstraSim(uneven, Catalog::builtIn());
            QFAIL("NVLink domains of 2 and 1 GPUs were summarised");
        } catch (const std::invalid_argument& error) {
            QVERIFY(std::string(error.what()).find("different sizes (1, 2 GPUs)") != std::string::npos);
        }
        Topology unjoined;
        for (int i = 0; i < 4; ++i)
            addDevice(unjoined, "gpu" + std::to_string(i), NodeKind::Gpu);
        cable(unjoined, 0, 1, LinkTier::NvLink, 100);
        cable(unjoined, 2, 3, LinkTier::NvLink, 100);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, exportAstraSim(unjoined, Catalog::builtIn()));
    }

    void ncclGuidIsByteSwapped()
    {
        // A ConnectX GUID 0c:42:a1:03:00:55:62:a2 as NCCL dumped it in the DGX A100 sample.
        QCOMPARE(ncclGuid(0x0c42a103005562a2ull), std::string("0xa262550003a1420c"));
        QCOMPARE(ncclGuid(0x0c42a10300000001ull), std::string("0x100000003a1420c"));
    }

    void ncclXmlOfADgxNode()
    {
        const Topology t = build("dgx-h100", 2);
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
        const Topology t = build("gb200-nvl72", 1);
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
        const Topology t = build(preset.toStdString(), 1);
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
        const Topology t = build("dgx-h100", 1);
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

QTEST_GUILESS_MAIN(TestExport)
#include "tst_export.moc"
