#include "sim/Simulator.h"

#include "model/Localized.h"
#include "model/Names.h"
#include "sim/FlowSimulator.h"
#include "sim/ScaleOutPath.h"

#include <cmath>
#include <stdexcept>

namespace scalescope {
namespace {

double round3(double value)
{
    return std::round(value * 1000.0) / 1000.0;
}

nlohmann::ordered_json tiersToJson(const TierBytes& bytes)
{
    nlohmann::ordered_json tiers;
    for (int t = 0; t < kLinkTierCount; ++t)
        tiers[std::string(toString(static_cast<LinkTier>(t)))] = bytes[static_cast<std::size_t>(t)];
    return tiers;
}

// What the two byte counts mean, in the report itself (TierBytes.h says the same).
nlohmann::ordered_json tierBytesDefinitions()
{
    return {
        { "bytes_per_tier",
            "payload bytes each tier carries end to end, both directions summed: a transfer counts once for every "
            "tier its route uses, however many links of that tier it crosses (GPU-NVSwitch-GPU is one NVLink "
            "crossing); the same quantity at both fidelities" },
        { "link_bytes_per_tier",
            "bytes summed over every link direction of each tier that traffic crossed (GPU-NVSwitch-GPU counts "
            "twice); at least bytes_per_tier; flow fidelity only (null at analytic, which has no paths)" },
    };
}

} // namespace

const std::vector<NodeId>& statedNics(const SimOptions& options)
{
    static const std::vector<NodeId> kNone;
    return options.nicOfGpu ? *options.nicOfGpu : kNone;
}

SimResult simulate(
    const Topology& topology, const Catalog& catalog, const Workload& workload, const SimOptions& options)
{
    return simulate(topology, layoutRanks(topology, catalog, workload.ranks, statedNics(options)), workload, options);
}

CostOptions costOptionsFor(const Topology& topology, const SimOptions& options)
{
    return CostOptions { options.ideal, options.gpuDirect, options.nvls, options.routing.value_or(topology.routing),
        options.qpsPerConnection };
}

SimResult chooseAlgorithm(
    const Topology& topology, const RankLayout& layout, const Workload& workload, const SimOptions& options)
{
    if (workload.bytes == 0)
        throw std::invalid_argument(
            localized(QT_TRANSLATE_NOOP("scalescope-core", "the message size must be at least one byte")));
    if (workload.collective == Collective::SendRecv && layout.ranksCount() != 2)
        throw std::invalid_argument(localized(
            QT_TRANSLATE_NOOP("scalescope-core", "sendrecv runs between exactly two GPUs; give --ranks A,B")));
    if (layout.domains > 1)
        requireOneSubnetPerRail(topology, layout.nicOfRank);
    const CostOptions cost = costOptionsFor(topology, options);
    SimResult result;
    result.collective = workload.collective;
    result.fidelity = options.fidelity;
    result.ideal = options.ideal;
    result.ranks = layout.ranksCount();
    result.nodes = layout.domains;
    result.bytes = workload.bytes;
    result.candidates = rankCandidates(layout, workload.collective, workload.bytes, workload.algorithm, cost);
    if (result.candidates.empty() || !result.candidates.front().applies) {
        const std::string why = result.candidates.empty()
            ? localized(QT_TRANSLATE_NOOP("scalescope-core", "no algorithm applies"))
            : result.candidates.front().whyNot;
        throw std::invalid_argument(localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 cannot run %2 here: %3"),
            { toString(workload.algorithm), toString(workload.collective), why }));
    }
    const Estimate& chosen = result.candidates.front();
    result.algorithm = chosen.algorithm;
    result.protocol = chosen.protocol;
    result.boundUs = lowerBoundUs(layout, workload.collective, workload.bytes);
    return result;
}

void setBandwidths(SimResult& result)
{
    result.algbwGBps = static_cast<double>(result.bytes) / (result.timeUs * 1e-6) / 1e9;
    result.busbwGBps = result.algbwGBps * busBandwidthFactor(result.collective, result.ranks);
}

