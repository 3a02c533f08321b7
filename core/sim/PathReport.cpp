#include "sim/PathReport.h"

#include "model/Localized.h"
#include "model/Names.h"
#include "sim/RankLayout.h"
#include "sim/Router.h"
#include "sim/ScaleOutPath.h"

#include <algorithm>

namespace scalescope {

namespace {

// The route's links in order, each once; throws when a RoCE v1 route would leave its subnet.
std::vector<LinkId> linksOf(const Topology& topology, const std::vector<Segment>& segments, NodeId from, NodeId to)
{
    std::vector<LinkId> links;
    for (const Segment& segment : segments)
        for (const Channel channel : segment.channels)
            if (std::find(links.begin(), links.end(), channel / 2) == links.end())
                links.push_back(static_cast<LinkId>(channel / 2));
    requireRoutable(topology, links, from, to);
    return links;
}

// One path to show, whatever the fabric's routing: the first connection's hashed path (adaptive
// routing would spread the data over every equal-cost path; the report names them by the hop).
constexpr FabricRoutingOptions kOnePath { FabricRouting::Ecmp, 1 };

bool betweenFabricSwitches(const Topology& topology, const Link& link)
{
    const auto isSwitch = [&](NodeId n) {
        return topology.nodes[n].kind == NodeKind::IbSwitch || topology.nodes[n].kind == NodeKind::EthSwitch;
    };
    return topology.isComputeFabricLink(link) && isSwitch(link.a) && isSwitch(link.b);
}

// A hop between two switches of the compute fabric is one of several equal-cost choices: how
// the fabric picks it.
std::string hopDescription(const Topology& topology, const Link& link)
{
    const std::string layer = describeLayer(hopLayer(topology, link));
    if (!betweenFabricSwitches(topology, link))
        return layer;
    return localized(topology.routing == FabricRouting::Ecmp
            ? QT_TRANSLATE_NOOP("scalescope-core", "%1; equal-cost choice by static ECMP (this connection's hash)")
            : QT_TRANSLATE_NOOP("scalescope-core",
                "%1; equal-cost choice by adaptive routing (data spread over every equal-cost link)"),
        { layer });
}

} // namespace

nlohmann::ordered_json describePath(const Topology& topology, const Catalog& catalog, NodeId from, NodeId to)
{
    const RankLayout layout = layoutRanks(topology, catalog, { from, to });
    Router router(topology, layout, true, kOnePath);
    const std::vector<Segment> segments = router.route(from, to);
    const std::vector<LinkId> links = linksOf(topology, segments, from, to);
    nlohmann::ordered_json routes = nlohmann::ordered_json::array();
    // Parallel NVLink routes share the data; consecutive segments carry all of it.
    BytesPerSec parallel = 0, bottleneck = 1e300;
    for (const Segment& segment : segments) {
        nlohmann::ordered_json hops = nlohmann::ordered_json::array();
        BytesPerSec narrowest = 1e300;
        for (const Channel channel : segment.channels) {
            const Link& link = topology.links[channel / 2];
            const bool forward = channel % 2 == 0;
            const bool network = link.tier == LinkTier::InfiniBand || link.tier == LinkTier::Ethernet;
            hops.push_back({ { "from", topology.nodes[forward ? link.a : link.b].name },
                { "to", topology.nodes[forward ? link.b : link.a].name }, { "tier", std::string(toString(link.tier)) },
                { "layer", hopLayer(topology, link) }, { "layer_description", hopDescription(topology, link) },
                { "bandwidth_per_direction",
                    network ? formatRateBits(link.bytesPerSecPerDirection)
                            : formatRateBytes(link.bytesPerSecPerDirection) },
                { "latency_ns", link.latencyNs } });
            narrowest = std::min(narrowest, link.bytesPerSecPerDirection);
        }
        if (segment.share < 1) {
            parallel += narrowest;
        } else {
            bottleneck = std::min(bottleneck, narrowest);
        }
        routes.push_back({ { "share", segment.share }, { "hops", std::move(hops) } });
    }
    if (parallel > 0)
        bottleneck = std::min(bottleneck, parallel);
    nlohmann::ordered_json out;
    out["from"] = topology.nodes[from].name;
    out["to"] = topology.nodes[to].name;
    out["routes"] = std::move(routes);
    out["bottleneck_per_direction"] = formatRateBytes(bottleneck >= 1e300 ? 0 : bottleneck);
    if (auto ends = scaleOutEnds(topology, links, from); !ends.is_null())
        out["scale_out"] = std::move(ends);
    return out;
}

std::vector<LinkId> routeLinks(const Topology& topology, const Catalog& catalog, NodeId from, NodeId to)
{
    const RankLayout layout = layoutRanks(topology, catalog, { from, to });
    Router router(topology, layout, true, kOnePath);
    return linksOf(topology, router.route(from, to), from, to);
}

std::string pathReportToText(const nlohmann::ordered_json& report)
{
    std::string out = localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 -> %2, at most %3 each way"),
                          { report["from"].get<std::string>(), report["to"].get<std::string>(),
                              report["bottleneck_per_direction"].get<std::string>() })
        + "\n";
    for (const auto& route : report["routes"]) {
        const double share = route["share"].get<double>();
        if (share < 1)
            out += "  "
                + localized(QT_TRANSLATE_NOOP("scalescope-core", "%1% of the data:"),
                    { std::to_string(static_cast<int>(share * 100 + 0.5)) })
                + "\n";
        for (const auto& hop : route["hops"])
            out += "    " + hop["from"].get<std::string>() + " -> " + hop["to"].get<std::string>() + "  "
                + hop["tier"].get<std::string>() + ", " + hop["bandwidth_per_direction"].get<std::string>() + ", "
                + hop["layer_description"].get<std::string>() + "\n";
    }
    if (report.contains("scale_out")) {
        const auto& ends = report["scale_out"];
        out += "  "
            + localized(QT_TRANSLATE_NOOP("scalescope-core", "scale-out (%1, %2 routing): %3 %4 -> %5 %6, %7"),
                { ends["network"].get<std::string>(), ends["routing"].get<std::string>(),
                    ends["from_nic"].get<std::string>(), ends["from_address"].get<std::string>(),
                    ends["to_nic"].get<std::string>(), ends["to_address"].get<std::string>(),
                    ends["how"].get<std::string>() })
            + "\n";
    }
    return out;
}

} // namespace scalescope
