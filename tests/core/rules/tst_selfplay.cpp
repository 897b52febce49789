// SPDX-License-Identifier: GPL-3.0-or-later
// Seeded self-play: 200 random games per rule set must end in the same
// positions until the rules change (a signature), conserve seeds after every
// decision (G1, G2 end every game), and write move text that reads back to
// the same game.

#include "test_support.h"

#include "mancala/notation.h"
#include "mancala/playout.h"

#include <QTest>

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

private slots:
    void signature_data()
    {
        QTest::addColumn<int>("variant");
        QTest::addColumn<quint64>("decisions");
        QTest::addColumn<quint64>("signature");
        // Recorded from the rules as committed; a change here is a change of
        // the rules (or of the random play), to be explained in the commit.
        QTest::newRow("kalah") << int(Variant::Kalah) << quint64(9102) << quint64(0xf93d9abf67793afdull);
        QTest::newRow("qelat") << int(Variant::Qelat) << quint64(38065) << quint64(0xa70652cc12c1712cull);
        QTest::newRow("qelat-keren") << int(Variant::QelatKeren) << quint64(4753668) << quint64(0x64dfcd31f44a0ed7ull);
        QTest::newRow("mewelad") << int(Variant::Mewelad) << quint64(330260) << quint64(0xf3e43847e20fc82bull);
        QTest::newRow("enkeshui") << int(Variant::Enkeshui) << quint64(5426) << quint64(0x54dc877d15df1832ull);
    }
    void signature()
    {
        QFETCH(int, variant);
        QFETCH(quint64, decisions);
        QFETCH(quint64, signature);
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
        QCOMPARE(finished, kGames); // G2 ends every game
        qInfo("%s: %llu decisions, signature %016llx", std::string(variantId(rules.variant)).c_str(),
              static_cast<unsigned long long>(total), static_cast<unsigned long long>(sig));
        QCOMPARE(quint64(total), decisions);
        QCOMPARE(quint64(sig), signature);
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
