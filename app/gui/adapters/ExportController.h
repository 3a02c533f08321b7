// File > Export…: what the export dialog offers and does. The dialog picks a format, the whole
// design or the view on screen, the heatmap of the traffic shown, and a file; this draws it
// with DiagramRenderer as the canvas shows it and writes it atomically, or says what went wrong.
#pragma once

#include "gui/adapters/DesignDocument.h"
#include "gui/diagrams/DiagramRenderer.h"
#include "gui/rendering/TopologyCanvas.h"
#include "gui/adapters/TrafficSession.h"

#include <QObject>
#include <QPointer>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace scalescope::gui {

class ExportController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(scalescope::gui::DesignDocument* document READ document WRITE setDocument NOTIFY sourcesChanged)
    Q_PROPERTY(scalescope::gui::TopologyCanvas* canvas READ canvas WRITE setCanvas NOTIFY sourcesChanged)
    Q_PROPERTY(scalescope::gui::TrafficSession* traffic READ traffic WRITE setTraffic NOTIFY sourcesChanged)
    // Each format the dialog offers: id, label, extension, filter (for a file dialog), and what
    // applies to it: usesResolution, usesView, usesHeatmap.
    Q_PROPERTY(QVariantList formats READ formats CONSTANT)
    // A job's traffic is on the canvas now, and what it is ("all_reduce of 1G … at 812 µs").
    Q_PROPERTY(bool heatmapAvailable READ heatmapAvailable NOTIFY heatmapChanged)
    Q_PROPERTY(QString heatmapCaption READ heatmapCaption NOTIFY heatmapChanged)
    Q_PROPERTY(QString errorText READ errorText NOTIFY failed)

public:
    // PDF pages are vectors; this only sets the precision of their coordinates.
    static constexpr int kPdfDotsPerInch = 300;

    explicit ExportController(QObject* parent = nullptr);

    DesignDocument* document() const { return m_document; }
    void setDocument(DesignDocument* document);
    TopologyCanvas* canvas() const { return m_canvas; }
    void setCanvas(TopologyCanvas* canvas);
    TrafficSession* traffic() const { return m_traffic; }
    void setTraffic(TrafficSession* traffic);
    QVariantList formats() const;
    bool heatmapAvailable() const;
    QString heatmapCaption() const;
    QString errorText() const { return m_errorText; }

    // Where to write by default: beside the design's file (else in the home folder), named
    // after the design, with the format's extension.
    Q_INVOKABLE QString suggestedPath(const QString& format) const;
    // The path with the format's extension in place of a known one.
    Q_INVOKABLE QString withExtension(const QString& path, const QString& format) const;
    // A file dialog's URL as a path, and a path's folder as a URL for one.
    Q_INVOKABLE QString pathOf(const QUrl& url) const;
    Q_INVOKABLE QUrl folderOf(const QString& path) const;
    // The levels of detail the whole design can be drawn at: id ("auto", "full", "blocks"), label.
    Q_PROPERTY(QVariantList details READ details CONSTANT)
    QVariantList details() const;
    // Draws and writes the diagram (or, for DOT and draw.io, the whole design as that tool's
    // text); false (errorText, failed) when it cannot. `currentView`:
    // the part of the design on screen, at the canvas's zoom and level of detail (else the
    // whole design at `detail`); `heatmap`: links coloured by the traffic shown.
    Q_INVOKABLE bool exportDiagram(const QString& path, const QString& format, int dotsPerInch, bool currentView,
        const QString& detail, bool heatmap);
    // What an image of it would measure at a resolution: "2,908 × 3,880 pixels".
    Q_INVOKABLE QString imageSizeText(int dotsPerInch, bool currentView, const QString& detail) const;

signals:
    void sourcesChanged();
    void heatmapChanged();
    void failed();

private:
    void fail(const QString& text);
    DiagramOptions diagramOptions(bool currentView, const QString& detail, bool heatmap) const;

    QPointer<DesignDocument> m_document;
    QPointer<TopologyCanvas> m_canvas;
    QPointer<TrafficSession> m_traffic;
    QString m_errorText;
};

} // namespace scalescope::gui
