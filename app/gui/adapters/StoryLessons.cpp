#include "gui/adapters/StoryLessons.h"

#include "design/Story.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrl>

#include <algorithm>

namespace scalescope::gui {
namespace {

// A story's "description" (an object of language -> text, or a plain string) in a language.
QString describedIn(const QJsonValue& value, const std::string& language)
{
    if (value.isString())
        return value.toString();
    LocalizedText text;
    const QJsonObject object = value.toObject();
    for (auto it = object.begin(); it != object.end(); ++it)
        text[it.key().toStdString()] = it.value().toString().toStdString();
    return QString::fromStdString(textIn(text, language));
}

} // namespace

std::vector<LessonEntry> builtInLessons(const std::string& language)
{
    std::vector<LessonEntry> lessons;
    const QDir folder(kLessonFolder);
    for (const QString& name : folder.entryList({ QStringLiteral("*.lesson.scalescope.json") }, QDir::Files)) {
        LessonEntry lesson;
        lesson.file = folder.filePath(name);
        lesson.number = name.section(QLatin1Char('-'), 0, 0).toInt();
        lesson.name = name.section(QStringLiteral(".lesson"), 0, 0);
        // Only the list's words are read here; opening the lesson reads all of it (DesignFile).
        QFile file(lesson.file);
        if (file.open(QIODevice::ReadOnly)) {
            const QJsonArray stories = QJsonDocument::fromJson(file.readAll()).object().value("stories").toArray();
            if (!stories.isEmpty()) {
                const QJsonObject story = stories.first().toObject();
                lesson.name = story.value("name").toString(lesson.name);
                lesson.description = describedIn(story.value("description"), language);
            }
        }
        lessons.push_back(lesson);
    }
    std::stable_sort(
        lessons.begin(), lessons.end(), [](const LessonEntry& a, const LessonEntry& b) { return a.number < b.number; });
    return lessons;
}

QString sceneDesignPath(const QString& storyFile, const std::string& design)
{
    if (design.empty())
        return storyFile;
    const QString relative = QString::fromStdString(design);
    if (QDir::isAbsolutePath(relative) || relative.startsWith(QLatin1String(":/")))
        return QDir::cleanPath(relative);
    return QDir::cleanPath(QFileInfo(storyFile).path() + QLatin1Char('/') + relative);
}

QString lessonPath(const QString& fileOrUrl)
{
    if (fileOrUrl.startsWith(QLatin1String("file:")))
        return QUrl(fileOrUrl).toLocalFile();
    if (fileOrUrl.startsWith(QLatin1String("qrc:")))
        return QLatin1Char(':') + QUrl(fileOrUrl).path();
    return fileOrUrl;
}

} // namespace scalescope::gui
