#include "cli/DiagramExport.h"

namespace scalescope::cli {
namespace {
DiagramExporter& registered()
{
    static DiagramExporter exporter;
    return exporter;
}
} // namespace

void setDiagramExporter(DiagramExporter exporter)
{
    registered() = std::move(exporter);
}

const DiagramExporter& diagramExporter()
{
    return registered();
}

} // namespace scalescope::cli
