// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mancala/step.h"

#include <QUrl>

namespace mancala::app {

/// The game's sounds: resources/sounds/*.wav, made by resources/make_sounds.py.
enum class Sound { None, Click, Store, Pour, Mark, End };
constexpr int kSoundCount = 6;
/// The seed's click comes in this many pitches, one drawn for each seed.
constexpr int kClickVariants = 5;

/**
 * @brief What a step sounds like: a click for a seed dropped into a hole,
 * a knock for a seed dropped into a store, a pour for seeds carried to a
 * store or tally (a capture, an ekwarna or Jen eating, the sweep at the
 * end), a chime for a mark (walda, ekwarna, bull, Jen), a cadence for the
 * end of the game; nothing for the rest (picking up, skipping, choices,
 * announcements), whose time on the board is silent.
 */
Sound soundOf(StepKind kind, Place to, int count);

/// The sound's file among the resources; `variant` picks the click's pitch.
QUrl soundFile(Sound sound, int variant = 0);

} // namespace mancala::app