SimResult simulate(
    const Topology& topology, const RankLayout& layout, const Workload& workload, const SimOptions& options)
{
    SimResult result = chooseAlgorithm(topology, layout, workload, options);
    const CostOptions cost = costOptionsFor(topology, options);
    const Estimate& chosen = result.candidates.front();
    if (options.fidelity == Fidelity::Flow) {
        FlowOutcome flow = simulateFlows(topology, layout, workload.collective, workload.bytes, chosen, cost,
            options.stop, options.memoryBudgetBytes);
        result.flowMemory = flow.memory;
        result.routing = cost.routing;
        result.fabricLoad = flow.fabricLoad;
        result.timeUs = flow.timeUs;
        result.bytesPerTier = flow.bytesPerTier;
        result.linkBytesPerTier = flow.linkBytesPerTier;
        result.links = std::move(flow.links);
        result.events = std::move(flow.events);
    } else {
        result.timeUs = chosen.timeUs();
        result.bytesPerTier = chosen.bytesPerTier;
        // The analytic model counts the scale-out payload as InfiniBand; on RoCE it is Ethernet's.
        if (topology.scaleOut != ScaleOutNetwork::InfiniBand) {
            auto& tiers = result.bytesPerTier;
            tiers[static_cast<int>(LinkTier::Ethernet)] += tiers[static_cast<int>(LinkTier::InfiniBand)];
            tiers[static_cast<int>(LinkTier::InfiniBand)] = 0;
        }
        result.events.push_back(SimEvent { 0, result.timeUs, std::string(toString(chosen.algorithm)), 0,
            localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 over %2 GPUs"),
                { toString(workload.collective), std::to_string(layout.ranksCount()) }) });
    }
    setBandwidths(result);
    return result;
}

nlohmann::ordered_json resultToJson(const SimResult& r)
{
    nlohmann::ordered_json out;
    out["collective"] = std::string(toString(r.collective));
    out["algorithm"] = std::string(toString(r.algorithm));
    out["protocol"] = std::string(toString(r.protocol));
    out["fidelity"] = std::string(toString(r.fidelity));
    out["ideal"] = r.ideal;
    out["ranks"] = r.ranks;
    out["nodes"] = r.nodes;
    out["bytes"] = r.bytes;
    out["time_us"] = round3(r.timeUs);
    out["algbw_GBps"] = round3(r.algbwGBps);
    out["busbw_GBps"] = round3(r.busbwGBps);
    out["bound_us"] = round3(r.boundUs);
    out["bytes_per_tier"] = tiersToJson(r.bytesPerTier);
    out["link_bytes_per_tier"] = r.linkBytesPerTier ? tiersToJson(*r.linkBytesPerTier) : nlohmann::ordered_json();
    out["definitions"] = tierBytesDefinitions();
    // Flow fidelity: what the run was estimated to need before it started (null at analytic).
    out["flow_memory_estimate_bytes"]
        = r.fidelity == Fidelity::Flow ? nlohmann::ordered_json(std::round(r.flowMemory.bytes)) : nullptr;
    // Flow fidelity: the fabric's routing and how evenly it loaded the switch-to-switch links.
    out["routing"] = r.fabricLoad ? nlohmann::ordered_json(std::string(toString(r.routing))) : nullptr;
    if (r.fabricLoad) {
        const FabricLoad& f = *r.fabricLoad;
        out["fabric_load"] = { { "summary", summarizeFabricLoad(f) },
            { "connections_per_nic_pair", f.connectionsPerPeer }, { "qps_per_connection", f.qpsPerConnection },
            { "switch_link_directions", f.directions }, { "idle", f.idle }, { "mean_bytes", f.meanBytes },
            { "busiest_bytes", f.busiestBytes }, { "busiest_connections", f.busiestConnections },
            { "most_connections", f.mostConnections }, { "collided", f.collided } };
    } else {
        out["fabric_load"] = nullptr;
    }
    // Flow fidelity: the analytic model's time for the same algorithm (null at analytic).
    if (const std::optional<AnalyticAgreement> agreement = analyticAgreement(r))
        out["analytic"] = { { "time_us", round3(agreement->analyticUs) },
            { "relative_to_flow", std::round(agreement->relativeToFlow * 1e4) / 1e4 },
            { "binding_ceiling_bus_GBps",
                agreement->bindingCeilingBusGBps > 0 ? nlohmann::ordered_json(agreement->bindingCeilingBusGBps)
                                                     : nlohmann::ordered_json() } };
    else
        out["analytic"] = nullptr;
    nlohmann::ordered_json candidates = nlohmann::ordered_json::array();
    for (const Estimate& e : r.candidates) {
        nlohmann::ordered_json c;
        c["algorithm"] = std::string(toString(e.algorithm));
        c["protocol"] = std::string(toString(e.protocol));
        if (e.applies) {
            c["time_us"] = round3(e.timeUs());
            c["latency_us"] = round3(e.latencyUs);
            if (!e.plan.empty())
                c["nccl_plan"] = e.plan;
            if (!e.stages.empty()) {
                nlohmann::ordered_json stages = nlohmann::ordered_json::array();
                for (const CostStage& stage : e.stages)
                    stages.push_back({ { "name", stage.name }, { "latency_us", round3(stage.latencyUs) },
                        { "transfer_us", round3(stage.transferUs) } });
                c["stages"] = std::move(stages);
            }
        } else {
            c["not_applicable"] = e.whyNot;
        }
        candidates.push_back(std::move(c));
    }
    out["candidates"] = std::move(candidates);
    nlohmann::ordered_json events = nlohmann::ordered_json::array();
    for (const SimEvent& e : r.events)
        events.push_back({ { "start_us", round3(e.startUs) }, { "end_us", round3(e.endUs) }, { "phase", e.phase },
            { "step", e.step }, { "what", e.what } });
    out["events"] = std::move(events);
    return out;
}

