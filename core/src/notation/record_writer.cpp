// SPDX-License-Identifier: GPL-3.0-or-later
// Writing a game record (docs/notation.md): the tags in their order, then the
// movetext as the replayer walks it, wrapped at 80 columns.

#include "notation/notation_text.h"
#include "notation/record_text.h"

#include <algorithm>

namespace mancala {

using namespace detail;

namespace {

/// The PGN seven, then the tags of docs/notation.md in the order they are written.
constexpr std::string_view kSevenTags[] = {"Event", "Site", "Date", "Round", "South", "North", "Result"};
constexpr std::string_view kSevenDefaults[] = {"?", "?", "????.??.??", "?", "?", "?", "*"};
constexpr std::string_view kOrderedTags[] = {"Variant", "Holes", "Setup", "HouseRules", "Seed",
                                             "Score", "Ending", "Annotator", "TimeControl"};
constexpr int kWrapColumn = 80;

/// Movetext pieces, joined by spaces and wrapped at 80 columns.
class MovetextWriter {
public:
    void word(std::string w)
    {
        if (m_open) {
            w.insert(0, "(");
            m_open = false;
        }
        m_words.push_back(std::move(w));
    }
    void comment(const std::string& text)
    {
        std::string safe = text;
        for (char& c : safe)
            if (c == '}')
                c = ')'; // a comment cannot hold its own closing brace
        if (isDistributionText(safe) || roundMarkerNumber(safe) != 0)
            safe += '.'; // would read back as a decision or a round marker
        const auto parts = words(safe);
        if (parts.empty()) {
            word("{}");
        } else {
            for (std::size_t i = 0; i < parts.size(); ++i)
                word((i == 0 ? "{" : "") + std::string(parts[i]) + (i + 1 == parts.size() ? "}" : ""));
        }
        m_southTurn = 0;
    }
    void open()
    {
        m_open = true;
        m_southTurn = 0;
    }
    void close()
    {
        m_words.back() += ')';
        m_southTurn = 0;
    }
    void turn(const TurnNode& node, const Position& before, bool roundMarker)
    {
        if (roundMarker) {
            word("{Round " + std::to_string(before.round) + "}");
            m_southTurn = 0;
        }
        std::string text;
        if (before.toMove == Side::South)
            text = std::to_string(before.turn) + ". ";
        else if (m_southTurn != before.turn)
            text = std::to_string(before.turn) + "... ";
        for (std::size_t k = 0; k < node.decisions.size(); ++k) {
            if (k)
                text += '-';
            text += node.decisions[k].text;
        }
        text += node.suffix;
        word(std::move(text));
        m_southTurn = before.toMove == Side::South ? before.turn : 0;
        for (int nag : node.nags) {
            std::string glyph(1, '$');
            glyph += std::to_string(nag);
            word(std::move(glyph));
        }
        if (node.evals.size() == node.decisions.size()
            && std::any_of(node.evals.begin(), node.evals.end(), [](const DecisionEval& e) { return e.valued; }))
            comment(evalCommand(node.evals));
        for (const std::string& c : node.comments)
            comment(c);
    }
    std::string finish(const std::string& result)
    {
        word(result);
        std::string out;
        int column = 0;
        for (const std::string& w : m_words) {
            int length = 0; // in characters, as columns are counted
            for (char c : w)
                length += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
            if (column > 0 && column + 1 + length > kWrapColumn) {
                out += '\n';
                column = 0;
            } else if (column > 0) {
                out += ' ';
                ++column;
            }
            out += w;
            column += length;
        }
        return out + '\n';
    }

private:
    std::vector<std::string> m_words;
    bool m_open = false;
    int m_southTurn = 0; ///< the number of a South turn just written, so North's needs none
};

std::string escapeTagValue(const std::string& value)
{
    std::string out;
    for (char c : value) {
        if (c == '"' || c == '\\')
            out += '\\';
        out += (c == '\n' || c == '\r' || c == '\t') ? ' ' : c;
    }
    return out;
}

std::string writeTags(const GameRecord& record)
{
    std::string out;
    auto line = [&out](std::string_view name, const std::string& value) {
        out += "[" + std::string(name) + " \"" + escapeTagValue(value) + "\"]\n";
    };
    for (std::size_t k = 0; k < std::size(kSevenTags); ++k) {
        const Tag* t = record.findTag(kSevenTags[k]);
        const std::string fallback = kSevenTags[k] == "Result" ? record.result : std::string(kSevenDefaults[k]);
        line(kSevenTags[k], t ? t->value : fallback);
    }
    for (std::string_view name : kOrderedTags)
        if (const Tag* t = record.findTag(name))
            line(name, t->value);
    for (const Tag& t : record.tags) {
        const bool known = std::find(std::begin(kSevenTags), std::end(kSevenTags), t.name) != std::end(kSevenTags)
            || std::find(std::begin(kOrderedTags), std::end(kOrderedTags), t.name) != std::end(kOrderedTags);
        if (!known)
            line(t.name, t.value);
    }
    return out;
}

} // namespace

std::string writeRecord(const GameRecord& record, RecordError* error)
{
    MovetextWriter movetext;
    WalkHooks hooks;
    hooks.lineComments = [&](const std::vector<std::string>& comments) {
        for (const std::string& c : comments)
            movetext.comment(c);
    };
    hooks.turn = [&](const TurnNode& node, const Position& before, bool marker) { movetext.turn(node, before, marker); };
    hooks.openVariation = [&] { movetext.open(); };
    hooks.closeVariation = [&] { movetext.close(); };
    const ReplayedGame game = replay(record, &hooks);
    if (error)
        *error = game.error;
    if (!game.ok())
        return {};
    if (!game.notice.empty()) {
        GameRecord cut = record; // written as it reads now (cutPastEnd())
        cutPastEnd(cut);
        return writeRecord(cut, error);
    }
    return writeTags(record) + "\n" + movetext.finish(record.result);
}

std::string writeRecords(const std::vector<GameRecord>& records, RecordError* error)
{
    std::string out;
    for (const GameRecord& r : records) {
        const std::string text = writeRecord(r, error);
        if (text.empty())
            return {};
        if (!out.empty())
            out += '\n';
        out += text;
    }
    return out;
}

} // namespace mancala
