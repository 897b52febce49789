// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A board of a class (docs/network.md, "A class"): a position with the rules
// it names, read from and written as a named position string (docs/
// notation.md section 6). The teacher's board and every exercise travel as
// such strings; each side reads them through the core, so a string that is
// no position of our rules is refused and changes nothing.

#include "mancala/decision.h"
#include "mancala/position.h"
#include "mancala/rules.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace mancala::net {

class ClassBoard {
public:
    /// The position `named` holds (its rule set in front); the reason when
    /// it is none, leaving `out` unchanged.
    static std::string read(std::string_view named, ClassBoard& out);
    /// The start of a game of `rules` with `seed`.
    static ClassBoard start(const Rules& rules, std::uint64_t seed);

    bool valid() const { return m_rules != nullptr; }
    const Position& position() const { return m_position; }
    const Rules& rules() const { return *m_rules; }
    /// The named position string read() takes back.
    std::string text() const;

    /// The decision `token` names here; the reason when it names no legal one.
    std::string decision(std::string_view token, Decision& out) const;
    /// Plays `token` (the reason when it is not legal: nothing changes);
    /// `canonical` gets the token as the core writes it.
    std::string play(std::string_view token, std::string* canonical = nullptr);
    /// The tokens of every legal decision.
    std::vector<std::string> legalTokens() const;

private:
    std::shared_ptr<const Rules> m_rules; // the position points to them: copies share them
    Position m_position;
};

} // namespace mancala::net
