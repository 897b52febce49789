// SPDX-License-Identifier: GPL-3.0-or-later
// Reading a game record by the rules: the rule set from the tags, the start,
// every turn of every line played and checked, and the end against the result.

#include "notation/record_text.h"

#include "mancala/notation.h"

#include <charconv>
#include <memory>

namespace mancala::detail {

namespace {

class Replayer {
public:
    Replayer(ReplayedGame& game, const WalkHooks* hooks, std::vector<LineCut>* cuts = nullptr)
        : m_game(game), m_hooks(hooks), m_cuts(cuts)
    {
    }

    bool setUp(const GameRecord& record);
    bool walk(const MoveLine& line, const Position& from, int prevRound, int depth, bool main);
    bool checkEnd(const GameRecord& record);

private:
    bool fail(TextPlace at, std::string reason)
    {
        m_game.error = RecordError{at.line, at.column, std::move(reason)};
        return false;
    }
    bool play(const TurnNode& node, Position& p, Position& beforeLast, bool main);
    bool rulesFromTags(const GameRecord& record, Rules& rules);
    void cutAt(const MoveLine& line, std::size_t kept, const Position& end, bool main);

    ReplayedGame& m_game;
    const WalkHooks* m_hooks;
    std::vector<LineCut>* m_cuts;
    bool m_mainCut = false; ///< the main line went on after the end
};

/**
 * A line that goes on after its game is over, as records written before a
 * rule change may (a Qelat pass that Q8 no longer allows): it is read up to
 * the end and the rest is left out, with a notice instead of an error.
 */
void Replayer::cutAt(const MoveLine& line, std::size_t kept, const Position& end, bool main)
{
    if (m_cuts)
        m_cuts->emplace_back(&line, kept);
    if (main)
        m_mainCut = true;
    if (!m_game.notice.empty())
        return;
    const std::size_t left = line.turns.size() - kept;
    const std::string rest = left == 1   ? std::string("this turn is left out")
                           : left == 2 ? std::string("this turn and the one after it are left out")
                                       : "this turn and the " + std::to_string(left - 1) + " after it are left out";
    m_game.notice = RecordError{line.turns[kept].decisions.front().place.line,
                                line.turns[kept].decisions.front().place.column,
                                "the game is already over here (" + resultToken(end.outcome) + " " + scoreText(end)
                                    + " by the rules as they are now): " + rest};
}

bool Replayer::rulesFromTags(const GameRecord& record, Rules& rules)
{
    const Tag* variant = record.findTag("Variant");
    if (!variant)
        return fail(record.place, "the Variant tag is missing, e.g. [Variant \"kalah\"] "
                                  "(kalah, qelat, qelat-keren, mewelad, enkeshui)");
    Variant v{};
    if (!variantFromId(variant->value, v))
        return fail(variant->valuePlace, "unknown rule set " + quoted(variant->value)
                                             + " (kalah, qelat, qelat-keren, mewelad, enkeshui)");
    rules = Rules::defaults(v);
    const Tag* holes = record.findTag("Holes");
    if (holes) {
        if (std::string err = rules.set("houses", holes->value); !err.empty())
            return fail(holes->valuePlace, "Holes: " + err);
    }
    if (const Tag* house = record.findTag("HouseRules")) {
        const std::string_view text = house->value;
        std::size_t start = 0;
        while (start <= text.size()) {
            std::size_t end = text.find(';', start);
            if (end == std::string_view::npos)
                end = text.size();
            const std::string item = collapseSpace(text.substr(start, end - start));
            const TextPlace at{house->valuePlace.line, house->valuePlace.column + static_cast<int>(start)};
            if (!item.empty()) {
                const auto eq = item.find('=');
                if (eq == std::string::npos)
                    return fail(at, "HouseRules: " + quoted(item) + " needs a value (name=value)");
                if (std::string err = rules.set(item.substr(0, eq), item.substr(eq + 1)); !err.empty())
                    return fail(at, "HouseRules: " + err);
            }
            start = end + 1;
        }
    }
    if (holes && std::to_string(rules.houses) != holes->value)
        return fail(holes->valuePlace, "the Holes tag says " + holes->value + " but the house rules give "
                                           + std::to_string(rules.houses) + " holes a row");
    if (std::string err = rules.validate(); !err.empty()) {
        const Tag* at = record.findTag("HouseRules");
        return fail((at ? at : variant)->valuePlace, "these rules cannot be played: " + err);
    }
    return true;
}

bool Replayer::setUp(const GameRecord& record)
{
    auto rules = std::make_shared<Rules>();
    if (!rulesFromTags(record, *rules))
        return false;
    m_game.rules = rules;
    if (const Tag* seed = record.findTag("Seed")) {
        const std::string& t = seed->value;
        const auto [ptr, ec] = std::from_chars(t.data(), t.data() + t.size(), m_game.seed);
        if (t.empty() || ec != std::errc{} || ptr != t.data() + t.size())
            return fail(seed->valuePlace, "Seed must be a whole number from 0 to 18446744073709551615, not "
                                              + quoted(t));
    }
    if (const Tag* setup = record.findTag("Setup")) {
        if (std::string err = fromPositionString(setup->value, *rules, m_game.start); !err.empty())
            return fail(setup->valuePlace, "Setup: " + err);
    } else {
        m_game.start = startPosition(*rules, m_game.seed);
    }
    m_game.end = m_game.start;
    return true;
}

/// Plays the decisions of one turn, checking that they make exactly one turn.
bool Replayer::play(const TurnNode& node, Position& p, Position& before, bool main)
{
    before = p;
    for (std::size_t k = 0; k < node.decisions.size(); ++k) {
        const DecisionText& dt = node.decisions[k];
        if (k > 0 && turnEnds(before, p))
            return fail(dt.place, "the turn is over after " + quoted(node.decisions[k - 1].text) + ": "
                                      + quoted(dt.text) + " starts a new turn (separate it with a space)");
        Decision d;
        std::string err;
        if (!parseDecision(p, dt.text, d, err))
            return fail(dt.place, quoted(dt.text) + " is not a decision here: " + err);
        before = p;
        if (!apply(p, d))
            return fail(dt.place, quoted(dt.text) + " is not legal: " + whyIllegal(p, d));
        if (main)
            m_game.decisions.push_back(d);
    }
    return true;
}

bool Replayer::walk(const MoveLine& line, const Position& from, int prevRound, int depth, bool main)
{
    if (depth > kMaxVariationDepth)
        return fail(line.turns.empty() ? TextPlace{} : line.turns.front().decisions.front().place,
                    "variations are nested more than 64 deep");
    if (m_hooks && !line.comments.empty())
        m_hooks->lineComments(line.comments);
    Position p = from;
    bool turnOpen = false; // the last turn left a decision pending (allowed at the end only)
    for (std::size_t i = 0; i < line.turns.size(); ++i) {
        const TurnNode& node = line.turns[i];
        if (node.decisions.empty())
            return fail({}, "a turn without decisions");
        if (turnOpen)
            return fail(line.turns[i - 1].decisions.back().place,
                        "the turn is not over after " + quoted(line.turns[i - 1].decisions.back().text)
                            + ": join its next decision with '-'");
        if (p.over()) {
            cutAt(line, i, p, main);
            break;
        }
        const Position before = p;
        if (node.round && node.round != before.round)
            return fail(node.decisions.front().place, "the round marker says round " + std::to_string(node.round)
                                                          + " but this turn is in round " + std::to_string(before.round));
        if (m_hooks)
            m_hooks->turn(node, before, before.round != prevRound);
        Position last;
        if (!play(node, p, last, main))
            return false;
        turnOpen = !turnEnds(last, p);
        for (const MoveLine& variation : node.variations) {
            if (m_hooks)
                m_hooks->openVariation();
            if (!walk(variation, before, prevRound, depth + 1, false))
                return false;
            if (m_hooks)
                m_hooks->closeVariation();
        }
        prevRound = before.round;
    }
    if (main)
        m_game.end = p;
    return true;
}

bool Replayer::checkEnd(const GameRecord& record)
{
    const Position& end = m_game.end;
    if (const Tag* result = record.findTag("Result"); result && result->value != record.result)
        return fail(result->valuePlace, "the Result tag says " + quoted(result->value) + " but the moves end with "
                                            + record.result);
    if (m_mainCut)
        return true; // a cut line's result was written for the moves left out
    if (!end.over()) {
        // Ending names the rule that ended the game: the moves must end it.
        if (const Tag* e = record.findTag("Ending"))
            return fail(e->valuePlace, "the Ending tag says " + quoted(e->value)
                                           + " but the moves leave the game unfinished");
        return true;
    }
    const std::string outcome = resultToken(end.outcome);
    const Tag* house = record.findTag("HouseRules");
    if (record.result != outcome && end.quietStop && !(house && house->value.find("quiet-end") != std::string::npos)) {
        // Written before G2 had `quiet-end` (every stopped game was drawn),
        // read by today's default: a notice, and the end's result.
        if (m_game.notice.empty())
            m_game.notice = RecordError{record.resultPlace.line, record.resultPlace.column,
                                        "the quiet-move limit stops this game with " + outcome + " " + scoreText(end)
                                            + " by the rules as they are now (quiet-end="
                                            + m_game.rules->value("quiet-end") + "), not " + record.result};
        return true;
    }
    if (record.result != outcome)
        return fail(record.resultPlace, "the game is over and ends " + outcome + ", not " + record.result);
    if (const Tag* s = record.findTag("Score"); s && s->value != scoreText(end))
        return fail(s->valuePlace, "the Score tag says " + quoted(s->value) + " but the game ends "
                                       + scoreText(end));
    const std::string ending(ruleIdName(endingRule(end)));
    if (const Tag* e = record.findTag("Ending"); e && e->value != ending)
        return fail(e->valuePlace, "the Ending tag says " + quoted(e->value) + " but the game ends by " + ending);
    return true;
}

} // namespace

std::string scoreText(const Position& p)
{
    const auto s = score(p);
    return std::to_string(s[0]) + "-" + std::to_string(s[1]);
}

ReplayedGame replay(const GameRecord& record, const WalkHooks* hooks, std::vector<LineCut>* cuts)
{
    ReplayedGame game;
    Replayer r(game, hooks, cuts);
    if (r.setUp(record) && r.walk(record.moves, game.start, 1, 0, true))
        r.checkEnd(record);
    if (!game.ok()) {
        game.decisions.clear();
        game.end = game.start;
        game.notice = {};
        if (cuts)
            cuts->clear();
    }
    return game;
}

} // namespace mancala::detail
