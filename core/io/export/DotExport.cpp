#include "io/export/DotExport.h"

#include "io/export/ExportStyle.h"
#include "model/Names.h"

#include <cstdio>
#include <vector>

namespace scalescope {
namespace {

std::string_view shapeOf(NodeKind kind)
{
    switch (kind) {
    case NodeKind::Gpu:
        return "box";
    case NodeKind::Cpu:
        return "box3d";
    case NodeKind::NvSwitch:
    case NodeKind::PcieSwitch:
    case NodeKind::IbSwitch:
    case NodeKind::EthSwitch:
        return "hexagon";
    case NodeKind::Nic:
        return "ellipse";
    case NodeKind::Storage:
        return "cylinder";
    }
    return "box";
}

class DotWriter {
public:
    explicit DotWriter(const Topology& topology)
        : m_topology(topology)
        , m_childGroups(topology.groups.size())
        , m_devices(topology.groups.size())
    {
        for (GroupId g = 0; g < static_cast<GroupId>(topology.groups.size()); ++g) {
            const GroupId parent = topology.groups[static_cast<std::size_t>(g)].parent;
            if (parent == kNoGroup)
                m_topGroups.push_back(g);
            else
                m_childGroups[static_cast<std::size_t>(parent)].push_back(g);
        }
        for (NodeId n = 0; n < topology.nodes.size(); ++n) {
            const GroupId group = topology.nodes[n].group;
            if (group == kNoGroup)
                m_ungrouped.push_back(n);
            else
                m_devices[static_cast<std::size_t>(group)].push_back(n);
        }
    }

    std::string write(const std::string& title)
    {
        m_out += "graph " + dotQuoted(title) + " {\n";
        m_out += "  graph [label=" + dotQuoted(title) + ", labelloc=t, fontname=\"Helvetica\", charset=\"UTF-8\"];\n";
        m_out += "  node [style=filled, fontname=\"Helvetica\", fontsize=10];\n";
        m_out += "  edge [fontname=\"Helvetica\", fontsize=8];\n";
        for (const GroupId g : m_topGroups)
            writeGroup(g, 1);
        for (const NodeId n : m_ungrouped)
            writeDevice(n, 1);
        for (const exportstyle::MergedLink& link : exportstyle::mergeParallelLinks(m_topology)) {
            m_out
                += "  " + dotQuoted(m_topology.nodes[link.a].name) + " -- " + dotQuoted(m_topology.nodes[link.b].name);
            m_out += " [label=" + dotQuoted(exportstyle::linkLabel(link));
            m_out += ", color=\"" + std::string(exportstyle::tierColour(link.tier)) + "\"";
            if (link.tier == LinkTier::NvLink && link.lanes > 1)
                m_out += ", penwidth=" + std::to_string(std::min(link.lanes, 8));
            m_out += "];\n";
        }
        m_out += "}\n";
        return std::move(m_out);
    }

private:
    void indent(int depth) { m_out.append(static_cast<std::size_t>(depth) * 2, ' '); }

    void writeGroup(GroupId g, int depth)
    {
        const Group& group = m_topology.groups[static_cast<std::size_t>(g)];
        indent(depth);
        m_out += "subgraph " + dotQuoted("cluster_" + group.name) + " {\n";
        indent(depth + 1);
        std::string label = group.name;
        if (!m_topology.models[group.model].empty())
            label += "\n" + m_topology.models[group.model];
        m_out += "label=" + dotQuoted(label) + "; style=rounded; color=\"#8c959f\";\n";
        for (const GroupId child : m_childGroups[static_cast<std::size_t>(g)])
            writeGroup(child, depth + 1);
        for (const NodeId n : m_devices[static_cast<std::size_t>(g)])
            writeDevice(n, depth + 1);
        indent(depth);
        m_out += "}\n";
    }

    void writeDevice(NodeId n, int depth)
    {
        const Node& node = m_topology.nodes[n];
        std::string label(exportstyle::shortName(m_topology, node));
        if (!m_topology.modelOf(node).empty())
            label += "\n" + m_topology.modelOf(node);
        indent(depth);
        m_out += dotQuoted(node.name) + " [label=" + dotQuoted(label) + ", shape=" + std::string(shapeOf(node.kind))
            + ", fillcolor=\"" + std::string(exportstyle::kindColour(node.kind))
            + "\", kind=" + dotQuoted(toString(node.kind)) + "];\n";
    }

    const Topology& m_topology;
    std::vector<GroupId> m_topGroups;
    std::vector<std::vector<GroupId>> m_childGroups;
    std::vector<std::vector<NodeId>> m_devices;
    std::vector<NodeId> m_ungrouped;
    std::string m_out;
};

} // namespace

std::string dotQuoted(std::string_view text)
{
    std::string quoted;
    quoted.reserve(text.size() + 2);
    quoted += '"';
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            quoted += '\\';
            quoted += c;
        } else if (c == '\n') {
            quoted += "\\n";
        } else if (byte < 0x20 || byte == 0x7f) {
            // Written out, never dropped, so that two names never become one id ("\\" is how
            // a backslash of the name itself is written). UTF-8 bytes of other scripts are
            // >= 0x80 and pass unchanged.
            char escaped[8];
            std::snprintf(escaped, sizeof escaped, "\\x%02x", byte);
            quoted += escaped;
        } else {
            quoted += c;
        }
    }
    quoted += '"';
    return quoted;
}

std::string exportDot(const Topology& topology, const std::string& title)
{
    return DotWriter(topology).write(title);
}

} // namespace scalescope
