// `scalescope simulate` and `scalescope sweep`: collectives on a design file or a preset.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace scalescope::cli {

int simulateCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int sweepCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace scalescope::cli
