// The open design as QML sees it: its title and file, and the summary figures the window
// shows. Loading replaces everything or nothing: a file that fails to load leaves the current
// design as it was and sets errorText.
#pragma once

#include "io/DesignFile.h"
#include "layout/SceneLayout.h"
#include "design/Summary.h"

#include <QObject>
#include <functional>
#include <memory>
#include <optional>
#include <QString>
#include <QStringList>
#include <QPointF>
#include <QUndoStack>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace scalescope::gui {

class DesignDocument : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The application owns the document")
    Q_PROPERTY(QString title READ title NOTIFY designChanged)
    Q_PROPERTY(QString filePath READ filePath NOTIFY designChanged)
    Q_PROPERTY(QString generatorText READ generatorText NOTIFY designChanged)
    // A generated design's compute NIC rate ("400G"); empty for a design without a generator.
    Q_PROPERTY(QString computeNicRate READ computeNicRate NOTIFY designChanged)
    Q_PROPERTY(QVariantList facts READ facts NOTIFY designChanged)
    Q_PROPERTY(QVariantList tiers READ tiers NOTIFY designChanged)
    Q_PROPERTY(QString countsText READ countsText NOTIFY designChanged)
    Q_PROPERTY(QString errorText READ errorText NOTIFY errorTextChanged)
    Q_PROPERTY(bool dirty READ dirty NOTIFY dirtyChanged)
    Q_PROPERTY(bool hasFile READ hasFile NOTIFY designChanged)
    Q_PROPERTY(QStringList recentFiles READ recentFiles NOTIFY recentFilesChanged)
    // What the last import inferred or could not know, one sentence each; empty otherwise.
    Q_PROPERTY(QStringList importNotes READ importNotes NOTIFY designChanged)
    Q_PROPERTY(QVariantList presets READ presets CONSTANT)
    Q_PROPERTY(QVariantList palette READ palette NOTIFY paletteChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY undoStateChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY undoStateChanged)
    Q_PROPERTY(QString undoText READ undoText NOTIFY undoStateChanged)
    Q_PROPERTY(QString redoText READ redoText NOTIFY undoStateChanged)

