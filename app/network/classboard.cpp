// SPDX-License-Identifier: GPL-3.0-or-later
#include "classboard.h"

#include "mancala/engine.h"
#include "mancala/notation.h"

namespace mancala::net {

std::string ClassBoard::read(std::string_view named, ClassBoard& out)
{
    PositionRules prefix;
    if (std::string why = positionRules(named, prefix); !why.empty())
        return why;
    if (!prefix.named)
        return "the position does not name its rule set";
    auto rules = std::make_shared<const Rules>(prefix.rules);
    Position position;
    if (std::string why = fromPositionString(named, *rules, position); !why.empty())
        return why;
    out.m_rules = std::move(rules);
    out.m_position = position;
    return {};
}

ClassBoard ClassBoard::start(const Rules& rules, std::uint64_t seed)
{
    ClassBoard board;
    board.m_rules = std::make_shared<const Rules>(rules);
    board.m_position = startPosition(*board.m_rules, seed);
    return board;
}

std::string ClassBoard::text() const
{
    return valid() ? toNamedPositionString(m_position) : std::string();
}

std::string ClassBoard::decision(std::string_view token, Decision& out) const
{
    if (!valid() || m_position.over())
        return "the game is over";
    std::string error;
    Decision d;
    if (!parseDecision(m_position, token, d, error))
        return "malformed decision '" + std::string(token) + "': " + error;
    if (std::string why = whyIllegal(m_position, d); !why.empty())
        return "illegal decision '" + std::string(token) + "': " + why;
    out = d;
    return {};
}

std::string ClassBoard::play(std::string_view token, std::string* canonical)
{
    Decision d;
    if (std::string why = decision(token, d); !why.empty())
        return why;
    const std::string written = formatDecision(m_position, d);
    Position next = m_position;
    if (!apply(next, d))
        return "illegal decision '" + std::string(token) + "'";
    m_position = next;
    if (canonical)
        *canonical = written;
    return {};
}

std::vector<std::string> ClassBoard::legalTokens() const
{
    std::vector<std::string> tokens;
    if (!valid() || m_position.over())
        return tokens;
    DecisionList list;
    legalDecisions(m_position, list);
    for (const Decision& d : list)
        tokens.push_back(formatDecision(m_position, d));
    return tokens;
}

} // namespace mancala::net
