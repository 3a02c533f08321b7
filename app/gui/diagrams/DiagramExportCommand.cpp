#include "gui/diagrams/DiagramExportCommand.h"

#include "gui/diagrams/DiagramRenderer.h"
#include "gui/diagrams/JobHeatmap.h"
#include "layout/SceneLayout.h"
#include "model/InputError.h"

#include <QGuiApplication>

#include <algorithm>
#include <memory>
#include <stdexcept>

namespace scalescope::gui {
namespace {

const JobSpec& jobToShow(const cli::DiagramRequest& request)
{
    const std::vector<JobSpec>& jobs = request.design->jobs;
    if (jobs.empty())
        throw InputError(request.designPath,
            "the design has no saved job whose traffic could be shown at a time "
            "(save one in the Traffic panel, or leave out the time)");
    if (!request.job)
        return jobs.front();
    const auto it
        = std::find_if(jobs.begin(), jobs.end(), [&](const JobSpec& job) { return job.name == *request.job; });
    if (it == jobs.end()) {
        std::string names;
        for (const JobSpec& job : jobs)
            names += (names.empty() ? "" : ", ") + job.name;
        throw InputError(
            request.designPath, "the design has no job named \"" + *request.job + "\"; its jobs: " + names);
    }
    return *it;
}

} // namespace

std::unique_ptr<QGuiApplication> guiApplicationForDrawing()
{
    if (QCoreApplication::instance()) {
        if (!qobject_cast<QGuiApplication*>(QCoreApplication::instance()))
            throw std::runtime_error("diagrams cannot be drawn in a program without a GUI application");
        return nullptr;
    }
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    static int argc = 1;
    static char name[] = "scalescope";
    static char* argv[] = { name, nullptr };
    return std::make_unique<QGuiApplication>(argc, argv);
}

std::string exportDiagram(const cli::DiagramRequest& request)
{
    if (!request.design || !request.topology || !request.catalog)
        throw std::runtime_error("export: no design to draw");
    const std::optional<DiagramFormat> format = parseDiagramFormat(QString::fromStdString(request.format));
    if (!format)
        throw std::runtime_error("export: diagrams are drawn as svg, pdf or png, not \"" + request.format + "\"");
    if (request.dotsPerInch <= 0)
        throw std::runtime_error("export: the resolution must be a positive number of dots per inch");
    const std::unique_ptr<QGuiApplication> application = guiApplicationForDrawing();

    const Topology& topology = *request.topology;
    const Scene scene = layoutScene(topology, request.design->positions);
    DiagramOptions options;
    options.title = QString::fromStdString(request.title.empty() ? request.design->name : request.title);
    if (options.title.isEmpty())
        options.title = QStringLiteral("ScaleScope");
    options.subtitle = QCoreApplication::translate("DiagramExport", "%1 devices, %2 links")
                           .arg(topology.nodes.size())
                           .arg(topology.links.size());
    if (request.timeSeconds) {
        const JobSpec& job = jobToShow(request);
        try {
            JobHeatmap heatmap = jobHeatmapAt(topology, *request.catalog, job, *request.timeSeconds * 1e6);
            options.linkLoads = std::move(heatmap.linkLoads);
            options.subtitle = heatmap.caption;
        } catch (const std::invalid_argument& error) {
            throw InputError(request.designPath, std::string("job \"") + job.name + "\": " + error.what());
        }
    }
    const DiagramRenderer renderer(topology, scene, std::move(options));
    return renderer.render(*format, request.dotsPerInch).toStdString();
}

} // namespace scalescope::gui
