// SPDX-License-Identifier: GPL-3.0-or-later
#include "mancala/review.h"

#include "mancala/engine.h"
#include "mancala/notation.h"
#include "mancala/qelat_perfect.h"
#include "mancala/solver.h"
#include "search/perfect.h"

#include <charconv>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace mancala {

namespace {

/// Every decision's value proven: the solver's analysis (or a search that reached every end).
bool allExact(const SearchInfo& info)
{
    return !info.decisions.empty()
        && std::all_of(info.decisions.begin(), info.decisions.end(), [](const DecisionValue& v) { return v.exact; });
}

/// The node budget of a decision's first solve and search: the limits', else kReviewNodes unless timed.
std::uint64_t budgetOf(const SearchLimits& limits)
{
    return limits.nodes ? limits.nodes : limits.millis ? 0 : kReviewNodes;
}

/**
 * The solver's limits in a review: a fresh table, so that a node limit
 * proves the same positions whatever the program solved before (an
 * analysis, a hint, the computer's moves), and the Perfect level's database.
 */
SolverLimits reviewSolver(const SearchLimits& limits, std::uint64_t nodes)
{
    SolverLimits solver;
    solver.nodes = nodes;
    solver.millis = limits.millis;
    solver.stop = limits.stop;
    solver.freshTable = true;
    return solver;
}

/// Every decision's exact value from the Qelat endgame database, where it holds `p` and each decision exactly.
std::optional<SearchInfo> qelatExactInfo(const Position& p, const std::atomic<bool>* stop)
{
    const auto exact = qelatExactDecisions(p, stop);
    if (!exact)
        return std::nullopt;
    SearchInfo info;
    info.exact = true;
    info.value = exact->front().value;
    for (const QelatExactDecision& d : *exact)
        info.decisions.push_back({d.decision, static_cast<double>(d.value), 0, true});
    info.pv = {exact->front().decision};
    return info;
}

/// The values a review judges `p` on first (see reviewDecision()).
SearchInfo judge(const Position& p, const SearchLimits& limits)
{
    SearchLimits search = limits;
    const std::uint64_t budget = budgetOf(limits);
    if (p.variant() == Variant::Qelat) {
        // The endgame database's exact values where it holds the position; the search with them above it.
        if (auto info = qelatExactInfo(p, limits.stop))
            return *info;
        search.exactEndgames = true;
    }
    if (ai::solvable(p)) {
        const std::uint64_t solverNodes = budget ? std::max<std::uint64_t>(1, budget * 3 / 5) : 0;
        SolverLimits solver = reviewSolver(limits, solverNodes);
        solver.analyse = true; // every decision's exact value
        if (auto info = ai::solvedInfo(p, solver))
            return *info;
        if (limits.stop && limits.stop->load())
            return {};
        if (budget)
            search.nodes = std::max<std::uint64_t>(1, budget - solverNodes);
    } else if (!search.nodes && !search.millis && !search.depth) {
        search.nodes = kReviewNodes;
    }
    if (search.depth)
        search.nodes = limits.nodes; // a depth: that search, within the limits' own nodes only
    return analyse(p, search);
}

/// The exact values a mark needs: the position's, its best decisions', and the played decision's.
struct Proof {
    int value = 0;
    std::vector<Decision> best;
    int played = 0;
};

/// Proves the values of `p` and of `played` within `solver` (each its own
/// solve, from the search's estimates), or nullopt.
std::optional<Proof> proveLoss(const Position& p, const Decision& played, const SolverLimits& solver,
                               double bestEstimate, double playedEstimate)
{
    Position child = p;
    if (!apply(child, played))
        return std::nullopt;
    Proof proof;
    if (child.over()) {
        proof.played = child.store[index(p.decider)] - child.store[index(opponent(p.decider))];
    } else {
        // The child's decider may be the same side (K3: another turn) or the other.
        const bool same = child.decider == p.decider;
        SolverLimits valueOnly = solver;
        valueOnly.best = false;
        valueOnly.guess = static_cast<int>(std::lround(same ? playedEstimate : -playedEstimate));
        const auto solved = ai::solveWithDatabase(child, valueOnly);
        if (!solved)
            return std::nullopt;
        proof.played = same ? solved->value : -solved->value;
    }
    SolverLimits whole = solver;
    whole.guess = static_cast<int>(std::lround(bestEstimate));
    const auto solved = ai::solveWithDatabase(p, whole);
    if (!solved || solved->best.empty())
        return std::nullopt;
    proof.value = solved->value;
    proof.best = solved->best;
    return proof;
}

} // namespace

bool reviewProvesEveryMark(const Rules& rules)
{
    return solverSupports(rules).empty() && rules.houses <= 6 && rules.totalSeeds() <= 48;
}

