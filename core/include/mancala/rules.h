// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mancala/types.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace mancala {

/// @brief Initial layout (E1 and the `layout` house rule).
enum class Layout : std::uint8_t { Uniform, EnkeshuiA, EnkeshuiB, Custom };

/// @brief K7: what the last seed in an empty own house does.
enum class EmptyCapture : std::uint8_t {
    Off,      ///< K4 only: captured with the opposite seeds when there are any
    On,       ///< also captured alone when the opposite house is empty (K4 still applies)
    LastSeed, ///< the source's words: the last seed alone goes to the store, the opposite seeds stay
};

/// @brief G2 `quiet-end`: how a game stopped by the quiet-move limit ends.
enum class QuietEnd : std::uint8_t {
    Draw,  ///< drawn whatever the counts
    Score, ///< scored as a finished game of the rule set, the seeds in play counting for no one
};

/// @brief Which holes may become waldas (Q6).
enum class WaldaHoles : std::uint8_t { Six, Corners };

/**
 * @brief A rule set with every house rule of docs/rules.md: an immutable value.
 *
 * Positions keep a pointer to the Rules they were made with, so a Rules
 * object must outlive every position made from it (the app and the command
 * line keep one per game).
 */
struct Rules {
    Variant variant = Variant::Kalah;
    int houses = 6;           ///< holes per row (K1, Q1, M1, W1, E1, E10)
    int seeds = 4;            ///< seeds per hole in uniform layouts
    Layout layout = Layout::Uniform;
    /// Custom layout: ring order (a.. then A..), only when layout == Custom.
    std::array<std::uint8_t, kMaxRing> custom{};

    // Kalah
    bool clockwise = false;       ///< K6
    EmptyCapture emptyCapture = EmptyCapture::Off; ///< K7
    bool countRemaining = true;   ///< K8 (false: seeds left are not counted)
    bool pie = false;             ///< K9
    // Qelat
    WaldaHoles waldaHoles = WaldaHoles::Six; ///< Q6
    bool skipWaldas = false;      ///< Q7
    bool antiRepetition = true;   ///< Q10
    // Mewelad, Enkeshui
    bool race = true;             ///< W2 / E2
    bool claimedCaptures = false; ///< W4
    bool specialMove = false;     ///< E8
    // All
    int quietLimit = 200;         ///< G2, full moves; 0 = none
    QuietEnd quietEnd = QuietEnd::Draw; ///< G2 (Qelat's default: Score, Q11)

    /// The defaults of a rule set.
    static Rules defaults(Variant v);

    /**
     * Sets one house rule from its docs/rules.md id and value text
     * (`houses=8`, `layout=B`, `pie=on`, `layout=custom:<position>`).
     * Returns an empty string on success, else a plain reason; on failure
     * nothing changes.
     */
    std::string set(std::string_view name, std::string_view value);

    /// Checks the whole set (row length for the game, seed counts, layout):
    /// empty when playable, else the reason.
    std::string validate() const;

    /// Seeds in each ring hole at the start of the game.
    std::array<std::uint8_t, kMaxRing> initialSeeds() const;

    /// The house rules that differ from the rule set's defaults, as
    /// `name=value` strings in the order of docs/rules.md's table.
    std::vector<std::string> differences() const;

    /// The value text of one house rule ("on", "8", "A", ...).
    std::string value(std::string_view name) const;

    int ring() const { return 2 * houses; }
    int totalSeeds() const;

    bool operator==(const Rules&) const = default;
};

/// @brief What values a house rule takes.
enum class HouseRuleKind : std::uint8_t {
    Number, ///< a whole number in a range (`houses`, `seeds`, `quiet-limit`)
    Switch, ///< on or off
    Choice, ///< one of a few names (`empty-capture`, `walda-holes`, `quiet-end`)
    Layout, ///< `layout`: a named layout or `custom:<rows>`
};

/**
 * @brief One house rule as it applies to one rule set, read from the table
 * of house rules (core/src/rules/houserules.cpp), the one place where each
 * house rule is defined. `mancala-cli variants`, the picker and records read it.
 */
struct HouseRuleInfo {
    std::string_view id;
    std::string_view rule;      ///< the rule id it sets, e.g. "K6" (may be empty)
    std::vector<std::string> values; ///< default first (numeric ranges as "min-max")
    HouseRuleKind kind = HouseRuleKind::Switch;
    int min = 0, max = 0, step = 1; ///< numbers only
};

/// House rules that apply to a rule set and change something there (what the
/// picker offers), in the order of docs/rules.md's table. Rules::set() also takes
/// one that changes nothing in the rule set (quiet-end in a game of rounds),
/// as old records and presets name it.
std::vector<HouseRuleInfo> houseRules(Variant v);

/// One house rule of a rule set; false when there is none by that id, it does not apply or it changes nothing there.
bool houseRule(Variant v, std::string_view id, HouseRuleInfo& out);

/// The `empty-capture` value that names a K7 choice ("off", "on", "last-seed").
std::string_view emptyCaptureName(EmptyCapture c);

/// Every rule set and its house rules as JSON (`mancala-cli variants`).
std::string variantsJson();

/**
 * @brief The board part of a position string: North's row as South sees it
 * (North's last hole first, down to A), a slash, South's row from a:
 * `4,4,4,4,4,4/4,4,4,4,4,4`. Used by custom layouts and position strings.
 */
std::string formatRows(const std::array<std::uint8_t, kMaxRing>& ring, int houses);

/// Parses formatRows() text into ring order; returns the reason on failure
/// (and leaves the outputs unchanged).
std::string parseRows(std::string_view text, std::array<std::uint8_t, kMaxRing>& ring, int& houses);

} // namespace mancala
