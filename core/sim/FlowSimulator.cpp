#include "sim/FlowSimulator.h"

#include "sim/Efficiency.h"
#include "sim/FluidNetwork.h"
#include "sim/Router.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <stdexcept>

namespace scalescope {
namespace {

struct Transfer {
    NodeId from = 0;
    NodeId to = 0;
    double bytes = 0;
};

struct Phase {
    std::string name;
    std::string what;
    double latencyUs = 0;
    int steps = 1; // algorithm steps the phase stands for (events)
    std::vector<Transfer> transfers;
    std::vector<FluidFlow> flows; // flows given directly (to and from switches)
    // What the given flows deliver end to end, for the payload per tier: NVLS's flows to and from
    // the switches themselves; for SHARP each NIC's slice up to the aggregation root and back,
    // while its flows are one per hop, shared by the NICs below.
    std::vector<FluidFlow> delivered;
    bool inSwitch = false; // NVLS: NVLink capacity scaled by the switch efficiency
};

int log2Ceil(int n)
{
    int steps = 0;
    while ((1 << steps) < n)
        ++steps;
    return steps;
}

class Expander {
public:
    Expander(const RankLayout& layout, Router& router, const StepLatencies& alpha, double S)
        : m_layout(layout)
        , m_router(router)
        , m_alpha(alpha)
        , m_bytes(S)
    {
        for (int r = 0; r < layout.ranksCount(); ++r) {
            const int d = layout.domainOfRank[r];
            if (static_cast<std::size_t>(d) >= m_domains.size())
                m_domains.resize(d + 1);
            m_domains[d].push_back(layout.ranks[r]);
        }
        int crossings = 0;
        for (int i = 0; i < n(); ++i)
            crossings += layout.domainOfRank[i] != layout.domainOfRank[(i + 1) % n()];
        m_nodeAware = crossings <= domains();
    }

    int n() const { return m_layout.ranksCount(); }
    int domains() const { return static_cast<int>(m_domains.size()); }
    int local() const { return m_layout.maxLocal; }

    // Rings over the ranks: one per local GPU when the order keeps domains together (each
    // channel rotated so that it leaves every domain on its own rail), else one in rank order.
    std::vector<Transfer> ring(double bytesPerRank, bool reverse = false) const
    {
        std::vector<std::vector<NodeId>> orders;
        if (m_nodeAware && domains() > 1) {
            for (int c = 0; c < local(); ++c) {
                std::vector<NodeId> order;
                for (const auto& members : m_domains)
                    for (std::size_t k = 0; k < members.size(); ++k)
                        order.push_back(members[(k + c) % members.size()]);
                orders.push_back(std::move(order));
            }
        } else {
            orders.push_back(m_layout.ranks);
        }
        std::vector<Transfer> out;
        const double share = bytesPerRank / static_cast<double>(orders.size());
        for (const auto& order : orders)
            for (std::size_t i = 0; i < order.size(); ++i) {
                const NodeId a = order[i];
                const NodeId b = order[(i + 1) % order.size()];
                out.push_back(reverse ? Transfer { b, a, share } : Transfer { a, b, share });
            }
        return out;
    }

    // Chains inside domains and a double binary tree across them, one channel per local GPU;
    // `bytes` per direction of every tree edge and chain hop.
    std::vector<Transfer> doubleBinaryTree(double bytes, bool chains) const
    {
        std::vector<Transfer> out;
        const int channels = domains() > 1 ? local() : 1;
        const double perChannel = bytes / channels;
        for (int c = 0; c < channels; ++c) {
            std::vector<NodeId> heads;
            for (const auto& members : m_domains) {
                const std::size_t size = members.size();
                heads.push_back(members[c % size]);
                if (chains)
                    for (std::size_t k = 0; k + 1 < size; ++k) {
                        const NodeId up = members[(k + c + 1) % size];
                        const NodeId down = members[(k + c) % size];
                        out.push_back({ up, down, perChannel });
                        out.push_back({ down, up, perChannel });
                    }
            }
            const int N = static_cast<int>(heads.size());
            for (int tree = 0; tree < 2 && N > 1; ++tree)
                for (int i = 1; i < N; ++i) {
                    const int child = tree == 0 ? i : N - 1 - i;
                    const int parent = tree == 0 ? (i - 1) / 2 : N - 1 - (i - 1) / 2;
                    out.push_back({ heads[child], heads[parent], perChannel / 2 });
                    out.push_back({ heads[parent], heads[child], perChannel / 2 });
                }
        }
        return out;
    }

