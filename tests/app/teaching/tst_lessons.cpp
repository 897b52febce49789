// SPDX-License-Identifier: GPL-3.0-or-later
// Teaching lessons: the built-in files load, every lesson's position reads,
// its move is legal there and fires the rule it announces; lessons cover the
// rule ids of every rule set; bad files in the user's folder are skipped
// with a clear message.
#include "teaching/lessonmodel.h"
#include "teaching/lessonsession.h"
#include "activities/keptgame.h"
#include "game/gamecontroller.h"
#include "teaching/narrator.h"
#include "teaching/rulenumbers.h"

#include "mancala/notation.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace mancala;
using namespace mancala::app;

namespace {

QString fromStd(std::string_view text) { return QString::fromUtf8(text.data(), qsizetype(text.size())); }

void writeFile(const QString& path, const QByteArray& text)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(text);
}

const QStringList kVariants{QStringLiteral("kalah"), QStringLiteral("qelat"), QStringLiteral("qelat-keren"),
                            QStringLiteral("mewelad"), QStringLiteral("enkeshui")};

/// A lesson a teacher might write: Kalah K3 from the start position.
const QByteArray kGoodUserLesson = R"({"variant": "kalah", "lessons": [{
    "id": "user-extra-turn", "title": "Again!", "rules": ["K3"],
    "position": "4,4,4,4,4,4/4,4,4,4,4,4 0,0 - - s play - 1 1 0 -",
    "move": "c", "announces": ["K3"], "explanation": "Four seeds from c end in the store."}]})";

} // namespace

class TestLessons : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void builtInLessonsLoad();
    void everyLessonHolds_data();
    void everyLessonHolds();
    void lessonsCoverTheRules();
    void variantFilter();
    void userFolder();
    void badLessonsAreSkipped_data();
    void badLessonsAreSkipped();
    void userFolderBrokenFiles_data();
    void userFolderBrokenFiles();
    void userFolderTruncated();
    void explanationSaysTheNames();
    void theLessonsSettingsAreItsOwn();
    void headingNamesTheLessonsRule_data();
    void headingNamesTheLessonsRule();
    void shuttlingLessonNamesQ10();
    void explanationsInPlainWords();
    void cardKeepsTheAnswer();
    void ruleNumbersForTheTeacherOnly();

private:
    QList<Lesson> m_lessons;
};

void TestLessons::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QDir(LessonModel().userFolder()).removeRecursively();
    LessonModel model;
    m_lessons = model.lessons();
}

void TestLessons::builtInLessonsLoad()
{
    LessonModel model;
    QVERIFY2(model.problems().isEmpty(), qPrintable(model.problems().join(QLatin1Char('\n'))));
    QCOMPARE(model.rowCount(), m_lessons.size());
    QVERIFY(model.rowCount() >= 25);
    // At least five lessons for each rule set, ids unique.
    QSet<QString> ids;
    for (const QString& v : kVariants) {
        int n = 0;
        for (const Lesson& l : m_lessons)
            n += l.variant == v;
        QVERIFY2(n >= 5, qPrintable(v));
    }
    for (const Lesson& l : m_lessons) {
        QVERIFY2(!ids.contains(l.id), qPrintable(l.id));
        ids << l.id;
        QVERIFY(l.source.startsWith(QLatin1String(":/lessons/")));
    }
    const QModelIndex first = model.index(0);
    QCOMPARE(model.data(first, LessonModel::IdRole).toString(), m_lessons.first().id);
    QCOMPARE(model.data(first, LessonModel::TitleRole).toString(), m_lessons.first().title);
    QVERIFY(!model.data(first, LessonModel::ExplanationRole).toString().isEmpty());
}

void TestLessons::everyLessonHolds_data()
{
    QTest::addColumn<int>("row");
    for (int i = 0; i < m_lessons.size(); ++i)
        QTest::newRow(qPrintable(m_lessons[i].id + QLatin1Char(' ') + m_lessons[i].announces.join(QLatin1Char(','))))
            << i;
}

