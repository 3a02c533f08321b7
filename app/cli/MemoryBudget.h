// How much memory a flow-fidelity run may take before it is refused (the core estimates a run
// and takes the budget as a parameter; the machine and the environment are read here, at the
// program's edge): --memory-budget SIZE, else SCALESCOPE_MEMORY_BUDGET, else half of this
// machine's physical memory. "none" sets no limit.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace scalescope::cli {

inline constexpr const char* kMemoryBudgetVariable = "SCALESCOPE_MEMORY_BUDGET";

// A budget as written: "8G", "8GiB", "512M", "1024" (bytes; K/M/G/T are powers of 1024), or
// "none" (0: no limit). Nothing when the text is none of these.
std::optional<double> parseMemoryBudget(std::string_view text);

// The budget for a run: `option` (the --memory-budget value) if given, else the environment
// variable, else half of physical memory. Throws UsageError naming the source of a bad value.
double memoryBudget(const std::optional<std::string>& option);

// What the command line and the desktop program say after a refusal: how to change the budget.
std::string memoryBudgetHint();

} // namespace scalescope::cli
