#include "bom/CableLengths.h"

#include <algorithm>
#include <cmath>

namespace scalescope {
namespace {

// Where a link end stands: its rack's column and row, or a network rack in front of the first row.
struct Place {
    GroupId rack = kNoGroup;
    float x = 0; // scene units, the centre of the rack or device
    int row = -1; // -1: in front of the first row of racks
};

struct RackRows {
    std::vector<float> rowTops; // distinct tops of the racks' boxes, ascending
    float pitch = 0; // scene units from one rack's centre to its neighbour's

    int rowOf(float top) const
    {
        const auto it = std::lower_bound(rowTops.begin(), rowTops.end(), top - 0.5f);
        return static_cast<int>(it - rowTops.begin());
    }
};

RackRows rackRows(const Topology& topology, const Scene& scene)
{
    RackRows rows;
    std::vector<float> widths;
    for (std::size_t g = 0; g < topology.groups.size(); ++g) {
        if (topology.groups[g].kind != GroupKind::Rack || g >= scene.groups.size() || scene.groups[g].empty())
            continue;
        rows.rowTops.push_back(scene.groups[g].y);
        widths.push_back(scene.groups[g].width);
    }
    std::sort(rows.rowTops.begin(), rows.rowTops.end());
    rows.rowTops.erase(
        std::unique(rows.rowTops.begin(), rows.rowTops.end(), [](float a, float b) { return std::abs(a - b) < 0.5f; }),
        rows.rowTops.end());
    if (!widths.empty()) {
        std::nth_element(widths.begin(), widths.begin() + widths.size() / 2, widths.end());
        rows.pitch = widths[widths.size() / 2] + scene::kRackGap;
    } else {
        rows.pitch = scene::kDevice + scene::kGap;
    }
    return rows;
}

Place placeOf(const Topology& topology, const Scene& scene, const RackRows& rows, NodeId node)
{
    Place place;
    place.rack = topology.rackOf(node);
    if (place.rack != kNoGroup && static_cast<std::size_t>(place.rack) < scene.groups.size()) {
        const SceneRect& box = scene.groups[place.rack];
        place.x = box.centerX();
        place.row = rows.rowOf(box.y);
    } else if (node < scene.devices.size()) {
        place.x = scene.devices[node].centerX();
    }
    return place;
}

} // namespace

bool needsCable(const Link& link)
{
    return link.tier == LinkTier::InfiniBand || link.tier == LinkTier::Ethernet;
}

std::vector<double> cableLengthsMetres(const Topology& topology, const Scene& scene)
{
    const RackRows rows = rackRows(topology, scene);
    const double metresPerUnit = kRackPitchMetres / rows.pitch;
    std::vector<double> lengths(topology.links.size(), 0.0);
    for (std::size_t i = 0; i < topology.links.size(); ++i) {
        const Link& link = topology.links[i];
        if (!needsCable(link))
            continue;
        const Place a = placeOf(topology, scene, rows, link.a);
        const Place b = placeOf(topology, scene, rows, link.b);
        if (a.rack != kNoGroup && a.rack == b.rack) {
            lengths[i] = kInRackCableMetres;
            continue;
        }
        const double across = std::abs(a.x - b.x) * metresPerUnit;
        const double rowsApart = std::abs(a.row - b.row) * kRowPitchMetres;
        lengths[i] = across + rowsApart + 2 * kRiserMetres;
    }
    return lengths;
}

} // namespace scalescope
