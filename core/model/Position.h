// Where the user put a rack, node, tray or device on the canvas. Shared by the design (which
// saves it) and the layout (which honours it).
#pragma once

namespace scalescope {

// Where the user put a rack, node, tray or device on the canvas: the top-left corner of its box,
// in scene units. Everything not listed sits where the automatic layout puts it.
struct Position {
    float x = 0;
    float y = 0;
    bool operator==(const Position&) const = default;
};

} // namespace scalescope
