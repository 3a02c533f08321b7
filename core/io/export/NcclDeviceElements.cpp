#include "io/export/NcclDeviceElements.h"

#include "io/export/NcclHostValues.h"
#include "io/export/NcclTopoXmlExport.h"
#include "model/AddressFormat.h"
#include "model/Localized.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <stdexcept>
#include <string>
#include <string_view>

namespace scalescope {
namespace {

std::uint32_t pciOf(const Topology& topology, NodeId n)
{
    return topology.nodes[n].addresses.pciBdf;
}

// NVLinks by target, in the order of the GPU's ports. A target is its bus id and class, as
// NCCL knows it: switch chips of other trays (NVL72) that reuse a bus id are one target,
// which NCCL reads alike (every NVSwitch is one NVS node to it; counts add up).
void addNvlinks(NcclXmlElement& gpu, const Topology& topology, const std::vector<LinkId>& links, NodeId n)
{
    struct Target {
        std::string busId;
        const char* pciClass;
        int count;
    };
    std::vector<Target> targets;
    for (const LinkId l : links) {
        const Link& link = topology.links[l];
        if (link.tier != LinkTier::NvLink)
            continue;
        const NodeId peer = link.a == n ? link.b : link.a;
        const NodeKind kind = topology.nodes[peer].kind;
        if ((kind != NodeKind::NvSwitch && kind != NodeKind::Gpu) || pciOf(topology, peer) == Addresses::kNoPci)
            continue;
        const std::string busId = formatPciBdf(pciOf(topology, peer));
        const char* pciClass = kind == NodeKind::NvSwitch ? "0x068000" : "0x030200";
        const auto it = std::find_if(targets.begin(), targets.end(),
            [&](const Target& t) { return t.busId == busId && std::string_view(t.pciClass) == pciClass; });
        if (it == targets.end())
            targets.push_back(Target { busId, pciClass, link.lanes });
        else
            it->count += link.lanes;
    }
    for (const Target& target : targets)
        gpu.add("nvlink")
            .attr("target", target.busId)
            .attr("count", std::to_string(target.count))
            .attr("tclass", target.pciClass);
}

// NVLink-C2C to the Grace socket: links and the rate of each in MB/s, as NCCL reads <c2c>.
void addC2c(NcclXmlElement& gpu, const Topology& topology, const std::vector<LinkId>& links)
{
    int c2cLinks = 0;
    BytesPerSec c2cBytesPerSec = 0;
    for (const LinkId l : links) {
        const Link& link = topology.links[l];
        if (link.tier == LinkTier::NvLinkC2C) {
            c2cLinks += std::max<int>(1, link.lanes);
            c2cBytesPerSec += link.bytesPerSecPerDirection;
        }
    }
    if (c2cLinks > 0)
        gpu.add("c2c")
            .attr("count", std::to_string(c2cLinks))
            .attr("bw", std::to_string(std::llround(c2cBytesPerSec / c2cLinks / 1e6)));
}

} // namespace

void fillNcclGpu(NcclXmlElement& gpu, const Topology& topology, const Catalog& catalog,
    const std::vector<LinkId>& links, NodeId n, int index)
{
    const Node& node = topology.nodes[n];
    const GpuSpec* spec = catalog.gpu(topology.modelOf(node));
    const int sm = spec ? nccl::computeCapability(spec->architecture) : 0;
    if (sm == 0)
        throw std::invalid_argument(localized(
            QT_TRANSLATE_NOOP("scalescope-core", "%1: the compute capability of GPU model \"%2\" is not known"),
            { node.name, topology.modelOf(node) }));
    gpu.attr("dev", std::to_string(index))
        .attr("sm", std::to_string(sm))
        .attr("rank", std::to_string(index))
        .attr("gdr", "1");
    addNvlinks(gpu, topology, links, n);
    addC2c(gpu, topology, links);
}

void fillNcclNic(NcclXmlElement& nic, const Topology& topology, const Catalog& catalog,
    const std::vector<LinkId>& links, NodeId n, int firstNetDev, int ports)
{
    const Node& node = topology.nodes[n];
    const NicSpec* spec = catalog.nic(topology.modelOf(node));
    // Rate of each port: its cable's, else the catalog's.
    std::map<int, BytesPerSec> portRate;
    for (const LinkId l : links) {
        const Link& link = topology.links[l];
        if (link.tier != LinkTier::InfiniBand && link.tier != LinkTier::Ethernet)
            continue;
        portRate[link.a == n ? link.portA : link.portB] = link.bytesPerSecPerDirection;
    }
    for (int p = 0; p < ports; ++p) {
        const int port = p + 1; // faceplate ports count from 1, as NCCL's "port"
        const auto cabled = portRate.find(port);
        const BytesPerSec rate = cabled != portRate.end() ? cabled->second : spec ? spec->portBytesPerSec : 0;
        const int dev = firstNetDev + p;
        NcclXmlElement& net = nic.add("net");
        net.attr("name", "mlx5_" + std::to_string(dev)).attr("dev", std::to_string(dev));
        net.attr("speed", std::to_string(static_cast<long long>(std::llround(rate * kBitsPerByte / 1e6))));
        net.attr("port", std::to_string(port)).attr("latency", "0.000000");
        if (node.addresses.guid != 0)
            net.attr("guid", ncclGuid(node.addresses.guid));
        net.attr("maxconn", "131072").attr("gdr", "1");
    }
}

} // namespace scalescope
