// SPDX-License-Identifier: GPL-3.0-or-later
// The app in German and French: strings from QML and C++, the core's
// refusals, plural forms, translated rules pages and lessons, and finished
// .ts files.
#include "game/boardview.h"
#include "../../read_all.h"
#include "languages/coretexts.h"
#include "teaching/lessonmodel.h"
#include "teaching/narrator.h"
#include "languages/translations.h"
#include "picker/variantcatalog.h"

#include "mancala/playout.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTest>
#include <QXmlStreamReader>

using namespace mancala;
using namespace mancala::app;

namespace {

/// One message of a .ts file: its source, the translator's comment, the
/// translation's type ("unfinished", "vanished" ...) and its forms (two for
/// a numerus message).
struct TsMessage {
    QString source;
    QString comment;
    QString type;
    QStringList forms;
    bool numerus = false;
};

/// The messages of translations/mancala_<language>.ts; empty with `error` set when it cannot be read.
QList<TsMessage> readTs(const QString& language, QString& error)
{
    QFile file(QStringLiteral(MANCALA_TS_DIR "/mancala_%1.ts").arg(language));
    if (!file.open(QIODevice::ReadOnly)) {
        error = file.fileName() + QStringLiteral(": cannot be read");
        return {};
    }
    QXmlStreamReader xml(&file);
    QList<TsMessage> messages;
    TsMessage m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            if (xml.name() == QLatin1String("message")) {
                m = TsMessage{};
                m.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            } else if (xml.name() == QLatin1String("source")) {
                m.source = xml.readElementText();
            } else if (xml.name() == QLatin1String("extracomment")) {
                m.comment = xml.readElementText();
            } else if (xml.name() == QLatin1String("translation")) {
                m.type = xml.attributes().value(QLatin1String("type")).toString();
                if (!m.numerus)
                    m.forms << xml.readElementText();
            } else if (xml.name() == QLatin1String("numerusform")) {
                m.forms << xml.readElementText();
            }
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            messages << m;
        }
    }
    if (xml.hasError())
        error = xml.errorString();
    return messages;
}

QString qml(const char* context, const char* source, int n = -1)
{
    return QCoreApplication::translate(context, source, nullptr, n);
}

/// The placeholders %1..%9 and %n of a text, as a set.
QSet<QString> placeholders(const QString& text)
{
    static const QRegularExpression marker(QStringLiteral("%[1-9n]"));
    QSet<QString> found;
    for (auto it = marker.globalMatch(text); it.hasNext();)
        found.insert(it.next().captured());
    return found;
}

Rules withRule(Variant v, const char* name, const char* value)
{
    Rules r = Rules::defaults(v);
    if (name)
        r.set(name, value);
    return r;
}

/// Every kind of decision a player could try on `p`, legal or not.
QList<Decision> everyTry(const Position& p)
{
    QList<Decision> tries;
    for (int h = -1; h <= p.ring(); ++h) {
        tries << Decision::sow(h) << Decision::continueFrom(h);
    }
    tries << Decision::pass() << Decision::swap() << Decision::take() << Decision::leave()
          << Decision::direction(Direction::Cw) << Decision::direction(Direction::Ccw);
    Decision distribute;
    distribute.kind = DecisionKind::Distribute;
    tries << distribute;
    return tries;
}

const QStringList kVariants{QStringLiteral("kalah"), QStringLiteral("qelat"), QStringLiteral("qelat-keren"),
                            QStringLiteral("mewelad"), QStringLiteral("enkeshui")};
const QStringList kLanguages{QStringLiteral("de"), QStringLiteral("fr"), QStringLiteral("ti"), QStringLiteral("am"),
                             QStringLiteral("sw")};

QString rulesPath(const QString& variant, const QString& language)
{
    return language.isEmpty() ? QStringLiteral(":/Mancala/resources/rules/%1.md").arg(variant)
                              : QStringLiteral(":/Mancala/resources/rules/%1.%2.md").arg(variant, language);
}

