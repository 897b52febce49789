// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What must hold after every step of a game, whatever was tried: the checks
// of the fuzz targets (tests/fuzz/) and the soak benchmark
// (benchmarks/soak_bench.cpp). Each returns an empty string when all holds,
// else the first thing that does not, with the position string.

#include "mancala/engine.h"

#include <string>

namespace mancala {

/**
 * @brief A position the engine reached: the seeds conserved,
 * checkConsistency() empty, and its position string reads back to the same
 * position (the reader also tries every legal decision: checkDecisions()).
 */
std::string checkReachedPosition(const Position& p);

/**
 * @brief A decision `d` tried on `before`, which apply() accepted or not,
 * leaving `after`. Refused: nothing changed and whyIllegal() says why.
 * Accepted: it was listed by legalDecisions() (a distribution: canDistribute()
 * held), and its token reads back to it.
 */
std::string checkTriedDecision(const Position& before, const Decision& d, bool accepted, const Position& after);

} // namespace mancala
