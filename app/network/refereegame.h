// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The game both sides of a network game keep: the rules, the seed, every
// decision in order and the position they lead to. Every decision, the
// player's own and the other side's, goes through the core (parseDecision,
// apply): a decision the core refuses changes nothing.

#include "mancala/engine.h"
#include "mancala/rules.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace mancala::net {

class RefereeGame {
public:
    /// The rules a setup message's `rules` names ("kalah;houses=8;pie=on":
    /// the rule set's id, then each house rule that differs from its
    /// defaults); the reason on failure (nothing changed).
    static std::string parseRules(std::string_view text, Rules& out);
    /// The rules as setup's `rules` text.
    static std::string rulesText(const Rules& rules);

    /// A new game of `rules` from its start with `seed`.
    void start(const Rules& rules, std::uint64_t seed);
    bool started() const { return m_rules != nullptr; }

    const Rules& rules() const { return *m_rules; }
    std::uint64_t seed() const { return m_seed; }
    const Position& position() const { return m_position; }
    /// Decisions played so far.
    int count() const { return static_cast<int>(m_tokens.size()); }
    /// Decision n's token, from 1.
    const std::string& token(int n) const { return m_tokens.at(n - 1); }
    /// Who took decision n, from 1.
    Side sideOf(int n) const { return m_sides.at(n - 1); }

    /// Plays one decision token for the side that decides now; the reason
    /// (empty on success). On failure nothing changes.
    std::string play(std::string_view token);
    /// Why `token` is not a race choice `side` may make now (W2, E2): empty
    /// when it is one. Both sides choose at once over the network, so North's
    /// choice is checked as if South had chosen.
    std::string checkRaceChoice(Side side, std::string_view token) const;
    /// Whether the position waits for both race choices.
    bool raceOpen() const;

    /// Takes back every decision after the first `keep`.
    void truncate(int keep);

    /// The tokens of every legal decision now (E8 distributions not listed).
    std::vector<std::string> legalTokens() const;
    /// What `side` may decide now: in a racing start its race choices (both
    /// sides choose at once), else the legal tokens when it decides, else none.
    std::vector<std::string> choicesFor(Side side) const;

private:
    std::unique_ptr<Rules> m_rules; // positions point to it: kept at one address
    std::uint64_t m_seed = 0;
    Position m_position;
    std::vector<std::string> m_tokens;
    std::vector<Side> m_sides;
};

} // namespace mancala::net
