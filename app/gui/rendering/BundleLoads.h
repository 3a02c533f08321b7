// A heatmap's bundles: each bundle's load (the bytes moving over all its links against what they
// carry together) from its links' loads. Each member's share of its bundle's capacity is worked
// out once per drawing list, so that recolouring a frame reads a link's load and its share, in
// the order the list keeps them, and never the topology's links.
#pragma once

#include "layout/DrawingList.h"
#include "model/Topology.h"

#include <vector>

namespace scalescope::gui {

class BundleLoads {
public:
    BundleLoads() = default;
    BundleLoads(const DrawingList& list, const Topology& topology);

    // Whether this was made for a list of this many bundles and members.
    bool fits(const DrawingList& list) const
    {
        return m_shares.size() == list.bundleMembers.size() && m_bundles == list.bundles.size();
    }
    // Bundle `b`'s load, 0 to 1 (a link past the loads' end carries nothing).
    double load(const DrawingList& list, std::uint32_t b, const std::vector<float>& linkLoads) const;

private:
    std::vector<float> m_shares; // per member of DrawingList::bundleMembers: its rate over its bundle's
    std::size_t m_bundles = 0;
};

} // namespace scalescope::gui