void TestLessons::everyLessonHolds()
{
    QFETCH(int, row);
    const Lesson& lesson = m_lessons[row];
    Rules rules;
    QString error;
    QVERIFY2(lesson.makeRules(rules, error), qPrintable(error));
    // The position string reads back to itself.
    Position start;
    QCOMPARE(fromStd(fromPositionString(lesson.position.toStdString(), rules, start)), QString());
    QCOMPARE(fromStd(toPositionString(start)), lesson.position);
    QCOMPARE(fromStd(checkConsistency(start)), QString());
    // Play the move decision by decision: each legal, seeds conserved.
    Position p = start;
    StepList steps;
    for (const QString& token : lesson.move.split(QLatin1Char('-'))) {
        Decision d;
        std::string why;
        QVERIFY2(parseDecision(p, token.toStdString(), d, why), why.c_str());
        QVERIFY2(whyIllegal(p, d).empty(), whyIllegal(p, d).c_str());
        const int before = p.totalSeeds();
        QVERIFY(apply(p, d, &steps));
        QCOMPARE(p.totalSeeds(), before);
    }
    // Some step names each announced rule, and that step is narrated naming it.
    const std::vector<BoardView> views = replay(start, steps, p);
    for (const QString& id : lesson.announces) {
        int found = -1;
        for (int i = 0; i < int(steps.size()) && found < 0; ++i)
            if (fromStd(ruleIdName(steps[std::size_t(i)].rule)) == id)
                found = i;
        QVERIFY2(found >= 0, qPrintable(id));
        const Narration n = Narrator::narrate(rules, steps, found, views[std::size_t(found)]);
        QVERIFY2(n.text.contains(id), qPrintable(n.text));
    }
    for (const QString& id : lesson.mustNotFire)
        for (const Step& s : steps)
            QVERIFY2(fromStd(ruleIdName(s.rule)) != id, qPrintable(id));
    // Lesson::play() agrees.
    Position start2;
    Position end2;
    StepList steps2;
    QCOMPARE(lesson.play(rules, start2, end2, steps2), QString());
    QCOMPARE(end2, p);
    QCOMPARE(steps2, steps);
}

void TestLessons::lessonsCoverTheRules()
{
    // Every rule id of docs/rules.md is demonstrated by some lesson, except G1 (a
    // position whose every sowing goes round for 1,000 laps is no lesson).
    QSet<QString> demonstrated;
    for (const Lesson& l : m_lessons)
        for (const QString& id : l.rules)
            demonstrated << id;
    QStringList missing;
    for (int r = 1; r <= int(RuleId::E10); ++r) {
        const QString id = fromStd(ruleIdName(RuleId(r)));
        if (!demonstrated.contains(id) && id != QLatin1String("G1"))
            missing << id;
    }
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char(' '))));
}

void TestLessons::variantFilter()
{
    LessonModel model;
    QSignalSpy count(&model, &LessonModel::countChanged);
    model.setVariant(QStringLiteral("qelat"));
    QCOMPARE(count.size(), 1);
    QVERIFY(model.rowCount() >= 5);
    for (int i = 0; i < model.rowCount(); ++i)
        QCOMPARE(model.data(model.index(i), LessonModel::VariantRole).toString(), QStringLiteral("qelat"));
    model.setVariant(QString());
    QCOMPARE(model.rowCount(), m_lessons.size());
}

void TestLessons::userFolder()
{
    LessonModel model;
    QDir().mkpath(model.userFolder());
    writeFile(model.userFolder() + QStringLiteral("/mine.json"), kGoodUserLesson);
    model.reload();
    QVERIFY2(model.problems().isEmpty(), qPrintable(model.problems().join(QLatin1Char('\n'))));
    QCOMPARE(model.rowCount(), m_lessons.size() + 1);
    const Lesson& added = model.lessons().last();
    QCOMPARE(added.id, QStringLiteral("user-extra-turn"));
    QVERIFY(added.source.endsWith(QLatin1String("/mine.json")));
    QDir(model.userFolder()).removeRecursively();
}

