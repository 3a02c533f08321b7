// How an InfiniBand fabric dump's ids and descriptions become the names and catalog models of
// an imported design: GUIDs as the dump writes them, hosts and devices from adapters'
// descriptions, switches' own names and models, names in natural order and made unique.
#pragma once

#include "io/import/IbFabric.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_set>
#include <utility>

namespace scalescope::ib {

// 16 lower-case hexadecimal digits: "0002c90200412345".
std::string hex16(std::uint64_t guid);

// The node as the dump names it: "S-<guid>" or "H-<guid>".
std::string dumpId(const IbNodeRecord& node);

// "selene-cache-02 mlx5_1 " -> host "selene-cache-02", device "mlx5_1"; nothing when the
// description names no host ("MT25408 ConnectX Mellanox Technologies").
std::optional<std::pair<std::string, std::string>> hostAndDevice(std::string_view description);

// "MF0;MLG01-02:MQM8700/U1" (how NVIDIA switches describe themselves) -> "MLG01-02".
std::string switchName(std::string_view description);

// Catalog ids the dump lets us know for sure; empty otherwise (the ports come from the dump).
std::string switchModel(std::string_view description);

// PCI device ids of NVIDIA (Mellanox) adapters: 0x101b ConnectX-6, 0x1021 ConnectX-7, 0x1023 ConnectX-8.
std::string adapterModel(std::uint32_t deviceId, int ports);

// "dgx-9" before "dgx-10": digits compare as numbers.
bool naturalLess(std::string_view a, std::string_view b);

// Names, unique across nodes and groups: a taken name gets the node's GUID appended.
class NameBook {
public:
    std::string claim(std::string wanted, std::uint64_t guid);

private:
    std::unordered_set<std::string> m_taken;
};

} // namespace scalescope::ib
