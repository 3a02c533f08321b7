// File > Export…: what the export dialog offers and does. The dialog picks a format, the whole
// design or the view on screen, the heatmap of the traffic shown, and a file; this draws it
// with DiagramRenderer as the canvas shows it (the view state's hidden tiers, collapsed racks,
// camera and loads) and writes it atomically, or says what went wrong.
#pragma once

#include "gui/adapters/DesignDocument.h"
#include "gui/adapters/DesignSummary.h"
#include "gui/adapters/TrafficSession.h"
#include "gui/adapters/ViewState.h"
#include "gui/diagrams/DiagramRenderer.h"

#include <QObject>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace scalescope::gui {

class ExportController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The workspace owns the exporter")
    // Each format the dialog offers: id, label, extension, filter (for a file dialog), and what
    // applies to it: usesResolution, usesView, usesHeatmap.
    Q_PROPERTY(QVariantList formats READ formats NOTIFY textsChanged)
    // A job's traffic is shown now, and what it is ("all_reduce of 1G … at 812 µs").
    Q_PROPERTY(bool heatmapAvailable READ heatmapAvailable NOTIFY heatmapChanged)
    Q_PROPERTY(QString heatmapCaption READ heatmapCaption NOTIFY heatmapChanged)
    Q_PROPERTY(QString errorText READ errorText NOTIFY failed)
    // The diagram's title: the design's unless the dialog gave another (empty: the design's again).
    Q_PROPERTY(QString title READ title WRITE setTitle NOTIFY titleChanged)

public:
    // PDF pages are vectors; this only sets the precision of their coordinates.
    static constexpr int kPdfDotsPerInch = 300;

    ExportController(DesignDocument& document, const DesignSummary& summary, ViewState& view, TrafficSession& traffic,
        QObject* parent = nullptr);

    QVariantList formats() const;
    bool heatmapAvailable() const;
    QString heatmapCaption() const;
    QString errorText() const { return m_errorText; }
    QString title() const;
    void setTitle(const QString& title);

    // Where to write by default: beside the design's file (else in the home folder), named
    // after the design, with the format's extension.
    Q_INVOKABLE QString suggestedPath(const QString& format) const;
    // The path with the format's extension in place of a known one.
    Q_INVOKABLE QString withExtension(const QString& path, const QString& format) const;
    // A file dialog's URL as a path, and a path's folder as a URL for one.
    Q_INVOKABLE QString pathOf(const QUrl& url) const;
    Q_INVOKABLE QUrl folderOf(const QString& path) const;
    // The levels of detail the whole design can be drawn at: id ("auto", "full", "blocks"), label.
    Q_PROPERTY(QVariantList details READ details NOTIFY textsChanged)
    QVariantList details() const;
    // Draws and writes the diagram (or, for DOT and draw.io, the whole design as that tool's
    // text); false (errorText, failed) when it cannot. `currentView`: the part of the design
    // the main view shows, at its zoom and level of detail (else the whole design at
    // `detail`); `heatmap`: links coloured by the traffic shown.
    Q_INVOKABLE bool exportDiagram(const QString& path, const QString& format, int dotsPerInch, bool currentView,
        const QString& detail, bool heatmap);
    // What an image of it would measure at a resolution: "2,908 × 3,880 pixels".
    Q_INVOKABLE QString imageSizeText(int dotsPerInch, bool currentView, const QString& detail) const;

signals:
    // The formats' and details' labels are in another language.
    void textsChanged();
    void heatmapChanged();
    void failed();
    void titleChanged();

private:
    void fail(const QString& text);
    DiagramOptions diagramOptions(bool currentView, const QString& detail, bool heatmap) const;

    DesignDocument& m_document;
    const DesignSummary& m_summary;
    ViewState& m_view;
    TrafficSession& m_traffic;
    QString m_errorText;
    QString m_title; // empty: the design's
};

} // namespace scalescope::gui
