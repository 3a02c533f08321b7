// The open design and its history: the Design (what the file says), the catalog it is built
// with (the base catalog plus the design's own section), the Topology and Scene derived from
// it, the undo stack every edit goes through, and the file's life cycle (open, import, new from
// a preset, save, recent files, unsaved changes). Loading replaces everything or nothing: a
// file that fails to load leaves the current design as it was and sets errorText. Edits are
// made elsewhere (DesignEditing, MoveEditing, DesignClipboard) and arrive here as commands.
#pragma once

#include "catalog/Catalog.h"
#include "design/DesignEditor.h"
#include "design/Survivors.h"
#include "io/DesignFile.h"
#include "layout/SceneLayout.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QUndoStack>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <map>
#include <memory>
#include <optional>

namespace scalescope::gui {

class DesignDocument : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The workspace owns the document")
    Q_PROPERTY(QString title READ title NOTIFY designChanged)
    Q_PROPERTY(QString filePath READ filePath NOTIFY designChanged)
    Q_PROPERTY(QString errorText READ errorText NOTIFY errorTextChanged)
    Q_PROPERTY(bool dirty READ dirty NOTIFY dirtyChanged)
    Q_PROPERTY(bool hasFile READ hasFile NOTIFY designChanged)
    Q_PROPERTY(QStringList recentFiles READ recentFiles NOTIFY recentFilesChanged)
    // What the last import inferred or could not know, one sentence each; empty otherwise.
    Q_PROPERTY(QStringList importNotes READ importNotes NOTIFY designChanged)
    // Catalog presets for the new-design dialog: id, name, description (in the interface's
    // language, again after a switch), unit ("nodes"/"racks").
    Q_PROPERTY(QVariantList presets READ presets NOTIFY presetsChanged)
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
    // A new, unsaved design from a preset and its generator options ("" or 0 for defaults;
    // network "infiniband", "roce" or "roce-v1").
    Q_INVOKABLE bool newFromPreset(const QString& preset, int count, const QString& fabric, double oversubscription,
        const QString& nic, int storageServers, const QString& network = {});
    // Loads design text that came from somewhere other than a file (a resource).
    bool loadText(const QByteArray& text, const QString& origin);
    // A recovery copy as the design, unsaved: titled and saved as the document it was made of
    // (`origin` for the title, `savePath` where Save writes, empty when it had no file).
    bool openRecovered(
        const QString& copyPath, const QString& origin, const QString& savePath, const QStringList& importNotes);
    // Writes the design to its file (or to a new one); false and errorText when it cannot.
    Q_INVOKABLE bool save();
    Q_INVOKABLE bool saveAs(const QUrl& url);
    // Where to write by default, without an extension: beside the design's file or the file it
    // was imported from (else in the home folder), named after the design ("diagram" for a title
    // that has no letter left).
    QString suggestedPathStem() const;
    // What the Save As dialog proposes: the design's file, else (a new design, an import) its
    // title as a design file.
    Q_INVOKABLE QUrl suggestedSaveUrl() const;

    // The open design as an unsaved copy of itself: Save asks where, the file it came from stays as
    // it is, and undoing every edit leaves it unsaved (a variant to change and compare).
    void detachFromFile();

    Q_INVOKABLE void undo();
    Q_INVOKABLE void redo();
    bool canUndo() const;
    bool canRedo() const;
    QString undoText() const;
    QString redoText() const;

    // Pushes a checked change (see DesignEditor) as one undoable edit named `text`; a change
    // that changes nothing is not pushed.
    void pushChange(DesignChange change, const QString& text);
    // The same for a design whose topology stays as it is (a saved job).
    void pushDesign(Design after, const QString& text);
    // Items moved by hand as one undoable edit (a macro of moves), leaving out those that stay
    // where they are.
    void pushMoves(const std::vector<ItemMove>& moves, const QString& text);
    // What the undo commands do: a position set by hand (or cleared), a whole design swapped
    // (expanded again, unless `expanded` is the expansion of `design` already).
    void setPosition(const std::string& name, std::optional<Position> position);
    void replaceDesign(const Design& design, std::optional<ExpandedDesign> expanded = std::nullopt);

