#include "sim/TransferPatterns.h"

#include "model/Localized.h"
#include "sim/AlgorithmCosts.h"

#include <map>
#include <stdexcept>

namespace scalescope {

TransferPatterns::TransferPatterns(const RankLayout& layout, Router& router, const StepLatencies& alpha, double bytes)
    : m_layout(layout)
    , m_router(router)
    , m_alpha(alpha)
    , m_bytes(bytes)
{
    for (int r = 0; r < layout.ranksCount(); ++r) {
        const int d = layout.domainOfRank[r];
        if (static_cast<std::size_t>(d) >= m_domains.size())
            m_domains.resize(d + 1);
        m_domains[d].push_back(layout.ranks[r]);
    }
    m_nodeAware = ringIsNodeAware(layout);
}

std::vector<Transfer> TransferPatterns::ring(double bytesPerRank, bool reverse) const
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

std::vector<Transfer> TransferPatterns::doubleBinaryTree(double bytes, bool chains) const
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
        for (const auto& [child, parent] : doubleBinaryTreeEdges(static_cast<int>(heads.size()))) {
            out.push_back({ heads[child], heads[parent], perChannel / 2 });
            out.push_back({ heads[parent], heads[child], perChannel / 2 });
        }
    }
    return out;
}

std::vector<Transfer> TransferPatterns::domainRings(double bytesPerRank) const
{
    std::vector<Transfer> out;
    for (const auto& members : m_domains)
        for (std::size_t k = 0; k < members.size() && members.size() > 1; ++k)
            out.push_back({ members[k], members[(k + 1) % members.size()], bytesPerRank });
    return out;
}

std::vector<Transfer> TransferPatterns::railRings(double bytesPerRank) const
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

TransferPatterns::Reduction TransferPatterns::switchFlows(double upBytes, double downBytes) const
{
    Reduction out;
    for (const NodeId gpu : m_layout.ranks)
        for (const bool up : { true, false })
            for (const Segment& s : m_router.toSwitches(gpu, up)) {
                const double bytes = (up ? upBytes : downBytes) * s.share;
                out.flows.push_back(FluidFlow { s.channels, bytes });
                out.delivered.push_back(FluidFlow { s.channels, bytes * s.copies });
            }
    if (out.flows.empty())
        throw std::invalid_argument(
            localized(QT_TRANSLATE_NOOP("scalescope-core", "in-switch reduction needs NVSwitch chips")));
    return out;
}

TransferPatterns::Reduction TransferPatterns::sharpFlows(double slice) const
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

NodeId TransferPatterns::rootOf(const std::vector<Channel>& path) const
{
    const Channel middle = path[path.size() / 2 - 1];
    return m_router.endOf(middle);
}

} // namespace scalescope
