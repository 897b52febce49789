// SPDX-License-Identifier: GPL-3.0-or-later
// The position reader accepts exactly the positions the engine can play on:
// every position random play reaches, of every rule set and house rule,
// reads back to itself; strings that name a pending decision without the
// state it needs, stuck games and the like are refused with a reason.

#include "mancala/engine.h"
#include "mancala/notation.h"
#include "mancala/playout.h"

#include <QTest>

#include <map>
#include <string>
#include <vector>

using namespace mancala;

namespace {

Rules rulesWith(Variant v, const std::vector<std::string>& houseRules)
{
    Rules r = Rules::defaults(v);
    for (const std::string& item : houseRules) {
        const auto eq = item.find('=');
        const std::string why = r.set(item.substr(0, eq), item.substr(eq + 1));
        if (!why.empty())
            qFatal("%s: %s", item.c_str(), why.c_str());
    }
    return r;
}

/// The optional parts of a position string seen in `text`.
void noteFields(const std::string& text, std::map<std::string, int>& seen)
{
    for (const char* key : {"forbid=", "offer=", "hand.s=", "hand.n=", "race=", "tick=", "finished=", "next=n",
                            " race:", " continue:", " direction:", " offer:", " turn:"})
        if (text.find(key) != std::string::npos)
            ++seen[key];
}

} // namespace

class TestPositionReader : public QObject {
    Q_OBJECT

private slots:
    void reachedPositionsReadBack_data()
    {
        QTest::addColumn<int>("variant");
        QTest::addColumn<QStringList>("houseRules");
        auto row = [](const char* name, Variant v, QStringList rules) {
            QTest::newRow(name) << int(v) << rules;
        };
        row("kalah", Variant::Kalah, {});
        row("kalah K6 K7 K9", Variant::Kalah, {"clockwise=on", "empty-capture=on", "pie=on"});
        row("kalah K7 last seed K8", Variant::Kalah, {"empty-capture=last-seed", "count-remaining=off"});
        row("qelat", Variant::Qelat, {});
        row("qelat Q6 Q7", Variant::Qelat, {"walda-holes=corners", "skip-waldas=on"});
        row("qelat Q10 off", Variant::Qelat, {"anti-repetition=off"});
        row("qelat-keren", Variant::QelatKeren, {});
        row("mewelad", Variant::Mewelad, {});
        row("mewelad W4", Variant::Mewelad, {"claimed-captures=on"});
        row("mewelad W2 off W4", Variant::Mewelad, {"race=off", "claimed-captures=on"});
        row("enkeshui", Variant::Enkeshui, {});
        row("enkeshui E8", Variant::Enkeshui, {"special-move=on"});
        row("enkeshui 2x8 B", Variant::Enkeshui, {"houses=8", "layout=B", "special-move=on"});
        row("enkeshui 2x12 race off", Variant::Enkeshui, {"houses=12", "layout=uniform", "race=off"});
    }
    void reachedPositionsReadBack()
    {
        QFETCH(int, variant);
        QFETCH(QStringList, houseRules);
        std::vector<std::string> items;
        for (const QString& item : houseRules)
            items.push_back(item.toStdString());
        const Rules rules = rulesWith(static_cast<Variant>(variant), items);
        std::map<std::string, int> seen;
        int positions = 0;
        for (int g = 0; g < 12; ++g) {
            Position p = startPosition(rules, 77 + g);
            PlayoutRandom random(991 + g);
            for (int step = 0; step < 400 && !p.over(); ++step) {
                const std::string text = toPositionString(p);
                noteFields(text, seen);
                // The race's counts are written only while the race is sown.
                if (p.phase != Phase::Race)
                    QVERIFY2(text.find("tick=") == std::string::npos && text.find("finished=") == std::string::npos,
                             text.c_str());
                Position back;
                const std::string why = fromPositionString(text, rules, back);
                QVERIFY2(why.empty(), (text + ": " + why).c_str());
                QVERIFY2(back == p, text.c_str());
                ++positions;
                QVERIFY(playRandomDecision(p, random));
            }
            const std::string text = toPositionString(p);
            Position back;
            QVERIFY2(fromPositionString(text, rules, back).empty(), text.c_str());
        }
        QVERIFY(positions > 100);
        // The pending decisions of each rule set were met and read back.
        const std::string id(variantId(rules.variant));
        if (rules.race && (id == "mewelad" || id == "enkeshui"))
            QVERIFY(seen[" race:"] > 0 && seen["race="] > 0);
        if (id == "qelat-keren")
            QVERIFY(seen[" continue:"] > 0);
        if (id == "qelat" && rules.antiRepetition)
            QVERIFY(seen["forbid="] > 0);
        if (id == "enkeshui")
            QVERIFY(seen[" direction:"] > 0 && seen["hand.s="] + seen["hand.n="] > 0);
        if (id == "mewelad" && rules.claimedCaptures)
            QVERIFY(seen[" offer:"] > 0 && seen["offer="] > 0);
    }

