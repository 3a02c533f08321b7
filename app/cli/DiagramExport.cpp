#include "cli/DiagramExport.h"

namespace scalescope::cli {
namespace {
DiagramExporter& registered()
{
    static DiagramExporter exporter;
    return exporter;
}
StoryExporter& registeredStory()
{
    static StoryExporter exporter;
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

void setStoryExporter(StoryExporter exporter)
{
    registeredStory() = std::move(exporter);
}

const StoryExporter& storyExporter()
{
    return registeredStory();
}

} // namespace scalescope::cli