QString lessonsPath(const QString& variant, const QString& language)
{
    return language.isEmpty() ? QStringLiteral(":/lessons/%1.json").arg(variant)
                              : QStringLiteral(":/lessons/%1.%2.json").arg(variant, language);
}

QJsonObject readJson(const QString& path)
{
    return QJsonDocument::fromJson(readAll(path)).object();
}

/// The numbers written in digits in a text, in order ("21 + 4 = 25" gives 21, 4, 25).
QStringList numbers(const QString& text)
{
    static const QRegularExpression digits(QStringLiteral("[0-9]+"));
    QStringList found;
    for (auto it = digits.globalMatch(text); it.hasNext();)
        found << it.next().captured();
    return found;
}

/// One row for every rule set in every translated language ("qelat de").
void addVariantLanguageRows()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("language");
    for (const QString& variant : kVariants)
        for (const QString& language : kLanguages)
            QTest::newRow(qPrintable(variant + QLatin1Char(' ') + language)) << variant << language;
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    void cleanup() { Translations::install(QStringLiteral("en")); }

    void germanStrings();
    void frenchStrings();
    void frenchNamesAfterDe();
    void englishPlurals();
    void ethiopicAndSwahiliStrings();
    void unknownLanguageKeepsEnglish();
    void germanNarration();
    void amharicAndSwahiliNarration();
    void coreRefusalsTranslated();
    void everyCoreSentenceIsListed_data();
    void everyCoreSentenceIsListed();
    void translatedRulesPage();
    void translatedFilesExist_data() { addVariantLanguageRows(); }
    void translatedFilesExist();
    void translatedPageCitesTheSameRules_data() { addVariantLanguageRows(); }
    void translatedPageCitesTheSameRules();
    void translatedLessonsMatch_data() { addVariantLanguageRows(); }
    void translatedLessonsMatch();
    void lessonModelReadsTheLanguage();
    void tsFilesFinished_data();
    void tsFilesFinished();
};

void TestTranslations::germanStrings()
{
    QVERIFY(Translations::install(QStringLiteral("de")));
    QCOMPARE(Translations::current(), QStringLiteral("de"));
    // The status line of the decision bar (QML) and a controller sentence (C++).
    QCOMPARE(qml("mancala::app::Announcer", "%1 to move").arg(qml("mancala::app::GameController", "South")), QStringLiteral("Süd ist am Zug"));
    QCOMPARE(qml("mancala::app::Announcer", "%1 moves again.").arg(QStringLiteral("Nord")),
             QStringLiteral("Nord ist noch einmal am Zug."));
    QCOMPARE(qml("Pit", "bull"), QStringLiteral("Stier"));
    QCOMPARE(qml("Pit", "%1, South's hole, %n seed(s)", 5).arg(QLatin1String("c")),
             QStringLiteral("c, Mulde von Süd, 5 Samen"));
}

void TestTranslations::frenchStrings()
{
    QVERIFY(Translations::install(QStringLiteral("fr")));
    QCOMPARE(qml("mancala::app::Announcer", "%1 to move").arg(qml("mancala::app::GameController", "North")), QStringLiteral("À Nord de jouer"));
    QCOMPARE(qml("Pit", "bull"), QStringLiteral("taureau"));
    // French counts 0 and 1 in the singular.
    QCOMPARE(qml("Pit", "%1, North's hole, %n seed(s)", 1).arg(QLatin1String("A")),
             QStringLiteral("A, trou de Nord, 1 graine"));
    QCOMPARE(qml("Pit", "%1, North's hole, %n seed(s)", 0).arg(QLatin1String("A")),
             QStringLiteral("A, trou de Nord, 0 graine"));
    QCOMPARE(qml("Pit", "%1, North's hole, %n seed(s)", 7).arg(QLatin1String("A")),
             QStringLiteral("A, trou de Nord, 7 graines"));
}