std::optional<AnalyticAgreement> analyticAgreement(const SimResult& result)
{
    if (result.fidelity != Fidelity::Flow || result.candidates.empty() || !result.candidates.front().applies
        || result.timeUs <= 0)
        return std::nullopt;
    const Estimate& analytic = result.candidates.front();
    AnalyticAgreement agreement;
    agreement.analyticUs = analytic.timeUs();
    agreement.relativeToFlow = agreement.analyticUs / result.timeUs - 1;
    constexpr double kCeilingMentionedAbove = 0.05; // below that the two agree as well as flows allow
    if (analytic.ceilingBusGBps > 0 && agreement.relativeToFlow > kCeilingMentionedAbove)
        agreement.bindingCeilingBusGBps = analytic.ceilingBusGBps;
    return agreement;
}

nlohmann::ordered_json timelineToJson(const SimResult& r, const Topology& topology)
{
    nlohmann::ordered_json links = nlohmann::ordered_json::array();
    for (const LinkTimeline& timeline : r.links) {
        const Link& link = topology.links[timeline.link];
        const Node& from = topology.nodes[timeline.fromA ? link.a : link.b];
        const Node& to = topology.nodes[timeline.fromA ? link.b : link.a];
        nlohmann::ordered_json segments = nlohmann::ordered_json::array();
        for (const LinkSegment& s : timeline.segments)
            segments.push_back({ round3(s.startUs), round3(s.endUs), std::round(s.utilization * 10000) / 10000 });
        links.push_back({ { "link", timeline.link }, { "from", from.name }, { "to", to.name },
            { "tier", std::string(toString(link.tier)) }, { "bytes", timeline.bytes },
            { "segments", std::move(segments) } });
    }
    nlohmann::ordered_json out;
    out["time_us"] = round3(r.timeUs);
    out["segment_fields"] = { "start_us", "end_us", "utilization" };
    out["links"] = std::move(links);
    return out;
}

} // namespace scalescope
