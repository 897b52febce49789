// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace mancala::app {

/// A search value for the player to decide, in plain words: "3 seeds ahead",
/// "1 seed behind", "no seed ahead or behind", "about 12 seeds behind" (lots
/// make expectations, told in whole seeds).
QString seedsText(double value);

} // namespace mancala::app
