// The design file's "stories" section (design/Story.h): each story a name, a description and its
// scenes, each scene a view of the design with a caption and annotations:
// [ { "name": "...", "description": {"en": "...", "zh": "..."},
//     "scenes": [ { "title": {...}, "caption": {...}, "design": "../examples/x.scalescope.json",
//                   "camera": {"x": 0, "y": 0, "width": 1200, "height": 675},
//                   "hidden_tiers": ["ethernet"], "collapsed_racks": ["rack1"],
//                   "selection": ["rack0/tray0/gpu0"], "job": "all", "time_us": 1200.5,
//                   "annotations": [ {"kind": "arrow", "from": [10, 20], "to": [300, 40],
//                                     "text": "NVLink", "colour": "red"} ] } ] } ]
// Read with every problem at its JSON pointer; a text given as a plain string is read as English,
// and written back as an object. What a scene names in its design (a job, devices, racks) is
// checked once the design is expanded (checkStories).
#pragma once

#include "design/Design.h"
#include "design/StoryEdits.h" // findStory
#include "model/InputError.h"
#include "util/JsonFields.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace scalescope {

// Reads `parent`'s "stories" array (absent: none). Story names must be unique.
std::vector<Story> parseStories(JsonFields& parent);

nlohmann::ordered_json storiesJson(const std::vector<Story>& stories);

// What one scene names must be in the design it shows: its job a saved job (collective or
// training), its selection devices, its collapsed racks racks. `pointer` is the scene's
// ("/stories/0/scenes/2"); each problem is recorded below it.
void checkSceneAgainst(const StoryScene& scene, const Design& design, const Topology& topology,
    const std::string& pointer, Problems& problems);

// checkSceneAgainst for every scene that shows the design the stories are saved in (those that
// name a `design` of their own are checked when that design is loaded).
void checkStories(const Design& design, const Topology& topology, Problems& problems);

// The design's story names, quoted and separated by commas, for messages ("none" when it has none).
std::string storyNamesList(const Design& design);

} // namespace scalescope