public:
    // Designs open on the base catalog (the built-in one and the user's files) plus their own
    // section; without one, on the built-in catalog alone.
    explicit DesignDocument(QObject* parent = nullptr);
    explicit DesignDocument(SharedCatalog baseCatalog, QObject* parent = nullptr);

    // Reads a design file; false (and errorText) when it cannot be loaded.
    Q_INVOKABLE bool load(const QString& path);
    // The same for a file: URL from a file dialog.
    Q_INVOKABLE bool open(const QUrl& url);
    // Files written by real tools (NCCL topology XML, nvidia-smi topo -m, ibnetdiscover, ASTRA-sim
    // network YAML) as a new unsaved design; a fabric dump with NCCL dumps of its nodes is joined.
    Q_INVOKABLE bool importFiles(const QList<QUrl>& urls);
    // A new, unsaved design from a preset and its generator options ("" or 0 for defaults).
    Q_INVOKABLE bool newFromPreset(const QString& preset, int count, const QString& fabric, double oversubscription,
        const QString& nic, int storageServers);
    // Writes the design to its file (or to a new one); false and errorText when it cannot.
    Q_INVOKABLE bool save();
    Q_INVOKABLE bool saveAs(const QUrl& url);
    // Everything about one device, as `info --device` tells it: name, kind, model, within,
    // addresses (a map), links (a list of maps). Empty for no device.
    Q_INVOKABLE QVariantMap deviceReport(int node) const;
    // The route between two GPUs, hop by hop (see describePath); empty with errorText-free
    // reason in "error" when there is none.
    Q_INVOKABLE QVariantMap pathReport(int from, int to) const;
    // The first device after `after` whose name, kind, model or address contains `text`
    // (case-insensitive), wrapping around; -1 when none does.
    Q_INVOKABLE int findDevice(const QString& text, int after = -1) const;

    // Editing. What moves when a device is dragged: its rack, else its node or tray, else itself.
    Q_INVOKABLE QString movableNameAt(int node) const;
    // The top-left corner of a group's or device's box now.
    Q_INVOKABLE QPointF positionOf(const QString& name) const;
    // One item dragged from one corner to another: one undoable move (snapped), as commitDrag.
    Q_INVOKABLE void commitMove(const QString& name, double fromX, double fromY, double toX, double toY);
    // Moves an item's top-left corner to exactly this scene point (typed, so not snapped; undoable).
    Q_INVOKABLE void placeAt(const QString& name, double x, double y);
    // Deletes a device and its links (undoable); false when there is nothing to delete.
    Q_INVOKABLE bool deleteDevice(int node);
    // The same for several devices at once, as one edit.
    Q_INVOKABLE bool deleteDevices(const QVariantList& nodes);
    // Dragging several items at once: what moves for these devices, then previews and one
    // undoable edit for the whole drag (dx, dy in scene units from where the drag began).
    Q_INVOKABLE QStringList movableNamesAt(const QVariantList& nodes) const;
    // A preview lays nothing out: the views show what is dragged moved by dragOffset (snapped
    // as the drop will be) until the drop, which is laid out once.
    Q_INVOKABLE void beginDrag(const QStringList& names);
    Q_INVOKABLE void previewDrag(double dx, double dy);
    Q_INVOKABLE void commitDrag(double dx, double dy);
    // During a drag's preview: what it moves and by how much (scene units); empty otherwise.
    QStringList draggedNames() const;
    QPointF dragOffset() const { return m_dragOffset.value_or(QPointF()); }
    // Moves what these devices belong to by exactly this many grid steps (the arrow keys), as one edit.
    Q_INVOKABLE void nudge(const QVariantList& nodes, int stepsX, int stepsY);
    // Adds a palette item with its top-left corner at a scene point (undoable); returns the
    // index of a device of what was added, or -1 (and errorText) when it cannot be added.
    Q_INVOKABLE int addItem(const QString& itemId, double sceneX, double sceneY);
    // Copy and paste what a device belongs to (its rack, else node, else itself), links among the
    // copied devices kept; duplicate does both. Paste returns a device of the copy, or -1.
    Q_INVOKABLE void copy(int node);
    Q_INVOKABLE void copyNodes(const QVariantList& nodes);
    Q_INVOKABLE int paste();
    Q_INVOKABLE int duplicate(int node);
    Q_INVOKABLE int duplicateNodes(const QVariantList& nodes);
    Q_PROPERTY(bool canPaste READ canPaste NOTIFY clipboardChanged)
    bool canPaste() const { return !m_clipboard.isEmpty(); }
    // Whether text is a rate with its unit ("800G", "400Gb/s", "50GB/s"), for validating as typed.
    Q_INVOKABLE bool isRate(const QString& text) const;
    // Gives the link on a device's port a new rate (undoable); false and errorText when it cannot.
    Q_INVOKABLE bool setLinkRate(int node, const QString& tier, int port, const QString& rate);
    // Cables two devices (undoable); false and errorText saying why when they cannot be.
    Q_INVOKABLE bool connectDevices(int a, int b);
    // Builds the generated cluster again with every compute NIC at another rate ("200G",
    // "400G", "800G"; its fabric's switches follow), undoable; false and errorText when the
    // design has no generator or the edited design does not hold together.
    Q_INVOKABLE bool setComputeNicRate(const QString& rate);
    // A device's model or one of its addresses ("model", "pci", "lid", "guid", "ip", "mac"):
    // why a text cannot be it (empty when it can, or when it is the value it has), and setting
    // it (undoable). The catalog models that fit a device.
    Q_INVOKABLE QString devicePropertyProblem(int node, const QString& property, const QString& text) const;
    Q_INVOKABLE bool setDeviceProperty(int node, const QString& property, const QString& text);
    Q_INVOKABLE QStringList modelsFor(int node) const;
    // Saves a job in the design, replacing one of the same name (undoable).
    bool saveJob(const JobSpec& job);
    Q_INVOKABLE void undo();
    Q_INVOKABLE void redo();
    bool canUndo() const;
    bool canRedo() const;
    QString undoText() const;
    QString redoText() const;

    // Used by the edit commands.
    void setPosition(const std::string& name, std::optional<Position> position);
    void replaceDesign(const Design& design);
    const Design& design() const { return m_design; }
    // Counts loads and new designs (not edits): views refit when it changes.
    int loadGeneration() const { return m_loadGeneration; }

    // Loads design text that came from somewhere other than a file (a resource).
    bool loadText(const QByteArray& text, const QString& origin);

    QString title() const { return m_title; }
    QString filePath() const { return m_filePath; }
    QString generatorText() const { return m_generatorText; }
    QString computeNicRate() const { return m_computeNicRate; }
    QVariantList facts() const { return m_facts; }
    QVariantList tiers() const { return m_tiers; }
    QString countsText() const { return m_countsText; }
    bool dirty() const { return m_dirty; }
    bool hasFile() const { return !m_savePath.isEmpty(); }
    QStringList recentFiles() const;
    QStringList importNotes() const { return m_importNotes; }
    // Catalog presets for the new-design dialog: id, name, description, unit ("nodes"/"racks").
    QVariantList presets() const;
    // What can be dragged onto the canvas: id, label, group (the design's own items included).
    QVariantList palette() const;
    QString errorText() const { return m_errorText; }

    // The loaded design's topology and its scene, for the canvas (null before a load).
    std::shared_ptr<const Topology> topology() const { return m_topology; }
    std::shared_ptr<const Scene> scene() const { return m_scene; }
    // The catalog the topology was built with (the base plus the design's own section).
    SharedCatalog catalog() const { return m_catalog; }

