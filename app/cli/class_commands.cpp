// SPDX-License-Identifier: GPL-3.0-or-later
#include "class_commands.h"

#include "classhost.h"
#include "classpupil.h"
#include "line_io.h"
#include "network_commands.h"
#include "wire.h"

#include "mancala/puzzle.h"

#include <QCoreApplication>
#include <QFile>
#include <QTimer>

namespace mancala::cli {

using net::ClassBoard;
using net::ClassHost;
using net::ClassPupil;
using net::fromStd;

namespace {

QString verdictWord(ClassHost::Verdict verdict)
{
    switch (verdict) {
    case ClassHost::Verdict::Keeps:
        return QStringLiteral("keeps");
    case ClassHost::Verdict::Loses:
        return QStringLiteral("loses");
    case ClassHost::Verdict::Pending:
        break;
    }
    return QStringLiteral("pending");
}

/// Splits "WORD REST" at the first space.
std::pair<QString, QString> split(const QString& line)
{
    const qsizetype space = line.indexOf(u' ');
    return {line.left(space), space < 0 ? QString() : line.mid(space + 1).trimmed()};
}

/// Ends the program once the last messages went out.
void finishSoon(int code)
{
    QTimer::singleShot(100, qApp, [code] { QCoreApplication::exit(code); });
}

/// The teacher: ClassHost's signals to lines, standard input's lines to its actions.
class TeacherLines : public QObject {
public:
    TeacherLines(ClassHost& host, ClassBoard board)
        : m_host(host)
        , m_board(std::move(board))
    {
        connect(&m_input, &InputLines::line, this, &TeacherLines::command);
        connect(&m_input, &InputLines::ended, this, [this] { command(QStringLiteral("quit")); });
        connect(&host, &ClassHost::pupilJoined, this, [](const QString& name) { say(QStringLiteral("joined ") + name); });
        connect(&host, &ClassHost::pupilLeft, this,
                [](const QString& name, const QString& reason) { say(QStringLiteral("left %1 %2").arg(name, reason)); });
        connect(&host, &ClassHost::refused, this, [](const QString& name, const QString& reason) {
            say(QStringLiteral("refused %1 %2").arg(name.isEmpty() ? QStringLiteral("-") : name, reason));
        });
        connect(&host, &ClassHost::answered, this, [this](const QString& name, const QString& move) {
            for (const ClassHost::Row& row : m_host.rows())
                if (row.name == name)
                    say(QStringLiteral("answer %1 %2 %3").arg(name, move, verdictWord(row.verdict)));
        });
        connect(&host, &ClassHost::exerciseSent, this, [](int n) { say(QStringLiteral("exercise %1").arg(n)); });
        connect(&host, &ClassHost::judgedNow, this, [this] {
            say(QStringLiteral("judged %1 %2").arg(m_host.exerciseNumber()).arg(m_host.keepingTokens().join(u' ')));
            for (const ClassHost::Row& row : m_host.rows())
                if (!row.answer.isEmpty())
                    say(QStringLiteral("answer %1 %2 %3").arg(row.name, row.answer, verdictWord(row.verdict)));
        });
    }

private:
    void command(const QString& line)
    {
        const auto [word, rest] = split(line);
        QString error;
        if (word == u"move" && !rest.isEmpty())
            error = move(rest);
        else if (word == u"setup" && !rest.isEmpty())
            error = setup(rest);
        else if (word == u"line") {
            m_line = rest;
            m_host.follow(m_board, m_move, m_line);
        } else if (word == u"push")
            error = m_host.pushPosition(m_board, rest);
        else if (word == u"puzzle" && !rest.isEmpty())
            error = puzzle(rest);
        else if (word == u"lesson" && !rest.isEmpty()) {
            const auto [id, text] = split(rest);
            error = m_host.pushLesson(id, m_board, text);
        } else if (word == u"show" && !rest.isEmpty())
            error = m_host.showAnswer(rest);
        else if (word == u"end")
            error = m_host.endExercise();
        else if (word == u"table")
            table();
        else if (word == u"quit") {
            m_host.close(QStringLiteral("the class is over"));
            finishSoon(0);
        } else
            error = QStringLiteral("unknown command '%1'").arg(line.left(40));
        if (!error.isEmpty())
            say(QStringLiteral("error ") + error);
    }

