// SPDX-License-Identifier: GPL-3.0-or-later
// Teaching narration: a sentence naming the rule for every step, "why not?",
// and the lap and decision index used to step through long relay moves.
#include "teaching/narrator.h"
#include "teaching/rulenumbers.h"
#include "languages/translations.h"

#include "mancala/notation.h"
#include "mancala/playout.h"

#include <QRegularExpression>
#include <QScopeGuard>
#include <QSet>
#include <QSignalSpy>
#include <QTest>

#include <map>
#include <set>

using namespace mancala;
using namespace mancala::app;

namespace {

constexpr int kStepKinds = static_cast<int>(StepKind::GameEnd) + 1;

/// One played decision with everything needed to narrate its steps.
struct Played {
    Position before;
    StepList steps;
    Position after;
};

/// A random game (playRandomDecision()), each decision replayed with steps.
std::vector<Played> randomGame(const Rules& rules, std::uint64_t seed, int maxDecisions)
{
    std::vector<Played> game;
    Position p = startPosition(rules, seed);
    PlayoutRandom random(seed * 7919 + 13);
    for (int k = 0; k < maxDecisions && !p.over(); ++k) {
        const Position before = p;
        Decision d;
        if (!playRandomDecision(p, random, &d))
            break;
        Played played{before, {}, {}};
        Position again = before;
        if (!apply(again, d, &played.steps) || !(again == p))
            return {}; // the caller fails on an empty game
        played.after = p;
        game.push_back(std::move(played));
    }
    return game;
}

/// The rule id as a word of the sentence ("M1" must not match "M11").
bool namesRule(const QString& text, RuleId rule)
{
    static std::map<RuleId, QRegularExpression> words;
    auto it = words.find(rule);
    if (it == words.end()) {
        const QString id = QString::fromLatin1(ruleIdName(rule).data(), qsizetype(ruleIdName(rule).size()));
        it = words.emplace(rule, QRegularExpression(QStringLiteral("\\b%1\\b").arg(id))).first;
    }
    return text.contains(it->second);
}

Rules withHouseRules(Variant v, std::initializer_list<std::pair<const char*, const char*>> houseRules)
{
    Rules r = Rules::defaults(v);
    for (const auto& [name, value] : houseRules) {
        const std::string err = r.set(name, value);
        if (!err.empty())
            qFatal("bad house rule %s=%s: %s", name, value, err.c_str());
    }
    return r;
}

/// The narration of every step of one decision, checked; returns false on the first failure.
void checkNarrated(const Rules& rules, const Played& played)
{
    const std::vector<BoardView> views = replay(played.before, played.steps, played.after);
    QCOMPARE(views.size(), played.steps.size() + 1);
    static const QRegularExpression leftOver(QStringLiteral("%[0-9n]"));
    for (int i = 0; i < static_cast<int>(played.steps.size()); ++i) {
        const Step& step = played.steps[static_cast<std::size_t>(i)];
        const Narration n = Narrator::narrate(rules, played.steps, i, views[static_cast<std::size_t>(i)]);
        const QByteArray where = QByteArray(stepKindName(step.kind).data()) + " " + ruleIdName(step.rule).data()
            + ": " + n.text.toUtf8();
        QVERIFY2(!n.text.isEmpty(), where);
        // The rule that decided the step: its own, but a Qelat last seed is Q4's (Q10's when it crosses back).
        const bool qelatLast = step.rule == RuleId::Q3 && (n.rule == RuleId::Q4 || n.rule == RuleId::Q10);
        QVERIFY2(n.rule == step.rule || qelatLast, where);
        QVERIFY2(n.rule == RuleId::None || namesRule(n.text, n.rule), where);
        QVERIFY2(!n.text.contains(leftOver), where);
        QVERIFY2(n.text.endsWith(QLatin1Char('.')), where);
        // W2/E2: a race choice is secret, its hole is never marked.
        if (step.kind == StepKind::RaceChoice)
            QVERIFY2(n.places.isEmpty(), where);
        else if (step.from != kNoPlace)
            QVERIFY2(n.places.contains(step.from), where);
        if (step.to != kNoPlace)
            QVERIFY2(n.places.contains(step.to), where);
    }
}

/// Lap positions are the indices right after a PickUp.
QList<int> lapPositions(const StepList& steps)
{
    QList<int> out;
    for (int k = 0; k < static_cast<int>(steps.size()); ++k)
        if (steps[static_cast<std::size_t>(k)].kind == StepKind::PickUp)
            out << k + 1;
    return out;
}

} // namespace

class TestNarrator : public QObject {
    Q_OBJECT

private slots:
    // The English translation turns "%n seed(s)" into "1 seed" and "4 seeds".
    void initTestCase() { QVERIFY(Translations::install(QStringLiteral("en"))); }
    void handWorkedKalah();
    void relayAndWalda();
    void qelatLastSeed();
    void captureWalk();
    void everyStepOfRandomGames_data();
    void everyStepOfRandomGames();
    void everyKindIsNarrated();
    void rareSteps();
    void emptyCapture_data();
    void emptyCapture();
    void roundLimits();
    void quietStop_data();
    void quietStop();
    void whyNot();
    void lapNavigationRoundTrips_data();
    void lapNavigationRoundTrips();
    void steppingRoundTripsBoards_data();
    void steppingRoundTripsBoards();
    void decisionIndex();
    void followsTheStepPlayer();
    void ruleNumbersForTheTeacherOnly();
    void withoutRuleIds_data();
    void withoutRuleIds();
    void namesInSwapAndRace();

private:
    std::array<int, kStepKinds> m_kindsSeen{};
    std::set<std::pair<int, int>> m_kindRules;
};

