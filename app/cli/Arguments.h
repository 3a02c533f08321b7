// A small command-line reader: "--name value", "--name=value", flags, and positionals, with
// errors that say which argument is wrong (reported as usage errors, exit code 2).
#pragma once

#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace scalescope::cli {

struct UsageError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

class Arguments {
public:
    // `valued` options take a value; `flags` do not. Anything else starting with "-" is an error.
    Arguments(
        const std::vector<std::string>& args, const std::set<std::string>& valued, const std::set<std::string>& flags);

    bool has(const std::string& name) const;
    std::optional<std::string> value(const std::string& name) const;
    const std::vector<std::string>& positionals() const { return m_positionals; }

    int intValue(const std::string& name, int min, int max) const;
    double doubleValue(const std::string& name, double min, double max) const;

private:
    std::vector<std::pair<std::string, std::string>> m_values;
    std::set<std::string> m_flags;
    std::vector<std::string> m_positionals;
};

} // namespace scalescope::cli
