// SPDX-License-Identifier: GPL-3.0-or-later
#include "records/recordtree.h"

#include <algorithm>

namespace mancala::app {

namespace {

bool sameTurn(const TurnNode& a, const TurnNode& b) { return a.decisions == b.decisions; }

/// Whether `b` is the turn `a` left unfinished, carried on.
bool continuesTurn(const TurnNode& a, const TurnNode& b)
{
    return a.decisions.size() < b.decisions.size()
        && std::equal(a.decisions.begin(), a.decisions.end(), b.decisions.begin());
}

/// A turn of the board's line as the tree keeps it: its decisions only.
TurnNode bare(const TurnNode& t)
{
    TurnNode out;
    out.decisions = t.decisions;
    out.round = t.round;
    return out;
}

/// The turns of the variation of `have` whose first turn is `want` (or `want`
/// unfinished, or carried on), or nullptr.
template <typename Node>
auto variationFor(Node& have, const TurnNode& want) -> decltype(&have.variations.front().turns)
{
    for (auto& v : have.variations)
        if (!v.turns.empty() && sameOrContinued(v.turns.front(), want))
            return &v.turns;
    return nullptr;
}

template <typename Turns, typename Node>
std::vector<Node*> walk(Turns& tree, const std::vector<TurnNode>& fresh)
{
    std::vector<Node*> path;
    Turns* line = &tree;
    std::size_t k = 0;
    for (const TurnNode& want : fresh) {
        if (k >= line->size())
            break;
        Node* have = &(*line)[k];
        if (!sameOrContinued(*have, want)) {
            Turns* next = variationFor(*have, want);
            if (!next)
                break;
            line = next;
            k = 0;
            have = &(*line)[0];
        }
        path.push_back(have);
        ++k;
    }
    return path;
}

/// The line a place's steps lead to (the main line for none), or nullptr.
std::vector<TurnNode>* lineAt(std::vector<TurnNode>& tree, const std::vector<TreePlace::Step>& steps)
{
    std::vector<TurnNode>* line = &tree;
    for (const TreePlace::Step& s : steps) {
        if (s.turn >= line->size() || s.variation >= (*line)[s.turn].variations.size())
            return nullptr;
        line = &(*line)[s.turn].variations[s.variation].turns;
    }
    return line;
}

/// The line that holds the turn a variation's place branches at, and the
/// place's last step (that turn and its variation); no line when the place
/// names no variation or the turn is not there.
std::pair<std::vector<TurnNode>*, TreePlace::Step> branchOf(std::vector<TurnNode>& tree, const TreePlace& place)
{
    if (place.steps.empty())
        return {nullptr, {}};
    const std::vector<TreePlace::Step> outer(place.steps.begin(), place.steps.end() - 1);
    std::vector<TurnNode>* line = lineAt(tree, outer);
    const TreePlace::Step at = place.steps.back();
    if (!line || at.turn >= line->size())
        return {nullptr, at};
    return {line, at};
}

} // namespace

bool sameOrContinued(const TurnNode& a, const TurnNode& b)
{
    return sameTurn(a, b) || continuesTurn(a, b) || continuesTurn(b, a);
}

void graftLine(const std::vector<TurnNode>& old, std::vector<TurnNode>& fresh, std::size_t from)
{
    for (std::size_t k = 0; k < old.size(); ++k) {
        const std::size_t i = from + k;
        if (i >= fresh.size())
            return; // the game's line is a part of the old one: nothing to keep past its end
        // An unfinished turn stands only at the end of a line: carried on, it is the same turn.
        if (sameTurn(old[k], fresh[i]) || (k + 1 == old.size() && continuesTurn(old[k], fresh[i]))) {
            fresh[i].suffix = old[k].suffix;
            fresh[i].nags = old[k].nags;
            fresh[i].comments = old[k].comments;
            if (old[k].evals.size() == fresh[i].decisions.size())
                fresh[i].evals = old[k].evals;
            fresh[i].variations = old[k].variations;
            continue;
        }
        MoveLine continuation;
        continuation.turns.assign(old.begin() + static_cast<std::ptrdiff_t>(k), old.end());
        continuation.turns.front().variations.clear();
        std::vector<MoveLine> alternatives{std::move(continuation)};
        bool followed = false;
        for (const MoveLine& v : old[k].variations) {
            if (!followed && !v.turns.empty() && sameTurn(v.turns.front(), fresh[i])) {
                graftLine(v.turns, fresh, i);
                followed = true;
            } else {
                alternatives.push_back(v);
            }
        }
        fresh[i].variations.insert(fresh[i].variations.begin(), alternatives.begin(), alternatives.end());
        return;
    }
}

bool insertLine(std::vector<TurnNode>& tree, const std::vector<TurnNode>& fresh)
{
    std::vector<TurnNode>* line = &tree;
    bool onMain = true;
    bool mainChanged = false;
    std::size_t i = 0; // the turn of `fresh`
    std::size_t k = 0; // the turn of `line`
    while (i < fresh.size()) {
        const TurnNode& want = fresh[i];
        if (k >= line->size()) {
            // The board's line goes on past the end of this one: carried on here.
            for (std::size_t j = i; j < fresh.size(); ++j)
                line->push_back(bare(fresh[j]));
            return mainChanged || onMain;
        }
        TurnNode& have = (*line)[k];
        if (sameTurn(have, want)) {
            ++i, ++k;
            continue;
        }
        if (continuesTurn(want, have) && i + 1 == fresh.size())
            return mainChanged; // the board's line stops inside this turn: nothing new
        if (continuesTurn(have, want) && k + 1 == line->size()) {
            have.decisions = want.decisions; // the unfinished turn, finished
            mainChanged = mainChanged || onMain;
            ++i, ++k;
            continue;
        }
        std::vector<TurnNode>* next = variationFor(have, want);
        if (!next) {
            MoveLine variation;
            for (std::size_t j = i; j < fresh.size(); ++j)
                variation.turns.push_back(bare(fresh[j]));
            have.variations.push_back(std::move(variation));
            return mainChanged;
        }
        // Into the variation, whose first turn is compared with `want` again.
        line = next;
        k = 0;
        onMain = false;
    }
    return mainChanged;
}

std::vector<TurnNode*> turnsAlong(std::vector<TurnNode>& tree, const std::vector<TurnNode>& fresh)
{
    return walk<std::vector<TurnNode>, TurnNode>(tree, fresh);
}

std::vector<const TurnNode*> turnsAlong(const std::vector<TurnNode>& tree, const std::vector<TurnNode>& fresh)
{
    return walk<const std::vector<TurnNode>, const TurnNode>(tree, fresh);
}

TurnNode* turnAt(std::vector<TurnNode>& tree, const TreePlace& place)
{
    std::vector<TurnNode>* line = lineAt(tree, place.steps);
    return line && place.turn < line->size() ? &(*line)[place.turn] : nullptr;
}

bool promoteVariation(std::vector<TurnNode>& tree, const TreePlace& place)
{
    const auto [line, at] = branchOf(tree, place);
    if (!line || at.variation >= (*line)[at.turn].variations.size())
        return false;
    TurnNode& branch = (*line)[at.turn];
    std::vector<MoveLine> siblings = std::move(branch.variations);
    MoveLine chosen = std::move(siblings[at.variation]);
    siblings.erase(siblings.begin() + static_cast<std::ptrdiff_t>(at.variation));
    if (chosen.turns.empty())
        return false;
    // The old continuation, first among the alternatives of the promoted turn.
    MoveLine old;
    old.turns.assign(std::make_move_iterator(line->begin() + static_cast<std::ptrdiff_t>(at.turn)),
                     std::make_move_iterator(line->end()));
    line->resize(at.turn);
    std::vector<MoveLine> alternatives{std::move(old)};
    for (MoveLine& s : siblings)
        alternatives.push_back(std::move(s));
    TurnNode& first = chosen.turns.front();
    alternatives.insert(alternatives.end(), std::make_move_iterator(first.variations.begin()),
                        std::make_move_iterator(first.variations.end()));
    first.variations = std::move(alternatives);
    line->insert(line->end(), std::make_move_iterator(chosen.turns.begin()),
                 std::make_move_iterator(chosen.turns.end()));
    return true;
}

bool deleteVariation(std::vector<TurnNode>& tree, const TreePlace& place)
{
    const auto [line, at] = branchOf(tree, place);
    if (!line || at.variation >= (*line)[at.turn].variations.size())
        return false;
    auto& variations = (*line)[at.turn].variations;
    variations.erase(variations.begin() + static_cast<std::ptrdiff_t>(at.variation));
    return true;
}

bool moveVariation(std::vector<TurnNode>& tree, const TreePlace& place, int by)
{
    if (by != -1 && by != 1)
        return false;
    const auto [line, at] = branchOf(tree, place);
    if (!line)
        return false;
    auto& variations = (*line)[at.turn].variations;
    const auto other = static_cast<std::ptrdiff_t>(at.variation) + by;
    if (at.variation >= variations.size() || other < 0 || other >= static_cast<std::ptrdiff_t>(variations.size()))
        return false;
    std::swap(variations[at.variation], variations[static_cast<std::size_t>(other)]);
    return true;
}

} // namespace mancala::app
