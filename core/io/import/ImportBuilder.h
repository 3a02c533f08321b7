// What the node readers share: one node (a Group of kind Node) with its devices, links whose
// ports are numbered as they are added, and the small text helpers of line-based formats.
#pragma once

#include "model/Design.h"

#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace scalescope {

class NodeDesignBuilder {
public:
    // The node group is named `nodeName`; devices are named "nodeName/device".
    explicit NodeDesignBuilder(const std::string& nodeName);

    const std::string& nodeName() const { return m_nodeName; }
    // Adds a device of the node; `spec.name` is its name inside the node. Returns the full name.
    std::string addDevice(NodeSpec spec);
    bool hasDevice(const std::string& fullName) const;
    NodeSpec& device(const std::string& fullName);
    // Joins two devices on their next free ports of the tier (an NVLink bundle takes `lanes` ports).
    void link(
        const std::string& a, const std::string& b, LinkTier tier, BytesPerSec bytesPerSecPerDirection, int lanes);
    // Ports of the tier used so far on a device.
    int portsUsed(const std::string& fullName, LinkTier tier) const;

    Design take() { return std::move(m_design); }

private:
    std::string m_nodeName;
    Design m_design;
    std::map<std::string, std::size_t> m_deviceIndex;
    std::map<std::pair<std::string, LinkTier>, int> m_nextPort;
};

// A name for the node from the file it came from: the file name without folders and extension,
// with characters a device name may not hold (':') replaced.
std::string nodeNameFromOrigin(const std::string& origin);

// 1-based line and column of a byte offset in a text.
std::pair<int, int> lineAndColumnAt(std::string_view text, std::size_t offset);

// "a, b and c" for notes.
std::string joinForPeople(const std::vector<std::string>& items);

} // namespace scalescope
