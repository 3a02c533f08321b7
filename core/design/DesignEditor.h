// The edits a person makes to an open design, each made on a copy of the Design and checked by
// expanding it, so that an edit that would not load is refused before anything changes (not
// later, on undo or redo). The desktop program wraps each change in an undo command; the
// change carries its expansion so that showing it costs no second one.
#pragma once

#include "catalog/Catalog.h"
#include "design/Design.h"
#include "layout/SceneLayout.h"

#include <optional>
#include <string>
#include <vector>

namespace scalescope {

// A checked edit: the design after it and that design expanded. `expanded` is empty when the
// edit changes nothing (the value a property has already). `made` names what the edit is about,
// for its description: what was added or pasted, the two ends of a new cable, what was deleted.
// `focus` is a device of what was added (in `expanded`), to select afterwards.
struct DesignChange {
    Design after;
    std::optional<ExpandedDesign> expanded;
    std::vector<std::string> made;
    std::optional<NodeId> focus;
    bool changes() const { return expanded.has_value(); }
};

// One item (a group or a device, by name) moved from one top-left corner to another.
struct ItemMove {
    std::string name;
    Position from, to;
};

class DesignEditor {
public:
    // The design as it is, its topology (expanded from it) and the catalog it was built with
    // (edits look models up in it), all three outliving the editor; and the base catalog the
    // design's own section goes on top of, which edited designs are expanded with.
    DesignEditor(const Design& design, const Topology& topology, const Catalog& catalog, SharedCatalog baseCatalog);

    // Each throws std::invalid_argument (or the expansion's InputError) saying why the edit
    // cannot be made. Device indexes are the topology's.

    // Deletes devices with their hand-made links, positions and overrides; devices out of range
    // are skipped (`made` names those deleted; nothing to delete is no change).
    DesignChange deleteDevices(const std::vector<NodeId>& nodes) const;
    // A palette item (see paletteItems) with its top-left corner at a scene point, snapped.
    DesignChange addItem(const std::string& itemId, Position corner) const;
    // Copies of what these items are (racks, nodes, devices by name), links among them kept,
    // each one original's width (in `scene`) to the right of it.
    DesignChange paste(const std::vector<std::string>& items, const Scene& scene) const;
    // Cables two devices in the tier and at the rate both support.
    DesignChange cable(NodeId a, NodeId b) const;
    DesignChange setLinkRate(NodeId node, LinkTier tier, int port, BytesPerSec rate) const;
    DesignChange setDeviceProperty(NodeId node, const std::string& property, const std::string& text) const;
    // Every compute NIC of a generated design at another rate; its fabric's switches follow.
    // `made` says how the compute fabric changed (computeFabricChange), empty if it did not.
    DesignChange setComputeNicRate(BytesPerSec rate) const;
    // The hosts of an imported fabric typed as the catalog system their adapters say they are
    // (HostTyping.h); `made` is the system's name and how many hosts. Throws when none fits.
    DesignChange typeHosts() const;
    // The design with another failure scenario (design/FailureEdits.h makes one): checked by
    // expanding, so that a mark naming nothing or a link degraded to its own rate is refused.
    DesignChange setFailures(FailureScenario failures) const;
    // The design with a job saved in it, replacing one of the same name. The topology stays as
    // it is, so nothing is expanded. Throws std::invalid_argument for an empty name or one with a
    // control character (model/NameCheck.h).
    Design saveJob(const JobSpec& job) const;
    // The design with a training job saved in it, replacing one of the same name, or without the
    // named one. Throws std::invalid_argument for a name as saveJob does, one a collective job has,
    // or (removing) one no training job has. The job's own fields are the caller's to check.
    Design saveTrainingJob(const TrainingJobSpec& job) const;
    Design removeTrainingJob(const std::string& name) const;

private:
    // Expands the edited design (throws what is wrong); no change when it is the design as it is.
    DesignChange checked(Design after, std::vector<std::string> made) const;

    const Design& m_design;
    const Topology& m_topology;
    const Catalog& m_catalog;
    SharedCatalog m_baseCatalog;
};

// What moves when a device is dragged: its rack, else the outermost group it is in, else itself.
std::string movableItemOf(const Topology& topology, NodeId node);
// The same for several devices, each item once, in the order of the devices.
std::vector<std::string> movableItemsOf(const Topology& topology, const std::vector<NodeId>& nodes);
// The top-left corner of a group's or device's box in a scene; empty for an unknown name.
std::optional<Position> itemCorner(const Topology& topology, const Scene& scene, const std::string& name);
// Where an item dragged by `offset` (scene units) from `start` lands: one item dragged alone
// snaps to the grid; several keep their arrangement and move by whole grid steps.
Position dragTarget(Position start, Position offset, std::size_t itemsDragged);
// Sets an item's position by hand, or (empty) gives it back to the automatic layout. Moves
// change no device or link: the topology stays, only the scene is laid out again.
void placeItem(Design& design, const std::string& name, std::optional<Position> corner);

} // namespace scalescope
