// SPDX-License-Identifier: GPL-3.0-or-later
#include "teaching/lessonsession.h"
#include "languages/translations.h"
#include "stdstrings.h"

#include "settings/appsettings.h"
#include "teaching/rulenumbers.h"

#include "mancala/notation.h"

#include <QRegularExpression>
#include <QSettings>

namespace mancala::app {

namespace {

/// The rule ids the steps name, each once, in the order they first fire.
QStringList firedRules(const StepList& steps)
{
    QStringList ids;
    for (const Step& s : steps) {
        const QString id = fromStd(ruleIdName(s.rule));
        if (s.rule != RuleId::None && !ids.contains(id))
            ids << id;
    }
    return ids;
}

const QString kLargePrintKey = QStringLiteral("view/largePrint");

/**
 * The lesson texts call the players by their sides, in the words of the
 * language ("South", "Süd", "Sud"): the players' own names replace those
 * words (whole words, "South's" too) when they have names.
 */
QString withPlayerNames(const QString& text, const GameController* game)
{
    if (!game)
        return text;
    const QString sides[2] = {GameController::tr("South"), GameController::tr("North")};
    const QString names[2] = {game->players()->southName(), game->players()->northName()};
    if ((names[0] == sides[0] || names[0].isEmpty()) && (names[1] == sides[1] || names[1].isEmpty()))
        return text;
    const QRegularExpression words(QStringLiteral("\\b(%1|%2)\\b")
                                       .arg(QRegularExpression::escape(sides[0]), QRegularExpression::escape(sides[1])),
                                   QRegularExpression::UseUnicodePropertiesOption);
    QString out;
    qsizetype from = 0;
    for (auto it = words.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const int side = m.captured(1) == sides[0] ? 0 : 1;
        out += text.mid(from, m.capturedStart() - from);
        out += names[side].isEmpty() ? sides[side] : names[side];
        from = m.capturedEnd();
    }
    return out + text.mid(from);
}

} // namespace

QString LessonSession::rule() const
{
    return active() && RuleNumbers::instance()->on() ? current().ownRule() : QString();
}

QString LessonSession::explanation() const
{
    return active() ? withPlayerNames(current().explanation, m_game) : QString();
}

LessonSession::LessonSession(QObject* parent)
    : ExerciseBoard(parent)
{
    // The lessons have been read again in the new language (m_lessons reloads
    // first: it was connected when it was made): the open one is found again by its id.
    connect(LanguageChange::instance(), &LanguageChange::changed, this, [this] {
        if (!active())
            return;
        m_lesson = indexOf(m_lessonId);
        if (m_lesson < 0)
            close();
        emit lessonChanged();
        emit progressChanged(); // the feedback in the new language
    });
    // The heading and the feedback name the rules only when the numbers show.
    connect(RuleNumbers::instance(), &RuleNumbers::changed, this, [this] {
        emit lessonChanged();
        emit progressChanged();
    });
}

int LessonSession::indexOf(const QString& lessonId) const
{
    const QList<Lesson>& all = m_lessons.lessons();
    for (int i = 0; i < all.size(); ++i)
        if (all.at(i).id == lessonId)
            return i;
    return -1;
}

int LessonSession::nextIndex() const
{
    if (!active())
        return -1;
    const QList<Lesson>& all = m_lessons.lessons();
    for (int i = m_lesson + 1; i < all.size(); ++i)
        if (all.at(i).variant == current().variant)
            return i;
    return -1;
}

QString LessonSession::lessonFor(const QString& variant, const QString& ruleId) const
{
    const QList<Lesson>& all = m_lessons.lessons();
    for (const bool byAnnounce : {false, true}) {
        for (const Lesson& l : all) {
            if (l.variant == variant && (byAnnounce ? l.announces : l.rules).contains(ruleId))
                return l.id;
        }
    }
    return {};
}

bool LessonSession::planOf(const Lesson& lesson, Plan& plan)
{
    QString error;
    plan.rules = std::make_unique<Rules>();
    if (!lesson.makeRules(*plan.rules, error))
        return false;
    if (!fromPositionString(toStd(lesson.position), *plan.rules, plan.start).empty())
        return false;
    Position p = plan.start;
    for (const QString& token : lesson.move.split(QLatin1Char('-'))) {
        Decision d;
        std::string why;
        plan.before.push_back(p);
        if (!parseDecision(p, toStd(token.trimmed()), d, why) || !apply(p, d, nullptr))
            return false;
        plan.expected.push_back(d);
    }
    return true;
}

bool LessonSession::open(const QString& lessonId)
{
    const int at = indexOf(lessonId);
    Plan plan;
    if (at < 0 || !m_game || !planOf(m_lessons.lessons().at(at), plan))
        return false;
    // A lesson is played by the learner alone (both sides people's), in teaching mode.
    if (!takeBoard([&] { return m_game->loadGame(std::move(plan.rules), 1, plan.start, {}); }))
        return false;
    m_game->player()->setStepping(true);
    m_lesson = at;
    m_lessonId = lessonId;
    m_expected = std::move(plan.expected);
    m_before = std::move(plan.before);
    m_matched = 0;
    m_misses = 0;
    m_hintHole = -1;
    emit lessonChanged();
    setProgress(Waiting);
    return true;
}

bool LessonSession::tryAgain()
{
    return active() && open(current().id);
}

bool LessonSession::nextLesson()
{
    const int next = nextIndex();
    return next >= 0 && open(m_lessons.lessons().at(next).id);
}

void LessonSession::close()
{
    if (!active())
        return;
    m_lesson = -1;
    leaveBoard();
    m_expected.clear();
    m_before.clear();
    emit lessonChanged();
    setProgress(Idle);
}

void LessonSession::onPositionChanged()
{
    if (!active() || m_state == Done || m_undoPending)
        return;
    followDecisions();
}

void LessonSession::judge(const Decision& made)
{
    const std::size_t k = static_cast<std::size_t>(m_matched);
    if (made == m_expected[k]) {
        ++m_matched;
        m_hintHole = -1;
        if (m_matched < static_cast<int>(m_expected.size())) {
            setProgress(Waiting);
        } else {
            setProgress(Done);
        }
        return;
    }
    // What the wrong decision did, worked out on the position before it.
    Position p = m_before[k];
    StepList steps;
    apply(p, made, &steps);
    m_wrongMove = fromStd(formatDecision(m_before[k], made));
    m_wrongRules = firedRules(steps);
    ++m_misses;
    const Decision& want = m_expected[k];
    if (m_misses >= 2 && (want.kind == DecisionKind::Sow || want.kind == DecisionKind::Continue))
        m_hintHole = want.hole;
    setProgress(Wrong);
    takeBackWrongTry();
}

QString LessonSession::feedback() const
{
    switch (m_state) {
    case Idle:
        return {};
    case Waiting:
        return m_matched == 0
            //: Lessons: what the learner is asked to do
            ? tr("Find the move that shows it, and play it.")
            //: Lessons: the learner's decision was right and the move needs another
            : tr("Right. The move goes on: make the next decision.");
    case Done:
        if (!RuleNumbers::instance()->on())
            //: Lessons: the lesson's move was made (the rule numbers hidden)
            return tr("That is the move. Step through it to see the rule at work.");
        //: Lessons: the lesson's move was made; %1 the rule ids it shows
        return tr("That is the move. Step through it to see %1 happen.").arg(current().ownRule());
    case Wrong:
        break;
    }
    QString note = !RuleNumbers::instance()->on()
        //: Lessons: a wrong move (the rule numbers hidden); %1 the move
        ? tr("%1 does not show this lesson's rule.").arg(m_wrongMove)
        : m_wrongRules.isEmpty()
        //: Lessons: a wrong move; %1 the move, %2 the rule ids of the lesson
        ? tr("%1 does not show %2.").arg(m_wrongMove, current().announces.join(QStringLiteral(", ")))
        //: Lessons: a wrong move; %1 the move, %2 the rules it used, %3 the rule ids of the lesson
        : tr("%1 uses %2, but not %3.").arg(m_wrongMove, m_wrongRules.join(QStringLiteral(", ")),
                                           current().announces.join(QStringLiteral(", ")));
    //: Lessons: after a wrong move
    note += QLatin1Char(' ') + tr("It has been taken back: try again.");
    const std::size_t k = static_cast<std::size_t>(m_matched);
    if (m_hintHole >= 0 && k < m_expected.size())
        //: Lessons: a hint after two wrong moves; %1 the lesson's move
        note += QLatin1Char(' ') + tr("Hint: play %1.").arg(fromStd(formatDecision(m_before[k], m_expected[k])));
    return note;
}

void LessonSession::setProgress(State state)
{
    const bool changed = state != m_state || state == Wrong;
    m_state = state;
    saveState(); // the tries and the hint too, which change with the words or without
    if (changed)
        emit progressChanged();
}

// ------------------------------------------------------ across a restart

namespace {

const QString kSaved = QStringLiteral("lesson/");

} // namespace

void LessonSession::saveState() const
{
    const auto settings = openSettings();
    if (!active()) {
        settings->remove(QStringLiteral("lesson"));
        return;
    }
    settings->setValue(kSaved + QStringLiteral("id"), m_lessonId);
    settings->setValue(kSaved + QStringLiteral("state"), int(m_state));
    settings->setValue(kSaved + QStringLiteral("wrongMove"), m_wrongMove);
    settings->setValue(kSaved + QStringLiteral("wrongRules"), m_wrongRules);
    settings->setValue(kSaved + QStringLiteral("misses"), m_misses);
    settings->setValue(kSaved + QStringLiteral("hintHole"), m_hintHole);
}

bool LessonSession::resume()
{
    const auto settings = openSettings();
    const QString id = settings->value(kSaved + QStringLiteral("id")).toString();
    const int state = settings->value(kSaved + QStringLiteral("state"), int(Idle)).toInt();
    const int at = indexOf(id);
    const auto giveUp = [] {
        openSettings()->remove(QStringLiteral("lesson"));
        return false;
    };
    Plan plan;
    if (!m_game || active() || at < 0 || state <= Idle || state > Done || !planOf(m_lessons.lessons().at(at), plan))
        return giveUp();
    // The board must be the lesson's (the autosave restored it): else another game replaced it.
    if (m_game->rules() != *plan.rules || !boardStartsAt(plan.start))
        return giveUp();
    takeBoard([] { return true; }); // the board is the lesson's already
    m_game->player()->setStepping(true);
    m_lesson = at;
    m_lessonId = id;
    m_expected = std::move(plan.expected);
    m_before = std::move(plan.before);
    // The decisions of the lesson's move made so far, as the board shows them.
    m_matched = matchedOnBoard();
    m_misses = settings->value(kSaved + QStringLiteral("misses"), 0).toInt();
    m_hintHole = settings->value(kSaved + QStringLiteral("hintHole"), -1).toInt();
    emit lessonChanged();
    m_wrongMove = settings->value(kSaved + QStringLiteral("wrongMove")).toString();
    m_wrongRules = settings->value(kSaved + QStringLiteral("wrongRules")).toStringList();
    setProgress(static_cast<State>(state));
    return true;
}

ViewOptions::ViewOptions(QObject* parent)
    : QObject(parent)
    , m_largePrint(openSettings()->value(kLargePrintKey, false).toBool())
{
    if (qEnvironmentVariable("MANCALA_LARGE_PRINT") == QLatin1String("1"))
        m_largePrint = true;
    connect(RuleNumbers::instance(), &RuleNumbers::changed, this, &ViewOptions::ruleNumbersChanged);
}

bool ViewOptions::ruleNumbers() const { return RuleNumbers::instance()->on(); }

void ViewOptions::setRuleNumbers(bool on) { RuleNumbers::instance()->setOn(on); }

void ViewOptions::setLargePrint(bool on)
{
    if (on == m_largePrint)
        return;
    m_largePrint = on;
    openSettings()->setValue(kLargePrintKey, on);
    emit largePrintChanged();
}

} // namespace mancala::app