void TestTranslations::frenchNamesAfterDe()
{
    // "de" before a name would have to elide before a vowel ("de Ordinateur"
    // for "d'Ordinateur", "de Enkeshui"), and a name cannot be elided: the
    // French texts never put a bare "de" (or "du") before a player's name, a
    // rule set's or a file's; they say "du joueur %1", "(%1)" and the like.
    QString error;
    const QList<TsMessage> messages = readTs(QStringLiteral("fr"), error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    static const QRegularExpression possessive(QStringLiteral("%(\\d)'s\\b"));
    static const QRegularExpression named(
        QStringLiteral("%(\\d),? (?:is )?(?:a |the |its )?(?:player's name|rule set|name\\b|file)"));
    int checked = 0;
    for (const TsMessage& m : messages) {
        QSet<QString> names;
        for (auto it = possessive.globalMatch(m.source); it.hasNext();)
            names << it.next().captured(1);
        for (auto it = named.globalMatch(m.comment); it.hasNext();)
            names << it.next().captured(1);
        for (const QString& n : std::as_const(names)) {
            const QRegularExpression bare(QStringLiteral("\\b(?:de|du) %%1(?!\\d)").arg(n));
            for (const QString& form : m.forms) {
                ++checked;
                QVERIFY2(!bare.match(form).hasMatch(),
                         qPrintable(QStringLiteral("\"%1\" for \"%2\": %%3 is a name").arg(form, m.source, n)));
                // As the player sees it, with a name that begins with a vowel.
                QString shown = form;
                shown.replace(QLatin1Char('%') + n, QStringLiteral("Ordinateur (Débutant)"));
                QVERIFY2(!shown.contains(QLatin1String("de Ordinateur")), qPrintable(shown));
            }
        }
    }
    QVERIFY(checked >= 40);
}

void TestTranslations::ethiopicAndSwahiliStrings()
{
    // Qt's plural rules: Tigrinya counts 0 and 1 in the singular (as
    // French does), Amharic and Swahili only 1 (as English does); Swahili's
    // noun for the counters, "kete", is the same in both numbers.
    QVERIFY(Translations::install(QStringLiteral("ti")));
    QCOMPARE(Translations::current(), QStringLiteral("ti"));
    QCOMPARE(qml("mancala::app::Announcer", "%1 to move").arg(qml("mancala::app::GameController", "South")), QStringLiteral("ተራ ናይ ደቡብ"));
    QCOMPARE(qml("Pit", "%1, South's hole, %n seed(s)", 1).arg(QLatin1String("c")), QStringLiteral("c፣ ጉድጓድ ደቡብ፣ 1 ዘርኢ"));
    QCOMPARE(qml("Pit", "%1, South's hole, %n seed(s)", 0).arg(QLatin1String("c")), QStringLiteral("c፣ ጉድጓድ ደቡብ፣ 0 ዘርኢ"));
    QCOMPARE(qml("Pit", "%1, South's hole, %n seed(s)", 5).arg(QLatin1String("c")), QStringLiteral("c፣ ጉድጓድ ደቡብ፣ 5 ዘራእቲ"));
    // The rule sets keep their names, written in Ge'ez script.
    QCOMPARE(qml("mancala::app::VariantCatalog", "Mewelad (Gabata)"), QStringLiteral("መወላድ (ገበጣ)"));
    QCOMPARE(qml("Pit", "walda"), QStringLiteral("ዋልዳ"));

    QVERIFY(Translations::install(QStringLiteral("am")));
    QCOMPARE(qml("Pit", "%1, North's hole, %n seed(s)", 1).arg(QLatin1String("A")), QStringLiteral("A፣ የሰሜን ጉድጓድ፣ 1 ጠጠር"));
    QCOMPARE(qml("Pit", "%1, North's hole, %n seed(s)", 0).arg(QLatin1String("A")), QStringLiteral("A፣ የሰሜን ጉድጓድ፣ 0 ጠጠሮች"));
    QCOMPARE(qml("Pit", "%1, North's hole, %n seed(s)", 7).arg(QLatin1String("A")), QStringLiteral("A፣ የሰሜን ጉድጓድ፣ 7 ጠጠሮች"));
    QCOMPARE(qml("Pit", "bull"), QStringLiteral("ኮርማ"));

    QVERIFY(Translations::install(QStringLiteral("sw")));
    QCOMPARE(qml("mancala::app::Announcer", "%1 to move").arg(qml("mancala::app::GameController", "North")), QStringLiteral("Zamu ya Kaskazini"));
    QCOMPARE(qml("MiniBoard", "Start position, %n hole(s) a row", 1), QStringLiteral("Nafasi ya mwanzo, shimo 1 kwa safu"));
    QCOMPARE(qml("MiniBoard", "Start position, %n hole(s) a row", 0), QStringLiteral("Nafasi ya mwanzo, mashimo 0 kwa safu"));
    QCOMPARE(qml("MiniBoard", "Start position, %n hole(s) a row", 6), QStringLiteral("Nafasi ya mwanzo, mashimo 6 kwa safu"));
    QCOMPARE(qml("Pit", "bull"), QStringLiteral("fahali"));
    // The language menu names each language in itself.
    QCOMPARE(Translations::nativeName(QStringLiteral("ti")), QStringLiteral("ትግርኛ"));
    QCOMPARE(Translations::nativeName(QStringLiteral("am")), QStringLiteral("አማርኛ"));
    QCOMPARE(Translations::nativeName(QStringLiteral("sw")), QStringLiteral("Kiswahili"));
    // The system locale chooses them: Eritrea's Tigrinya, Ethiopia's Amharic, Kenya's Swahili.
    qputenv("MANCALA_LANG", "ti_ER");
    QCOMPARE(Translations::chosen({QStringLiteral("mancala")}), QStringLiteral("ti"));
    qputenv("MANCALA_LANG", "am-ET");
    QCOMPARE(Translations::chosen({QStringLiteral("mancala")}), QStringLiteral("am"));
    qputenv("MANCALA_LANG", "sw_KE");
    QCOMPARE(Translations::chosen({QStringLiteral("mancala")}), QStringLiteral("sw"));
    qunsetenv("MANCALA_LANG");
}

void TestTranslations::englishPlurals()
{
    QVERIFY(Translations::install(QStringLiteral("en")));
    QCOMPARE(qml("Pit", "%1, South's hole, %n seed(s)", 1).arg(QLatin1String("c")),
             QStringLiteral("c, South's hole, 1 seed"));
    QCOMPARE(qml("Pit", "%1, South's hole, %n seed(s)", 4).arg(QLatin1String("c")),
             QStringLiteral("c, South's hole, 4 seeds"));
    QCOMPARE(qml("Pit", "%1, South's hole, %n seed(s)", 0).arg(QLatin1String("c")),
             QStringLiteral("c, South's hole, 0 seeds"));
    QCOMPARE(qml("MiniBoard", "Start position, %n hole(s) a row", 1), QStringLiteral("Start position, 1 hole a row"));
    QCOMPARE(qml("mancala::app::Narrator", "This move has %n step(s): step forward to see the first.", 6),
             QStringLiteral("This move has 6 steps: step forward to see the first."));
    // A text without a plural word keeps its words.
    QCOMPARE(qml("mancala::app::Narrator", "Round %n begins: %1 moves first (%2).", 1),
             QStringLiteral("Round 1 begins: %1 moves first (%2)."));
}

void TestTranslations::unknownLanguageKeepsEnglish()
{
    QVERIFY(!Translations::install(QStringLiteral("xx")));
    QCOMPARE(Translations::current(), QStringLiteral("en"));
    QCOMPARE(qml("mancala::app::Announcer", "%1 to move"), QStringLiteral("%1 to move"));
    QCOMPARE(qml("Pit", "%1, South's hole, %n seed(s)", 1).arg(QLatin1String("c")),
             QStringLiteral("c, South's hole, 1 seed"));
    // The choice: --lang= first, then MANCALA_LANG; region codes read as their language.
    qputenv("MANCALA_LANG", "fr_CA");
    QCOMPARE(Translations::chosen({QStringLiteral("mancala"), QStringLiteral("--lang=de")}), QStringLiteral("de"));
    QCOMPARE(Translations::chosen({QStringLiteral("mancala")}), QStringLiteral("fr"));
    qunsetenv("MANCALA_LANG");
}

void TestTranslations::germanNarration()
{
    // K2: South sows c (4 seeds) from the Kalah start: d, e, f and the store.
    QVERIFY(Translations::install(QStringLiteral("de")));
    const Rules rules = Rules::defaults(Variant::Kalah);
    Position p = startPosition(rules, 1);
    const BoardView before = BoardView::of(p);
    StepList steps;
    QVERIFY(apply(p, Decision::sow(2), &steps));
    QCOMPARE(p.totalSeeds(), 48);
    QCOMPARE(Narrator::narrate(rules, steps, 0, before).text,
             QStringLiteral("Süd nimmt die 4 Samen aus c und sät gegen den Uhrzeigersinn (K2)."));
    // K3 is the last step: the seed in South's own store gives another move.
    QCOMPARE(Narrator::narrate(rules, steps, int(steps.size()) - 1, BoardView::of(p)).text,
             QStringLiteral("Der letzte Samen fiel in den eigenen Speicher von Süd: Süd ist noch einmal am Zug (K3)."));
}

void TestTranslations::amharicAndSwahiliNarration()
{
    // K2 in Amharic and Swahili: the sentence of teaching mode and of "Read aloud".
    const Rules rules = Rules::defaults(Variant::Kalah);
    Position p = startPosition(rules, 1);
    const BoardView before = BoardView::of(p);
    StepList steps;
    QVERIFY(apply(p, Decision::sow(2), &steps));
    QCOMPARE(p.totalSeeds(), 48);
    QVERIFY(Translations::install(QStringLiteral("am")));
    QCOMPARE(Narrator::narrate(rules, steps, 0, before).text,
             QStringLiteral("ደቡብ የcን 4 ጠጠሮች አንሥቶ ከሰዓት አቅጣጫ በተቃራኒ ይዘራል (K2)።"));
    QVERIFY(Translations::install(QStringLiteral("sw")));
    QCOMPARE(Narrator::narrate(rules, steps, 0, before).text,
             QStringLiteral("Kusini anainua kete 4 za c na anapanda kinyume cha saa (K2)."));
}

void TestTranslations::coreRefusalsTranslated()
{
    // K2: at the start South may not sow North's A (ring index 6).
    const Rules rules = Rules::defaults(Variant::Kalah);
    const Position p = startPosition(rules, 1);
    const std::string why = whyIllegal(p, Decision::sow(6));
    QCOMPARE(QString::fromStdString(why), QStringLiteral("You may only sow from your own houses (K2)."));
    QVERIFY(Translations::install(QStringLiteral("de")));
    QCOMPARE(coreText(why), QStringLiteral("Du darfst nur aus deinen eigenen Mulden säen (K2)."));
    QCOMPARE(Narrator::whyNot(p, Decision::sow(6)).text, QStringLiteral("Du darfst nur aus deinen eigenen Mulden säen (K2)."));
    QVERIFY(Translations::install(QStringLiteral("fr")));
    QCOMPARE(coreText(why), QStringLiteral("Vous ne pouvez semer que depuis vos propres trous (K2)."));
    // The one sentence with numbers in it keeps them.
    QCOMPARE(coreText("The special move must keep the seeds of your row: 20, not 18 (E8)."),
             QStringLiteral("Le coup spécial doit conserver les graines de votre rangée : 20, et non 18 (E8)."));
}

void TestTranslations::everyCoreSentenceIsListed_data()
{
    QTest::addColumn<int>("variant");
    QTest::addColumn<QByteArray>("rule");
    QTest::addColumn<QByteArray>("value");
    QTest::newRow("kalah") << int(Variant::Kalah) << QByteArray() << QByteArray();
    QTest::newRow("kalah-pie") << int(Variant::Kalah) << QByteArray("pie") << QByteArray("on");
    QTest::newRow("qelat") << int(Variant::Qelat) << QByteArray() << QByteArray();
    QTest::newRow("qelat-anti-repetition") << int(Variant::Qelat) << QByteArray("anti-repetition") << QByteArray("on");
    QTest::newRow("keren") << int(Variant::QelatKeren) << QByteArray() << QByteArray();
    QTest::newRow("mewelad") << int(Variant::Mewelad) << QByteArray() << QByteArray();
    QTest::newRow("mewelad-claimed") << int(Variant::Mewelad) << QByteArray("claimed-captures") << QByteArray("on");
    QTest::newRow("enkeshui") << int(Variant::Enkeshui) << QByteArray() << QByteArray();
    QTest::newRow("enkeshui-special") << int(Variant::Enkeshui) << QByteArray("special-move") << QByteArray("on");
}

void TestTranslations::everyCoreSentenceIsListed()
{
    // Random games; on every position every kind of decision is tried, and
    // each refusal must be a sentence the app lists (and German translates).
    QFETCH(int, variant);
    QFETCH(QByteArray, rule);
    QFETCH(QByteArray, value);
    const Rules rules = withRule(Variant(variant), rule.isEmpty() ? nullptr : rule.constData(), value.constData());
    QVERIFY(Translations::install(QStringLiteral("de")));
    QSet<QString> seen;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        Position p = startPosition(rules, seed);
        const int total = p.totalSeeds();
        PlayoutRandom random(seed * 31 + 7);
        for (int k = 0; k < 150; ++k) {
            for (const Decision& d : everyTry(p)) {
                const std::string why = whyIllegal(p, d);
                if (why.empty())
                    continue;
                QVERIFY2(isKnownCoreText(why), why.c_str());
                QVERIFY2(coreText(why) != QString::fromStdString(why), why.c_str());
                seen.insert(QString::fromStdString(why));
            }
            if (!playRandomDecision(p, random))
                break;
            QCOMPARE(p.totalSeeds(), total);
        }
    }
    QVERIFY(seen.size() >= 3);
}

