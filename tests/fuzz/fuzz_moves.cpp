// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: `mancala-cli replay` without a record file, through the very
// code the command runs (app/cli/replay.h). Input: the command's arguments,
// one a line (the last may hold any bytes but '\n'), e.g.
//   --variant / kalah / --rule / pie=on / --setup / ... / --moves / 1. c-f A
// Checks: the exit code is 0 or 2, never 1 (a broken invariant); an error is
// one line and prints nothing else; an answer is the position that playing
// the moves yourself gives, consistent and with a position string that reads
// back; the played decisions, written again as movetext with move numbers,
// replay to the same position; the engine protocol's looser reading of the
// same moves reaches it too.

#include "fuzz_support.h"

#include "movetext.h"
#include "options.h"
#include "replay.h"

#include <vector>

namespace {

using namespace fuzz;
using namespace mancala::cli;

std::vector<std::string_view> arguments(std::string_view text)
{
    std::vector<std::string_view> out;
    while (!text.empty())
        out.push_back(takeLine(text));
    return out;
}

/// The decisions as replay's movetext: turns joined by '-', move numbers before South's turns.
std::string movetextOf(Position p, const std::vector<Decision>& decisions)
{
    std::string out;
    bool turnStart = true;
    int number = 0;
    for (const Decision& d : decisions) {
        if (turnStart) {
            if (!out.empty())
                out += ' ';
            if (p.decider == Side::South)
                out += std::to_string(++number) + ". ";
        } else {
            out += '-';
        }
        const Position before = p;
        out += formatDecision(before, d);
        if (!apply(p, d))
            fail("a played decision is refused when played again: " + formatDecision(before, d));
        turnStart = turnEnds(before, p);
    }
    return out;
}

CommandOutput replayWith(const Options& options, const std::string& setup, const std::string& moves)
{
    Options again = options;
    std::erase_if(again.values, [](const auto& v) { return v.first == "setup" || v.first == "moves"; });
    again.values.emplace_back("setup", setup);
    again.values.emplace_back("moves", moves);
    again.flags = {"position"};
    return replayMoves(again);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    Options options;
    if (!parseOptions(arguments({reinterpret_cast<const char*>(data), size}), kReplayValued, kReplayFlags, options)
            .empty()
        || !options.positional.empty() || options.help)
        return 0; // a record file is fuzz_record's; help prints a text
    const CommandOutput result = replayMoves(options);
    if (result.exitCode == kExitViolation)
        fail("replay found a broken invariant: " + result.err);
    if (result.exitCode != 0) {
        if (result.exitCode != kExitUsage || result.err.empty() || !result.out.empty()
            || result.err.find('\n') != std::string::npos)
            fail("an error is not one line on stderr with exit code 2: " + result.err);
        return 0;
    }
    if (result.out.empty() || !result.err.empty())
        fail("a replay printed no position, or an error too");

    // The same moves played by hand, from the same start.
    Rules rules;
    std::uint64_t seed = 1;
    if (!rulesFromOptions(options, rules).empty() || !seedOption(options, seed).empty())
        fail("replay accepted options it refuses");
    Position start = startPosition(rules, seed);
    if (const std::string* setup = options.value("setup"); setup && !fromPositionString(*setup, rules, start).empty())
        fail("replay accepted a set-up it refuses");
    checkPosition(start, "the start");
    const std::string& moves = *options.value("moves");
    Position end = start;
    std::vector<Decision> played;
    if (const MovesFailure failure = playMoves(end, moves, TurnCheck::Turns, &played); !failure.ok())
        fail("replay succeeded, playMoves failed: " + failure.message());
    checkPosition(end, "after the moves");
    const std::string expected = options.flag("position") ? toPositionString(end) : positionJson(end);
    if (result.out != expected)
        fail("replay printed " + result.out + ", the moves give " + expected);

    Position loose = start;
    if (const MovesFailure failure = playMoves(loose, moves, TurnCheck::Decisions); !failure.ok() || !(loose == end))
        fail("the engine protocol's reading of the moves differs: " + failure.message());

    const std::string written = movetextOf(start, played);
    const CommandOutput again = replayWith(options, toPositionString(start), written);
    if (again.exitCode != 0 || again.out != toPositionString(end))
        fail("the played moves written again as '" + written + "' replay to " + again.out + again.err + ", not "
             + toPositionString(end));
    return 0;
}