    const Design& design() const { return m_design; }
    // An editor of the design as it is now, for one edit (a design must be loaded).
    DesignEditor editor() const { return DesignEditor(m_design, *m_topology, *m_catalog, m_baseCatalog); }
    // The catalog the topology was built with (the base plus the design's own section): what
    // edits, queries and jobs look models up in.
    SharedCatalog catalog() const { return m_catalog; }
    // What every design is opened, made, checked and saved on (the built-in catalog and the
    // user's files).
    const SharedCatalog& baseCatalog() const { return m_baseCatalog; }
    // The loaded design's topology and its scene (null before a load).
    std::shared_ptr<const Topology> topology() const { return m_topology; }
    std::shared_ptr<const Scene> scene() const { return m_scene; }
    // What survives the design's failure scenario, when it applies (null when it does not): what
    // jobs run on, their loads mapped back to the topology (design/Survivors.h).
    std::shared_ptr<const SurvivingTopology> survivors() const { return m_survivors; }
    // How the generator built the design, when it has one.
    const std::optional<ClusterReport>& cluster() const { return m_cluster; }
    // Counts loads and new designs (not edits): views refit, and forget what they showed, when
    // it changes.
    int loadGeneration() const { return m_loadGeneration; }

    QString title() const { return m_title; }
    QString filePath() const { return m_filePath; }
    bool dirty() const { return m_dirty; }
    bool hasFile() const { return !m_savePath.isEmpty(); }
    // Where save() writes (empty for a design never saved).
    QString savePath() const { return m_savePath; }
    QStringList recentFiles() const;
    // Takes a file off the recent files (one that is gone).
    void forgetRecent(const QString& path);
    QStringList importNotes() const { return m_importNotes; }
    QVariantList presets() const;
    QString errorText() const { return m_errorText; }
    void setError(const QString& text);

signals:
    // The design was opened or edited: its topology and scene are new. topologyReplaced comes
    // first, before the views' data are rebuilt (designChanged).
    void topologyReplaced();
    void designChanged();
    void errorTextChanged();
    void dirtyChanged();
    void undoStateChanged();
    // The drawing changed (a move): same design, new places.
    void sceneChanged();
    void recentFilesChanged();
    void presetsChanged(); // the interface's language changed
    // The saved jobs (collective or training) changed, nothing else.
    void jobsChanged();
    // The stories changed, nothing else (StorySession lists them again).
    void storiesChanged();
    // The design's own catalog section changed (another design, or an edit of it): new items.
    void paletteChanged();

private:
    // Shows what `load` returns, or keeps the current design and sets errorText when it throws.
    bool replaceWith(const std::function<LoadedDesign()>& load, const QString& origin, const QString& savePath,
        bool dirty, const QStringList& importNotes = {});
    void adopt(Design design, ExpandedDesign expanded, const QString& path);
    void setDirty(bool dirty);
    void relayout();
    void remember(const QString& path);

    SharedCatalog m_baseCatalog; // what every design is opened, made and saved on
    SharedCatalog m_catalog; // the open design's: what its edits and queries look models up in
    Design m_design; // what the file says; written back on save
    std::shared_ptr<const Topology> m_topology;
    std::shared_ptr<const Scene> m_scene;
    std::shared_ptr<const SurvivingTopology> m_survivors;
    std::optional<ClusterReport> m_cluster;
    QString m_title, m_filePath, m_errorText;
    QString m_savePath; // where save() writes; empty for a new design
    QStringList m_importNotes;
    bool m_dirty = false;
    int m_loadGeneration = 0;
    QUndoStack* m_undo = nullptr;
};

// Device indexes as QML passes them, as the core takes them: those the topology (may be null)
// does not have are left out.
std::vector<NodeId> nodeIds(const QVariantList& nodes, const Topology* topology);

} // namespace scalescope::gui