void TestLessons::badLessonsAreSkipped_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("message");
    const QByteArray position = "\"position\": \"4,4,4,4,4,4/4,4,4,4,4,4 0,0 - - s play - 1 1 0 -\"";
    auto lesson = [&](const QByteArray& fields) {
        return QByteArray("{\"variant\": \"kalah\", \"lessons\": [{\"id\": \"x\", \"title\": \"X\", "
                          "\"explanation\": \"E\", ")
            + fields + "}]}";
    };
    QTest::newRow("not JSON") << QByteArray("{\"lessons\": [") << QStringLiteral("bad.json: not JSON at offset");
    QTest::newRow("no lessons") << QByteArray("{\"variant\": \"kalah\"}")
                                << QStringLiteral("bad.json: expected {\"variant\": ..., \"lessons\": [...]}");
    QTest::newRow("no move") << lesson(position + ", \"announces\": [\"K2\"]")
                             << QStringLiteral("bad.json: lesson 1 (x): 'move' is missing or empty; skipped");
    QTest::newRow("unknown rule id") << lesson(position + ", \"move\": \"c\", \"announces\": [\"K12\"]")
                                     << QStringLiteral("'K12' is not a rule id");
    QTest::newRow("unknown variant")
        << QByteArray("{\"variant\": \"oware\", \"lessons\": [{\"id\": \"x\", \"title\": \"X\", \"explanation\": "
                      "\"E\", ")
            + position + ", \"move\": \"c\", \"announces\": [\"K2\"]}]}"
        << QStringLiteral("'oware' is not a rule set");
    QTest::newRow("bad house rule") << lesson(position + ", \"houseRules\": [\"pie=maybe\"], \"move\": \"c\", "
                                                         "\"announces\": [\"K2\"]")
                                    << QStringLiteral("house rule 'pie=maybe'");
    QTest::newRow("bad position") << lesson("\"position\": \"4,4/4,4 0,0\", \"move\": \"c\", \"announces\": [\"K2\"]")
                                  << QStringLiteral("the position does not read");
    // K2: North's C is not South's to sow.
    QTest::newRow("illegal move") << lesson(position + ", \"move\": \"C\", \"announces\": [\"K2\"]")
                                  << QStringLiteral("'C' is not legal there: You may only sow from your own houses");
    // b from the start fires K2 only: no extra turn.
    QTest::newRow("rule not fired") << lesson(position + ", \"move\": \"b\", \"announces\": [\"K3\"]")
                                    << QStringLiteral("the move does not fire K3");
    QTest::newRow("forbidden rule fired")
        << lesson(position + ", \"move\": \"c\", \"announces\": [\"K2\"], \"mustNotFire\": [\"K3\"]")
        << QStringLiteral("the move fires K3, which it must not");
}

void TestLessons::badLessonsAreSkipped()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, message);
    LessonModel model;
    QDir().mkpath(model.userFolder());
    writeFile(model.userFolder() + QStringLiteral("/bad.json"), text);
    writeFile(model.userFolder() + QStringLiteral("/good.json"), kGoodUserLesson);
    QSignalSpy problems(&model, &LessonModel::problemsChanged);
    model.reload();
    QCOMPARE(problems.size(), 1);
    QCOMPARE(model.problems().size(), 1);
    QVERIFY2(model.problems().first().contains(message), qPrintable(model.problems().first()));
    // The good file beside it still loads.
    QCOMPARE(model.rowCount(), m_lessons.size() + 1);
    QDir(model.userFolder()).removeRecursively();
}

/// Files of the teacher's folder the program cannot use (emptied, garbage,
/// a newer version's, far too large): the rest loads, the start says what
/// was left out once, and the files stay as they are.
void TestLessons::userFolderBrokenFiles_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message");
    QTest::addColumn<int>("lessonsRead");
    QTest::newRow("empty") << QByteArray() << QStringLiteral("mine.json: not JSON at offset 0") << 0;
    static const char garbage[] = "\x00\x01\xff\xfe{\"lessons\": [\x7f";
    QTest::newRow("garbage") << QByteArray(garbage, sizeof garbage - 1)
                             << QStringLiteral("mine.json: not JSON at offset") << 0;
    // A newer version's file: a version field, a field this version does not
    // know and a rule id it does not have; its other lesson still loads.
    QByteArray newer = kGoodUserLesson;
    newer.replace("{\"variant\": \"kalah\", \"lessons\": [{", "{\"version\": 2, \"variant\": \"kalah\", \"lessons\": [{");
    newer.replace("}]}", R"(}, {"id": "future", "title": "F", "rules": ["K12"], "hints": ["h"],
        "position": "4,4,4,4,4,4/4,4,4,4,4,4 0,0 - - s play - 1 1 0 -", "move": "c", "announces": ["K12"],
        "explanation": "E"}]})");
    QTest::newRow("newer version") << newer << QStringLiteral("mine.json: lesson 2 (future): 'K12' is not a rule id")
                                   << 1;
    QTest::newRow("too large") << kGoodUserLesson + QByteArray(5 << 20, ' ')
                               << QStringLiteral("mine.json: larger than 4 MB: not read") << 0;
}

