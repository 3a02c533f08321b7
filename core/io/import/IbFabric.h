// An InfiniBand fabric as a discovery dump states it (each node with its ports' far ends), and
// how it becomes a Design: every cable once, adapters grouped into hosts, switch tiers derived
// from the graph, names people can read.
#pragma once

#include "io/import/Import.h"
#include "model/Units.h"

#include <cstdint>
#include <string>
#include <vector>

namespace scalescope {

// One port line: the port, what its cable reaches, and the rate the port reports.
struct IbPortRecord {
    int port = 0;
    char remoteKind = 'S'; // 'S' switch, 'H' adapter, as the dump tags the far end
    std::uint64_t remoteGuid = 0;
    int remotePort = 0;
    int width = 4; // lanes: 1x, 2x, 4x, 8x, 12x
    BytesPerSec bytesPerSecPerDirection = 0;
    std::string rateText; // "4xHDR", for messages
    std::uint16_t localLid = 0; // adapters state their own port's LID on the port line
    int line = 0;
    int remoteColumn = 0; // where the far end's id starts, for messages
};

struct IbNodeRecord {
    bool isSwitch = false;
    std::uint64_t guid = 0;
    std::uint64_t systemGuid = 0; // sysimgguid; 0 when the dump does not give it
    std::uint32_t deviceId = 0; // devid
    int portCount = 0;
    std::string description;
    std::uint16_t lid = 0; // a switch's LID (port 0); adapters have theirs per port
    int line = 0;
    std::vector<IbPortRecord> ports;
};

// Builds the design; throws InputError ("ORIGIN:LINE:COL: ...") when the records contradict
// each other (a far end not described, two ends that name different ports, a port past the
// node's count).
ImportedDesign buildIbFabric(std::vector<IbNodeRecord> nodes, const std::string& origin);

} // namespace scalescope