void TestNarrator::handWorkedKalah()
{
    // K2, K3: South sows c (4 seeds) from the start: d, e, f, then the store.
    // The last seed lands in South's own store, so South moves again.
    const Rules rules = Rules::defaults(Variant::Kalah);
    Position p = startPosition(rules, 1);
    const Position before = p;
    StepList steps;
    QVERIFY(apply(p, Decision::sow(2), &steps));
    QCOMPARE(p.totalSeeds(), 48);
    QCOMPARE(steps.size(), std::size_t(6));
    const auto views = replay(before, steps, p);
    auto say = [&](int i) { return Narrator::narrate(rules, steps, i, views[std::size_t(i)]).text; };
    QCOMPARE(say(0), QStringLiteral("South picks up the 4 seeds of c and sows counter-clockwise (K2)."));
    QCOMPARE(say(1), QStringLiteral("South drops a seed into d (K2)."));
    QCOMPARE(say(4), QStringLiteral("South drops the last seed into South's store (K2)."));
    QCOMPARE(say(5), QStringLiteral("The last seed fell into South's own store: South moves again (K3)."));
    // Player names replace the side names.
    const Narration named = Narrator::narrate(rules, steps, 5, views[5], SideNames{QStringLiteral("Abeba"), {}});
    QCOMPARE(named.text, QStringLiteral("The last seed fell into Abeba's own store: Abeba moves again (K3)."));
    QCOMPARE(named.rule, RuleId::K3);

    // K4: South's a (1 seed) sows into the empty b, which faces E (3 seeds):
    // E's 3 and b's seed go to South's store, 4 in all. North keeps A, South
    // keeps f, so the game goes on (K5).
    Position q;
    QCOMPARE(QString::fromStdString(fromPositionString("0,3,0,0,0,1/1,0,0,0,0,1 0,42 - - s play - 1 1 0 -", rules, q)),
             QString());
    const Position qBefore = q;
    StepList capture;
    QVERIFY(apply(q, Decision::sow(0), &capture));
    QCOMPARE(q.store[0], 4);
    const auto qViews = replay(qBefore, capture, q);
    // PickUp a, Drop b, Capture E (3), Capture b (1).
    QCOMPARE(capture[2].kind, StepKind::Capture);
    QCOMPARE(Narrator::narrate(rules, capture, 1, qViews[1]).text,
             QStringLiteral("South drops the last seed into b, which was empty: the sowing ends there (K2)."));
    QCOMPARE(Narrator::narrate(rules, capture, 2, qViews[2]).text,
             QStringLiteral("The last seed fell into an empty house of South's: the 3 seeds of E opposite go to "
                            "South's store (K4)."));
    QCOMPARE(Narrator::narrate(rules, capture, 3, qViews[3]).text,
             QStringLiteral("The last seed in b goes to South's store with them (K4)."));
    QCOMPARE(Narrator::narrate(rules, capture, 3, qViews[3]).places, (QList<int>{1, kSouthStore}));
}

void TestNarrator::relayAndWalda()
{
    // Mewelad, race off: South sows b (4 seeds) from the start: c d e f
    // become 5; the last seed lands in f, which held 4, so it is lifted
    // (5 seeds) and sown on: A B C D E become 5, E held 4 -> relay again.
    const Rules mewelad = withHouseRules(Variant::Mewelad, {{"race", "off"}});
    Position p = startPosition(mewelad, 1);
    const Position before = p;
    StepList steps;
    QVERIFY(apply(p, Decision::sow(1), &steps));
    const auto views = replay(before, steps, p);
    QCOMPARE(steps[5].kind, StepKind::PickUp);
    QCOMPARE(steps[5].lap, std::uint16_t(2));
    QCOMPARE(Narrator::narrate(mewelad, steps, 4, views[4]).text,
             QStringLiteral("South drops the last seed into f, which held 4 seeds (W1)."));
    QCOMPARE(Narrator::narrate(mewelad, steps, 5, views[5]).text,
             QStringLiteral("The last seed fell into a hole that had seeds: South picks up the 5 seeds of f and keeps "
                            "sowing counter-clockwise (W1)."));

    // Q3, Q5, Q6: South's f (1 seed, right half of the row) sows
    // counter-clockwise into A, which held 3 and now holds 4: A is an end hole
    // of North's row, eligible for South.
    const Rules qelat = Rules::defaults(Variant::Qelat);
    Position q;
    QCOMPARE(QString::fromStdString(fromPositionString("4,4,4,4,4,3/4,4,4,4,8,1 0,0 - - s play - 1 1 0 -", qelat, q)),
             QString());
    const Position qBefore = q;
    StepList walda;
    QVERIFY(apply(q, Decision::sow(5), &walda));
    QCOMPARE(q.mark[6], Mark::Walda);
    const auto qViews = replay(qBefore, walda, q);
    int make = -1;
    for (int i = 0; i < int(walda.size()); ++i)
        if (walda[std::size_t(i)].kind == StepKind::MakeWalda)
            make = i;
    QVERIFY(make > 0);
    QCOMPARE(Narrator::narrate(qelat, walda, 0, qViews[0]).text,
             QStringLiteral("South picks up the 1 seed of f and sows counter-clockwise, towards the nearer end of "
                            "the board (Q2, Q3)."));
    QCOMPARE(Narrator::narrate(qelat, walda, make, qViews[std::size_t(make)]).text,
             QStringLiteral("The last seed made A hold four. A walda can be made there, so A becomes South's walda "
                            "(Q5, Q6)."));
}

