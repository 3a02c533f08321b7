// The names a canvas can show of a drawing list, each where it belongs (semantic zoom): blocks
// and the bundles between them at the Blocks level; at the Devices level racks and switch
// tiers, nodes and trays, switches, and each device by its short name ("gpu3"); link labels
// (rate and port pairs) for the links asked for, or for every link; zoomed in further, each
// visible link end's port number beside its device (portLabels). Each candidate says where it
// is anchored in scene units, how much room it has there (a label shows only once its text fits
// that room on screen) and how much it matters; LabelPlacement.h picks which show at a zoom.
#pragma once

#include "layout/DrawingList.h"
#include "layout/SceneLayout.h"
#include "model/Topology.h"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace scalescope {

enum class LabelKind : std::uint8_t { Port, Link, Device, Switch, Tray, Bundle, Rack, SwitchTier, Block, PinnedLink };
inline constexpr int kLabelKindCount = 10;

// How the label's box sits on its anchor.
enum class LabelAlign : std::uint8_t {
    Center, // centred on it (a device, a block, a link's middle)
    TopLeft, // inside a box, from its top-left corner
    BottomLeft, // above it, from its left end (a row of switches)
    BottomCenter, // above it, centred (a switch tier's block, whose ends the overlays may cover)
    TopCenter, // below it, centred (a block's shortest name where its middle has no room)
};

struct LabelCandidate {
    float anchorX = 0, anchorY = 0; // scene units
    // The room the text may take, in scene units; zero: any (the text need not fit a box).
    float roomWidth = 0, roomHeight = 0;
    LabelAlign align = LabelAlign::Center;
    LabelKind kind = LabelKind::Device;
    std::uint32_t id = 0; // the node, group, block, bundle or link named (a port: the device)
    std::string text; // UTF-8
    // 0: a label's first choice. n > 0: its n-th fallback, right after the one before it in the
    // list: shown only when no earlier choice of the chain was (a shorter name where the long one
    // does not fit, or the same label elsewhere).
    std::uint8_t fallback = 0;
    // Higher first; a label that would overlap one placed before it is dropped.
    int priority() const { return static_cast<int>(kind); }
};

struct LabelOptions {
    bool everyLink = false; // a label on every link (Devices level), not only those asked for
    std::vector<LinkId> pinnedLinks; // labelled whatever else is: the selected, the hovered
};

// Every candidate for the list's level, highest priority first (the order placement takes them
// in; equal priorities in the order of the list). Pinned links come first, whatever the level.
std::vector<LabelCandidate> sceneLabels(
    const Topology& topology, const Scene& scene, const DrawingList& list, const LabelOptions& options = {});

struct LabelView;

// The port numbers beside the link ends at the Devices level that can show in this view: those
// whose anchor lies in its area, at a zoom where a device's glyph is at least twice a label's
// height (where devices are named). Each is anchored on its link just outside its device's
// glyph ("p3", an NVLink bundle "p0-17"); all rank below every other label. Made per view, not
// per list: a large design has millions of link ends, a view a few hundred.
std::vector<LabelCandidate> portLabels(
    const Topology& topology, const Scene& scene, const DrawingList& list, const LabelView& view);

// A link's label: its rate, and the ports at both ends ("400 Gb/s, 3 - 17").
LabelCandidate linkLabel(const Topology& topology, const Scene& scene, LinkId link, LabelKind kind);

// "rack0/tray5/gpu2" -> "gpu2".
std::string shortDeviceName(const std::string& name);

} // namespace scalescope