    // Rings inside every domain.
    std::vector<Transfer> domainRings(double bytesPerRank) const
    {
        std::vector<Transfer> out;
        for (const auto& members : m_domains)
            for (std::size_t k = 0; k < members.size() && members.size() > 1; ++k)
                out.push_back({ members[k], members[(k + 1) % members.size()], bytesPerRank });
        return out;
    }

    // Rings across domains, one per rail (local index).
    std::vector<Transfer> railRings(double bytesPerRank) const
    {
        std::vector<Transfer> out;
        for (int l = 0; l < local(); ++l)
            for (int d = 0; d < domains(); ++d) {
                const auto& here = m_domains[d];
                const auto& next = m_domains[(d + 1) % domains()];
                if (static_cast<std::size_t>(l) < here.size() && static_cast<std::size_t>(l) < next.size())
                    out.push_back({ here[l], next[l], bytesPerRank });
            }
        return out;
    }

    // Flows between every GPU and its NVSwitch chips, each way.
    std::vector<FluidFlow> switchFlows(double upBytes, double downBytes) const
    {
        std::vector<FluidFlow> out;
        for (const NodeId gpu : m_layout.ranks)
            for (const bool up : { true, false })
                for (const Segment& s : m_router.toSwitches(gpu, up))
                    out.push_back(FluidFlow { s.channels, (up ? upBytes : downBytes) * s.share });
        if (out.empty())
            throw std::invalid_argument("in-switch reduction needs NVSwitch chips");
        return out;
    }

    // SHARP: per rail, every NIC sends its slice to the fabric's top and receives the sum,
    // each switch-to-switch link on the way carrying one slice each way.
    struct Reduction {
        std::vector<FluidFlow> flows; // one per hop
        std::vector<FluidFlow> delivered; // each NIC to the root and back
    };
    Reduction sharpFlows(double slice) const
    {
        Reduction out;
        for (int l = 0; l < local(); ++l) {
            std::vector<NodeId> nics;
            for (const auto& members : m_domains)
                if (static_cast<std::size_t>(l) < members.size() && m_router.nicOf(members[l]) != RankLayout::kNoNic)
                    nics.push_back(m_router.nicOf(members[l]));
            if (nics.size() < 2)
                continue;
            // The aggregation root: where the first NIC's path to the last one turns around.
            const std::vector<Channel> across = m_router.fabricPath(nics.front(), nics.back());
            const NodeId root = across.size() >= 2 ? rootOf(across) : m_router.leafOf(nics.front());
            std::map<std::vector<Channel>, bool> seen;
            for (const NodeId nic : nics) {
                const std::vector<Channel> up = m_router.fabricPath(nic, root);
                const std::vector<Channel> down = m_router.fabricPath(root, nic);
                for (const auto& path : { up, down }) {
                    for (std::size_t h = 0; h < path.size(); ++h) {
                        std::vector<Channel> hop { path[h] };
                        if (seen.emplace(hop, true).second)
                            out.flows.push_back(FluidFlow { hop, slice });
                    }
                    out.delivered.push_back(FluidFlow { path, slice });
                }
            }
        }
        return out;
    }

    const StepLatencies& alpha() const { return m_alpha; }
    double bytes() const { return m_bytes; }
    const std::vector<std::vector<NodeId>>& domainMembers() const { return m_domains; }

private:
    NodeId rootOf(const std::vector<Channel>& path) const
    {
        // The middle of an up-down path is its highest switch.
        const Channel middle = path[path.size() / 2 - 1];
        return m_router.endOf(middle);
    }