void TestNarrator::qelatLastSeed()
{
    const Rules qelat = Rules::defaults(Variant::Qelat);
    const auto lastDrop = [&](const char* position, int hole) {
        Position p;
        if (!fromPositionString(position, qelat, p).empty())
            return Narration{QStringLiteral("bad position"), RuleId::None, {}};
        const Position before = p;
        StepList steps;
        if (!apply(p, Decision::sow(hole), &steps) || p.totalSeeds() != 48)
            return Narration{QStringLiteral("bad move"), RuleId::None, {}};
        int last = -1;
        for (int i = 0; i < int(steps.size()); ++i)
            if (steps[std::size_t(i)].kind == StepKind::Drop)
                last = i;
        return Narrator::narrate(qelat, steps, last, replay(before, steps, p)[std::size_t(last)]);
    };
    // Q3, Q4: b's 4 seeds go clockwise to a, across the end to F, E, then D,
    // which held 4: a single lap ends with the hand empty, whatever D held.
    const Narration d = lastDrop("4,4,4,4,4,4/4,4,4,4,4,4 0,0 - - s play - 1 1 0 -", 1);
    QCOMPARE(d.text, QStringLiteral("South drops the last seed into D: the hand is empty, so the move ends (Q4)."));
    QCOMPARE(d.rule, RuleId::Q4);
    // Q10 (the lesson "No shuttling back"): f's single seed crosses the end
    // into North's empty end hole A; that it was empty is what Q10 needs, not
    // why the move ends.
    const Narration a = lastDrop("4,4,4,4,8,0/4,4,4,4,7,1 0,0 - - s play - 1 1 0 -", 5);
    QCOMPARE(a.text, QStringLiteral("South's single seed crosses the end of the board into A, North's end hole (Q3): "
                                    "on the next move North may not sow it straight back (Q10)."));
    QCOMPARE(a.rule, RuleId::Q10);
    // With anti-repetition off the same seed just ends the move.
    const Rules free = withHouseRules(Variant::Qelat, {{"anti-repetition", "off"}});
    Position p;
    QCOMPARE(fromPositionString("4,4,4,4,8,0/4,4,4,4,7,1 0,0 - - s play - 1 1 0 -", free, p), std::string());
    const Position before = p;
    StepList steps;
    QVERIFY(apply(p, Decision::sow(5), &steps));
    QCOMPARE(Narrator::narrate(free, steps, 1, replay(before, steps, p)[1]).rule, RuleId::Q4);
}

void TestNarrator::captureWalk()
{
    // E5 (the lesson "Capture walk"), 2x8, race off: b's one seed ends in the
    // empty c, which faces F (4): F's 4 and c's seed go; the walk goes on to
    // d, empty and facing E (4): E's 4 go too; e holds 4 and stops it. 9 in all.
    const Rules rules = withHouseRules(Variant::Enkeshui, {{"race", "off"}});
    Position p;
    QCOMPARE(fromPositionString("4,4,4,4,4,4,0,0/0,1,0,0,4,4,4,4 4,3 - - s play - 1 1 0 -", rules, p), std::string());
    const Position before = p;
    StepList steps;
    QVERIFY(apply(p, Decision::sow(1), &steps));
    QCOMPARE(p.store[0], 4 + 9);
    QCOMPARE(p.totalSeeds(), 48);
    const auto views = replay(before, steps, p);
    QCOMPARE(steps.size(), std::size_t(5));
    auto say = [&](int i) { return Narrator::narrate(rules, steps, i, views[std::size_t(i)]).text; };
    QCOMPARE(say(2), QStringLiteral("The last seed fell into c, which was empty, and F faces it: South takes the 4 "
                                    "seeds of F (E5)."));
    QCOMPARE(say(3), QStringLiteral("South takes the last seed from c too (E5)."));
    QCOMPARE(say(4), QStringLiteral("The next hole, d, is empty and faces E: South takes the 4 seeds of E too (E5)."));
}

void TestNarrator::everyStepOfRandomGames_data()
{
    QTest::addColumn<Rules>("rules");
    QTest::addColumn<int>("games");
    QTest::addColumn<int>("maxDecisions");
    QTest::newRow("kalah") << Rules::defaults(Variant::Kalah) << 150 << 400;
    QTest::newRow("kalah K6 K7 K9") << withHouseRules(Variant::Kalah, {{"clockwise", "on"}, {"empty-capture", "on"}, {"pie", "on"}}) << 60 << 400;
    QTest::newRow("kalah K8") << withHouseRules(Variant::Kalah, {{"count-remaining", "off"}}) << 40 << 400;
    QTest::newRow("kalah K7 last-seed") << withHouseRules(Variant::Kalah, {{"empty-capture", "last-seed"}}) << 40 << 400;
    QTest::newRow("qelat G2 quiet-end=draw, quiet-limit=5")
        << withHouseRules(Variant::Qelat, {{"quiet-end", "draw"}, {"quiet-limit", "5"}}) << 40 << 600;
    QTest::newRow("kalah G2 quiet-end=score, quiet-limit=2")
        << withHouseRules(Variant::Kalah, {{"quiet-end", "score"}, {"quiet-limit", "2"}}) << 40 << 400;
    QTest::newRow("qelat") << Rules::defaults(Variant::Qelat) << 150 << 600;
    QTest::newRow("qelat Q7 skip, corners") << withHouseRules(Variant::Qelat, {{"skip-waldas", "on"}, {"walda-holes", "corners"}}) << 60 << 600;
    QTest::newRow("qelat-keren") << Rules::defaults(Variant::QelatKeren) << 120 << 1500;
    QTest::newRow("mewelad") << Rules::defaults(Variant::Mewelad) << 120 << 1500;
    QTest::newRow("mewelad W4 claimed") << withHouseRules(Variant::Mewelad, {{"claimed-captures", "on"}}) << 80 << 1500;
    // G2 ends the round in the games of rounds; the rounds that follow soon repeat one (G3).
    QTest::newRow("qelat-keren G2 quiet-limit=2")
        << withHouseRules(Variant::QelatKeren, {{"quiet-limit", "2"}}) << 30 << 1500;
    QTest::newRow("mewelad G2 quiet-limit=2") << withHouseRules(Variant::Mewelad, {{"quiet-limit", "2"}}) << 30 << 1500;
    QTest::newRow("enkeshui") << Rules::defaults(Variant::Enkeshui) << 120 << 1000;
    QTest::newRow("enkeshui E8, 2x12") << withHouseRules(Variant::Enkeshui, {{"special-move", "on"}, {"houses", "12"}}) << 60 << 1000;
    QTest::newRow("enkeshui race off, 2x10") << withHouseRules(Variant::Enkeshui, {{"race", "off"}, {"houses", "10"}}) << 40 << 1000;
}

