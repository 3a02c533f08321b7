// Cables and transceivers of a topology: each cabled link takes the shortest-reach medium of its
// rate that spans its length (the catalog's "cabling"); a fibre link takes a transceiver at each
// end, counted by the cages they fill: a cage that carries two links (a twin-port OSFP on a
// Quantum-2 or Quantum-X800 switch, or on a DGX H100's faceplate shared by two ConnectX-7) holds
// one twin-port module for both, any other end one module per link. NVLink between the trays of
// one rack runs on the rack's copper spine: counted as such, part of the rack.
#pragma once

#include "catalog/Catalog.h"
#include "model/Topology.h"

#include <cstdint>
#include <string>
#include <vector>

namespace scalescope {

struct CountedPart {
    std::string item, name;
    std::uint64_t count = 0;
    bool transceiver = false;
    std::string speed; // transceivers: the module's speed ("800G" for a twin-port 2 x 400G)
    std::string includedIn; // the system it is part of (the NVLink spine), or empty
};

struct CabledLinks {
    std::vector<CountedPart> parts;
};

// `lengthsMetres` per LinkId (cableLengthsMetres).
CabledLinks countCablesAndCages(
    const Topology& topology, const Catalog& catalog, const std::vector<double>& lengthsMetres);

// The group of the catalog system a group belongs to (itself or an ancestor), or kNoGroup.
GroupId systemGroupOf(const Topology& topology, const Catalog& catalog, GroupId group);

// A link rate as port speeds are named: "400G", "1.6T", "1G".
std::string speedName(BytesPerSec bytesPerSec);

} // namespace scalescope
