// The entries of a design file (its format: resources/schema/scalescope.schema.json): the generator's
// options, nodes, links, collective jobs, groups, and the sections a user's edits leave (removed
// parts, per-node overrides, canvas positions). Each problem at its JSON pointer in `Problems`;
// io/DesignFile puts the sections together and throws them all at once.
#pragma once

#include "design/Design.h"
#include "generate/ClusterOptions.h"
#include "util/JsonFields.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace scalescope {

class Catalog;

ClusterOptions parseGenerator(JsonFields& fields, const Catalog& catalog);
NodeSpec parseNode(JsonFields& f);
LinkSpec parseLink(JsonFields& f);
JobSpec parseJob(JsonFields& f);
GroupSpec parseGroup(JsonFields& f);
void parseRemoved(const nlohmann::json& removed, Design& design, Problems& problems);
void parseOverrides(const nlohmann::json& overrides, Design& design, Problems& problems);
void parseLayout(const nlohmann::json& layout, Design& design, Problems& problems);

// The array at `key` of `parent` (absent: none), each item read by `parseOne` at its pointer.
template <typename Item, typename ParseOne>
std::vector<Item> parseList(JsonFields& parent, const char* key, ParseOne parseOne)
{
    std::vector<Item> items;
    const nlohmann::json* list = parent.array(key, kOptional);
    if (!list)
        return items;
    items.reserve(list->size());
    for (std::size_t i = 0; i < list->size(); ++i) {
        JsonFields fields((*list)[i], parent.pointerTo(key) + '/' + std::to_string(i), parent.problems());
        items.push_back(parseOne(fields));
    }
    return items;
}

} // namespace scalescope
