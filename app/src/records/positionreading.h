// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mancala/rules.h"

#include <string>
#include <vector>

namespace mancala::app {

/// Whether a pasted text is a position string (one line, its rows first or
/// its rule set and ':' first, docs/notation.md section 6) rather than a record.
bool looksLikePosition(const std::string& text);

/// @brief The rule sets a pasted position string can be read as.
struct PositionReading {
    std::vector<Rules> fits; ///< each rule set it reads as, the one to use first
    bool named = false;      ///< the string names its rule set (then `fits` holds at most it)
    std::string why;         ///< when nothing fits: the reason, for the rules it was first tried with
};

/**
 * The rules a position string is read as. A string that names its rule set
 * is read with those rules only. An old string without a prefix is read
 * with the game's rules when it fits them, else with each rule set's
 * defaults for its row length that it fits: one of them, or a choice.
 */
PositionReading readPositionRules(const Rules& current, const std::string& text);

} // namespace mancala::app
