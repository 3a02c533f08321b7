// The bill of materials of a topology: systems and the devices in them, switches by model with
// their ports used and free, storage servers, racks, cables by kind (copper, active copper or
// fibre, chosen by each link's length and rate) and transceivers (counted by the cages they fill),
// with the power and cost of each line from the catalog. Devices inside a catalog system (a DGX
// node, an NVL72 rack) are listed as included in it: the system's figures cover them.
#pragma once

#include "catalog/Catalog.h"
#include "layout/SceneLayout.h"
#include "model/Topology.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace scalescope {

enum class BomCategory { System, Gpu, Cpu, NvSwitch, SwitchTray, Nic, Switch, Storage, Rack, Cable, Transceiver };
std::string_view toString(BomCategory category);

struct BomLine {
    BomCategory category = BomCategory::System;
    std::string item; // catalog id, or a cable kind
    std::string name;
    std::uint64_t count = 0;
    std::string includedIn; // the system whose figures cover it, or empty
    std::optional<PriceSpec> price; // per unit; absent when the catalog has none (or it is included)
    std::optional<PowerSpec> power;
    double costUsd() const { return price ? price->usd * static_cast<double>(count) : 0; }
    double maxWatts() const { return power ? power->maxWatts * static_cast<double>(count) : 0; }
    // The typical figure, or the maximum where none is published.
    double typicalWatts() const
    {
        return power ? power->typicalWatts.value_or(power->maxWatts) * static_cast<double>(count) : 0;
    }
};

struct SwitchPortUse {
    std::string model;
    std::uint64_t switches = 0, portsUsed = 0, portsTotal = 0;
};

struct BillOfMaterials {
    std::vector<BomLine> lines;
    std::vector<SwitchPortUse> switchPorts; // by model
    std::map<std::string, std::uint64_t> cables; // kind (a cabling part id) -> count
    std::map<std::string, std::uint64_t> transceivers; // module speed ("800G") -> count
    std::uint64_t gpus = 0;
    double scaleOutBytesPerSecPerGpu = 0; // compute fabric, one direction
    double costUsd = 0, typicalWatts = 0, maxWatts = 0;
    std::vector<std::string> unpriced, unpowered; // items the catalog has no figure for
    std::vector<std::string> typicalFromMax; // items whose typical power is their maximum
};

// Cable lengths come from `scene` (layoutScene of the topology with the design's positions).
BillOfMaterials billOfMaterials(const Topology& topology, const Catalog& catalog, const Scene& scene);

} // namespace scalescope