    void refused_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("houseRule");
        QTest::addColumn<std::string>("text");
        QTest::addColumn<std::string>("reason");
        const std::string start = "4,4,4,4,4,4/4,4,4,4,4,4 0,0 - - s ";
        // W2, E2: North's race choice pending.
        QTest::newRow("race: South's choice is a store (the issue's crash)")
            << "mewelad" << "" << start + "race race:n 1 1 0 - race=S,-"
            << std::string("South's race choice S is not a hole South may race from");
        QTest::newRow("race: South's choice missing")
            << "mewelad" << "" << start + "race race:n 1 1 0 -"
            << std::string("South's race choice - is not a hole South may race from");
        QTest::newRow("race: South's choice an empty hole")
            << "mewelad" << "" << std::string("4,4,4,4,4,4/0,4,4,4,4,8 0,0 - - s race race:n 1 1 0 - race=a,-")
            << std::string("South's race choice a is not a hole South may race from");
        QTest::newRow("race: South's choice a North hole")
            << "enkeshui" << "race=on" << std::string("4,4,4,4,4,4,0,0/0,0,4,4,4,4,4,4 0,0 - - s race race:n 1 1 0 - race=A,-")
            << std::string("South's race choice A is not a hole South may race from");
        QTest::newRow("race: North chose before South")
            << "mewelad" << "" << start + "race race:s 1 1 0 - race=-,A"
            << std::string("North's race choice is made before the race is sown");
        QTest::newRow("race: South still to choose after choosing")
            << "mewelad" << "" << start + "race race:s 1 1 0 - race=a,-"
            << std::string("South's race choice is already made");
        QTest::newRow("race: no hole to race from")
            << "mewelad" << "" << std::string("0,0,0,0,0,0/8,8,8,8,8,8 0,0 - - s race race:n 1 1 0 - race=a,-")
            << std::string("North has no hole to race from");
        QTest::newRow("race: pending outside the race")
            << "mewelad" << "" << start + "play race:s 1 1 0 -"
            << std::string("a race choice is pending outside the race");
        QTest::newRow("race: rules without a race")
            << "kalah" << "" << start + "race race:s 1 1 0 -" << std::string("these rules do not start with a race");
        QTest::newRow("race: race off")
            << "mewelad" << "race=off" << start + "race race:s 1 1 0 -"
            << std::string("these rules do not start with a race");
        QTest::newRow("race: a turn pending in the race")
            << "mewelad" << "" << start + "race - 1 1 0 -" << std::string("a turn is pending during the race");
        QTest::newRow("race: choices kept after the race")
            << "mewelad" << "" << start + "play - 1 1 0 - race=a,A" << std::string("race choices are kept outside the race");
        // W4: a four on offer.
        QTest::newRow("offer: no hole on offer")
            << "mewelad" << "claimed-captures=on" << start + "play offer:s 1 1 0 -"
            << std::string("a four is on offer, but the offer names -, not a hole");
        QTest::newRow("offer: a store on offer")
            << "mewelad" << "claimed-captures=on" << start + "play offer:s 1 1 0 - offer=S"
            << std::string("the offer names S, not a hole");
        QTest::newRow("offer: no hand sowed it")
            << "mewelad" << "claimed-captures=on" << start + "play offer:s 1 1 0 - offer=a"
            << std::string("a four is on offer, but South's hand did not just sow it");
        QTest::newRow("offer: not a four")
            << "mewelad" << "claimed-captures=on" << std::string("4,4,4,4,4,4/5,4,4,4,4,3 0,0 - - s play offer:s 1 1 0 - offer=a hand.s=0,a,ccw,1,a")
            << std::string("the hole on offer, a, does not hold a four");
        QTest::newRow("offer: claimed captures off")
            << "mewelad" << "" << start + "play offer:s 1 1 0 - offer=a hand.s=0,a,ccw,1,a"
            << std::string("fours are offered only in Mewelad with claimed captures");
        QTest::newRow("offer: to a third party")
            << "mewelad" << "claimed-captures=on" << std::string("4,4,4,4,4,4/4,4,4,4,4,4 0,0 - - s play offer:n 1 1 0 - offer=a hand.s=0,a,ccw,1,a")
            << std::string("the four is offered to neither the sower nor the hole's owner");
        QTest::newRow("offer: race hand with an offer but no ticks")
            << "mewelad" << "claimed-captures=on"
            << std::string("8,3,7,0,3,1/2,1,3,4,8,8 0,0 - - s race offer:s 1 1 0 - offer=d hand.s=0,d,ccw,6,a race=d,E finished=0,9")
            << std::string("the race is being sown, but its ticks are not");
        QTest::newRow("offer: race hand that finished after the tick")
            << "mewelad" << "claimed-captures=on"
            << std::string("8,3,7,0,3,1/2,1,3,4,8,8 0,0 - - s race offer:s 1 1 0 - offer=d hand.s=0,d,ccw,6,a race=d,E tick=36 finished=0,40")
            << std::string("North's race hand has stopped at no tick of the race");
        QTest::newRow("offer: race choice a store")
            << "mewelad" << "claimed-captures=on"
            << std::string("8,3,7,0,3,1/2,1,3,4,8,8 0,0 - - s race offer:s 1 1 0 - offer=d hand.s=0,d,ccw,6,a race=d,N tick=36 finished=0,9")
            << std::string("North's race choice N is not one of their holes");
        // Hands.
        QTest::newRow("hand on a store")
            << "mewelad" << "claimed-captures=on" << std::string("4,4,4,4,4,4/4,4,4,4,4,3 0,0 - - s play offer:s 1 1 0 - offer=a hand.s=1,S,ccw,1,a")
            << std::string("South's hand stands on S, not on a hole of the board");
        QTest::newRow("hand on no place")
            << "mewelad" << "claimed-captures=on" << std::string("4,4,4,4,4,4/4,4,4,4,4,3 0,0 - - s play offer:s 1 1 0 - offer=a hand.s=1,-,ccw,1,a")
            << std::string("South's hand stands on -, not on a hole of the board");
        QTest::newRow("hand sowing without an interruption")
            << "mewelad" << "" << std::string("4,4,4,4,4,4/4,4,4,4,4,3 0,0 - - s play - 1 1 0 - hand.s=1,a,ccw,1,a")
            << std::string("a hand is sowing but no decision interrupts it");
        QTest::newRow("hand stopped but holding seeds")
            << "mewelad" << "" << std::string("4,4,4,4,4,4/4,4,4,4,4,3 0,0 - - s play - 1 1 0 - hand.s=1,a,ccw,1,-")
            << std::string("South's hand is not sowing but holds seeds");
        QTest::newRow("hand beyond the lap limit")
            << "mewelad" << "claimed-captures=on" << std::string("4,4,4,4,4,4/4,4,4,4,4,3 0,0 - - s play offer:s 1 1 0 - offer=a hand.s=1,a,ccw,1001,a")
            << std::string("South's hand has sown 1001 laps");
        // E7: the direction choice.
        const std::string enk = "2,6,2,1,1,2,6,6/6,8,1,3,0,2,1,1 0,0 - - s play direction:s 1 2 2 e ";
        QTest::newRow("direction: no hand")
            << "enkeshui" << "special-move=on" << enk + "tick=36 finished=36,36"
            << std::string("a direction is chosen only while the mover's hand is sowing");
        QTest::newRow("direction: hand on a store")
            << "enkeshui" << "special-move=on" << enk + "hand.s=0,S,ccw,1,ar"
            << std::string("South's hand stands on S, not on a hole of the board");
        QTest::newRow("direction: hand on no hole")
            << "enkeshui" << "special-move=on" << enk + "hand.s=0,-,ccw,1,ar"
            << std::string("South's hand stands on -, not on a hole of the board");
        QTest::newRow("direction: hand on an empty hole")
            << "enkeshui" << "special-move=on" << enk + "hand.s=0,e,ccw,1,ar"
            << std::string("the hand stands on e, which has no seeds to sow on");
        QTest::newRow("direction: hand with seeds")
            << "enkeshui" << "special-move=on" << std::string("2,6,2,1,1,2,6,6/6,8,1,3,0,2,1,0 0,0 - - s play direction:s 1 2 2 e hand.s=1,H,ccw,1,ar")
            << std::string("a direction is chosen only after the first lap");
        QTest::newRow("direction: in Mewelad")
            << "mewelad" << "" << start + "play direction:s 1 1 0 -" << std::string("only the mover in Enkeshui chooses a direction");
        QTest::newRow("direction: decided by the other side")
            << "enkeshui" << "special-move=on" << std::string("2,6,2,1,1,2,6,6/6,8,1,3,0,2,1,1 0,0 - - s play direction:n 1 2 2 e hand.s=0,H,ccw,1,ar")
            << std::string("only the mover in Enkeshui chooses a direction");
        // M5: continuing after eating.
        QTest::newRow("continue: no hole to continue from")
            << "qelat-keren" << "" << std::string("0,0,0,0,0,0/0,0,0,0,0,0 46,2 - - n play continue:n 1 2 0 -")
            << std::string("North has no hole to continue from");
        QTest::newRow("continue: in Mewelad")
            << "mewelad" << "" << start + "play continue:s 1 1 0 -"
            << std::string("only the mover in Qelat (Keren) continues from a hole after eating");
        // Turns.
        QTest::newRow("turn decided by the other side")
            << "kalah" << "" << start + "play turn:n 1 1 0 -" << std::string("an ordinary turn is decided by the side to move");
        QTest::newRow("kalah: empty houses, game not over (stuck)")
            << "kalah" << "" << std::string("8,8,8,8,8,8/0,0,0,0,0,0 0,0 - - s play - 1 1 0 -")
            << std::string("South's houses are empty, so the game is over");
        QTest::newRow("kalah: listed swap that apply() refuses")
            << "kalah" << "pie=on" << start + "play - 1 1 0 p"
            << std::string("the swap is offered only to North on the first move");
        QTest::newRow("kalah: swap offered without the pie rule")
            << "kalah" << "" << std::string("4,4,4,4,4,5/4,4,4,0,5,5 1,0 - - n play - 1 1 0 p")
            << std::string("the swap is offered only to North");
        QTest::newRow("kalah: the start reads (control)")
            << "kalah" << "" << start + "play - 1 1 0 -" << std::string();
        QTest::newRow("kalah: a walda")
            << "kalah" << "" << std::string("4,4,4,4,4,4/4,4,4,4,4,4 0,0 aws - s play - 1 1 0 -")
            << std::string("hole a carries a mark these rules never make");
        QTest::newRow("kalah: owners changed")
            << "kalah" << "" << std::string("4,4,4,4,4,4/4,4,4,4,4,4 0,0 - nnnnnn/nsssss s play - 1 1 0 -")
            << std::string("hole a changed owner");
        QTest::newRow("qelat: stores")
            << "qelat" << "" << std::string("4,4,4,4,4,4/4,4,4,4,4,0 4,0 - - s play - 1 1 0 -") << std::string("Qelat has no stores");
        QTest::newRow("qelat: forbidden hole in the wrong row")
            << "qelat" << "" << std::string("0,3,2,4,11,0/14,0,6,4,3,1 0,0 - - s play - 1 27 52 - forbid=F")
            << std::string("the forbidden hole F is not an end hole of the mover's row");
        QTest::newRow("qelat: forbidden store")
            << "qelat" << "" << std::string("0,3,2,4,11,0/14,0,6,4,3,1 0,0 - - s play - 1 27 52 - forbid=S")
            << std::string("the forbidden hole S is not an end hole");
        QTest::newRow("qelat: forbidden with Q10 off")
            << "qelat" << "anti-repetition=off" << std::string("0,3,2,4,11,0/14,0,6,4,3,1 0,0 - - s play - 1 27 52 - forbid=f")
            << std::string("only Qelat's anti-repetition rule forbids one");
        // Q6: South's waldas lie in a, f and in A, B, E, F; North's in A, F and a, b, e, f.
        QTest::newRow("qelat: South's walda on C, never eligible for South")
            << "qelat" << "" << std::string("4,4,4,4,4,4/4,4,4,4,4,4 0,0 Cws - s play - 1 1 0 -")
            << std::string("hole C is South's walda, but South makes waldas only in the end holes of South's own row "
                           "and the two outermost holes at each end of North's row (Q6)");
        QTest::newRow("qelat: North's walda on c, never eligible for North")
            << "qelat" << "" << std::string("4,4,4,4,4,4/4,4,4,4,4,4 0,0 cwn - s play - 1 1 0 -")
            << std::string("hole c is North's walda, but North makes waldas only");
        QTest::newRow("qelat: South's walda on b, inside South's own row")
            << "qelat" << "" << std::string("4,4,4,4,4,4/4,4,4,4,4,4 0,0 bws - s play - 1 1 0 -")
            << std::string("hole b is South's walda, but South makes waldas only");
        QTest::newRow("qelat: South's walda on B (control)")
            << "qelat" << "" << std::string("4,4,4,4,4,4/4,4,4,4,4,4 0,0 Bws - s play - 1 1 0 -") << std::string();
        QTest::newRow("qelat: North's walda on a, an end hole for both (control)")
            << "qelat" << "" << std::string("4,4,4,4,4,4/4,4,4,4,4,4 0,0 awn - s play - 1 1 0 -") << std::string();
        QTest::newRow("qelat: corners only, South's walda on B")
            << "qelat" << "walda-holes=corners" << std::string("4,4,4,4,4,4/4,4,4,4,4,4 0,0 Bws - s play - 1 1 0 -")
            << std::string("hole B is South's walda, but with this house rule waldas are made only in the four "
                           "corner holes (Q6)");
        QTest::newRow("qelat: corners only, South's walda on F (control)")
            << "qelat" << "walda-holes=corners" << std::string("4,4,4,4,4,4/4,4,4,4,4,4 0,0 Fws - s play - 1 1 0 -")
            << std::string();
        // M3: an ekwarna is made in a hole of the opponent; M11 keeps a player's last hole theirs.
        QTest::newRow("qelat-keren: South's ekwarna in South's own hole a")
            << "qelat-keren" << "" << std::string("4,4,4,4,4,4/4,4,4,4,4,4 0,0 aes - s play - 1 1 0 -")
            << std::string("hole a is an ekwarna of South, who owns it, but an ekwarna is made only in a hole of the "
                           "opponent (M3) or in a player's last hole (M11)");
        QTest::newRow("qelat-keren: North's ekwarna in South's hole a (control)")
            << "qelat-keren" << "" << std::string("4,4,4,4,4,4/4,4,4,4,4,4 0,0 aen - s play - 1 1 0 -") << std::string();
        QTest::newRow("qelat-keren: South's last hole a made a four (M11, control)")
            << "qelat-keren" << "" << std::string("4,4,4,4,4,4/4,4,4,4,4,4 0,0 aes nnnnnn/snnnnn s play - 1 1 0 -")
            << std::string();
        // E4: bulls are made on either row; W4: a Jen in any hole.
        QTest::newRow("enkeshui: South's bull in North's row (control)")
            << "enkeshui" << "" << std::string("4,4,4,4,4,4,0,0/0,0,4,4,4,4,4,4 0,0 Hbs - s play - 1 1 0 -")
            << std::string();
        QTest::newRow("mewelad: a Jen in North's row (control)")
            << "mewelad" << "claimed-captures=on" << std::string("5,4,4,4,4,4/3,4,4,4,4,4 0,0 Fjn - s play - 1 1 0 -")
            << std::string();
        QTest::newRow("enkeshui: special move used while off")
            << "enkeshui" << "" << std::string("4,4,4,4,4,4,0,0/0,0,4,4,4,4,4,4 0,0 - - s play - 1 1 0 e")
            << std::string("the special move is marked used but it is off");
        QTest::newRow("mewelad: a left four without its four")
            << "mewelad" << "claimed-captures=on" << std::string("4,4,4,4,4,4/3,4,4,4,4,5 0,0 als - s play - 1 1 0 -")
            << std::string("hole a is a four that was left but holds 3");
        QTest::newRow("over with a pending decision")
            << "kalah" << "" << std::string("0,0,0,0,0,0/0,0,0,0,0,0 20,28 - - s 0-1 turn:n 1 1 0 -")
            << std::string("the game is over, but a decision is pending");
    }
    void refused()
    {
        QFETCH(QString, variant);
        QFETCH(QString, houseRule);
        QFETCH(std::string, text);
        QFETCH(std::string, reason);
        Variant v{};
        QVERIFY(variantFromId(variant.toStdString(), v));
        std::vector<std::string> items;
        if (!houseRule.isEmpty())
            items.push_back(houseRule.toStdString());
        const Rules rules = rulesWith(v, items);
        Position out = startPosition(rules, 5);
        const Position before = out;
        const std::string why = fromPositionString(text, rules, out);
        if (reason.empty()) {
            QCOMPARE(why, std::string());
            return;
        }
        QVERIFY2(why.find(reason) != std::string::npos, ("got: " + why).c_str());
        QVERIFY(out == before); // nothing changed
    }
};

QTEST_APPLESS_MAIN(TestPositionReader)
#include "tst_position_reader.moc"
