// SPDX-License-Identifier: GPL-3.0-or-later
#include "refereegame.h"

#include "mancala/notation.h"

namespace mancala::net {

std::string RefereeGame::parseRules(std::string_view text, Rules& out)
{
    const std::size_t firstCut = text.find(';');
    Variant variant;
    if (!variantFromId(text.substr(0, firstCut), variant))
        return "unknown rule set '" + std::string(text.substr(0, firstCut)) + "'";
    Rules rules = Rules::defaults(variant);
    std::string_view rest = firstCut == std::string_view::npos ? std::string_view() : text.substr(firstCut + 1);
    while (firstCut != std::string_view::npos) {
        const std::size_t cut = rest.find(';');
        const std::string_view item = rest.substr(0, cut);
        const std::size_t equals = item.find('=');
        if (equals == std::string_view::npos)
            return "house rule '" + std::string(item) + "' is not NAME=VALUE";
        if (std::string why = rules.set(item.substr(0, equals), item.substr(equals + 1)); !why.empty())
            return why;
        if (cut == std::string_view::npos)
            break;
        rest = rest.substr(cut + 1);
    }
    if (std::string why = rules.validate(); !why.empty())
        return why;
    out = rules;
    return {};
}

std::string RefereeGame::rulesText(const Rules& rules)
{
    std::string text(variantId(rules.variant));
    for (const std::string& difference : rules.differences())
        text += ';' + difference;
    return text;
}

void RefereeGame::start(const Rules& rules, std::uint64_t seed)
{
    m_rules = std::make_unique<Rules>(rules);
    m_seed = seed;
    m_position = startPosition(*m_rules, seed);
    m_tokens.clear();
    m_sides.clear();
}

std::string RefereeGame::play(std::string_view token)
{
    if (m_position.over())
        return "the game is over";
    Decision decision;
    std::string error;
    if (!parseDecision(m_position, token, decision, error))
        return "malformed decision '" + std::string(token) + "': " + error;
    const Side decider = m_position.decider;
    const std::string canonical = formatDecision(m_position, decision);
    if (!apply(m_position, decision))
        return "illegal decision '" + std::string(token) + "': " + whyIllegal(m_position, decision);
    m_tokens.push_back(canonical);
    m_sides.push_back(decider);
    return {};
}

bool RefereeGame::raceOpen() const
{
    return m_position.phase == Phase::Race && m_position.pending == Pending::Race && m_position.decider == Side::South
        && !m_position.over();
}

std::string RefereeGame::checkRaceChoice(Side side, std::string_view token) const
{
    if (!raceOpen())
        return "no racing start waits for a choice";
    Position p = m_position;
    if (side == Side::North) {
        DecisionList southChoices;
        legalDecisions(p, southChoices);
        if (southChoices.empty() || !apply(p, southChoices[0]))
            return "no racing start waits for a choice";
    }
    Decision decision;
    std::string error;
    if (!parseDecision(p, token, decision, error))
        return "malformed decision '" + std::string(token) + "': " + error;
    if (std::string why = whyIllegal(p, decision); !why.empty())
        return "illegal decision '" + std::string(token) + "': " + why;
    return {};
}

void RefereeGame::truncate(int keep)
{
    const std::vector<std::string> tokens(m_tokens.begin(), m_tokens.begin() + keep);
    start(*m_rules, m_seed);
    for (const std::string& token : tokens)
        play(token); // replays what the core accepted before
}

std::vector<std::string> RefereeGame::legalTokens() const
{
    std::vector<std::string> tokens;
    DecisionList list;
    legalDecisions(m_position, list);
    for (const Decision& d : list)
        tokens.push_back(formatDecision(m_position, d));
    return tokens;
}

std::vector<std::string> RefereeGame::choicesFor(Side side) const
{
    if (!raceOpen())
        return m_position.decider == side && !m_position.over() ? legalTokens() : std::vector<std::string>();
    std::vector<std::string> choices;
    for (int hole = 0; hole < m_position.ring(); ++hole) {
        std::string token = holeName(m_position.houses(), hole);
        if (checkRaceChoice(side, token).empty())
            choices.push_back(std::move(token));
    }
    return choices;
}

} // namespace mancala::net
