// Failures and degradation as a scenario layer over a design: devices, groups and links marked
// failed (or a link degraded) without deleting them. The design file saves it under "failures";
// applyFailures (Survivors.h) turns the full topology and a scenario into what survives.
#pragma once

#include "model/Units.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace scalescope {

enum class FailureState : std::uint8_t { Failed, Degraded };

// One mark. `target` names what it marks, as the file and the command line write it:
// - a device ("rack0/tray1/nic0", "ib/spine-3"): it and its links fail;
// - a group, a node/tray or a whole rack ("node3", "rack0"): every device in it fails;
// - a link by its two ends, node and first port ("node0/nic0:1--ib/leaf-su0-r0:5", either way
//   round), or every link between two devices ("node0/nic0--ib/leaf-su0-r0").
// A device or group name is looked up first, so a name that itself contains "--" still works.
// Failed applies to any target; Degraded to links only, at a lower rate or fewer lanes.
struct FailureMark {
    std::string target;
    FailureState state = FailureState::Failed;
    // Degraded: the rate the link runs at (each direction, all lanes together), and/or the lanes
    // left; lanes alone scale the link's rate by lanes left / lanes.
    std::optional<BytesPerSec> bytesPerSecPerDirection;
    std::optional<int> lanes;
    bool operator==(const FailureMark&) const = default;
};

// The marks, toggled on and off as a whole: when `enabled` is false nothing applies (the marks
// are kept, and still checked against the design).
struct FailureScenario {
    bool enabled = true;
    std::vector<FailureMark> marks;
    bool applies() const { return enabled && !marks.empty(); }
    bool operator==(const FailureScenario&) const = default;
};

// The link text "A:p--B:q" or "A--B" split into its ends; port -1 when not given. Nothing when
// the text has no "--" or an end is empty or a port is not a number.
struct LinkMarkEnds {
    std::string a, b;
    int portA = -1, portB = -1;
};
std::optional<LinkMarkEnds> parseLinkMarkEnds(const std::string& text);

// "failed" / "degraded".
const char* toString(FailureState state);
std::optional<FailureState> parseFailureState(std::string_view text);

} // namespace scalescope
