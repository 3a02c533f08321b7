#include "sim/ChannelCapacities.h"

#include "sim/Efficiency.h"
#include "sim/NcclChannels.h"
#include "sim/Router.h"

#include <algorithm>

namespace scalescope {

ChannelCapacities channelCapacities(const Topology& topology, const RankLayout& layout, Protocol protocol,
    Algorithm algorithm, Collective collective, const CostOptions& options)
{
    const std::size_t channels = topology.links.size() * 2;
    ChannelCapacities out;
    out.rawBytesPerSec.assign(channels, 0);
    out.effectiveBytesPerSec.assign(channels, 0);
    out.inSwitchScale.assign(channels, 1.0);
    const double protocolShare
        = options.ideal ? 1.0 : efficiency::protocolShare(protocol, algorithm, collective, std::max(1, layout.domains));
    const double nvlinkScale = options.ideal
        ? 1.0
        : efficiency::nvlinkScale(layout.architecture, layout.nvlinkPerGpu, layout.nvlinkLinksPerGpu);
    // In-switch reduction as NCCL's NVLS graph gets it (sim/NcclChannels.h), as the analytic model.
    double nvls = options.ideal ? 1.0 : efficiency::nvlsEfficiency(layout.architecture);
    if (!options.ideal && nvlsLinkShare(layout) > 0 && nvlinkScale > 0)
        nvls = nvlsLinkShare(layout) * efficiency::nvlinkLinkGBps(layout.architecture) * 1e9 * layout.nvlinkLinksPerGpu
            / (nvlinkScale * layout.nvlinkPerGpu);
    for (LinkId l = 0; l < topology.links.size(); ++l) {
        const Link& link = topology.links[l];
        const double scale = options.ideal ? 1.0 : efficiency::linkTierScale(link.tier, nvlinkScale);
        for (const bool fromA : { true, false }) {
            const Channel c = channelOf(l, fromA);
            out.rawBytesPerSec[c] = link.bytesPerSecPerDirection;
            out.effectiveBytesPerSec[c] = link.bytesPerSecPerDirection * scale * protocolShare;
            if (link.tier == LinkTier::NvLink)
                out.inSwitchScale[c] = nvls > 0 ? nvls : 1.0;
        }
    }
    return out;
}

} // namespace scalescope
