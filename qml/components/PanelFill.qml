import QtQuick

// The inside of a rounded panel, opaque and not antialiased, as the panel's first child: the scene
// graph draws such items among the opaque ones, front to back, so that what lies under the panel
// is not drawn there (the canvas shades every pixel it covers each frame, and software rendering
// pays for each one). The panel's own antialiased edge and corners stay as they are.
Rectangle {
    required property Rectangle panel

    anchors.fill: panel
    anchors.margins: panel.radius
    color: panel.color
    antialiasing: false
}