std::string seedsNumber(double v)
{
    // std::to_chars writes "2.32" in every locale (the app runs in the
    // user's, where printf would write "2,32" into a record's notes).
    char buf[64];
    const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::fixed, 2);
    std::string s(buf, ec == std::errc() ? end : buf);
    while (s.find('.') != std::string::npos && (s.back() == '0' || s.back() == '.'))
        s.pop_back();
    return s.empty() || s == "-0" ? "0" : s;
}

std::string signedSeeds(double v)
{
    const std::string s = seedsNumber(v);
    return s == "0" || s.front() == '-' ? s : "+" + s;
}

int reviewGlyph(double loss)
{
    return loss >= kBlunderLoss ? 3 : loss >= kMistakeLoss ? 2 : loss >= kInaccuracyLoss ? 1 : 0;
}

int reviewNag(int glyph)
{
    static constexpr int kNags[] = {0, 6, 2, 4};
    return kNags[std::clamp(glyph, 0, 3)];
}

int glyphOfNag(int nag)
{
    return nag == 6 ? 1 : nag == 2 ? 2 : nag == 4 ? 3 : 0;
}

DecisionReview reviewDecision(const Position& before, const Decision& played, const SearchLimits& limits)
{
    DecisionReview r;
    if (!before.rules || before.over())
        return r;
    DecisionList legal;
    legalDecisions(before, legal);
    if (legal.size() <= 1 && !canDistribute(before))
        return r; // nothing to choose: nothing to judge
    const SearchInfo info = judge(before, limits);
    if (limits.stop && limits.stop->load())
        return r;
    const DecisionValue* mine = nullptr;
    const DecisionValue* best = nullptr;
    for (const DecisionValue& v : info.decisions) {
        if (v.decision == played)
            mine = &v;
        if (!best || v.value > best->value)
            best = &v;
    }
    // A distribution outside the representative set (E8) has no value: no verdict.
    if (!mine || !best)
        return r;
    r.judged = true;
    // Exact: the solver's proof (depth 0). A search that happens to reach
    // every end still reports as the search, with its depth.
    r.exact = allExact(info) && info.depth == 0;
    r.depth = r.exact ? 0 : std::max(1, info.depth);
    r.best = best->decision;
    r.bestValue = best->value;
    r.playedValue = mine->value;
    r.loss = std::max(0.0, best->value - mine->value);
    // A rounding of the search's values is no loss: the decision kept the value.
    if (r.loss < 1e-9)
        r.loss = 0;
    r.glyph = reviewGlyph(r.loss);
    if (r.glyph > 0 && !r.exact && ai::solvable(before)) {
        // A mark on the search's estimate: the solver decides it (the position's
        // value and the played decision's), within kReviewProofFactor times the budget.
        const std::uint64_t budget = budgetOf(limits);
        const auto proof = proveLoss(before, played, reviewSolver(limits, budget * kReviewProofFactor),
                                     r.bestValue, r.playedValue);
        if (limits.stop && limits.stop->load())
            return DecisionReview{};
        if (proof) {
            r.exact = true;
            r.depth = 0;
            // The search's best when it keeps the value, else the first that does (hole order).
            if (std::find(proof->best.begin(), proof->best.end(), r.best) == proof->best.end())
                r.best = proof->best.front();
            r.bestValue = proof->value;
            r.playedValue = proof->played;
            r.loss = std::max(0, proof->value - proof->played);
            r.glyph = reviewGlyph(r.loss);
        } else if (reviewProvesEveryMark(*before.rules)) {
            r.glyph = 0; // not proven: no mark (the note would be an estimate where a proof is expected)
            r.unproven = true;
        }
    }
    if (r.glyph > 0)
        r.note = reviewNote(before, played, r);
    return r;
}

std::string reviewNote(const Position& before, const Decision& played, const DecisionReview& r)
{
    std::string note = "best " + formatDecision(before, r.best) + " (" + signedSeeds(r.bestValue) + "), played "
        + formatDecision(before, played) + " (" + signedSeeds(r.playedValue) + "): " + seedsNumber(r.loss)
        + (r.loss == 1 ? " seed lost, " : " seeds lost, ");
    if (r.exact)
        return note + "exact values";
    return note + "the search's estimate at depth " + std::to_string(r.depth);
}

std::string reviewAnnotator(const SearchLimits& limits)
{
    std::vector<std::string> parts;
    if (limits.depth)
        parts.push_back("depth " + std::to_string(limits.depth));
    if (limits.nodes)
        parts.push_back(std::to_string(limits.nodes) + " nodes");
    if (limits.millis)
        parts.push_back(std::to_string(limits.millis) + " ms");
    if (parts.empty())
        parts.push_back(std::to_string(kReviewNodes) + " nodes");
    std::string how;
    for (const std::string& p : parts)
        how += (how.empty() ? "" : ", ") + p;
    return "Mancala review (" + how + " a decision)";
}