void TestNarrator::everyStepOfRandomGames()
{
    QFETCH(Rules, rules);
    QFETCH(int, games);
    QFETCH(int, maxDecisions);
    for (int g = 0; g < games; ++g) {
        const std::vector<Played> game = randomGame(rules, 1000 + std::uint64_t(g), maxDecisions);
        QVERIFY(!game.empty());
        for (const Played& played : game) {
            checkNarrated(rules, played);
            if (QTest::currentTestFailed())
                return;
            for (const Step& s : played.steps) {
                ++m_kindsSeen[static_cast<std::size_t>(s.kind)];
                m_kindRules.insert({int(s.kind), int(s.rule)});
            }
        }
    }
}

void TestNarrator::everyKindIsNarrated()
{
    // Runs after the random games: every kind of step appeared in them and was narrated.
    QStringList missing;
    for (int k = 0; k < kStepKinds; ++k)
        if (m_kindsSeen[std::size_t(k)] == 0)
            missing << QString::fromLatin1(stepKindName(StepKind(k)).data());
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char(' '))));
    // Every rule a step names appeared with it and was narrated; G1 steps
    // (sowings that would never end) are too rare for random games: see
    // rareSteps().
    QSet<QString> pairs;
    for (const auto& [kind, rule] : m_kindRules)
        pairs << QString::fromLatin1(stepKindName(StepKind(kind)).data()) + QLatin1Char(' ')
                + QString::fromLatin1(ruleIdName(RuleId(rule)).data());
    const char* expected[] = {
        "pick-up K2", "pick-up Q2", "pick-up M2", "pick-up W1", "pick-up W2", "pick-up E2", "pick-up E3",
        "pick-up E7", "drop K2", "drop Q3", "drop Q7", "drop M2", "drop M3", "drop M4", "drop M5", "drop M11",
        "drop W1", "drop E2", "drop E3", "drop E7", "skip K2", "skip Q7", "capture K4", "capture K7",
        "capture M11", "capture W3", "capture E5", "make-walda Q5", "make-ekwarna M3",
        "make-bull E4", "make-jen W4", "eat M5", "eat M11", "eat W4", "offer W4", "take W4", "leave W4",
        "choose-continue M5", "choose-direction E7", "distribute E8", "race-choice W2", "race-choice E2",
        "race-tick W2", "race-tick E2", "race-won W2", "race-won E2", "lot M9", "lot W2", "lot W6", "lot E2",
        "pass Q8", "pass M7", "extra-turn K3", "swap K9", "sweep K5", "sweep M8", "sweep M10", "sweep W5",
        "sweep E9", "sweep G2", "sweep G3", "round-end M8", "round-end W5", "round-end G2",
        "redistribute M9", "redistribute M10",
        "redistribute W6", "redistribute W7", "new-round M9", "new-round W6", "game-end G2", "game-end K5",
        "game-end K8", "game-end Q8", "game-end M10", "game-end W7", "game-end E9", "game-end G3",
    };
    // W8 (a four made in a player's last hole) and W7's sweep of the loser's
    // store no longer come up in random games, which G3 ends sooner: see
    // rareSteps().
    for (const char* pair : expected)
        QVERIFY2(pairs.contains(QLatin1String(pair)), pair);
}