void TestLessons::userFolderBrokenFiles()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    QFETCH(int, lessonsRead);
    const QString folder = LessonModel::userLessonsFolder();
    QDir().mkpath(folder);
    const auto cleanup = qScopeGuard([&] {
        QDir(folder).removeRecursively();
        LessonModel::userFolderNotice(); // forgets what it told
    });
    const QString mine = folder + QStringLiteral("/mine.json");
    writeFile(mine, bytes);
    QByteArray good = kGoodUserLesson;
    writeFile(folder + QStringLiteral("/good.json"), good.replace("user-extra-turn", "good-extra-turn"));
    LessonModel model;
    QCOMPARE(model.problems().size(), 1);
    QVERIFY2(model.problems().first().startsWith(message), qPrintable(model.problems().first()));
    QCOMPARE(model.rowCount(), m_lessons.size() + 1 + lessonsRead);

    // Told at the start, once: the next start with the same files is quiet.
    const QString notice = LessonModel::userFolderNotice();
    QVERIFY2(notice.contains(message) && notice.contains(QDir::toNativeSeparators(folder)), qPrintable(notice));
    QCOMPARE(LessonModel::userFolderNotice(), QString());
    // The teacher's bytes are as they were.
    QFile file(mine);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll() == bytes);
    // Mended, then broken again: told again.
    writeFile(mine, kGoodUserLesson);
    QCOMPARE(LessonModel::userFolderNotice(), QString());
    writeFile(mine, bytes);
    QVERIFY(!LessonModel::userFolderNotice().isEmpty());
}

/// A lesson file cut at every tenth byte: never a crash, one problem naming
/// the file, only lessons that were in it, the file left as it is.
void TestLessons::userFolderTruncated()
{
    const QString folder = LessonModel::userLessonsFolder();
    QDir().mkpath(folder);
    const auto cleanup = qScopeGuard([&] { QDir(folder).removeRecursively(); });
    QByteArray two = kGoodUserLesson;
    two.replace("}]}", R"(}, {"id": "user-second", "title": "Again", "rules": ["K2"],
        "position": "4,4,4,4,4,4/4,4,4,4,4,4 0,0 - - s play - 1 1 0 -", "move": "a", "announces": ["K2"],
        "explanation": "a sows b c d."}]})");
    const QString path = folder + QStringLiteral("/cut.json");
    writeFile(path, two);
    QCOMPARE(LessonModel().rowCount(), m_lessons.size() + 2);
    for (qsizetype cut = 10; cut < two.size(); cut += 10) {
        writeFile(path, two.left(cut));
        LessonModel model;
        QCOMPARE(model.problems().size(), 1);
        QVERIFY(model.problems().first().startsWith(QStringLiteral("cut.json: ")));
        QCOMPARE(model.rowCount(), m_lessons.size());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll() == two.left(cut));
    }
}

/// A lesson says the players' names where its text says "South" and "North".
void TestLessons::explanationSaysTheNames()
{
    GameController game;
    LessonSession session;
    session.setGame(&game);
    QVERIFY(session.open(QStringLiteral("kalah-pie")));
    QCOMPARE(session.explanation(), QStringLiteral("After South's first move, North may swap sides instead of moving, "
                                                   "and take over the position South made. This stops the first player "
                                                   "from choosing an opening that is too strong. Find what North can do here."));
    QSignalSpy changed(&session, &LessonSession::lessonChanged);
    game.players()->setSouthName(QStringLiteral("Amira"));
    game.players()->setNorthName(QStringLiteral("South"));   // a name that is a side's word: replaced at once, not twice
    QVERIFY(changed.count() >= 1);
    QCOMPARE(session.explanation(), QStringLiteral("After Amira's first move, South may swap sides instead of moving, "
                                                   "and take over the position Amira made. This stops the first player "
                                                   "from choosing an opening that is too strong. Find what South can do here."));
}

