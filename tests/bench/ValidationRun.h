// Running the validation table's rows through the simulator: each row's system built by the
// generator (the preset its GPU names, its node or rack count, its NIC rate when the row states
// one), the row's collective, size and, when the run fixed it, algorithm simulated on its GPUs,
// and the prediction set against the measurement. Shared by bench_validation, which prints it,
// and tst_validation_model, which holds the median error down. Nothing here is tuned per row.
#pragma once

#include "MedianError.h"

#include "ValidationTable.h"

#include "model/Topology.h"
#include "sim/Simulator.h"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

namespace scalescope::validation {

struct Comparison {
    const ValidationRow* row = nullptr;
    bool byBusbw = true; // else by time
    double measured = 0, predicted = 0;
    double error = 0; // predicted / measured - 1
    std::string chosen; // algorithm/protocol the simulator ran
    std::string caveat; // where the generated system differs from the measured one
};

// What a row's system is built from: the preset its GPU names, its node or rack count, the
// scale-out network it was measured on, its NIC rate and NICs per node when the row states them.
struct SystemKey {
    std::string preset;
    int count = 1;
    ScaleOutNetwork network = ScaleOutNetwork::InfiniBand;
    double nicBytesPerSec = 0; // 0: the preset's
    int nicsPerNode = 0; // 0: the preset's
    auto operator<=>(const SystemKey&) const = default;
};

// Topologies by key: rows of one source share their system.
class Systems {
public:
    const Topology& get(const SystemKey& key);

private:
    std::map<SystemKey, std::unique_ptr<Topology>> m_built;
};

// The key of a row's system; nullopt when no preset has its GPU.
std::optional<SystemKey> systemFor(const ValidationRow& row);
// The GPUs a row ran on in its system, as simulate's --ranks takes them: all, or hosts spanning
// several NVL72 racks split evenly over them, or the first GPUs.
std::string ranksOf(const ValidationRow& row, const SystemKey& key);
// GPUs one nccl-tests process drives when the row says the run used one process for all of a
// host's GPUs ("(-g 8)" in its note), else 1.
int gpusPerProcess(const ValidationRow& row);

// The row simulated and compared; nullopt with `why` when it cannot be (no preset for its GPU,
// the simulator refuses it).
std::optional<Comparison> compare(const ValidationRow& row, Systems& systems, Fidelity fidelity, std::string& why);

} // namespace scalescope::validation
