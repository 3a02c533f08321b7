#include "io/import/NcclTopoNotes.h"

#include "io/import/ImportBuilder.h"
#include "model/Localized.h"

namespace scalescope {
namespace {

// `one` or `many` (texts with the count as %1, and `more` as %2) as the count asks.
std::string countOf(std::size_t n, const char* one, const char* many, const std::string& more = {})
{
    return localized(n == 1 ? one : many, { std::to_string(n), more });
}

// A note about the items listed (a text with the list as %1).
std::string about(const char* text, const std::vector<std::string>& items)
{
    return localized(text, { joinForPeople(items) });
}

// Devices inferred, known only in part, or left out.
void addDeviceNotes(const NcclTopoFindings& f, std::vector<std::string>& out)
{
    if (f.inferredNvSwitches > 0)
        out.push_back(countOf(f.inferredNvSwitches,
            QT_TRANSLATE_NOOP("scalescope-core",
                "%1 NVSwitch was inferred, one per distinct NVLink target of class 0x068000: NCCL does not list "
                "NVSwitches, only the bus ids its GPUs' NVLinks reach"),
            QT_TRANSLATE_NOOP("scalescope-core",
                "%1 NVSwitches were inferred, one per distinct NVLink target of class 0x068000: NCCL does not list "
                "NVSwitches, only the bus ids its GPUs' NVLinks reach")));
    if (f.hiddenNvSwitches)
        out.push_back(localized(QT_TRANSLATE_NOOP("scalescope-core",
            "NVLink target fffffff:ffff:ff is NCCL's name for NVSwitches a virtual machine cannot see: one "
            "NVSwitch stands for all of them")));
    if (f.gpusFromClass > 0)
        out.push_back(countOf(f.gpusFromClass,
            QT_TRANSLATE_NOOP(
                "scalescope-core", "%1 GPU is known only by PCI class (no <gpu> element): model and NVLinks unknown"),
            QT_TRANSLATE_NOOP("scalescope-core",
                "%1 GPUs are known only by PCI class (no <gpu> element): model and NVLinks unknown")));
    if (f.nicsFromClass > 0)
        out.push_back(countOf(f.nicsFromClass,
            QT_TRANSLATE_NOOP(
                "scalescope-core", "%1 NIC is known only by PCI class (no <nic> element): rate and GUID unknown"),
            QT_TRANSLATE_NOOP(
                "scalescope-core", "%1 NICs are known only by PCI class (no <nic> element): rate and GUID unknown")));
    if (!f.ignoredClasses.empty())
        out.push_back(
            about(QT_TRANSLATE_NOOP("scalescope-core",
                      "PCI devices of class %1 are neither GPU, NIC, NVSwitch nor a bridge with devices under "
                      "it; left out"),
                { f.ignoredClasses.begin(), f.ignoredClasses.end() }));
}

// NVLinks assumed, inconsistent or leading nowhere.
void addNvlinkNotes(const NcclTopoFindings& f, std::vector<std::string>& out)
{
    if (f.gpusWithAssumedNvlink.size() > 0)
        out.push_back(
            about(QT_TRANSLATE_NOOP("scalescope-core",
                      "%1: GPU model unknown, NVLinks taken at 25 GB/s per link and direction (NVLink 2 to 4)"),
                { f.gpusWithAssumedNvlink.begin(), f.gpusWithAssumedNvlink.end() }));
    if (!f.selfLinks.empty())
        out.push_back(
            about(QT_TRANSLATE_NOOP("scalescope-core", "%1: an NVLink to its own bus id, left out"), f.selfLinks));
    if (!f.asymmetricPairs.empty())
        out.push_back(about(QT_TRANSLATE_NOOP("scalescope-core",
                                "NVLink counts differ between the two ends of %1; the first end's count is kept"),
            f.asymmetricPairs));
    if (!f.unknownTargets.empty())
        out.push_back(about(QT_TRANSLATE_NOOP("scalescope-core", "NVLinks to %1 reach no device of the file; left out"),
            { f.unknownTargets.begin(), f.unknownTargets.end() }));
}

// PCIe links and bus ids taken as something the file did not say.
void addPcieNotes(const NcclTopoFindings& f, std::vector<std::string>& out)
{
    if (f.pcieSpeedsAssumed > 0)
        out.push_back(f.pcieRatesUnknown > 0
                ? countOf(f.pcieSpeedsAssumed,
                    QT_TRANSLATE_NOOP("scalescope-core",
                        "%1 PCIe link gives no speed: taken at the speed of the nearest link above that gives one, or "
                        "Gen4 when none does (%2)"),
                    QT_TRANSLATE_NOOP("scalescope-core",
                        "%1 PCIe links give no speed: taken at the speed of the nearest link above that gives one, or "
                        "Gen4 when none does (%2)"),
                    std::to_string(f.pcieRatesUnknown))
                : countOf(f.pcieSpeedsAssumed,
                    QT_TRANSLATE_NOOP("scalescope-core",
                        "%1 PCIe link gives no speed: taken at the speed of the nearest link above that gives one"),
                    QT_TRANSLATE_NOOP("scalescope-core",
                        "%1 PCIe links give no speed: taken at the speed of the nearest link above that gives one")));
    if (f.pcieWidthsAssumed > 0)
        out.push_back(countOf(f.pcieWidthsAssumed,
            QT_TRANSLATE_NOOP("scalescope-core", "%1 PCIe link gives no width (0 or none): taken as x16"),
            QT_TRANSLATE_NOOP("scalescope-core", "%1 PCIe links give no width (0 or none): taken as x16")));
    if (f.nicsWithoutPci > 0)
        out.push_back(countOf(f.nicsWithoutPci,
            QT_TRANSLATE_NOOP(
                "scalescope-core", "%1 NIC sits directly under a CPU with no PCI device; joined to it as Gen4 x16"),
            QT_TRANSLATE_NOOP(
                "scalescope-core", "%1 NICs sit directly under a CPU with no PCI device; joined to it as Gen4 x16")));
}

// NICs whose ports or GUIDs disagree.
void addNicNotes(const NcclTopoFindings& f, std::vector<std::string>& out)
{
    if (!f.nicsWithMixedSpeeds.empty())
        out.push_back(
            about(QT_TRANSLATE_NOOP("scalescope-core", "%1: ports of different speeds; the model takes the fastest"),
                f.nicsWithMixedSpeeds));
    if (!f.duplicateGuids.empty())
        out.push_back(
            about(QT_TRANSLATE_NOOP("scalescope-core", "%1: the same GUID as an earlier NIC; kept on the first only"),
                f.duplicateGuids));
    if (f.devicesOutsideDomain0 > 0)
        out.push_back(countOf(f.devicesOutsideDomain0,
            QT_TRANSLATE_NOOP("scalescope-core",
                "%1 device has a bus id outside PCI domain 0, which a design does not hold: not kept (the address "
                "plan numbers them as devices without one)"),
            QT_TRANSLATE_NOOP("scalescope-core",
                "%1 devices have bus ids outside PCI domain 0, which a design does not hold: not kept (the address "
                "plan numbers them as devices without one)")));
}

} // namespace

std::vector<std::string> ncclTopoNotes(const NcclTopoFindings& f)
{
    std::vector<std::string> out;
    addDeviceNotes(f, out);
    addNvlinkNotes(f, out);
    addPcieNotes(f, out);
    addNicNotes(f, out);
    if (!f.graceCpus.empty())
        out.push_back(
            about(QT_TRANSLATE_NOOP("scalescope-core", "%1: NVLink-C2C to a GPU, so taken to be Grace"), f.graceCpus));
    if (!f.nvlinkGenerations.empty())
        out.push_back(about(QT_TRANSLATE_NOOP("scalescope-core",
                                "NVLink rates are those of %1, from the GPUs' PCI device ids or compute capability"),
            { f.nvlinkGenerations.begin(), f.nvlinkGenerations.end() }));
    if (f.nicGuidsReordered)
        out.push_back(localized(QT_TRANSLATE_NOOP(
            "scalescope-core", "NIC GUIDs are NCCL's byte-reversed system image GUIDs put back in order")));
    if (!f.ignoredElements.empty())
        out.push_back(about(QT_TRANSLATE_NOOP("scalescope-core", "not read: %1"),
            { f.ignoredElements.begin(), f.ignoredElements.end() }));
    return out;
}

} // namespace scalescope
