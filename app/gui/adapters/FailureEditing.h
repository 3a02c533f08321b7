// The design's failure scenario as the views see and edit it: marking a device, its tray or rack,
// or a link failed, a link degraded, clearing a mark, the whole layer on or off and every mark
// cleared, each one undoable edit through the document (DesignEditor::setFailures); the marks
// listed for the Summary, and each device's and link's state for the canvas and the inspector.
#pragma once

#include "gui/adapters/DesignDocument.h"

#include <QObject>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <cstdint>
#include <vector>

namespace scalescope::gui {

// How the canvas draws a device or a link; `Lost`: a link of a failed device.
enum class FailureDrawn : std::uint8_t { None, Failed, Degraded, Lost };

class FailureEditing : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The workspace owns the failure marks")
    // The layer on (the marks apply to jobs and are drawn) or off (kept, not applied).
    Q_PROPERTY(bool enabled READ enabled NOTIFY marksChanged)
    Q_PROPERTY(int count READ count NOTIFY marksChanged)
    // "3 failed: 1 spine switch, 2 links; 1 degraded link"; empty without marks.
    Q_PROPERTY(QString summaryText READ summaryText NOTIFY marksChanged)
    // Each mark: target, kind ("spine switch", "link"), state ("failed", "degraded to 200 Gb/s"),
    // node (a device to select: the marked one, a member of the group, a link's first end).
    Q_PROPERTY(QVariantList marks READ marks NOTIFY marksChanged)
    // Whether the canvas draws a failed device or link, a degraded link (for its legend).
    Q_PROPERTY(bool drawsFailed READ drawsFailed NOTIFY marksChanged)
    // Counts the changes of the marks, for bindings that call deviceState or linkState to read
    // again when they change.
    Q_PROPERTY(int revision READ revision NOTIFY marksChanged)
    Q_PROPERTY(bool drawsDegraded READ drawsDegraded NOTIFY marksChanged)

public:
    explicit FailureEditing(DesignDocument& document, QObject* parent = nullptr);

    bool enabled() const;
    int count() const;
    QString summaryText() const;
    QVariantList marks() const;
    bool drawsFailed() const { return m_drawsFailed; }
    int revision() const { return m_revision; }
    bool drawsDegraded() const { return m_drawsDegraded; }

    // Marks failed a device, its tray or node ("node"), its rack ("rack"); a link by index.
    Q_INVOKABLE bool markDeviceFailed(int node);
    // Every device given, failed, as one edit (the Edit menu's, on the selection).
    Q_INVOKABLE bool markDevicesFailed(const QVariantList& nodes);
    Q_INVOKABLE bool markGroupFailed(int node, const QString& kind);
    Q_INVOKABLE bool markLinkFailed(int link);
    // A link degraded to a rate ("200G") or the lanes left ("2 lanes"); why a text cannot be
    // one (empty when it can), as typed.
    Q_INVOKABLE bool markLinkDegraded(int link, const QString& text);
    Q_INVOKABLE QString degradeProblem(int link, const QString& text) const;
    // Clears the mark that takes a device out (its own or its group's), a link's own, or one by target.
    Q_INVOKABLE bool clearDeviceMark(int node);
    Q_INVOKABLE bool clearLinkMark(int link);
    Q_INVOKABLE bool clearMark(const QString& target);
    Q_INVOKABLE bool setEnabled(bool on);
    Q_INVOKABLE bool clearAll();
    // "failed", "failed with rack rack0" (a group's mark), or "" for a device; "failed",
    // "degraded to 200 Gb/s", "lost with node0/nic0" or "" for a link.
    Q_INVOKABLE QString deviceState(int node) const;
    Q_INVOKABLE QString linkState(int link) const;
    // The link on a device's port of a tier ("nvlink", "infiniband"), as the inspector lists it; -1 for none.
    Q_INVOKABLE int linkAt(int node, const QString& tier, int port) const;
    // Whether a device's tray/node or rack exists to be marked ("node", "rack").
    Q_INVOKABLE QString groupOf(int node, const QString& kind) const;

    // What the canvas draws, per device and per link of the topology (empty while the layer is off).
    const std::vector<FailureDrawn>& drawnNodes() const { return m_drawnNodes; }
    const std::vector<FailureDrawn>& drawnLinks() const { return m_drawnLinks; }

signals:
    void marksChanged();

private:
    bool apply(const FailureScenario& after, const QString& text);
    void refresh(); // the drawn states, from the document's survivors
    bool isLink(int link) const;
    std::string linkTarget(int link) const; // what a mark of a link names

    bool isDevice(int node) const;

    DesignDocument& m_document;
    std::vector<FailureDrawn> m_drawnNodes;
    std::vector<FailureDrawn> m_drawnLinks;
    bool m_drawsFailed = false;
    bool m_drawsDegraded = false;
    int m_revision = 0;
};

} // namespace scalescope::gui
