// Whether text people typed or a file holds can be a link's or port's rate, said the one way
// every reader and editor says it.
#pragma once

#include <string>
#include <string_view>

namespace scalescope {

// Why `text` cannot be a link's or port's rate: not a rate (see parseRate), not positive, or
// outside isLinkRateInRange (1 Mb/s to 1 PB/s); empty when it can. The design file's reader
// gives this message after the value's JSON pointer, the desktop's rate fields as it is typed.
std::string rateProblem(std::string_view text);

} // namespace scalescope
