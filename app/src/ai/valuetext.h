// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace mancala::app {

/// A search value for the player to decide, in plain words: "3 seeds ahead",
/// "1 seed behind", "no seed ahead or behind", "about 12 seeds behind" (lots
/// make expectations, told in whole seeds).
QString seedsText(double value);

/// Seeds of value lost, in plain words: "8 seeds", "about 3 seeds" (an
/// expectation); never "ahead" or "behind", which are a value's.
QString seedsLostText(double loss);

} // namespace mancala::app
