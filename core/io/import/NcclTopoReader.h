// The reader of NCCL's topology XML (NcclTopoXml.h), private to the importers, in parts: the
// document walk and what every device shares, from names to PCIe links (NcclTopoXml.cpp); the
// <cpu> and <pci> elements (NcclCpuPciElements.cpp); <gpu> with its <nvlink> and <c2c>
// (NcclGpuElements.cpp); <nic> with its <net> ports (NcclNicElements.cpp). What it infers is
// gathered in NcclTopoFindings; the element's places and attributes come from NcclXmlSource.
#pragma once

#include "catalog/Catalog.h"
#include "io/import/HardwareIds.h"
#include "io/import/Import.h"
#include "io/import/ImportBuilder.h"
#include "io/import/NcclTopoNotes.h"
#include "io/import/NcclValues.h"
#include "io/import/NcclXmlSource.h"

#include <nlohmann/json.hpp>
#include <pugixml.hpp>

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace scalescope {

class NcclTopoReader : private NcclXmlSource {
public:
    NcclTopoReader(std::string_view text, const std::string& origin);

    ImportedDesign read();

private:
    // NCCL's dumps nest a handful of PCIe levels; far deeper nesting is not a topology.
    static constexpr int kMaxPciDepth = 64;
    static constexpr long long kMaxNetSpeedMbps = 1'000'000'000; // 1 Pb/s
    static constexpr int kMaxLinkCount = 256; // NVLinks in one bundle, C2C links
    static constexpr int kMaxNicPorts = 64;
    // The bus id NCCL gives NVLink targets it cannot see (NVSwitches outside a virtual machine).
    static constexpr const char* kHiddenNvlinkTarget = "fffffff:ffff:ff";

    struct PcieRate {
        std::optional<BytesPerSec> laneBytesPerSec; // nothing when the file does not say
        double gigatransfersPerSec = 0;
    };
    struct GpuRecord {
        std::string name;
        std::string busId; // lowercase, as nvlink targets name it
        std::string cpu;
        std::optional<NvlinkGeneration> generation;
        pugi::xml_node element; // the <gpu>, or nothing for a GPU known only by its PCI class
    };
    struct NvlinkRecord {
        std::size_t gpu;
        std::string target;
        int count;
        pugi::xml_node element;
    };
    // What a <pci> holds: its first <gpu> and <nic>, and the <pci> under it.
    struct PciChildren {
        pugi::xml_node gpu, nic;
        std::vector<pugi::xml_node> pcis;
    };
    // What the <net> ports of a <nic> say together.
    struct NetPorts {
        std::size_t count = 0;
        std::optional<long long> speedMbps; // the fastest
        bool speedsDiffer = false;
        std::uint64_t printedGuid = 0; // the first that is not 0, as NCCL prints it
        std::string firstName;
    };

    // --- the document and what every device shares (NcclTopoXml.cpp) -------------------------
    void checkRoot(const pugi::xml_node& root) const;
    // stem + preferred when no device of the node has that name, else stem + the first free index.
    std::string freeName(const std::string& stem, std::optional<long long> preferred = std::nullopt);
    // The bus id on the device, when in PCI domain 0 (the only one a design holds).
    void setPci(NodeSpec& spec, const std::optional<nccl::BusId>& busId);
    // The element's place for the builder's errors about the links added next.
    void setPlace(const pugi::xml_node& element);
    void addPcieLink(
        const pugi::xml_node& element, const std::string& device, const std::string& parent, const PcieRate& rate);
    // A device's name inside the node.
    std::string shortName(const std::string& fullName) const;
    void finishPorts();

    // --- <cpu> and <pci> (NcclCpuPciElements.cpp) --------------------------------------------
    void readCpu(const pugi::xml_node& element);
    std::string cpuModel(const pugi::xml_node& element) const;
    PcieRate pcieRate(const pugi::xml_node& element, const PcieRate& inherited);
    nccl::BusId pciBusId(const pugi::xml_node& element) const;
    PciChildren pciChildren(const pugi::xml_node& element);
    void readPciTree(const pugi::xml_node& top, const std::string& parent, const std::string& cpu);
    std::string addPcieSwitch(
        const pugi::xml_node& element, const nccl::BusId& busId, const std::string& parent, const PcieRate& rate);
    void addVisibleNvSwitch(
        const pugi::xml_node& pci, const nccl::BusId& busId, const std::string& parent, const PcieRate& rate);

    // --- <gpu>, its <nvlink> and <c2c> (NcclGpuElements.cpp) ---------------------------------
    void readGpu(const pugi::xml_node& pci, const pugi::xml_node& gpu, const nccl::BusId& busId,
        const std::string& parent, const std::string& cpu, const PcieRate& rate);
    void addNvlinks();
    void inferNvSwitches(const std::vector<NvlinkRecord>& links);
    void addNvlink(const NvlinkRecord& link, const GpuRecord& gpu, const std::string& other);
    void addC2cLinks();

    // --- <nic> and its <net> ports (NcclNicElements.cpp) ------------------------------------
    NetPorts readNetPorts(const pugi::xml_node& nic);
    void readNic(const pugi::xml_node& nic, const pugi::xml_node& pci, const std::string& parent, const PcieRate& rate);
    std::string nicModel(const std::string& family, int ports, std::optional<BytesPerSec> portRate);

    const Catalog& m_catalog;
    NodeDesignBuilder m_builder;
    std::vector<std::string> m_cpus;
    std::vector<GpuRecord> m_gpus;
    std::map<std::string, std::string> m_nvswitches; // target bus id -> device name
    std::set<std::uint64_t> m_guids;
    std::set<std::string> m_localNicModels;
    nlohmann::json m_catalogExtension;
    std::size_t m_pcieSwitches = 0;
    NcclTopoFindings m_findings;
};

} // namespace scalescope
