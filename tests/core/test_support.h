// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers for hand-worked positions in the rules tests.
#pragma once

#include "mancala/engine.h"
#include "mancala/notation.h"

#include <QTest>

#include <initializer_list>
#include <string>

namespace testsupport {

/// In the sanitized build (./test.sh's second pass, several times slower) a
/// long random or exhaustive loop runs a fifth of its rounds: the sanitizers
/// look for memory and undefined-behaviour faults, which the first games find
/// as well as the hundredth; the release pass runs every round.
#ifdef MANCALA_SANITIZED_BUILD
inline constexpr bool kSanitizedBuild = true;
#else
inline constexpr bool kSanitizedBuild = false;
#endif
constexpr int sanitizedShare(int rounds)
{
    return kSanitizedBuild ? (rounds + 4) / 5 : rounds;
}

using namespace mancala;

/// Rules of `v` with house rules given as NAME=VALUE strings (a bad one stops the test).
inline Rules rulesFrom(Variant v, const QStringList& houseRules)
{
    Rules r = Rules::defaults(v);
    for (const QString& rule : houseRules) {
        const auto parts = rule.split(u'=');
        const std::string err = r.set(parts[0].toStdString(), parts.value(1).toStdString());
        if (!err.empty())
            qFatal("rule %s: %s", qPrintable(rule), err.c_str());
    }
    return r;
}

/// Ring index of a hole named as in the notation: 'a'.. South, 'A'.. North.
inline int hole(const Position& p, char name)
{
    return name >= 'a' ? name - 'a' : p.houses() + (name - 'A');
}

/// Sets the board from the rows as docs/rules.md writes them:
/// North's row as South sees it, '/', South's row from a.
inline void setRows(Position& p, const char* rows)
{
    int n = 0;
    std::array<std::uint8_t, kMaxRing> ring{};
    const std::string err = parseRows(rows, ring, n);
    QVERIFY2(err.empty(), err.c_str());
    QCOMPARE(n, p.houses());
    p.seeds = ring;
}

/// The board as rows text (to compare with setRows input).
inline std::string rows(const Position& p)
{
    return formatRows(p.seeds, p.houses());
}

/// Applies a decision that must be legal, checking conservation after it.
inline void play(Position& p, const Decision& d, StepList* steps = nullptr)
{
    const int before = p.totalSeeds();
    const bool ok = apply(p, d, steps);
    QVERIFY2(ok, ("decision refused: " + whyIllegal(p, d)).c_str());
    QCOMPARE(p.totalSeeds(), before);
}

/// Counts the steps of one kind.
inline int countSteps(const StepList& steps, StepKind kind)
{
    int n = 0;
    for (const Step& s : steps)
        n += s.kind == kind;
    return n;
}

/// Whether some step of this kind names this rule.
inline bool hasStep(const StepList& steps, StepKind kind, RuleId rule)
{
    for (const Step& s : steps)
        if (s.kind == kind && s.rule == rule)
            return true;
    return false;
}

/// Plays up to maxDecisions decisions from choose(p, i), checking each: a
/// listed decision (or an E8 distribution), accepted by apply(), the seeds
/// conserved and the position consistent. Callers see a failure through
/// QTest::currentTestFailed().
template <class Choose>
void playCheckingEachDecision(Position& p, int maxDecisions, Choose choose)
{
    const int total = p.totalSeeds();
    for (int i = 0; i < maxDecisions && !p.over(); ++i) {
        const Decision d = choose(p, i);
        DecisionList legal;
        legalDecisions(p, legal);
        QVERIFY2(legal.contains(d) || d.kind == DecisionKind::Distribute,
                 (toPositionString(p) + ": " + formatDecision(p, d)).c_str());
        QVERIFY2(apply(p, d), (toPositionString(p) + ": " + formatDecision(p, d)).c_str());
        QCOMPARE(p.totalSeeds(), total);
        QCOMPARE(checkConsistency(p), std::string());
    }
}

} // namespace testsupport
