#include "gui/adapters/StorySession.h"

#include "gui/QtText.h"
#include "design/StoryEdits.h"
#include "gui/adapters/StoryLessons.h"
#include "gui/adapters/Workspace.h"

#include <QVariantMap>

#include <cmath>

namespace scalescope::gui {
namespace {

// What a scene brings back besides its camera, in a few words for the list.
QString detailsOf(const StoryScene& scene)
{
    QStringList parts;
    if (!scene.job.empty())
        parts << (scene.timeUs ? QObject::tr("%1 at %2 µs").arg(qs(scene.job)).arg(*scene.timeUs, 0, 'f', 1)
                               : qs(scene.job));
    if (!scene.selection.empty())
        parts << QObject::tr("%n selected", nullptr, static_cast<int>(scene.selection.size()));
    if (!scene.hiddenTiers.empty())
        parts << QObject::tr("%n tiers hidden", nullptr, static_cast<int>(scene.hiddenTiers.size()));
    if (!scene.collapsedRacks.empty())
        parts << QObject::tr("%n racks collapsed", nullptr, static_cast<int>(scene.collapsedRacks.size()));
    if (!scene.annotations.empty())
        parts << QObject::tr("%n annotations", nullptr, static_cast<int>(scene.annotations.size()));
    if (!scene.design.empty())
        parts << qs(scene.design);
    return parts.join(QStringLiteral(" · "));
}

} // namespace

StorySession::StorySession(Workspace& workspace, QObject* parent)
    : QObject(parent)
    , m_workspace(workspace)
{
    DesignDocument& document = *m_workspace.document();
    connect(&document, &DesignDocument::storiesChanged, this, &StorySession::storiesEdited);
    connect(&document, &DesignDocument::designChanged, this, &StorySession::documentChanged);
    connect(m_workspace.view(), &ViewState::languageChanged, this, [this] {
        emit languageChanged();
        emit storiesChanged();
        emit sceneChanged();
    });
    connect(m_workspace.traffic(), &TrafficSession::resultChanged, this, &StorySession::trafficResultIn);
    connect(m_workspace.training(), &TrainingSession::resultChanged, this, &StorySession::trainingResultIn);
}

std::string StorySession::languageCode() const
{
    const QString language = m_workspace.view()->language();
    return language.section(QLatin1Char('_'), 0, 0).section(QLatin1Char('-'), 0, 0).toStdString();
}

const Story* StorySession::currentStoryOf(const Design& design) const
{
    if (const Story* story = findStory(design, m_storyName.toStdString()))
        return story;
    return nullptr;
}

QStringList StorySession::storyNames() const
{
    QStringList out;
    for (const Story& story : m_workspace.document()->design().stories)
        out << qs(story.name);
    return out;
}

int StorySession::currentStory() const
{
    return storyNames().indexOf(m_storyName);
}

void StorySession::setCurrentStory(int index)
{
    const QStringList names = storyNames();
    const QString name = index >= 0 && index < names.size() ? names[index] : QString();
    if (name == m_storyName)
        return;
    m_storyName = name;
    // The open design's story being played ends with another chosen; a lesson goes on.
    if (m_played && m_played->file.isEmpty())
        stop();
    if (!m_played)
        m_currentScene = -1;
    emit storiesChanged();
    emit sceneChanged();
}

QVariantList StorySession::scenes() const
{
    QVariantList out;
    const Story* story = currentStoryOf(m_workspace.document()->design());
    if (!story)
        return out;
    const std::string language = languageCode();
    for (std::size_t i = 0; i < story->scenes.size(); ++i) {
        const StoryScene& scene = story->scenes[i];
        const std::string title = textIn(scene.title, language);
        out.append(QVariantMap { { "title", title.empty() ? tr("Scene %1").arg(i + 1) : qs(title) },
            { "titleText", qs(title) }, { "caption", qs(textIn(scene.caption, language)) },
            { "details", detailsOf(scene) } });
    }
    return out;
}

// Another design opened (not an edit): the tab shows its first story; what was played of the
// design before ends, unless it is a lesson's scene loading its own design.
void StorySession::documentChanged()
{
    if (m_applying)
        return;
    const DesignDocument& document = *m_workspace.document();
    // A design the user opened ends a lesson; one without the story played ends that.
    const bool lessonLeft = m_played && !m_played->file.isEmpty() && document.loadGeneration() != m_loadGeneration;
    const bool storyGone = m_played && m_played->file.isEmpty() && !findStory(document.design(), m_played->story.name);
    if (lessonLeft || storyGone)
        stop();
    storiesEdited();
}

// The stories changed by an edit, an undo or another design: the tab keeps its story by name,
// else shows the first; a story of the design being played follows.
void StorySession::storiesEdited()
{
    const Design& design = m_workspace.document()->design();
    if (!findStory(design, m_storyName.toStdString()))
        m_storyName = design.stories.empty() ? QString() : qs(design.stories.front().name);
    if (m_played && m_played->file.isEmpty()) {
        if (const Story* story = findStory(design, m_played->story.name)) {
            m_played->story = *story;
            emit playingChanged();
        }
    }
    // The scene shown may have gone with an undo.
    if (!m_played || m_played->file.isEmpty()) {
        const Story* shown = currentStoryOf(design);
        m_currentScene = std::min(m_currentScene, shown ? static_cast<int>(shown->scenes.size()) - 1 : -1);
    }
    emit storiesChanged();
    emit sceneChanged();
}

bool StorySession::fail(const QString& why)
{
    m_error = why;
    emit errorChanged();
    return false;
}

void StorySession::succeed()
{
    if (m_error.isEmpty())
        return;
    m_error.clear();
    emit errorChanged();
}

bool StorySession::pushEdit(const std::function<Design(const Design&)>& edit, const QString& text)
{
    DesignDocument& document = *m_workspace.document();
    if (!document.topology())
        return fail(tr("No design is open."));
    try {
        document.pushDesign(edit(document.design()), text);
    } catch (const std::exception& error) {
        return fail(tr("%1: %2").arg(text, qs(error.what())));
    }
    succeed();
    return true;
}

bool StorySession::addStory(const QString& name)
{
    Story story;
    story.name = name.trimmed().toStdString();
    if (!pushEdit([&](const Design& design) { return withStoryAdded(design, story); },
            tr("Add story %1").arg(name.trimmed())))
        return false;
    m_storyName = name.trimmed();
    emit storiesChanged();
    return true;
}

bool StorySession::renameStory(int index, const QString& name)
{
    const QStringList names = storyNames();
    if (index < 0 || index >= names.size())
        return fail(tr("There is no story %1.").arg(index + 1));
    const bool shown = names[index] == m_storyName;
    if (!pushEdit(
            [&](const Design& design) {
                return withStoryRenamed(design, names[index].toStdString(), name.trimmed().toStdString());
            },
            tr("Rename story %1").arg(names[index])))
        return false;
    if (shown) {
        m_storyName = name.trimmed();
        emit storiesChanged();
    }
    return true;
}

bool StorySession::deleteStory(int index)
{
    const QStringList names = storyNames();
    if (index < 0 || index >= names.size())
        return fail(tr("There is no story %1.").arg(index + 1));
    return pushEdit([&](const Design& design) { return withoutStory(design, names[index].toStdString()); },
        tr("Delete story %1").arg(names[index]));
}

StoryScene StorySession::captureScene() const
{
    StoryScene scene;
    const ViewState& view = *m_workspace.view();
    const QRectF area = view.visibleArea();
    if (area.isValid())
        scene.camera = SceneCamera { area.x(), area.y(), area.width(), area.height() };
    for (const QString& tier : view.hiddenTiers())
        scene.hiddenTiers.push_back(tier.toStdString());
    for (const QString& rack : view.collapsedRacks())
        scene.collapsedRacks.push_back(rack.toStdString());
    for (const QString& device : view.selection()->names())
        scene.selection.push_back(device.toStdString());
    scene.annotations = m_workspace.annotations()->all();
    // The job whose loads the heatmap shows: the Training tab's while it is open, else the
    // Traffic tab's when it is saved in the design under its name.
    const Design& design = m_workspace.document()->design();
    TrainingSession& training = *m_workspace.training();
    TrafficSession& traffic = *m_workspace.traffic();
    if (view.currentTab() == QLatin1String("training")) {
        const QStringList names = training.jobNames();
        if (training.hasResult() && training.selectedJob() >= 0 && training.selectedJob() < names.size()) {
            scene.job = names[training.selectedJob()].toStdString();
            if (training.scrubUs() >= 0) // the moment chosen on the Gantt chart
                scene.timeUs = training.scrubUs();
        }
    } else if (traffic.result() && !traffic.job().name.empty()) {
        for (const JobSpec& job : design.jobs)
            if (job.name == traffic.job().name) {
                scene.job = job.name;
                scene.timeUs = traffic.timeUs();
            }
    }
    return scene;
}

bool StorySession::recordScene(const QString& title, const QString& caption)
{
    const Design& design = m_workspace.document()->design();
    if (!currentStoryOf(design)) {
        if (!addStory(qs(unusedStoryName(design, tr("Story").toStdString()))))
            return false;
    }
    const Story* story = currentStoryOf(m_workspace.document()->design());
    StoryScene scene = captureScene();
    const std::string language = languageCode();
    if (!title.trimmed().isEmpty())
        scene.title[language] = title.trimmed().toStdString();
    if (!caption.trimmed().isEmpty())
        scene.caption[language] = caption.trimmed().toStdString();
    const std::size_t count = story->scenes.size();
    const std::size_t at
        = m_currentScene >= 0 && static_cast<std::size_t>(m_currentScene) < count ? m_currentScene + 1 : count;
    const std::string name = story->name;
    if (!pushEdit([&](const Design& d) { return withSceneAdded(d, name, at, scene); },
            tr("Record scene %1 of %2").arg(at + 1).arg(qs(name))))
        return false;
    m_currentScene = static_cast<int>(at);
    emit sceneChanged();
    return true;
}

bool StorySession::rerecordScene(int index)
{
    const Story* story = currentStoryOf(m_workspace.document()->design());
    if (!story || index < 0 || static_cast<std::size_t>(index) >= story->scenes.size())
        return fail(tr("There is no scene %1.").arg(index + 1));
    StoryScene scene = captureScene();
    scene.title = story->scenes[index].title;
    scene.caption = story->scenes[index].caption;
    scene.design = story->scenes[index].design;
    const std::string name = story->name;
    return pushEdit([&](const Design& d) { return withSceneReplaced(d, name, index, scene); },
        tr("Record scene %1 of %2 again").arg(index + 1).arg(qs(name)));
}

bool StorySession::moveScene(int from, int to)
{
    if (from < 0 || to < 0)
        return fail(tr("There is no scene %1.").arg(std::min(from, to) + 1));
    const std::string name = m_storyName.toStdString();
    if (!pushEdit([&](const Design& d) { return withSceneMoved(d, name, from, to); },
            tr("Move scene %1 of %2").arg(from + 1).arg(m_storyName)))
        return false;
    if (m_currentScene == from) {
        m_currentScene = to;
        emit sceneChanged();
    }
    return true;
}

bool StorySession::renameScene(int index, const QString& title)
{
    const std::string name = m_storyName.toStdString();
    const std::string language = languageCode();
    return index >= 0
        && pushEdit(
            [&](const Design& d) { return withSceneTitle(d, name, index, language, title.trimmed().toStdString()); },
            tr("Rename scene %1 of %2").arg(index + 1).arg(m_storyName));
}

bool StorySession::recaptionScene(int index, const QString& caption)
{
    const std::string name = m_storyName.toStdString();
    const std::string language = languageCode();
    return index >= 0
        && pushEdit(
            [&](const Design& d) {
                return withSceneCaption(d, name, index, language, caption.trimmed().toStdString());
            },
            tr("Change the caption of scene %1 of %2").arg(index + 1).arg(m_storyName));
}

bool StorySession::deleteScene(int index)
{
    const std::string name = m_storyName.toStdString();
    if (index < 0)
        return fail(tr("There is no scene %1.").arg(index + 1));
    if (!pushEdit([&](const Design& d) { return withoutScene(d, name, index); },
            tr("Delete scene %1 of %2").arg(index + 1).arg(m_storyName)))
        return false;
    if (m_currentScene >= index) {
        m_currentScene = m_currentScene == index ? -1 : m_currentScene - 1;
        emit sceneChanged();
    }
    return true;
}

bool StorySession::setSceneText(int index, const QString& title, const QString& caption)
{
    const std::string name = m_storyName.toStdString();
    const std::string language = languageCode();
    return index >= 0
        && pushEdit(
            [&](const Design& d) {
                const Design titled = withSceneTitle(d, name, index, language, title.trimmed().toStdString());
                return withSceneCaption(titled, name, index, language, caption.trimmed().toStdString());
            },
            tr("Change the title and caption of scene %1 of %2").arg(index + 1).arg(m_storyName));
}

QVariantList StorySession::lessons() const
{
    QVariantList out;
    for (const LessonEntry& lesson : builtInLessons(languageCode()))
        out.append(QVariantMap { { "file", lesson.file }, { "name", lesson.name },
            { "description", lesson.description }, { "number", lesson.number } });
    return out;
}

} // namespace scalescope::gui
