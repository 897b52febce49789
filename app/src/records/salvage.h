// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mancala/record.h"

#include <optional>
#include <string_view>

namespace mancala::app {

/// @brief What could be read of a damaged record.
struct Salvaged {
    GameRecord record;   ///< the first game, cut to the turns that replay, unfinished (`*`)
    bool whole = false;  ///< the record read and replayed as it is
    int turns = 0;       ///< turns of the main line kept
};

/**
 * @brief The longest start of the first game of `text` that reads and
 * replays: a record cut short (a truncated autosave) gives the turns before
 * the cut. The tag section must be whole (without its last tags the rules or
 * the start could be wrong); the movetext is cut back at the first error,
 * then turn by turn. Nothing when not even the tags read.
 */
std::optional<Salvaged> salvageRecord(std::string_view text);

} // namespace mancala::app
