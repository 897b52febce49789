// SPDX-License-Identifier: GPL-3.0-or-later
// Tigrinya and Amharic render: every translated string, rules page and
// lesson is laid out with the application font of that language, and every
// character must come out as a real glyph of the font Qt uses for it (no
// missing-glyph boxes).
#include "languages/scriptfont.h"
#include "../../read_all.h"
#include "languages/translations.h"

#include <QFile>
#include <QFontDatabase>
#include <QFontInfo>
#include <QFontMetrics>
#include <QGlyphRun>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRawFont>
#include <QSet>
#include <QTest>
#include <QTextLayout>
#include <QXmlStreamReader>

using namespace mancala::app;

namespace {

const QStringList kVariants{QStringLiteral("kalah"), QStringLiteral("qelat"), QStringLiteral("qelat-keren"),
                            QStringLiteral("mewelad"), QStringLiteral("enkeshui")};

/// Every translation (and plural form) of translations/mancala_<language>.ts.
QStringList tsTexts(const QString& language)
{
    QStringList texts;
    QXmlStreamReader xml(readAll(QStringLiteral(MANCALA_TS_DIR "/mancala_%1.ts").arg(language)));
    bool numerus = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("message"))
            numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        else if ((xml.name() == QLatin1String("translation") && !numerus) || xml.name() == QLatin1String("numerusform"))
            texts << xml.readElementText();
    }
    return texts;
}

/// The rules pages and lessons of a language, as the app reads them.
QStringList resourceTexts(const QString& language)
{
    QStringList texts;
    for (const QString& variant : kVariants) {
        texts << QString::fromUtf8(readAll(QStringLiteral(":/Mancala/resources/rules/%1.%2.md").arg(variant, language)))
                     .split(QLatin1Char('\n'));
        const QJsonObject lessons =
            QJsonDocument::fromJson(readAll(QStringLiteral(":/lessons/%1.%2.json").arg(variant, language))).object();
        for (const QJsonValue& lesson : lessons.value(QLatin1String("lessons")).toArray())
            texts << lesson[QLatin1String("title")].toString() << lesson[QLatin1String("explanation")].toString();
    }
    return texts;
}

/// The glyph runs Qt makes for `text` in `font`.
QList<QGlyphRun> layOut(const QString& text, const QFont& font)
{
    QTextLayout layout(text, font);
    layout.beginLayout();
    while (layout.createLine().isValid()) {
    }
    layout.endLayout();
    return layout.glyphRuns();
}

bool isEthiopic(char32_t c) { return (c >= 0x1200 && c <= 0x139F) || (c >= 0x2D80 && c <= 0x2DDF); }

} // namespace

class TestEthiopic : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void fontFollowsTheLanguage();
    void everyCharacterHasAGlyph_data();
    void everyCharacterHasAGlyph();
    void everyStringRenders_data() { everyCharacterHasAGlyph_data(); }
    void everyStringRenders();
};

void TestEthiopic::initTestCase()
{
    QVERIFY2(QFontDatabase::hasFamily(QString::fromLatin1(ScriptFont::kEthiopicFamily)),
             "Abyssinica SIL is not installed: install Debian's fonts-sil-abyssinica (play.sh does)");
}

void TestEthiopic::fontFollowsTheLanguage()
{
    const QString ethiopic = QString::fromLatin1(ScriptFont::kEthiopicFamily);
    QVERIFY(Translations::install(QStringLiteral("am")));
    QVERIFY(QGuiApplication::font().families().contains(ethiopic));
    // The first family stays the desktop's: Latin text keeps its look.
    QVERIFY(QGuiApplication::font().families().constFirst() != ethiopic);
    QVERIFY(Translations::install(QStringLiteral("sw")));
    QVERIFY(!QGuiApplication::font().families().contains(ethiopic));
    QVERIFY(Translations::install(QStringLiteral("ti")));
    QCOMPARE(QGuiApplication::font().families().count(ethiopic), 1);
    QVERIFY(Translations::install(QStringLiteral("en")));
    QVERIFY(!QGuiApplication::font().families().contains(ethiopic));
}

void TestEthiopic::everyCharacterHasAGlyph_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("ti") << QStringLiteral("ti");
    QTest::newRow("am") << QStringLiteral("am");
}

void TestEthiopic::everyCharacterHasAGlyph()
{
    // Each character alone, laid out in the language's font: one run whose
    // font (the one Qt picked for it) has the character, and no glyph 0.
    QFETCH(QString, language);
    QVERIFY(Translations::install(language));
    const QFont font = QGuiApplication::font();
    QSet<char32_t> characters;
    const QStringList texts = tsTexts(language) + resourceTexts(language);
    QVERIFY(texts.size() > 500);
    for (const QString& text : texts)
        for (char32_t c : text.toUcs4())
            if (!QChar::isSpace(c) && QChar::category(c) != QChar::Other_Control)
                characters.insert(c);
    int ethiopic = 0;
    for (char32_t c : std::as_const(characters)) {
        const QString one = QString::fromUcs4(&c, 1);
        const QString what = QStringLiteral("U+%1 %2").arg(uint(c), 4, 16, QLatin1Char('0')).arg(one);
        const QList<QGlyphRun> runs = layOut(one, font);
        QVERIFY2(!runs.isEmpty(), qPrintable(what));
        for (const QGlyphRun& run : runs) {
            QVERIFY2(!run.glyphIndexes().contains(0), qPrintable(what + QStringLiteral(" has no glyph")));
            QVERIFY2(run.rawFont().supportsCharacter(c),
                     qPrintable(what + QStringLiteral(" is not in ") + run.rawFont().familyName()));
        }
        if (c < 0x80 && QChar::isLetterOrNumber(c)) {
            // Latin letters and digits keep the desktop's font (Abyssinica SIL
            // has Latin letters too, in another style: it must not take them).
            QVERIFY2(runs.constFirst().rawFont().familyName() != QString::fromLatin1(ScriptFont::kEthiopicFamily),
                     qPrintable(what));
        }
        if (isEthiopic(c)) {
            ++ethiopic;
            // Ethiopic is drawn by the Ethiopic family of the font in use.
            QCOMPARE(runs.constFirst().rawFont().familyName(), QString::fromLatin1(ScriptFont::kEthiopicFamily));
            QVERIFY2(QFontMetrics(QFont(QString::fromLatin1(ScriptFont::kEthiopicFamily))).inFontUcs4(c),
                     qPrintable(what));
        }
    }
    // The texts are written in Ethiopic script, and many of its syllables are used.
    QVERIFY2(ethiopic > 150, qPrintable(QString::number(ethiopic)));
}

void TestEthiopic::everyStringRenders()
{
    // Whole strings (shaping may join or reorder): no run has a missing glyph.
    QFETCH(QString, language);
    QVERIFY(Translations::install(language));
    const QFont font = QGuiApplication::font();
    int strings = 0;
    for (const QString& text : tsTexts(language) + resourceTexts(language)) {
        if (text.trimmed().isEmpty())
            continue;
        ++strings;
        for (const QGlyphRun& run : layOut(text, font))
            QVERIFY2(!run.glyphIndexes().contains(0), qPrintable(text));
    }
    QVERIFY(strings > 500);
}

QTEST_MAIN(TestEthiopic)
#include "tst_ethiopic.moc"
