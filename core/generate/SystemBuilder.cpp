#include "generate/SystemBuilder.h"

#include "model/Localized.h"

#include <algorithm>
#include <numeric>
#include <stdexcept>

namespace scalescope {

SystemBuilder::SystemBuilder(const Catalog& catalog, const SystemSpec& system, const NicSpec& computeNic,
    BytesPerSec computeNicBytesPerSec, Topology& topology)
    : m_catalog(catalog)
    , m_system(system)
    , m_computeNic(computeNic)
    , m_computeNicRate(computeNicBytesPerSec)
    , m_topology(topology)
    , m_gpu(catalog.gpu(system.tray.gpu))
{
    // `message` (marked QT_TRANSLATE_NOOP) names the system as %1, the rest as %2, %3, ...
    const auto fail = [&](const char* message, std::vector<std::string> rest) {
        std::vector<std::string_view> arguments { system.id };
        arguments.insert(arguments.end(), rest.begin(), rest.end());
        throw std::invalid_argument(localized(message, arguments));
    };
    if (!m_gpu)
        fail(QT_TRANSLATE_NOOP("scalescope-core", "catalog system \"%1\": unknown GPU \"%2\""), { system.tray.gpu });
    m_nvlink = catalog.nvlink(m_gpu->nvlink);
    if (!m_nvlink)
        fail(QT_TRANSLATE_NOOP("scalescope-core", "catalog system \"%1\": unknown NVLink generation \"%2\""),
            { m_gpu->nvlink });
    if (system.nvswitchChips > 0) {
        m_nvswitch = catalog.switchSpec(system.nvswitchModel);
        if (!m_nvswitch || m_nvswitch->kind != SwitchKind::NvSwitch)
            fail(QT_TRANSLATE_NOOP("scalescope-core", "catalog system \"%1\": \"%2\" is not an NVSwitch"),
                { system.nvswitchModel });
        const int linksPerGpu = std::accumulate(system.gpuLinksPerChip.begin(), system.gpuLinksPerChip.end(), 0);
        if (linksPerGpu > m_nvlink->linksPerGpu)
            fail(QT_TRANSLATE_NOOP("scalescope-core", "catalog system \"%1\": GPUs would need %2 NVLinks, %3 has %4"),
                { std::to_string(linksPerGpu), m_gpu->id, std::to_string(m_nvlink->linksPerGpu) });
        for (const int lanes : system.gpuLinksPerChip)
            if (lanes * system.gpusPerDomain() > m_nvswitch->ports)
                fail(QT_TRANSLATE_NOOP(
                         "scalescope-core", "catalog system \"%1\": a switch chip would need %2 ports, %3 has %4"),
                    { std::to_string(lanes * system.gpusPerDomain()), m_nvswitch->id,
                        std::to_string(m_nvswitch->ports) });
    }
    if (system.tray.pcieSwitches > 0) {
        m_pcieSwitch = catalog.switchSpec(system.tray.pcieSwitch);
        if (!m_pcieSwitch || m_pcieSwitch->kind != SwitchKind::Pcie)
            fail(QT_TRANSLATE_NOOP("scalescope-core", "catalog system \"%1\": \"%2\" is not a PCIe switch"),
                { system.tray.pcieSwitch });
    }
    if (system.tray.storageNics > 0 && !(m_storageNic = catalog.nic(system.tray.storageNic)))
        fail(QT_TRANSLATE_NOOP("scalescope-core", "catalog system \"%1\": unknown storage NIC \"%2\""),
            { system.tray.storageNic });
    if (!system.tray.bmc.empty() && !(m_bmc = catalog.nic(system.tray.bmc)))
        fail(QT_TRANSLATE_NOOP("scalescope-core", "catalog system \"%1\": unknown BMC port \"%2\""),
            { system.tray.bmc });
    if (system.tray.cpus > 0 && !catalog.cpu(system.tray.cpu))
        fail(QT_TRANSLATE_NOOP("scalescope-core", "catalog system \"%1\": unknown CPU \"%2\""), { system.tray.cpu });
}

BytesPerSec SystemBuilder::pcieRate(const std::string& genA, const std::string& genB) const
{
    const PcieSpec* a = m_catalog.pcieGen(genA);
    const PcieSpec* b = m_catalog.pcieGen(genB);
    if (a && b)
        return std::min(a->x16BytesPerSec, b->x16BytesPerSec);
    if (a || b)
        return (a ? a : b)->x16BytesPerSec;
    const PcieSpec* fallback = m_catalog.pcieGen("gen4");
    return fallback ? fallback->x16BytesPerSec : bytesPerSecFromGBps(31.5);
}

NodeId SystemBuilder::addDevice(const std::string& prefix, const char* stem, int index, NodeKind kind,
    std::uint16_t model, int ports, GroupId group, Network network)
{
    Node node;
    node.name = prefix + '/' + stem + std::to_string(index);
    node.kind = kind;
    node.network = network;
    node.model = model;
    node.portCount = static_cast<std::uint16_t>(ports);
    node.localIndex = static_cast<std::uint16_t>(index);
    node.group = group;
    return m_topology.addNode(std::move(node));
}

void SystemBuilder::addLink(
    NodeId a, int portA, NodeId b, int portB, LinkTier tier, std::uint16_t lanes, BytesPerSec rate, LatencyNs latency)
{
    Link link;
    link.a = a;
    link.b = b;
    link.portA = static_cast<std::uint16_t>(portA);
    link.portB = static_cast<std::uint16_t>(portB);
    link.tier = tier;
    link.lanes = lanes;
    link.bytesPerSecPerDirection = rate;
    link.latencyNs = latency;
    m_topology.addLink(link);
}

GroupId SystemBuilder::rackFor(int domain)
{
    const int rackIndex = m_system.scale == SystemScale::Racks ? domain : domain / m_system.nodesPerRack;
    if (rackIndex != m_currentRackIndex) {
        Group rack;
        rack.name = "rack" + std::to_string(rackIndex);
        rack.kind = GroupKind::Rack;
        rack.model = m_system.scale == SystemScale::Racks ? m_topology.internModel(m_system.id) : 0;
        m_currentRack = m_topology.addGroup(std::move(rack));
        m_currentRackIndex = rackIndex;
    }
    return m_currentRack;
}

void SystemBuilder::buildDomain(int index)
{
    const GroupId rack = rackFor(index);
    std::vector<NodeId> domainGpus;
    m_chips.clear();
    if (m_system.scale == SystemScale::Nodes) {
        Group node;
        node.name = "node" + std::to_string(index);
        node.kind = GroupKind::Node;
        node.parent = rack;
        node.model = m_topology.internModel(m_system.id);
        const std::string prefix = node.name;
        const GroupId group = m_topology.addGroup(std::move(node));
        domainGpus = buildComputeTray(prefix, group).gpus;
        buildSwitchChips(prefix, group, 0, m_system.nvswitchChips);
    } else {
        const std::string rackName = m_topology.groups[rack].name;
        for (int t = 0; t < m_system.computeTrays; ++t) {
            Group tray;
            tray.name = rackName + "/tray" + std::to_string(t);
            tray.kind = GroupKind::Node;
            tray.parent = rack;
            const std::string prefix = tray.name;
            const GroupId group = m_topology.addGroup(std::move(tray));
            const auto gpus = buildComputeTray(prefix, group).gpus;
            domainGpus.insert(domainGpus.end(), gpus.begin(), gpus.end());
        }
        const int trays = std::max(1, m_system.switchTrays);
        const int chipsPerTray = m_system.nvswitchChips / trays;
        for (int s = 0; s < trays; ++s) {
            Group tray;
            tray.name = rackName + "/swtray" + std::to_string(s);
            tray.kind = GroupKind::SwitchTray;
            tray.parent = rack;
            const std::string prefix = tray.name;
            const GroupId group = m_topology.addGroup(std::move(tray));
            buildSwitchChips(prefix, group, s * chipsPerTray, chipsPerTray);
            addBmc(prefix, group);
        }
    }
    wireNvlinkDomain(domainGpus);
}

void SystemBuilder::buildSwitchChips(const std::string& prefix, GroupId group, int firstChip, int count)
{
    if (!m_nvswitch)
        return;
    const std::uint16_t model = m_topology.internModel(m_nvswitch->id);
    for (int c = 0; c < count; ++c)
        m_chips.push_back(
            addDevice(prefix, "nvsw", firstChip + c, NodeKind::NvSwitch, model, m_nvswitch->ports, group));
}

void SystemBuilder::wireNvlinkDomain(const std::vector<NodeId>& gpus)
{
    for (std::size_t g = 0; g < gpus.size(); ++g) {
        int gpuPort = 0;
        for (std::size_t c = 0; c < m_chips.size(); ++c) {
            const int lanes = m_system.gpuLinksPerChip[c];
            addLink(gpus[g], gpuPort, m_chips[c], static_cast<int>(g) * lanes, LinkTier::NvLink,
                static_cast<std::uint16_t>(lanes), lanes * m_nvlink->linkBytesPerSec, m_nvlink->latencyNs);
            gpuPort += lanes;
        }
    }
}

void SystemBuilder::addBmc(const std::string& prefix, GroupId group)
{
    if (!m_bmc)
        return;
    Node node;
    node.name = prefix + "/bmc";
    node.kind = NodeKind::Nic;
    node.network = Network::Management;
    node.model = m_topology.internModel(m_bmc->id);
    node.portCount = static_cast<std::uint16_t>(m_bmc->ports);
    node.group = group;
    const NodeId bmc = m_topology.addNode(std::move(node));
    m_managementPorts.push_back(ClosEndpoint { bmc, 1, m_bmc->portBytesPerSec });
}

SystemBuilder::TrayDevices SystemBuilder::buildComputeTray(const std::string& prefix, GroupId group)
{
    TrayParts tray { prefix, group };
    const PcieSpec* pcieOfGpu = m_catalog.pcieGen(m_gpu->pcie);
    tray.pcieLatency = pcieOfGpu ? pcieOfGpu->latencyNs : 150.0;
    addTrayCpus(tray);
    addTrayPcieSwitches(tray);
    addTrayGpus(tray);
    addComputeNics(tray);
    addStorageNics(tray);
    addBmc(prefix, group);
    return TrayDevices { std::move(tray.gpus) };
}

std::vector<NodeId> SystemBuilder::addTrayDevices(const TrayParts& tray, const char* stem, int count, NodeKind kind,
    const std::string& model, int ports, Network network)
{
    const std::uint16_t modelIndex = m_topology.internModel(model);
    std::vector<NodeId> devices;
    for (int i = 0; i < count; ++i)
        devices.push_back(addDevice(tray.prefix, stem, i, kind, modelIndex, ports, tray.group, network));
    return devices;
}

void SystemBuilder::addTrayCpus(TrayParts& tray)
{
    tray.cpus = addTrayDevices(tray, "cpu", m_system.tray.cpus, NodeKind::Cpu, m_system.tray.cpu, 0);
    m_cpuNextPort.assign(tray.cpus.size(), 0);
}

// The CPU the `index`-th of `count` devices hangs off (devices spread evenly over the CPUs), and
// a port of it for the next link.
SystemBuilder::CpuPort SystemBuilder::cpuFor(const TrayParts& tray, int index, int count)
{
    const std::size_t cpu = static_cast<std::size_t>(index) * tray.cpus.size() / count;
    return CpuPort { tray.cpus[cpu], m_cpuNextPort[cpu]++ };
}

void SystemBuilder::addTrayPcieSwitches(TrayParts& tray)
{
    if (!m_pcieSwitch)
        return;
    const int switches = m_system.tray.pcieSwitches;
    tray.pcieSwitches = addTrayDevices(tray, "pcie", switches, NodeKind::PcieSwitch, m_pcieSwitch->id, 0);
    tray.switchNextPort.assign(tray.pcieSwitches.size(), 1); // port 0 is the upstream port
    if (tray.cpus.empty())
        return;
    for (int s = 0; s < switches; ++s) {
        const CpuPort cpu = cpuFor(tray, s, switches);
        addLink(tray.pcieSwitches[s], 0, cpu.node, cpu.port, LinkTier::Pcie, 16, pcieRate(m_pcieSwitch->pcie, ""),
            tray.pcieLatency);
    }
}

void SystemBuilder::addTrayGpus(TrayParts& tray)
{
    const TraySpec& spec = m_system.tray;
    tray.gpus = addTrayDevices(tray, "gpu", spec.gpus, NodeKind::Gpu, m_gpu->id, m_nvlink->linksPerGpu);
    for (int g = 0; g < spec.gpus; ++g) {
        const NodeId gpu = tray.gpus[g];
        if (!tray.cpus.empty() && spec.c2cBytesPerSec > 0) {
            const CpuPort cpu = cpuFor(tray, g, spec.gpus);
            addLink(gpu, 0, cpu.node, cpu.port, LinkTier::NvLinkC2C, 1, spec.c2cBytesPerSec, m_nvlink->latencyNs);
        }
        if (!tray.pcieSwitches.empty()) {
            const std::size_t s = static_cast<std::size_t>(g) * tray.pcieSwitches.size() / spec.gpus;
            addLink(gpu, 0, tray.pcieSwitches[s], tray.switchNextPort[s]++, LinkTier::Pcie, 16,
                pcieRate(m_gpu->pcie, m_pcieSwitch->pcie), tray.pcieLatency);
        } else if (!tray.cpus.empty() && spec.c2cBytesPerSec <= 0) {
            const CpuPort cpu = cpuFor(tray, g, spec.gpus);
            addLink(gpu, 0, cpu.node, cpu.port, LinkTier::Pcie, 16, pcieRate(m_gpu->pcie, ""), tray.pcieLatency);
        }
    }
}

void SystemBuilder::addComputeNics(TrayParts& tray)
{
    const TraySpec& spec = m_system.tray;
    const std::vector<NodeId> nics = addTrayDevices(
        tray, "nic", spec.computeNics, NodeKind::Nic, m_computeNic.id, m_computeNic.ports, Network::Compute);
    std::vector<ClosEndpoint> trayNics;
    const bool gpusHaveUpstreamPcie = !tray.pcieSwitches.empty() || (!tray.cpus.empty() && spec.c2cBytesPerSec <= 0);
    std::vector<int> gpuPcieDownstream(tray.gpus.size(), gpusHaveUpstreamPcie ? 1 : 0);
    for (int n = 0; n < spec.computeNics; ++n) {
        const NodeId nic = nics[n];
        trayNics.push_back(ClosEndpoint { nic, 1, m_computeNicRate });
        switch (spec.nicAttach) {
        case NicAttach::PcieSwitch: {
            const std::size_t s = static_cast<std::size_t>(n) * tray.pcieSwitches.size() / spec.computeNics;
            addLink(nic, 0, tray.pcieSwitches[s], tray.switchNextPort[s]++, LinkTier::Pcie, 16,
                pcieRate(m_computeNic.pcie, m_pcieSwitch->pcie), tray.pcieLatency);
            break;
        }
        case NicAttach::Cpu: {
            const CpuPort cpu = cpuFor(tray, n, spec.computeNics);
            addLink(nic, 0, cpu.node, cpu.port, LinkTier::Pcie, 16, pcieRate(m_computeNic.pcie, ""), tray.pcieLatency);
            break;
        }
        case NicAttach::Gpu: {
            // The NIC's own PCIe switch (ConnectX-8) joins it to its GPU directly.
            const std::size_t g = static_cast<std::size_t>(n) * tray.gpus.size() / spec.computeNics;
            addLink(nic, 0, tray.gpus[g], gpuPcieDownstream[g]++, LinkTier::Pcie, 16,
                pcieRate(m_computeNic.pcie, m_gpu->pcie), tray.pcieLatency);
            break;
        }
        }
    }
    m_computeNics.push_back(std::move(trayNics));
}

void SystemBuilder::addStorageNics(TrayParts& tray)
{
    if (!m_storageNic)
        return;
    const int count = m_system.tray.storageNics;
    const std::vector<NodeId> nics
        = addTrayDevices(tray, "stor", count, NodeKind::Nic, m_storageNic->id, m_storageNic->ports, Network::Storage);
    for (int n = 0; n < count; ++n) {
        for (int p = 0; p < m_storageNic->ports; ++p)
            m_storagePorts.push_back(
                ClosEndpoint { nics[n], static_cast<std::uint16_t>(p + 1), m_storageNic->portBytesPerSec });
        if (!tray.cpus.empty()) {
            const CpuPort cpu = cpuFor(tray, n, count);
            addLink(
                nics[n], 0, cpu.node, cpu.port, LinkTier::Pcie, 16, pcieRate(m_storageNic->pcie, ""), tray.pcieLatency);
        }
    }
}

} // namespace scalescope
