#include "cli/MemoryBudget.h"
#include "cli/Translate.h"

#include "cli/Arguments.h"
#include "model/Units.h"
#include "util/ProcessMemory.h"

#include <cstdlib>

namespace scalescope::cli {

std::optional<double> parseMemoryBudget(std::string_view text)
{
    if (text == "none")
        return 0.0;
    const auto bytes = parseSize(text); // "8G", "8GiB", "8GB": powers of 1024
    if (!bytes || *bytes == 0)
        return std::nullopt;
    return static_cast<double>(*bytes);
}

double memoryBudget(const std::optional<std::string>& option)
{
    if (option) {
        const auto budget = parseMemoryBudget(*option);
        if (!budget)
            throw UsageError(
                localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 takes a size such as 8G, 512M or none, not \"%2\""),
                    { "--memory-budget", *option }));
        return *budget;
    }
    if (const char* variable = std::getenv(kMemoryBudgetVariable); variable && *variable) {
        const auto budget = parseMemoryBudget(variable);
        if (!budget)
            throw UsageError(
                localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 takes a size such as 8G, 512M or none, not \"%2\""),
                    { kMemoryBudgetVariable, variable }));
        return *budget;
    }
    return physicalMemoryBytes() / 2;
}

std::string memoryBudgetHint()
{
    return localized(QT_TRANSLATE_NOOP("scalescope-cli",
                         "the budget is --memory-budget SIZE, else %1, else half of this machine's memory"),
        { kMemoryBudgetVariable });
}

} // namespace scalescope::cli
