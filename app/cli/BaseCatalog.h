// The catalog the program starts from: the built-in one plus the user's files named in
// SCALESCOPE_CATALOG. The environment is read here, once, at the program's edge (main), and the
// catalog passed down; the core reads no environment.
#pragma once

#include "catalog/Catalog.h"

#include <string_view>

namespace scalescope::cli {

// The built-in catalog plus the files of a colon-separated list, in order (empty entries are
// skipped). Throws InputError naming a file that cannot be read or holds a mistake.
SharedCatalog catalogWithUserFiles(std::string_view fileList);

// The same for the files SCALESCOPE_CATALOG names; the built-in catalog when it is unset.
SharedCatalog catalogFromEnvironment();

} // namespace scalescope::cli
