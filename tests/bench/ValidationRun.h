// Running the validation table's rows through the simulator: each row's system built by the
// generator (the preset its GPU names, its node or rack count, its NIC rate when the row states
// one), the row's collective, size and, when the run fixed it, algorithm simulated on its GPUs,
// and the prediction set against the measurement. Shared by bench_validation, which prints it,
// and tst_validation_model, which holds the median error down. Nothing here is tuned per row.
#pragma once

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

// Topologies by preset, count and NIC rate: rows of one source share their system.
class Systems {
public:
    const Topology& get(const std::string& preset, int count, std::optional<BytesPerSec> nic);

private:
    std::map<std::tuple<std::string, int, double>, std::unique_ptr<Topology>> m_built;
};

// The row simulated and compared; nullopt with `why` when it cannot be (no preset for its GPU,
// the simulator refuses it).
std::optional<Comparison> compare(const ValidationRow& row, Systems& systems, Fidelity fidelity, std::string& why);

// The median of the absolute errors; 0 for none.
double medianAbsoluteError(const std::vector<Comparison>& all);

} // namespace scalescope::validation