void TestTranslations::translatedRulesPage()
{
    VariantCatalog catalog;
    QVERIFY(Translations::install(QStringLiteral("de")));
    const QList<RulesPageBlock> german = catalog.rulesPage(QStringLiteral("kalah"));
    QVERIFY(!german.isEmpty());
    bool found = false;
    for (const RulesPageBlock& block : german)
        found = found || block.text.contains(QLatin1String("gegen den Uhrzeigersinn"));
    QVERIFY(found);
    // Q5 on the German Qelat page.
    bool walda = false;
    for (const RulesPageBlock& block : catalog.rulesPage(QStringLiteral("qelat")))
        walda = walda
            || (block.ruleId == QLatin1String("Q5") && block.text.startsWith(QLatin1String("Bringt dein letzter Samen")));
    QVERIFY(walda);
    QVERIFY(Translations::install(QStringLiteral("fr")));
    QCOMPARE(Translations::localized(QStringLiteral(":/Mancala/resources/rules/kalah"), QStringLiteral("md")),
             QStringLiteral(":/Mancala/resources/rules/kalah.fr.md"));
    QCOMPARE(Translations::localized(QStringLiteral(":/Mancala/resources/rules/qelat"), QStringLiteral("md")),
             QStringLiteral(":/Mancala/resources/rules/qelat.fr.md"));
    // A file without a translation: the English one.
    QCOMPARE(Translations::localized(QStringLiteral(":/Mancala/resources/wood"), QStringLiteral("svg")),
             QStringLiteral(":/Mancala/resources/wood.svg"));
    // English reads the English page even where a translation exists.
    QVERIFY(Translations::install(QStringLiteral("en")));
    QCOMPARE(Translations::localized(QStringLiteral(":/Mancala/resources/rules/qelat"), QStringLiteral("md")),
             QStringLiteral(":/Mancala/resources/rules/qelat.md"));
}

