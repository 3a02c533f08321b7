// The design's stories as the Stories tab and the story player see them (workspace.stories): the
// stories and the chosen story's scenes as plain values for QML; a story added, renamed or deleted,
// the current view recorded as a scene, scenes moved, retitled, recaptioned and deleted, each one
// command on the document's undo stack (core/design/StoryEdits). Applying a scene brings its whole
// view back (tiers, collapsed racks, selection, annotations, the camera, the job at its time), so
// that stepping back to a scene undoes what the next one set. The player steps through a story of
// the open design or a lesson (StoryLessons.h), whose scenes may each show a design of their own.
#pragma once

#include "design/Design.h"

#include <QObject>
#include <QRectF>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <optional>

namespace scalescope::gui {

class Workspace;

class StorySession : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The workspace owns the stories")
    // The open design's stories by name, in their order, and the one the tab shows (-1: none).
    Q_PROPERTY(QStringList storyNames READ storyNames NOTIFY storiesChanged)
    Q_PROPERTY(int currentStory READ currentStory WRITE setCurrentStory NOTIFY storiesChanged)
    // The current story's scenes, each { title ("Scene 3" when it has none), titleText (its own,
    // may be empty), caption (both in the interface's language), details }.
    Q_PROPERTY(QVariantList scenes READ scenes NOTIFY storiesChanged)
    // The scene last applied of the story shown or played (-1: none).
    Q_PROPERTY(int currentScene READ currentScene NOTIFY sceneChanged)
    // A story is being played: the player's panel shows over the canvas and takes the keys.
    Q_PROPERTY(bool playing READ playing NOTIFY playingChanged)
    Q_PROPERTY(QString playedStory READ playedStory NOTIFY playingChanged)
    Q_PROPERTY(int sceneCount READ sceneCount NOTIFY playingChanged)
    // The played scene's title and caption in the interface's language, and "3 / 7".
    Q_PROPERTY(QString sceneTitle READ sceneTitle NOTIFY sceneChanged)
    Q_PROPERTY(QString sceneCaption READ sceneCaption NOTIFY sceneChanged)
    Q_PROPERTY(QString position READ position NOTIFY sceneChanged)
    // The built-in lessons: { file, name, description, number }.
    Q_PROPERTY(QVariantList lessons READ lessons NOTIFY languageChanged)
    // Why the last action could not be done (a name taken, a lesson that does not read); empty
    // after one that could.
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)

public:
    explicit StorySession(Workspace& workspace, QObject* parent = nullptr);

    QStringList storyNames() const;
    int currentStory() const;
    void setCurrentStory(int index);
    QVariantList scenes() const;
    int currentScene() const { return m_currentScene; }
    bool playing() const { return m_played.has_value(); }
    QString playedStory() const;
    int sceneCount() const;
    QString sceneTitle() const;
    QString sceneCaption() const;
    QString position() const;
    QVariantList lessons() const;
    QString error() const { return m_error; }

    // The stories of the open design: each one undoable edit; false (and `error`) when refused.
    Q_INVOKABLE bool addStory(const QString& name);
    Q_INVOKABLE bool renameStory(int index, const QString& name);
    Q_INVOKABLE bool deleteStory(int index);
    // The current view as a new scene of the current story (a story "Story" made first when the
    // design has none), after the scene applied last or else at the end, with a title and a
    // caption in the interface's language.
    Q_INVOKABLE bool recordScene(const QString& title, const QString& caption);
    // The current view in place of a scene, keeping its title and caption.
    Q_INVOKABLE bool rerecordScene(int index);
    Q_INVOKABLE bool moveScene(int from, int to);
    Q_INVOKABLE bool renameScene(int index, const QString& title);
    Q_INVOKABLE bool recaptionScene(int index, const QString& caption);
    Q_INVOKABLE bool deleteScene(int index);
    // Both at once, as one edit (the tab's Save title and caption).
    Q_INVOKABLE bool setSceneText(int index, const QString& title, const QString& caption);

    // Shows a scene of the current story (the tab's list).
    Q_INVOKABLE bool applyScene(int index);
    // Plays the current story from its first scene; `present` also enters presentation mode.
    Q_INVOKABLE bool play(bool present);
    // Opens a lesson file (a built-in's resource path, or a file's URL or path) as the design,
    // through the question about unsaved changes, and plays its story; false when it waits for
    // the answer or cannot be played (`error`).
    Q_INVOKABLE bool openLesson(const QString& file, bool present);
    // The player's steps; each false at the end it cannot pass.
    Q_INVOKABLE bool next();
    Q_INVOKABLE bool back();
    Q_INVOKABLE bool first();
    Q_INVOKABLE bool last();
    Q_INVOKABLE bool goTo(int index);
    // Ends playing (and presentation mode, when playing started it).
    Q_INVOKABLE void stop();

    // The scene the view shows now, as recordScene records it (without title and caption).
    StoryScene captureScene() const;

signals:
    void storiesChanged();
    void sceneChanged();
    void playingChanged();
    void errorChanged();
    void languageChanged();

private:
    // What the player steps through: a copy of the story (its design may be replaced by a scene's
    // own) and the file it is in (empty: the open design's own story, followed through edits).
    struct Played {
        Story story;
        QString file;
        bool startedPresenting = false;
    };

    std::string languageCode() const; // "en", "zh": the interface's language without its region
    const Story* currentStoryOf(const Design& design) const;
    // Pushes the design with the current story edited as one command; false and `error` when the
    // edit throws.
    bool pushEdit(const std::function<Design(const Design&)>& edit, const QString& text);
    bool fail(const QString& why);
    void succeed();
    void documentChanged();
    void storiesEdited();

    // Applies a scene of what is played: loads its design when it shows another (asking first
    // about unsaved changes, through DocumentFiles; false while the question waits), then shows it.
    bool applyPlayed(int index);
    // The played scene `index` on the design shown: its view and its job.
    bool showPlayed(int index);
    void applyView(const StoryScene& scene);
    void applyJob(const StoryScene& scene);
    void trafficResultIn();
    void trainingResultIn();
    bool loadDesignOf(const QString& path);

    Workspace& m_workspace;
    QString m_storyName; // the Stories tab's story, by name
    std::optional<Played> m_played;
    int m_currentScene = -1;
    QString m_shownDesign; // the file of the design a lesson's scene loaded last
    std::optional<double> m_pendingTimeUs; // the scene's time, shown once its job's run is in
    bool m_pendingEnd = false; // the job's run shown at its end once in
    // A training job's: its moment (m_pendingTimeUs, absent for the whole iteration) once its run is in.
    bool m_pendingTraining = false;
    bool m_applying = false; // a scene's design is loading: not a design opened by the user
    int m_loadGeneration = -1; // the document's, after the last design a lesson loaded
    QString m_error;
};

} // namespace scalescope::gui
