#include "io/import/GuidJoin.h"

#include "model/InputError.h"

namespace scalescope {

ImportedDesign joinNodesToFabric(ImportedDesign, const std::vector<NamedImport>& nodes)
{
    throw InputError(nodes.empty() ? std::string("import") : nodes.front().origin, "joining node dumps to a fabric cannot be done yet");
}

} // namespace scalescope
