// SPDX-License-Identifier: GPL-3.0-or-later
// Seeded self-play: 200 random games per rule set must end in the same
// positions until the rules change (a signature), conserve seeds after every
// decision (G1, G2 end every game), and write move text that reads back to
// the same game.

#include "snapshot_support.h"
#include "test_support.h"

#include "mancala/notation.h"
#include "mancala/playout.h"

#include <QTest>

#include <cinttypes>
#include <cstdio>
#include <set>

using namespace mancala;
using namespace testsupport;

namespace {

constexpr int kGames = 200;

/// Replays move text (turns separated by spaces, decisions by '-', a
/// distribution in braces) through parseDecision() and apply().
bool replay(Position& p, const std::string& text, std::string& error)
{
    std::string token;
    int depth = 0;
    auto one = [&]() {
        if (token.empty())
            return true;
        Decision d;
        if (!parseDecision(p, token, d, error))
            return false;
        if (!apply(p, d)) {
            error = "'" + token + "': " + whyIllegal(p, d);
            return false;
        }
        token.clear();
        return true;
    };
    for (char c : text) {
        if (c == '{') ++depth;
        if (c == '}') --depth;
        if (depth == 0 && (c == ' ' || c == '-')) {
            if (!one())
                return false;
        } else {
            token += c;
        }
    }
    return one();
}

} // namespace

class TestSelfPlay : public QObject {
    Q_OBJECT

    static constexpr const char* kSignatures = "selfplay-signatures.txt";
    std::vector<std::string> m_written; ///< snapshot lines, when updating

private slots:
    // A snapshot (tests/snapshots/selfplay-signatures.txt): the counts and
    // signatures are what the rules as committed produced, not worked by
    // hand. tests/snapshots/update.sh rewrites them; a change is a change of
    // the rules (or of the random play), to be explained in the commit.
    void signature_data()
    {
        QTest::addColumn<int>("variant");
        QTest::addColumn<QString>("decisions");
        QTest::addColumn<QString>("signature");
        const auto expected = snapshot::read(kSignatures);
        for (int v = 0; v < kVariantCount; ++v) {
            const std::string id(variantId(static_cast<Variant>(v)));
            const auto row = expected.find(id);
            const bool known = row != expected.end() && row->second.size() == 2;
            QTest::newRow(id.c_str()) << v << QString::fromStdString(known ? row->second[0] : "?")
                                      << QString::fromStdString(known ? row->second[1] : "?");
        }
    }
    void signature()
    {
        QFETCH(int, variant);
        QFETCH(QString, decisions);
        QFETCH(QString, signature);
        const Rules rules = Rules::defaults(static_cast<Variant>(variant));
        std::uint64_t total = 0;
        std::uint64_t sig = 1469598103934665603ull;
        int finished = 0;
        for (int g = 0; g < kGames; ++g) {
            const RandomGame game = playRandomGame(rules, 1000 + g, 200000);
            QVERIFY2(game.violation.empty(), game.violation.c_str());
            total += game.decisions;
            finished += game.final.over();
            sig = (sig ^ hash(game.final)) * 1099511628211ull;
        }
        QCOMPARE(finished, kGames); // G2 (G3 in games of rounds) ends every game
        char sigText[17];
        std::snprintf(sigText, sizeof sigText, "%016" PRIx64, sig);
        const std::string id(variantId(rules.variant));
        if (snapshot::updating()) {
            m_written.push_back(id + " " + std::to_string(total) + " " + sigText);
            return;
        }
        QCOMPARE(QString::number(total), decisions);
        QCOMPARE(QString::fromLatin1(sigText), signature);
    }
    void cleanupTestCase()
    {
        if (snapshot::updating() && static_cast<int>(m_written.size()) == kVariantCount)
            QVERIFY(snapshot::write(kSignatures,
                                    "Snapshot of tst_selfplay's signature(): written by tests/snapshots/update.sh,\n"
                                    "never by hand (docs/testing.md). Per rule set: the decisions of "
                                    + std::to_string(kGames) + " seeded\nrandom games and a hash of their final positions.",
                                    m_written));
    }

