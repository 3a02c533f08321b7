// Builds the inside of catalog systems: a DGX-style node (GPUs, NVSwitch chips, CPUs, PCIe
// switches, NICs) or an NVL72-style rack (compute trays of Grace + GPUs, switch trays of NVLink
// switch chips), with their real internal wiring. Collects the ports the scale-out, storage and
// management networks attach to.
#pragma once

#include "generate/ClosBuilder.h"
#include "catalog/Catalog.h"
#include "model/Topology.h"

#include <vector>

namespace scalescope {

class SystemBuilder {
public:
    // Throws std::invalid_argument when the catalog's description of the system is inconsistent.
    SystemBuilder(const Catalog& catalog, const SystemSpec& system, const NicSpec& computeNic,
        BytesPerSec computeNicBytesPerSec, Topology& topology);

    // Builds NVLink domain `index`: DGX node `index` or NVL72 rack `index`.
    void buildDomain(int index);

    // Compute NIC ports, one list per compute tray in build order, NIC index = rail.
    const std::vector<std::vector<ClosEndpoint>>& computeNicsByTray() const { return m_computeNics; }
    const std::vector<ClosEndpoint>& storagePorts() const { return m_storagePorts; }
    const std::vector<ClosEndpoint>& managementPorts() const { return m_managementPorts; }

private:
    struct TrayDevices {
        std::vector<NodeId> gpus;
    };
    // A compute tray being built: its devices so far, the next free downstream port of each PCIe
    // switch, and the PCIe latency of its links.
    struct TrayParts {
        std::string prefix;
        GroupId group = kNoGroup;
        LatencyNs pcieLatency = 0;
        std::vector<NodeId> cpus, pcieSwitches, gpus;
        std::vector<int> switchNextPort;
    };
    struct CpuPort {
        NodeId node;
        int port;
    };
    GroupId rackFor(int domain);
    // A tray's devices in the order their names and ids are given: CPUs, PCIe switches, GPUs,
    // compute NICs, storage NICs, the BMC.
    TrayDevices buildComputeTray(const std::string& prefix, GroupId group);
    // `count` devices of one catalog model, named `stem`0, `stem`1, ... in the tray.
    std::vector<NodeId> addTrayDevices(const TrayParts& tray, const char* stem, int count, NodeKind kind,
        const std::string& model, int ports, Network network = Network::None);
    void addTrayCpus(TrayParts& tray);
    void addTrayPcieSwitches(TrayParts& tray);
    void addTrayGpus(TrayParts& tray);
    void addComputeNics(TrayParts& tray);
    void addStorageNics(TrayParts& tray);
    CpuPort cpuFor(const TrayParts& tray, int index, int count);
    void buildSwitchChips(const std::string& prefix, GroupId group, int firstChip, int count);
    void wireNvlinkDomain(const std::vector<NodeId>& gpus);
    NodeId addDevice(const std::string& prefix, const char* stem, int index, NodeKind kind, std::uint16_t model,
        int ports, GroupId group, Network network = Network::None);
    void addLink(NodeId a, int portA, NodeId b, int portB, LinkTier tier, std::uint16_t lanes, BytesPerSec rate,
        LatencyNs latency);
    void addBmc(const std::string& prefix, GroupId group);
    BytesPerSec pcieRate(const std::string& genA, const std::string& genB) const;

    const Catalog& m_catalog;
    const SystemSpec& m_system;
    const NicSpec& m_computeNic;
    BytesPerSec m_computeNicRate;
    Topology& m_topology;
    const GpuSpec* m_gpu;
    const NvlinkSpec* m_nvlink;
    const SwitchSpec* m_nvswitch = nullptr;
    const SwitchSpec* m_pcieSwitch = nullptr;
    const NicSpec* m_storageNic = nullptr;
    const NicSpec* m_bmc = nullptr;
    std::vector<NodeId> m_chips; // chips of the domain being built
    std::vector<int> m_cpuNextPort;
    GroupId m_currentRack = kNoGroup;
    int m_currentRackIndex = -1;
    std::vector<std::vector<ClosEndpoint>> m_computeNics;
    std::vector<ClosEndpoint> m_storagePorts;
    std::vector<ClosEndpoint> m_managementPorts;
};

} // namespace scalescope
