// What the views show of the open design, read-only: its figures at a glance (the Summary
// tab's cards, links by tier, the status bar's counts, how it was generated), one device's
// report, the route between two GPUs, and search.
#pragma once

#include "gui/adapters/DesignDocument.h"

#include <QObject>
#include <QString>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

namespace scalescope::gui {

class DesignSummary : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The workspace owns the summary")
    Q_PROPERTY(QString generatorText READ generatorText NOTIFY changed)
    // A generated design's compute NIC rate ("400G"); empty for a design without a generator.
    Q_PROPERTY(QString computeNicRate READ computeNicRate NOTIFY changed)
    // The cards: label, value, detail.
    Q_PROPERTY(QVariantList facts READ facts NOTIFY changed)
    // Links per tier: key, label, links, share (of the largest tier).
    Q_PROPERTY(QVariantList tiers READ tiers NOTIFY changed)
    Q_PROPERTY(QString countsText READ countsText NOTIFY changed)

public:
    explicit DesignSummary(DesignDocument& document, QObject* parent = nullptr);

    // Everything about one device, as `info --device` tells it: name, kind, model, within,
    // addresses (a map), links (a list of maps). Empty for no device.
    Q_INVOKABLE QVariantMap deviceReport(int node) const;
    // The route between two GPUs, hop by hop (see describePath); the reason in "error" when
    // there is none.
    Q_INVOKABLE QVariantMap pathReport(int from, int to) const;
    // The first device after `after` whose name, kind, model or address contains `text`
    // (case-insensitive), wrapping around; -1 when none does.
    Q_INVOKABLE int findDevice(const QString& text, int after = -1) const;

    QString generatorText() const { return m_generatorText; }
    QString computeNicRate() const { return m_computeNicRate; }
    QVariantList facts() const { return m_facts; }
    QVariantList tiers() const { return m_tiers; }
    QString countsText() const { return m_countsText; }

    // Makes the facts again, in the language shown now.
    void rebuild();

signals:
    void changed();

private:
    DesignDocument& m_document;
    QString m_generatorText, m_computeNicRate, m_countsText;
    QVariantList m_facts, m_tiers;
};

} // namespace scalescope::gui
