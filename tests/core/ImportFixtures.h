// Where the tests of the NCCL topology XML and nvidia-smi topo -m imports find their files: the
// real samples and the small fixtures under tests/data.
#pragma once

#include <string>

namespace scalescope::fixtures {

inline std::string sample(const std::string& folder, const std::string& name)
{
    return std::string(SCALESCOPE_TEST_DATA) + "/samples/" + folder + "/" + name;
}
inline std::string fixture(const std::string& name)
{
    return std::string(SCALESCOPE_TEST_DATA) + "/import/" + name;
}

} // namespace scalescope::fixtures