void TestNarrator::rareSteps()
{
    // G1 in Mewelad: taking and leaving a four on offer would both go round
    // for ever; the offer lapses (Pass) and the 2 seeds left in the hand stay
    // in the hole on offer, c (Drop, G1). Board before: c holds 4.
    const Rules rules = Rules::defaults(Variant::Mewelad);
    const StepList steps{
        Step{StepKind::Pass, RuleId::G1, Side::North, 2, kNoPlace, 0, 3},
        Step{StepKind::Drop, RuleId::G1, Side::South, kNoPlace, 2, 1, 3},
        Step{StepKind::Drop, RuleId::G1, Side::South, kNoPlace, 2, 1, 3},
    };
    BoardView before;
    before.houses = 6;
    before.seeds[2] = 4;
    for (int i = 0; i < 3; ++i) {
        const Narration n = Narrator::narrate(rules, steps, i, before);
        QVERIFY2(namesRule(n.text, RuleId::G1), qPrintable(n.text));
        QCOMPARE(n.places, QList<int>{2});
    }
    QCOMPARE(Narrator::narrate(rules, steps, 0, before).text,
             QStringLiteral("Every sowing North could make would go round for ever: the turn passes (G1)."));
    QCOMPARE(Narrator::narrate(rules, steps, 1, before).text,
             QStringLiteral("Every choice here would go round for ever: the seed left in the hand stays in c (G1)."));
    // Out of range: nothing to tell.
    QVERIFY(Narrator::narrate(rules, steps, 3, before).text.isEmpty());
    QVERIFY(Narrator::narrate(rules, steps, -1, before).text.isEmpty());

    // W8: South owns only a (3 seeds); North's F (1) drops its last seed there,
    // making 4: North, the sower, takes them and a stays South's.
    Rules raceOff = rules;
    QCOMPARE(raceOff.set("race", "off"), std::string());
    Position p;
    QCOMPARE(QString::fromStdString(fromPositionString(
                 "1,0,0,0,2,0/3,0,0,0,0,0 20,22 - nnnnnn/snnnnn n play - 1 1 0 -", raceOff, p)),
             QString());
    const Position last = p;
    StepList lastHole;
    QVERIFY(apply(p, Decision::sow(11), &lastHole));
    const auto views = replay(last, lastHole, p);
    int capture = -1;
    for (int i = 0; i < int(lastHole.size()); ++i)
        if (lastHole[std::size_t(i)].kind == StepKind::Capture && capture < 0)
            capture = i;
    QVERIFY(capture > 0);
    QCOMPARE(lastHole[std::size_t(capture)].rule, RuleId::W8);
    const QString w8 = Narrator::narrate(raceOff, lastHole, capture, views[std::size_t(capture)]).text;
    QVERIFY2(namesRule(w8, RuleId::W8), qPrintable(w8));

    // W7: South owns only a, empty, and has 1 seed in store. North's B (1)
    // ends in the empty C; South cannot move: North takes C (W5), 47 against
    // 1 gives North every hole, and South's seed too.
    Position end;
    QCOMPARE(QString::fromStdString(fromPositionString(
                 "0,0,0,0,1,0/0,0,0,0,0,0 1,46 - nnnnnn/snnnnn n play - 1 1 0 -", raceOff, end)),
             QString());
    const Position beforeEnd = end;
    StepList ending;
    QVERIFY(apply(end, Decision::sow(7), &ending));
    QVERIFY(end.over());
    const auto endViews = replay(beforeEnd, ending, end);
    int sweep = -1;
    for (int i = 0; i < int(ending.size()); ++i)
        if (ending[std::size_t(i)].kind == StepKind::Sweep && ending[std::size_t(i)].rule == RuleId::W7)
            sweep = i;
    QVERIFY(sweep > 0);
    QCOMPARE(Narrator::narrate(raceOff, ending, sweep, endViews[std::size_t(sweep)]).text,
             QStringLiteral("North owns every hole: the 1 seed of South's store goes to North too (W7)."));
}

void TestNarrator::roundLimits()
{
    // Qelat Keren, one quiet turn short of the G2 limit (2 x 200 - 1): North
    // sows A into the empty B. South 18 + a 1 + b 2 + e 3 = 24, North 16 + B 1
    // + C 3 + E 2 + c 2 (its ekwarna) = 24: round 1 ends (G2), round 2 is
    // dealt 6 holes each, South to start (North decided last), exactly as
    // round 1 started: the game ends there, a draw (G3).
    const Rules rules = Rules::defaults(Variant::QelatKeren);
    Position p;
    QCOMPARE(QString::fromStdString(fromPositionString(
                 "0,2,0,3,0,1/1,2,2,0,3,0 18,16 cen - n play - 1 1 399 - starts=6s", rules, p)),
             QString());
    const Position before = p;
    StepList steps;
    QVERIFY(apply(p, Decision::sow(6), &steps));
    QVERIFY(p.over());
    const auto views = replay(before, steps, p);
    QStringList texts;
    for (int i = 0; i < int(steps.size()); ++i) {
        const Step& s = steps[std::size_t(i)];
        if (s.kind == StepKind::RoundEnd || s.kind == StepKind::GameEnd
            || (s.kind == StepKind::Sweep && (s.from == 2 || s.from == 0)))
            texts << Narrator::narrate(rules, steps, i, views[std::size_t(i)]).text;
    }
    QCOMPARE(texts, (QStringList{
        QStringLiteral("Too many full moves without a seed won or a hole changing hands: round 1 is over and each "
                       "player takes the seeds in their own holes (G2)."),
        QStringLiteral("The round ends at the quiet-move limit: South takes the 1 seed of a (G2)."),
        QStringLiteral("The round ends at the quiet-move limit: North takes the 2 seeds of c, its ekwarna (G2)."),
        QStringLiteral("The game ends on a repeated round: the 4 seeds of a go to South, its owner (G3)."),
        QStringLiteral("The game ends on a repeated round: the 4 seeds of c go to South, its owner (G3)."),
        QStringLiteral("This round starts exactly as an earlier round did: the game is over, a draw, both players "
                       "own as many holes (G3)."),
    }));
}

