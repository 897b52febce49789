// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mancala/rules.h"
#include "mancala/types.h"

#include <array>
#include <cstdint>

namespace mancala {

/// @brief What a hole has become during play.
enum class Mark : std::uint8_t {
    None,
    Walda,    ///< Q5: the owner's store hole, sown into, never sown from
    Ekwarna,  ///< M3: captured hole; seeds in it count for its owner
    Bull,     ///< E4: seeds never leave it
    Jen,      ///< W4: a four that was left and grew to five
    LeftFour, ///< W4: a capture of four that was left (becomes Jen at five)
};

/// @brief Where the game is.
enum class Phase : std::uint8_t { Race, Play, Over };

/// @brief The decision the position waits for.
enum class Pending : std::uint8_t {
    Turn,        ///< an ordinary turn: sow a hole (or pass, swap, distribute)
    Race,        ///< W2/E2: a race choice; South chooses first, then North
    ContinueFrom,///< M5: after eating, the hole to sow next
    Direction,   ///< E7: CW or CCW for the remaining laps
    TakeOrLeave, ///< W4: a capture of four offered to `decider`
};

/// @brief Result of a finished game (or Ongoing).
enum class Outcome : std::uint8_t { Ongoing, SouthWins, NorthWins, Draw };

/**
 * @brief A hand that is sowing, kept in the position while a decision
 * interrupts it (E7, W4) and while both race hands sow.
 */
struct Hand {
    std::uint8_t seeds = 0;   ///< seeds still in the hand
    Place at = kNoPlace;      ///< the last place a seed went to (or the start hole)
    Direction dir = Direction::Ccw;
    bool active = false;
    bool relayed = false;     ///< a relay lap has been sown this turn (E6)
    std::uint16_t laps = 0;   ///< laps sown in this sowing (G1)
    static constexpr std::uint8_t kNoCount = 0xFF;
    std::uint8_t found = kNoCount;       ///< seeds the hole of the last drop held before it (E4)
    std::uint8_t foundBefore = kNoCount; ///< the same for the drop before that (E4 pairs)
    bool loud = false;        ///< a seed reached a tally or bull this turn (G2)
    bool operator==(const Hand&) const = default;
};

/**
 * @brief A game position: a value, copied freely (copy-make in the search).
 *
 * Holes are ring indices (see Place in types.h). Seeds are conserved:
 * holes + stores always hold Rules::totalSeeds() (checkConsistency()).
 */
struct Position {
    const Rules* rules = nullptr;
    std::array<std::uint8_t, kMaxRing> seeds{};
    std::array<Side, kMaxRing> owner{};      ///< who owns each hole (changes in rounds)
    std::array<Mark, kMaxRing> mark{};
    std::array<Side, kMaxRing> markOwner{};  ///< owner of a walda/ekwarna/bull
    std::array<std::int16_t, 2> store{};     ///< stores, takings or tallies

    Side toMove = Side::South;
    Side decider = Side::South;  ///< who takes the pending decision
    Phase phase = Phase::Play;
    Pending pending = Pending::Turn;
    Outcome outcome = Outcome::Ongoing;

    std::array<Hand, 2> hand{};  ///< sowing in progress (index by Side)
    std::array<Place, 2> raceChoice{kNoPlace, kNoPlace}; ///< W2/E2 choices made
    std::uint16_t raceTick = 0;                ///< W2/E2: ticks sown so far
    std::array<std::uint16_t, 2> raceFinished{}; ///< W2/E2: tick each hand ended (0: sowing)
    Side raceNext = Side::South;               ///< W2/E2: whose drop comes next in the tick
    Place offerHole = kNoPlace;  ///< W4: the four on offer
    Place forbidden = kNoPlace;  ///< Q10: hole the side to move may not sow back

    std::uint16_t round = 1;
    std::uint16_t turn = 1;        ///< full move number (1. ... 2. ...)
    std::uint16_t quietPlies = 0;  ///< G2: turns with no capture or ownership change
    bool pieAvailable = false;     ///< K9: North may still swap
    bool swapped = false;          ///< K9: the players have swapped sides
    std::array<bool, 2> specialUsed{}; ///< E8 used, per side
    bool quietStop = false;        ///< G2: the game was stopped by the quiet-move limit
    bool repeatStop = false;       ///< G3: the game ended on a round that repeats an earlier one
    /// G3: the round starts seen in this game (games of rounds), one bit each:
    /// bit 2 * (holes South owns) + (1 if North starts). Every round dealt by
    /// M9/W6 has the same board and its ownership follows from South's count,
    /// so the bit says all; a start on another board is not noted.
    std::uint64_t roundStarts = 0;
    std::uint64_t rng = 0;         ///< PRNG state for lots (M9, W2)

    int houses() const { return rules->houses; }
    int ring() const { return 2 * rules->houses; }
    Variant variant() const { return rules->variant; }
    bool over() const { return phase == Phase::Over; }
    /// Ring index of a player's k-th hole of their own row (0 = a / A).
    int rowHole(Side s, int k) const { return s == Side::South ? k : houses() + k; }
    /// The row a ring hole lies in.
    Side rowOf(int hole) const { return hole < houses() ? Side::South : Side::North; }
    int opposite(int hole) const { return ring() - 1 - hole; }
    int next(int hole, Direction d) const
    {
        const int n = ring();
        return d == Direction::Ccw ? (hole + 1 == n ? 0 : hole + 1) : (hole == 0 ? n - 1 : hole - 1);
    }
    int seedsOnBoard() const;
    int totalSeeds() const; ///< board + stores

    /// Equality of everything but the rules pointer's address (rules compared by value).
    bool operator==(const Position& o) const;
};

/// Seeds each side has won so far (stores, waldas, ekwarna, bulls as the rules count them).
std::array<int, 2> score(const Position& p);

/// 64-bit hash of a position (for tables and repetition checks).
std::uint64_t hash(const Position& p);

} // namespace mancala
