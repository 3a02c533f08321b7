// Hardware specifications as data: NVLink generations, GPUs, CPUs, NICs, PCIe generations,
// switches, storage servers and whole systems; and the models (transformer architectures) that
// train on them. The built-in catalog is resources/catalog/
// catalog.json compiled into the program; users add or replace entries with files of the
// same shape (entries with the same id replace the built-in ones), which the program reads at
// its edge (the core reads no environment), and a design adds its own section on top.
#pragma once

#include "catalog/ModelSpec.h"
#include "model/Units.h"

#include <nlohmann/json_fwd.hpp>

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace scalescope {

struct NvlinkSpec {
    std::string id;
    int generation = 0;
    int linksPerGpu = 0;
    BytesPerSec linkBytesPerSec = 0; // one link, one direction
    LatencyNs latencyNs = 0;
    BytesPerSec gpuBytesPerSec() const { return linkBytesPerSec * linksPerGpu; }
};

struct GpuSpec {
    std::string id, name, architecture, nvlink, pcie;
    double memoryGB = 0; // HBM capacity
    bool inSwitchReduction = false; // NVLS capable (Hopper and later)
    double bf16DenseTflops = 0; // dense tensor-core throughput, 10^12 FLOP/s; 0 when unknown
    double fp8DenseTflops = 0; // 0 when the GPU has no FP8 tensor cores
    // Measured large-product rate, 10^12 FLOP/s: the rate sustained over a long run, or what a
    // published layer timing gives (matmul_source says which); 0 when no such measurement is at hand.
    double bf16MatmulTflops = 0;
    double fp8MatmulTflops = 0;
    // Where no long-run rate is published: the best of a short search of product shapes (a burst,
    // before the clock settles under the power limit), 10^12 FLOP/s; 0 when none is at hand.
    double bf16MatmulBurstTflops = 0;
    double fp8MatmulBurstTflops = 0;
    double memoryTBytesPerSec = 0; // HBM bandwidth, 10^12 bytes/s
    // What element-wise kernels reach of it, measured (STREAM Triad), 10^12 bytes/s; 0 when no
    // measurement is at hand (memory_stream_source says where it comes from).
    double memoryStreamTBytesPerSec = 0;
    // A generation before Blackwell (Volta, Ampere, Hopper): its own shares of burst rates, and
    // no block-scaled tensor cores (MXFP8).
    bool beforeBlackwell() const
    {
        return architecture == "volta" || architecture == "ampere" || architecture == "hopper";
    }
};

struct CpuSpec {
    std::string id, name;
    int cores = 0;
    double memoryGB = 0;
};

// The link layer a NIC model runs: InfiniBand, Ethernet, or either (a VPI adapter, or an entry
// that does not say).
enum class NicLinkLayer { Any, InfiniBand, Ethernet };

struct NicSpec {
    std::string id, name, pcie;
    int ports = 1;
    BytesPerSec portBytesPerSec = 0;
    NicLinkLayer linkLayer = NicLinkLayer::Any;
    std::string adapter; // the adapter this entry is one mode of (ConnectX-7 for its 400GbE mode)
    bool runsEthernet() const { return linkLayer != NicLinkLayer::InfiniBand; }
    bool runsInfiniband() const { return linkLayer != NicLinkLayer::Ethernet; }
};

struct PcieSpec {
    std::string id;
    BytesPerSec x16BytesPerSec = 0;
    LatencyNs latencyNs = 0;
};

enum class SwitchKind { NvSwitch, Pcie, InfiniBand, Ethernet };

struct SwitchSpec {
    std::string id, name, nvlink, pcie;
    SwitchKind kind = SwitchKind::InfiniBand;
    int ports = 0;
    BytesPerSec portBytesPerSec = 0;
    int uplinkPorts = 0; // separate faster uplinks (management switches); 0 when all ports are alike
    BytesPerSec uplinkBytesPerSec = 0;
    LatencyNs latencyNs = 0;
    bool inNetworkReduction = false; // NVLS on NVSwitch, SHARP on InfiniBand
    int portsPerCage = 1; // faceplate ports one transceiver cage carries (Quantum-2's twin-port OSFP: 2)
};

struct StorageSpec {
    std::string id, name;
    int ports = 0;
    BytesPerSec portBytesPerSec = 0;
};

enum class NicAttach { PcieSwitch, Cpu, Gpu };
enum class SystemScale { Nodes, Racks };
enum class FabricKind { RailOptimized, FatTree };

struct TraySpec {
    int gpus = 0, cpus = 0, pcieSwitches = 0, computeNics = 0, storageNics = 0;
    std::string gpu, cpu, pcieSwitch, computeNic, storageNic, bmc;
    BytesPerSec c2cBytesPerSec = 0; // per GPU-CPU link and direction; 0 when there is no NVLink-C2C
    NicAttach nicAttach = NicAttach::PcieSwitch;
    // Compute fabric links that share one transceiver cage on the system's faceplate (a DGX H100's
    // eight ConnectX-7 leave through four twin-port OSFP cages: 2); 1 for a cage per NIC.
    int computeLinksPerCage = 1;
};

struct SystemSpec {
    std::string id, name, description;
    SystemScale scale = SystemScale::Nodes;
    int nodesPerRack = 1; // node-scale systems placed in racks
    int computeTrays = 1; // trays per NVLink domain (1 for a DGX node, 18 for an NVL72 rack)
    TraySpec tray;
    std::string nvswitchModel;
    int nvswitchChips = 0;
    int switchTrays = 0; // 0: the chips sit in the compute tray (DGX)
    std::vector<int> gpuLinksPerChip; // NVLinks from every GPU to each chip
    FabricKind defaultFabric = FabricKind::RailOptimized;
    BytesPerSec defaultNicBytesPerSec = 0;
    int gpusPerDomain() const { return tray.gpus * computeTrays; }
};

// What an item costs, in US dollars: every figure an estimate with its origin.
struct PriceSpec {
    std::string id; // the catalog item priced: a system, switch, NIC, storage server or cabling part
    double usd = 0;
    std::string basis; // list, street or estimate
    std::string source, date;
};

// What an item draws, in watts.
struct PowerSpec {
    std::string id;
    double maxWatts = 0;
    std::optional<double> typicalWatts; // absent where no typical figure is published
    std::string source, date;
};

// A cable or transceiver of one link rate.
struct CablePart {
    std::string id, name;
    double reachMetres = 0; // copper: the longest made; 0 where no limit is stated (fibre, transceivers)
};

// The media a link rate allows, shortest reach first: passive copper, active copper, then fibre
// between a transceiver at each end: one link per module, or two where a cage carries two links
// (a twin-port OSFP on a Quantum-2 switch or a DGX H100's faceplate).
struct CablingSpec {
    std::string id;
    BytesPerSec rate = 0; // per link and direction
    std::optional<CablePart> copper, activeCopper, fiber, transceiver, twinTransceiver;
    std::string source;
};

struct NetworkDefaults {
    std::string storageLeaf, storageSpine, storageServer, managementLeaf, managementSpine;
    int gpusPerStorageServer = 128;
};

std::string_view toString(FabricKind fabric);
std::optional<FabricKind> parseFabricKind(std::string_view text);

class Catalog;
// A catalog once built is shared, never changed: a design's expansion, its edits, simulations
// and exports all hold the one it was built with.
using SharedCatalog = std::shared_ptr<const Catalog>;

class Catalog {
public:
    // The catalog compiled into the program.
    static const Catalog& builtIn();
    // The same catalog, to share.
    static SharedCatalog builtInShared();

    // Adds or replaces entries from a catalog document; throws InputError naming origin and
    // the JSON pointer of each problem, leaving this catalog unchanged.
    void merge(const nlohmann::json& document, const std::string& origin);
    void mergeFile(const std::string& path);

    const std::vector<NvlinkSpec>& nvlinks() const { return m_nvlinks; }
    const std::vector<GpuSpec>& gpus() const { return m_gpus; }
    const std::vector<CpuSpec>& cpus() const { return m_cpus; }
    const std::vector<NicSpec>& nics() const { return m_nics; }
    const std::vector<PcieSpec>& pcie() const { return m_pcie; }
    const std::vector<SwitchSpec>& switches() const { return m_switches; }
    const std::vector<StorageSpec>& storage() const { return m_storage; }
    const std::vector<SystemSpec>& systems() const { return m_systems; }
    const std::vector<ModelSpec>& models() const { return m_models; }
    const NetworkDefaults& networks() const { return m_networks; }
    const std::vector<PriceSpec>& prices() const { return m_prices; }
    const std::vector<PowerSpec>& power() const { return m_power; }
    const std::vector<CablingSpec>& cabling() const { return m_cabling; }

    const NvlinkSpec* nvlink(std::string_view id) const;
    const GpuSpec* gpu(std::string_view id) const;
    const CpuSpec* cpu(std::string_view id) const;
    const NicSpec* nic(std::string_view id) const;
    const PcieSpec* pcieGen(std::string_view id) const;
    const SwitchSpec* switchSpec(std::string_view id) const;
    const StorageSpec* storageSpec(std::string_view id) const;
    const SystemSpec* system(std::string_view id) const;
    const ModelSpec* model(std::string_view id) const;
    const PriceSpec* price(std::string_view id) const;
    const PowerSpec* powerOf(std::string_view id) const;
    // The media for a link rate: the entry of exactly that rate, or nullptr.
    const CablingSpec* cablingFor(BytesPerSec rate) const;
    // Whether an id names anything a bill of materials can hold (what prices and power may name).
    bool hasBomItem(std::string_view id) const;

    // The InfiniBand switch for a NIC rate: the slowest port rate that still carries it,
    // then the highest radix.
    const SwitchSpec* infinibandSwitchFor(BytesPerSec nicBytesPerSec) const;
    // The Ethernet switch for a RoCE compute fabric, chosen as infinibandSwitchFor chooses.
    const SwitchSpec* ethernetSwitchFor(BytesPerSec nicBytesPerSec) const;
    // The compute NIC for a rate on an InfiniBand (ethernet false) or Ethernet fabric:
    // `preferred` when it runs that link layer at the rate, else a single-port mode of the same
    // adapter that does, else the slowest single-port catalog NIC that does.
    const NicSpec* computeNicFor(std::string_view preferred, BytesPerSec nicBytesPerSec, bool ethernet = false) const;

private:
    std::vector<NvlinkSpec> m_nvlinks;
    std::vector<GpuSpec> m_gpus;
    std::vector<CpuSpec> m_cpus;
    std::vector<NicSpec> m_nics;
    std::vector<PcieSpec> m_pcie;
    std::vector<SwitchSpec> m_switches;
    std::vector<StorageSpec> m_storage;
    std::vector<SystemSpec> m_systems;
    std::vector<ModelSpec> m_models;
    NetworkDefaults m_networks;
    std::vector<PriceSpec> m_prices;
    std::vector<PowerSpec> m_power;
    std::vector<CablingSpec> m_cabling;
};

} // namespace scalescope
