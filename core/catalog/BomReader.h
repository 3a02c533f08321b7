// Entries of the catalog's "prices", "power" and "cabling" sections, checked field by field
// (Catalog::merge reads them; references to the items they name are checked there).
#pragma once

#include "catalog/Catalog.h"

namespace scalescope {

class JsonFields;

void readPriceSpec(JsonFields& fields, PriceSpec& spec);
void readPowerSpec(JsonFields& fields, PowerSpec& spec);
void readCablingSpec(JsonFields& fields, CablingSpec& spec);

} // namespace scalescope