    void noGameRunsForever_data()
    {
        QTest::addColumn<int>("variant");
        QTest::addColumn<QString>("rule");
        QTest::addColumn<bool>("mayShuffle");
        for (int v = 0; v < kVariantCount; ++v)
            QTest::newRow(std::string(variantId(static_cast<Variant>(v))).c_str())
                << v << QString() << (v == int(Variant::Qelat));
        QTest::newRow("qelat Q6 walda-holes=corners") << int(Variant::Qelat) << QStringLiteral("walda-holes=corners")
                                                      << true;
        // Not with anti-repetition=off: a lone seed then shuttles f -> A ->
        // f ... by force, which only Q10 or G2 stops (docs/rules.md Q10, G2).
        QTest::newRow("qelat 2x4") << int(Variant::Qelat) << QStringLiteral("houses=4") << true;
        QTest::newRow("kalah K6 clockwise") << int(Variant::Kalah) << QStringLiteral("clockwise=on") << false;
        QTest::newRow("mewelad W4 claimed captures") << int(Variant::Mewelad) << QStringLiteral("claimed-captures=on")
                                                     << false;
    }
    void noGameRunsForever()
    {
        // Without G2 (quiet-limit=0), G1 and each rule set's own end: no
        // reachable position leaves the players stuck in a cycle of forced
        // decisions (as when Q8 did not know Q10's bar: pass, pass, the lone
        // seed back, pass, pass, ... one Qelat game in five). A forced cycle
        // shows as a position repeated while every decision since the last
        // free choice was the only legal one. Every game ends within the
        // bound, except that Qelat players may shuffle their last three seeds
        // or fewer (too few to make a walda) for as long as they like: that
        // is what G2 stops (Q11), and those games are checked to be such.
        QFETCH(int, variant);
        QFETCH(QString, rule);
        QFETCH(bool, mayShuffle);
        Rules rules = Rules::defaults(static_cast<Variant>(variant));
        QCOMPARE(rules.set("quiet-limit", "0"), std::string());
        if (!rule.isEmpty()) {
            const auto parts = rule.split(u'=');
            QCOMPARE(rules.set(parts[0].toStdString(), parts[1].toStdString()), std::string());
        }
        constexpr int kBound = 300000;
        int longest = 0;
        int shuffling = 0;
        for (int g = 0; g < testsupport::sanitizedShare(100); ++g) {
            Position p = startPosition(rules, 7000 + g);
            PlayoutRandom random(7000 + g);
            std::set<std::uint64_t> forcedSince; // positions since the last free choice
            DecisionList list;
            int n = 0;
            for (; n < kBound && !p.over(); ++n) {
                legalDecisions(p, list);
                QVERIFY(!list.empty());
                const Decision d = list[random.below(int(list.size()))];
                if (list.size() > 1)
                    forcedSince.clear();
                else
                    QVERIFY2(forcedSince.insert(hash(p)).second,
                             ("a cycle of forced decisions: " + toPositionString(p)).c_str());
                QVERIFY(apply(p, d));
                const std::string err = checkConsistency(p);
                QVERIFY2(err.empty(), err.c_str());
            }
            if (!p.over()) {
                const std::string where = "game " + std::to_string(7000 + g) + " still runs after "
                                        + std::to_string(kBound) + " decisions: " + toPositionString(p);
                QVERIFY2(mayShuffle, where.c_str());
                QVERIFY2(p.seedsOnBoard() - score(p)[0] - score(p)[1] < 4, where.c_str());
                ++shuffling;
            }
            longest = std::max(longest, n);
        }
        qInfo("longest game: %d decisions, %d shuffling at the bound", longest, shuffling);
    }

    void moveTextReadsBack_data()
    {
        QTest::addColumn<int>("variant");
        QTest::addColumn<QString>("rule");
        for (int v = 0; v < kVariantCount; ++v)
            QTest::newRow(std::string(variantId(static_cast<Variant>(v))).c_str()) << v << QString();
        QTest::newRow("kalah K9 pie") << int(Variant::Kalah) << QStringLiteral("pie=on");
        QTest::newRow("mewelad W4 claimed captures") << int(Variant::Mewelad) << QStringLiteral("claimed-captures=on");
        QTest::newRow("enkeshui E8 distributions") << int(Variant::Enkeshui) << QStringLiteral("special-move=on");
    }
    void moveTextReadsBack()
    {
        QFETCH(int, variant);
        QFETCH(QString, rule);
        Rules rules = Rules::defaults(static_cast<Variant>(variant));
        if (!rule.isEmpty()) {
            const auto parts = rule.split(u'=');
            QCOMPARE(rules.set(parts[0].toStdString(), parts[1].toStdString()), std::string());
        }
        bool distributed = false;
        for (int g = 0; g < 20; ++g) {
            const RandomGame game = playRandomGame(rules, 500 + g, 200000, true);
            QVERIFY2(game.violation.empty(), game.violation.c_str());
            Position p = startPosition(rules, 500 + g);
            std::string error;
            QVERIFY2(replay(p, game.movetext, error), error.c_str());
            QVERIFY(p == game.final);
            distributed = distributed || game.movetext.find('{') != std::string::npos;
        }
        if (rules.specialMove)
            QVERIFY(distributed); // E8 was played and read back at least once
    }
};

QTEST_APPLESS_MAIN(TestSelfPlay)
#include "tst_selfplay.moc"
