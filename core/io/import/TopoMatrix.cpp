#include "io/import/TopoMatrix.h"

#include "model/InputError.h"

namespace scalescope {

ImportedDesign readTopoMatrix(std::string_view, const std::string& origin)
{
    throw InputError(origin, "this format cannot be read yet");
}

} // namespace scalescope
