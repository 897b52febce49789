// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: a class's messages through the handlers that take them
// (app/network/classview.h, a pupil's side; classtable.h, the teacher's
// table), in any order. Input: lines, each one step:
//
//   n NAME       the teacher's name, in the class message of the next join
//   w TEXT       the teacher's words: the line under the board, the next exercise's text
//   t JSON       a message from the teacher (made up) to the pupil
//   p NAME JSON  pupil NAME's message to the teacher: hello, answer or bye
//   a TOKEN      the pupil answers the exercise it shows; the answer goes to the teacher
//   x POSITION   the teacher sends a position (a named position string) as an exercise
//   l ID         the teacher sends a lesson, its position the board it shows
//   f POSITION   the teacher's board changes
//   i INDEX      teaching mode: the teacher's board stands on step INDEX of
//                its move, the teacher's words its sentence
//   j            the exercise is judged: its first legal decision keeps the value
//   s NAME       the teacher shows NAME's answer to everyone
//   e            the teacher ends the exercise
//   r            the pupil's connection drops and it joins again
//
// Every message travels as the protocol writes and reads it. A message
// either side refuses has a reason and changes nothing on that side. What
// the teacher's table sends the pupil (the state at a join, a step, an
// exercise, the table, a shown answer, the end) is accepted by the pupil as
// long as no made-up teacher message was accepted before, and the pupil's
// answer by the teacher; until then, outside an exercise, the pupil's view
// stands on the teacher's step. The table stays consistent: each answer
// legal in the exercise, its verdict the judgement's.

#include "classtable.h"
#include "classview.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace {

using namespace mancala;
using namespace mancala::net;

[[noreturn]] void fail(const char* what)
{
    std::fprintf(stderr, "fuzz check failed: %s\n", what);
    std::abort();
}

const QString kMe = QStringLiteral("me"); // the pupil whose view is fuzzed

bool sameBoard(const ClassBoard& a, const ClassBoard& b)
{
    return a.valid() == b.valid() && (!a.valid() || a.position() == b.position());
}

/// Everything a pupil's view shows.
bool sameView(const ClassView& a, const ClassView& b)
{
    return a.inClass() == b.inClass() && a.teacherName() == b.teacherName() && sameBoard(a.board(), b.board())
        && a.move() == b.move() && a.line() == b.line() && a.stepIndex() == b.stepIndex()
        && a.stepLine() == b.stepLine() && a.inExercise() == b.inExercise()
        && a.exerciseNumber() == b.exerciseNumber() && a.exerciseKind() == b.exerciseKind()
        && a.exerciseRef() == b.exerciseRef() && a.exerciseText() == b.exerciseText()
        && sameBoard(a.exerciseBoard(), b.exerciseBoard()) && a.sent() == b.sent()
        && a.answered() == b.answered() && a.pupils() == b.pupils() && a.shownName() == b.shownName()
        && a.shownMove() == b.shownMove();
}

bool sameTable(const ClassTable& a, const ClassTable& b)
{
    if (a.number() != b.number() || a.inExercise() != b.inExercise() || a.judged() != b.judged()
        || a.rows().size() != b.rows().size())
        return false;
    for (qsizetype i = 0; i < a.rows().size(); ++i) {
        const ClassTable::Row& x = a.rows()[i];
        const ClassTable::Row& y = b.rows()[i];
        if (x.name != y.name || x.present != y.present || x.answer != y.answer || x.verdict != y.verdict)
            return false;
    }
    return true;
}

bool legal(const ClassBoard& board, const QString& token)
{
    Decision d;
    return board.decision(token.toStdString(), d).empty();
}

/// What the pupil's view must hold whatever it was sent.
void checkView(const ClassView& view)
{
    if (view.stepIndex() < -1 || view.stepIndex() > kMaxSteps)
        fail("a step beyond the protocol's");
    if (!view.inExercise())
        return;
    const ClassBoard& board = view.exerciseBoard();
    if (!board.valid())
        fail("an exercise without a board");
    if (view.exerciseKind() != QLatin1String("lesson") && board.position().over())
        fail("an exercise whose game is over");
    if (!view.sent().isEmpty() && !legal(board, view.sent()))
        fail("a sent answer not legal in the exercise");
    if (!view.shownMove().isEmpty() && !legal(board, view.shownMove()))
        fail("a shown answer not legal in the exercise");
}

/// What the teacher's table must hold whatever the pupils sent.
void checkTable(const ClassTable& table)
{
    if (table.answeredCount() > table.rows().size() || table.presentCount() > table.rows().size())
        fail("a table counting more pupils than it has");
    if (!table.inExercise())
        return;
    const QStringList keeping = table.keepingTokens();
    for (const ClassTable::Row& row : table.rows()) {
        if (row.answer.isEmpty())
            continue;
        if (!legal(table.exercise().board, row.answer))
            fail("an answer in the table not legal in the exercise");
        const ClassTable::Verdict expected = !table.judged() ? ClassTable::Verdict::Pending
            : keeping.contains(row.answer)                   ? ClassTable::Verdict::Keeps
                                                             : ClassTable::Verdict::Loses;
        if (row.verdict != expected)
            fail("an answer's verdict is not the judgement's");
    }
}

