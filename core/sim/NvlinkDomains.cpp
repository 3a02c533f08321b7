#include "sim/NvlinkDomains.h"

namespace scalescope {

NvlinkDomains::NvlinkDomains(const Topology& topology)
    : m_sets(topology.nodes.size())
    , m_numberOfRoot(topology.nodes.size(), -1)
{
    for (const Link& link : topology.links)
        if (link.tier == LinkTier::NvLink)
            m_sets.join(link.a, link.b);
}

int NvlinkDomains::numberOf(NodeId device)
{
    int& domain = m_numberOfRoot[m_sets.find(device)];
    if (domain < 0)
        domain = m_count++;
    return domain;
}

bool NvlinkDomains::holdsNumbered(NodeId device)
{
    return m_numberOfRoot[m_sets.find(device)] >= 0;
}

} // namespace scalescope
