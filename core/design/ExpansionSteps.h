// Inside expandDesign (DesignExpansion.cpp): the steps that have a file of their own, and the
// pieces of their messages they share. Not for use outside core/design.
#pragma once

#include "design/Design.h"
#include "model/InputError.h"

#include <string>
#include <string_view>

namespace scalescope::expansion {

// The JSON pointer of an entry of one of the design's lists, or of a key of it: "/links/3/a".
inline std::string at(const char* list, std::size_t index, const char* key = nullptr)
{
    std::string pointer = std::string("/") + list + "/" + std::to_string(index);
    if (key)
        pointer += std::string("/") + key;
    return pointer;
}

inline std::string inQuotes(std::string_view text)
{
    return "\"" + std::string(text) + "\"";
}

// Adds the design's own links (ExplicitLinks.cpp): each must join two known, different nodes
// in a tier that joins their kinds, on ports in range that no other link holds. What is wrong
// goes to `problems`, and that link is left out.
void addExplicitLinks(const Design& design, Topology& topology, Problems& problems);

// Checks that every address the design states (StatedAddresses.cpp), on a node of its own or as
// an override, is no other device's. The design's nodes are the topology's from
// `firstExplicitNode` on, in order; a node of the file is told of a device before it, an
// override of any other.
void checkStatedAddresses(const Design& design, const Topology& topology, NodeId firstExplicitNode, Problems& problems);

} // namespace scalescope::expansion