void annotateLine(MoveLine& line, const std::vector<ReviewMark>& marks)
{
    std::vector<TurnNode*> turns;
    for (TurnNode& turn : line.turns)
        turns.push_back(&turn);
    annotateTurns(turns, marks);
}

ReviewMark reviewMark(const DecisionReview& r)
{
    return {r.glyph, r.note, {r.judged, r.judged ? r.playedValue : 0, r.judged && r.exact}};
}

void annotateTurns(const std::vector<TurnNode*>& turns, const std::vector<ReviewMark>& marks)
{
    std::size_t index = 0;
    for (TurnNode* node : turns) {
        TurnNode& turn = *node;
        int glyph = 0;
        if (index + turn.decisions.size() <= marks.size()) {
            turn.evals.clear();
            for (std::size_t k = 0; k < turn.decisions.size(); ++k)
                turn.evals.push_back(marks[index + k].eval);
            if (std::none_of(turn.evals.begin(), turn.evals.end(), [](const DecisionEval& e) { return e.valued; }))
                turn.evals.clear();
        }
        for (std::size_t k = 0; k < turn.decisions.size(); ++k, ++index) {
            if (index >= marks.size() || marks[index].glyph <= 0)
                continue;
            glyph = std::max(glyph, marks[index].glyph);
            const std::string& note = marks[index].note;
            if (!note.empty() && std::find(turn.comments.begin(), turn.comments.end(), note) == turn.comments.end())
                turn.comments.push_back(note);
        }
        if (glyph > 0) {
            std::erase_if(turn.nags, [](int n) { return glyphOfNag(n) > 0; });
            turn.nags.push_back(reviewNag(glyph));
        }
    }
}

namespace {

/// The decision a note names ("..., played X (...") and the loss it gives, if it is a review's note.
bool readNote(const std::string& note, std::string& played, double& loss)
{
    const std::size_t at = note.find(", played ");
    if (at == std::string::npos)
        return false;
    const std::size_t from = at + 9;
    const std::size_t to = note.find(" (", from);
    const std::size_t lost = note.find("): ", to == std::string::npos ? from : to);
    if (to == std::string::npos || lost == std::string::npos)
        return false;
    played = note.substr(from, to - from);
    const char* start = note.c_str() + lost + 3;
    char* end = nullptr;
    loss = std::strtod(start, &end);
    return end != start && std::string_view(end).starts_with(" seed");
}

} // namespace

std::vector<ReviewMark> reviewMarksOf(const MoveLine& line, const Position& start, const std::vector<Decision>& decisions)
{
    std::vector<const TurnNode*> turns;
    for (const TurnNode& turn : line.turns)
        turns.push_back(&turn);
    return reviewMarksOf(turns, start, decisions);
}

std::vector<ReviewMark> reviewMarksOf(const std::vector<const TurnNode*>& turns, const Position& start,
                                      const std::vector<Decision>& decisions)
{
    std::vector<ReviewMark> marks(decisions.size());
    Position p = start;
    std::size_t index = 0;
    for (const TurnNode* node : turns) {
        const TurnNode& turn = *node;
        const std::size_t first = index;
        std::vector<std::string> texts; // each decision's token, as formatDecision() writes it
        for (std::size_t k = 0; k < turn.decisions.size() && index < decisions.size(); ++k, ++index) {
            texts.push_back(formatDecision(p, decisions[index]));
            if (k < turn.evals.size())
                marks[index].eval = turn.evals[k];
            if (!apply(p, decisions[index]))
                return marks;
        }
        int turnGlyph = 0;
        for (int n : turn.nags)
            turnGlyph = std::max(turnGlyph, glyphOfNag(n));
        if (turnGlyph == 0 || texts.empty())
            continue;
        bool named = false;
        for (const std::string& c : turn.comments) {
            std::string played;
            double loss = 0;
            if (!readNote(c, played, loss))
                continue;
            for (std::size_t k = 0; k < texts.size(); ++k) {
                ReviewMark& m = marks[first + k];
                if (texts[k] == played && m.glyph == 0) {
                    m.glyph = std::max(1, std::min(turnGlyph, reviewGlyph(loss)));
                    m.note = c;
                    named = true;
                    break;
                }
            }
        }
        if (!named) {
            ReviewMark& m = marks[first + texts.size() - 1];
            m.glyph = turnGlyph;
            for (const std::string& c : turn.comments)
                m.note += (m.note.empty() ? "" : " ") + c;
        }
    }
    return marks;
}

} // namespace mancala
