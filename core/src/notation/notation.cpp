// SPDX-License-Identifier: GPL-3.0-or-later
// Hole names, decision tokens, turns and the JSON of a position (docs/cli.md
// describes the formats); the position string is position_string.cpp.

#include "mancala/notation.h"

#include "mancala/json.h"
#include "mancala/record.h"
#include "notation/notation_text.h"

namespace mancala {

namespace detail {

std::vector<std::string_view> words(std::string_view text)
{
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r'))
            ++i;
        const std::size_t start = i;
        while (i < text.size() && text[i] != ' ' && text[i] != '\t' && text[i] != '\n' && text[i] != '\r')
            ++i;
        if (i > start)
            out.push_back(text.substr(start, i - start));
    }
    return out;
}

} // namespace detail

using namespace detail;

namespace {

constexpr std::string_view kMarkNames[] = {"none", "walda", "ekwarna", "bull", "jen", "left-four"};

std::string holeList(const std::vector<std::string>& names)
{
    std::string out = "[";
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (i)
            out += ", ";
        out += jsonString(names[i]);
    }
    return out + "]";
}

} // namespace

// ------------------------------------------------------------- holes

std::string holeName(int houses, int hole)
{
    if (hole < 0 || hole >= 2 * houses)
        return "?";
    return std::string(1, hole < houses ? char('a' + hole) : char('A' + hole - houses));
}

bool parseHole(std::string_view text, int houses, int& hole)
{
    if (text.size() != 1)
        return false;
    const char c = text[0];
    if (c >= 'a' && c < 'a' + houses) {
        hole = c - 'a';
        return true;
    }
    if (c >= 'A' && c < 'A' + houses) {
        hole = houses + (c - 'A');
        return true;
    }
    return false;
}

// ---------------------------------------------------------- decisions

std::string formatDecision(const Position& p, const Decision& d)
{
    switch (d.kind) {
    case DecisionKind::Sow:
    case DecisionKind::Continue: return holeName(p.houses(), d.hole);
    case DecisionKind::Direction: return d.dir == Direction::Cw ? "cw" : "ccw";
    case DecisionKind::Take: return "take";
    case DecisionKind::Leave: return "leave";
    case DecisionKind::Pass: return "pass";
    case DecisionKind::Swap: return "swap";
    case DecisionKind::Distribute: {
        std::string out = "{";
        for (int k = 0; k < p.houses(); ++k) {
            if (k)
                out += ' ';
            out += holeName(p.houses(), p.rowHole(p.decider, k));
            out += std::to_string(d.counts[k]);
        }
        return out + "}";
    }
    }
    return "?";
}

namespace {

/// `{a3 b5 c0 ...}`: the count of every hole of the decider's row, any order.
bool parseDistribution(const Position& p, std::string_view token, Decision& out, std::string& error)
{
    if (token.size() < 2 || token.back() != '}') {
        error = "a distribution is written {a3 b5 ...}";
        return false;
    }
    std::string inner(token.substr(1, token.size() - 2));
    for (char& c : inner)
        if (c == ',')
            c = ' ';
    const int n = p.houses();
    const Side mover = p.decider;
    Decision d;
    d.kind = DecisionKind::Distribute;
    std::array<bool, kMaxRow> seen{};
    for (std::string_view item : words(inner)) {
        int hole = 0;
        int count = 0;
        if (item.size() < 2 || !parseHole(item.substr(0, 1), n, hole) || !parseNumber(item.substr(1), count)) {
            error = "'" + std::string(item) + "' is not a hole and a count";
            return false;
        }
        if (p.rowOf(hole) != mover) {
            error = "hole " + std::string(item.substr(0, 1)) + " is not in the mover's row";
            return false;
        }
        const int k = hole - p.rowHole(mover, 0);
        if (seen[k]) {
            error = "hole " + std::string(item.substr(0, 1)) + " is listed twice";
            return false;
        }
        if (count > kMaxSeeds) {
            error = "too many seeds in hole " + std::string(item.substr(0, 1));
            return false;
        }
        seen[k] = true;
        d.counts[k] = static_cast<std::uint8_t>(count);
    }
    for (int k = 0; k < n; ++k) {
        if (!seen[k]) {
            error = "hole " + holeName(n, p.rowHole(mover, k)) + " is missing from the distribution";
            return false;
        }
    }
    out = d;
    return true;
}

} // namespace