void TestTranslations::translatedFilesExist()
{
    // Every rules page and lessons file is built in, in every language, and
    // is the one read in that language.
    QFETCH(QString, variant);
    QFETCH(QString, language);
    QVERIFY2(QFile::exists(rulesPath(variant, language)), qPrintable(rulesPath(variant, language)));
    QVERIFY2(QFile::exists(lessonsPath(variant, language)), qPrintable(lessonsPath(variant, language)));
    QVERIFY(Translations::install(language));
    QCOMPARE(Translations::localized(QStringLiteral(":/Mancala/resources/rules/%1").arg(variant), QStringLiteral("md")),
             rulesPath(variant, language));
    QCOMPARE(Translations::localized(QStringLiteral(":/lessons/%1").arg(variant), QStringLiteral("json")),
             lessonsPath(variant, language));
    const QList<RulesPageBlock> shown = VariantCatalog().rulesPage(variant);
    QCOMPARE(shown, VariantCatalog::parseRulesPage(QString::fromUtf8(readAll(rulesPath(variant, language)))));
}

void TestTranslations::translatedPageCitesTheSameRules()
{
    // The translated page has the blocks of the English one, in the same
    // order, each citing the same rule ids; its rules and notes are translated.
    QFETCH(QString, variant);
    QFETCH(QString, language);
    const QList<RulesPageBlock> english = VariantCatalog::parseRulesPage(QString::fromUtf8(readAll(rulesPath(variant, {}))));
    const QList<RulesPageBlock> translated =
        VariantCatalog::parseRulesPage(QString::fromUtf8(readAll(rulesPath(variant, language))));
    QVERIFY(english.size() >= 10);
    QCOMPARE(translated.size(), english.size());
    QStringList cited;
    for (qsizetype i = 0; i < english.size(); ++i) {
        const RulesPageBlock& en = english.at(i);
        const RulesPageBlock& tr = translated.at(i);
        const QString where = QStringLiteral("block %1 (%2)").arg(i).arg(en.ruleId);
        QCOMPARE(tr.kind, en.kind);
        QVERIFY2(tr.ruleId == en.ruleId, qPrintable(where));
        if (en.kind == QLatin1String("rule") || en.kind == QLatin1String("note")) {
            QVERIFY2(tr.text != en.text, qPrintable(where));
            QVERIFY2(numbers(tr.text) == numbers(en.text), qPrintable(where));
        }
        if (en.kind == QLatin1String("rule"))
            cited << en.ruleId;
    }
    QVERIFY(cited.size() >= 8);
}