/// `m` as it crosses the wire: written, then read back by the receiver.
Message overTheWire(const Message& m)
{
    QString error;
    const std::optional<Message> read = readMessage(writeMessage(m), error);
    if (!read)
        fail("a message written by the program does not read back");
    return *read;
}

class Class {
public:
    Class()
    {
        m_table.arrive(kMe);
        join();
    }

    void step(char command, std::string_view rest)
    {
        const QString text = QString::fromUtf8(rest.data(), qsizetype(rest.size()));
        switch (command) {
        case 'n':
            m_name = text;
            break;
        case 'w':
            m_words = text;
            break;
        case 't':
            fromTeacher(rest);
            break;
        case 'p':
            fromPupil(text);
            break;
        case 'a':
            answer(text);
            break;
        case 'x':
            pushPosition(rest);
            break;
        case 'l':
            pushLesson(text);
            break;
        case 'f':
            follow(rest);
            break;
        case 'i':
            teacherStep(text.toInt());
            break;
        case 'j':
            judge();
            break;
        case 's':
            show(text);
            break;
        case 'e':
            end();
            break;
        case 'r':
            m_view.disconnected();
            join();
            break;
        default:
            break;
        }
        checkView(m_view);
        checkTable(m_table);
        checkStep();
    }

private:
    /// The state a pupil gets when it joins: class, follow, the exercise, the table.
    void join()
    {
        m_view.awaitClass();
        Message welcome = Message::of(MessageType::Class);
        welcome.name = m_name;
        toPupil(welcome);
        toPupil(followMessage());
        if (m_step >= 0 && !m_table.inExercise())
            toPupil(stepMessage());
        if (m_table.inExercise())
            toPupil(m_table.exerciseMessage(kMe));
        toPupil(m_table.tableMessage());
    }

    Message followMessage() const
    {
        Message m = Message::of(MessageType::Follow);
        m.position = QString::fromStdString(m_board.text());
        m.text = m_words;
        return m;
    }

    Message stepMessage() const
    {
        Message m = Message::of(MessageType::Step);
        m.number = m_step;
        m.text = m_stepLine;
        return m;
    }

    /// Outside an exercise, the pupil's view stands on the teacher's step (none: -1), as the wire carries it.
    void checkStep() const
    {
        if (m_forged || !m_view.inClass() || m_view.inExercise() || m_table.inExercise())
            return;
        const QString line = m_step >= 0 ? overTheWire(stepMessage()).text : QString();
        if (m_view.stepIndex() != m_step || m_view.stepLine() != line)
            fail("the pupil's view stands on another step than the teacher's board");
    }

    /// A message of the teacher's program: the pupil takes it unless made-up ones came before.
    void toPupil(const Message& m)
    {
        const QString why = take(overTheWire(m));
        if (!why.isEmpty() && !m_forged) {
            std::fprintf(stderr, "refused: %s\n", qPrintable(why));
            fail("the pupil refused a message of the teacher's program");
        }
    }

    /// The pupil's view takes `m`; a refusal has a reason and changes nothing.
    QString take(const Message& m)
    {
        const ClassView before = m_view;
        ClassView::Change change {};
        const QString why = m_view.take(m, change);
        if (!why.isEmpty() && !sameView(before, m_view))
            fail("a refused teacher's message changed the pupil's view");
        return why;
    }

    void fromTeacher(std::string_view json)
    {
        QString error;
        const std::optional<Message> m
            = readMessage(QByteArrayView(json.data(), qsizetype(json.size())), error);
        if (!m)
            return;
        if (m->type == MessageType::Bye || m->type == MessageType::Error)
            return; // they close the connection: ClassPupil's, not the view's
        if (take(*m).isEmpty())
            m_forged = true;
    }

    void fromPupil(const QString& line)
    {
        const qsizetype space = line.indexOf(u' ');
        const QString name = line.left(space).trimmed();
        if (space < 0 || name.isEmpty())
            return;
        QString error;
        const std::optional<Message> m = readMessage(line.mid(space + 1).toUtf8(), error);
        if (!m)
            return;
        if (name == kMe)
            m_forged = true; // the pupil's own messages come from its view
        switch (m->type) {
        case MessageType::Hello:
            if (!present(name) && m_table.presentCount() >= kMaxPupils)
                return; // ClassHost takes no more connections
            m_table.arrive(name);
            toPupil(m_table.tableMessage());
            break;
        case MessageType::Bye:
        case MessageType::Error:
            if (!present(name) || name == kMe)
                return;
            m_table.leave(name);
            toPupil(m_table.tableMessage());
            break;
        case MessageType::Answer:
            if (present(name))
                toTeacher(name, *m);
            break;
        default:
            break;
        }
    }

