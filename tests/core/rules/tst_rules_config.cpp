// SPDX-License-Identifier: GPL-3.0-or-later
// House rules (RULES.md Identifiers table), layouts (E1, E10) and their validation.

#include "test_support.h"

#include <QTest>

using namespace mancala;
using namespace testsupport;

class TestRulesConfig : public QObject {
    Q_OBJECT

private slots:
    void e1EnkeshuiLayouts_data()
    {
        QTest::addColumn<int>("houses");
        QTest::addColumn<QString>("layout");
        QTest::addColumn<QString>("expected");
        QTest::newRow("E1 2x8 A") << 8 << "A" << "4,4,4,4,4,4,0,0/0,0,4,4,4,4,4,4";
        QTest::newRow("E1 2x8 B") << 8 << "B" << "0,0,4,4,4,4,4,4/4,4,4,4,4,4,0,0";
        QTest::newRow("E1 2x10 reading") << 10 << "A" << "4,4,4,4,4,4,0,0,0,0/0,0,0,0,4,4,4,4,4,4";
        QTest::newRow("E1 2x12") << 12 << "A" << "3,3,0,3,3,0,3,3,0,3,3,0/0,3,3,0,3,3,0,3,3,0,3,3";
    }
    void e1EnkeshuiLayouts()
    {
        QFETCH(int, houses);
        QFETCH(QString, layout);
        QFETCH(QString, expected);
        Rules r = Rules::defaults(Variant::Enkeshui);
        QCOMPARE(r.set("houses", std::to_string(houses)), std::string());
        QCOMPARE(r.set("layout", layout.toStdString()), std::string());
        QCOMPARE(r.validate(), std::string());
        QCOMPARE(r.totalSeeds(), 48);
        QCOMPARE(formatRows(r.initialSeeds(), houses), expected.toStdString());
    }

    void e1LayoutBOnlyOn2x8()
    {
        Rules r = Rules::defaults(Variant::Enkeshui);
        r.set("layout", "B");
        r.set("houses", "12");
        QVERIFY(!r.validate().empty());
    }

    void e10CustomLayoutAnySize()
    {
        Rules r = Rules::defaults(Variant::Enkeshui);
        QCOMPARE(r.set("layout", "custom:2,2,2,2/2,2,2,2"), std::string());
        QCOMPARE(r.houses, 4);
        QCOMPARE(r.validate(), std::string());
        QCOMPARE(r.value("layout"), std::string("custom:2,2,2,2/2,2,2,2"));
        QCOMPARE(r.differences(), (std::vector<std::string>{"houses=4", "layout=custom:2,2,2,2/2,2,2,2"}));
    }

    void badValuesChangeNothing_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("value");
        QTest::newRow("unknown rule") << "kalah" << "gravity" << "on";
        QTest::newRow("rule of another game") << "kalah" << "skip-waldas" << "on";
        QTest::newRow("not on/off") << "qelat" << "skip-waldas" << "yes";
        QTest::newRow("odd row for qelat") << "qelat" << "houses" << "7";
        QTest::newRow("row too long") << "enkeshui" << "houses" << "14";
        QTest::newRow("custom rows differ") << "qelat" << "layout" << "custom:1,2/1,2,3";
        QTest::newRow("custom junk") << "qelat" << "layout" << "custom:x,y/z,w";
        QTest::newRow("huge count") << "kalah" << "layout" << "custom:999999999999,1,1/1,1,1";
        QTest::newRow("A outside Enkeshui") << "mewelad" << "layout" << "A";
        QTest::newRow("quiet-limit negative") << "kalah" << "quiet-limit" << "-1";
        QTest::newRow("G2 quiet-end neither score nor draw") << "qelat" << "quiet-end" << "win";
    }
    void badValuesChangeNothing()
    {
        QFETCH(QString, variant);
        QFETCH(QString, name);
        QFETCH(QString, value);
        Variant v{};
        QVERIFY(variantFromId(variant.toStdString(), v));
        Rules r = Rules::defaults(v);
        const Rules before = r;
        QVERIFY(!r.set(name.toStdString(), value.toStdString()).empty());
        QVERIFY(r == before);
    }

    void impossibleLayoutsRefused_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("layout");
        QTest::newRow("South cannot move") << "qelat" << "custom:4,4,4,4,4,4/0,0,0,0,0,0";
        QTest::newRow("race without North seeds") << "mewelad" << "custom:0,0,0,0,0,0/4,4,4,4,4,4";
        QTest::newRow("over the supported count") << "qelat" << "custom:200,4,4,4,4,4/200,4,4,4,4,4";
    }
    void impossibleLayoutsRefused()
    {
        QFETCH(QString, variant);
        QFETCH(QString, layout);
        Variant v{};
        QVERIFY(variantFromId(variant.toStdString(), v));
        Rules r = Rules::defaults(v);
        QCOMPARE(r.set("layout", layout.toStdString()), std::string());
        QVERIFY(!r.validate().empty());
    }

    void g2QuietEndDefaults_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("byDefault");
        QTest::addColumn<QString>("other");
        // RULES.md G2 and Q11: `score` in Qelat, where the waldas decide the game, `draw` elsewhere.
        QTest::newRow("G2 Q11 qelat scores") << "qelat" << "score" << "draw";
        QTest::newRow("G2 kalah draws") << "kalah" << "draw" << "score";
        QTest::newRow("G2 qelat-keren draws") << "qelat-keren" << "draw" << "score";
        QTest::newRow("G2 mewelad draws") << "mewelad" << "draw" << "score";
        QTest::newRow("G2 enkeshui draws") << "enkeshui" << "draw" << "score";
    }
    void g2QuietEndDefaults()
    {
        QFETCH(QString, variant);
        QFETCH(QString, byDefault);
        QFETCH(QString, other);
        Variant v{};
        QVERIFY(variantFromId(variant.toStdString(), v));
        Rules r = Rules::defaults(v);
        QCOMPARE(QString::fromStdString(r.value("quiet-end")), byDefault);
        QCOMPARE(r.quietEnd, byDefault == "score" ? QuietEnd::Score : QuietEnd::Draw);
        // Listed for the picker and the command line, default first, after quiet-limit.
        const auto infos = houseRules(v);
        QCOMPARE(std::string(infos.back().id), std::string("quiet-end"));
        QCOMPARE(std::string(infos.back().rule), std::string("G2"));
        QCOMPARE(infos.back().values, (std::vector<std::string>{byDefault.toStdString(), other.toStdString()}));
        QCOMPARE(std::string(infos[infos.size() - 2].id), std::string("quiet-limit"));
        QVERIFY(QString::fromStdString(variantsJson()).contains(
            "{\"id\": \"quiet-end\", \"rule\": \"G2\", \"default\": \"" + byDefault + "\""));
        // The other value is a difference (a record's HouseRules), the default is none.
        QCOMPARE(r.set("quiet-end", other.toStdString()), std::string());
        QCOMPARE(r.differences(), std::vector<std::string>{"quiet-end=" + other.toStdString()});
        QCOMPARE(r.set("quiet-end", byDefault.toStdString()), std::string());
        QVERIFY(r.differences().empty());
    }

    void defaultsAreValid()
    {
        for (int i = 0; i < kVariantCount; ++i) {
            const Rules r = Rules::defaults(static_cast<Variant>(i));
            QCOMPARE(r.validate(), std::string());
            QVERIFY(r.differences().empty());
        }
    }
};

QTEST_APPLESS_MAIN(TestRulesConfig)
#include "tst_rules_config.moc"