void TestNarrator::emptyCapture_data()
{
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("text");
    // Kalah: a (1) ends in the empty b, which faces E.
    const QString emptyE = QStringLiteral("4,0,4,4,4,4/1,0,4,4,4,4 6,5 - - s play - 1 1 0 -");
    const QString fullE = QStringLiteral("4,3,4,4,4,4/1,0,4,4,4,4 4,4 - - s play - 1 1 0 -");
    QTest::newRow("K7 on") << "on" << emptyE
                           << "Empty capture: the last seed in b goes to South's store, even with the house opposite "
                              "empty (K7).";
    QTest::newRow("K7 last-seed, E empty") << "last-seed" << emptyE
                                           << "Empty capture, in the source's words: the last seed in b goes to "
                                              "South's store alone (K7).";
    QTest::newRow("K7 last-seed, E holds 3") << "last-seed" << fullE
                                             << "Empty capture, in the source's words: the last seed in b goes to "
                                                "South's store alone, and the seeds in E opposite stay (K7).";
}

void TestNarrator::emptyCapture()
{
    QFETCH(QString, mode);
    QFETCH(QString, position);
    QFETCH(QString, text);
    Rules rules = withHouseRules(Variant::Kalah, {});
    QCOMPARE(rules.set("empty-capture", mode.toStdString()), std::string());
    Position p;
    QCOMPARE(QString::fromStdString(fromPositionString(position.toStdString(), rules, p)), QString());
    const Position before = p;
    StepList steps;
    QVERIFY(apply(p, Decision::sow(0), &steps));
    const auto views = replay(before, steps, p);
    int capture = -1;
    for (int i = 0; i < int(steps.size()); ++i)
        if (steps[std::size_t(i)].kind == StepKind::Capture)
            capture = i;
    QVERIFY(capture > 0);
    QCOMPARE(steps[std::size_t(capture)].rule, RuleId::K7);
    QCOMPARE(Narrator::narrate(rules, steps, capture, views[std::size_t(capture)]).text, text);
}

void TestNarrator::quietStop_data()
{
    QTest::addColumn<QString>("quietEnd");
    QTest::addColumn<QString>("text");
    // Qelat with quiet-limit=1: c and C are two quiet turns; South's walda F
    // holds 42, North's walda a 4: the game is stopped (G2, Q11).
    QTest::newRow("G2 quiet-end=score (Qelat's default)")
        << QString() << QStringLiteral("Too many full moves without a seed won or a hole changing hands: the game is "
                                       "stopped and scored as it stands. The game is over: South wins by 38 seeds "
                                       "(G2).");
    QTest::newRow("G2 quiet-end=draw")
        << QStringLiteral("draw") << QStringLiteral("Too many full moves without a seed won or a hole changing hands: "
                                                   "the game is stopped and drawn (G2).");
}

void TestNarrator::quietStop()
{
    QFETCH(QString, quietEnd);
    QFETCH(QString, text);
    Rules rules = withHouseRules(Variant::Qelat, {{"quiet-limit", "1"}});
    if (!quietEnd.isEmpty())
        QCOMPARE(rules.set("quiet-end", quietEnd.toStdString()), std::string());
    Position p;
    QCOMPARE(QString::fromStdString(
                 fromPositionString("42,0,0,1,0,0/4,0,1,0,0,0 0,0 awn,Fws - s play - 1 1 0 -", rules, p)),
             QString());
    QVERIFY(apply(p, Decision::sow(2)));
    const Position before = p;
    StepList steps;
    QVERIFY(apply(p, Decision::sow(8), &steps));
    QVERIFY(p.over());
    const auto views = replay(before, steps, p);
    const int last = int(steps.size()) - 1;
    QCOMPARE(steps.back().kind, StepKind::GameEnd);
    QCOMPARE(Narrator::narrate(rules, steps, last, views[std::size_t(last)]).text, text);
}

void TestNarrator::whyNot()
{
    // K2: after South sows c from the start, c is empty; South moves again (K3).
    const Rules rules = Rules::defaults(Variant::Kalah);
    Position p = startPosition(rules, 1);
    QVERIFY(apply(p, Decision::sow(2)));
    const Narration empty = Narrator::whyNot(p, Decision::sow(2));
    QCOMPARE(empty.text, QStringLiteral("That house is empty (K2)."));
    QCOMPARE(empty.rule, RuleId::K2);
    QCOMPARE(empty.places, QList<int>{2});
    QCOMPARE(Narrator::whyNot(p, Decision::sow(8)).text,
             QStringLiteral("You may only sow from your own houses (K2)."));
    QVERIFY(Narrator::whyNot(p, Decision::sow(3)).text.isEmpty());
    QCOMPARE(Narrator::whyNot(p, Decision::sow(3)).rule, RuleId::None);

    // Q2: a walda cannot be sown.
    const Rules qelat = Rules::defaults(Variant::Qelat);
    Position q;
    QCOMPARE(QString::fromStdString(fromPositionString("4,4,4,4,4,4/4,4,4,4,4,4 0,0 aws - s play - 1 1 0 -", qelat, q)),
             QString());
    const Narration walda = Narrator::whyNot(q, Decision::sow(0));
    QCOMPARE(walda.rule, RuleId::Q2);
    QVERIFY(walda.text.contains(QLatin1String("(Q2)")));
}

void TestNarrator::lapNavigationRoundTrips_data()
{
    QTest::addColumn<Rules>("rules");
    QTest::newRow("qelat-keren") << Rules::defaults(Variant::QelatKeren);
    QTest::newRow("mewelad") << Rules::defaults(Variant::Mewelad);
    QTest::newRow("mewelad W4 claimed") << withHouseRules(Variant::Mewelad, {{"claimed-captures", "on"}});
    QTest::newRow("enkeshui") << Rules::defaults(Variant::Enkeshui);
}

