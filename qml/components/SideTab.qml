import QtQuick
import QtQuick.Controls

// A side-panel tab as wide as its name, so that every name reads whole.
TabButton {
    width: implicitWidth
    leftPadding: 8
    rightPadding: 8
}
