// A scene shown: its design loaded when it names another, then everything it records set on the
// view, so that any scene shown after any other looks the same; and the player that steps through
// a story or a lesson.
#include "gui/adapters/StorySession.h"

#include "gui/QtText.h"
#include "design/StoryEdits.h"
#include "gui/adapters/StoryLessons.h"
#include "gui/adapters/Workspace.h"

#include <QFile>
#include <QFileInfo>

namespace scalescope::gui {
namespace {

bool isResource(const QString& path)
{
    return path.startsWith(QLatin1String(":/"));
}

} // namespace

bool StorySession::applyScene(int index)
{
    const Story* story = currentStoryOf(m_workspace.document()->design());
    if (!story || index < 0 || static_cast<std::size_t>(index) >= story->scenes.size())
        return fail(tr("There is no scene %1.").arg(index + 1));
    // The story being played steps there; else the scene shows on the open design.
    if (m_played && m_played->file.isEmpty() && m_played->story.name == story->name)
        return goTo(index) || index == m_currentScene;
    m_currentScene = index;
    applyView(story->scenes[index]);
    applyJob(story->scenes[index]);
    succeed();
    emit sceneChanged();
    return true;
}

bool StorySession::play(bool present)
{
    const Story* story = currentStoryOf(m_workspace.document()->design());
    if (!story || story->scenes.empty())
        return fail(tr("The story has no scenes to play: record one first."));
    m_played = Played { *story, QString(), present && !m_workspace.view()->presenting() };
    if (present)
        m_workspace.view()->setPresenting(true);
    emit playingChanged();
    return applyPlayed(0);
}

bool StorySession::openLesson(const QString& file, bool present)
{
    const QString path = lessonPath(file);
    const QString what = tr("open the lesson %1").arg(QFileInfo(path).fileName());
    // Through the one path that replaces the document: asked first when the design has unsaved
    // changes, done once the user has chosen.
    return m_workspace.files()->replace(what, [this, path, present] {
        if (!loadDesignOf(path))
            return false;
        const Design& design = m_workspace.document()->design();
        if (design.stories.empty() || design.stories.front().scenes.empty())
            return fail(tr("%1 holds no story to play.").arg(path));
        m_storyName = qs(design.stories.front().name);
        m_played = Played { design.stories.front(), path, present && !m_workspace.view()->presenting() };
        if (present)
            m_workspace.view()->setPresenting(true);
        emit storiesChanged();
        emit playingChanged();
        return applyPlayed(0);
    });
}

// Loads a design file (a resource or a file on disk) as the open design, marked as a lesson's
// scene loading it, so that the player goes on.
bool StorySession::loadDesignOf(const QString& path)
{
    DesignDocument& document = *m_workspace.document();
    m_applying = true;
    bool loaded = false;
    if (isResource(path)) {
        QFile file(path);
        loaded = file.open(QIODevice::ReadOnly) && document.loadText(file.readAll(), path);
        if (!file.isOpen())
            fail(tr("The program holds no file %1.").arg(path));
    } else {
        loaded = document.load(path);
    }
    m_applying = false;
    m_loadGeneration = document.loadGeneration();
    if (!loaded)
        return fail(document.errorText().isEmpty() ? tr("%1 could not be opened.").arg(path) : document.errorText());
    m_shownDesign = path;
    return true;
}

bool StorySession::applyPlayed(int index)
{
    if (!m_played || index < 0 || static_cast<std::size_t>(index) >= m_played->story.scenes.size())
        return false;
    const StoryScene& scene = m_played->story.scenes[index];
    // A lesson's scene shows its own design, or the lesson's: loaded when another is shown,
    // through the one path that replaces the document (changes to the one shown asked about first).
    if (!m_played->file.isEmpty()) {
        const QString path = sceneDesignPath(m_played->file, scene.design);
        if (path != m_shownDesign) {
            const QString what = tr("show scene %1, which shows %2").arg(index + 1).arg(QFileInfo(path).fileName());
            return m_workspace.files()->replace(what, [this, path, index] {
                if (!m_played || !loadDesignOf(path))
                    return false;
                return showPlayed(index);
            });
        }
    }
    return showPlayed(index);
}

bool StorySession::showPlayed(int index)
{
    const StoryScene scene = m_played->story.scenes[index];
    m_currentScene = index;
    applyView(scene);
    applyJob(scene);
    succeed();
    emit sceneChanged();
    return true;
}

// Everything the scene records, set whether or not it differs from what is shown: tiers,
// collapsed racks, the selection by name (names this design lacks left out), annotations and the
// camera (the whole design without one).
void StorySession::applyView(const StoryScene& scene)
{
    ViewState& view = *m_workspace.view();
    QStringList tiers;
    for (const std::string& tier : scene.hiddenTiers)
        tiers << qs(tier);
    view.setHiddenTiers(tiers);
    QStringList racks;
    for (const std::string& rack : scene.collapsedRacks)
        racks << qs(rack);
    view.setCollapsedRacks(racks);
    std::vector<int> nodes;
    if (const auto topology = m_workspace.document()->topology())
        for (const std::string& device : scene.selection)
            if (const auto node = topology->findNode(device))
                nodes.push_back(static_cast<int>(*node));
    view.selection()->setNodes(nodes);
    m_workspace.annotations()->replaceAll(scene.annotations);
    if (scene.camera)
        m_workspace.showArea(QRectF(scene.camera->x, scene.camera->y, scene.camera->width, scene.camera->height));
    else
        m_workspace.fitToView();
}

// The scene's job run and shown at its time; without one, no heatmap.
void StorySession::applyJob(const StoryScene& scene)
{
    TrafficSession& traffic = *m_workspace.traffic();
    TrainingSession& training = *m_workspace.training();
    ViewState& view = *m_workspace.view();
    m_pendingTimeUs.reset();
    m_pendingEnd = false;
    m_pendingTraining = false;
    const QString job = qs(scene.job);
    const int trainingJob = job.isEmpty() ? -1 : static_cast<int>(training.jobNames().indexOf(job));
    // The Training tab's heatmap shows a training job's loads, the others a collective's: while
    // playing, the tab follows the scene's job (from the Stories tab's list it stays).
    if (trainingJob >= 0) {
        traffic.clearResult();
        m_pendingTimeUs = scene.timeUs;
        m_pendingTraining = true;
        training.setSelectedJob(trainingJob); // runs it, unless it is the job shown already
        if (m_played)
            view.setCurrentTab(QStringLiteral("training"));
        trainingResultIn();
        return;
    }
    if (m_played && view.currentTab() == QLatin1String("training"))
        view.setCurrentTab(QStringLiteral("stories"));
    if (job.isEmpty() || !traffic.loadJob(job)) {
        traffic.clearResult();
        return;
    }
    m_pendingTimeUs = scene.timeUs;
    m_pendingEnd = !scene.timeUs;
    traffic.setPlaying(false);
    traffic.run();
}

// The scene's job has run: shown at the scene's time (or its end).
void StorySession::trafficResultIn()
{
    TrafficSession& traffic = *m_workspace.traffic();
    if (m_pendingTraining || traffic.running() || (!m_pendingTimeUs && !m_pendingEnd))
        return;
    if (!traffic.hasTimeline() && traffic.error().isEmpty())
        return; // not the run's result (a result dropped on the way)
    traffic.seek(m_pendingTimeUs ? *m_pendingTimeUs : traffic.durationUs());
    m_pendingTimeUs.reset();
    m_pendingEnd = false;
}

// The scene's training job has run (or was shown already): its moment, or the whole iteration.
void StorySession::trainingResultIn()
{
    TrainingSession& training = *m_workspace.training();
    if (!m_pendingTraining || training.running() || !training.hasResult())
        return;
    if (m_pendingTimeUs)
        training.scrubToTimeUs(*m_pendingTimeUs);
    else
        training.clearScrub();
    m_pendingTimeUs.reset();
    m_pendingTraining = false;
}

QString StorySession::playedStory() const
{
    return m_played ? qs(m_played->story.name) : QString();
}

int StorySession::sceneCount() const
{
    return m_played ? static_cast<int>(m_played->story.scenes.size()) : 0;
}

QString StorySession::sceneTitle() const
{
    if (!m_played || m_currentScene < 0 || m_currentScene >= sceneCount())
        return {};
    const std::string title = textIn(m_played->story.scenes[m_currentScene].title, languageCode());
    return title.empty() ? tr("Scene %1").arg(m_currentScene + 1) : qs(title);
}

QString StorySession::sceneCaption() const
{
    if (!m_played || m_currentScene < 0 || m_currentScene >= sceneCount())
        return {};
    return qs(textIn(m_played->story.scenes[m_currentScene].caption, languageCode()));
}

QString StorySession::position() const
{
    return m_played ? tr("%1 / %2").arg(m_currentScene + 1).arg(sceneCount()) : QString();
}

bool StorySession::goTo(int index)
{
    if (!m_played || index < 0 || index >= sceneCount() || index == m_currentScene)
        return false;
    return applyPlayed(index);
}

bool StorySession::next()
{
    return goTo(m_currentScene + 1);
}

bool StorySession::back()
{
    return goTo(m_currentScene - 1);
}

bool StorySession::first()
{
    return goTo(0);
}

bool StorySession::last()
{
    return goTo(sceneCount() - 1);
}

void StorySession::stop()
{
    if (!m_played)
        return;
    const bool leavePresenting = m_played->startedPresenting;
    m_played.reset();
    if (leavePresenting)
        m_workspace.view()->setPresenting(false);
    emit playingChanged();
    emit sceneChanged();
}

} // namespace scalescope::gui