signals:
    // The design was opened or edited: its topology and scene are new. topologyReplaced comes
    // first, before the summary and the views' data are rebuilt (designChanged).
    void topologyReplaced();
    void designChanged();
    void errorTextChanged();
    void dirtyChanged();
    void undoStateChanged();
    void clipboardChanged();
    // The drawing changed (a move): same design, new places.
    void sceneChanged();
    // A drag's preview moved on, began or ended (draggedNames, dragOffset).
    void dragPreviewChanged();
    void recentFilesChanged();
    // The saved jobs changed, nothing else.
    void jobsChanged();
    // The design's own catalog section changed (another design, or an edit of it): new items.
    void paletteChanged();

private:
    // Shows what `load` returns, or keeps the current design and sets errorText when it throws.
    bool replaceWith(const std::function<LoadedDesign()>& load, const QString& origin, const QString& savePath,
        bool dirty, const QStringList& importNotes = {});
    void setDirty(bool dirty);
    void relayout();
    void remember(const QString& path);
    void show(const LoadedDesign& loaded, const QString& path);
    void setError(const QString& text);

    QString m_computeNicRate;
    QString m_title, m_filePath, m_generatorText, m_errorText, m_countsText;
    Design m_design; // what the file says; written back on save
    // Expands an edited design to check it (throws what is wrong), keeping the expansion for
    // replaceDesign when the edit is then pushed.
    void checkEdit(const Design& after);
    std::optional<std::pair<Design, ExpandedDesign>> m_checked;
    QString m_savePath; // where save() writes; empty for a new design
    QStringList m_importNotes;
    bool m_dirty = false;
    int m_loadGeneration = 0;
    QUndoStack* m_undo = nullptr;
    // Items to move, from the corner they are at to another; pushed as one undoable edit,
    // leaving out those that would not move.
    struct ItemMove {
        std::string name;
        Position from, to;
    };
    void pushMoves(const std::vector<ItemMove>& moves, const QString& text);
    std::optional<QPointF> m_dragOffset; // what the preview shows, while there is one
    QStringList m_clipboard; // names of what was copied
    std::vector<std::pair<std::string, Position>> m_dragStart; // what a drag moves, from where
    std::shared_ptr<const Topology> m_topology;
    std::shared_ptr<const Scene> m_scene;
    SharedCatalog m_baseCatalog; // what every design is opened, made and saved on
    SharedCatalog m_catalog; // the open design's: what its edits and queries look models up in
    QVariantList m_facts, m_tiers;
};

} // namespace scalescope::gui
