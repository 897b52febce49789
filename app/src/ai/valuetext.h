// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace mancala::app {

/// A search value for the player to decide, as a player reads it: "+3 seeds",
/// "−1 seed", "0 seeds", "+2.5 seeds" (lots make expectations).
QString seedsText(double value);

} // namespace mancala::app
