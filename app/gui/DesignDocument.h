// The open design as QML sees it: its title and file, and the summary figures the window
// shows. Loading replaces everything or nothing: a file that fails to load leaves the current
// design as it was and sets errorText.
#pragma once

#include "io/DesignFile.h"
#include "layout/SceneLayout.h"
#include "model/Summary.h"

#include <QObject>
#include <functional>
#include <memory>
#include <QString>
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
    Q_PROPERTY(QVariantList facts READ facts NOTIFY designChanged)
    Q_PROPERTY(QVariantList tiers READ tiers NOTIFY designChanged)
    Q_PROPERTY(QString countsText READ countsText NOTIFY designChanged)
    Q_PROPERTY(QString errorText READ errorText NOTIFY errorTextChanged)

public:
    explicit DesignDocument(QObject* parent = nullptr);

    // Reads a design file; false (and errorText) when it cannot be loaded.
    Q_INVOKABLE bool load(const QString& path);
    // Everything about one device, as `info --device` tells it: name, kind, model, within,
    // addresses (a map), links (a list of maps). Empty for no device.
    Q_INVOKABLE QVariantMap deviceReport(int node) const;
    // The first device after `after` whose name, kind, model or address contains `text`
    // (case-insensitive), wrapping around; -1 when none does.
    Q_INVOKABLE int findDevice(const QString& text, int after = -1) const;

    // Loads design text that came from somewhere other than a file (a resource).
    bool loadText(const QByteArray& text, const QString& origin);

    QString title() const { return m_title; }
    QString filePath() const { return m_filePath; }
    QString generatorText() const { return m_generatorText; }
    QVariantList facts() const { return m_facts; }
    QVariantList tiers() const { return m_tiers; }
    QString countsText() const { return m_countsText; }
    QString errorText() const { return m_errorText; }

    // The loaded design's topology and its scene, for the canvas (null before a load).
    std::shared_ptr<const Topology> topology() const { return m_topology; }
    std::shared_ptr<const Scene> scene() const { return m_scene; }

signals:
    void designChanged();
    void errorTextChanged();

private:
    // Shows what `load` returns, or keeps the current design and sets errorText when it throws.
    bool replaceWith(const std::function<LoadedDesign()>& load, const QString& origin);
    void show(const LoadedDesign& loaded, const QString& path);
    void setError(const QString& text);

    QString m_title, m_filePath, m_generatorText, m_errorText, m_countsText;
    std::shared_ptr<const Topology> m_topology;
    std::shared_ptr<const Scene> m_scene;
    QVariantList m_facts, m_tiers;
};

} // namespace scalescope::gui
