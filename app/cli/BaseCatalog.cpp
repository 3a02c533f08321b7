#include "cli/BaseCatalog.h"

#include <cstdlib>
#include <memory>
#include <string>

namespace scalescope::cli {

SharedCatalog catalogWithUserFiles(std::string_view fileList)
{
    if (fileList.find_first_not_of(':') == std::string_view::npos)
        return Catalog::builtInShared();
    auto catalog = std::make_shared<Catalog>(Catalog::builtIn());
    while (!fileList.empty()) {
        const std::size_t colon = fileList.find(':');
        const std::string_view path = fileList.substr(0, colon);
        if (!path.empty())
            catalog->mergeFile(std::string(path));
        fileList.remove_prefix(colon == std::string_view::npos ? fileList.size() : colon + 1);
    }
    return catalog;
}

SharedCatalog catalogFromEnvironment()
{
    const char* files = std::getenv("SCALESCOPE_CATALOG");
    return catalogWithUserFiles(files ? files : "");
}

} // namespace scalescope::cli