void TestTranslations::translatedLessonsMatch()
{
    // The same lessons in the same order; only title and explanation differ,
    // and every number the English explanation writes in digits stays.
    QFETCH(QString, variant);
    QFETCH(QString, language);
    const QJsonObject english = readJson(lessonsPath(variant, {}));
    const QJsonObject translated = readJson(lessonsPath(variant, language));
    QCOMPARE(translated.value(QLatin1String("variant")), english.value(QLatin1String("variant")));
    QCOMPARE(translated.keys(), english.keys());
    const QJsonArray en = english.value(QLatin1String("lessons")).toArray();
    const QJsonArray tr = translated.value(QLatin1String("lessons")).toArray();
    QVERIFY(en.size() >= 8);
    QCOMPARE(tr.size(), en.size());
    const QStringList human{QStringLiteral("title"), QStringLiteral("explanation")};
    for (qsizetype i = 0; i < en.size(); ++i) {
        const QJsonObject e = en.at(i).toObject();
        const QJsonObject t = tr.at(i).toObject();
        const QString id = e.value(QLatin1String("id")).toString();
        QCOMPARE(t.keys(), e.keys());
        for (const QString& key : e.keys()) {
            const QString where = id + QLatin1Char(' ') + key;
            if (human.contains(key)) {
                QVERIFY2(!t.value(key).toString().trimmed().isEmpty(), qPrintable(where));
                QVERIFY2(t.value(key) != e.value(key), qPrintable(where + QStringLiteral(" is not translated")));
                QVERIFY2(numbers(t.value(key).toString()) == numbers(e.value(key).toString()), qPrintable(where));
            } else {
                QVERIFY2(t.value(key) == e.value(key), qPrintable(where));
            }
        }
    }
    // Each translated lesson still holds when played.
    QList<Lesson> loaded;
    QStringList problems;
    LessonModel::readFile(lessonsPath(variant, language), loaded, problems);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    QCOMPARE(loaded.size(), en.size());
}

