// The diagram exporters: Graphviz DOT and draw.io. Each output is read back (by Graphviz itself
// when installed, by pugixml) and checked against the design it came from: every device, group
// and link once, names quoted as written, the user's positions kept.
#include "ExportFixtures.h"

#include "io/export/DotExport.h"
#include "io/export/DrawIoExport.h"
#include "io/export/ExportStyle.h"
#include "layout/SceneLayout.h"
#include "design/Design.h"

#include <QtTest>

#include <pugixml.hpp>

#include <map>
#include <set>

using namespace scalescope;
using namespace scalescope::fixtures;

namespace {

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

} // namespace

class TestExportDotDrawIo : public QObject {
    Q_OBJECT
private slots:
    void parallelLinksBecomeOneEdge()
    {
        const Topology t = builtTopology("gb200-nvl72", 1);
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
        const Topology t = builtTopology("dgx-h100", 2);
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
        Topology t = builtTopology("dgx-h100", 1);
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
        const Topology t = builtTopology("gb200-nvl72", 1);
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
};

QTEST_GUILESS_MAIN(TestExportDotDrawIo)
#include "tst_export_dot_drawio.moc"
