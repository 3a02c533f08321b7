#include "compare/Bisection.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <queue>
#include <unordered_map>
#include <vector>

namespace scalescope {
namespace {

// A flow network with integer capacities (bytes per second, rounded) and Dinic's maximum flow,
// its depth-first search kept on an explicit stack so that no fabric's depth reaches the call
// stack.
class FlowNetwork {
public:
    explicit FlowNetwork(std::size_t vertices)
        : m_first(vertices, -1)
    {
    }

    // Capacity `forward` from a to b and `backward` from b to a.
    void addEdge(std::size_t a, std::size_t b, std::int64_t forward, std::int64_t backward)
    {
        m_arcs.push_back({ b, forward, m_first[a] });
        m_first[a] = static_cast<int>(m_arcs.size() - 1);
        m_arcs.push_back({ a, backward, m_first[b] });
        m_first[b] = static_cast<int>(m_arcs.size() - 1);
    }

    std::int64_t maxFlow(std::size_t source, std::size_t sink)
    {
        std::int64_t total = 0;
        while (levelGraph(source, sink))
            total += blockingFlow(source, sink);
        return total;
    }

private:
    struct Arc {
        std::size_t to;
        std::int64_t capacity; // what is left
        int next; // the next arc out of the same vertex, or -1
    };

    bool levelGraph(std::size_t source, std::size_t sink)
    {
        m_level.assign(m_first.size(), -1);
        m_level[source] = 0;
        std::queue<std::size_t> queue;
        queue.push(source);
        while (!queue.empty()) {
            const std::size_t at = queue.front();
            queue.pop();
            for (int arc = m_first[at]; arc >= 0; arc = m_arcs[arc].next)
                if (m_arcs[arc].capacity > 0 && m_level[m_arcs[arc].to] < 0) {
                    m_level[m_arcs[arc].to] = m_level[at] + 1;
                    queue.push(m_arcs[arc].to);
                }
        }
        return m_level[sink] >= 0;
    }

    // Augmenting paths along rising levels until none is left; dead ends are cut off.
    std::int64_t blockingFlow(std::size_t source, std::size_t sink)
    {
        std::vector<int> next = m_first; // the arc each vertex tries next
        std::vector<int> path; // arcs from the source
        std::int64_t total = 0;
        std::size_t at = source;
        for (;;) {
            if (at == sink) {
                std::int64_t least = std::numeric_limits<std::int64_t>::max();
                for (int arc : path)
                    least = std::min(least, m_arcs[arc].capacity);
                std::size_t keep = path.size();
                for (std::size_t i = 0; i < path.size(); ++i) {
                    m_arcs[path[i]].capacity -= least;
                    m_arcs[path[i] ^ 1].capacity += least;
                    if (m_arcs[path[i]].capacity == 0 && keep == path.size())
                        keep = i;
                }
                total += least;
                path.resize(keep);
                at = path.empty() ? source : m_arcs[path.back()].to;
                continue;
            }
            int& arc = next[at];
            while (arc >= 0 && (m_arcs[arc].capacity == 0 || m_level[m_arcs[arc].to] != m_level[at] + 1))
                arc = m_arcs[arc].next;
            if (arc >= 0) {
                path.push_back(arc);
                at = m_arcs[arc].to;
                continue;
            }
            if (at == source)
                return total;
            m_level[at] = -1; // a dead end in this level graph
            path.pop_back();
            at = path.empty() ? source : m_arcs[path.back()].to;
            next[at] = m_arcs[next[at]].next;
        }
    }

    std::vector<int> m_first;
    std::vector<Arc> m_arcs;
    std::vector<int> m_level;
};

std::int64_t wholeBytesPerSec(BytesPerSec rate)
{
    return static_cast<std::int64_t>(std::llround(rate));
}

} // namespace

FabricBisection fabricBisection(const Topology& topology)
{
    // The devices the compute fabric's links touch, numbered from 2 (0 the source, 1 the sink).
    std::unordered_map<NodeId, std::size_t> vertexOf;
    std::vector<NodeId> nics;
    std::vector<BytesPerSec> nicRate(topology.nodes.size(), 0);
    for (const Link& link : topology.links) {
        if (!topology.isComputeFabricLink(link))
            continue;
        for (NodeId end : { link.a, link.b })
            if (vertexOf.emplace(end, vertexOf.size() + 2).second && isComputeNic(topology.nodes[end]))
                nics.push_back(end);
        nicRate[link.a] += link.bytesPerSecPerDirection;
        nicRate[link.b] += link.bytesPerSecPerDirection;
    }
    std::sort(nics.begin(), nics.end()); // design order
    FabricBisection bisection;
    bisection.nicsFirstHalf = nics.size() / 2;
    bisection.nicsSecondHalf = nics.size() - bisection.nicsFirstHalf;
    if (bisection.nicsFirstHalf == 0)
        return bisection;

    FlowNetwork network(vertexOf.size() + 2);
    std::int64_t unbounded = 1;
    for (const Link& link : topology.links)
        if (topology.isComputeFabricLink(link)) {
            const std::int64_t rate = wholeBytesPerSec(link.bytesPerSecPerDirection);
            network.addEdge(vertexOf.at(link.a), vertexOf.at(link.b), rate, rate);
            unbounded += rate;
        }
    for (std::size_t i = 0; i < nics.size(); ++i) {
        const bool first = i < bisection.nicsFirstHalf;
        if (first)
            bisection.firstHalfNicBytesPerSec += nicRate[nics[i]];
        network.addEdge(first ? 0 : vertexOf.at(nics[i]), first ? vertexOf.at(nics[i]) : 1, unbounded, 0);
    }
    bisection.bytesPerSec = static_cast<BytesPerSec>(network.maxFlow(0, 1));
    return bisection;
}

} // namespace scalescope
