#include "io/StoryFile.h"

#include "model/Localized.h"
#include "model/NameCheck.h"
#include "util/JsonDocument.h"
#include "model/Names.h"

#include <cmath>
#include <map>
#include <regex>

namespace scalescope {
namespace {

using Need = JsonFields::Need;
using ordered_json = nlohmann::ordered_json;

// Scene coordinates are as far out as the layout's own positions may be (DesignFile.cpp reads
// "layout" positions within the same bound): a point beyond it could never be on screen.
constexpr double kMaxSceneCoordinate = 1e9;
// The longest simulated time a scene shows, in microseconds: about eleven days, far beyond any
// collective or training iteration the simulator runs, and exact as a double.
constexpr double kMaxSceneTimeUs = 1e12;

std::string indexed(const std::string& pointer, std::size_t i)
{
    return pointer + '/' + std::to_string(i);
}

// "en", "zh", "zh_CN", "zh-Hans": two or three letters, then parts after '_' or '-'.
bool isLanguageCode(const std::string& code)
{
    static const std::regex pattern("[A-Za-z]{2,3}([_-][A-Za-z0-9]{1,8}){0,3}");
    return std::regex_match(code, pattern);
}

// A text in several languages: an object of language code -> free text, or a plain string read as
// English.
LocalizedText parseLocalized(JsonFields& f, const char* key)
{
    LocalizedText text;
    const nlohmann::json* value = f.value(key, Need::Optional);
    if (!value)
        return text;
    const std::string pointer = f.pointerTo(key);
    if (value->is_string()) {
        if (const auto plain = f.text(key, Need::Optional))
            text["en"] = *plain;
        return text;
    }
    if (!value->is_object()) {
        f.problems().add(pointer,
            localized(QT_TRANSLATE_NOOP("scalescope-core",
                          "expected a text, or an object of texts by language ({\"en\": ..., \"zh\": ...}), found %1"),
                { jsonTypeName(*value) }));
        return text;
    }
    JsonFields languages(*value, pointer, f.problems());
    for (const auto& item : value->items()) {
        if (!isLanguageCode(item.key())) {
            f.problems().add(pointer + '/' + jsonPointerToken(item.key()),
                localized(QT_TRANSLATE_NOOP(
                              "scalescope-core", "\"%1\" is not a language code such as \"en\", \"zh\" or \"zh_CN\""),
                    { printableText(item.key(), 40) }));
            continue;
        }
        if (const auto words = languages.text(item.key()))
            text[item.key()] = *words;
    }
    return text;
}

std::optional<ScenePoint> parsePoint(JsonFields& f, const char* key, Need need)
{
    const nlohmann::json* value = f.value(key, need);
    if (!value)
        return std::nullopt;
    const auto coordinate = [](const nlohmann::json& v) {
        return v.is_number() && std::isfinite(v.get<double>()) && std::fabs(v.get<double>()) <= kMaxSceneCoordinate;
    };
    if (!value->is_array() || value->size() != 2 || !coordinate((*value)[0]) || !coordinate((*value)[1])) {
        f.problems().add(f.pointerTo(key),
            localized(QT_TRANSLATE_NOOP("scalescope-core",
                          "expected [x, y], two numbers within \xc2\xb1"
                          "1e9 scene units, found %1"),
                { describeJsonValue(*value) }));
        return std::nullopt;
    }
    return ScenePoint { (*value)[0].get<double>(), (*value)[1].get<double>() };
}

Annotation parseAnnotation(JsonFields& f)
{
    Annotation annotation;
    if (const auto kind = f.string("kind")) {
        if (const auto parsed = parseAnnotationKind(*kind))
            annotation.kind = *parsed;
        else
            f.problems().add(f.pointerTo("kind"),
                localized(
                    QT_TRANSLATE_NOOP("scalescope-core", "\"%1\" is not one of: %2"), { *kind, "arrow, text, frame" }));
    }
    annotation.from = parsePoint(f, "from", Need::Required).value_or(ScenePoint {});
    // A text box is placed by its corner alone; an arrow and a frame need both ends.
    const Need needTo = annotation.kind == AnnotationKind::Text ? Need::Optional : Need::Required;
    annotation.to = parsePoint(f, "to", needTo).value_or(ScenePoint {});
    annotation.text = f.text("text", Need::Optional).value_or("");
    if (const auto colour = f.string("colour", Need::Optional)) {
        if (isAnnotationColour(*colour))
            annotation.colour = *colour;
        else
            f.problems().add(f.pointerTo("colour"),
                localized(QT_TRANSLATE_NOOP("scalescope-core", "\"%1\" is not one of: %2"),
                    { *colour, "accent, red, orange, yellow, green, blue, purple, grey" }));
    }
    f.rejectUnknownKeys();
    return annotation;
}

// Relative, with '/' between folders, and climbing at most one folder (a lesson's "../examples/").
void checkDesignPath(JsonFields& f, const std::string& path)
{
    const std::string pointer = f.pointerTo("design");
    // `why` is a text with the path as %1.
    const auto refuse
        = [&](const char* why) { f.problems().add(pointer, localized(why, { printableText(path, 80) })); };
    if (path.empty())
        return refuse(QT_TRANSLATE_NOOP(
            "scalescope-core", "\"%1\" is empty: leave \"design\" out for the design the story is in"));
    if (path.front() == '/' || (path.size() > 1 && path[1] == ':'))
        return refuse(
            QT_TRANSLATE_NOOP("scalescope-core", "\"%1\" is absolute: give the design's path relative to this file"));
    if (path.find('\\') != std::string::npos)
        return refuse(QT_TRANSLATE_NOOP("scalescope-core", "\"%1\" holds '\\': separate folders with '/'"));
    int climbs = 0;
    std::size_t start = 0;
    for (std::size_t part = 0; start <= path.size(); ++part) {
        const std::size_t end = std::min(path.find('/', start), path.size());
        const std::string folder = path.substr(start, end - start);
        if (folder == "..") {
            if (part != 0 || ++climbs > 1)
                return refuse(QT_TRANSLATE_NOOP("scalescope-core",
                    "\"%1\" climbs out of the folder beside this file's (only a leading \"../\" is allowed)"));
        } else if (folder.empty() || folder == ".") {
            return refuse(QT_TRANSLATE_NOOP("scalescope-core", "\"%1\" has an empty or \".\" part"));
        }
        start = end + 1;
    }
}

// A list of names (devices, racks, tiers), each once.
std::vector<std::string> parseNames(JsonFields& f, const char* key)
{
    std::vector<std::string> names;
    const nlohmann::json* list = f.array(key, Need::Optional);
    if (!list)
        return names;
    std::map<std::string, std::size_t> seen;
    for (std::size_t i = 0; i < list->size(); ++i) {
        const std::string pointer = indexed(f.pointerTo(key), i);
        const nlohmann::json& item = (*list)[i];
        if (!item.is_string()) {
            f.problems().add(pointer,
                localized(QT_TRANSLATE_NOOP("scalescope-core", "expected a name, found %1"), { jsonTypeName(item) }));
            continue;
        }
        const std::string name = item.get<std::string>();
        if (const auto problem = nameProblem(name)) {
            f.problems().add(pointer,
                localized(QT_TRANSLATE_NOOP("scalescope-core", "\"%1\" %2"), { printableText(name, 40), *problem }));
            continue;
        }
        const auto [first, inserted] = seen.emplace(name, i);
        if (!inserted) {
            f.problems().add(pointer,
                localized(QT_TRANSLATE_NOOP("scalescope-core", "\"%1\" is given twice (%2)"),
                    { name, indexed(f.pointerTo(key), first->second) }));
            continue;
        }
        names.push_back(name);
    }
    return names;
}

std::optional<SceneCamera> parseCamera(JsonFields& scene)
{
    const nlohmann::json* value = scene.object("camera", Need::Optional);
    if (!value)
        return std::nullopt;
    JsonFields f(*value, scene.pointerTo("camera"), scene.problems());
    const auto x = f.number("x", -kMaxSceneCoordinate, kMaxSceneCoordinate);
    const auto y = f.number("y", -kMaxSceneCoordinate, kMaxSceneCoordinate);
    const auto width = f.number("width", 0, kMaxSceneCoordinate);
    const auto height = f.number("height", 0, kMaxSceneCoordinate);
    for (const auto& [key, size] : { std::pair { "width", width }, std::pair { "height", height } })
        if (size && *size <= 0)
            f.problems().add(f.pointerTo(key),
                localized(
                    QT_TRANSLATE_NOOP("scalescope-core", "must be positive: a camera shows an area of the scene")));
    f.rejectUnknownKeys();
    if (!x || !y || !width || !height || *width <= 0 || *height <= 0)
        return std::nullopt;
    return SceneCamera { *x, *y, *width, *height };
}

StoryScene parseScene(JsonFields& f)
{
    StoryScene scene;
    scene.title = parseLocalized(f, "title");
    scene.caption = parseLocalized(f, "caption");
    if (const auto design = f.string("design", Need::Optional)) {
        checkDesignPath(f, *design);
        scene.design = *design;
    }
    scene.camera = parseCamera(f);
    scene.hiddenTiers = parseNames(f, "hidden_tiers");
    for (std::size_t i = 0; i < scene.hiddenTiers.size(); ++i)
        if (!parseLinkTier(scene.hiddenTiers[i]))
            f.problems().add(indexed(f.pointerTo("hidden_tiers"), i),
                localized(QT_TRANSLATE_NOOP("scalescope-core", "\"%1\" is not one of: %2"),
                    { scene.hiddenTiers[i], allLinkTierNames() }));
    scene.collapsedRacks = parseNames(f, "collapsed_racks");
    scene.selection = parseNames(f, "selection");
    if (const auto job = f.string("job", Need::Optional)) {
        if (job->empty())
            f.problems().add(f.pointerTo("job"),
                localized(QT_TRANSLATE_NOOP("scalescope-core", "must not be empty: leave \"job\" out for no traffic")));
        scene.job = *job;
    }
    scene.timeUs = f.number("time_us", 0, kMaxSceneTimeUs, Need::Optional);
    if (const nlohmann::json* list = f.array("annotations", Need::Optional))
        for (std::size_t i = 0; i < list->size(); ++i) {
            JsonFields annotation((*list)[i], indexed(f.pointerTo("annotations"), i), f.problems());
            scene.annotations.push_back(parseAnnotation(annotation));
        }
    f.rejectUnknownKeys();
    return scene;
}

Story parseStory(JsonFields& f)
{
    Story story;
    story.name = f.nonEmptyString("name");
    story.description = parseLocalized(f, "description");
    if (const nlohmann::json* scenes = f.array("scenes", Need::Optional))
        for (std::size_t i = 0; i < scenes->size(); ++i) {
            JsonFields scene((*scenes)[i], indexed(f.pointerTo("scenes"), i), f.problems());
            story.scenes.push_back(parseScene(scene));
        }
    f.rejectUnknownKeys();
    return story;
}

ordered_json localizedJson(const LocalizedText& text)
{
    ordered_json out = ordered_json::object();
    for (const auto& [language, words] : text)
        out[language] = words;
    return out;
}

ordered_json pointJson(const ScenePoint& point)
{
    return ordered_json::array({ point.x, point.y });
}

ordered_json annotationJson(const Annotation& annotation)
{
    ordered_json out = ordered_json::object();
    out["kind"] = toString(annotation.kind);
    out["from"] = pointJson(annotation.from);
    // A text box's "to" is unused; kept when set, so that what is written reads back the same.
    if (annotation.kind != AnnotationKind::Text || !(annotation.to == ScenePoint {}))
        out["to"] = pointJson(annotation.to);
    if (!annotation.text.empty())
        out["text"] = annotation.text;
    out["colour"] = annotation.colour;
    return out;
}

ordered_json sceneJson(const StoryScene& scene)
{
    ordered_json out = ordered_json::object();
    if (!scene.title.empty())
        out["title"] = localizedJson(scene.title);
    if (!scene.caption.empty())
        out["caption"] = localizedJson(scene.caption);
    if (!scene.design.empty())
        out["design"] = scene.design;
    if (scene.camera)
        out["camera"] = { { "x", scene.camera->x }, { "y", scene.camera->y }, { "width", scene.camera->width },
            { "height", scene.camera->height } };
    if (!scene.hiddenTiers.empty())
        out["hidden_tiers"] = scene.hiddenTiers;
    if (!scene.collapsedRacks.empty())
        out["collapsed_racks"] = scene.collapsedRacks;
    if (!scene.selection.empty())
        out["selection"] = scene.selection;
    if (!scene.job.empty())
        out["job"] = scene.job;
    if (scene.timeUs)
        out["time_us"] = *scene.timeUs;
    if (!scene.annotations.empty()) {
        ordered_json list = ordered_json::array();
        for (const Annotation& annotation : scene.annotations)
            list.push_back(annotationJson(annotation));
        out["annotations"] = std::move(list);
    }
    return out;
}

bool hasJob(const Design& design, const std::string& name)
{
    for (const JobSpec& job : design.jobs)
        if (job.name == name)
            return true;
    for (const TrainingJobSpec& job : design.trainingJobs)
        if (job.name == name)
            return true;
    return false;
}

std::string jobNames(const Design& design)
{
    std::string names;
    for (const JobSpec& job : design.jobs)
        names += (names.empty() ? "" : ", ") + job.name;
    for (const TrainingJobSpec& job : design.trainingJobs)
        names += (names.empty() ? "" : ", ") + job.name;
    return names.empty() ? localized(QT_TRANSLATE_NOOP("scalescope-core", "it has none"))
                         : localized(QT_TRANSLATE_NOOP("scalescope-core", "its jobs: %1"), { names });
}

} // namespace

std::vector<Story> parseStories(JsonFields& parent)
{
    std::vector<Story> stories;
    const nlohmann::json* list = parent.array("stories", Need::Optional);
    if (!list)
        return stories;
    std::map<std::string, std::size_t> seen;
    for (std::size_t i = 0; i < list->size(); ++i) {
        JsonFields f((*list)[i], indexed(parent.pointerTo("stories"), i), parent.problems());
        stories.push_back(parseStory(f));
        const std::string& name = stories.back().name;
        const auto [first, inserted] = seen.emplace(name, i);
        if (!inserted && !name.empty())
            parent.problems().add(f.pointerTo("name"),
                localized(QT_TRANSLATE_NOOP("scalescope-core", "another story is named \"%1\" (%2)"),
                    { name, indexed(parent.pointerTo("stories"), first->second) }));
    }
    return stories;
}

ordered_json storiesJson(const std::vector<Story>& stories)
{
    ordered_json out = ordered_json::array();
    for (const Story& story : stories) {
        ordered_json s = ordered_json::object();
        s["name"] = story.name;
        if (!story.description.empty())
            s["description"] = localizedJson(story.description);
        ordered_json scenes = ordered_json::array();
        for (const StoryScene& scene : story.scenes)
            scenes.push_back(sceneJson(scene));
        s["scenes"] = std::move(scenes);
        out.push_back(std::move(s));
    }
    return out;
}

void checkSceneAgainst(const StoryScene& scene, const Design& design, const Topology& topology,
    const std::string& pointer, Problems& problems)
{
    if (!scene.job.empty() && !hasJob(design, scene.job))
        problems.add(pointer + "/job",
            localized(QT_TRANSLATE_NOOP("scalescope-core", "no job \"%1\" in the design (%2)"),
                { scene.job, jobNames(design) }));
    for (std::size_t i = 0; i < scene.selection.size(); ++i)
        if (!topology.findNode(scene.selection[i]))
            problems.add(indexed(pointer + "/selection", i),
                localized(QT_TRANSLATE_NOOP("scalescope-core", "no device is named \"%1\""), { scene.selection[i] }));
    for (std::size_t i = 0; i < scene.collapsedRacks.size(); ++i) {
        const auto group = topology.findGroup(scene.collapsedRacks[i]);
        const Group* found = group ? &topology.groups[static_cast<std::size_t>(*group)] : nullptr;
        if (!found || found->kind != GroupKind::Rack)
            problems.add(indexed(pointer + "/collapsed_racks", i),
                found ? localized(QT_TRANSLATE_NOOP("scalescope-core", "no rack is named \"%1\" (it is a %2)"),
                    { scene.collapsedRacks[i], toString(found->kind) })
                      : localized(QT_TRANSLATE_NOOP("scalescope-core", "no rack is named \"%1\""),
                          { scene.collapsedRacks[i] }));
    }
}

void checkStories(const Design& design, const Topology& topology, Problems& problems)
{
    for (std::size_t s = 0; s < design.stories.size(); ++s)
        for (std::size_t i = 0; i < design.stories[s].scenes.size(); ++i) {
            const StoryScene& scene = design.stories[s].scenes[i];
            if (scene.design.empty())
                checkSceneAgainst(scene, design, topology, indexed(indexed("/stories", s) + "/scenes", i), problems);
        }
}

std::string storyNamesList(const Design& design)
{
    std::string names;
    for (const Story& story : design.stories)
        names += (names.empty() ? "\"" : ", \"") + story.name + "\"";
    return names.empty() ? localized(QT_TRANSLATE_NOOP("scalescope-core", "none")) : names;
}

} // namespace scalescope
