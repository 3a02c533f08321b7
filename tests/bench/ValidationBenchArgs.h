// The validation benches' command line, [--table FILE] [--fidelity analytic|flow], and reading
// their table with any error printed.
#pragma once

#include "model/Collective.h"

#include <cstdio>
#include <cstring>
#include <exception>
#include <optional>
#include <string>

namespace scalescope::validation {

struct ValidationBenchArgs {
    std::string table; // the default table unless --table names another
    Fidelity fidelity = Fidelity::Analytic;
};

// The arguments, or nullopt after printing `program`'s usage to stderr when there is anything else.
inline std::optional<ValidationBenchArgs> parseValidationBenchArgs(
    int argc, char** argv, const std::string& defaultTable, const char* program)
{
    ValidationBenchArgs args { defaultTable };
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--table") == 0 && i + 1 < argc)
            args.table = argv[++i];
        else if (std::strcmp(argv[i], "--fidelity") == 0 && i + 1 < argc && parseFidelity(argv[i + 1]))
            args.fidelity = *parseFidelity(argv[++i]);
        else {
            std::fprintf(stderr, "usage: %s [--table FILE] [--fidelity analytic|flow]\n", program);
            return std::nullopt;
        }
    }
    return args;
}

// `read(table)`'s rows, or nullopt after printing why they could not be read.
template <typename Read>
auto readTableOrReport(const Read& read, const std::string& table) -> std::optional<decltype(read(table))>
{
    try {
        return read(table);
    } catch (const std::exception& error) {
        std::fprintf(stderr, "%s\n", error.what());
        return std::nullopt;
    }
}

} // namespace scalescope::validation