void TestNarrator::lapNavigationRoundTrips()
{
    QFETCH(Rules, rules);
    int longMoves = 0;
    int mostLaps = 0;
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        for (const Played& played : randomGame(rules, seed, 600)) {
            const StepList& steps = played.steps;
            const QList<int> laps = lapPositions(steps);
            if (laps.size() < 4)
                continue;
            ++longMoves;
            mostLaps = std::max(mostLaps, int(laps.size()));
            const int n = int(steps.size());
            // Forward from the start: every lap position, then the end.
            QList<int> forward;
            for (int k = 0; k < n;) {
                const int next = nextLapStart(steps, k);
                QVERIFY(next > k);
                forward << next;
                k = next;
            }
            QCOMPARE(forward, laps + QList<int>{n});
            // Back from the end: the same positions in reverse, then the start.
            QList<int> backward;
            for (int k = n; k > 0;) {
                const int previous = previousLapStart(steps, k);
                QVERIFY(previous < k);
                backward.prepend(previous);
                k = previous;
            }
            QCOMPARE(backward, QList<int>{0} + laps);
            // From the middle of a lap, back goes to that lap's start and on to the next one.
            for (int i = 0; i + 1 < laps.size(); ++i) {
                const int inside = laps[i] + 1;
                if (inside >= laps[i + 1])
                    continue;
                QCOMPARE(previousLapStart(steps, inside), laps[i]);
                QCOMPARE(nextLapStart(steps, inside), laps[i + 1]);
            }
            // Out of range stays in range.
            QCOMPARE(nextLapStart(steps, n + 5), n);
            QCOMPARE(previousLapStart(steps, -3), 0);
        }
    }
    QVERIFY2(longMoves >= 20, qPrintable(QString::number(longMoves)));
    QVERIFY(mostLaps >= 8);
}

void TestNarrator::steppingRoundTripsBoards_data() { lapNavigationRoundTrips_data(); }

/**
 * Teaching mode over the long relay moves of random games: a move opens
 * paused at its start; seed by seed to the end and back, and lap by lap,
 * the player shows the same board at the same step every time, every board
 * holds all the seeds, the start is the position before and the end the one after.
 */
void TestNarrator::steppingRoundTripsBoards()
{
    QFETCH(Rules, rules);
    StepPlayer player;
    player.setStepping(true);
    int longMoves = 0;
    for (std::uint64_t seed = 1; seed <= 25; ++seed) {
        for (const Played& played : randomGame(rules, seed, 400)) {
            if (lapPositions(played.steps).size() < 4)
                continue;
            ++longMoves;
            player.load(played.before, played.steps, played.after, true);
            QCOMPARE(player.stepIndex(), 0);
            QVERIFY(!player.playing());
            QCOMPARE(player.view(), BoardView::of(played.before));
            const int total = player.view().total();
            std::vector<BoardView> forward{player.view()};
            while (player.stepIndex() < player.stepCount()) {
                const int at = player.stepIndex();
                player.next();
                QVERIFY(player.stepIndex() > at);
                QCOMPARE(player.view().total(), total);
                forward.resize(static_cast<std::size_t>(player.stepIndex()) + 1);
                forward.back() = player.view();
            }
            QCOMPARE(player.view(), BoardView::of(played.after));
            while (player.stepIndex() > 0) {
                player.previous();
                const auto at = static_cast<std::size_t>(player.stepIndex());
                if (at < forward.size() && forward[at].houses != 0)
                    QCOMPARE(player.view(), forward[at]);
                QCOMPARE(player.view().total(), total);
            }
            QCOMPARE(player.view(), BoardView::of(played.before));
            for (const int lap : lapPositions(played.steps)) {
                player.seek(lap);
                QCOMPARE(player.view(), player.viewAt(lap));
                QCOMPARE(player.view().total(), total);
            }
        }
    }
    QVERIFY2(longMoves >= 10, qPrintable(QString::number(longMoves)));
}

void TestNarrator::decisionIndex()
{
    // M5: a continue decision inside a turn's steps; W2: both race choices.
    StepList steps{
        Step{StepKind::RaceChoice, RuleId::W2, Side::South, 2},
        Step{StepKind::RaceChoice, RuleId::W2, Side::North, 8},
        Step{StepKind::PickUp, RuleId::W2, Side::South, 2, kNoPlace, 4, 1},
        Step{StepKind::Drop, RuleId::W2, Side::South, kNoPlace, 3, 1, 1},
        Step{StepKind::ChooseContinue, RuleId::M5, Side::South, 4},
        Step{StepKind::PickUp, RuleId::M2, Side::South, 4, kNoPlace, 1, 1},
    };
    QCOMPARE(nextDecisionStart(steps, 0), 1);
    QCOMPARE(nextDecisionStart(steps, 1), 4);
    QCOMPARE(nextDecisionStart(steps, 4), 6);
    QCOMPARE(previousDecisionStart(steps, 6), 4);
    QCOMPARE(previousDecisionStart(steps, 4), 1);
    QCOMPARE(previousDecisionStart(steps, 1), 0);
    QCOMPARE(nextLapStart(steps, 0), 3);
    QCOMPARE(nextLapStart(steps, 3), 6);
    QCOMPARE(previousLapStart(steps, 6), 3);
    QVERIFY(recordsDecision(StepKind::Take));
    QVERIFY(!recordsDecision(StepKind::Drop));
}

