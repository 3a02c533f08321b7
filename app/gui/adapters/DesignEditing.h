// The edits the views make to the open design (delete, add from the palette, cable, a link's
// rate, a device's model or address, the compute NICs' rate, a saved job): each is made and
// checked by the core's DesignEditor and pushed onto the document's undo stack as one command.
// What cannot be done changes nothing and says why in the document's errorText.
#pragma once

#include "gui/adapters/DesignDocument.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <functional>

namespace scalescope::gui {

class DesignEditing : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The workspace owns the editing")
    // What can be dragged onto the canvas: id, label, group, firstOfGroup (the design's own
    // catalog items included).
    Q_PROPERTY(QVariantList palette READ palette NOTIFY paletteChanged)
    // What the last "Compute NICs at" did to the fabric ("Compute NICs at 400G: fabric
    // regenerated, leaves 2 -> 5, spines 1 -> 3"), its undo text too; empty once anything else
    // changes the design (another edit, undo, another design).
    Q_PROPERTY(QString fabricChange READ fabricChange NOTIFY fabricChangeChanged)
    // Why the last cable could not be made, for the canvas to say where it was dropped (not in
    // the document's errorText, whose dialog is for what affects the whole design).
    Q_PROPERTY(QString cableRefusal READ cableRefusal NOTIFY cableRefusalChanged)
    // What typeHosts would do ("Type the 458 hosts as DGX A100, as their 8 ConnectX-6 adapters
    // say"), empty when no host of an imported fabric fits a catalog system.
    Q_PROPERTY(QString hostTyping READ hostTyping NOTIFY hostTypingChanged)

public:
    explicit DesignEditing(DesignDocument& document, QObject* parent = nullptr);

    // Deletes devices and their links as one edit; false when there is nothing to delete.
    Q_INVOKABLE bool deleteDevice(int node);
    Q_INVOKABLE bool deleteDevices(const QVariantList& nodes);
    // Adds a palette item with its top-left corner at a scene point (snapped); returns the
    // index of a device of what was added, or -1 (and errorText) when it cannot be added.
    Q_INVOKABLE int addItem(const QString& itemId, double sceneX, double sceneY);
    // Cables two devices; false and cableRefusal saying why when they cannot be.
    Q_INVOKABLE bool connectDevices(int a, int b);
    // Whether text is a rate with its unit ("800G", "400Gb/s", "50GB/s") a link can have (1 Mb/s
    // to 1 PB/s), for validating as typed; why not, in the design file reader's words.
    Q_INVOKABLE bool isRate(const QString& text) const;
    Q_INVOKABLE QString rateProblem(const QString& text) const;
    // Gives the link on a device's port a new rate; false and errorText when it cannot.
    Q_INVOKABLE bool setLinkRate(int node, const QString& tier, int port, const QString& rate);
    // Builds the generated cluster again with every compute NIC at another rate ("200G",
    // "400G", "800G"; its fabric's switches follow); false and errorText when the design has
    // no generator or the edited design does not hold together.
    Q_INVOKABLE bool setComputeNicRate(const QString& rate);
    // A device's model or one of its addresses ("model", "pci", "lid", "guid", "ip", "mac"):
    // why a text cannot be it (empty when it can, or when it is the value it has), and setting
    // it. The catalog models that fit a device, its own first when the catalog lacks it.
    Q_INVOKABLE QString devicePropertyProblem(int node, const QString& property, const QString& text) const;
    Q_INVOKABLE bool setDeviceProperty(int node, const QString& property, const QString& text);
    Q_INVOKABLE QStringList modelsFor(int node) const;
    // Saves a job in the design, replacing one of the same name.
    bool saveJob(const JobSpec& job);
    // A training job saved (replacing one of its name) or removed, each one undoable edit.
    bool saveTrainingJob(const TrainingJobSpec& job);
    bool removeTrainingJob(const QString& name);

    // The palette's items, their groups and labels in the language shown (read again on a change of it).
    QVariantList palette() const;
    QString fabricChange() const { return m_fabricChange; }
    QString cableRefusal() const { return m_cableRefusal; }
    QString hostTyping() const { return m_hostTyping; }
    // Types the imported hosts as the catalog system their adapters say (one undoable edit).
    Q_INVOKABLE bool typeHosts();

signals:
    void paletteChanged();
    void fabricChangeChanged();
    void cableRefusalChanged();
    void hostTypingChanged();

private:
    static QString paletteLabel(const std::string& label);
    bool isDevice(int node) const;
    // Makes a change with an editor of the design as it is and pushes it, named by `text`
    // (given the change); true, and the device to select in `focus`. On failure sets errorText
    // (the reason, in `failure`'s words when given), or gives it to `refused` when given, and
    // returns false.
    bool apply(const std::function<DesignChange(const DesignEditor&)>& make,
        const std::function<QString(const DesignChange&)>& text,
        const std::function<QString(const QString&)>& failure = {}, std::optional<NodeId>* focus = nullptr,
        const std::function<void(const QString&)>& refused = {});

    void setFabricChange(const QString& text);
    void offerHostTyping(); // hostTyping for the design as it is

    DesignDocument& m_document;
    QString m_fabricChange;
    QString m_cableRefusal;
    QString m_hostTyping;
};

} // namespace scalescope::gui
