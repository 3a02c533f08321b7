// What the NCCL topology reader had to infer, assume or leave out, gathered as it reads, and the
// notes that tell the user, one sentence each, in a fixed order.
#pragma once

#include <cstddef>
#include <set>
#include <string>
#include <vector>

namespace scalescope {

struct NcclTopoFindings {
    std::size_t inferredNvSwitches = 0; // NVSwitches made for NVLink targets the file does not list
    bool hiddenNvSwitches = false; // an NVLink target is NCCL's name for NVSwitches a VM cannot see
    std::size_t gpusFromClass = 0, nicsFromClass = 0; // devices known only by their PCI class
    std::set<std::string> ignoredClasses; // PCI classes of devices left out
    std::set<std::string> gpusWithAssumedNvlink; // GPUs of unknown model, NVLink rate assumed
    std::vector<std::string> selfLinks; // GPUs with an NVLink to their own bus id
    std::vector<std::string> asymmetricPairs; // GPU pairs whose two ends count their NVLinks differently
    std::set<std::string> unknownTargets; // NVLink targets that are no device of the file
    std::size_t pcieSpeedsAssumed = 0; // PCIe links without a speed, taken from the link above
    std::size_t pcieRatesUnknown = 0; // ... with none above either, taken as Gen4
    std::size_t pcieWidthsAssumed = 0; // PCIe links without a width, taken as x16
    std::size_t nicsWithoutPci = 0; // NICs directly under a CPU
    std::vector<std::string> nicsWithMixedSpeeds, duplicateGuids;
    std::size_t devicesOutsideDomain0 = 0; // bus ids outside PCI domain 0, not kept
    std::vector<std::string> graceCpus; // CPUs taken to be Grace for their NVLink-C2C
    std::set<std::string> nvlinkGenerations; // whose rates the NVLinks were given
    bool nicGuidsReordered = false; // NIC GUIDs were read (NCCL prints them byte-reversed)
    std::set<std::string> ignoredElements; // "<name> in <parent>" not read
};

std::vector<std::string> ncclTopoNotes(const NcclTopoFindings& f);

} // namespace scalescope
