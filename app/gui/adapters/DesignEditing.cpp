#include "gui/adapters/DesignEditing.h"

#include "design/DesignEdits.h"
#include "design/HostTyping.h"
#include "model/Names.h"
#include "model/RateProblem.h"

#include <QVariantMap>

namespace scalescope::gui {

DesignEditing::DesignEditing(DesignDocument& document, QObject* parent)
    : QObject(parent)
    , m_document(document)
{
    connect(&m_document, &DesignDocument::paletteChanged, this, &DesignEditing::paletteChanged);
    connect(&m_document, &DesignDocument::designChanged, this, [this] {
        setFabricChange({});
        offerHostTyping();
    });
    offerHostTyping();
}

void DesignEditing::offerHostTyping()
{
    const auto catalog = m_document.catalog();
    const auto offer = catalog && m_document.topology() ? hostTypingOffer(m_document.design(), *catalog) : std::nullopt;
    const SystemSpec* system = offer ? catalog->system(offer->system) : nullptr;
    const QString text = !system
        ? QString()
        : tr("Type the %1 hosts of %2 %3 adapters as %4")
              .arg(offer->hosts.size())
              .arg(system->tray.computeNics)
              .arg(QString::fromStdString(system->tray.computeNic), QString::fromStdString(offer->systemName));
    if (text == m_hostTyping)
        return;
    m_hostTyping = text;
    emit hostTypingChanged();
}

bool DesignEditing::typeHosts()
{
    return apply([](const DesignEditor& editor) { return editor.typeHosts(); },
        [](const DesignChange& change) {
            return tr("Type %1 hosts as %2")
                .arg(QString::fromStdString(change.made.at(1)), QString::fromStdString(change.made.at(0)));
        });
}

void DesignEditing::setFabricChange(const QString& text)
{
    if (text == m_fabricChange)
        return;
    m_fabricChange = text;
    emit fabricChangeChanged();
}

bool DesignEditing::isDevice(int node) const
{
    return m_document.topology() && node >= 0 && node < static_cast<int>(m_document.topology()->nodes.size());
}

bool DesignEditing::apply(const std::function<DesignChange(const DesignEditor&)>& make,
    const std::function<QString(const DesignChange&)>& text, const std::function<QString(const QString&)>& failure,
    std::optional<NodeId>* focus, const std::function<void(const QString&)>& refused)
{
    const std::shared_ptr<const Topology> topology = m_document.topology();
    if (!topology)
        return false;
    DesignChange change;
    try {
        change = make(m_document.editor());
    } catch (const std::exception& error) {
        const QString reason = QString::fromStdString(error.what());
        const QString said = failure ? failure(reason) : reason;
        if (refused)
            refused(said);
        else
            m_document.setError(said);
        return false;
    }
    if (focus)
        *focus = change.focus;
    const QString name = text(change);
    m_document.pushChange(std::move(change), name);
    return true;
}

bool DesignEditing::deleteDevice(int node)
{
    return deleteDevices({ node });
}

bool DesignEditing::deleteDevices(const QVariantList& nodes)
{
    const std::vector<NodeId> ids = nodeIds(nodes, m_document.topology().get());
    if (ids.empty())
        return false;
    return apply([&](const DesignEditor& editor) { return editor.deleteDevices(ids); },
        [](const DesignChange& change) {
            return change.made.size() == 1 ? tr("Delete %1").arg(QString::fromStdString(change.made.front()))
                                           : tr("Delete %1 devices").arg(change.made.size());
        });
}

int DesignEditing::addItem(const QString& itemId, double sceneX, double sceneY)
{
    std::optional<NodeId> added;
    const Position corner { static_cast<float>(sceneX), static_cast<float>(sceneY) };
    const bool ok = apply([&](const DesignEditor& editor) { return editor.addItem(itemId.toStdString(), corner); },
        [](const DesignChange& change) { return tr("Add %1").arg(QString::fromStdString(change.made.front())); }, {},
        &added);
    return ok && added ? static_cast<int>(*added) : -1;
}

bool DesignEditing::connectDevices(int a, int b)
{
    if (!isDevice(a) || !isDevice(b))
        return false;
    const Topology& topology = *m_document.topology();
    const QString nameA = QString::fromStdString(topology.nodes[a].name);
    const QString nameB = QString::fromStdString(topology.nodes[b].name);
    return apply(
        [&](const DesignEditor& editor) { return editor.cable(static_cast<NodeId>(a), static_cast<NodeId>(b)); },
        [](const DesignChange& change) {
            return tr("Cable %1 to %2")
                .arg(QString::fromStdString(change.made.at(0)), QString::fromStdString(change.made.at(1)));
        },
        [&](const QString& reason) { return tr("Cannot cable %1 to %2: %3").arg(nameA, nameB, reason); }, nullptr,
        [this](const QString& said) {
            m_cableRefusal = said;
            emit cableRefusalChanged();
        });
}

bool DesignEditing::isRate(const QString& text) const
{
    return rateProblem(text).isEmpty();
}

QString DesignEditing::rateProblem(const QString& text) const
{
    return QString::fromStdString(scalescope::rateProblem(text.toStdString()));
}

bool DesignEditing::setLinkRate(int node, const QString& tier, int port, const QString& rate)
{
    const auto parsedTier = parseLinkTier(tier.toStdString());
    if (!isDevice(node) || !parsedTier)
        return false;
    if (const QString problem = rateProblem(rate); !problem.isEmpty()) {
        m_document.setError(tr("The link's bandwidth %1").arg(problem));
        return false;
    }
    const BytesPerSec parsedRate = *parseRate(rate.toStdString());
    return apply(
        [&](const DesignEditor& editor) {
            return editor.setLinkRate(static_cast<NodeId>(node), *parsedTier, port, parsedRate);
        },
        [&](const DesignChange& change) {
            return tr("Set %1 port %2 to %3").arg(QString::fromStdString(change.made.front())).arg(port).arg(rate);
        });
}

bool DesignEditing::setComputeNicRate(const QString& rate)
{
    if (!m_document.design().generator) {
        m_document.setError(tr("Only a generated design has a compute NIC rate to change"));
        return false;
    }
    if (const QString problem = rateProblem(rate); !problem.isEmpty()) {
        m_document.setError(tr("The compute NICs' rate %1").arg(problem));
        return false;
    }
    const BytesPerSec bytesPerSec = *parseRate(rate.toStdString());
    QString said;
    const bool made = apply([&](const DesignEditor& editor) { return editor.setComputeNicRate(bytesPerSec); },
        [&](const DesignChange& change) {
            const QString fabric = change.made.empty() ? QString() : QString::fromStdString(change.made.front());
            said = fabric.isEmpty() ? tr("Compute NICs at %1: the fabric keeps its switches").arg(rate)
                                    : tr("Compute NICs at %1: fabric regenerated, %2").arg(rate, fabric);
            return said;
        },
        [&](const QString& reason) { return tr("Cannot make the compute NICs %1: %2").arg(rate, reason); });
    // Said after the change is in: the design it changed clears what was said before.
    if (made)
        setFabricChange(said);
    return made;
}

QString DesignEditing::devicePropertyProblem(int node, const QString& property, const QString& text) const
{
    if (!isDevice(node))
        return tr("no device is selected");
    return QString::fromStdString(scalescope::devicePropertyProblem(*m_document.topology(), *m_document.catalog(),
        static_cast<NodeId>(node), property.toStdString(), text.trimmed().toStdString()));
}

bool DesignEditing::setDeviceProperty(int node, const QString& property, const QString& text)
{
    if (!isDevice(node))
        return false;
    const QString name = QString::fromStdString(m_document.topology()->nodes[node].name);
    const QString value = text.trimmed();
    return apply(
        [&](const DesignEditor& editor) {
            return editor.setDeviceProperty(static_cast<NodeId>(node), property.toStdString(), value.toStdString());
        },
        [&](const DesignChange&) { return tr("Set %1 of %2 to %3").arg(property, name, value); },
        [&](const QString& reason) { return tr("Cannot set %1 of %2: %3").arg(property, name, reason); });
}

QStringList DesignEditing::modelsFor(int node) const
{
    QStringList out;
    if (!isDevice(node))
        return out;
    const Topology& topology = *m_document.topology();
    for (const std::string& model : scalescope::modelsFor(topology, *m_document.catalog(), static_cast<NodeId>(node)))
        out.append(QString::fromStdString(model));
    const QString own = QString::fromStdString(topology.modelOf(topology.nodes[node]));
    if (!out.contains(own))
        out.prepend(own);
    return out;
}

bool DesignEditing::saveJob(const JobSpec& job)
{
    if (!m_document.topology())
        return false;
    Design after;
    try {
        after = m_document.editor().saveJob(job);
    } catch (const std::invalid_argument& error) {
        m_document.setError(tr("The job cannot be saved: %1").arg(QString::fromStdString(error.what())));
        return false;
    }
    m_document.pushDesign(std::move(after), tr("Save job %1").arg(QString::fromStdString(job.name)));
    return true;
}

bool DesignEditing::saveTrainingJob(const TrainingJobSpec& job)
{
    if (!m_document.topology())
        return false;
    Design after;
    try {
        after = m_document.editor().saveTrainingJob(job);
    } catch (const std::invalid_argument& error) {
        m_document.setError(tr("The training job cannot be saved: %1").arg(QString::fromStdString(error.what())));
        return false;
    }
    m_document.pushDesign(std::move(after), tr("Save training job %1").arg(QString::fromStdString(job.name)));
    return true;
}

bool DesignEditing::removeTrainingJob(const QString& name)
{
    if (!m_document.topology())
        return false;
    Design after;
    try {
        after = m_document.editor().removeTrainingJob(name.toStdString());
    } catch (const std::invalid_argument& error) {
        m_document.setError(tr("The training job cannot be deleted: %1").arg(QString::fromStdString(error.what())));
        return false;
    }
    m_document.pushDesign(std::move(after), tr("Delete training job %1").arg(name));
    return true;
}

// The palette's groups as the core names them, for the translations.
[[maybe_unused]] const char* const kPaletteGroups[] = { QT_TRANSLATE_NOOP("scalescope::gui::DesignEditing", "Systems"),
    QT_TRANSLATE_NOOP("scalescope::gui::DesignEditing", "InfiniBand switches"),
    QT_TRANSLATE_NOOP("scalescope::gui::DesignEditing", "Ethernet switches"),
    QT_TRANSLATE_NOOP("scalescope::gui::DesignEditing", "Storage") };

// An item's label in the language shown: a switch's role, which the core appends in English.
QString DesignEditing::paletteLabel(const std::string& label)
{
    const QString text = QString::fromStdString(label);
    for (const auto& [suffix, translated] : { std::pair { QStringLiteral(" (leaf)"), tr("%1 (leaf)") },
             std::pair { QStringLiteral(" (spine)"), tr("%1 (spine)") } })
        if (text.endsWith(suffix))
            return translated.arg(text.chopped(suffix.size()));
    return text;
}

QVariantList DesignEditing::palette() const
{
    QVariantList out;
    std::string group;
    for (const PaletteItem& item : paletteItems(*m_document.catalog())) {
        out.append(QVariantMap { { "id", QString::fromStdString(item.id) }, { "label", paletteLabel(item.label) },
            { "group", tr(item.group.c_str()) }, { "firstOfGroup", item.group != group } });
        group = item.group;
    }
    return out;
}

} // namespace scalescope::gui
