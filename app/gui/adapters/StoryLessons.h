// The built-in lessons: design files named NN-<slug>.lesson.scalescope.json compiled into the
// program at :/resources/lessons/ (beside the examples at :/resources/examples/, so that a
// scene's "design": "../examples/X.scalescope.json" names the same file inside the program as in
// the source tree), listed for File > Lessons… with their story's name and description; and where
// a scene's design file is, relative to the file its story is in.
#pragma once

#include <QString>
#include <QStringList>

#include <string>
#include <vector>

namespace scalescope::gui {

inline const QString kLessonFolder = QStringLiteral(":/resources/lessons");

struct LessonEntry {
    QString file; // its resource path
    int number = 0; // NN of its name
    QString name; // its story's name
    QString description; // in the language asked for, else English
};

// Every built-in lesson in the order of their numbers. A lesson whose story cannot be read is
// listed by its file's name, to fail with the reader's message when opened.
std::vector<LessonEntry> builtInLessons(const std::string& language);

// The file a scene's `design` names, relative to the file the story is in (a resource path stays
// one); empty `design`: the story's own file.
QString sceneDesignPath(const QString& storyFile, const std::string& design);

// A path or a file: URL as a path; resource paths (":/...") as they are.
QString lessonPath(const QString& fileOrUrl);

} // namespace scalescope::gui