void TestTranslations::lessonModelReadsTheLanguage()
{
    QStandardPaths::setTestModeEnabled(true);
    QDir(LessonModel().userFolder()).removeRecursively();
    qsizetype builtIn = 0;
    for (const QString& variant : kVariants)
        builtIn += readJson(lessonsPath(variant, {})).value(QLatin1String("lessons")).toArray().size();
    const struct {
        const char* language;
        const char* files;   // the language of the files read: none for English
        const char* sowing;  // kalah-sowing's title
        const char* capture; // in kalah-capture's explanation
    } cases[] = {{"de", "de", "Säen", "eine leere Mulde auf deiner Seite"},
                 {"fr", "fr", "Semer", "un trou vide de votre côté"},
                 {"en", "", "Sowing", "an empty house on your side"}};
    for (const auto& c : cases) {
        const QString language = QString::fromLatin1(c.language);
        QVERIFY(Translations::install(language));
        LessonModel model;
        QVERIFY2(model.problems().isEmpty(), qPrintable(model.problems().join(QLatin1Char('\n'))));
        QStringList ids;
        for (const Lesson& lesson : model.lessons()) {
            QCOMPARE(lesson.source, lessonsPath(lesson.variant, QString::fromLatin1(c.files)));
            ids << lesson.id;
        }
        // Every built-in lesson once, in the order of the files.
        QCOMPARE(ids.size(), builtIn);
        QCOMPARE(ids.first(), QStringLiteral("kalah-sowing"));
        QCOMPARE(ids.last(), QStringLiteral("enkeshui-small-board"));
        model.setVariant(QStringLiteral("kalah"));
        QCOMPARE(model.data(model.index(0), LessonModel::TitleRole).toString(), QString::fromUtf8(c.sowing));
        QCOMPARE(model.data(model.index(2), LessonModel::IdRole).toString(), QStringLiteral("kalah-capture"));
        QVERIFY(model.data(model.index(2), LessonModel::ExplanationRole).toString().contains(QString::fromUtf8(c.capture)));
        // The position and move are the English lesson's.
        QCOMPARE(model.data(model.index(2), LessonModel::PositionRole).toString(),
                 QStringLiteral("4,5,4,4,4,4/1,0,4,4,4,4 3,3 - - s play - 1 1 0 - rng=1"));
        QCOMPARE(model.data(model.index(2), LessonModel::MoveRole).toString(), QStringLiteral("a"));
    }
}

