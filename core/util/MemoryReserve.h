// Memory kept aside for running out of it. When an allocation fails, unwinding can itself need
// memory (nlohmann::json frees a large array through a vector of its elements, and an allocation
// failing in a destructor ends the program); so the first allocation that fails frees the
// reserve, then throws std::bad_alloc, and what unwinds, and the message that says so, have room.
// Armed by a program's main (and again after it reported a failure), never by the core itself.
#pragma once

#include <cstddef>

namespace scalescope {

inline constexpr std::size_t kMemoryReserveBytes = std::size_t { 64 } << 20;

// Sets the reserve aside (address space only: its pages are never touched) and installs the
// std::new_handler that frees it; does nothing when it is already set aside.
void armMemoryReserve(std::size_t bytes = kMemoryReserveBytes);

// Whether the reserve is set aside now (false once a failed allocation has used it).
bool memoryReserveArmed();

} // namespace scalescope
