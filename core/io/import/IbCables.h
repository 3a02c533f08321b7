// Every cable of an InfiniBand fabric dump once, from the port lines of its nodes: the first end
// listed creates a cable, the other must agree with it (ends that name different ports are an
// error, different rates a note: the slower is kept). Adapters inside a switch (SHARP
// aggregation nodes) and cables between two ports of one switch are left out.
#pragma once

#include "io/import/IbFabric.h"

#include <cstdint>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace scalescope::ib {

struct Cable {
    std::uint32_t a = 0, b = 0; // indexes of the nodes
    int portA = 0, portB = 0;
    int width = 4;
    BytesPerSec bytesPerSecPerDirection = 0;
    int line = 0;
    bool bothEnds = false;
    const IbPortRecord* firstEnd = nullptr; // the port line that listed it first
};

class CableList {
public:
    // Indexes the nodes by GUID and collects their cables; `nodes` must outlive the list. Throws
    // InputError ("ORIGIN:LINE:COL: ...") for a GUID described twice, a far end not described, a
    // port out of range, a port cabled to itself or listed twice, or two ends that disagree.
    CableList(const std::vector<IbNodeRecord>& nodes, const std::string& origin);

    const std::vector<Cable>& cables() const { return m_cables; }

    // Adapters inside a switch (SHARP aggregation nodes share the switch's system image GUID)
    // are the switch's in-network reduction, which its model states, not a host's adapter:
    // they and their internal cable are left out.
    bool inSwitch(const IbNodeRecord& node) const;

    // Cables between two ports of one switch, left out: a design link needs two devices.
    std::size_t loopbacks() const { return m_loopbacks; }
    // Cables whose two ends report different widths or speeds, and the first of them, as
    // "line 12 says 4xHDR, line 40 4xEDR".
    std::size_t rateMismatches() const { return m_rateMismatches; }
    const std::string& firstRateMismatch() const { return m_firstRateMismatch; }

private:
    [[noreturn]] void fail(int line, int column, const std::string& message) const;
    void indexNodes();
    void addCable(std::uint32_t n, const IbPortRecord& port);
    static std::string remoteId(const IbPortRecord& port);
    std::uint32_t farEnd(const IbPortRecord& port) const;
    void addLoopback(const IbPortRecord& port, std::uint32_t here, std::uint32_t there);
    void agreeWithFirstEnd(Cable& cable, std::uint32_t n, std::uint32_t remote, const IbPortRecord& port);

    const std::vector<IbNodeRecord>& m_nodes;
    const std::string& m_origin;
    std::unordered_map<std::uint64_t, std::uint32_t> m_byGuid;
    std::unordered_map<std::uint64_t, std::uint32_t> m_switchBySystemGuid;
    std::vector<Cable> m_cables;
    std::unordered_map<std::uint32_t, std::uint32_t> m_cableAt; // end key -> cable
    std::unordered_set<std::uint32_t> m_loopbackEnds;
    std::size_t m_loopbacks = 0, m_rateMismatches = 0;
    std::string m_firstRateMismatch;
};

} // namespace scalescope::ib