/// A lesson gives both sides to the learner and turns teaching mode on:
/// the player's own levels, rules and teaching mode stay kept and come back
/// when it ends (a new game replaces it here).
void TestLessons::theLessonsSettingsAreItsOwn()
{
    GameController game;
    QCOMPARE(game.newGame(QStringLiteral("enkeshui")), QString());
    QCOMPARE(game.houseRule(QStringLiteral("race")), QStringLiteral("on"));
    game.setLevel(1, 4);
    LessonSession session;
    session.setGame(&game);
    QVERIFY(session.open(QStringLiteral("enkeshui-bull")));
    QCOMPARE(game.level(1), 0);
    QVERIFY(game.player()->stepping());
    QCOMPARE(game.houseRule(QStringLiteral("race")), QStringLiteral("off"));
    const KeptGame* kept = KeptGame::of(&game);
    QCOMPARE(kept->level(1), 4);
    QCOMPARE(QString::fromStdString(kept->rules().value("race")), QStringLiteral("on"));
    QVERIFY(session.nextLesson()); // the next lesson keeps what the first found
    QCOMPARE(kept->level(1), 4);
    QCOMPARE(game.newGame(QStringLiteral("kalah")), QString());
    QVERIFY(!session.active());
    QCOMPARE(game.level(1), 4);
    QVERIFY(!game.player()->stepping());
}

void TestLessons::headingNamesTheLessonsRule_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<QString>("rule");
    // Lessons whose move fires another rule than the one they teach.
    QTest::newRow("Q10, its move sows by Q3") << QStringLiteral("qelat-anti-repetition") << QStringLiteral("Q10");
    QTest::newRow("Q6, its move fires Q5") << QStringLiteral("qelat-eligible") << QStringLiteral("Q6");
    QTest::newRow("E6, its move fires E3") << QStringLiteral("enkeshui-no-capture-after-relay") << QStringLiteral("E6");
    QTest::newRow("K6, its move fires K2") << QStringLiteral("kalah-clockwise") << QStringLiteral("K6");
    // Lessons that list the board's rule too.
    QTest::newRow("K2, not K1") << QStringLiteral("kalah-sowing") << QStringLiteral("K2");
    QTest::newRow("K3, not K2") << QStringLiteral("kalah-extra-turn") << QStringLiteral("K3");
    QTest::newRow("E2, not E1") << QStringLiteral("enkeshui-race") << QStringLiteral("E2");
    QTest::newRow("Q3, not Q1") << QStringLiteral("qelat-direction") << QStringLiteral("Q3");
    QTest::newRow("M2, not M1") << QStringLiteral("keren-relay") << QStringLiteral("M2");
}

/// The heading over a lesson ("Lesson · Q10") names the rule it teaches.
void TestLessons::headingNamesTheLessonsRule()
{
    QFETCH(QString, lesson);
    QFETCH(QString, rule);
    GameController game;
    LessonSession session;
    session.setGame(&game);
    RuleNumbers::instance()->setOn(true);
    const auto off = qScopeGuard([] { RuleNumbers::instance()->setOn(false); });
    QVERIFY(session.open(lesson));
    QCOMPARE(session.rule(), rule);
}

/// Q10's lesson: the last seed of f is told as what Q10 does, not as an ending in an empty hole.
void TestLessons::shuttlingLessonNamesQ10()
{
    const auto it = std::find_if(m_lessons.cbegin(), m_lessons.cend(),
                                 [](const Lesson& l) { return l.id == QLatin1String("qelat-anti-repetition"); });
    QVERIFY(it != m_lessons.cend());
    Rules rules;
    QString error;
    QVERIFY(it->makeRules(rules, error));
    Position start;
    Position end;
    StepList steps;
    QCOMPARE(it->play(rules, start, end, steps), QString());
    const std::vector<BoardView> views = replay(start, steps, end);
    const Narration last = Narrator::narrate(rules, steps, int(steps.size()) - 1, views[steps.size() - 1]);
    QCOMPARE(last.rule, RuleId::Q10);
    QVERIFY2(last.text.contains(QLatin1String("(Q10)")), qPrintable(last.text));
    QVERIFY2(!last.text.contains(QLatin1String("empty")), qPrintable(last.text));
}

