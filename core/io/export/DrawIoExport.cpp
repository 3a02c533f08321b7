#include "io/export/DrawIoExport.h"

#include "io/export/ExportStyle.h"
#include "model/Names.h"

#include <pugixml.hpp>

#include <algorithm>
#include <charconv>
#include <sstream>

namespace scalescope {
namespace {

using exportstyle::xmlText;

// The shortest text that reads back as the same float, so positions survive exactly.
std::string number(float value)
{
    char buffer[32];
    const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
    return ec == std::errc() ? std::string(buffer, end) : std::string("0");
}

std::string deviceStyle(NodeKind kind)
{
    std::string shape;
    switch (kind) {
    case NodeKind::Gpu:
    case NodeKind::Cpu:
        shape = "rounded=1;";
        break;
    case NodeKind::NvSwitch:
    case NodeKind::PcieSwitch:
    case NodeKind::IbSwitch:
    case NodeKind::EthSwitch:
        shape = "shape=hexagon;perimeter=hexagonPerimeter2;";
        break;
    case NodeKind::Nic:
        shape = "ellipse;";
        break;
    case NodeKind::Storage:
        shape = "shape=cylinder3;boundedLbl=1;";
        break;
    }
    return shape + "whiteSpace=wrap;fillColor=" + std::string(exportstyle::kindColour(kind))
        + ";strokeColor=#24292f;fontSize=8;verticalLabelPosition=bottom;verticalAlign=top;align=center;";
}

std::string groupStyle(GroupKind kind)
{
    const char* fill = kind == GroupKind::Rack ? "#f6f8fa" : "#ffffff";
    return std::string("rounded=1;arcSize=4;container=1;collapsible=0;whiteSpace=wrap;fillColor=") + fill
        + ";strokeColor=#8c959f;verticalAlign=top;align=left;spacingLeft=4;fontSize=9;";
}

std::string edgeStyle(LinkTier tier, int lanes)
{
    return "endArrow=none;html=0;rounded=0;fontSize=7;strokeColor=" + std::string(exportstyle::tierColour(tier))
        + ";strokeWidth=" + std::to_string(tier == LinkTier::NvLink ? std::clamp(lanes, 1, 4) : 1) + ";";
}

void setGeometry(pugi::xml_node cell, const SceneRect& rect, float originX, float originY)
{
    pugi::xml_node geometry = cell.append_child("mxGeometry");
    geometry.append_attribute("x") = number(rect.x - originX).c_str();
    geometry.append_attribute("y") = number(rect.y - originY).c_str();
    geometry.append_attribute("width") = number(rect.width).c_str();
    geometry.append_attribute("height") = number(rect.height).c_str();
    geometry.append_attribute("as") = "geometry";
}

std::string cellId(char prefix, std::size_t index)
{
    return prefix + std::to_string(index);
}

// Where a cell of a group or device goes: its parent group's cell (else the layer, "1"), its
// geometry relative to that group's box.
struct CellParent {
    const Scene& scene;
    std::string of(GroupId group) const
    {
        return group == kNoGroup ? std::string("1") : cellId('g', static_cast<std::size_t>(group));
    }
    SceneRect originOf(GroupId group) const
    {
        return group == kNoGroup ? SceneRect {} : scene.groups[static_cast<std::size_t>(group)];
    }
};

// The document's one page: the graph model sized to the scene, its root and layer; returns the root.
pugi::xml_node appendPage(pugi::xml_document& document, const Scene& scene, const std::string& title)
{
    pugi::xml_node file = document.append_child("mxfile");
    file.append_attribute("host") = "ScaleScope";
    file.append_attribute("type") = "device";
    file.append_attribute("compressed") = "false";
    pugi::xml_node diagram = file.append_child("diagram");
    diagram.append_attribute("id") = "topology";
    diagram.append_attribute("name") = title.empty() ? "Topology" : xmlText(title).c_str();
    pugi::xml_node model = diagram.append_child("mxGraphModel");
    for (const auto& [key, value] : { std::pair { "grid", "1" }, { "gridSize", "10" }, { "guides", "1" },
             { "tooltips", "1" }, { "connect", "1" }, { "arrows", "0" }, { "fold", "1" }, { "page", "0" },
             { "pageScale", "1" }, { "math", "0" }, { "shadow", "0" } })
        model.append_attribute(key) = value;
    model.append_attribute("pageWidth") = number(scene.bounds.x + scene.bounds.width).c_str();
    model.append_attribute("pageHeight") = number(scene.bounds.y + scene.bounds.height).c_str();
    pugi::xml_node root = model.append_child("root");
    root.append_child("mxCell").append_attribute("id") = "0";
    pugi::xml_node layer = root.append_child("mxCell");
    layer.append_attribute("id") = "1";
    layer.append_attribute("parent") = "0";
    return root;
}

// The groups, parents before children: draw.io resolves a cell's parent when it reads it.
void appendGroups(pugi::xml_node root, const Topology& topology, const CellParent& parent)
{
    std::vector<std::vector<GroupId>> children(topology.groups.size());
    std::vector<GroupId> order;
    for (GroupId g = 0; g < static_cast<GroupId>(topology.groups.size()); ++g) {
        const GroupId up = topology.groups[static_cast<std::size_t>(g)].parent;
        if (up == kNoGroup)
            order.push_back(g);
        else
            children[static_cast<std::size_t>(up)].push_back(g);
    }
    for (std::size_t i = 0; i < order.size(); ++i)
        for (const GroupId child : children[static_cast<std::size_t>(order[i])])
            order.push_back(child);
    for (const GroupId g : order) {
        const Group& group = topology.groups[static_cast<std::size_t>(g)];
        pugi::xml_node cell = root.append_child("mxCell");
        cell.append_attribute("id") = cellId('g', static_cast<std::size_t>(g)).c_str();
        cell.append_attribute("value") = xmlText(group.name).c_str();
        cell.append_attribute("style") = groupStyle(group.kind).c_str();
        cell.append_attribute("vertex") = "1";
        cell.append_attribute("parent") = parent.of(group.parent).c_str();
        const SceneRect origin = parent.originOf(group.parent);
        setGeometry(cell, parent.scene.groups[static_cast<std::size_t>(g)], origin.x, origin.y);
    }
}

// Each device the scene draws: an <object> carries its own properties (shown and edited in
// draw.io's "Edit Data"); its label is what the canvas shows, the short name.
void appendDevices(pugi::xml_node root, const Topology& topology, const CellParent& parent)
{
    const Scene& scene = parent.scene;
    for (NodeId n = 0; n < topology.nodes.size(); ++n) {
        const Node& node = topology.nodes[n];
        if (n >= scene.devices.size() || scene.devices[n].empty())
            continue;
        pugi::xml_node object = root.append_child("object");
        object.append_attribute("id") = cellId('d', n).c_str();
        object.append_attribute("label") = xmlText(exportstyle::shortName(topology, node)).c_str();
        object.append_attribute("name") = xmlText(node.name).c_str();
        object.append_attribute("kind") = std::string(toString(node.kind)).c_str();
        if (!topology.modelOf(node).empty())
            object.append_attribute("model") = xmlText(topology.modelOf(node)).c_str();
        object.append_attribute("tooltip") = xmlText(node.name + " " + topology.modelOf(node)).c_str();
        if (node.network == Network::Compute && node.kind != NodeKind::Gpu)
            object.append_attribute("fabric") = std::string(toString(topology.scaleOut)).c_str();
        pugi::xml_node cell = object.append_child("mxCell");
        cell.append_attribute("style") = deviceStyle(node.kind).c_str();
        cell.append_attribute("vertex") = "1";
        cell.append_attribute("parent") = parent.of(node.group).c_str();
        const SceneRect origin = parent.originOf(node.group);
        setGeometry(cell, scene.devices[n], origin.x, origin.y);
    }
}

// The links between drawn devices, parallel ones merged into one edge.
void appendLinks(pugi::xml_node root, const Topology& topology, const Scene& scene)
{
    for (const exportstyle::MergedLink& link : exportstyle::mergeParallelLinks(topology)) {
        if (link.a >= scene.devices.size() || link.b >= scene.devices.size() || scene.devices[link.a].empty()
            || scene.devices[link.b].empty())
            continue;
        pugi::xml_node cell = root.append_child("mxCell");
        cell.append_attribute("id") = cellId('l', link.first).c_str();
        cell.append_attribute("value") = xmlText(exportstyle::linkLabel(link)).c_str();
        cell.append_attribute("style") = edgeStyle(link.tier, link.lanes).c_str();
        cell.append_attribute("edge") = "1";
        cell.append_attribute("parent") = "1";
        cell.append_attribute("source") = cellId('d', link.a).c_str();
        cell.append_attribute("target") = cellId('d', link.b).c_str();
        pugi::xml_node geometry = cell.append_child("mxGeometry");
        geometry.append_attribute("relative") = "1";
        geometry.append_attribute("as") = "geometry";
    }
}

} // namespace

std::string exportDrawIo(const Topology& topology, const Scene& scene, const std::string& title)
{
    pugi::xml_document document;
    const pugi::xml_node root = appendPage(document, scene, title);
    const CellParent parent { scene };
    appendGroups(root, topology, parent);
    appendDevices(root, topology, parent);
    appendLinks(root, topology, scene);
    std::ostringstream out;
    document.save(out, "  ", pugi::format_default | pugi::format_no_declaration, pugi::encoding_utf8);
    return out.str();
}

} // namespace scalescope
