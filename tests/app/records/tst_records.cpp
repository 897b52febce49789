// SPDX-License-Identifier: GPL-3.0-or-later
// The game archive: records exported from and imported into the game
// controller, failed imports, positions, comments and variations, the
// autosave (also across a killed process) and the recent files.

#include "../archived_game.h"
#include "../../read_all.h"
#include "records/recordfiles.h"
#include "game/gamecontroller.h"
#include "languages/translations.h"
#include "teaching/lessonmodel.h"

#include "mancala/notation.h"
#include "mancala/playout.h"
#include "mancala/record.h"

#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QProcess>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace mancala;
using namespace mancala::app;

namespace {

bool writeBytes(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}


QString fromStd(const std::string& s) { return QString::fromStdString(s); }

/// A random game of `rules` from `seed`, `count` decisions long at most, with names and a date.
std::string randomRecord(const Rules& rules, std::uint64_t seed, int count)
{
    const Position start = startPosition(rules, seed);
    Position p = start;
    PlayoutRandom random(seed * 7919 + 3);
    std::vector<Decision> decisions;
    for (int i = 0; i < count && !p.over(); ++i) {
        Decision d;
        if (!playRandomDecision(p, random, &d))
            break;
        decisions.push_back(d);
    }
    GameRecord record = recordFromGame(start, seed, decisions);
    record.setTag("South", "Tesfay");
    record.setTag("North", "Selam");
    record.setTag("Date", "2026.11.20");
    record.setTag("Event", "Club night");
    return writeRecord(record);
}

/// Data rows `bytes`: record files the game cannot read (empty, garbage,
/// a newer version's, a set-up the engine cannot play on).
void brokenRecordFiles()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("garbage") << QByteArray("\x00\x01\xff\xfe garbage \x7f[[[{{{((", 22);
    QTest::newRow("newer version: unknown rule set") << QByteArray("[Variant \"oware\"]\n[Holes \"6\"]\n\n1. a *\n");
    QTest::newRow("newer version: unknown house rule")
        << QByteArray("[Variant \"kalah\"]\n[HouseRules \"sow-twice=on\"]\n\n1. a *\n");
    QTest::newRow("a setup the engine cannot play on")
        << QByteArray("[Variant \"mewelad\"]\n[Setup \"4,4,4,4,4,4/4,4,4,4,4,4 0,0 - - s race race:n 1 1 0 - "
                      "race=S,-\"]\n\n1. A *\n");
}

/// A controller that shows every decision at once.
struct Game {
    GameController controller;
    testing::RecordObjects archive;
    Game()
    {
        controller.player()->setSpeed(StepPlayer::Instant);
        archive.store.setAutosavePath({}); // no file unless a test asks for one
        archive.document.setController(&controller);
    }
    QString position() const { return fromStd(toPositionString(controller.position())); }
};

/// The Kalah game "1. c-f A", worked by hand: c (4) sows d e f and the
/// store (K3), South again; f (5) sows the store and A B C D; A (5) sows
/// B C D E F. South's row 4,4,0,5,5,0, North's A..F 0,6,6,6,5,5, stores 2,0.
const QString kAfterCfA = QStringLiteral("5,5,6,6,6,0/4,4,0,5,5,0 2,0 - - s play - 1 2 1 - rng=1");

} // namespace

