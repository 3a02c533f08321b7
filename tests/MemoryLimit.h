// What the tests of running out of memory share: whether the address sanitizer is on (it reserves
// more address space than any limit leaves, so these tests skip), and this process's address
// space limited for a scope, so that a large allocation fails.
#pragma once

#include <cstdint>
#include <fstream>
#include <string>

#include <sys/resource.h>

// SCALESCOPE_SANITIZED: the suite's own code is not instrumented, the libraries and the runtime
// it links are (tests/CMakeLists.txt).
#if defined(__SANITIZE_ADDRESS__) || defined(SCALESCOPE_SANITIZED)
inline constexpr bool kAddressSanitizer = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool kAddressSanitizer = true;
#else
inline constexpr bool kAddressSanitizer = false;
#endif
#else
inline constexpr bool kAddressSanitizer = false;
#endif

class AddressSpaceLimit {
public:
    // The address space this process uses now, plus `bytesAboveNow`.
    explicit AddressSpaceLimit(std::uint64_t bytesAboveNow)
    {
        ::getrlimit(RLIMIT_AS, &m_saved);
        std::ifstream status("/proc/self/status");
        std::string line;
        std::uint64_t sizeKiB = 0;
        while (std::getline(status, line))
            if (line.rfind("VmSize:", 0) == 0)
                sizeKiB = std::stoull(line.substr(7));
        const rlimit limit { sizeKiB * 1024 + bytesAboveNow, m_saved.rlim_max };
        ::setrlimit(RLIMIT_AS, &limit);
    }
    ~AddressSpaceLimit() { ::setrlimit(RLIMIT_AS, &m_saved); }
    AddressSpaceLimit(const AddressSpaceLimit&) = delete;
    AddressSpaceLimit& operator=(const AddressSpaceLimit&) = delete;

private:
    rlimit m_saved {};
};
