// The validation table (tests/data/validation/nccl-tests.tsv): published nccl-tests measurements,
// one a row, read strictly. Shared by the benchmark that compares the simulator with them and the
// test that keeps every row readable. tests/data/validation/README.md says what each column means.
#pragma once

#include "model/Collective.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace scalescope::validation {

// The header line, column by column, in the order the file must have them.
inline constexpr std::string_view kColumns[] { "system", "gpu", "gpus_per_node", "nodes", "nic", "network",
    "collective", "size_bytes", "algorithm", "protocol", "nccl_version", "measured_busbw_GBps", "measured_time_us",
    "source_url", "source_date", "source_note" };

struct ValidationRow {
    int line = 0; // in the file, 1-based (the header is line 1)
    std::string system, gpu;
    int gpusPerNode = 0;
    int nodes = 0;
    std::string nic;
    std::string network; // "infiniband", "roce", "nvlink-only" or empty (not stated)
    Collective collective = Collective::AllReduce;
    std::uint64_t sizeBytes = 0;
    std::optional<Algorithm> algorithm; // when the run fixed it
    std::optional<Protocol> protocol;
    std::string ncclVersion;
    std::optional<double> busbwGBps; // nccl-tests bus bandwidth, 10^9 B/s
    std::optional<double> timeUs;
    std::string sourceUrl, sourceDate, sourceNote;

    int gpus() const { return gpusPerNode * nodes; }
    // The note documents why this row is far from any fabric model (the README's convention: the
    // words "outlier with a known cause" followed by the cause). Such a row stays in the figures.
    bool documentedOutlier() const { return sourceNote.find(kDocumentedOutlier) != std::string::npos; }
    static constexpr std::string_view kDocumentedOutlier = "outlier with a known cause";
    // The run switched NVLink SHARP off, as its note says (NCCL_NVLS_ENABLE=0): it is simulated
    // without NVLS.
    bool nvlsDisabled() const { return sourceNote.find("NCCL_NVLS_ENABLE=0") != std::string::npos; }
};

// The rows of `text`. Throws InputError naming `origin` with every problem found, each at its
// line and column: a header other than kColumns, a row with another number of fields, a number
// that is not one (or not above zero), a name the simulator does not know, neither a bandwidth
// nor a time, a source that is not an https address, a date not YYYY-MM or YYYY-MM-DD.
std::vector<ValidationRow> parseValidationTable(std::string_view text, const std::string& origin);

// The file at `path`, read by readTextFile and parsed as above.
std::vector<ValidationRow> readValidationTable(const std::string& path);

} // namespace scalescope::validation
