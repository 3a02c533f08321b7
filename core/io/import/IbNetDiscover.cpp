#include "io/import/IbNetDiscover.h"

#include "model/InputError.h"

namespace scalescope {

ImportedDesign readIbNetDiscover(std::string_view, const std::string& origin)
{
    throw InputError(origin, "this format cannot be read yet");
}

} // namespace scalescope
