// Graphviz DOT: every device a node (its name the quoted id), racks, nodes and switch trays as
// nested clusters, every link an undirected edge labelled with its tier and rate (links between
// the same two devices on one tier as one edge). Text stays UTF-8; quotes and backslashes are
// escaped, so any name survives.
#pragma once

#include "model/Topology.h"

#include <string>
#include <string_view>

namespace scalescope {

std::string exportDot(const Topology& topology, const std::string& title);

// A DOT quoted string: "..." with ", \ and line breaks escaped, other control characters
// written as \xNN (never dropped, so two names never become one id).
std::string dotQuoted(std::string_view text);

} // namespace scalescope
