// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The review of a game: every decision of its line judged against the best
// decision of its position, on one scale (seeds of value lost), and marked
// ?! / ? / ?? with a note. One engine for the app and `mancala-cli review`:
// the same limits give the same marks and the same words.

#include "mancala/decision.h"
#include "mancala/position.h"
#include "mancala/record.h"
#include "mancala/search.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mancala {

/// Seeds of value lost from which a decision is an inaccuracy (?!), a mistake (?), a blunder (??).
constexpr double kInaccuracyLoss = 1.0;
constexpr double kMistakeLoss = 3.0;
constexpr double kBlunderLoss = 6.0;

/// The budget of a decision when a review is given no limit at all.
constexpr std::uint64_t kReviewNodes = 1'000'000;
/// A mark the search suggests is proven by the solver within this many times the decision's budget.
constexpr std::uint64_t kReviewProofFactor = 20;

/// The mark of a loss in seeds: 0 none, 1 ?!, 2 ?, 3 ??.
int reviewGlyph(double loss);
/// The record's `$n` of a mark (6 ?!, 2 ?, 4 ??), 0 for none.
int reviewNag(int glyph);
/// The mark of a record's `$n` (the inverse of reviewNag()), 0 for any other.
int glyphOfNag(int nag);

/**
 * @brief The verdict on one decision. Values are in seeds from the view of
 * the side that took it, like analyse()'s.
 */
struct DecisionReview {
    bool judged = false;   ///< false: the only legal decision, a review stopped, or no value for it
    int glyph = 0;         ///< reviewGlyph(loss)
    double loss = 0;       ///< the best value minus the played one, never negative
    Decision best;         ///< the decision of the best value
    double bestValue = 0;
    double playedValue = 0;
    bool exact = false;    ///< the values are the Kalah solver's (every decision's, or the best's and the played one's)
    /// Kalah 6x4 and smaller (reviewProvesEveryMark()): the search's estimate
    /// would mark the decision, the solver did not prove it, so it is not marked.
    bool unproven = false;
    int depth = 0;         ///< the search's depth when not exact
    std::string note;      ///< the record's comment (English, like tags); empty without a mark
};

/**
 * @brief Judges `played` in `before`.
 *
 * In the Kalah rule sets the solver plays (solverSupports()), the solver
 * first gets 3/5 of the node budget (the limits' nodes, else kReviewNodes
 * unless a time is given; a depth is no limit for a proof): where it proves
 * every decision's value, the verdict is on exact values. Otherwise — and in
 * the other rule sets — the search judges: to `limits.depth` when one is
 * given, else in the rest of the budget. In Kalah a mark the search's
 * estimate would give is then decided by the solver (the position's value
 * and the played decision's, kReviewProofFactor times the budget): proven,
 * the verdict is on exact values, and a decision that keeps the value is
 * never marked. Not proven, Kalah 6x4 and smaller (reviewProvesEveryMark())
 * marks nothing (DecisionReview::unproven); larger boards and the other
 * rule sets keep the search's mark, and the note says it is the search's
 * estimate and at which depth.
 *
 * Every solve of a review starts from an empty table (SolverLimits::freshTable):
 * the same position, limits and endgame database give the same verdict
 * whatever the program did before.
 */
DecisionReview reviewDecision(const Position& before, const Decision& played, const SearchLimits& limits);

/// Kalah boards of at most 6 houses and 48 seeds: a review marks there only what the solver proves.
bool reviewProvesEveryMark(const Rules& rules);

/// The note of a verdict that marks: "best E (-8), played B (-20): 12 seeds lost, exact values",
/// the values signed as everywhere ("best c (+2)", signedSeeds()).
std::string reviewNote(const Position& before, const Decision& played, const DecisionReview& r);

/// "Mancala review (depth 6, 1000000 nodes a decision)": the record's Annotator tag for these limits.
std::string reviewAnnotator(const SearchLimits& limits);

/// @brief A verdict as the record keeps it: one decision's glyph and note, and its value (`[%eval]`).
struct ReviewMark {
    int glyph = 0;
    std::string note;
    DecisionEval eval{}; ///< the played decision's value, for the side that took it
};

/// A value as the notes and the JSON write it: at most two decimals, no trailing zeros ("-8", "1.96").
std::string seedsNumber(double v);

/// A value as the notes, the app and the CLI show it: seedsNumber() with its sign ("+1.96", "-8", "0").
std::string signedSeeds(double v);

/// The verdict of reviewDecision() as the record keeps it.
ReviewMark reviewMark(const DecisionReview& r);

/**
 * @brief Writes a review's marks (one a decision of the main line, in order)
 * on the record's turns: each turn gets the glyph of its worst decision as a
 * `$n` (in place of an older review's), the notes of its marked decisions
 * as comments (each once) and its decisions' values (TurnNode::evals, in
 * place of an older review's; none when no decision has one).
 */
void annotateLine(MoveLine& line, const std::vector<ReviewMark>& marks);

/// annotateLine() along any line of a record's tree (a variation the game follows).
void annotateTurns(const std::vector<TurnNode*>& turns, const std::vector<ReviewMark>& marks);

/**
 * @brief The marks a record's main line holds (the inverse of annotateLine()),
 * one a decision of `decisions` (the line replayed from `start`): a turn
 * with a review's `$n` marks the decision its note names ("played X"), with
 * the glyph of the note's loss; without such a note, its last decision,
 * with the turn's glyph and comments. Each decision gets its value from
 * the turn's `[%eval]` (TurnNode::evals), marked or not.
 */
std::vector<ReviewMark> reviewMarksOf(const MoveLine& line, const Position& start,
                                      const std::vector<Decision>& decisions);

/// reviewMarksOf() along any line of a record's tree (the turns a variation the game follows passes).
std::vector<ReviewMark> reviewMarksOf(const std::vector<const TurnNode*>& turns, const Position& start,
                                      const std::vector<Decision>& decisions);

} // namespace mancala
