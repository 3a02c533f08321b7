// The small XML tree the NCCL topology writer builds, its check against the bounds of NCCL's
// reader, and its text as NCCL's own dump spells it.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace scalescope {

struct NcclXmlElement {
    std::string name;
    std::vector<std::pair<std::string, std::string>> attributes;
    std::vector<NcclXmlElement> children;

    NcclXmlElement& attr(std::string key, std::string value)
    {
        attributes.emplace_back(std::move(key), std::move(value));
        return *this;
    }
    NcclXmlElement& add(std::string childName)
    {
        children.push_back(NcclXmlElement { std::move(childName), {}, {} });
        return children.back();
    }
};

// Counts the elements of the tree; throws std::invalid_argument naming the first element with
// more attributes or children than NCCL reads, or a value it cannot read as written.
int checkNcclBounds(const NcclXmlElement& root);

// Two spaces a level, double quotes, "/>" on elements without children; no declaration.
std::string formatNcclXml(const NcclXmlElement& root);

} // namespace scalescope
