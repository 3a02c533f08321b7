#include "gui/diagrams/StoryHandout.h"

#include "gui/QtText.h"
#include "gui/diagrams/AnnotationPainter.h"
#include "gui/diagrams/DiagramExportCommand.h"
#include "gui/diagrams/DiagramRenderer.h"
#include "gui/diagrams/JobHeatmap.h"
#include "gui/rendering/SceneStyle.h"
#include "io/DesignFile.h"
#include "io/StoryFile.h"
#include "layout/SceneLayout.h"
#include "model/InputError.h"
#include "sim/PathReport.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <filesystem>
#include <map>
#include <memory>

namespace scalescope::gui {
namespace {

// The design a scene shows: the story's own, or one its scene names.
struct ShownDesign {
    const Design* design = nullptr;
    const Topology* topology = nullptr;
    const Catalog* catalog = nullptr;
};

// Everything a page needs kept alive until the pages are painted.
struct Page {
    Scene scene;
    std::vector<NodeId> selection;
    std::vector<LinkId> route;
    std::vector<Annotation> annotations;
    std::unique_ptr<DiagramRenderer> renderer;
};

std::string scenePointer(std::size_t storyIndex, std::size_t sceneIndex)
{
    return "/stories/" + std::to_string(storyIndex) + "/scenes/" + std::to_string(sceneIndex);
}

// "zh_CN" from the system when no language is asked for; a story's texts match it by its first part.
std::string handoutLanguage(const cli::DiagramRequest& request)
{
    return request.language.empty() ? QLocale::system().name().toStdString() : request.language;
}

class Handout {
public:
    explicit Handout(const cli::DiagramRequest& request)
        : m_request(request)
    {
    }

    std::vector<std::string> render(DiagramFormat format)
    {
        const Story& story = findTheStory();
        std::vector<const DiagramRenderer*> renderers;
        for (std::size_t i = 0; i < story.scenes.size(); ++i) {
            m_pages.push_back(std::make_unique<Page>());
            buildPage(*m_pages.back(), story, i);
            renderers.push_back(m_pages.back()->renderer.get());
        }
        if (format == DiagramFormat::Pdf)
            return { renderPdfPages(renderers, m_request.dotsPerInch, qs(story.name)).toStdString() };
        std::vector<std::string> files;
        for (const DiagramRenderer* renderer : renderers)
            files.push_back(renderer->render(format, m_request.dotsPerInch).toStdString());
        return files;
    }

private:
    const Story& findTheStory()
    {
        const Design& design = *m_request.design;
        const Story* story = findStory(design, *m_request.story);
        if (!story)
            throw InputError(m_request.designPath,
                "the design has no story named \"" + *m_request.story + "\"; its stories: " + storyNamesList(design));
        if (story->scenes.empty())
            throw InputError(m_request.designPath, "the story \"" + story->name + "\" has no scenes to draw");
        m_storyIndex = static_cast<std::size_t>(story - design.stories.data());
        return *story;
    }

    // The story's own design, or the one the scene names, loaded once and checked against what
    // the scene names in it.
    ShownDesign shownDesign(const StoryScene& scene, const std::string& pointer)
    {
        if (scene.design.empty())
            return { m_request.design, m_request.topology, m_request.catalog };
        const std::string path
            = (std::filesystem::path(m_request.designPath).parent_path() / scene.design).lexically_normal().string();
        auto found = m_loaded.find(path);
        if (found == m_loaded.end()) {
            if (!m_request.baseCatalog)
                throw std::runtime_error("export: no catalog to read " + path + " with");
            try {
                found = m_loaded.emplace(path, loadDesignFile(path, m_request.baseCatalog)).first;
            } catch (const InputError& error) {
                throw InputError(m_request.designPath,
                    { Problem {
                        pointer + "/design", 0, 0, "\"" + scene.design + "\" cannot be read: " + error.what() } });
            }
        }
        const LoadedDesign& loaded = found->second;
        Problems problems;
        checkSceneAgainst(scene, loaded.design, loaded.expanded.topology, pointer, problems);
        problems.throwIfAny(m_request.designPath);
        return { &loaded.design, &loaded.expanded.topology, loaded.expanded.catalog.get() };
    }

