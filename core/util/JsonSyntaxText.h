// A syntax error of nlohmann::json in the user's language. Its text is made of a few fixed
// parts (nlohmann/detail/input/parser.hpp, exception_message; lexer.hpp, the error messages and
// token names): "syntax error while parsing CONTEXT - DETAIL[; last read: 'TEXT'][; expected
// TOKEN]"; each part is translated, and a text of any other shape is kept as it is.
#pragma once

#include <string>

namespace scalescope {

// `message`: what follows "parse error at line L, column C: " in the exception's what().
std::string jsonSyntaxErrorText(const std::string& message);

} // namespace scalescope
