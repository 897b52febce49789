// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/launchmoves.h"

#include "mancala/notation.h"

#include <algorithm>

namespace mancala::app {

namespace {

/// Reads a list against a position it advances, token by token.
class Reader {
public:
    Reader(const Position& from, LaunchLine& out)
        : m_position(from)
        , m_out(out)
    {
    }

    QString read(const QStringList& tokens)
    {
        for (int i = 0; i < tokens.size(); ++i) {
            if (const QString why = token(i, tokens[i]); !why.isEmpty())
                return QStringLiteral("move %1 '%2' refused: %3").arg(i + 1).arg(tokens[i], why);
        }
        return {};
    }

private:
    QString token(int i, const QString& t)
    {
        m_out.acknowledgeRace = t == QLatin1String("ok");
        if (m_out.acknowledgeRace)
            return {};
        if (t.startsWith(QLatin1String("auto"))) {
            bool number = true;
            const int count = t.size() == 4 ? 1 : t.mid(4).toInt(&number);
            if (!number || count < 1)
                return QStringLiteral("'auto' takes a count of 1 or more (auto3)");
            for (int k = 0; k < count; ++k)
                autoDecide(i + k);
            return {};
        }
        if (t.startsWith(QLatin1String("until:"))) {
            const QString goal = t.mid(6);
            if (!QStringList{"none", "round", "continue", "direction", "offer", "over"}.contains(goal))
                return QStringLiteral("no such goal (none, round, continue, direction, offer, over)");
            for (int k = 0; k < 2000 && !reached(goal) && autoDecide(k); ++k) {
            }
            return {};
        }
        Decision d;
        std::string error;
        if (!parseDecision(m_position, t.toStdString(), d, error))
            return QString::fromStdString(error);
        if (!play(d))
            return QString::fromStdString(whyIllegal(m_position, d));
        return {};
    }

    bool play(const Decision& d)
    {
        Position next = m_position;
        StepList steps;
        if (!apply(next, d, &steps))
            return false;
        m_position = next;
        m_lastSteps = std::move(steps);
        m_out.decisions.push_back(d);
        return true;
    }

    /// Some legal decision, picked from the sorted holes by `turn` (the demonstrations' choice); false when none.
    bool autoDecide(int turn)
    {
        DecisionList list;
        legalDecisions(m_position, list);
        std::vector<int> holes;
        for (const Decision& d : list)
            if (d.kind == DecisionKind::Sow || d.kind == DecisionKind::Continue)
                holes.push_back(d.hole);
        std::sort(holes.begin(), holes.end());
        if (!holes.empty()) {
            const int hole = holes[static_cast<std::size_t>((turn * 7) % static_cast<int>(holes.size()))];
            return play(m_position.pending == Pending::ContinueFrom ? Decision::continueFrom(hole) : Decision::sow(hole));
        }
        for (const Decision& d : {Decision::direction(Direction::Ccw), Decision::take(), Decision::pass()})
            if (list.contains(d))
                return play(d);
        return false;
    }

    bool reached(const QString& goal) const
    {
        if (goal == QLatin1String("round"))
            return std::any_of(m_lastSteps.begin(), m_lastSteps.end(),
                               [](const Step& s) { return s.kind == StepKind::RoundEnd; });
        if (goal == QLatin1String("continue"))
            return m_position.pending == Pending::ContinueFrom;
        if (goal == QLatin1String("direction"))
            return m_position.pending == Pending::Direction;
        if (goal == QLatin1String("offer"))
            return m_position.pending == Pending::TakeOrLeave;
        if (goal == QLatin1String("over"))
            return m_position.over();
        return true; // none: no decision (a launch that only sets the game up)
    }

    Position m_position;
    StepList m_lastSteps; ///< the steps of the last decision read
    LaunchLine& m_out;
};

} // namespace

QString readLaunchMoves(const Position& from, const QStringList& tokens, LaunchLine& out)
{
    out = {};
    LaunchLine line;
    const QString why = Reader(from, line).read(tokens);
    if (why.isEmpty())
        out = std::move(line);
    return why;
}

} // namespace mancala::app
