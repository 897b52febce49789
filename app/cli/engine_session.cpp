// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine_session.h"

#include "movetext.h"
#include "options.h"

#include "mancala/notation.h"
#include "mancala/search.h"

#include <cmath>
#include <cstdio>
#include <sstream>
#include <vector>

namespace mancala::cli {

namespace {

std::vector<std::string> words(const std::string& text)
{
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string w; in >> w;)
        out.push_back(w);
    return out;
}

/// A value in seeds as the protocol writes it: an integer, or up to two decimals.
std::string seedsText(double v)
{
    char buf[32];
    if (std::abs(v - std::round(v)) < 1e-9)
        std::snprintf(buf, sizeof buf, "%.0f", v);
    else
        std::snprintf(buf, sizeof buf, "%.2f", v);
    return buf;
}

/// The tokens of a line of decisions, each decision after the one before.
std::string lineText(const Position& start, const std::vector<Decision>& line)
{
    std::string out;
    Position p = start;
    for (const Decision& d : line) {
        if (!out.empty())
            out += ' ';
        out += formatDecision(p, d);
        if (!apply(p, d))
            break;
    }
    return out;
}

std::string infoLine(const Position& p, int depth, double value, bool exact, std::uint64_t nodes, double seconds,
                     const std::vector<Decision>& pv)
{
    const auto nps = seconds > 0 ? static_cast<std::uint64_t>(nodes / seconds) : nodes;
    return "info depth " + std::to_string(depth) + " score " + seedsText(value) + (exact ? " exact" : "")
        + " nodes " + std::to_string(nodes) + " nps " + std::to_string(nps) + " pv " + lineText(p, pv);
}

/// `movetime MS | depth D | nodes N` (and `level L` for go) into limits; empty on success.
std::string readLimits(const std::vector<std::string>& args, std::size_t from, SearchLimits& limits, int* level)
{
    if (args.size() == from)
        return "say how long: movetime MS, depth D, nodes N" + std::string(level ? " or level L" : "");
    for (std::size_t i = from; i < args.size(); i += 2) {
        const std::string& what = args[i];
        std::uint64_t n = 0;
        if (i + 1 >= args.size())
            return what + " needs a number";
        if (!parseNumber(args[i + 1], n))
            return what + " takes a number, not '" + args[i + 1] + "'";
        if (what == "movetime" && n > 0 && n <= 86'400'000)
            limits.millis = static_cast<int>(n);
        else if (what == "depth" && n > 0 && n <= 100)
            limits.depth = static_cast<int>(n);
        else if (what == "nodes" && n > 0)
            limits.nodes = n;
        else if (what == "level" && level && n >= kMinLevel && n <= kPerfectLevel)
            *level = static_cast<int>(n);
        else if (what == "movetime" || what == "depth" || what == "nodes" || (what == "level" && level))
            return what + " " + args[i + 1] + " is out of range";
        else
            return "unknown limit '" + what + "'";
    }
    return {};
}

} // namespace

EngineSession::EngineSession(Output output) : m_output(std::move(output))
{
    m_rules = std::make_shared<const Rules>(Rules::defaults(Variant::Kalah));
    restart();
}

EngineSession::~EngineSession()
{
    m_stop = true;
    wait();
}

void EngineSession::emit(const std::string& line)
{
    std::lock_guard lock(m_outputMutex);
    m_output(line);
}

void EngineSession::error(const std::string& reason) { emit("error " + reason); }

void EngineSession::wait()
{
    if (m_search.joinable())
        m_search.join();
}

void EngineSession::restart() { m_position = startPosition(*m_rules, m_seed); }

bool EngineSession::handle(const std::string& rawLine)
{
    std::string line = rawLine;
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t'))
        line.pop_back();
    const auto start = line.find_first_not_of(" \t");
    if (start == std::string::npos)
        return true; // empty lines are ignored
    line.erase(0, start);
    const auto space = line.find_first_of(" \t");
    const std::string command = line.substr(0, space);
    const std::string args = space == std::string::npos ? std::string() : line.substr(line.find_first_not_of(" \t", space));

    if (command == "stop") {
        m_stop = true;
        wait();
        return true;
    }
    if (command == "isready") {
        emit("readyok");
        return true;
    }
    if (command == "quit") {
        m_stop = true;
        wait();
        return false;
    }
    wait(); // any other command acts on the position the search left
    if (command == "variant")
        commandVariant(args);
    else if (command == "rule")
        commandRule(args);
    else if (command == "newgame")
        commandNewGame(args);
    else if (command == "position")
        commandPosition(args);
    else if (command == "moves")
        commandMoves(args);
    else if (command == "go")
        commandGo(args);
    else if (command == "analyse")
        commandAnalyse(args);
    else if (command == "show")
        emit("position " + toPositionString(m_position));
    else
        error("unknown command '" + command + "'");
    return true;
}