    QString move(const QString& token)
    {
        std::string canonical;
        if (const std::string why = m_board.play(token.toStdString(), &canonical); !why.empty())
            return fromStd(why);
        m_move = fromStd(canonical);
        m_host.follow(m_board, m_move, m_line);
        say(QStringLiteral("board %1").arg(fromStd(m_board.text())));
        return {};
    }

    QString setup(const QString& named)
    {
        ClassBoard board;
        if (const std::string why = ClassBoard::read(named.toStdString(), board); !why.empty())
            return fromStd(why);
        m_board = board;
        m_move.clear();
        m_host.follow(m_board, m_move, m_line);
        say(QStringLiteral("board %1").arg(fromStd(m_board.text())));
        return {};
    }

    /// `puzzle FILE ID`: a puzzle of a puzzle file (resources/puzzles).
    QString puzzle(const QString& rest)
    {
        const auto [path, id] = split(rest);
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return QStringLiteral("cannot read %1").arg(path);
        std::vector<std::string> errors;
        for (const Puzzle& p : readPuzzles(file.readAll().toStdString(), errors))
            if (fromStd(p.id) == id)
                return m_host.pushPuzzle(p);
        return QStringLiteral("no puzzle %1 in %2").arg(id, path);
    }

    void table()
    {
        for (const ClassHost::Row& row : m_host.rows())
            say(QStringLiteral("row %1 %2 %3 %4")
                    .arg(row.name, row.present ? QStringLiteral("present") : QStringLiteral("absent"),
                         row.answer.isEmpty() ? QStringLiteral("-") : row.answer, verdictWord(row.verdict)));
        say(QStringLiteral("table %1 %2").arg(m_host.answeredCount()).arg(m_host.presentCount()));
    }

