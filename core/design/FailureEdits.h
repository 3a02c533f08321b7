// The failure scenario's edits as plain functions (a mark set or cleared, by target), what a
// link is called as a mark's target, what a degraded link's text ("200Gb/s", "2 lanes") says,
// and the marks in words for the Summary ("3 failed: 1 spine switch, 2 links; 1 degraded link").
// DesignEditor::setFailures checks the scenario they make by expanding the design.
#pragma once

#include "design/FailureScenario.h"
#include "model/Topology.h"

#include <string>

namespace scalescope {

// A link as a mark names it: its two ends with their first ports, "node0/nic0:1--ib/leaf-0:5".
std::string linkMarkTarget(const Topology& topology, LinkId link);

// The scenario with `mark` in it, replacing a mark of the same target; without the mark of
// `target` (unchanged when it has none); the mark of `target`, or null.
FailureScenario withMark(FailureScenario scenario, FailureMark mark);
FailureScenario withoutMark(FailureScenario scenario, const std::string& target);
const FailureMark* findMark(const FailureScenario& scenario, const std::string& target);

// The mark that takes a device out: its own, else that of the innermost group (tray, node, rack)
// it is in; the mark a link has itself (by its ports or as every link between its ends). Null
// when there is none.
const FailureMark* markOfDevice(const Topology& topology, const FailureScenario& scenario, NodeId node);
const FailureMark* markOfLink(const Topology& topology, const FailureScenario& scenario, LinkId link);

// A degraded mark of `target` from the text a person types: "N lanes" (or "N lane") left, or a
// rate with its unit in the range a link can have. Throws std::invalid_argument saying why not.
FailureMark degradedMark(const std::string& target, const std::string& text);

// What a mark's target is, in words: "spine switch", "NIC", "GPU", "rack", "switch tray", "link".
std::string markedKind(const Topology& topology, const FailureMark& mark);
// The marks counted by kind: "3 failed: 1 spine switch, 2 links; 1 degraded link"; "no marks".
std::string describeMarks(const Topology& topology, const FailureScenario& scenario);

} // namespace scalescope
