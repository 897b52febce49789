// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mancala/record.h"

#include <cstddef>
#include <vector>

namespace mancala::app {

/**
 * @brief The tree of a game record (its main line and variations) as the
 * game on the board walks it: where the board's line of decisions lies in
 * the tree, how a new line joins it, and the edits of the notes panel.
 *
 * A place in the tree is a path: for each variation entered on the way,
 * the turn it branches at (in the line it leaves) and its index among that
 * turn's variations; then the turn within the last line.
 */
struct TreePlace {
    struct Step {
        std::size_t turn = 0;      ///< the turn of the outer line the variation replaces
        std::size_t variation = 0; ///< its index among that turn's variations

        bool operator==(const Step&) const = default;
    };
    std::vector<Step> steps; ///< empty: on the main line
    std::size_t turn = 0;    ///< the turn within the line reached

    bool operator==(const TreePlace&) const = default;
};

/// Whether two turns are the same or one is the other carried on (an unfinished turn ends a line).
bool sameOrContinued(const TurnNode& a, const TurnNode& b);

/**
 * Carries what annotates `old` over to `fresh`, whose line replaces it as
 * the main line (a game played on, or taken back and played otherwise):
 * equal turns keep their annotations; where the lines part, the rest of
 * `old` becomes the first variation of the new turn.
 */
void graftLine(const std::vector<TurnNode>& old, std::vector<TurnNode>& fresh, std::size_t from);

/**
 * Adds the line `fresh` (the turns of the board's line) to the tree without
 * changing its main line: turns already there are followed, a line that
 * goes on past the end of the line it follows is carried on there, and
 * where it leaves every line of the tree it becomes a new variation (the
 * last of that turn's). Returns whether the main line changed (it changes
 * only when it is carried on).
 */
bool insertLine(std::vector<TurnNode>& tree, const std::vector<TurnNode>& fresh);

/// The turns of the tree the line `fresh` passes, in order (fewer when it leaves the tree).
std::vector<TurnNode*> turnsAlong(std::vector<TurnNode>& tree, const std::vector<TurnNode>& fresh);
std::vector<const TurnNode*> turnsAlong(const std::vector<TurnNode>& tree, const std::vector<TurnNode>& fresh);

/// The turn at a place, or nullptr when the place is not in the tree.
TurnNode* turnAt(std::vector<TurnNode>& tree, const TreePlace& place);

/**
 * Makes the variation a place lies in the line it branches from: the
 * branch's turns from that turn on become a variation of it, the variation's
 * other siblings stay. False when the place is on the main line already.
 */
bool promoteVariation(std::vector<TurnNode>& tree, const TreePlace& place);

/// Deletes the variation a place lies in (its whole line). False on the main line.
bool deleteVariation(std::vector<TurnNode>& tree, const TreePlace& place);

/**
 * Swaps the variation a place lies in with its sibling `by` (-1 the one
 * before, +1 the one after) among the variations of the same turn; the line
 * they branch from stays. False on the main line or with no such sibling.
 */
bool moveVariation(std::vector<TurnNode>& tree, const TreePlace& place, int by);

} // namespace mancala::app
