#include "design/DesignEditor.h"
#include "design/StoryEdits.h"

#include "model/Localized.h"
#include "model/NameCheck.h"

#include "design/DesignEdits.h"
#include "design/FabricChange.h"
#include "design/HostTyping.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <stdexcept>

namespace scalescope {
namespace {

constexpr float kPasteGap = 40; // scene units between an original and its pasted copy

// The device named `name`, else the first whose name starts with its first part ("copy-1/"):
// what to select after adding a whole system or pasting a rack.
std::optional<NodeId> deviceOf(const Topology& topology, const std::string& name)
{
    if (const auto node = topology.findNode(name))
        return node;
    const std::string prefix = name.substr(0, name.find('/') + 1);
    for (NodeId n = 0; n < topology.nodes.size(); ++n)
        if (topology.nodes[n].name.rfind(prefix, 0) == 0)
            return n;
    return std::nullopt;
}

// A device's name; an index the topology does not have is refused before anything reads it.
const std::string& deviceName(const Topology& topology, NodeId node)
{
    if (node >= topology.nodes.size())
        throw std::invalid_argument(
            localized(QT_TRANSLATE_NOOP("scalescope-core", "there is no device %1"), { std::to_string(node) }));
    return topology.nodes[node].name;
}

// An edit that adds items moves nothing else: each item drawn before (a rack, an outermost group,
// a device outside groups) that the added items would push elsewhere is pinned where it was.
// User positions are applied after the automatic layout, so one pass pins all that moved.
void keepPlaces(Design& after, const Topology& afterTopology, const Topology& before, const Scene& beforeScene)
{
    const Scene afterScene = layoutScene(afterTopology, after.positions);
    std::set<std::string> seen;
    for (NodeId n = 0; n < before.nodes.size(); ++n) {
        std::string item = movableItemOf(before, n);
        if (!seen.insert(item).second)
            continue;
        const auto was = itemCorner(before, beforeScene, item);
        const auto now = itemCorner(afterTopology, afterScene, item);
        if (was && now && (std::abs(was->x - now->x) > 0.01f || std::abs(was->y - now->y) > 0.01f))
            after.positions[item] = *was;
    }
}

} // namespace

DesignEditor::DesignEditor(
    const Design& design, const Topology& topology, const Catalog& catalog, SharedCatalog baseCatalog)
    : m_design(design)
    , m_topology(topology)
    , m_catalog(catalog)
    , m_baseCatalog(std::move(baseCatalog))
{
}

DesignChange DesignEditor::checked(Design after, std::vector<std::string> made) const
{
    DesignChange change;
    change.made = std::move(made);
    if (!(after == m_design))
        change.expanded
            = expandDesign(after, m_baseCatalog, localized(QT_TRANSLATE_NOOP("scalescope-core", "the new design")));
    change.after = std::move(after);
    return change;
}

DesignChange DesignEditor::deleteDevices(const std::vector<NodeId>& nodes) const
{
    Design after = m_design;
    std::vector<std::string> deleted;
    for (const NodeId node : nodes) {
        if (node >= m_topology.nodes.size())
            continue;
        const std::string& name = m_topology.nodes[node].name;
        deleted.push_back(name);
        // A device the file states goes from the file; a generated one is noted as removed.
        const auto stated = std::find_if(
            after.nodes.begin(), after.nodes.end(), [&](const NodeSpec& spec) { return spec.name == name; });
        if (stated != after.nodes.end())
            after.nodes.erase(stated);
        else
            after.removedNodes.push_back(name);
        // Hand-made links to it go with it.
        std::erase_if(after.links, [&](const LinkSpec& link) { return link.a.node == name || link.b.node == name; });
        after.positions.erase(name);
        after.overrides.erase(name);
        forgetInStories(after.stories, name);
    }
    return checked(std::move(after), std::move(deleted));
}

DesignChange DesignEditor::addItem(const std::string& itemId, Position corner) const
{
    Design after = m_design;
    const std::string added = addPaletteItem(after, m_topology, m_catalog, itemId, snapToGrid(corner));
    DesignChange change = checked(std::move(after), { added });
    if (change.expanded) {
        change.focus = deviceOf(change.expanded->topology, added);
        keepPlaces(change.after, change.expanded->topology, m_topology, layoutScene(m_topology, m_design.positions));
    }
    return change;
}

DesignChange DesignEditor::paste(const std::vector<std::string>& items, const Scene& scene) const
{
    if (items.empty())
        throw std::invalid_argument(localized(QT_TRANSLATE_NOOP("scalescope-core", "nothing was copied")));
    Design after = m_design;
    // Each copy lands beside its original, one original's width to the right.
    const auto besideOriginal = [&](const std::string& original) {
        const Position corner = itemCorner(m_topology, scene, original).value_or(Position {});
        float width = 40;
        if (const auto g = m_topology.findGroup(original))
            width = scene.groups[*g].width;
        else if (const auto n = m_topology.findNode(original))
            width = scene.devices[*n].width;
        return snapToGrid(Position { corner.x + width + kPasteGap, corner.y });
    };
    std::vector<std::string> copies = duplicateItems(after, m_topology, m_topology, items, "copy", besideOriginal);
    DesignChange change = checked(std::move(after), copies);
    if (change.expanded) {
        change.focus = deviceOf(change.expanded->topology, copies.front());
        keepPlaces(change.after, change.expanded->topology, m_topology, scene);
    }
    return change;
}

DesignChange DesignEditor::cable(NodeId a, NodeId b) const
{
    deviceName(m_topology, a);
    deviceName(m_topology, b);
    Design after = m_design;
    after.links.push_back(cableDevices(m_topology, m_catalog, a, b));
    const LinkSpec& link = after.links.back();
    std::vector<std::string> ends = { link.a.node, link.b.node };
    return checked(std::move(after), std::move(ends));
}

DesignChange DesignEditor::setLinkRate(NodeId node, LinkTier tier, int port, BytesPerSec rate) const
{
    const std::string& name = deviceName(m_topology, node);
    Design after = m_design;
    scalescope::setLinkRate(after, m_topology, node, tier, port, rate);
    return checked(std::move(after), { name });
}

DesignChange DesignEditor::setDeviceProperty(NodeId node, const std::string& property, const std::string& text) const
{
    const std::string& name = deviceName(m_topology, node);
    Design after = m_design;
    scalescope::setDeviceProperty(after, m_topology, m_catalog, node, property, text);
    return checked(std::move(after), { name });
}

DesignChange DesignEditor::setFailures(FailureScenario failures) const
{
    Design after = m_design;
    after.failures = std::move(failures);
    return checked(std::move(after), {});
}

DesignChange DesignEditor::setComputeNicRate(BytesPerSec rate) const
{
    if (!m_design.generator)
        throw std::invalid_argument(localized(
            QT_TRANSLATE_NOOP("scalescope-core", "only a generated design has a compute NIC rate to change")));
    if (!isLinkRateInRange(rate))
        throw std::invalid_argument(
            localized(QT_TRANSLATE_NOOP("scalescope-core", "a NIC rate must be from 1 Mb/s to 1 PB/s")));
    Design after = m_design;
    after.generator->nicBytesPerSec = rate;
    after.generator->fabricSwitch.clear(); // the switch that suits the new rate
    DesignChange change = checked(std::move(after), {});
    if (change.expanded)
        change.made = { computeFabricChange(m_topology, change.expanded->topology) };
    return change;
}

DesignChange DesignEditor::typeHosts() const
{
    const auto offer = hostTypingOffer(m_design, m_catalog);
    if (!offer)
        throw std::invalid_argument(
            localized(QT_TRANSLATE_NOOP("scalescope-core", "no host's adapters say which catalog system it is")));
    Design after = m_design;
    scalescope::typeHosts(after, m_catalog, *offer);
    return checked(std::move(after), { offer->systemName, std::to_string(offer->hosts.size()) });
}

Design DesignEditor::saveJob(const JobSpec& job) const
{
    if (job.name.empty())
        throw std::invalid_argument(localized(QT_TRANSLATE_NOOP("scalescope-core", "a job needs a name")));
    if (const auto problem = nameProblem(job.name))
        throw std::invalid_argument(localized(QT_TRANSLATE_NOOP("scalescope-core", "the job's name %1"), { *problem }));
    Design after = m_design;
    const auto same
        = std::find_if(after.jobs.begin(), after.jobs.end(), [&](const JobSpec& j) { return j.name == job.name; });
    if (same != after.jobs.end())
        *same = job;
    else
        after.jobs.push_back(job);
    return after;
}

Design DesignEditor::saveTrainingJob(const TrainingJobSpec& job) const
{
    if (job.name.empty())
        throw std::invalid_argument(localized(QT_TRANSLATE_NOOP("scalescope-core", "a training job needs a name")));
    if (const auto problem = nameProblem(job.name))
        throw std::invalid_argument(
            localized(QT_TRANSLATE_NOOP("scalescope-core", "the training job's name %1"), { *problem }));
    if (std::any_of(m_design.jobs.begin(), m_design.jobs.end(), [&](const JobSpec& j) { return j.name == job.name; }))
        throw std::invalid_argument(
            localized(QT_TRANSLATE_NOOP("scalescope-core", "a collective job is already called \"%1\""), { job.name }));
    Design after = m_design;
    const auto same = std::find_if(after.trainingJobs.begin(), after.trainingJobs.end(),
        [&](const TrainingJobSpec& j) { return j.name == job.name; });
    if (same != after.trainingJobs.end())
        *same = job;
    else
        after.trainingJobs.push_back(job);
    return after;
}

Design DesignEditor::removeTrainingJob(const std::string& name) const
{
    Design after = m_design;
    const auto same = std::find_if(
        after.trainingJobs.begin(), after.trainingJobs.end(), [&](const TrainingJobSpec& j) { return j.name == name; });
    if (same == after.trainingJobs.end())
        throw std::invalid_argument(
            localized(QT_TRANSLATE_NOOP("scalescope-core", "no training job is called \"%1\""), { name }));
    after.trainingJobs.erase(same);
    return after;
}

std::string movableItemOf(const Topology& topology, NodeId node)
{
    const GroupId rack = topology.rackOf(node);
    if (rack != kNoGroup)
        return topology.groups[rack].name;
    const GroupId top = topology.topGroupOf(node);
    return top == kNoGroup ? topology.nodes[node].name : topology.groups[top].name;
}

std::vector<std::string> movableItemsOf(const Topology& topology, const std::vector<NodeId>& nodes)
{
    std::vector<std::string> items;
    for (const NodeId node : nodes) {
        if (node >= topology.nodes.size())
            continue;
        std::string item = movableItemOf(topology, node);
        if (std::find(items.begin(), items.end(), item) == items.end())
            items.push_back(std::move(item));
    }
    return items;
}

std::optional<Position> itemCorner(const Topology& topology, const Scene& scene, const std::string& name)
{
    if (const auto g = topology.findGroup(name))
        return Position { scene.groups[*g].x, scene.groups[*g].y };
    if (const auto n = topology.findNode(name))
        return Position { scene.devices[*n].x, scene.devices[*n].y };
    return std::nullopt;
}

Position dragTarget(Position start, Position offset, std::size_t itemsDragged)
{
    if (itemsDragged == 1)
        return snapToGrid(Position { start.x + offset.x, start.y + offset.y });
    const Position step = snapToGrid(offset);
    return Position { start.x + step.x, start.y + step.y };
}

void placeItem(Design& design, const std::string& name, std::optional<Position> corner)
{
    if (corner)
        design.positions[name] = *corner;
    else
        design.positions.erase(name);
}

} // namespace scalescope