    void buildPage(Page& page, const Story& story, std::size_t index)
    {
        const StoryScene& scene = story.scenes[index];
        const std::string pointer = scenePointer(m_storyIndex, index);
        const ShownDesign shown = shownDesign(scene, pointer);
        const Topology& topology = *shown.topology;
        page.scene = layoutScene(topology, shown.design->positions);
        page.annotations = scene.annotations;
        for (const std::string& name : scene.selection)
            if (const auto node = topology.findNode(name))
                page.selection.push_back(*node);
        page.route = routeBetween(topology, *shown.catalog, page.selection);

        DiagramOptions options;
        options.title = qs(story.name);
        const QString title = qs(textIn(scene.title, m_language));
        options.subtitle
            = QCoreApplication::translate("StoryHandout", "Scene %1 of %2").arg(index + 1).arg(story.scenes.size())
            + (title.isEmpty() ? QString() : QStringLiteral(": ") + title);
        options.caption = qs(textIn(scene.caption, m_language));
        if (scene.camera)
            options.sceneArea = QRectF(scene.camera->x, scene.camera->y, scene.camera->width, scene.camera->height);
        for (const std::string& tier : scene.hiddenTiers)
            options.hiddenTiers << qs(tier);
        options.collapsedGroups.assign(topology.groups.size(), false);
        for (const std::string& rack : scene.collapsedRacks)
            if (const auto group = topology.findGroup(rack))
                options.collapsedGroups[static_cast<std::size_t>(*group)] = true;
        addHeatmap(options, scene, shown, pointer);
        const Page* drawn = &page;
        options.overlay = [drawn, &topology](QPainter& painter, const QTransform& sceneToPage, const QRectF& drawing) {
            const OverlayPlacement place { sceneToPage, drawing, sceneColour(QStringLiteral("background"), false) };
            paintSelection(painter, topology, drawn->scene, drawn->selection, drawn->route, place);
            paintAnnotations(painter, drawn->annotations, place);
        };
        page.renderer = std::make_unique<DiagramRenderer>(topology, page.scene, std::move(options));
    }

    // Between two GPUs selected, the links of the route the inspector lists; none otherwise (or
    // when they are not joined).
    static std::vector<LinkId> routeBetween(
        const Topology& topology, const Catalog& catalog, const std::vector<NodeId>& selection)
    {
        if (selection.size() != 2 || topology.nodes[selection[0]].kind != NodeKind::Gpu
            || topology.nodes[selection[1]].kind != NodeKind::Gpu)
            return {};
        try {
            return routeLinks(topology, catalog, selection[0], selection[1]);
        } catch (const std::exception&) {
            return {};
        }
    }

    // The job's link loads at the scene's time, and what they show under the title: a collective's
    // (at its run's end when no time), or a training job's (the kinds under way then; the whole
    // iteration's when no time).
    void addHeatmap(
        DiagramOptions& options, const StoryScene& scene, const ShownDesign& shown, const std::string& pointer) const
    {
        if (scene.job.empty())
            return;
        const auto& jobs = shown.design->jobs;
        const auto job = std::find_if(jobs.begin(), jobs.end(), [&](const JobSpec& j) { return j.name == scene.job; });
        const auto& training = shown.design->trainingJobs;
        const auto trainingJob = std::find_if(
            training.begin(), training.end(), [&](const TrainingJobSpec& j) { return j.name == scene.job; });
        if (job == jobs.end() && trainingJob == training.end())
            throw InputError(m_request.designPath,
                { Problem { pointer + "/job", 0, 0, "no job \"" + scene.job + "\" in the design it shows" } });
        try {
            JobHeatmap heatmap = job != jobs.end() ? jobHeatmapAt(*shown.topology, *shown.catalog, *job, scene.timeUs)
                                                   : trainingHeatmapAt(*shown.topology, *shown.catalog, training,
                                                       static_cast<int>(trainingJob - training.begin()), scene.timeUs);
            options.linkLoads = std::move(heatmap.linkLoads);
            options.subtitle += QStringLiteral(" \u2014 ") + heatmap.caption;
        } catch (const std::invalid_argument& error) {
            throw InputError(m_request.designPath,
                { Problem { pointer + (scene.timeUs ? "/time_us" : "/job"), 0, 0,
                    "job \"" + scene.job + "\": " + error.what() } });
        }
    }

    const cli::DiagramRequest& m_request;
    const std::string m_language = handoutLanguage(m_request);
    std::size_t m_storyIndex = 0;
    std::map<std::string, LoadedDesign> m_loaded; // designs the scenes name, by path
    std::vector<std::unique_ptr<Page>> m_pages;
};

} // namespace

std::vector<std::string> exportStoryHandout(const cli::DiagramRequest& request)
{
    if (!request.design || !request.topology || !request.catalog || !request.story)
        throw std::runtime_error("export: no story to draw");
    const std::optional<DiagramFormat> format = parseDiagramFormat(qs(request.format));
    if (!format)
        throw std::runtime_error("export: a story is drawn as pdf, svg or png, not \"" + request.format + "\"");
    if (request.dotsPerInch <= 0)
        throw std::runtime_error("export: the resolution must be a positive number of dots per inch");
    const std::unique_ptr<QGuiApplication> application = guiApplicationForDrawing();
    Handout handout(request);
    return handout.render(*format);
}

} // namespace scalescope::gui