    bool present(const QString& name) const
    {
        for (const ClassTable::Row& row : m_table.rows())
            if (row.name == name)
                return row.present;
        return false;
    }

    /// Pupil `name`'s answer to the teacher's table: a refusal has a reason and changes nothing.
    QString toTeacher(const QString& name, const Message& m)
    {
        const ClassTable before = m_table;
        QString taken;
        const QString why = m_table.answer(name, m, taken);
        if (!why.isEmpty() || taken.isEmpty()) {
            if (!sameTable(before, m_table))
                fail("a refused or late answer changed the table");
            return why.isEmpty() ? QStringLiteral("too late") : why;
        }
        if (!legal(m_table.exercise().board, taken))
            fail("an answer taken that is not legal");
        toPupil(m_table.tableMessage());
        return {};
    }

    void answer(const QString& token)
    {
        Message m;
        if (!m_view.answer(token, m).isEmpty())
            return;
        if (!present(kMe))
            return;
        if (const QString why = toTeacher(kMe, overTheWire(m)); !why.isEmpty() && !m_forged) {
            std::fprintf(stderr, "refused: %s\n", qPrintable(why));
            fail("the teacher refused the pupil's answer");
        }
    }

    void pushPosition(std::string_view named)
    {
        ClassBoard board;
        if (!ClassBoard::read(named, board).empty() || board.position().over())
            return; // ClassHost::pushPosition sends no finished game
        push(ClassTable::Exercise { QStringLiteral("position"), {}, m_words, board });
    }

    void pushLesson(const QString& id)
    {
        if (id.isEmpty() || id.size() > 80 || !m_board.valid())
            return; // ClassHost::pushLesson's limits
        push(ClassTable::Exercise { QStringLiteral("lesson"), id, m_words, m_board });
    }

    void push(ClassTable::Exercise exercise)
    {
        m_table.push(std::move(exercise), std::nullopt);
        toPupil(m_table.exerciseMessage({}));
        toPupil(m_table.tableMessage());
    }

    void follow(std::string_view named)
    {
        ClassBoard board;
        if (!ClassBoard::read(named, board).empty())
            return;
        if (board.text() != m_board.text())
            m_step = -1; // ClassHost::follow: the steps on show were of the board before
        m_board = board;
        if (!m_table.inExercise())
            toPupil(followMessage());
    }

    /// ClassHost::step
    void teacherStep(int index)
    {
        m_step = std::clamp(index, 0, int(kMaxSteps));
        m_stepLine = m_words.left(300);
        if (!m_table.inExercise())
            toPupil(stepMessage());
    }

    void judge()
    {
        if (!m_table.inExercise())
            return;
        const ClassBoard& board = m_table.exercise().board;
        Judgement judgement;
        const std::vector<std::string> tokens = board.legalTokens();
        Decision d;
        if (!tokens.empty() && board.decision(tokens.front(), d).empty())
            judgement.keeping.push_back(d);
        m_table.judge(judgement);
    }

    void show(const QString& name)
    {
        if (!m_table.inExercise())
            return;
        for (const ClassTable::Row& row : m_table.rows())
            if (row.name == name && !row.answer.isEmpty()) {
                Message m = Message::of(MessageType::Show);
                m.name = row.name;
                m.move = row.answer;
                toPupil(m);
                return;
            }
    }

    void end()
    {
        if (!m_table.inExercise())
            return;
        m_table.end();
        Message m = Message::of(MessageType::EndExercise);
        m.number = m_table.number();
        toPupil(m);
        toPupil(followMessage());
        if (m_step >= 0)
            toPupil(stepMessage());
    }

    ClassTable m_table;
    ClassView m_view;
    ClassBoard m_board = ClassBoard::start(Rules::defaults(Variant::Kalah), 1);
    QString m_name = QStringLiteral("Teacher"), m_words;
    int m_step = -1; // the teacher's step on show (-1: none), and its sentence
    QString m_stepLine;
    bool m_forged = false; // a made-up teacher's message was accepted, or one of the pupil's own
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    std::string_view input(reinterpret_cast<const char*>(data), size);
    Class lesson;
    for (int steps = 0; !input.empty() && steps < 200; ++steps) {
        const std::size_t end = input.find('\n');
        const std::string_view line = input.substr(0, end);
        input = end == std::string_view::npos ? std::string_view() : input.substr(end + 1);
        if (!line.empty())
            lesson.step(line[0], line.size() > 2 ? line.substr(2) : std::string_view());
    }
    return 0;
}
