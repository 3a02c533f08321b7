#include "gui/rendering/BundleLoads.h"

#include <algorithm>

namespace scalescope::gui {

BundleLoads::BundleLoads(const DrawingList& list, const Topology& topology)
    : m_shares(list.bundleMembers.size(), 0.0f)
    , m_bundles(list.bundles.size())
{
    for (const DrawnBundle& bundle : list.bundles) {
        const std::uint32_t first = bundle.firstMember, end = first + bundle.links;
        double capacity = 0;
        for (std::uint32_t m = first; m < end; ++m)
            capacity += topology.links[list.bundleMembers[m]].bytesPerSecPerDirection;
        if (capacity <= 0)
            continue;
        for (std::uint32_t m = first; m < end; ++m)
            m_shares[m] = static_cast<float>(topology.links[list.bundleMembers[m]].bytesPerSecPerDirection / capacity);
    }
}

double BundleLoads::load(const DrawingList& list, std::uint32_t b, const std::vector<float>& linkLoads) const
{
    const DrawnBundle& bundle = list.bundles[b];
    const std::uint32_t first = bundle.firstMember, end = first + bundle.links;
    const LinkId* members = list.bundleMembers.data();
    const float* shares = m_shares.data();
    const std::size_t known = linkLoads.size();
    double carried = 0;
    for (std::uint32_t m = first; m < end; ++m)
        if (members[m] < known)
            carried += static_cast<double>(linkLoads[members[m]]) * shares[m];
    return std::min(carried, 1.0);
}

} // namespace scalescope::gui
