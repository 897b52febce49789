// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A representative set of special moves (E8) for the search: the rule allows
// thousands of distributions, the search tries a few sensible ones.

#include "mancala/decision.h"
#include "mancala/position.h"

namespace mancala::ai {

/// @brief A small fixed-capacity list of distributions.
struct DistributionList {
    static constexpr int kCapacity = 12;
    Decision at[kCapacity];
    int size = 0;
};

/**
 * @brief Distributions worth trying when canDistribute(p): the seeds of a
 * pair among the three fullest non-bull holes of the mover's row, either
 * spread evenly over the row's non-bull holes (from the left) or gathered
 * in the emptiest other hole. Each is legal (it changes the row and lifts
 * at most two holes); duplicates are left out. Empty when E8 cannot be
 * played.
 */
void representativeDistributions(const Position& p, DistributionList& out);

} // namespace mancala::ai
