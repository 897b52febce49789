// SPDX-License-Identifier: GPL-3.0-or-later
#include "classroom/classroomplay.h"

#include "activities/keptgame.h"

#include "classhost.h"
#include "classpupil.h"
#include "languages/translations.h"
#include "netplay/networkplay.h"
#include "stdstrings.h"

#include "mancala/engine.h"
#include "mancala/notation.h"

#include <algorithm>

namespace mancala::app {

using net::ClassBoard;
using net::ClassHost;
using net::ClassPupil;

namespace {

/// The decision that takes `before` to `after`, as a token; empty when none does.
QString decisionBetween(const Position& before, const Position& after)
{
    DecisionList list;
    legalDecisions(before, list);
    for (const Decision& d : list) {
        Position p = before;
        if (mancala::apply(p, d) && p == after)
            return fromStd(formatDecision(before, d));
    }
    return {};
}

} // namespace

ClassroomPlay::ClassroomPlay(QObject* parent)
    : ExerciseBoard(parent)
{
    // The status is made when read: it follows the language.
    connect(LanguageChange::instance(), &LanguageChange::changed, this, &ClassroomPlay::stateChanged);
    // The lessons are read again in the new language before this: their titles and the puzzles' themes follow it.
    connect(LanguageChange::instance(), &LanguageChange::changed, this, [this] {
        emit choicesChanged();
        emit nextPuzzleChanged(); // the lists made anew choose their first entries
    });
}

void ClassroomPlay::onGameSet()
{
    updateChoices();
    m_narrator.setGame(m_game);
    if (!m_game)
        return;
    // At rest the line under the board has changed: it goes to the pupils too.
    connect(m_game, &GameController::busyChanged, this, [this] {
        if (m_role == Teacher)
            followTeacherBoard();
    });
    // After the narrator's own connections: its sentence is the step's when these run.
    for (auto changed : {&StepPlayer::stepChanged, &StepPlayer::steppingChanged})
        connect(m_game->player(), changed, this, [this] {
            if (m_role == Teacher)
                followTeacherStep();
        });
}

ClassroomPlay::~ClassroomPlay()
{
    if (m_host)
        m_host->close(QString::fromLatin1(net::kClassOverReason));
    if (m_pupil)
        m_pupil->leave(QStringLiteral("closed"));
    if (m_game && m_role == Pupil)
        m_game->setDecisionTaker(nullptr);
}

int ClassroomPlay::port() const
{
    return m_host ? m_host->port() : 0;
}

QString ClassroomPlay::code() const
{
    return m_host ? m_host->code() : QString();
}

bool ClassroomPlay::inExercise() const
{
    return m_host ? m_host->inExercise() : m_pupil && m_pupil->inExercise();
}

QString ClassroomPlay::status() const
{
    if (m_host) {
        if (!m_shownName.isEmpty())
            //: A class across computers: the teacher shows a pupil's answer; %1 the pupil, %2 the move
            return tr("%1 played %2.").arg(m_shownName, m_shownMove);
        if (m_host->exerciseKind() == QLatin1String("lesson"))
            //: A class across computers, the teacher: a lesson is on every pupil's board; %1 its title
            return tr("Lesson on the pupils' boards: %1").arg(lessonTitle());
        if (!m_host->inExercise())
            //: A class across computers, the teacher: %1 the number of pupils connected
            return tr("Pupils following your board: %1").arg(m_host->presentCount());
        //: A class across computers, the teacher: %1 the exercise's number, %2 pupils who answered, %3 pupils connected
        return tr("Exercise %1: %2 of %3 pupils answered").arg(m_host->exerciseNumber()).arg(m_host->answeredCount()).arg(m_host->presentCount());
    }
    if (!m_pupil)
        return {};
    if (m_ended)
        //: A class across computers, a pupil: the teacher ended the class
        return tr("The teacher ended the class.");
    if (m_lost)
        //: A class across computers, a pupil: the connection to the teacher is gone
        return tr("The connection to the teacher is gone.");
    if (!m_pupil->inClass())
        //: Game across computers, guest: connecting to the host
        return tr("Connecting…");
    if (!m_pupil->shownName().isEmpty())
        //: A class across computers: the teacher shows a pupil's answer; %1 the pupil, %2 the move
        return tr("%1 played %2.").arg(m_pupil->shownName(), m_pupil->shownMove());
    if (m_pupil->inExercise() && m_pupil->exerciseKind() == QLatin1String("lesson"))
        //: A class across computers, a pupil: the teacher sent a lesson to look at (no answer); %1 its title
        return tr("Lesson: %1").arg(lessonTitle());
    if (!m_pupil->inExercise())
        //: A class across computers, a pupil: the board shows the teacher's; %1 the teacher's name
        return tr("Following %1's board.").arg(m_pupil->teacherName());
    if (!m_pupil->sent().isEmpty())
        //: A class across computers, a pupil: the answer went to the teacher; %1 the move
        return tr("Sent: %1").arg(m_pupil->sent());
    //: A class across computers, a pupil: an exercise is on the board
    return tr("Find the best move and play it.");
}

QString ClassroomPlay::exerciseTitle() const
{
    if (!m_host || !m_host->inExercise())
        return {};
    const QString kind = m_host->exerciseKind();
    if (kind == QLatin1String("lesson"))
        return {}; // the status line names it ("Lesson on the pupils' boards: ...")
    if (kind == QLatin1String("puzzle")) {
        const QString id = m_host->exerciseRef();
        const QVariantList choices = puzzleChoices(); // the puzzle by its level, theme and id
        const auto found = std::find_if(choices.begin(), choices.end(), [&](const QVariant& row) {
            return row.toMap().value(QStringLiteral("id")).toString() == id;
        });
        //: A class across computers, the teacher: the exercise under way is a puzzle; %1 its level, theme and id (kalah-0012)
        return tr("Puzzle: %1").arg(found != choices.end() ? found->toMap().value(QStringLiteral("text")).toString() : id);
    }
    //: A class across computers, the teacher: the exercise under way is the position of the teacher's board, sent with Send this position
    return tr("Position: your board as it was sent");
}

QString ClassroomPlay::teacherLine() const
{
    return m_pupil && !m_pupil->inExercise() ? m_pupil->stepLine() : QString();
}

QVariantList ClassroomPlay::table() const
{
    QVariantList rows;
    if (!m_host)
        return rows;
    for (const ClassHost::Row& row : m_host->rows())
        rows << QVariantMap{{QStringLiteral("name"), row.name},
                            {QStringLiteral("present"), row.present},
                            {QStringLiteral("answer"), row.answer},
                            {QStringLiteral("verdict"), static_cast<int>(row.verdict)}};
    return rows;
}

// ------------------------------------------------- what the teacher sends

void ClassroomPlay::setPuzzleSession(PuzzleSession* session)
{
    if (session == m_puzzles)
        return;
    m_puzzles = session;
    emit choicesChanged();
    emit nextPuzzleChanged();
}

/// The choices follow the board's rule set; the next puzzle starts again at the first.
void ClassroomPlay::updateChoices()
{
    const QString variant = m_game ? m_game->variant() : QString();
    if (variant == m_choicesVariant)
        return;
    m_choicesVariant = variant;
    m_puzzle = 0;
    emit choicesChanged();
    emit nextPuzzleChanged();
}

QVariantList ClassroomPlay::lessonChoices() const
{
    QVariantList rows;
    for (const Lesson& lesson : m_lessons.lessons())
        if (lesson.variant == m_choicesVariant)
            rows << QVariantMap{{QStringLiteral("id"), lesson.id}, {QStringLiteral("title"), lesson.title}};
    return rows;
}

const std::vector<Puzzle>& ClassroomPlay::puzzlesOfBoard() const
{
    static const std::vector<Puzzle> none;
    return m_puzzles && !m_choicesVariant.isEmpty() ? m_puzzles->puzzles(m_choicesVariant) : none;
}

QVariantList ClassroomPlay::puzzleChoices() const
{
    QVariantList rows;
    for (const Puzzle& puzzle : puzzlesOfBoard()) {
        const QString id = fromStd(puzzle.id);
        // The level and theme first: they are what the teacher picks by, and they stay when a narrow list cuts the end.
        //: A class across computers, the teacher's list of puzzles: %1 the puzzle's level (1-5), %2 its theme, %3 its id (kalah-0012)
        const QString text = tr("Level %1 · %2 · %3").arg(puzzle.level).arg(PuzzleSession::themeText(fromStd(puzzle.theme)), id);
        rows << QVariantMap{{QStringLiteral("id"), id}, {QStringLiteral("text"), text}};
    }
    return rows;
}

int ClassroomPlay::nextPuzzle() const
{
    const auto count = int(puzzlesOfBoard().size());
    return count > 0 ? m_puzzle % count : -1;
}

const Lesson* ClassroomPlay::lessonShown() const
{
    QString id;
    if (m_host && m_host->exerciseKind() == QLatin1String("lesson"))
        id = m_host->exerciseRef();
    else if (m_pupil && m_pupil->inExercise() && m_pupil->exerciseKind() == QLatin1String("lesson"))
        id = m_pupil->exerciseRef();
    for (const Lesson& lesson : m_lessons.lessons())
        if (!id.isEmpty() && lesson.id == id)
            return &lesson;
    return nullptr;
}

QString ClassroomPlay::lessonTitle() const
{
    if (const Lesson* lesson = lessonShown())
        return lesson->title;
    // A lesson this program does not have: the title the teacher sent.
    if (m_pupil && m_pupil->inExercise() && m_pupil->exerciseKind() == QLatin1String("lesson"))
        return m_pupil->exerciseText();
    return {};
}

QString ClassroomPlay::lessonText() const
{
    const Lesson* lesson = lessonShown();
    return lesson ? lesson->explanation : QString();
}

// ------------------------------------------------------------ the teacher

QString ClassroomPlay::hostClass(const QString& name, bool thisComputerOnly)
{
    return hostClassOn(name, thisComputerOnly ? QHostAddress::LocalHost : QHostAddress::Any);
}

QString ClassroomPlay::hostClassOn(const QString& name, const QHostAddress& address, const QString& code)
{
    if (!m_game)
        return QStringLiteral("no board");
    close();
    ClassBoard board;
    if (const std::string why = ClassBoard::read(toNamedPositionString(m_game->position()), board); !why.empty())
        return fromStd(why);
    m_host = std::make_unique<ClassHost>();
    connect(m_host.get(), &ClassHost::tableChanged, this, &ClassroomPlay::stateChanged);
    connect(m_host.get(), &ClassHost::exerciseSent, this, [this] {
        restoreOwnGame(); // an answer shown belongs to the exercise before
        emit stateChanged();
    });
    if (const QString why = m_host->host(name, board, address, 0, code); !why.isEmpty()) {
        m_host.reset();
        return why;
    }
    m_lastSent = fromStd(board.text());
    m_lastLine.clear();
    m_address = address == QHostAddress::Any ? ownAddress() : address.toString();
    m_role = Teacher;
    emit stateChanged();
    return {};
}

void ClassroomPlay::onPositionChanged()
{
    updateChoices();
    if (m_role == Teacher)
        followTeacherBoard();
}

void ClassroomPlay::onGameReplaced()
{
    updateChoices();
    if (m_role != Teacher) {
        m_ownGame.reset(); // the game that came is the pupil's now; the store keeps the own game as the previous one
        close();
        return;
    }
    if (m_ownGame) {
        // Another game while an answer was shown: it is the teacher's board now.
        m_ownGame.reset();
        m_shownName.clear();
        m_game->setDecisionTaker(nullptr);
        leaveBoard();
    }
    followTeacherBoard(); // the teacher's new game is the class's board
}

/// The teacher's board goes to the pupils as a decision begins to show (the
/// decision that led to it with it), and again at rest when the line under it changed.
void ClassroomPlay::followTeacherBoard()
{
    if (!m_host || !m_game || m_ownGame)
        return;
    ClassBoard now;
    if (!ClassBoard::read(toNamedPositionString(m_game->position()), now).empty())
        return;
    const QString text = fromStd(now.text());
    const QString line = m_game->announcer()->status();
    if (text == m_lastSent && line == m_lastLine)
        return;
    if (text != m_lastSent) {
        ClassBoard before;
        m_lastMove.clear();
        if (ClassBoard::read(m_lastSent.toStdString(), before).empty() && before.rules() == now.rules())
            m_lastMove = decisionBetween(before.position(), now.position());
        m_stepSent = -1;
        m_stepLineSent.clear();
    }
    m_lastSent = text;
    m_lastLine = line;
    m_host->follow(now, m_lastMove, line);
    followTeacherStep(); // a move opened in teaching mode waits at its start
}

/// Teaching mode: the step the teacher's board shows goes to the pupils with
/// its sentence, once the board it leads to has gone (followTeacherBoard()).
void ClassroomPlay::followTeacherStep()
{
    if (!m_host || !m_game || m_ownGame)
        return;
    const StepPlayer* player = m_game->player();
    if (player->stepCount() == 0 || fromStd(toNamedPositionString(m_game->position())) != m_lastSent)
        return;
    int index = player->stepCount(); // teaching mode turned off: the pupils' boards go to the move's end
    QString line;
    if (player->stepping()) {
        index = player->stepIndex();
        // Before the first step the narrator asks the teacher to step forward: the pupils are told who does.
        line = index > 0 ? m_narrator.text()
                         //: A class across computers, beside a pupil's board: the teacher is about to step through a move in teaching mode
                         : tr("This move has %n step(s): the teacher shows them one by one.", nullptr, player->stepCount());
    } else if (m_stepSent < 0) {
        return; // out of teaching mode each pupil's board plays the move by itself
    }
    if (index == m_stepSent && line == m_stepLineSent)
        return;
    m_stepSent = index;
    m_stepLineSent = line;
    m_host->step(index, line);
}

/// The game on the board is the player's own: it is kept, to come back when
/// the class gives the board back (the first board the class shows takes it).
void ClassroomPlay::keepOwnGame()
{
    if (m_ownGame || !m_game || KeptGame::of(m_game)->holder() == this)
        return;
    const History& history = *m_game->history();
    m_ownGame = OwnGame{m_game->rules(), m_game->gameSeed(), m_game->initialPosition(), history.decisions(), history.ply()};
}

/// The player's own game comes back on the board: the teacher's after a
/// pupil's answer was shown on it, a pupil's when leaving the class.
void ClassroomPlay::restoreOwnGame()
{
    if (!m_ownGame || !m_game)
        return;
    const OwnGame own = std::move(*m_ownGame);
    m_ownGame.reset();
    m_shownName.clear();
    m_shownMove.clear();
    takeBoard([&] {
        auto rules = std::make_unique<Rules>(own.rules);
        Position start = own.start;
        start.rules = rules.get();
        return m_game->loadGame(std::move(rules), own.seed, start, own.decisions, own.ply);
    });
    m_game->setDecisionTaker(nullptr);
    leaveBoard();
}

QString ClassroomPlay::sendPosition()
{
    if (!m_host || !m_game)
        return QStringLiteral("no class");
    restoreOwnGame(); // the teacher's own position, not an answer shown
    ClassBoard board;
    if (const std::string why = ClassBoard::read(toNamedPositionString(m_game->position()), board); !why.empty())
        return fromStd(why);
    return m_host->pushPosition(board, {});
}

QString ClassroomPlay::sendPuzzle(const QString& id)
{
    if (!m_host || !m_game)
        return QStringLiteral("no class");
    const std::vector<Puzzle>& puzzles = puzzlesOfBoard();
    if (puzzles.empty())
        return QStringLiteral("no puzzles for %1").arg(m_choicesVariant);
    auto index = std::size_t(nextPuzzle());
    if (!id.isEmpty()) {
        const auto found = std::find_if(puzzles.begin(), puzzles.end(), [&](const Puzzle& p) { return fromStd(p.id) == id; });
        if (found == puzzles.end())
            return QStringLiteral("no puzzle %1 for %2").arg(id, m_choicesVariant);
        index = std::size_t(found - puzzles.begin());
    }
    if (const QString why = m_host->pushPuzzle(puzzles[index]); !why.isEmpty())
        return why;
    m_puzzle = int(index + 1);
    emit nextPuzzleChanged();
    return {};
}

QString ClassroomPlay::sendLesson(const QString& id)
{
    if (!m_host)
        return QStringLiteral("no class");
    const QList<Lesson>& lessons = m_lessons.lessons();
    const auto found = std::find_if(lessons.begin(), lessons.end(), [&](const Lesson& l) { return l.id == id; });
    if (found == lessons.end())
        return QStringLiteral("no lesson %1").arg(id);
    // The lesson's position with its rules (house rules too): the pupils' board reads them from its named string.
    Rules rules;
    QString why;
    Position start;
    if (!found->makeRules(rules, why) || !fromPositionString(toStd(found->position), rules, start).empty())
        return QStringLiteral("lesson %1 does not hold: %2").arg(id, why);
    ClassBoard board;
    if (const std::string error = ClassBoard::read(toNamedPositionString(start), board); !error.empty())
        return fromStd(error);
    return m_host->pushLesson(found->id, board, found->title);
}

QString ClassroomPlay::endExercise()
{
    if (!m_host)
        return QStringLiteral("no class");
    restoreOwnGame(); // before the board goes to the pupils again
    const QString why = m_host->endExercise();
    emit stateChanged();
    return why;
}

QString ClassroomPlay::showAnswer(const QString& name)
{
    if (!m_host || !m_game)
        return QStringLiteral("no class");
    if (const QString why = m_host->showAnswer(name); !why.isEmpty())
        return why;
    keepOwnGame();
    // The teacher's board shows it too (the projector), read-only: no pupil takes its decisions.
    for (const ClassHost::Row& row : m_host->rows())
        if (row.name == name)
            m_shownMove = row.answer;
    m_shownName = name;
    const QString exercise = fromStd(m_host->exerciseBoard().text());
    showOnBoard(exercise, {});
    showOnBoard(exercise, m_shownMove);
    emit stateChanged();
    return {};
}

// -------------------------------------------------------------- a pupil

void ClassroomPlay::joinClass(const QString& address, int port, const QString& code, const QString& name)
{
    close();
    m_pupil = std::make_unique<ClassPupil>();
    m_role = Pupil;
    m_lost = false;
    m_ended = false;
    m_address = address;
    wirePupil();
    m_pupil->join(address, quint16(port), code, name);
    emit stateChanged();
}

void ClassroomPlay::wirePupil()
{
    ClassPupil* pupil = m_pupil.get();
    connect(pupil, &ClassPupil::welcomed, this, &ClassroomPlay::stateChanged);
    connect(pupil, &ClassPupil::tableChanged, this, &ClassroomPlay::stateChanged);
    connect(pupil, &ClassPupil::followed, this, [this] {
        if (!m_pupil->inExercise())
            followOnBoard();
        emit stateChanged();
    });
    connect(pupil, &ClassPupil::stepped, this, [this] {
        if (!m_pupil->inExercise())
            showTeacherStep();
        emit stateChanged();
    });
    connect(pupil, &ClassPupil::exerciseReceived, this, [this] {
        showOnBoard(fromStd(m_pupil->exerciseBoard().text()), {});
        if (!m_pupil->sent().isEmpty())
            showOnBoard(fromStd(m_pupil->exerciseBoard().text()), m_pupil->sent());
        emit stateChanged();
    });
    connect(pupil, &ClassPupil::shown, this, [this] {
        showOnBoard(fromStd(m_pupil->exerciseBoard().text()), {});
        showOnBoard(fromStd(m_pupil->exerciseBoard().text()), m_pupil->shownMove());
        emit stateChanged();
    });
    connect(pupil, &ClassPupil::exerciseEnded, this, &ClassroomPlay::stateChanged);
    for (auto lost : {&ClassPupil::connectionLost, &ClassPupil::refused, &ClassPupil::failed, &ClassPupil::teacherLeft})
        connect(pupil, lost, this, [this](const QString& reason) {
            m_lost = true;
            m_ended = reason == QLatin1String(net::kClassOverReason);
            emit stateChanged();
        });
}

/// The teacher's board on the pupil's: its decision played as it comes.
void ClassroomPlay::followOnBoard()
{
    if (!m_game)
        return;
    const QString named = fromStd(m_pupil->board().text());
    // Shown already (the teacher's line changed at rest): the move on show plays on.
    if (m_game->decisionsTaken() && fromStd(toNamedPositionString(m_game->position())) == named)
        return;
    // The teacher played on before this board had shown the last decision: it shows its end at once.
    if (m_game->busy())
        m_game->player()->skipToEnd();
    showOnBoard(named, m_pupil->move());
}

/// Teaching mode: the pupil's board stands on the step the teacher's shows.
void ClassroomPlay::showTeacherStep()
{
    StepPlayer* player = m_game ? m_game->player() : nullptr;
    if (!player || !m_game->decisionsTaken() || player->stepCount() == 0
        || fromStd(toNamedPositionString(m_game->position())) != fromStd(m_pupil->board().text()))
        return; // this board shows the teacher's without its move (it joined after it)
    player->seek(std::min(m_pupil->stepIndex(), player->stepCount()));
}

/// Puts `named` on the pupil's board, then plays `move` on it (animated) when
/// the board shows the position before it; `named` is the position after
/// `move` when the board already shows it played.
void ClassroomPlay::showOnBoard(const QString& named, const QString& move)
{
    if (!m_game)
        return;
    ClassBoard target;
    if (!ClassBoard::read(named.toStdString(), target).empty())
        return;
    keepOwnGame(); // a pupil's own game, before the class's first board replaces it
    if (!move.isEmpty()) {
        // The decision is played on the board when the board shows the position it was played in.
        Decision d;
        std::string error;
        Position after = m_game->position();
        if (parseDecision(after, move.toStdString(), d, error) && mancala::apply(after, d)) {
            if (after == target.position() || (target.position() == m_game->position())) {
                m_game->playTaken(d);
                return;
            }
        }
    }
    takeBoard([&] {
        auto rules = std::make_unique<Rules>(target.rules());
        Position from;
        if (!fromPositionString(named.toStdString(), *rules, from).empty())
            return false;
        return m_game->loadGame(std::move(rules), 0, from, {});
    });
    m_game->setDecisionTaker([this](const Decision& d) { return takeDecision(d); });
}

bool ClassroomPlay::takeDecision(const Decision& d)
{
    if (!m_pupil || !m_pupil->inExercise() || !m_pupil->sent().isEmpty() || m_game->busy())
        return false; // the teacher's board is read-only; an exercise takes one answer
    if (!m_pupil->answer(fromStd(formatDecision(m_game->position(), d))).isEmpty())
        return false;
    m_game->playTaken(d);
    emit stateChanged();
    return true;
}

void ClassroomPlay::close()
{
    restoreOwnGame(); // the teacher's own game, not an answer shown
    if (m_host)
        m_host->close(QString::fromLatin1(net::kClassOverReason));
    if (m_pupil)
        m_pupil->leave(QStringLiteral("closed"));
    const bool pupil = m_role == Pupil;
    m_host.reset();
    m_pupil.reset();
    m_role = None;
    m_lastSent.clear();
    m_lastMove.clear();
    m_lastLine.clear();
    m_stepSent = -1;
    if (m_game && pupil) {
        m_game->setDecisionTaker(nullptr);
        leaveBoard();
    }
    emit stateChanged();
}

} // namespace mancala::app
