// The matrix `nvidia-smi topo -m` (and -mp) prints, read as a grid: the device columns of its
// header (GPUs, NICs), what each cell says about the path between two devices (NV#, PIX, PXB,
// PHB, NODE, SYS), each device's NUMA affinity, and the NIC names of the legend below.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace scalescope {

// What a cell says about the path between two devices.
enum class TopoPath { Self, NvLink, Pix, Pxb, Phb, Node, Sys };

struct TopoCell {
    TopoPath path = TopoPath::Sys;
    int nvlinks = 0; // NV#: the NVLinks between the two
};

struct TopoColumn {
    std::string label; // as the header names it: GPU0, NIC3, mlx5_0
    bool gpu = false;
};

struct TopoMatrixGrid {
    int headerLine = 0; // 1-based
    std::vector<TopoColumn> columns;
    std::vector<std::string> affinityColumns; // "CPU Affinity", "NUMA Affinity", "GPU NUMA ID"
    std::vector<TopoCell> cells; // row-major, columns.size() squared
    std::vector<std::optional<int>> numa; // per device: its (first) NUMA node
    std::map<std::size_t, std::string> interfaceNames; // per NIC column: its name in the legend
    std::vector<std::string> spanningNuma; // devices with the affinity of several NUMA nodes

    const TopoCell& cell(std::size_t a, std::size_t b) const { return cells[a * columns.size() + b]; }
    // The device of a column as a design names it: gpuN, the NIC's legend name or label when it
    // can name a device, else nicN (N its column).
    std::string deviceName(std::size_t c) const;
};

// Throws InputError ("ORIGIN:LINE:COL: what was expected") when the text is not this matrix.
TopoMatrixGrid readTopoMatrixGrid(std::string_view text, const std::string& origin);

} // namespace scalescope