bool parseDecision(const Position& p, std::string_view token, Decision& out, std::string& error)
{
    if (token.empty()) {
        error = "empty decision";
        return false;
    }
    if (token == "pass") { out = Decision::pass(); return true; }
    if (token == "swap") { out = Decision::swap(); return true; }
    if (token == "take") { out = Decision::take(); return true; }
    if (token == "leave") { out = Decision::leave(); return true; }
    if (token == "cw") { out = Decision::direction(Direction::Cw); return true; }
    if (token == "ccw") { out = Decision::direction(Direction::Ccw); return true; }
    if (token.front() == '{')
        return parseDistribution(p, token, out, error);
    const char c = token.front();
    const bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    if (token.size() == 1 && letter) {
        int hole = 0;
        if (!parseHole(token, p.houses(), hole)) {
            error = "no such hole";
            return false;
        }
        out = p.pending == Pending::ContinueFrom ? Decision::continueFrom(hole) : Decision::sow(hole);
        return true;
    }
    error = "not a decision (a hole, cw, ccw, take, leave, pass, swap or {distribution})";
    return false;
}

bool turnEnds(const Position& before, const Position& after)
{
    if (after.over() || after.phase != before.phase || after.round != before.round)
        return true;
    // A decision that interrupts the turn (M5, E7, W4) keeps it going, whoever decides.
    if (after.pending == Pending::ContinueFrom || after.pending == Pending::Direction
        || after.pending == Pending::TakeOrLeave)
        return false;
    // Both race choices belong to the race; it ends with the phase.
    if (after.phase == Phase::Race)
        return false;
    // The same side to move again is an extra turn (K3): still the same turn.
    return after.toMove != before.toMove;
}
// ---------------------------------------------------------------- JSON

std::string positionJson(const Position& p)
{
    const int n = p.houses();
    std::string out = "{\"variant\": " + jsonString(variantId(p.variant())) + ", \"holes\": " + std::to_string(n);
    auto row = [&](Side s) {
        std::string r = "[";
        for (int k = 0; k < n; ++k) {
            if (k)
                r += ", ";
            r += std::to_string(p.seeds[p.rowHole(s, k)]);
        }
        return r + "]";
    };
    out += ", \"south\": " + row(Side::South) + ", \"north\": " + row(Side::North);
    out += ", \"stores\": {\"south\": " + std::to_string(p.store[0]) + ", \"north\": " + std::to_string(p.store[1]) + "}";

    out += ", \"marks\": [";
    bool first = true;
    for (int i = 0; i < p.ring(); ++i) {
        if (p.mark[i] == Mark::None)
            continue;
        out += std::string(first ? "" : ", ") + "{\"hole\": " + jsonString(holeName(n, i)) + ", \"kind\": "
            + jsonString(kMarkNames[static_cast<int>(p.mark[i])]) + ", \"owner\": " + jsonString(sideName(p.markOwner[i]))
            + "}";
        first = false;
    }
    out += "]";

    std::vector<std::string> owned[2];
    for (int i = 0; i < p.ring(); ++i)
        owned[index(p.owner[i])].push_back(holeName(n, i));
    out += ", \"owners\": {\"south\": " + holeList(owned[0]) + ", \"north\": " + holeList(owned[1]) + "}";
    out += ", \"toMove\": " + jsonString(sideName(p.toMove));

    out += ", \"pending\": ";
    if (p.over() || (p.pending == Pending::Turn && p.decider == p.toMove)) {
        out += "null";
    } else {
        out += "{\"kind\": " + jsonString(p.pending == Pending::TakeOrLeave ? "take-or-leave"
                                                                            : kPendingNames[static_cast<int>(p.pending)])
            + ", \"decider\": " + jsonString(sideName(p.decider));
        if (p.pending == Pending::Race) {
            auto choice = [&](int s) {
                return p.raceChoice[s] == kNoPlace ? std::string("null") : jsonString(holeName(n, p.raceChoice[s]));
            };
            out += ", \"choices\": {\"south\": " + choice(0) + ", \"north\": " + choice(1) + "}";
        }
        if (p.pending == Pending::TakeOrLeave && p.offerHole != kNoPlace)
            out += ", \"hole\": " + jsonString(holeName(n, p.offerHole));
        out += "}";
    }
    out += std::string(", \"over\": ") + (p.over() ? "true" : "false");
    out += ", \"result\": " + jsonString(p.over() ? resultToken(p.outcome) : "*");
    const RuleId ending = endingRule(p);
    out += ", \"ending\": " + (ending == RuleId::None ? std::string("null") : jsonString(ruleIdName(ending)));
    const auto s = score(p);
    out += ", \"score\": [" + std::to_string(s[0]) + ", " + std::to_string(s[1]) + "]}";
    return out;
}

} // namespace mancala
