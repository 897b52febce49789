// SPDX-License-Identifier: GPL-3.0-or-later
#include "replay.h"

#include "mancala/notation.h"
#include "mancala/record.h"

#include <cstdio>
#include <fstream>
#include <sstream>

namespace mancala::cli {

const std::vector<std::string_view> kReplayValued{"variant", "rule", "seed", "moves", "setup", "game"};
const std::vector<std::string_view> kReplayFlags{"position"};

namespace {

/// Reads a whole file; false when it cannot be read.
bool readFile(const std::string& path, std::string& out)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return false;
    std::ostringstream text;
    text << in.rdbuf();
    out = text.str();
    return !in.bad();
}

std::string positionText(const Options& options, const Position& p)
{
    return options.flag("position") ? toPositionString(p) : positionJson(p);
}

/// `replay FILE [--game K]`: one game of a record file, every move checked.
int replayFile(const Options& options)
{
    const std::string& path = options.positional.front();
    for (const char* name : {"variant", "rule", "moves", "seed", "setup"})
        if (options.value(name))
            return usageError(
                "a record file brings its own rules, seed, set-up and moves: only --game and --position go with it");
    std::uint64_t k = 1;
    if (const std::string* text = options.value("game"); text && (!parseNumber(*text, k) || k == 0))
        return usageError("--game takes a game number from 1, not '" + *text + "'");
    GameRecord record;
    ReplayedGame game;
    if (const int code = readRecordGame(path, k, record, game); code != 0)
        return code;
    if (!game.notice.empty()) // read up to the end of the game: say what was left out
        recordError(path, game.notice);
    std::printf("%s\n", positionText(options, game.end).c_str());
    return 0;
}

} // namespace

int recordError(const std::string& path, const RecordError& e)
{
    std::fprintf(stderr, "%s:%d:%d: %s\n", path.c_str(), e.line, e.column, e.reason.c_str());
    return kExitUsage;
}

int readRecordGame(const std::string& path, std::uint64_t k, GameRecord& record, ReplayedGame& game)
{
    std::string text;
    if (!readFile(path, text)) {
        std::fprintf(stderr, "%s: cannot read the file\n", path.c_str());
        return kExitUsage;
    }
    const RecordList list = parseRecords(text);
    if (!list.ok())
        return recordError(path, list.error);
    if (k == 0 || k > list.games.size()) {
        std::fprintf(stderr, "%s: there is no game %llu: the file holds %zu\n", path.c_str(),
                     static_cast<unsigned long long>(k), list.games.size());
        return kExitUsage;
    }
    record = list.games[static_cast<std::size_t>(k - 1)];
    game = readGame(record);
    return game.ok() ? 0 : recordError(path, game.error);
}

CommandOutput replayMoves(const Options& options)
{
    auto usage = [](const std::string& message) { return CommandOutput{kExitUsage, {}, "mancala-cli: " + message}; };
    if (options.value("game"))
        return usage("--game picks a game of a record file: replay FILE --game K");
    Rules rules;
    std::uint64_t seed = 1;
    std::string err = rulesFromOptions(options, rules);
    if (err.empty())
        err = seedOption(options, seed);
    if (err.empty() && !options.value("moves"))
        err = "--moves is required (it may be empty: --moves \"\")";
    if (!err.empty())
        return usage(err);
    Position p;
    if (const GameError error = positionFromOptions(options, rules, seed, p); !error.ok())
        return {error.exitCode, {}, error.line};
    return {0, positionText(options, p), {}};
}

int replayCommand(const Options& options)
{
    if (options.positional.size() > 1)
        return usageError("replay reads one record file, not '" + options.positional[1] + "' too");
    if (!options.positional.empty())
        return replayFile(options);
    const CommandOutput result = replayMoves(options);
    if (!result.out.empty())
        std::printf("%s\n", result.out.c_str());
    if (!result.err.empty())
        std::fprintf(stderr, "%s\n", result.err.c_str());
    return result.exitCode;
}

} // namespace mancala::cli
