// Reads `ibnetdiscover` fabric dumps: switches and adapters with GUIDs and LIDs, port-to-port links.
#pragma once

#include "io/import/Import.h"

#include <string>
#include <string_view>

namespace scalescope {

// Throws InputError ("ORIGIN:LINE: what was expected") when the text is not this format.
ImportedDesign readIbNetDiscover(std::string_view text, const std::string& origin);

} // namespace scalescope
