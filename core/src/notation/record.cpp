// SPDX-License-Identifier: GPL-3.0-or-later
// The game record of docs/notation.md: its public functions. The work is done
// in parts: the text level (record_scanner.cpp), the syntax
// (record_parser.cpp), the rules (record_replay.cpp) and the writing
// (record_writer.cpp); this file also builds a record from a played game.

#include "notation/record_text.h"

#include "mancala/notation.h"

namespace mancala {

using namespace detail;

std::string RecordError::message() const
{
    return "line " + std::to_string(line) + ", column " + std::to_string(column) + ": " + reason;
}

bool TurnNode::operator==(const TurnNode& o) const
{
    return decisions == o.decisions && suffix == o.suffix && nags == o.nags && comments == o.comments
        && evals == o.evals && variations == o.variations && round == o.round;
}

bool MoveLine::operator==(const MoveLine& o) const { return comments == o.comments && turns == o.turns; }

const Tag* GameRecord::findTag(std::string_view name) const
{
    for (const Tag& t : tags)
        if (t.name == name)
            return &t;
    return nullptr;
}

std::string GameRecord::tag(std::string_view name) const
{
    const Tag* t = findTag(name);
    return t ? t->value : std::string();
}

void GameRecord::setTag(std::string_view name, std::string value)
{
    for (Tag& t : tags) {
        if (t.name == name) {
            t.value = std::move(value);
            return;
        }
    }
    Tag t;
    t.name = std::string(name);
    t.value = std::move(value);
    tags.push_back(std::move(t));
}

std::string GameRecord::summary() const
{
    auto known = [this](std::string_view name) {
        const std::string v = tag(name);
        return v.empty() || v.find_first_not_of("?.") == std::string::npos ? std::string() : v;
    };
    std::string out = (known("South").empty() ? std::string("?") : known("South")) + " - "
        + (known("North").empty() ? std::string("?") : known("North"));
    for (std::string_view name : {"Variant", "Event", "Date"})
        if (const std::string v = known(name); !v.empty())
            out += ", " + v;
    return out + ", " + result;
}

std::string resultToken(Outcome outcome)
{
    switch (outcome) {
    case Outcome::SouthWins: return "1-0";
    case Outcome::NorthWins: return "0-1";
    case Outcome::Draw: return "1/2-1/2";
    case Outcome::Ongoing: break;
    }
    return "*";
}

RecordList parseRecords(std::string_view text)
{
    if (text.starts_with("\xEF\xBB\xBF"))
        text.remove_prefix(3); // a UTF-8 byte order mark
    if (RecordError bad = checkCharacters(text); !bad.empty()) {
        RecordList out;
        out.error = std::move(bad);
        return out;
    }
    return parseText(text);
}

ReplayedGame readGame(const GameRecord& record) { return replay(record, nullptr); }

RecordError cutPastEnd(GameRecord& record)
{
    std::vector<LineCut> cuts;
    const ReplayedGame game = replay(record, nullptr, &cuts);
    if (game.notice.empty())
        return {};
    // The lines were read from `record` itself, which is not const here; a
    // cut drops turns after the ones that hold the other cuts' lines.
    for (const auto& [line, kept] : cuts)
        const_cast<MoveLine*>(line)->turns.resize(kept);
    if (game.end.over()) {
        record.result = resultToken(game.end.outcome);
        record.setTag("Result", record.result);
        record.setTag("Score", scoreText(game.end));
        record.setTag("Ending", std::string(ruleIdName(endingRule(game.end))));
    }
    return game.notice;
}

GameRecord recordFromGame(const Position& start, std::uint64_t seed, const std::vector<Decision>& decisions)
{
    const Rules& rules = *start.rules;
    GameRecord record;
    record.setTag("Variant", std::string(variantId(rules.variant)));
    record.setTag("Holes", std::to_string(rules.houses));
    if (!(start == startPosition(rules, seed)))
        record.setTag("Setup", toPositionString(start));
    std::string house;
    for (const std::string& d : rules.differences())
        house += (house.empty() ? "" : ";") + d;
    if (!house.empty())
        record.setTag("HouseRules", house);
    record.setTag("Seed", std::to_string(seed));

    Position p = start;
    Position beforeLast = start;
    int prevRound = 1;
    TurnNode node;
    auto flush = [&] {
        if (!node.decisions.empty())
            record.moves.turns.push_back(std::move(node));
        node = TurnNode{};
    };
    for (const Decision& d : decisions) {
        if (!node.decisions.empty() && turnEnds(beforeLast, p))
            flush();
        if (node.decisions.empty()) {
            // A round marker stands before the first turn of a new round (docs/notation.md).
            node.round = p.round != prevRound ? p.round : 0;
            prevRound = p.round;
        }
        const std::string text = formatDecision(p, d);
        beforeLast = p;
        if (!apply(p, d))
            break;
        node.decisions.push_back({text, {}});
    }
    flush();
    record.result = resultToken(p.outcome);
    record.setTag("Result", record.result);
    if (p.over()) {
        record.setTag("Score", scoreText(p));
        record.setTag("Ending", std::string(ruleIdName(endingRule(p))));
    }
    return record;
}

} // namespace mancala