void EngineSession::commandVariant(const std::string& args)
{
    const auto w = words(args);
    if (w.size() != 1)
        return error("variant takes one rule set id (kalah, qelat, qelat-keren, mewelad, enkeshui)");
    Rules rules;
    if (std::string why = rulesFor(w[0], rules); !why.empty())
        return error(why);
    m_rules = std::make_shared<const Rules>(rules);
    restart();
}

void EngineSession::commandRule(const std::string& args)
{
    const auto w = words(args);
    if (w.size() != 1 || w[0].find('=') == std::string::npos)
        return error("rule takes NAME=VALUE, e.g. rule houses=8");
    Rules rules = *m_rules;
    if (std::string why = addRule(rules, w[0]); !why.empty())
        return error(why);
    if (std::string why = rules.validate(); !why.empty())
        return error("invalid rules: " + why);
    m_rules = std::make_shared<const Rules>(rules);
    restart();
}

void EngineSession::commandNewGame(const std::string& args)
{
    const auto w = words(args);
    std::uint64_t seed = 1;
    if (!w.empty() && (w.size() != 2 || w[0] != "seed" || !parseNumber(w[1], seed)))
        return error("newgame takes nothing or seed S (a number)");
    m_seed = seed;
    restart();
}

void EngineSession::commandPosition(const std::string& args)
{
    if (args.empty())
        return error("position takes a position string");
    Position p;
    if (std::string why = fromPositionString(args, *m_rules, p); !why.empty())
        return error("position: " + why);
    m_position = p;
}

void EngineSession::commandMoves(const std::string& args)
{
    if (turnTokens(args).empty())
        return error("moves takes one or more decisions");
    // All or nothing: playMoves() leaves the position alone on an error.
    const MovesFailure failure = playMoves(m_position, args, TurnCheck::Decisions);
    switch (failure.kind) {
    case MovesFailure::Kind::None: return;
    case MovesFailure::Kind::Malformed: return error("malformed move '" + failure.decision + "': " + failure.reason);
    case MovesFailure::Kind::GameOver: return error("illegal move '" + failure.decision + "': the game is over");
    case MovesFailure::Kind::Broken: return error("internal error: " + failure.message());
    default: return error("illegal move '" + failure.decision + "': " + failure.reason);
    }
}

void EngineSession::commandGo(const std::string& args)
{
    SearchLimits limits;
    int level = 0;
    if (std::string why = readLimits(words(args), 0, limits, &level); !why.empty())
        return error("go: " + why);
    if (level == kPerfectLevel && !levelAvailable(*m_rules, level))
        return error("go: level 7 (Perfect) plays Kalah and Qelat (Beni Amir & Mensa, quiet-end=score) only");
    if (m_position.over())
        return error("the game is over");
    m_stop = false;
    const Position p = m_position;
    const auto rules = m_rules; // keeps the rules alive for the search
    const std::uint64_t seed = m_seed;
    m_search = std::thread([this, p, rules, limits, level, seed] {
        const auto report = [&](const SearchInfo& info) {
            if (info.proving) // the Perfect level's time is up, its proof close: it goes on a moment
                return emit("info proving");
            emit(infoLine(p, info.depth, info.value, info.exact, info.nodes, info.seconds, info.pv));
        };
        Decision best;
        if (level > 0) {
            best = chooseDecision(p, level, seed ^ (std::uint64_t{p.turn} << 32), limits.millis ? limits.millis : 1000,
                                  &m_stop, report);
        } else {
            SearchLimits l = limits;
            l.stop = &m_stop;
            l.seed = seed;
            best = search(p, l, report).best;
        }
        emit("bestmove " + formatDecision(p, best));
    });
}

void EngineSession::commandAnalyse(const std::string& args)
{
    SearchLimits limits;
    const auto w = words(args);
    if (w.empty())
        limits.millis = 1000;
    else if (std::string why = readLimits(w, 0, limits, nullptr); !why.empty())
        return error("analyse: " + why);
    if (m_position.over())
        return error("the game is over");
    m_stop = false;
    const Position p = m_position;
    const auto rules = m_rules;
    m_search = std::thread([this, p, rules, limits] {
        SearchLimits l = limits;
        l.stop = &m_stop;
        const SearchInfo info = analyseExact(p, l); // exact where the Kalah solver proves it
        for (const DecisionValue& v : info.decisions)
            emit(infoLine(p, v.depth, v.value, v.exact, info.nodes, info.seconds, {v.decision}));
        emit("done");
    });
}

} // namespace mancala::cli