void TestTranslations::tsFilesFinished_data()
{
    QTest::addColumn<QString>("language");
    for (const QString& language : Translations::available())
        QTest::newRow(qPrintable(language)) << language;
}

void TestTranslations::tsFilesFinished()
{
    // Every message has a finished translation with the placeholders of its
    // source; numerus messages have the two forms English, German and French use.
    QFETCH(QString, language);
    QString error;
    const QList<TsMessage> all = readTs(language, error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    int messages = 0;
    int numerus = 0;
    for (const TsMessage& m : all) {
        if (m.type == QLatin1String("vanished") || m.type == QLatin1String("obsolete"))
            continue;
        ++messages;
        numerus += m.numerus;
        QVERIFY2(m.type != QLatin1String("unfinished"), qPrintable(language + ": unfinished: " + m.source));
        QCOMPARE(m.forms.size(), m.numerus ? 2 : 1);
        for (const QString& form : m.forms) {
            QVERIFY2(!form.trimmed().isEmpty(), qPrintable(language + ": empty: " + m.source));
            QVERIFY2(placeholders(form) == placeholders(m.source),
                     qPrintable(language + ": placeholders of \"" + form + "\" for \"" + m.source + "\""));
        }
    }
    QVERIFY(numerus >= 30);
    // English carries only the plural forms; the others carry every string.
    if (language == QLatin1String("en"))
        QCOMPARE(messages, numerus);
    else
        QVERIFY(messages >= 350);
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
