// SPDX-License-Identifier: GPL-3.0-or-later
// The position string of docs/cli.md: writing it, reading it, and the named
// prefix (`kalah;pie=on: ...`) that says its rule set.

#include "mancala/notation.h"

#include "mancala/record.h"
#include "notation/notation_text.h"

#include <cstdio>

namespace mancala {

using namespace detail;

namespace {

std::vector<std::string_view> split(std::string_view text, char sep)
{
    std::vector<std::string_view> out;
    std::size_t start = 0;
    while (true) {
        const auto at = text.find(sep, start);
        out.push_back(text.substr(start, at == std::string_view::npos ? text.size() - start : at - start));
        if (at == std::string_view::npos)
            return out;
        start = at + 1;
    }
}

char sideLetter(Side s) { return s == Side::South ? 's' : 'n'; }

bool parseSideLetter(std::string_view text, Side& out)
{
    if (text == "s") { out = Side::South; return true; }
    if (text == "n") { out = Side::North; return true; }
    return false;
}

constexpr char kMarkLetters[] = {'-', 'w', 'e', 'b', 'j', 'l'};

/// A place of a hand or a race: hole name, `S`/`N` for the stores, `-` for none.
std::string placeName(int houses, Place p)
{
    if (p == kNoPlace) return "-";
    if (p == kSouthStore) return "S";
    if (p == kNorthStore) return "N";
    return holeName(houses, p);
}

bool parsePlace(std::string_view text, int houses, Place& out)
{
    int hole = 0;
    if (text == "-") out = kNoPlace;
    else if (text == "S") out = kSouthStore;
    else if (text == "N") out = kNorthStore;
    else if (parseHole(text, houses, hole)) out = static_cast<Place>(hole);
    else return false;
    return true;
}

/// The owners as rows text: North's row as South sees it, '/', South's row.
std::string ownerRows(const Position& p)
{
    const int n = p.houses();
    std::string out;
    for (int k = 2 * n - 1; k >= n; --k)
        out += sideLetter(p.owner[k]);
    out += '/';
    for (int k = 0; k < n; ++k)
        out += sideLetter(p.owner[k]);
    return out;
}

bool defaultOwners(const Position& p)
{
    for (int i = 0; i < p.ring(); ++i)
        if (p.owner[i] != p.rowOf(i))
            return false;
    return true;
}

std::string countText(std::uint8_t count)
{
    return count == Hand::kNoCount ? std::string("-") : std::to_string(count);
}

bool parseCount(std::string_view text, std::uint8_t& out)
{
    if (text == "-") {
        out = Hand::kNoCount;
        return true;
    }
    return parseNumber(text, out);
}

/// seeds,place,direction,laps,flags[,found,found-before] (E4's last two holes).
std::string handText(int houses, const Hand& h)
{
    std::string flags;
    if (h.active) flags += 'a';
    if (h.relayed) flags += 'r';
    if (h.loud) flags += 'l';
    if (flags.empty()) flags = "-";
    std::string text = std::to_string(h.seeds) + "," + placeName(houses, h.at) + ","
        + (h.dir == Direction::Cw ? "cw" : "ccw") + "," + std::to_string(h.laps) + "," + flags;
    if (h.found != Hand::kNoCount || h.foundBefore != Hand::kNoCount)
        text += "," + countText(h.found) + "," + countText(h.foundBefore);
    return text;
}

std::string parseHand(std::string_view text, int houses, Hand& out)
{
    const auto parts = split(text, ',');
    Hand h;
    if (parts.size() != 5 && parts.size() != 7)
        return "a hand is seeds,place,direction,laps,flags[,found,found-before]";
    if (!parseNumber(parts[0], h.seeds))
        return "bad seed count in a hand";
    if (!parsePlace(parts[1], houses, h.at))
        return "bad place in a hand";
    if (parts[2] == "cw") h.dir = Direction::Cw;
    else if (parts[2] == "ccw") h.dir = Direction::Ccw;
    else return "a hand's direction is cw or ccw";
    if (!parseNumber(parts[3], h.laps))
        return "bad lap count in a hand";
    if (parts[4] != "-") {
        for (char c : parts[4]) {
            if (c == 'a') h.active = true;
            else if (c == 'r') h.relayed = true;
            else if (c == 'l') h.loud = true;
            else return "a hand's flags are a (active), r (relayed) and l (not quiet)";
        }
    }
    if (parts.size() == 7 && (!parseCount(parts[5], h.found) || !parseCount(parts[6], h.foundBefore)))
        return "bad found count in a hand";
    out = h;
    return {};
}

constexpr int kFixedFields = 11;

std::string parseMarks(std::string_view text, Position& p)
{
    if (text == "-")
        return {};
    for (std::string_view item : split(text, ',')) {
        int hole = 0;
        if (item.size() != 3 || !parseHole(item.substr(0, 1), p.houses(), hole))
            return "bad mark '" + std::string(item) + "' (hole, kind w/e/b/j/l, owner s/n)";
        int kind = 0;
        for (int k = 1; k < 6; ++k)
            if (kMarkLetters[k] == item[1])
                kind = k;
        Side owner{};
        if (kind == 0 || !parseSideLetter(item.substr(2, 1), owner))
            return "bad mark '" + std::string(item) + "' (hole, kind w/e/b/j/l, owner s/n)";
        if (p.mark[hole] != Mark::None)
            return "hole " + std::string(item.substr(0, 1)) + " is marked twice";
        p.mark[hole] = static_cast<Mark>(kind);
        p.markOwner[hole] = owner;
    }
    return {};
}

std::string parseOwners(std::string_view text, Position& p)
{
    const int n = p.houses();
    if (text == "-")
        return {};
    const auto rows = split(text, '/');
    if (rows.size() != 2 || rows[0].size() != static_cast<std::size_t>(n) || rows[1].size() != static_cast<std::size_t>(n))
        return "owners are two rows of " + std::to_string(n) + " letters s/n";
    for (int k = 0; k < n; ++k) {
        if (!parseSideLetter(rows[0].substr(k, 1), p.owner[2 * n - 1 - k])
            || !parseSideLetter(rows[1].substr(k, 1), p.owner[k]))
            return "owners are two rows of " + std::to_string(n) + " letters s/n";
    }
    return {};
}

std::string parsePhase(std::string_view text, Position& p)
{
    p.outcome = Outcome::Ongoing;
    if (text == "play") p.phase = Phase::Play;
    else if (text == "race") p.phase = Phase::Race;
    else {
        p.phase = Phase::Over;
        if (text == "1-0") p.outcome = Outcome::SouthWins;
        else if (text == "0-1") p.outcome = Outcome::NorthWins;
        else if (text == "1/2-1/2") p.outcome = Outcome::Draw;
        else if (text != "over") return "the phase is play, race, or a result 1-0, 0-1, 1/2-1/2";
    }
    return {};
}

std::string parsePending(std::string_view text, Position& p)
{
    if (text == "-") {
        p.pending = Pending::Turn;
        p.decider = p.toMove;
        return {};
    }
    const auto parts = split(text, ':');
    if (parts.size() != 2 || !parseSideLetter(parts[1], p.decider))
        return "the pending decision is '-' or kind:decider";
    for (int k = 0; k < 5; ++k) {
        if (kPendingNames[k] == parts[0]) {
            p.pending = static_cast<Pending>(k);
            return {};
        }
    }
    return "unknown pending decision '" + std::string(parts[0]) + "'";
}

std::string parseFlags(std::string_view text, Position& p)
{
    if (text == "-")
        return {};
    for (char c : text) {
        switch (c) {
        case 'p': p.pieAvailable = true; break;
        case 'x': p.swapped = true; break;
        case 'e': p.specialUsed[0] = true; break;
        case 'E': p.specialUsed[1] = true; break;
        case 'q': p.quietStop = true; break;
        case 'r': p.repeatStop = true; break;
        default: return std::string("unknown flag '") + c + "' (p, x, e, E, q, r)";
        }
    }
    return {};
}

std::string parseExtra(std::string_view item, Position& p)
{
    const auto eq = item.find('=');
    if (eq == std::string_view::npos)
        return "expected key=value, not '" + std::string(item) + "'";
    const std::string_view key = item.substr(0, eq);
    const std::string_view value = item.substr(eq + 1);
    const int n = p.houses();
    const std::string bad = "bad value for " + std::string(key);
    if (key == "forbid")
        return parsePlace(value, n, p.forbidden) ? std::string() : bad;
    if (key == "offer")
        return parsePlace(value, n, p.offerHole) ? std::string() : bad;
    if (key == "hand.s")
        return parseHand(value, n, p.hand[0]);
    if (key == "hand.n")
        return parseHand(value, n, p.hand[1]);
    if (key == "race") {
        const auto parts = split(value, ',');
        return parts.size() == 2 && parsePlace(parts[0], n, p.raceChoice[0]) && parsePlace(parts[1], n, p.raceChoice[1])
            ? std::string() : bad;
    }
    if (key == "tick")
        return parseNumber(value, p.raceTick) ? std::string() : bad;
    if (key == "finished") {
        const auto parts = split(value, ',');
        return parts.size() == 2 && parseNumber(parts[0], p.raceFinished[0]) && parseNumber(parts[1], p.raceFinished[1])
            ? std::string() : bad;
    }
    if (key == "next")
        return parseSideLetter(value, p.raceNext) ? std::string() : bad;
    if (key == "rng")
        return parseNumber(value, p.rng, 16) ? std::string() : bad;
    if (key == "starts") {
        // G3: each earlier round start as South's hole count and the side that started it.
        for (const std::string_view item : split(value, ',')) {
            int south = 0;
            Side starter = Side::South;
            if (item.size() < 2 || !parseSideLetter(item.substr(item.size() - 1), starter)
                || !parseNumber(item.substr(0, item.size() - 1), south) || south < 1 || south >= p.ring())
                return bad;
            p.roundStarts |= std::uint64_t(1) << (2 * south + index(starter));
        }
        return {};
    }
    return "unknown field '" + std::string(key) + "'";
}

/// `kalah`, or `kalah;pie=on` for a rule set with house rules of its own.
std::string rulesText(const Rules& rules)
{
    std::string text(variantId(rules.variant));
    for (const std::string& d : rules.differences())
        text += ';' + d;
    return text;
}

} // namespace

std::string toPositionString(const Position& p)
{
    const int n = p.houses();
    std::string out = formatRows(p.seeds, n);
    out += ' ' + std::to_string(p.store[0]) + ',' + std::to_string(p.store[1]);

    std::string marks;
    for (int i = 0; i < p.ring(); ++i) {
        if (p.mark[i] == Mark::None)
            continue;
        if (!marks.empty())
            marks += ',';
        marks += holeName(n, i) + kMarkLetters[static_cast<int>(p.mark[i])] + sideLetter(p.markOwner[i]);
    }
    out += ' ' + (marks.empty() ? std::string("-") : marks);
    out += ' ' + (defaultOwners(p) ? std::string("-") : ownerRows(p));
    out += ' ';
    out += sideLetter(p.toMove);

    switch (p.phase) {
    case Phase::Play: out += " play"; break;
    case Phase::Race: out += " race"; break;
    case Phase::Over: out += ' ' + (p.outcome == Outcome::Ongoing ? std::string("over") : resultToken(p.outcome)); break;
    }
    if (p.pending == Pending::Turn && p.decider == p.toMove)
        out += " -";
    else
        out += ' ' + std::string(kPendingNames[static_cast<int>(p.pending)]) + ':' + sideLetter(p.decider);

    out += ' ' + std::to_string(p.round) + ' ' + std::to_string(p.turn) + ' ' + std::to_string(p.quietPlies);

    std::string flags;
    if (p.pieAvailable) flags += 'p';
    if (p.swapped) flags += 'x';
    if (p.specialUsed[0]) flags += 'e';
    if (p.specialUsed[1]) flags += 'E';
    if (p.quietStop) flags += 'q';
    if (p.repeatStop) flags += 'r';
    out += ' ' + (flags.empty() ? std::string("-") : flags);

    if (p.forbidden != kNoPlace) out += " forbid=" + placeName(n, p.forbidden);
    if (p.offerHole != kNoPlace) out += " offer=" + placeName(n, p.offerHole);
    if (!(p.hand[0] == Hand{})) out += " hand.s=" + handText(n, p.hand[0]);
    if (!(p.hand[1] == Hand{})) out += " hand.n=" + handText(n, p.hand[1]);
    if (p.raceChoice[0] != kNoPlace || p.raceChoice[1] != kNoPlace)
        out += " race=" + placeName(n, p.raceChoice[0]) + ',' + placeName(n, p.raceChoice[1]);
    if (p.raceTick) out += " tick=" + std::to_string(p.raceTick);
    if (p.raceFinished[0] || p.raceFinished[1])
        out += " finished=" + std::to_string(p.raceFinished[0]) + ',' + std::to_string(p.raceFinished[1]);
    if (p.raceNext != Side::South) out += " next=n";
    if (p.roundStarts) {
        std::string starts;
        for (int bit = 0; bit < 64; ++bit)
            if (p.roundStarts & (std::uint64_t(1) << bit))
                starts += (starts.empty() ? "" : ",") + std::to_string(bit / 2) + sideLetter(bit % 2 ? Side::North : Side::South);
        out += " starts=" + starts;
    }
    if (p.rng) {
        char buf[20];
        std::snprintf(buf, sizeof buf, "%llx", static_cast<unsigned long long>(p.rng));
        out += " rng=";
        out += buf;
    }
    return out;
}
std::string toNamedPositionString(const Position& p) { return rulesText(*p.rules) + ": " + toPositionString(p); }

std::string positionRules(std::string_view text, PositionRules& out)
{
    std::size_t start = 0;
    while (start < text.size() && (text[start] == ' ' || text[start] == '\t' || text[start] == '\n' || text[start] == '\r'))
        ++start;
    const auto first = words(text.substr(start));
    // The fields start with the rows, a digit; a prefix starts with a rule set's id, a letter.
    if (first.empty() || !((first[0][0] >= 'a' && first[0][0] <= 'z') || (first[0][0] >= 'A' && first[0][0] <= 'Z'))) {
        out = PositionRules{false, Rules{}, text};
        return {};
    }
    std::string_view prefix = first[0];
    if (prefix.back() != ':')
        return "a position string starts with its rows, or with its rule set and ':' (kalah: 4,4,...), not '"
            + std::string(prefix) + "'";
    prefix.remove_suffix(1);
    const std::string_view rest = text.substr(start + first[0].size());
    const auto items = split(prefix, ';');
    Variant v{};
    if (!variantFromId(items[0], v))
        return "unknown rule set '" + std::string(items[0]) + "' (kalah, qelat, qelat-keren, mewelad, enkeshui)";
    Rules rules = Rules::defaults(v);
    bool housesGiven = false;
    for (std::size_t i = 1; i < items.size(); ++i) {
        const auto eq = items[i].find('=');
        if (eq == std::string_view::npos)
            return "the house rule '" + std::string(items[i]) + "' needs a value (name=value)";
        if (std::string err = rules.set(items[i].substr(0, eq), items[i].substr(eq + 1)); !err.empty())
            return err;
        housesGiven = housesGiven || items[i].substr(0, eq) == "houses";
    }
    if (!housesGiven) { // `kalah: 1,1,1/1,1,1 ...`: the rows say how long a row is
        const auto fields = words(rest);
        std::array<std::uint8_t, kMaxRing> ring{};
        int houses = 0;
        if (!fields.empty() && parseRows(fields[0], ring, houses).empty() && houses != rules.houses)
            if (std::string err = rules.set("houses", std::to_string(houses)); !err.empty())
                return err;
    }
    if (std::string err = rules.validate(); !err.empty())
        return "these rules cannot be played: " + err;
    out = PositionRules{true, rules, rest};
    return {};
}

std::string fromPositionString(std::string_view whole, const Rules& rules, Position& out)
{
    PositionRules named;
    if (std::string err = positionRules(whole, named); !err.empty())
        return err;
    if (named.named && !(named.rules == rules))
        return "this is a position of " + rulesText(named.rules) + ", not of " + rulesText(rules);
    const std::string_view text = named.fields;
    const auto fields = words(text);
    if (fields.size() < static_cast<std::size_t>(kFixedFields))
        return "a position string has " + std::to_string(kFixedFields) + " fields (rows stores marks owners side "
               "phase pending round turn quiet flags), not " + std::to_string(fields.size());
    Position p;
    p.rules = &rules;
    int houses = 0;
    std::string err = parseRows(fields[0], p.seeds, houses);
    if (!err.empty())
        return err;
    if (houses != rules.houses)
        return "the rows have " + std::to_string(houses) + " holes each; the rules have "
            + std::to_string(rules.houses);
    for (int i = 0; i < p.ring(); ++i)
        p.owner[i] = p.rowOf(i);

    const auto stores = split(fields[1], ',');
    if (stores.size() != 2 || !parseNumber(stores[0], p.store[0]) || !parseNumber(stores[1], p.store[1]))
        return "stores are written south,north";
    if (err = parseMarks(fields[2], p); !err.empty()) return err;
    if (err = parseOwners(fields[3], p); !err.empty()) return err;
    if (!parseSideLetter(fields[4], p.toMove))
        return "the side to move is s or n";
    if (err = parsePhase(fields[5], p); !err.empty()) return err;
    if (err = parsePending(fields[6], p); !err.empty()) return err;
    if (!parseNumber(fields[7], p.round) || p.round == 0)
        return "the round is a number from 1";
    if (!parseNumber(fields[8], p.turn) || p.turn == 0)
        return "the full move number is a number from 1";
    if (!parseNumber(fields[9], p.quietPlies))
        return "the quiet count is a number";
    if (err = parseFlags(fields[10], p); !err.empty()) return err;
    for (std::size_t i = kFixedFields; i < fields.size(); ++i)
        if (err = parseExtra(fields[i], p); !err.empty()) return err;
    if (p.phase != Phase::Race) { // the race's counts are at rest outside it (older strings kept them)
        p.raceTick = 0;
        p.raceFinished = {0, 0};
    }

    if (err = checkConsistency(p); !err.empty())
        return err;
    if (err = checkDecisions(p); !err.empty())
        return err;
    out = p;
    return {};
}

} // namespace mancala
