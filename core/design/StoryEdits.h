// What an edit of the design does to its stories (design/Story.h): the names a scene holds
// follow the design, so that a design edited after its stories were recorded still reads.
#pragma once

#include "design/Story.h"

#include <string>
#include <vector>

namespace scalescope {

// A device or rack gone from the design leaves every scene that named it: taken out of each
// scene's selection and collapsed racks.
void forgetInStories(std::vector<Story>& stories, const std::string& name);

} // namespace scalescope
