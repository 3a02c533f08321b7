// Edits a person makes to a design, as plain functions on the Design (the GUI wraps them in
// undo commands): adding a catalog item where it was dropped, and cabling two devices with the
// tier and rate both ends support.
#pragma once

#include "catalog/Catalog.h"
#include "design/Design.h"

#include <functional>
#include <string>
#include <vector>

namespace scalescope {

struct PaletteItem {
    std::string id; // "system:dgx-h100", "switch:QM9700:spine", "storage:Storage-Node-2x400G"
    std::string label; // for people
    std::string group; // "Systems", "InfiniBand switches", "Ethernet switches", "Storage"
};

// What can be dragged onto the canvas: every catalog system, InfiniBand switch (as leaf or
// spine), Ethernet switch and storage server.
std::vector<PaletteItem> paletteItems(const Catalog& catalog);

// Adds a palette item to the design with its top-left corner at `at`; a system comes with its
// internal wiring (NVLink, PCIe, C2C). Returns the name of what was added (for selection).
// Throws std::invalid_argument for an unknown item.
std::string addPaletteItem(
    Design& design, const Topology& topology, const Catalog& catalog, const std::string& itemId, Position at);

// Copies racks, nodes, trays or devices (by name) of `source` into the design under a fresh
// prefix (stem-N/, unused in `topology`, the design's own), keeping every link among the copied
// devices; each copied item is placed at `placeOf(name)`. Returns the names of the copies.
std::vector<std::string> duplicateItems(Design& design, const Topology& topology, const Topology& source,
    const std::vector<std::string>& names, const std::string& stem,
    const std::function<Position(const std::string&)>& placeOf);

// Gives a link (named by one end: node and port of a tier) a new rate. A generated link is
// removed and stated again by hand with the new rate; a hand-made one is changed in place.
// Throws std::invalid_argument when there is no such link or the rate is outside
// isLinkRateInRange.
void setLinkRate(Design& design, const Topology& topology, NodeId node, LinkTier tier, int port, BytesPerSec rate);

// Why `text` cannot be a device's `property` ("model", or one of the addresses it has: "pci",
// "lid", "guid", "ip", "mac"), empty when it can: the format, the range, the catalog, another
// device using it. Quick enough to run as the user types.
std::string devicePropertyProblem(const Topology& topology, const Catalog& catalog, NodeId node,
    const std::string& property, const std::string& text);

// Sets a device's property as an override (see NodeOverride); setting the value it has is no
// change. Throws std::invalid_argument with the problem when it cannot be set.
void setDeviceProperty(Design& design, const Topology& topology, const Catalog& catalog, NodeId node,
    const std::string& property, const std::string& text);

// The catalog models a device could be: of its kind, with ports enough for its cables.
std::vector<std::string> modelsFor(const Topology& topology, const Catalog& catalog, NodeId node);

// A link between two devices on their first free ports, in the tier both support and at the
// fastest rate both carry. Throws std::invalid_argument saying why they cannot be cabled.
LinkSpec cableDevices(const Topology& topology, const Catalog& catalog, NodeId a, NodeId b);

} // namespace scalescope
