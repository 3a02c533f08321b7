import QtQuick
import QtQuick.Controls

// A list whose disabled state shows: the style draws a disabled combo box as an enabled one, so
// it is faded while not in use.
ComboBox {
    opacity: enabled ? 1 : 0.55
}
