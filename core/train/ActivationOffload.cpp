#include "train/ActivationOffload.h"

#include "sim/Efficiency.h"

#include <algorithm>

namespace scalescope {

double hostLinkBytesPerSec(const Topology& topology, NodeId gpu)
{
    double c2c = 0, pcie = 0;
    for (const Link& link : topology.links) {
        if (link.a != gpu && link.b != gpu)
            continue;
        const double rate = link.bytesPerSecPerDirection * efficiency::linkTierScale(link.tier, 0);
        if (link.tier == LinkTier::NvLinkC2C)
            c2c = std::max(c2c, rate);
        else if (link.tier == LinkTier::Pcie)
            pcie = pcie > 0 ? std::min(pcie, rate) : rate;
    }
    return c2c > 0 ? c2c : pcie;
}

OffloadTime exposedOffload(double bytes, double hostBytesPerSec, double forwardUs, double backwardUs)
{
    if (!(bytes > 0) || !(hostBytesPerSec > 0))
        return {};
    const double copyUs = bytes / hostBytesPerSec * 1e6;
    return { std::max(0.0, copyUs - forwardUs), std::max(0.0, copyUs - backwardUs) };
}

} // namespace scalescope
