// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mancala/rule_id.h"
#include "mancala/types.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace mancala {

/**
 * @brief The atomic things that happen when a decision is applied, in order.
 * The board animates them and teaching narrates them; each names its rule.
 */
enum class StepKind : std::uint8_t {
    PickUp,      ///< `from` hole lifted into the hand: `count` seeds (a new lap starts)
    Drop,        ///< one seed from the hand into `to` (hole or store)
    Skip,        ///< `to` passed over without a seed (opponent's store, K2; walda, Q7)
    Capture,     ///< `count` seeds from `from` to `to` (a store / tally)
    MakeWalda,   ///< `from` becomes `side`'s walda (Q5)
    MakeEkwarna, ///< `from` becomes `side`'s ekwarna (M3)
    MakeBull,    ///< `from` becomes `side`'s bull (E4)
    MakeJen,     ///< `from` becomes a Jen (W4)
    Eat,         ///< `count` seeds from `from` (an ekwarna or Jen) to `to` (M5, W4)
    Offer,       ///< a capture of four at `from` is offered to `side` (W4)
    Take,        ///< `side` takes the offer (W4)
    Leave,       ///< `side` leaves the offer (W4)
    ChooseContinue, ///< M5: `side` continues from `from`
    ChooseDirection,///< E7: `side` chose `count` (0 = CCW, 1 = CW)
    Distribute,  ///< E8: hole `to` now holds `count`
    RaceChoice,  ///< W2/E2: `side` chose `from` for the race (hidden until both chose)
    RaceTick,    ///< W2/E2: tick `count` of the race begins
    RaceWon,     ///< W2/E2: `side` won the race (`count` = 1 when by lot)
    Lot,         ///< a lot was drawn: `side` won it (M9, W2, W6)
    Pass,        ///< `side` cannot move and passes
    ExtraTurn,   ///< `side` moves again (K3)
    Swap,        ///< K9: the players swap sides
    Sweep,       ///< end of game/round: `count` seeds from `from` to `to`
    RoundEnd,    ///< round `count` is over
    Redistribute,///< hole `from` now belongs to `side` and holds `count` (M9, W6)
    NewRound,    ///< round `count` begins; `side` moves first
    GameEnd,     ///< the game is over
};

/// @brief One atomic step.
struct Step {
    StepKind kind = StepKind::Pass;
    RuleId rule = RuleId::None;
    Side side = Side::South;  ///< whose action it is (the sower, the captor, ...)
    Place from = kNoPlace;
    Place to = kNoPlace;
    std::int16_t count = 0;
    std::uint16_t lap = 0;    ///< lap number within the decision (1 = first)
    bool operator==(const Step&) const = default;
};

using StepList = std::vector<Step>;

std::string_view stepKindName(StepKind k);

} // namespace mancala