/// What a class hears: no house-rule ids (quiet-end=score) and whole sentences, in every language.
void TestLessons::explanationsInPlainWords()
{
    const QStringList files = QDir(QStringLiteral(":/lessons")).entryList({QStringLiteral("*.json")});
    QVERIFY(files.size() >= 30);
    static const QRegularExpression houseRule(QStringLiteral("[a-z]+(-[a-z]+)*=[a-z0-9]+"));
    for (const QString& file : files) {
        QList<Lesson> lessons;
        QStringList problems;
        LessonModel::readFile(QStringLiteral(":/lessons/") + file, lessons, problems);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        for (const Lesson& l : lessons) {
            const QByteArray where = (file + QLatin1Char(' ') + l.id + QStringLiteral(": ") + l.explanation).toUtf8();
            QVERIFY2(!l.explanation.contains(houseRule), where);
            QVERIFY2(!l.explanation.contains(QLatin1String("an end hole, is")), where);
        }
    }
}

/**
 * The card (title and explanation, shown above "Find the move that shows
 * it") never names a hole the lesson's move sows, in any language: the move
 * is the learner's to find (the hint names it after two wrong tries). A
 * letter joined to a word by an apostrophe ("d’une") is no hole; "a" and
 * "A" are words too: followed by a word ("a hole", "A round") they are not a hole.
 */
void TestLessons::cardKeepsTheAnswer()
{
    const QStringList files = QDir(QStringLiteral(":/lessons")).entryList({QStringLiteral("*.json")});
    QVERIFY(files.size() >= 30);
    int checked = 0;
    for (const QString& file : files) {
        QList<Lesson> lessons;
        QStringList problems;
        LessonModel::readFile(QStringLiteral(":/lessons/") + file, lessons, problems);
        for (const Lesson& l : lessons) {
            const QString card = l.title + QLatin1Char('\n') + l.explanation;
            for (const QString& token : l.move.split(QLatin1Char('-'))) {
                const QString hole = token.trimmed();
                if (hole.size() != 1 || !hole.at(0).isLetter())
                    continue; // pass, swap, cw, a special move's layout
                const QString notAWord = hole.compare(QLatin1String("a"), Qt::CaseInsensitive) == 0
                    ? QStringLiteral("(?!\\s+\\p{L})")
                    : QString();
                const QRegularExpression named(QStringLiteral("(?<![\\p{L}\\p{N}’'])%1(?![\\p{L}\\p{N}’'])%2").arg(hole, notAWord),
                                               QRegularExpression::UseUnicodePropertiesOption);
                const QByteArray where = (file + QLatin1Char(' ') + l.id + QStringLiteral(" names ") + hole
                                          + QStringLiteral(": ") + card)
                                             .toUtf8();
                QVERIFY2(!card.contains(named), where);
                ++checked;
            }
        }
    }
    QVERIFY(checked >= 200);
}

/// The rule ids show on the lesson card and in its feedback only when a teacher turned them on.
void TestLessons::ruleNumbersForTheTeacherOnly()
{
    GameController game;
    LessonSession session;
    session.setGame(&game);
    const auto off = qScopeGuard([] { RuleNumbers::instance()->setOn(false); });
    RuleNumbers::instance()->setOn(false);
    QVERIFY(session.open(QStringLiteral("kalah-capture")));
    QCOMPARE(session.rule(), QString());
    QVERIFY(game.playHole(2)); // c: not the lesson's move (a, K4)
    QTRY_COMPARE(session.state(), LessonSession::Wrong);
    static const QRegularExpression ruleId(QStringLiteral("\\b[A-Z][0-9]{1,2}\\b"));
    QVERIFY2(!session.feedback().contains(ruleId), qPrintable(session.feedback()));

    QSignalSpy heading(&session, &LessonSession::lessonChanged);
    RuleNumbers::instance()->setOn(true);
    QCOMPARE(heading.count(), 1);
    QCOMPARE(session.rule(), QStringLiteral("K4"));
    QVERIFY2(session.feedback().contains(QLatin1String("K4")), qPrintable(session.feedback()));
}

QTEST_GUILESS_MAIN(TestLessons)
#include "tst_lessons.moc"