void TestNarrator::followsTheStepPlayer()
{
    GameController game;
    game.player()->setSpeed(StepPlayer::Instant);
    Narrator narrator;
    narrator.setGame(&game);
    RuleNumbers::instance()->setOn(true);
    const auto off = qScopeGuard([] { RuleNumbers::instance()->setOn(false); });
    QVERIFY(game.playHole(2)); // K2, K3 as in handWorkedKalah
    QCOMPARE(game.player()->stepIndex(), 6);
    QCOMPARE(narrator.rule(), QStringLiteral("K3"));
    QCOMPARE(narrator.lapCount(), 1);
    narrator.previousLap();
    QCOMPARE(game.player()->stepIndex(), 1);
    QCOMPARE(narrator.text(), QStringLiteral("South picks up the 4 seeds of c and sows counter-clockwise (K2)."));
    QCOMPARE(narrator.places(), QList<int>{2});
    QCOMPARE(narrator.lap(), 1);
    narrator.previousLap();
    QCOMPARE(game.player()->stepIndex(), 0);
    QVERIFY(narrator.text().contains(QLatin1String("6 steps")));
    QCOMPARE(narrator.lap(), 1); // the start of the move: about to sow lap 1, not "lap 0"
    narrator.nextLap();
    QCOMPARE(game.player()->stepIndex(), 1);
    narrator.nextLap();
    QCOMPARE(game.player()->stepIndex(), 6);
    QCOMPARE(narrator.sentenceAt(1), QStringLiteral("South drops a seed into d (K2)."));
    QCOMPARE(narrator.whyNot(2), QStringLiteral("That house is empty (K2)."));
    QVERIFY(narrator.whyNot(3).isEmpty());
}

/// The teaching line names no rule id until a teacher turns the rule numbers on.
void TestNarrator::ruleNumbersForTheTeacherOnly()
{
    GameController game;
    game.player()->setSpeed(StepPlayer::Instant);
    Narrator narrator;
    narrator.setGame(&game);
    RuleNumbers::instance()->setOn(false);
    const auto off = qScopeGuard([] { RuleNumbers::instance()->setOn(false); });
    QVERIFY(game.playHole(2));
    narrator.previousLap();
    QCOMPARE(narrator.rule(), QString());
    QCOMPARE(narrator.text(), QStringLiteral("South picks up the 4 seeds of c and sows counter-clockwise."));
    QCOMPARE(narrator.sentenceAt(1), QStringLiteral("South drops a seed into d."));
    QCOMPARE(narrator.whyNot(2), QStringLiteral("That house is empty."));

    QSignalSpy changed(&narrator, &Narrator::narrationChanged);
    RuleNumbers::instance()->setOn(true);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(narrator.rule(), QStringLiteral("K2"));
    QCOMPARE(narrator.text(), QStringLiteral("South picks up the 4 seeds of c and sows counter-clockwise (K2)."));
}

void TestNarrator::withoutRuleIds_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("shown");
    QTest::newRow("one id") << QStringLiteral("That house is empty (K2).") << QStringLiteral("That house is empty.");
    QTest::newRow("two ids") << QStringLiteral("Neither player can move: the seeds in the waldas decide (Q8, Q9).")
                             << QStringLiteral("Neither player can move: the seeds in the waldas decide.");
    QTest::newRow("Ethiopic comma") << QStringLiteral("ባዶ እዩ (E4፣ E8)።") << QStringLiteral("ባዶ እዩ።");
    QTest::newRow("words stay") << QStringLiteral("Stopped by the quiet move limit (200 full moves). Drawn (G2).")
                                << QStringLiteral("Stopped by the quiet move limit (200 full moves). Drawn.");
    QTest::newRow("a round") << QStringLiteral("Look back (Round 2).") << QStringLiteral("Look back (Round 2).");
}

void TestNarrator::withoutRuleIds()
{
    QFETCH(QString, text);
    QFETCH(QString, shown);
    QCOMPARE(RuleNumbers::withoutRuleIds(text), shown);
}

void TestNarrator::namesInSwapAndRace()
{
    const SideNames names{QStringLiteral("Abeba"), QStringLiteral("Bereket")};
    // K9: South opens, North takes the opening.
    Rules kalah = Rules::defaults(Variant::Kalah);
    kalah.pie = true;
    Position p = startPosition(kalah, 1);
    QVERIFY(apply(p, Decision::sow(0)));
    Position before = p;
    StepList steps;
    QVERIFY(apply(p, Decision::swap(), &steps));
    auto views = replay(before, steps, p);
    bool swapped = false;
    for (std::size_t i = 0; i < steps.size(); ++i) {
        if (steps[i].kind != StepKind::Swap)
            continue;
        QCOMPARE(Narrator::narrate(kalah, steps, int(i), views[i], names).text,
                 QStringLiteral("Bereket takes Abeba's opening: the players swap sides (K9)."));
        swapped = true;
    }
    QVERIFY(swapped);

    // W2: both choose a hole in secret, then the hands drop a seed each per tick.
    const Rules mewelad = Rules::defaults(Variant::Mewelad);
    p = startPosition(mewelad, 1);
    QCOMPARE(p.pending, Pending::Race);
    QVERIFY(apply(p, Decision::sow(0)));
    before = p;
    steps.clear();
    QVERIFY(apply(p, Decision::sow(p.rowHole(Side::North, 0)), &steps));
    views = replay(before, steps, p);
    bool ticked = false;
    for (std::size_t i = 0; i < steps.size() && !ticked; ++i) {
        if (steps[i].kind != StepKind::RaceTick)
            continue;
        const QString text = Narrator::narrate(mewelad, steps, int(i), views[i], names).text;
        QVERIFY2(text.contains(QStringLiteral("Abeba's first")) && !text.contains(QStringLiteral("South")), qPrintable(text));
        ticked = true;
    }
    QVERIFY(ticked);
}

QTEST_GUILESS_MAIN(TestNarrator)
#include "tst_narrator.moc"
