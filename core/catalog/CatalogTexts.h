// The built-in catalog's sentences a user reads (the system presets' descriptions) in the user's
// language. The catalog is data, so its texts are listed in CatalogTexts.cpp for the translation
// files; a test keeps that list and resources/catalog/catalog.json the same. Names of products
// and models stay as their makers write them.
#pragma once

#include <span>
#include <string>

namespace scalescope {

// `english` in the user's language when it is one of the built-in texts translated, else as it
// is (a design's own catalog speaks its author's language).
std::string catalogText(const std::string& english);

// Every built-in text, in English.
std::span<const char* const> builtInCatalogTexts();

} // namespace scalescope
