#include "io/import/NcclTopoNotes.h"

#include "io/import/ImportBuilder.h"

namespace scalescope {
namespace {

std::string countOf(std::size_t n, const char* one, const char* many)
{
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

// Devices inferred, known only in part, or left out.
void addDeviceNotes(const NcclTopoFindings& f, std::vector<std::string>& out)
{
    if (f.inferredNvSwitches > 0)
        out.push_back(countOf(f.inferredNvSwitches, "NVSwitch was", "NVSwitches were")
            + " inferred, one per distinct NVLink target of class 0x068000: NCCL does not list NVSwitches, only "
              "the bus ids its GPUs' NVLinks reach");
    if (f.hiddenNvSwitches)
        out.push_back("NVLink target fffffff:ffff:ff is NCCL's name for NVSwitches a virtual machine cannot see: one "
                      "NVSwitch stands for all of them");
    if (f.gpusFromClass > 0)
        out.push_back(countOf(f.gpusFromClass, "GPU is", "GPUs are")
            + " known only by PCI class (no <gpu> element): model and NVLinks unknown");
    if (f.nicsFromClass > 0)
        out.push_back(countOf(f.nicsFromClass, "NIC is", "NICs are")
            + " known only by PCI class (no <nic> element): rate and GUID unknown");
    if (!f.ignoredClasses.empty())
        out.push_back("PCI devices of class " + joinForPeople({ f.ignoredClasses.begin(), f.ignoredClasses.end() })
            + " are neither GPU, NIC, NVSwitch nor a bridge with devices under it; left out");
}

// NVLinks assumed, inconsistent or leading nowhere.
void addNvlinkNotes(const NcclTopoFindings& f, std::vector<std::string>& out)
{
    if (f.gpusWithAssumedNvlink.size() > 0)
        out.push_back(joinForPeople({ f.gpusWithAssumedNvlink.begin(), f.gpusWithAssumedNvlink.end() })
            + ": GPU model unknown, NVLinks taken at 25 GB/s per link and direction (NVLink 2 to 4)");
    if (!f.selfLinks.empty())
        out.push_back(joinForPeople(f.selfLinks) + ": an NVLink to its own bus id, left out");
    if (!f.asymmetricPairs.empty())
        out.push_back("NVLink counts differ between the two ends of " + joinForPeople(f.asymmetricPairs)
            + "; the first end's count is kept");
    if (!f.unknownTargets.empty())
        out.push_back("NVLinks to " + joinForPeople({ f.unknownTargets.begin(), f.unknownTargets.end() })
            + " reach no device of the file; left out");
}

// PCIe links and bus ids taken as something the file did not say.
void addPcieNotes(const NcclTopoFindings& f, std::vector<std::string>& out)
{
    if (f.pcieSpeedsAssumed > 0)
        out.push_back(countOf(f.pcieSpeedsAssumed, "PCIe link gives", "PCIe links give")
            + " no speed: taken at the speed of the nearest link above that gives one"
            + (f.pcieRatesUnknown > 0 ? ", or Gen4 when none does (" + std::to_string(f.pcieRatesUnknown) + ")"
                                      : std::string()));
    if (f.pcieWidthsAssumed > 0)
        out.push_back(
            countOf(f.pcieWidthsAssumed, "PCIe link gives", "PCIe links give") + " no width (0 or none): taken as x16");
    if (f.nicsWithoutPci > 0)
        out.push_back(countOf(f.nicsWithoutPci, "NIC sits", "NICs sit")
            + " directly under a CPU with no PCI device; joined to it as Gen4 x16");
}

// NICs whose ports or GUIDs disagree.
void addNicNotes(const NcclTopoFindings& f, std::vector<std::string>& out)
{
    if (!f.nicsWithMixedSpeeds.empty())
        out.push_back(
            joinForPeople(f.nicsWithMixedSpeeds) + ": ports of different speeds; the model takes the fastest");
    if (!f.duplicateGuids.empty())
        out.push_back(joinForPeople(f.duplicateGuids) + ": the same GUID as an earlier NIC; kept on the first only");
    if (f.devicesOutsideDomain0 > 0)
        out.push_back(countOf(f.devicesOutsideDomain0, "device has a bus id", "devices have bus ids")
            + " outside PCI domain 0, which a design does not hold: not kept (the address plan numbers them as "
              "devices without one)");
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
        out.push_back(joinForPeople(f.graceCpus) + ": NVLink-C2C to a GPU, so taken to be Grace");
    if (!f.nvlinkGenerations.empty())
        out.push_back("NVLink rates are those of "
            + joinForPeople({ f.nvlinkGenerations.begin(), f.nvlinkGenerations.end() })
            + ", from the GPUs' PCI device ids or compute capability");
    if (f.nicGuidsReordered)
        out.push_back("NIC GUIDs are NCCL's byte-reversed system image GUIDs put back in order");
    if (!f.ignoredElements.empty())
        out.push_back("not read: " + joinForPeople({ f.ignoredElements.begin(), f.ignoredElements.end() }));
    return out;
}

} // namespace scalescope