class TestRecords : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().remove(QStringLiteral("records/recent"));
    }

    void defaultNamesFromAnotherLanguage()
    {
        // A record written in English names an unnamed player "North" (the
        // autosave too); read in Swahili it is Kaskazini's default, not a
        // name: the board says "Kaskazini", and English again says "North".
        Game g;
        QVERIFY(g.controller.playHole(2)); // c
        const QString text = g.archive.importExport.exportText();
        QVERIFY(text.contains(QStringLiteral("[North \"North\"]\n")));
        const auto english = qScopeGuard([] { Translations::install(QStringLiteral("en")); });
        QVERIFY(Translations::install(QStringLiteral("sw")));
        Game other;
        QVERIFY(other.archive.importExport.importText(text));
        QCOMPARE(other.controller.players()->northName(), QStringLiteral("Kaskazini"));
        QCOMPARE(other.controller.players()->southName(), QStringLiteral("Kusini"));
        QVERIFY(other.controller.players()->givenName(1).isEmpty());
        // A name a player gave stays whatever the language; so does a
        // default name typed in another language, as none.
        other.controller.players()->setNorthName(QStringLiteral("Süd"));
        QCOMPARE(other.controller.players()->northName(), QStringLiteral("Süd"));
        other.controller.players()->setNorthName(QStringLiteral("Nord"));
        QCOMPARE(other.controller.players()->northName(), QStringLiteral("Kaskazini"));
        QVERIFY(Translations::install(QStringLiteral("en")));
        QCOMPARE(other.controller.players()->northName(), QStringLiteral("North"));
    }

    void exportFromPlay()
    {
        Game g;
        g.controller.players()->setSouthName(QStringLiteral("Tesfay"));
        QVERIFY(g.controller.playHole(2)); // c
        QVERIFY(g.controller.playHole(5)); // f
        QVERIFY(g.controller.playHole(6)); // A
        QCOMPARE(g.position(), kAfterCfA);
        const QString text = g.archive.importExport.exportText();
        QVERIFY2(text.contains(QStringLiteral("[South \"Tesfay\"]\n")), qPrintable(text));
        // The name on the screen, the default one too ("?" is for a player with no name).
        QVERIFY(text.contains(QStringLiteral("[North \"North\"]\n")));
        QVERIFY(text.contains(QStringLiteral("[Variant \"kalah\"]\n[Holes \"6\"]\n[Seed \"1\"]\n")));
        QVERIFY(text.contains(QStringLiteral("[Date \"%1\"]").arg(QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd")))));
        QVERIFY2(text.endsWith(QStringLiteral("\n\n1. c-f A *\n")), qPrintable(text));

        Game other;
        QVERIFY(other.archive.importExport.importText(text));
        QCOMPARE(other.position(), kAfterCfA);
        QCOMPARE(other.controller.players()->southName(), QStringLiteral("Tesfay"));
        QCOMPARE(other.archive.importExport.exportText(), text);
    }

    void roundTrip_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("rules");
        QTest::addColumn<int>("seed");
        QTest::addColumn<int>("length");
        const struct {
            const char* name;
            const char* variant;
            const char* rules;
        } sets[] = {
            {"K1-kalah", "kalah", ""},
            {"K9-kalah-pie", "kalah", "pie=on"},
            {"Q1-qelat", "qelat", ""},
            {"M1-qelat-keren", "qelat-keren", ""},
            {"W2-mewelad-race", "mewelad", ""},
            {"W4-mewelad-claimed", "mewelad", "race=off;claimed-captures=on"},
            {"E2-enkeshui-race", "enkeshui", ""},
            {"E8-enkeshui-special", "enkeshui", "race=off;special-move=on"},
        };
        for (const auto& s : sets) {
            // A whole game and one broken off in the middle (a race or a turn may be pending).
            QTest::addRow("%s-whole", s.name) << s.variant << s.rules << 31 << 100000;
            QTest::addRow("%s-part", s.name) << s.variant << s.rules << 32 << 17;
        }
    }

    /// Record text -> import -> the same position -> export -> the same text, through a file too.
    void roundTrip()
    {
        QFETCH(QString, variant);
        QFETCH(QString, rules);
        QFETCH(int, seed);
        QFETCH(int, length);
        Variant v{};
        QVERIFY(variantFromId(variant.toStdString(), v));
        Rules r = Rules::defaults(v);
        for (const QString& item : rules.split(QLatin1Char(';'), Qt::SkipEmptyParts))
            QVERIFY(r.set(item.section(QLatin1Char('='), 0, 0).toStdString(),
                          item.section(QLatin1Char('='), 1).toStdString()).empty());
        const std::string text = randomRecord(r, static_cast<std::uint64_t>(seed), length);
        QVERIFY(!text.empty());
        const RecordList list = parseRecords(text);
        QVERIFY(list.ok());
        const ReplayedGame expected = readGame(list.games.front());
        QVERIFY(expected.ok());

        Game g;
        QSignalSpy loaded(&g.controller, &GameController::gameChanged);
        QVERIFY2(g.archive.importExport.importText(fromStd(text)), qPrintable(g.archive.document.error()));
        QCOMPARE(loaded.count(), 1);
        QCOMPARE(g.position(), fromStd(toPositionString(expected.end)));
        QCOMPARE(g.controller.history()->plyCount(), static_cast<int>(expected.decisions.size()));
        QCOMPARE(g.controller.variant(), variant);
        QCOMPARE(g.archive.importExport.exportText(), fromStd(text));

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.pgn"));
        QVERIFY(g.archive.importExport.saveFile(QUrl::fromLocalFile(path)));
        QCOMPARE(readAll(path), QByteArray::fromStdString(text));
        Game h;
        QVERIFY(h.archive.importExport.openFile(QUrl::fromLocalFile(path)));
        QCOMPARE(h.position(), g.position());
        QCOMPARE(h.archive.document.fileName(), path);
        QCOMPARE(h.archive.importExport.exportText(), fromStd(text));
    }

    void failedImport_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("error");
        // K2: after c-f A (kAfterCfA) South's c is empty; 'c' is column 4 of line 4.
        QTest::newRow("K2-empty-house") << QStringLiteral("[Variant \"kalah\"]\n\n1. c-f A\n2. c *\n")
                                        << QStringLiteral("line 4, column 4: 'c' is not legal: That house is empty (K2).");
        // K3: c ends in the store, so its turn goes on with '-'.
        QTest::newRow("K3-turn-not-over") << QStringLiteral("[Variant \"kalah\"]\n\n1. c f *\n")
                                          << QStringLiteral("line 3, column 4: the turn is not over after 'c': join its next decision with '-'");
        QTest::newRow("syntax-unclosed-comment")
            << QStringLiteral("[Variant \"kalah\"]\n\n1. c-f {good A *\n")
            << QStringLiteral("line 3, column 8: this comment is not closed: '}' is missing");
        QTest::newRow("no-variant") << QStringLiteral("1. c *\n")
                                    << QStringLiteral("line 1, column 1: the Variant tag is missing, e.g. [Variant \"kalah\"] "
                                                      "(kalah, qelat, qelat-keren, mewelad, enkeshui)");
        // Plain text is said to be no record at all (not "',' cannot follow a turn").
        QTest::newRow("plain-text") << QStringLiteral("Hello, this is a shopping list.\n")
                                    << QStringLiteral("This is not a game record: a record starts with tags such as "
                                                      "[Variant \"kalah\"] or with numbered moves such as 1. c-f A.");
        // Qelat rows have 6 holes: h is none of them.
        QTest::newRow("Q1-no-such-hole") << QStringLiteral("[Variant \"qelat\"]\n\n1. h *\n")
                                         << QStringLiteral("line 3, column 4: 'h' is not a decision here: no such hole");
    }

    /// The first error stops the import; the game on the board does not change.
    void failedImport()
    {
        QFETCH(QString, text);
        QFETCH(QString, error);
        Game g;
        QVERIFY(g.controller.playHole(2));
        QVERIFY(g.controller.playHole(5));
        const QString before = g.position();
        const QString exported = g.archive.importExport.exportText();
        QSignalSpy gameChanged(&g.controller, &GameController::gameChanged);
        QSignalSpy positionChanged(&g.controller, &GameController::positionChanged);
        QVERIFY(!g.archive.importExport.importText(text));
        QCOMPARE(g.archive.document.error(), error);
        QCOMPARE(gameChanged.count(), 0);
        QCOMPARE(positionChanged.count(), 0);
        QCOMPARE(g.position(), before);
        QCOMPARE(g.archive.importExport.exportText(), exported);

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.pgn"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text.toUtf8());
        f.close();
        QVERIFY(!g.archive.importExport.openFile(QUrl::fromLocalFile(path)));
        QCOMPARE(g.archive.document.error(), QStringLiteral("bad.pgn: ") + error);
        QCOMPARE(gameChanged.count(), 0);
        QVERIFY(g.archive.importExport.recentFiles().isEmpty() || g.archive.importExport.recentFiles().first() != path);
    }

    /// The export dialog's names: a new name gets ".pgn", a typed folder is a
    /// folder, "~" is home, an existing file is seen (to ask before replacing it).
    void fileDialogNames()
    {
        QTemporaryDir dir;
        const QUrl folder = QUrl::fromLocalFile(dir.path());
        RecordFiles files;
        QCOMPARE(files.resolve(folder, QStringLiteral("  my game "), true),
                 QUrl::fromLocalFile(dir.filePath(QStringLiteral("my game.pgn"))));
        QCOMPARE(files.resolve(folder, QStringLiteral("notes.txt"), true),
                 QUrl::fromLocalFile(dir.filePath(QStringLiteral("notes.txt"))));
        QCOMPARE(files.resolve(folder, QStringLiteral("old"), false),
                 QUrl::fromLocalFile(dir.filePath(QStringLiteral("old"))));
        QCOMPARE(files.resolve(folder, QStringLiteral("/tmp/x.pgn"), true), QUrl::fromLocalFile(QStringLiteral("/tmp/x.pgn")));
        QCOMPARE(files.resolve(folder, QStringLiteral("~/y"), true),
                 QUrl::fromLocalFile(QDir::homePath() + QStringLiteral("/y.pgn")));
        QVERIFY(files.resolve(folder, QStringLiteral("  "), true).isEmpty());
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("sub")));
        const QUrl sub = files.resolve(folder, QStringLiteral("sub"), true);
        QCOMPARE(sub, QUrl::fromLocalFile(dir.filePath(QStringLiteral("sub"))));
        QVERIFY(files.isFolder(sub));
        QCOMPARE(files.parentFolder(sub), folder);
        QVERIFY(files.parentFolder(QUrl::fromLocalFile(QStringLiteral("/"))).isEmpty());

        const QUrl game = files.resolve(folder, QStringLiteral("game"), true);
        QVERIFY(!files.exists(game));
        Game g;
        QVERIFY(g.archive.importExport.saveFile(game));
        QVERIFY(files.exists(game));
        QCOMPARE(files.fileName(game), QStringLiteral("game.pgn"));
        QCOMPARE(files.startFolder(game.toLocalFile()), folder);
        QCOMPARE(files.startFolder(dir.filePath(QStringLiteral("gone/game.pgn"))).isEmpty(), false);
        QVERIFY(files.startFolder(dir.filePath(QStringLiteral("gone/game.pgn"))) != QUrl::fromLocalFile(dir.filePath(QStringLiteral("gone"))));
    }

    void manyGames()
    {
        const QString text = QStringLiteral("[South \"Tesfay\"]\n[Variant \"kalah\"]\n[Seed \"1\"]\n\n1. c-f A *\n\n"
                                            "[South \"Selam\"]\n[Variant \"kalah\"]\n\n1. d *\n");
        Game g;
        QSignalSpy gameChanged(&g.controller, &GameController::gameChanged);
        QVERIFY(g.archive.importExport.importText(text));
        QCOMPARE(gameChanged.count(), 0); // nothing is loaded before the choice
        QCOMPARE(g.archive.importExport.games().size(), 2);
        QVERIFY(g.archive.importExport.games().at(1).startsWith(QStringLiteral("2. Selam")));
        QVERIFY(g.archive.importExport.openGame(0));
        QCOMPARE(g.position(), kAfterCfA);
        QVERIFY(g.archive.importExport.games().isEmpty());
        QVERIFY(!g.archive.importExport.openGame(1)); // the choice is over
    }

    void clipboard()
    {
        Game g;
        QVERIFY(g.controller.playHole(2));
        QVERIFY(g.controller.playHole(5));
        QVERIFY(g.controller.playHole(6));
        g.archive.importExport.copyPosition(); // with its rule set in front (docs/notation.md section 6)
        QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("kalah: ") + kAfterCfA);
        g.archive.importExport.copyGame();
        QCOMPARE(QGuiApplication::clipboard()->text(), g.archive.importExport.exportText());

        Game h;
        QVERIFY(h.archive.importExport.paste()); // a record
        QCOMPARE(h.position(), kAfterCfA);
        QCOMPARE(h.controller.history()->plyCount(), 3);

        QGuiApplication::clipboard()->setText(kAfterCfA);
        Game k;
        QVERIFY(k.archive.importExport.paste()); // a position: a game starts from it
        QCOMPARE(k.position(), kAfterCfA);
        QCOMPARE(k.controller.history()->plyCount(), 0);
        QVERIFY(k.archive.importExport.exportText().contains(QStringLiteral("[Setup \"%1\"]").arg(kAfterCfA)));
    }

    void positionOfAnotherRuleSet()
    {
        // The Enkeshui start (E1, layout A): 8 holes a row; the board plays Kalah.
        Rules e = Rules::defaults(Variant::Enkeshui);
        e.set("race", "off");
        const QString start = fromStd(toPositionString(startPosition(e, 1)));
        Game g;
        QVERIFY2(g.archive.importExport.loadPosition(start), qPrintable(g.archive.document.error()));
        QCOMPARE(g.controller.variant(), QStringLiteral("enkeshui"));
        QCOMPARE(g.controller.houses(), 8);
        QCOMPARE(g.position(), start);

        QSignalSpy gameChanged(&g.controller, &GameController::gameChanged);
        // 49 seeds where the rules have 48.
        QVERIFY(!g.archive.importExport.loadPosition(QStringLiteral("4,4,4,4,4,4/4,4,4,4,4,5 0,0 - - s play - 1 1 0 -")));
        QVERIFY(g.archive.document.error().startsWith(QStringLiteral("This is not a position string: ")));
        QCOMPARE(gameChanged.count(), 0);
    }

    /// Q10's lesson position (48 seeds), which Kalah's rules could read as well.
    void pastedPositionNamesItsRules()
    {
        const QString qelat = QStringLiteral("4,4,4,4,8,0/4,4,4,4,7,1 0,0 - - s play - 1 1 0 -");
        Game g;
        QCOMPARE(g.controller.newGame(QStringLiteral("enkeshui")), QString());
        QGuiApplication::clipboard()->setText(QStringLiteral("qelat: ") + qelat);
        QVERIFY(g.archive.importExport.clipboardHoldsAGame());
        QVERIFY2(g.archive.importExport.paste(), qPrintable(g.archive.document.error()));
        QCOMPARE(g.controller.variant(), QStringLiteral("qelat"));
        QCOMPARE(g.position(), qelat);
        QCOMPARE(g.archive.document.status(), QStringLiteral("The position is read as Qelat (Beni Amir & Mensa)."));
        // Copied again, it names its rule set; with a house rule of its own, that too.
        g.archive.importExport.copyPosition();
        QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("qelat: ") + qelat);
        QCOMPARE(g.controller.newGame(QStringLiteral("qelat"), {{QStringLiteral("anti-repetition"), QStringLiteral("off")}}),
                 QString());
        g.archive.importExport.copyPosition();
        QVERIFY(QGuiApplication::clipboard()->text().startsWith(QStringLiteral("qelat;anti-repetition=off: 4,4,4,4,4,4/")));

        // A prefix that names rules the string does not fit: a message, nothing changes.
        QSignalSpy gameChanged(&g.controller, &GameController::gameChanged);
        QVERIFY(!g.archive.importExport.loadPosition(QStringLiteral("kalah: 4,4,4,4,4,4/4,4,4,4,4,5 0,0 - - s play - 1 1 0 -")));
        QVERIFY(g.archive.document.error().startsWith(QStringLiteral("This is not a position string: seeds not conserved")));
        QVERIFY(!g.archive.importExport.loadPosition(QStringLiteral("oware: ") + qelat));
        QVERIFY(g.archive.document.error().contains(QStringLiteral("unknown rule set 'oware'")));
        QCOMPARE(gameChanged.count(), 0);
    }

    void oldPositionStringPrefersTheGame()
    {
        const QString qelat = QStringLiteral("4,4,4,4,8,0/4,4,4,4,7,1 0,0 - - s play - 1 1 0 -");
        // Without a prefix, the rules of the game on the board come first.
        Game q;
        QCOMPARE(q.controller.newGame(QStringLiteral("qelat")), QString());
        QVERIFY(q.archive.importExport.loadPosition(qelat));
        QCOMPARE(q.controller.variant(), QStringLiteral("qelat"));
        QCOMPARE(q.archive.document.status(), QStringLiteral("The position is read as Qelat (Beni Amir & Mensa)."));

        // In an Enkeshui game (8 holes) several rule sets fit it: the player is asked, nothing loads before.
        Game g;
        QCOMPARE(g.controller.newGame(QStringLiteral("enkeshui")), QString());
        QSignalSpy gameChanged(&g.controller, &GameController::gameChanged);
        QVERIFY(g.archive.importExport.loadPosition(qelat));
        QCOMPARE(gameChanged.count(), 0);
        QVERIFY(g.archive.importExport.choosingRules());
        const QStringList choices = g.archive.importExport.games();
        QVERIFY2(choices.size() >= 2, qPrintable(choices.join(QLatin1Char('|'))));
        QCOMPARE(choices.first(), QStringLiteral("Kalah"));
        const qsizetype pick = choices.indexOf(QStringLiteral("Qelat (Beni Amir & Mensa)"));
        QVERIFY(pick > 0);
        QVERIFY(g.archive.importExport.openGame(int(pick)));
        QCOMPARE(g.controller.variant(), QStringLiteral("qelat"));
        QCOMPARE(g.position(), qelat);
        QVERIFY(!g.archive.importExport.choosingRules());
        QVERIFY(g.archive.importExport.games().isEmpty());

        // Only one rule set fits (the Enkeshui start, 8 holes, in a Kalah game): read as that one.
        Rules e = Rules::defaults(Variant::Enkeshui);
        e.set("race", "off");
        Game k;
        QVERIFY(k.archive.importExport.loadPosition(fromStd(toPositionString(startPosition(e, 1)))));
        QCOMPARE(k.controller.variant(), QStringLiteral("enkeshui"));
        QCOMPARE(k.archive.document.status(), QStringLiteral("The position is read as Enkeshui."));
    }

    /// A prepared position: its title (Event) and question (the comment at the start) for beside the board.
    void preparedPositionQuestion()
    {
        const QString text = QStringLiteral("[Event \"Puzzle 3\"]\n[Variant \"kalah\"]\n[Setup \"%1\"]\n\n"
                                            "{South to move: how do you win two seeds?} *\n")
                                 .arg(kAfterCfA);
        Game g;
        QCOMPARE(g.archive.document.title(), QString());
        QCOMPARE(g.archive.document.question(), QString());
        QSignalSpy changed(&g.archive.document, &RecordDocument::commentChanged);
        QVERIFY2(g.archive.importExport.importText(text), qPrintable(g.archive.document.error()));
        QVERIFY(changed.count() >= 1);
        QCOMPARE(g.archive.document.title(), QStringLiteral("Puzzle 3"));
        QCOMPARE(g.archive.document.question(), QStringLiteral("South to move: how do you win two seeds?"));
        // It stays while the class plays from it.
        QVERIFY(g.controller.playHole(0));
        QCOMPARE(g.archive.document.question(), QStringLiteral("South to move: how do you win two seeds?"));
        QCOMPARE(g.archive.document.title(), QStringLiteral("Puzzle 3"));
    }

    void commentsAndVariations()
    {
        // After c-f (K3), d instead is a variation; A answers c-f.
        const QString text = QStringLiteral("[Variant \"kalah\"]\n[Seed \"1\"]\n\n{before} 1. c-f! {good} (1. d {also}) 1... A *\n");
        Game g;
        QVERIFY2(g.archive.importExport.importText(text), qPrintable(g.archive.document.error()));
        VariationModel* rows = g.archive.document.variations();
        QCOMPARE(rows->rowCount(), 3);
        QCOMPARE(rows->data(rows->index(0), VariationModel::TextRole).toString(), QStringLiteral("1. c-f!"));
        QCOMPARE(rows->data(rows->index(1), VariationModel::TextRole).toString(), QStringLiteral("1. d"));
        QCOMPARE(rows->data(rows->index(1), VariationModel::DepthRole).toInt(), 1);
        QCOMPARE(rows->data(rows->index(2), VariationModel::TextRole).toString(), QStringLiteral("1... A"));
        QCOMPARE(rows->data(rows->index(2), VariationModel::PlyRole).toInt(), 3);
        QCOMPARE(rows->current(), 2);

        g.controller.history()->goToPly(2);
        QCOMPARE(rows->current(), 0);
        QCOMPARE(g.archive.document.comment(), QStringLiteral("good"));
        g.archive.document.setComment(QStringLiteral("  a  fine\nstart "));
        QCOMPARE(g.archive.document.comment(), QStringLiteral("a fine start"));
        g.controller.history()->goToPly(0);
        QCOMPARE(g.archive.document.comment(), QStringLiteral("before"));
        QCOMPARE(g.archive.importExport.exportText().section(QStringLiteral("\n\n"), 1),
                 QStringLiteral("{before} 1. c-f! {a fine start} (1. d {also}) 1... A *\n"));

        // The variation shown: d (4) sows e f, the store and A; North to move.
        QVERIFY(g.archive.document.goToRow(1));
        QCOMPARE(g.position(), QStringLiteral("4,4,4,4,4,5/4,4,4,0,5,5 1,0 - - n play - 1 1 0 - rng=1"));
        QCOMPARE(g.archive.document.comment(), QStringLiteral("also"));
        QCOMPARE(rows->current(), 1);
        // Shown, not chosen: the record's main line stays.
        QCOMPARE(g.archive.importExport.exportText().section(QStringLiteral("\n\n"), 1),
                 QStringLiteral("{before} 1. c-f! {a fine start} (1. d {also}) 1... A *\n"));
        QCOMPARE(rows->data(rows->index(0), VariationModel::TextRole).toString(), QStringLiteral("1. c-f!"));

        // A new move after going back is a new variation, after the others.
        g.controller.history()->goToPly(0);
        QVERIFY(!g.controller.playHole(0)); // a: asked first (the record has no result)
        g.controller.confirmRetake();
        QCOMPARE(g.archive.importExport.exportText().section(QStringLiteral("\n\n"), 1),
                 QStringLiteral("{before} 1. c-f! {a fine start} (1. d {also}) (1. a) 1... A *\n"));
    }

    void keptResult()
    {
        // South resigned after c-f A: the result stands while the line does not change.
        const QString text = fromStd(writeRecord(parseRecords("[Variant \"kalah\"]\n[Holes \"6\"]\n[Seed \"1\"]\n[Result \"0-1\"]\n\n1. c-f A 0-1\n").games.front()));
        Game g;
        QVERIFY(g.archive.importExport.importText(text));
        QCOMPARE(g.archive.importExport.exportText(), text);
        QVERIFY(g.controller.playHole(0));
        QVERIFY(g.archive.importExport.exportText().contains(QStringLiteral("[Result \"*\"]")));
    }

    /// Every decision reaches the file at once; a new start restores game and ply.
    void autosave()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sub/autosave.pgn"));
        {
            Game g;
            g.archive.store.setAutosavePath(path);
            QVERIFY(!QFile::exists(path)); // nothing before the autosave starts
            QVERIFY(!g.archive.store.startAutosave());
            QVERIFY(g.archive.store.autosaving());
            QVERIFY(readAll(path).endsWith("\n\n*\n"));
            QVERIFY(g.controller.playHole(2));
            QVERIFY(readAll(path).endsWith("\n\n1. c *\n"));
            QVERIFY(g.controller.playHole(5));
            QVERIFY(g.controller.playHole(6));
            QVERIFY(readAll(path).endsWith("\n\n1. c-f A *\n"));
            g.controller.history()->undo(); // the ply shown is kept too
            QVERIFY(readAll(path).contains("[Ply \"2\"]"));
            g.controller.players()->setNorthName(QStringLiteral("Selam"));
            QVERIFY(readAll(path).contains("[North \"Selam\"]"));
        }
        Game h;
        h.archive.store.setAutosavePath(path);
        QVERIFY(h.archive.store.startAutosave());
        QCOMPARE(h.controller.history()->plyCount(), 3);
        QCOMPARE(h.controller.history()->ply(), 2);
        QCOMPARE(h.controller.players()->northName(), QStringLiteral("Selam"));
        h.controller.history()->redo();
        QCOMPARE(h.position(), kAfterCfA);
        QVERIFY(!h.archive.importExport.exportText().contains(QStringLiteral("Ply")));

        // A broken autosave is put aside, not overwritten.
        QFile broken(path);
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("[Variant \"kalah\"]\n\n1. q *\n");
        broken.close();
        Game k;
        k.archive.store.setAutosavePath(path);
        QVERIFY(!k.archive.store.startAutosave());
        QCOMPARE(k.controller.history()->plyCount(), 0);
        QCOMPARE(readAll(dir.filePath(QStringLiteral("sub/autosave.broken-1.pgn"))),
                 QByteArray("[Variant \"kalah\"]\n\n1. q *\n"));
        QVERIFY(k.archive.document.error().contains(QStringLiteral("autosave.broken-1.pgn")));
    }

    /// Q8 and Q10: an autosave written when North could still pass in this
    /// position goes on after the game's end; it is restored up to the end
    /// with a message, not put aside.
    void autosavePastTheEnd()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave.pgn"));
        const QByteArray old = "[Variant \"qelat\"]\n[Setup \"30,0,0,0,0,0/17,0,0,0,0,1 0,0 Fws,awn - s play - 1 1 0 -\"]\n"
                               "[Result \"*\"]\n\n1. f pass 2. pass A *\n";
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(old);
        file.close();
        Game g;
        g.archive.store.setAutosavePath(path);
        QVERIFY(g.archive.store.startAutosave());
        QCOMPARE(g.controller.history()->plyCount(), 1);
        QVERIFY(g.controller.over());
        QCOMPARE(g.controller.scoreSouth(), 30);
        QCOMPARE(g.controller.scoreNorth(), 17);
        QCOMPARE(g.archive.document.error(), QStringLiteral("autosave.pgn: line 5, column 6: the game is already over here "
                                                   "(1-0 30-17 by the rules as they are now): this turn and the 2 "
                                                   "after it are left out"));
        QVERIFY(!QFile::exists(path + QStringLiteral(".broken")));
        QVERIFY(readAll(path).endsWith("\n1. f 1-0\n"));
        QVERIFY(g.archive.importExport.exportText().endsWith(QStringLiteral("\n1. f 1-0\n")));
    }

    /// Files the autosave cannot read: each kept under its own number, never
    /// overwritten, the player told once; the game starts anyway.
    void autosaveBrokenFiles_data()
    {
        brokenRecordFiles();
    }
    void autosaveBrokenFiles()
    {
        QFETCH(QByteArray, bytes);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave.pgn"));
        for (int n = 1; n <= 3; ++n) {
            QVERIFY(writeBytes(path, bytes));
            Game g;
            g.archive.store.setAutosavePath(path);
            QVERIFY(!g.archive.store.startAutosave());
            QCOMPARE(g.controller.history()->plyCount(), 0);
            const QString kept = dir.filePath(QStringLiteral("autosave.broken-%1.pgn").arg(n));
            QVERIFY2(g.archive.document.error().contains(QStringLiteral("autosave.broken-%1.pgn").arg(n)),
                     qPrintable(g.archive.document.error()));
            for (int k = 1; k <= n; ++k) // the earlier ones are still there, unchanged
                QCOMPARE(readAll(dir.filePath(QStringLiteral("autosave.broken-%1.pgn").arg(k))), bytes);
            QVERIFY(QFile::exists(kept));
            QVERIFY(readAll(path).endsWith("*\n")); // a new game is saved in its place
        }
        Game again; // told once: the next start finds the new game and says nothing
        again.archive.store.setAutosavePath(path);
        again.archive.store.startAutosave();
        QCOMPARE(again.archive.document.error(), QString());
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("autosave.broken-4.pgn"))));
    }

    /// A start that died while reading the autosave left it set aside: it is
    /// kept and never read again.
    void autosaveThatStoppedTheLastStart()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave.pgn"));
        const QByteArray bytes("[Variant \"kalah\"]\n\n1. c *\n");
        QVERIFY(writeBytes(path + QStringLiteral(".reading"), bytes));
        Game g;
        g.archive.store.setAutosavePath(path);
        QVERIFY(!g.archive.store.startAutosave());
        QCOMPARE(g.controller.history()->plyCount(), 0); // not tried
        QCOMPARE(readAll(dir.filePath(QStringLiteral("autosave.broken-1.pgn"))), bytes);
        QVERIFY(!QFile::exists(path + QStringLiteral(".reading")));
        QVERIFY(g.archive.document.error().contains(QStringLiteral("stopped")));
    }

    /// An autosave cut at every tenth byte: the game comes back up to the cut,
    /// never a move that was not in it, and the cut file is kept.
    void autosaveTruncated()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave.pgn"));
        // A game of random turns with a comment and a variation, as the autosave writes it.
        const Rules rules = Rules::defaults(Variant::Kalah);
        const Position start = startPosition(rules, 4);
        Position p = start;
        PlayoutRandom random(11);
        std::vector<Decision> played;
        for (int k = 0; k < 40 && !p.over(); ++k) {
            Decision d;
            QVERIFY(playRandomDecision(p, random, &d));
            played.push_back(d);
        }
        GameRecord record = recordFromGame(start, 4, played);
        record.moves.turns[3].comments.push_back("a comment (with parentheses) and words");
        record.moves.turns[5].variations.push_back(MoveLine{{"a variation"}, {record.moves.turns[5]}});
        RecordError error;
        const QByteArray whole = QByteArray::fromStdString(writeRecord(record, &error));
        QVERIFY2(error.empty(), error.message().c_str());
        QVERIFY2(whole.size() > 250, whole.constData());
        int lastPly = 0;
        int keptFiles = 0;
        for (qsizetype cut = 10; cut < whole.size(); cut += 10) {
            QVERIFY(writeBytes(path, whole.left(cut)));
            Game g;
            g.archive.store.setAutosavePath(path);
            g.archive.store.startAutosave();
            const std::vector<Decision> restored = g.controller.history()->decisions();
            QVERIFY(restored.size() <= played.size());
            QVERIFY(std::equal(restored.begin(), restored.end(), played.begin()));
            QVERIFY2(int(restored.size()) >= lastPly, qPrintable(QStringLiteral("cut at %1").arg(cut)));
            lastPly = int(restored.size());
            if (g.archive.document.error().isEmpty())
                continue; // the cut left a whole record (it fell in the result's newline)
            ++keptFiles;
            const QString kept = dir.filePath(QStringLiteral("autosave.broken-%1.pgn").arg(keptFiles));
            QCOMPARE(readAll(kept), whole.left(cut));
        }
        // A cut within the last turn restores the turns before it.
        QVERIFY(lastPly >= int(played.size()) - 2);
        QVERIFY(keptFiles > 20);
    }

    /// A save that fails (the folder is a file: no disk, no permission can
    /// help) is reported, nothing crashes, and the next save goes on trying.
    void autosaveFailingSave()
    {
        QTemporaryDir dir;
        QVERIFY(writeBytes(dir.filePath(QStringLiteral("file")), "the player's file\n"));
        const QString path = dir.filePath(QStringLiteral("file/autosave.pgn"));
        Game g;
        g.archive.store.setAutosavePath(path);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("autosave to .* failed")));
        QVERIFY(!g.archive.store.startAutosave());
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("autosave to .* failed")));
        QVERIFY(g.controller.playHole(2));
        QCOMPARE(readAll(dir.filePath(QStringLiteral("file"))), QByteArray("the player's file\n"));
    }

    void recentFiles()
    {
        QSettings().remove(QStringLiteral("records/recent"));
        QTemporaryDir dir;
        Game g;
        QSignalSpy changed(&g.archive.importExport, &RecordImportExport::recentFilesChanged);
        for (int i = 0; i < 12; ++i)
            QVERIFY(g.archive.importExport.saveFile(QUrl::fromLocalFile(dir.filePath(QStringLiteral("g%1.pgn").arg(i)))));
        QVERIFY(g.archive.importExport.openFile(QUrl::fromLocalFile(dir.filePath(QStringLiteral("g3.pgn")))));
        QCOMPARE(changed.count(), 13);
        const QStringList recent = g.archive.importExport.recentFiles();
        QCOMPARE(recent.size(), 10);
        QCOMPARE(recent.first(), dir.filePath(QStringLiteral("g3.pgn")));
        QCOMPARE(recent.at(1), dir.filePath(QStringLiteral("g11.pgn")));
        QVERIFY(!recent.contains(dir.filePath(QStringLiteral("g1.pgn"))));
        QCOMPARE(recent.count(dir.filePath(QStringLiteral("g3.pgn"))), 1);
    }

    /// A recent file whose name holds what a URL reads as its end ('#', '?',
    /// '%') opens from the list (the menu made "file://" + path of it, which
    /// cut the name at the '#').
    void recentFileNamesOfEveryKind()
    {
        QSettings().remove(QStringLiteral("records/recent"));
        QTemporaryDir dir;
        Game g;
        QVERIFY(g.controller.playHole(2));
        const QString exported = g.archive.importExport.exportText();
        const QStringList names{QStringLiteral("game #2.pgn"), QStringLiteral("100% mine.pgn"),
                                QStringLiteral("what?.pgn"), QStringLiteral("ሰላም.pgn")};
        for (const QString& name : names)
            QVERIFY(g.archive.importExport.saveFile(QUrl::fromLocalFile(dir.filePath(name))));
        QCOMPARE(g.archive.importExport.recentFiles().size(), names.size());
        for (const QString& path : g.archive.importExport.recentFiles()) {
            Game other;
            QVERIFY2(other.archive.importExport.openRecent(path), qPrintable(path + QStringLiteral(": ") + other.archive.document.error()));
            QCOMPARE(other.archive.importExport.exportText(), exported);
            QCOMPARE(other.archive.document.fileName(), path);
        }
    }

    /// The list in the settings is the player's file too: what another
    /// version or a hand edit left there (numbers, empty or relative names,
    /// repeats, too many) never reaches the menu.
    void recentListFromABrokenSettingsFile()
    {
        const QString a = QDir::rootPath() + QStringLiteral("games/a.pgn");
        const QString b = QDir::rootPath() + QStringLiteral("games/b #1.pgn");
        QVariantList stored{7, QString(), QStringLiteral("relative.pgn"), a, a, b};
        for (int i = 0; i < 20; ++i)
            stored << QDir::rootPath() + QStringLiteral("many/%1.pgn").arg(i);
        QSettings().setValue(QStringLiteral("records/recent"), stored);
        Game g;
        const QStringList recent = g.archive.importExport.recentFiles();
        QCOMPARE(recent.size(), 10);
        QCOMPARE(recent.at(0), a);
        QCOMPARE(recent.at(1), b);
        QCOMPARE(recent.at(2), QDir::rootPath() + QStringLiteral("many/0.pgn"));
        QSettings().setValue(QStringLiteral("records/recent"), QStringLiteral("%1").arg(a)); // one string, not a list
        QCOMPARE(g.archive.importExport.recentFiles(), QStringList{a});
        QSettings().remove(QStringLiteral("records/recent"));
    }

    /// A recent file that another program broke (emptied, cut, garbage, a
    /// newer version's): opening it from the list says so once, the game on
    /// the board stays, the file stays on disk byte for byte and in the list.
    void recentFileBroken_data()
    {
        brokenRecordFiles();
    }
    void recentFileBroken()
    {
        QFETCH(QByteArray, bytes);
        QSettings().remove(QStringLiteral("records/recent"));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("mine.pgn"));
        {
            Game first;
            QVERIFY(first.controller.playHole(2));
            QVERIFY(first.archive.importExport.saveFile(QUrl::fromLocalFile(path)));
        }
        QVERIFY(writeBytes(path, bytes));
        Game g;
        QVERIFY(g.controller.playHole(3));
        const QString before = g.archive.importExport.exportText();
        QSignalSpy told(&g.archive.document, &RecordDocument::errorChanged);
        QVERIFY(!g.archive.importExport.openRecent(g.archive.importExport.recentFiles().value(0)));
        QCOMPARE(told.count(), 1);
        QVERIFY2(g.archive.document.error().startsWith(QStringLiteral("mine.pgn: ")), qPrintable(g.archive.document.error()));
        QCOMPARE(g.archive.importExport.exportText(), before);
        QCOMPARE(readAll(path), bytes);
        QCOMPARE(g.archive.importExport.recentFiles(), QStringList{path});
    }

    /// A recent file cut at every tenth byte: it opens up to a whole turn
    /// before the cut or says why not; never a move that was not in it, and
    /// the file is left as it is.
    void recentFileTruncated()
    {
        QSettings().remove(QStringLiteral("records/recent"));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("mine.pgn"));
        const QByteArray whole = QByteArray::fromStdString(randomRecord(Rules::defaults(Variant::Qelat), 5, 60));
        QVERIFY(whole.size() > 300);
        QVERIFY(writeBytes(path, whole));
        std::vector<Decision> played;
        {
            Game g;
            QVERIFY(g.archive.importExport.openRecent(path));
            played = g.controller.history()->decisions();
        }
        QVERIFY(played.size() > 20);
        int refused = 0;
        for (qsizetype cut = 10; cut < whole.size(); cut += 10) {
            QVERIFY(writeBytes(path, whole.left(cut)));
            Game g;
            QSignalSpy told(&g.archive.document, &RecordDocument::errorChanged);
            if (g.archive.importExport.openRecent(path)) {
                const std::vector<Decision> opened = g.controller.history()->decisions();
                QVERIFY(opened.size() <= played.size());
                QVERIFY(std::equal(opened.begin(), opened.end(), played.begin()));
            } else {
                ++refused;
                QCOMPARE(told.count(), 1);
                QVERIFY2(g.archive.document.error().startsWith(QStringLiteral("mine.pgn: ")), qPrintable(g.archive.document.error()));
            }
            QCOMPARE(readAll(path), whole.left(cut));
        }
        QVERIFY(refused > 0);
    }

    /// A lesson file of the teacher's folder that does not hold is named
    /// with the start's other notices, at one start only.
    void startTellsOfBrokenLessonsOnce()
    {
        QTemporaryDir dir;
        const QString folder = LessonModel::userLessonsFolder();
        QVERIFY(QDir().mkpath(folder));
        const auto cleanup = qScopeGuard([&] {
            QDir(folder).removeRecursively();
            LessonModel::userFolderNotice();
        });
        QVERIFY(writeBytes(folder + QStringLiteral("/broken.json"), "{\"lessons\": ["));
        for (int start = 1; start <= 2; ++start) {
            Game g;
            g.archive.store.setAutosavePath(dir.filePath(QStringLiteral("autosave.pgn")));
            g.archive.store.startAutosave();
            if (start == 1)
                QVERIFY2(g.archive.document.error().contains(QStringLiteral("broken.json: not JSON")), qPrintable(g.archive.document.error()));
            else
                QCOMPARE(g.archive.document.error(), QString());
        }
        QCOMPARE(readAll(folder + QStringLiteral("/broken.json")), QByteArray("{\"lessons\": ["));
    }

    /// The real window, killed with SIGKILL after its moves: the next start shows them.
    void autosaveSurvivesKill()
    {
        QTemporaryDir dir;
        const QString save = dir.filePath(QStringLiteral("autosave.pgn"));
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("QT_QUICK_BACKEND"), QStringLiteral("software"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("MANCALA_AUTOSAVE"), save);
        // In the sanitizer build the window's Qt Quick leaks are Qt's own (the QML
        // tests stay out of that run): leaks are not checked, memory errors are.
        env.insert(QStringLiteral("ASAN_OPTIONS"), env.value(QStringLiteral("ASAN_OPTIONS")) + QStringLiteral(":detect_leaks=0"));
        QProcessEnvironment first = env;
        first.insert(QStringLiteral("MANCALA_MOVES"), QStringLiteral("c f A"));
        QProcess app;
        const auto stop = qScopeGuard([&app] {
            app.kill();
            app.waitForFinished();
        });
        app.setProcessEnvironment(first);
        app.start(QStringLiteral(MANCALA_BINARY), {});
        QVERIFY(app.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(readAll(save).endsWith("\n\n1. c-f A *\n"), 20000);
        app.kill(); // SIGKILL
        QVERIFY(app.waitForFinished());
        QCOMPARE(app.exitStatus(), QProcess::CrashExit);

        const QString out = dir.filePath(QStringLiteral("position.txt"));
        QProcessEnvironment second = env;
        second.insert(QStringLiteral("MANCALA_POSITION_OUT"), out);
        app.setProcessEnvironment(second);
        app.start(QStringLiteral(MANCALA_BINARY), {});
        QVERIFY(app.waitForFinished(20000));
        QCOMPARE(app.exitCode(), 0);
        QCOMPARE(QString::fromUtf8(readAll(out)), kAfterCfA + QStringLiteral("\n3\n\n"));
    }
};

QTEST_MAIN(TestRecords)
#include "tst_records.moc"
