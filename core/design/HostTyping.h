// An imported fabric knows its hosts by their adapters alone (an ibnetdiscover dump shows no
// GPUs), so no job can run on it. When the adapters say what they are — as many as a catalog
// system's compute NICs, of its model (eight ConnectX-6: a DGX A100) — the hosts can be typed
// as that system: each gets the system's devices and internal wiring, its compute NICs taking
// the adapters' place on the fabric with their GUIDs and LIDs.
#pragma once

#include "catalog/Catalog.h"
#include "design/Design.h"

#include <optional>
#include <string>
#include <vector>

namespace scalescope {

struct HostTypingOffer {
    std::string system; // catalog id, "dgx-a100"
    std::string systemName; // for people, "DGX A100"
    std::vector<std::string> hosts; // group names of the hosts it fits
};

// The catalog system that fits most of the design's hosts (groups of kind node outside any
// other, holding compute NICs alone); none when no host fits one.
std::optional<HostTypingOffer> hostTypingOffer(const Design& design, const Catalog& catalog);

// Each host of the offer becomes the system, under the host's name ("luna-0001/gpu0"): its
// adapters, in the order the design lists them, become the system's compute NICs nic0, nic1, ...
// with their addresses, and every cable, position and override of an adapter follows it.
void typeHosts(Design& design, const Catalog& catalog, const HostTypingOffer& offer);

} // namespace scalescope
