// Stories: named lists of scenes saved in a design file under "stories", each scene a view of the
// design to show a room (camera, tiers, racks collapsed, selection, a job at a simulated time,
// annotations) with a caption. The built-in lessons are design files of the same format whose
// scenes may each name the design they show.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace scalescope {

// Text in several languages, keyed by language code ("en", "zh"): a caption written once by a
// user holds one entry, a lesson's two. Shown in the interface's language, else in English, else
// the first there is.
using LocalizedText = std::map<std::string, std::string>;

// The text of `text` to show in `language` ("zh", "zh_CN" and "zh-Hans" all match "zh"); empty when
// there is none.
std::string textIn(const LocalizedText& text, const std::string& language);

// What an annotation draws: an arrow from `from` to `to` (its head at `to`), a text box whose top
// left corner is `from`, or a highlight frame with `from` and `to` as opposite corners.
enum class AnnotationKind : std::uint8_t { Arrow, Text, Frame };

// A colour of the theme by name, drawn in each theme's shade of it.
inline constexpr const char* kAnnotationColours[]
    = { "accent", "red", "orange", "yellow", "green", "blue", "purple", "grey" };

// A point on the canvas, in scene units (the layout's coordinates, so that it stays with what it
// points at whatever the window's size).
struct ScenePoint {
    double x = 0;
    double y = 0;
    bool operator==(const ScenePoint&) const = default;
};

struct Annotation {
    AnnotationKind kind = AnnotationKind::Arrow;
    ScenePoint from;
    ScenePoint to; // unused by a text box
    std::string text; // a text box's text; an arrow's or a frame's label, may be empty
    std::string colour = "accent"; // one of kAnnotationColours
    bool operator==(const Annotation&) const = default;
};

// The part of the scene on screen, in scene units: the view fits it into the window.
struct SceneCamera {
    double x = 0;
    double y = 0;
    double width = 0;
    double height = 0;
    bool operator==(const SceneCamera&) const = default;
};

struct StoryScene {
    LocalizedText title; // may be empty
    LocalizedText caption; // two or three sentences, may be empty
    // A lesson's scene may show another design: a design file's path relative to the file the
    // story is in. Empty: the design the story is saved in (a user's own stories always).
    std::string design;
    std::optional<SceneCamera> camera; // absent: the whole design fitted
    std::vector<std::string> hiddenTiers; // as ViewState names them: "nvlink", "infiniband", ...
    std::vector<std::string> collapsedRacks; // by name
    std::vector<std::string> selection; // device names; two GPUs show the route between them
    // A job saved in the design (a collective or a training job) by name, and the simulated time
    // its heatmap shows (absent: the run's end, or the whole iteration's average).
    std::string job;
    std::optional<double> timeUs;
    std::vector<Annotation> annotations;
    bool operator==(const StoryScene&) const = default;
};

struct Story {
    std::string name; // unique among the design's stories
    LocalizedText description;
    std::vector<StoryScene> scenes;
    bool operator==(const Story&) const = default;
};

const char* toString(AnnotationKind kind);
std::optional<AnnotationKind> parseAnnotationKind(const std::string& text);
bool isAnnotationColour(const std::string& colour);

} // namespace scalescope
