#include "util/MemoryReserve.h"

#include <atomic>
#include <cstdlib>
#include <new>

namespace scalescope {
namespace {

std::atomic<void*> g_reserve { nullptr };

// std::new_handler: the reserve goes back, and the allocation that failed fails (rather than
// being retried into the freed room, which is for what follows the failure).
void releaseReserve()
{
    std::set_new_handler(nullptr);
    std::free(g_reserve.exchange(nullptr));
    throw std::bad_alloc();
}

} // namespace

void armMemoryReserve(std::size_t bytes)
{
    if (g_reserve.load() != nullptr)
        return;
    void* reserve = std::malloc(bytes);
    if (reserve == nullptr)
        return;
    void* expected = nullptr;
    if (!g_reserve.compare_exchange_strong(expected, reserve)) {
        std::free(reserve);
        return;
    }
    std::set_new_handler(releaseReserve);
}

bool memoryReserveArmed()
{
    return g_reserve.load() != nullptr;
}

} // namespace scalescope
