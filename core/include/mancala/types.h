// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string_view>

namespace mancala {

/// @brief The two players. South (player 1) sits at the bottom and moves first.
enum class Side : std::uint8_t { South = 0, North = 1 };

constexpr Side opponent(Side s) { return s == Side::South ? Side::North : Side::South; }
constexpr int index(Side s) { return static_cast<int>(s); }

/// @brief The five rule sets of docs/rules.md.
enum class Variant : std::uint8_t { Kalah, Qelat, QelatKeren, Mewelad, Enkeshui };
constexpr int kVariantCount = 5;

/// @brief Sowing direction seen from above: CCW runs a..f, A..F, back to a.
enum class Direction : std::uint8_t { Ccw = 0, Cw = 1 };

/// Most holes in one row (E10 allows up to 12).
constexpr int kMaxRow = 12;
/// Most holes on the board (the ring).
constexpr int kMaxRing = 2 * kMaxRow;
/// Most seeds a game may hold: every hole of a 2x12 board filled with 10.
constexpr int kMaxSeeds = 240;

/**
 * A place on the board as steps name it. Holes are ring indices: South's row
 * a.. is 0..N-1 from South's left, North's row A.. is N..2N-1 from North's
 * left, so index+1 is always the next hole counter-clockwise and the hole
 * facing i is 2N-1-i. Stores (or tallies, for games without stores) are the
 * two values below.
 */
using Place = std::int8_t;
constexpr Place kNoPlace = -1;
constexpr Place kSouthStore = 100;
constexpr Place kNorthStore = 101;
constexpr Place storeOf(Side s) { return s == Side::South ? kSouthStore : kNorthStore; }
constexpr bool isStore(Place p) { return p == kSouthStore || p == kNorthStore; }

std::string_view variantId(Variant v);
bool variantFromId(std::string_view id, Variant& out);
std::string_view sideName(Side s); // "south" / "north"

} // namespace mancala
