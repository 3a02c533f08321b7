// What the node readers share: one node (a Group of kind Node) with its devices, links whose
// ports are numbered as they are added, and the small text helpers of line-based formats.
#pragma once

#include "design/Design.h"

#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace scalescope {

// A design file gives a device at most this many ports of a tier.
inline constexpr int kMaxDevicePorts = 4096;

class NodeDesignBuilder {
public:
    // The node group is named `nodeName`; devices are named "nodeName/device". Errors name
    // `origin` and the place last set.
    NodeDesignBuilder(const std::string& nodeName, const std::string& origin);

    const std::string& nodeName() const { return m_nodeName; }
    // Adds a device of the node; `spec.name` is its name inside the node. Returns the full name.
    std::string addDevice(NodeSpec spec);
    bool hasDevice(const std::string& fullName) const;
    NodeSpec& device(const std::string& fullName);
    // Where in the file the links about to be added come from, for errors.
    void setPlace(int line, int column)
    {
        m_line = line;
        m_column = column;
    }
    // Joins two devices on their next free ports of the tier (an NVLink bundle takes `lanes`
    // ports); throws InputError when a device would need more than kMaxDevicePorts.
    void link(
        const std::string& a, const std::string& b, LinkTier tier, BytesPerSec bytesPerSecPerDirection, int lanes);
    // Ports of the tier used so far on a device.
    int portsUsed(const std::string& fullName, LinkTier tier) const;

    Design take() { return std::move(m_design); }

private:
    std::string m_nodeName;
    std::string m_origin;
    int m_line = 1, m_column = 1;
    Design m_design;
    std::map<std::string, std::size_t> m_deviceIndex;
    std::map<std::pair<std::string, LinkTier>, int> m_nextPort;
};

// A name for the node from the file it came from: the file name without folders and extension,
// with characters a device name may not hold (':') replaced.
std::string nodeNameFromOrigin(const std::string& origin);

// Whether a name from a file can name a device or node: printable ASCII without blanks, ':'
// or '/', at most 64 characters.
bool isImportableName(std::string_view name);
// Whether it begins like the names the readers give (gpuN, cpuN, nicN, pcieN, nvswitchN).
bool looksGenerated(std::string_view name);

// The importers' rule for text from another tool's file that becomes a model or a note: every
// byte that is not printable ASCII replaced by '?', so that it is always a valid name
// (model/NameCheck.h) and prints safely.
std::string printableAscii(std::string_view text);

// "a, b and c" for notes.
std::string joinForPeople(const std::vector<std::string>& items);

} // namespace scalescope