    ClassHost& m_host;
    ClassBoard m_board;
    QString m_move, m_line;
    InputLines m_input;
};

/// A pupil: ClassPupil's signals to lines, standard input's lines to its actions.
class PupilLines : public QObject {
public:
    explicit PupilLines(ClassPupil& pupil)
        : m_pupil(pupil)
    {
        connect(&m_input, &InputLines::line, this, &PupilLines::command);
        connect(&m_input, &InputLines::ended, this, [this] { command(QStringLiteral("quit")); });
        connect(&pupil, &ClassPupil::welcomed, this, [this] { say(QStringLiteral("class ") + m_pupil.teacherName()); });
        connect(&pupil, &ClassPupil::followed, this, [this] {
            say(QStringLiteral("follow %1 %2")
                    .arg(m_pupil.move().isEmpty() ? QStringLiteral("-") : m_pupil.move(), fromStd(m_pupil.board().text())));
            if (!m_pupil.line().isEmpty())
                say(QStringLiteral("line ") + m_pupil.line());
        });
        connect(&pupil, &ClassPupil::stepped, this,
                [this] { say(QStringLiteral("step %1 %2").arg(m_pupil.stepIndex()).arg(m_pupil.stepLine())); });
        connect(&pupil, &ClassPupil::exerciseReceived, this, [this] {
            say(QStringLiteral("exercise %1 %2 %3 %4")
                    .arg(m_pupil.exerciseNumber())
                    .arg(m_pupil.exerciseKind(), m_pupil.exerciseRef().isEmpty() ? QStringLiteral("-") : m_pupil.exerciseRef(),
                         fromStd(m_pupil.exerciseBoard().text())));
            if (!m_pupil.exerciseText().isEmpty())
                say(QStringLiteral("text ") + m_pupil.exerciseText());
            if (!m_pupil.sent().isEmpty())
                say(QStringLiteral("sent %1 %2").arg(m_pupil.exerciseNumber()).arg(m_pupil.sent()));
            else if (m_pupil.exerciseKind() != QLatin1String("lesson")) {
                QString turn = QStringLiteral("turn");
                for (const std::string& token : m_pupil.exerciseBoard().legalTokens())
                    turn += u' ' + fromStd(token);
                say(turn);
            }
        });
        connect(&pupil, &ClassPupil::answerSent, this,
                [this] { say(QStringLiteral("sent %1 %2").arg(m_pupil.exerciseNumber()).arg(m_pupil.sent())); });
        connect(&pupil, &ClassPupil::tableChanged, this,
                [this] { say(QStringLiteral("table %1 %2").arg(m_pupil.answered()).arg(m_pupil.pupils())); });
        connect(&pupil, &ClassPupil::shown, this,
                [this] { say(QStringLiteral("show %1 %2").arg(m_pupil.shownName(), m_pupil.shownMove())); });
        connect(&pupil, &ClassPupil::exerciseEnded, this,
                [this] { say(QStringLiteral("end-exercise %1").arg(m_pupil.exerciseNumber())); });
        connect(&pupil, &ClassPupil::connectionLost, this, [this](const QString& reason) {
            say(QStringLiteral("lost ") + reason);
            if (!m_welcomed)
                finish(3); // never joined: nothing to come back to
        });
        connect(&pupil, &ClassPupil::teacherLeft, this, [this](const QString& reason) {
            say(QStringLiteral("over ") + reason);
            finish(0);
        });
        connect(&pupil, &ClassPupil::refused, this, [](const QString& reason) { say(QStringLiteral("refused ") + reason); });
        connect(&pupil, &ClassPupil::failed, this, [this](const QString& reason) {
            say(QStringLiteral("failed ") + reason);
            if (!m_welcomed)
                finish(3);
        });
        connect(&pupil, &ClassPupil::welcomed, this, [this] { m_welcomed = true; });
    }

private:
    void command(const QString& line)
    {
        const auto [word, rest] = split(line);
        QString error;
        if (word == u"answer" && !rest.isEmpty())
            error = m_pupil.answer(rest);
        else if (word == u"rejoin")
            m_pupil.rejoin();
        else if (word == u"quit")
            finish(0);
        else
            error = QStringLiteral("unknown command '%1'").arg(line.left(40));
        if (!error.isEmpty())
            say(QStringLiteral("error ") + error);
    }

    void finish(int code)
    {
        m_pupil.leave(QStringLiteral("quit"));
        finishSoon(code);
    }

    ClassPupil& m_pupil;
    InputLines m_input;
    bool m_welcomed = false;
};

} // namespace

int classHostCommand(const Options& options)
{
    Rules rules;
    std::uint64_t seed = 1;
    std::string err = rulesFromOptions(options, rules, "kalah");
    if (err.empty())
        err = seedOption(options, seed);
    ListenOptions listen;
    if (err.empty())
        err = listenOptions(options, listen);
    if (!err.empty())
        return usageError(err);
    networkApplication();
    const ClassBoard board = ClassBoard::start(rules, seed);
    ClassHost host;
    TeacherLines lines(host, board);
    const QString name = options.value("name") ? fromStd(*options.value("name")) : QString();
    if (const QString why = host.host(name, board, listen.address, listen.port, listen.code); !why.isEmpty())
        return usageError("cannot listen: " + why.toStdString());
    say(QStringLiteral("listening %1 %2 %3").arg(listen.address.toString()).arg(host.port()).arg(host.code()));
    return QCoreApplication::exec();
}

int classJoinCommand(const QString& address, quint16 port, const QString& code, const Options& options)
{
    const QString name = options.value("name") ? fromStd(*options.value("name")).trimmed() : QString();
    if (name.isEmpty())
        return usageError("a pupil joins with --name NAME");
    networkApplication();
    ClassPupil pupil;
    PupilLines lines(pupil);
    pupil.join(address, port, code, name);
    return QCoreApplication::exec();
}

} // namespace mancala::cli
