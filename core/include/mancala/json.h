// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one JSON string writer of the core and the command line: every string
// that goes into printed JSON (hole names, position strings, file paths,
// rule ids) passes through it.

#include <string>
#include <string_view>

namespace mancala {

/**
 * @brief `text` as a JSON string literal, quotes included, escaped as RFC 8259
 * section 7 says: `"` and `\` escaped, the control characters U+0000 to U+001F
 * as `\b \f \n \r \t` or `\u00XX`. Other bytes are copied as they are (the
 * text is UTF-8).
 */
std::string jsonString(std::string_view text);

} // namespace mancala
