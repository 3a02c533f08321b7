// Random failures: N (or N%) of the devices, groups or links of one kind marked failed, drawn from
// a seed, to show how a fabric degrades. The draw is seededSample's (train/PlacementPolicies.h),
// the one the random placement uses, so the same seed fails the same parts on every platform.
#pragma once

#include "design/FailureScenario.h"
#include "model/Topology.h"

#include <cstdint>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace scalescope {

// What can fail at random, named as the program names kinds: links of the compute fabric
// (`fabric-link`, InfiniBand or RoCE), InfiniBand links (`ib-link`), NVLink links (`nvlink`);
// devices (`gpu`, compute `nic`, `nvswitch`, the compute fabric's switches by tier: `leaf`, `spine`,
// `core`); groups
// (`node`, a DGX node or an NVL72 compute tray; `switch_tray`; `rack`).
enum class RandomFailureKind : std::uint8_t {
    FabricLink,
    IbLink,
    NvLink,
    Gpu,
    Nic,
    NvSwitch,
    Leaf,
    Spine,
    Core,
    Node,
    SwitchTray,
    Rack
};

std::string_view toString(RandomFailureKind kind);
std::optional<RandomFailureKind> parseRandomFailureKind(std::string_view text);
// "fabric-link, ib-link, ..., rack", for messages and help.
std::string randomFailureKindNames();

// How many: a count, or a percentage of what the design has of the kind (rounded to nearest).
struct RandomFailureCount {
    double value = 0;
    bool percent = false;
};
// "5" or "5%" (also "2.5%"); nothing for anything else.
std::optional<RandomFailureCount> parseRandomFailureCount(std::string_view text);

struct RandomFailures {
    RandomFailureKind kind = RandomFailureKind::FabricLink;
    std::size_t population = 0; // how many of the kind the design has (less those already marked)
    std::vector<FailureMark> marks; // the ones drawn, failed, in the order drawn
};

// Draws the failures. Links are named "A:p--B:q" (each link alone), devices and groups by name;
// targets in `alreadyMarked` are left out of the draw. Throws std::invalid_argument when the
// design has none of the kind or fewer than asked.
RandomFailures drawRandomFailures(const Topology& topology, RandomFailureKind kind, RandomFailureCount count,
    std::uint64_t seed, const std::set<std::string>& alreadyMarked = {});

} // namespace scalescope
