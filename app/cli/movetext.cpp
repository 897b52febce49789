// SPDX-License-Identifier: GPL-3.0-or-later
#include "movetext.h"

#include "mancala/notation.h"

namespace mancala::cli {

namespace {

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

/// A move number at the start of a token, maybe glued to its move ("1.c"): its length.
std::size_t moveNumberLength(const std::string& token)
{
    std::size_t digits = 0;
    while (digits < token.size() && token[digits] >= '0' && token[digits] <= '9')
        ++digits;
    std::size_t dots = digits;
    while (dots < token.size() && token[dots] == '.')
        ++dots;
    return digits > 0 && dots > digits ? dots : 0;
}

std::string pendingText(const Position& p)
{
    const std::string who(sideName(p.decider));
    switch (p.pending) {
    case Pending::Turn: return who + " moves again";
    case Pending::Race: return who + " still chooses a hole for the race";
    case Pending::ContinueFrom: return who + " still chooses the hole to continue from";
    case Pending::Direction: return who + " still chooses the direction";
    case Pending::TakeOrLeave: return who + " still takes or leaves the four";
    }
    return who + " still decides";
}

} // namespace

std::vector<std::string> turnTokens(std::string_view text)
{
    std::vector<std::string> out;
    std::string current;
    int depth = 0;
    auto flush = [&] {
        current.erase(0, moveNumberLength(current));
        if (!current.empty())
            out.push_back(current);
        current.clear();
    };
    for (char c : text) {
        if (c == '{') ++depth;
        if (c == '}' && depth > 0) --depth;
        if (isSpace(c) && depth == 0)
            flush();
        else
            current += c;
    }
    flush();
    return out;
}

std::vector<std::string> decisionTokens(std::string_view turn)
{
    std::vector<std::string> out(1);
    int depth = 0;
    for (char c : turn) {
        if (c == '{') ++depth;
        if (c == '}' && depth > 0) --depth;
        if (c == '-' && depth == 0)
            out.emplace_back();
        else
            out.back() += c;
    }
    return out;
}

std::string MovesFailure::message() const
{
    if (kind == Kind::Broken)
        return "internal error after move " + std::to_string(turn) + ": " + reason;
    std::string where = "move " + std::to_string(turn) + " '" + turnToken + "': ";
    if (severalDecisions && !decision.empty())
        where += "'" + decision + "': ";
    return where + reason;
}

MovesFailure playMoves(Position& p, std::string_view movetext, TurnCheck check, std::vector<Decision>* played)
{
    Position at = p; // `p` changes only when every move is played
    std::vector<Decision> decisions;
    const auto turns = turnTokens(movetext);
    for (std::size_t t = 0; t < turns.size(); ++t) {
        const auto tokens = decisionTokens(turns[t]);
        auto failure = [&](MovesFailure::Kind kind, const std::string& token, std::string reason) {
            return MovesFailure{kind, t + 1, turns[t], token, tokens.size() > 1, std::move(reason)};
        };
        bool ended = false;
        for (std::size_t k = 0; k < tokens.size(); ++k) {
            const std::string& token = tokens[k];
            if (at.over())
                return failure(MovesFailure::Kind::GameOver, token, "the game is already over");
            if (ended && check == TurnCheck::Turns)
                return failure(MovesFailure::Kind::TurnEnded, token,
                               "the turn ended with '" + tokens[k - 1]
                                   + "': this decision belongs to the next turn (separate turns with a space)");
            Decision d;
            std::string why;
            if (!parseDecision(at, token, d, why))
                return failure(MovesFailure::Kind::Malformed, token, why);
            const Position before = at;
            if (!apply(at, d))
                return failure(MovesFailure::Kind::Illegal, token, whyIllegal(before, d));
            if (why = checkConsistency(at); !why.empty())
                return failure(MovesFailure::Kind::Broken, token, why);
            decisions.push_back(d);
            ended = turnEnds(before, at);
        }
        if (!ended && t + 1 < turns.size() && check == TurnCheck::Turns)
            return failure(MovesFailure::Kind::TurnNotOver, {},
                           "the turn is not over (" + pendingText(at) + "): join the turn's decisions with '-'");
    }
    p = at;
    if (played)
        *played = std::move(decisions);
    return {};
}

} // namespace mancala::cli
