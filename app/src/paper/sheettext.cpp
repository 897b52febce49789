// SPDX-License-Identifier: GPL-3.0-or-later
#include "paper/sheettext.h"

#include "stdstrings.h"

#include "mancala/engine.h"
#include "mancala/notation.h"

#include <QStringList>

namespace mancala::app {

void SheetText::add(const QString& word)
{
    if (!text.isEmpty())
        text += QLatin1Char(' ');
    text += word;
}

void SheetText::addComment(const QString& comment)
{
    if (comment.isEmpty())
        return;
    if (!text.isEmpty())
        text += QLatin1Char(' ');
    comments.emplace_back(static_cast<int>(text.size()), static_cast<int>(comment.size()));
    text += comment;
}

void SheetText::addBracketed(const SheetText& inner)
{
    add(QStringLiteral("("));
    const int offset = static_cast<int>(text.size());
    text += inner.text + QLatin1Char(')');
    for (const auto& [start, length] : inner.comments)
        comments.emplace_back(offset + start, length);
}

QString TurnNumbers::prefix(const Position& turnStart)
{
    const int number = turnStart.turn;
    const Side side = turnStart.decider;
    QString out;
    if (side == Side::South)
        out = QStringLiteral("%1. ").arg(number);
    else if (m_fresh || m_lastSide != Side::South || m_lastNumber != number)
        out = QStringLiteral("%1... ").arg(number);
    m_fresh = false;
    m_lastNumber = number;
    m_lastSide = side;
    return out;
}

QString turnText(const TurnNode& turn)
{
    QStringList parts;
    for (const DecisionText& d : turn.decisions)
        parts << fromStd(d.text);
    return parts.join(QLatin1Char('-'));
}

namespace {

/// The sign of a `$n` glyph (PGN's standard meanings), empty for one with none.
QString nagSign(int nag)
{
    switch (nag) {
    case 1: return QStringLiteral("!");
    case 2: return QStringLiteral("?");
    case 3: return QStringLiteral("!!");
    case 4: return QStringLiteral("??");
    case 5: return QStringLiteral("!?");
    case 6: return QStringLiteral("?!");
    case 7: return QStringLiteral("\u25A1");
    case 10: return QStringLiteral("=");
    case 13: return QStringLiteral("\u221E");
    case 14: return QStringLiteral("\u2A72");
    case 15: return QStringLiteral("\u2A71");
    case 16: return QStringLiteral("\u00B1");
    case 17: return QStringLiteral("\u2213");
    case 18: return QStringLiteral("+\u2212");
    case 19: return QStringLiteral("\u2212+");
    default: return {};
    }
}

void addLine(SheetText& out, const MoveLine& line, Position p)
{
    TurnNumbers numbers;
    for (const std::string& c : line.comments)
        out.addComment(fromStd(c));
    for (const TurnNode& turn : line.turns) {
        const Position start = p;
        bool played = true;
        for (const DecisionText& d : turn.decisions) {
            Decision decision;
            std::string why;
            if (!parseDecision(p, d.text, decision, why) || !apply(p, decision)) {
                played = false;
                break;
            }
        }
        out.add(numbers.prefix(start) + turnText(turn) + turnMarks(turn));
        for (const std::string& c : turn.comments) {
            out.addComment(fromStd(c));
            numbers.breakLine();
        }
        for (const MoveLine& variation : turn.variations) {
            SheetText inner;
            addLine(inner, variation, start);
            out.addBracketed(inner);
            numbers.breakLine();
        }
        // readGame() has checked every variation: a turn that does not play is a record not read by it.
        if (!played)
            return;
    }
}

} // namespace

QString turnMarks(const TurnNode& turn)
{
    QString quality = fromStd(turn.suffix);
    QString judgement;
    for (const int nag : turn.nags) {
        const QString sign = nagSign(nag);
        if (sign.isEmpty())
            continue;
        if (nag <= 7) {
            // A second mark (a review's beside the player's own) stands apart.
            if (quality.isEmpty())
                quality = sign;
            else if (quality != sign && !quality.endsWith(QLatin1Char(' ') + sign))
                quality += QLatin1Char(' ') + sign;
        } else {
            judgement += QLatin1Char(' ') + sign;
        }
    }
    return quality + judgement;
}

SheetText variationText(const MoveLine& line, const Position& before)
{
    SheetText out;
    addLine(out, line, before);
    return out;
}

} // namespace mancala::app