    const RankLayout& m_layout;
    Router& m_router;
    StepLatencies m_alpha;
    double m_bytes;
    std::vector<std::vector<NodeId>> m_domains;
    bool m_nodeAware = true;
};

std::vector<Phase> expand(
    const Expander& x, Collective collective, Algorithm algorithm, const Estimate& chosen, const RankLayout& layout)
{
    const double S = x.bytes();
    const int n = x.n(), N = x.domains(), L = x.local();
    const double aNv = x.alpha().nvlinkUs, aNet = x.alpha().networkUs;
    const double alphaStep = N > 1 ? aNet : aNv;
    std::vector<Phase> phases;
    auto single = [&](std::string name, std::string what, std::vector<Transfer> transfers, int steps) {
        Phase p;
        p.name = std::move(name);
        p.what = std::move(what);
        p.latencyUs = chosen.latencyUs;
        p.steps = steps;
        p.transfers = std::move(transfers);
        phases.push_back(std::move(p));
    };
    switch (algorithm) {
    case Algorithm::Ring: {
        const std::string order = "each GPU to the next on " + std::to_string(N > 1 ? L : 1) + " ring(s)";
        if (collective == Collective::AllReduce)
            single("reduce-scatter + all-gather", order, x.ring(2.0 * (n - 1) / n * S), 2 * (n - 1));
        else if (collective == Collective::AllGather || collective == Collective::ReduceScatter)
            single(std::string(toString(collective)), order, x.ring((n - 1.0) / n * S), n - 1);
        else {
            // Broadcast and reduce: a pipelined chain from (to) rank 0.
            std::vector<Transfer> chain;
            for (int i = 0; i + 1 < n; ++i) {
                const NodeId a = layout.ranks[i], b = layout.ranks[i + 1];
                chain.push_back(collective == Collective::Broadcast ? Transfer { a, b, S } : Transfer { b, a, S });
            }
            single(std::string(toString(collective)) + " chain", "the whole buffer along the ranks", std::move(chain),
                n - 1);
        }
        break;
    }
    case Algorithm::Tree:
        if (collective == Collective::AllReduce) {
            single("tree reduce + broadcast", "chains in each domain, double binary tree across",
                x.doubleBinaryTree(S, true), 2 * log2Ceil(N) + 2 * (L - 1));
        } else {
            // Binomial tree: round k doubles the ranks that have the data.
            for (int k = 0; (1 << k) < n; ++k) {
                Phase p;
                p.name = std::string(toString(collective)) + " round";
                p.what = "the whole buffer to " + std::to_string(std::min(1 << k, n - (1 << k))) + " more GPUs";
                p.latencyUs = alphaStep;
                p.steps = 1;
                for (int i = 0; i < (1 << k) && i + (1 << k) < n; ++i) {
                    const NodeId a = layout.ranks[i], b = layout.ranks[i + (1 << k)];
                    p.transfers.push_back(
                        collective == Collective::Broadcast ? Transfer { a, b, S } : Transfer { b, a, S });
                }
                phases.push_back(std::move(p));
            }
            if (collective == Collective::Reduce)
                std::reverse(phases.begin(), phases.end());
        }
        break;
    case Algorithm::Nvls:
    case Algorithm::NvlsTree: {
        Phase p;
        p.name = algorithm == Algorithm::Nvls ? "NVLS reduce + multicast" : "NVLS + tree";
        p.what = "every GPU to its NVSwitch chips and back";
        p.latencyUs = chosen.latencyUs;
        p.inSwitch = true;
        const double perGpu = S * (1.0 + 1.0 / L);
        p.flows = x.switchFlows(perGpu, perGpu);
        p.delivered = p.flows; // one hop each
        phases.push_back(std::move(p));
        if (N > 1) {
            Phase inter;
            inter.name = algorithm == Algorithm::Nvls ? "SHARP across domains" : "tree across domains";
            inter.what = "each GPU's 1/" + std::to_string(L) + " slice over its rail";
            if (algorithm == Algorithm::Nvls) {
                auto sharp = x.sharpFlows(S / L);
                inter.flows = std::move(sharp.flows);
                inter.delivered = std::move(sharp.delivered);
            } else {
                inter.transfers = x.doubleBinaryTree(S, false);
            }
            // Pipelined with the in-switch phase: both run at once.
            phases.back().flows.insert(phases.back().flows.end(), inter.flows.begin(), inter.flows.end());
            phases.back().delivered.insert(
                phases.back().delivered.end(), inter.delivered.begin(), inter.delivered.end());
            phases.back().transfers = std::move(inter.transfers);
            phases.back().what += "; " + inter.what;
        }
        break;
    }
    case Algorithm::CollNet: {
        Phase p;
        p.name = "CollNet (SHARP)";
        p.what = "rings in each domain; each GPU's slice reduced in the InfiniBand switches";
        p.latencyUs = chosen.latencyUs;
        p.transfers = x.domainRings(2.0 * (L - 1) / L * S);
        auto sharp = x.sharpFlows(S / L);
        p.flows = std::move(sharp.flows);
        p.delivered = std::move(sharp.delivered);
        phases.push_back(std::move(p));
        break;
    }
    case Algorithm::Hierarchical: {
        Phase rs { "reduce-scatter in each domain", "a ring in every NVLink domain", (L - 1) * aNv, L - 1,
            x.domainRings((L - 1.0) / L * S), {}, {}, false };
        Phase ar { "all_reduce across domains per rail", "a ring per rail over the fabric", 2 * (N - 1) * aNet,
            2 * (N - 1), x.railRings(2.0 * (N - 1) / N * S / L), {}, {}, false };
        Phase ag { "all-gather in each domain", "a ring in every NVLink domain", (L - 1) * aNv, L - 1,
            x.domainRings((L - 1.0) / L * S), {}, {}, false };
        for (Phase* p : { &rs, &ar, &ag })
            if (!p->transfers.empty())
                phases.push_back(std::move(*p));
        break;
    }
    case Algorithm::HalvingDoubling: {
        if ((n & (n - 1)) != 0)
            throw std::invalid_argument(
                "flow fidelity runs halving-doubling on a power-of-two number of GPUs; use --fidelity analytic");
        const int rounds = log2Ceil(n);
        auto exchange = [&](int distance, double bytes, const std::string& name) {
            Phase p;
            p.name = name;
            p.what = "pairs " + std::to_string(distance) + " ranks apart exchange "
                + std::to_string(static_cast<long long>(bytes)) + " bytes";
            const bool crosses = layout.domainOfRank[0] != layout.domainOfRank[distance];
            p.latencyUs = crosses ? aNet : aNv;
            for (int i = 0; i < n; ++i)
                p.transfers.push_back({ layout.ranks[i], layout.ranks[i ^ distance], bytes });
            phases.push_back(std::move(p));
        };
        const bool reduce = collective != Collective::AllGather;
        const bool gather = collective != Collective::ReduceScatter;
        if (reduce)
            for (int k = 0; k < rounds; ++k)
                exchange(1 << k, S / (2 << k), "recursive halving");
        if (gather)
            for (int k = rounds - 1; k >= 0; --k)
                exchange(1 << k, S / (2 << k), "recursive doubling");
        break;
    }
    case Algorithm::Direct:
        if (collective == Collective::SendRecv) {
            single("sendrecv", "rank 0 to rank 1", { Transfer { layout.ranks[0], layout.ranks[1], S } }, 1);
        } else {
            std::vector<Transfer> all;
            all.reserve(static_cast<std::size_t>(n) * (n - 1));
            for (int i = 0; i < n; ++i)
                for (int j = 0; j < n; ++j)
                    if (i != j)
                        all.push_back({ layout.ranks[i], layout.ranks[j], S / n });
            single("alltoall", "every GPU to every other at once", std::move(all), 1);
        }
        break;
    case Algorithm::Pairwise:
        for (int k = 1; k < n; ++k) {
            Phase p;
            p.name = "pairwise exchange";
            p.what = "each GPU to the one " + std::to_string(k) + " ranks on";
            p.latencyUs = (k < L ? aNv : aNet) + (k == 1 ? x.alpha().baseUs : 0);
            for (int i = 0; i < n; ++i)
                p.transfers.push_back({ layout.ranks[i], layout.ranks[(i + k) % n], S / n });
            phases.push_back(std::move(p));
        }
        break;
    case Algorithm::Auto:
        break;
    }
    return phases;
}

} // namespace

FlowOutcome simulateFlows(const Topology& topology, const RankLayout& layout, Collective collective, ByteCount bytes,
    const Estimate& chosen, const CostOptions& options, StopFlag stop)
{
    Router router(topology, layout, options.gpuDirect);
    const StepLatencies alpha = stepLatencies(layout, chosen.algorithm, chosen.protocol, options);
    const Expander expander(layout, router, alpha, static_cast<double>(bytes));
    std::vector<Phase> phases = expand(expander, collective, chosen.algorithm, chosen, layout);

    // Capacities: line rates, and what NCCL gets of them.
    const std::size_t channels = topology.links.size() * 2;
    std::vector<double> raw(channels), effective(channels), inSwitchScale(channels, 1.0);
    double protocol = 1.0;
    if (!options.ideal)
        protocol = chosen.protocol == Protocol::LL ? efficiency::kLL
            : chosen.protocol == Protocol::LL128   ? efficiency::kLL128
                                                   : 1.0;
    const double nvlinkScale = options.ideal
        ? 1.0
        : efficiency::nvlinkScale(layout.architecture, layout.nvlinkPerGpu, layout.nvlinkLinksPerGpu);
    const double nvls = options.ideal ? 1.0 : efficiency::nvlsEfficiency(layout.architecture);
    for (LinkId l = 0; l < topology.links.size(); ++l) {
        const Link& link = topology.links[l];
        double scale = 1.0;
        if (!options.ideal) {
            switch (link.tier) {
            case LinkTier::NvLink:
                scale = nvlinkScale;
                break;
            case LinkTier::NvLinkC2C:
                scale = efficiency::kC2c;
                break;
            case LinkTier::Pcie:
                scale = efficiency::kPcie;
                break;
            case LinkTier::InfiniBand:
            case LinkTier::Ethernet:
                scale = efficiency::kNetwork;
                break;
            }
        }
        for (const bool fromA : { true, false }) {
            const Channel c = channelOf(l, fromA);
            raw[c] = link.bytesPerSecPerDirection;
            effective[c] = link.bytesPerSecPerDirection * scale * protocol;
            if (link.tier == LinkTier::NvLink)
                inSwitchScale[c] = nvls > 0 ? nvls : 1.0;
        }
    }
    FluidNetwork network(std::move(effective), std::move(raw), stop);

    FlowOutcome out;
    double now = 0;
    int step = 0;
    for (Phase& phase : phases) {
        stop.check();
        std::vector<FluidFlow> flows = std::move(phase.flows);
        for (const FluidFlow& f : phase.delivered)
            addTransferPayload(out.bytesPerTier, { Segment { f.channels, 1 } }, f.bytes, topology);
        for (const Transfer& t : phase.transfers) {
            const std::vector<Segment> route = router.route(t.from, t.to);
            addTransferPayload(out.bytesPerTier, route, t.bytes, topology);
            for (const Segment& s : route)
                flows.push_back(FluidFlow { s.channels, t.bytes * s.share });
        }
        flows = mergeFlows(std::move(flows));
        const double start = now;
        now = network.run(flows, start + phase.latencyUs, phase.inSwitch ? &inSwitchScale : nullptr);
        // The phase's algorithm steps, evenly over its time, as the event list shows them.
        const int shown = std::min(phase.steps, 256);
        for (int k = 0; k < shown; ++k)
            out.events.push_back(SimEvent { start + (now - start) * k / shown, start + (now - start) * (k + 1) / shown,
                phase.name, ++step, phase.what });
    }
    out.timeUs = now;

    const auto& carried = network.bytesCarried();
    const auto& timeline = network.timeline();
    out.linkBytesPerTier = linkBytesPerTier(carried, topology);
    for (Channel c = 0; c < channels; ++c) {
        if (timeline[c].empty())
            continue;
        const LinkId l = c / 2;
        LinkTimeline line;
        line.link = l;
        line.fromA = c % 2 == 0;
        line.bytes = carried[c];
        for (const ChannelSegment& s : timeline[c])
            line.segments.push_back(LinkSegment { s.startUs, s.endUs, s.utilization });
        out.links.push_back(std::move(line));
    }
    return out;
}

} // namespace scalescope
