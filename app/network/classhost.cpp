// SPDX-License-Identifier: GPL-3.0-or-later
#include "classhost.h"

#include "wire.h"


#include <algorithm>

#include <QThread>
#include <QWebSocket>
#include <QWebSocketServer>

namespace mancala::net {

ClassHost::ClassHost(QObject* parent)
    : QObject(parent)
{
}

ClassHost::~ClassHost()
{
    stopJudge();
    for (Pupil& pupil : m_pupils)
        if (pupil.socket) {
            pupil.socket->disconnect(this);
            pupil.socket->abort();
        }
}

// ------------------------------------------------------------ connections

QString ClassHost::host(const QString& name, const ClassBoard& board, const QHostAddress& address, quint16 port,
                        const QString& code)
{
    m_name = name;
    m_board = board;
    m_gate.emplace(code);
    QString why;
    m_server = listenOn(this, address, port, why);
    if (!m_server)
        return why;
    connect(m_server, &QWebSocketServer::newConnection, this, &ClassHost::onNewConnection);
    return {};
}

quint16 ClassHost::port() const
{
    return m_server ? m_server->serverPort() : 0;
}

QString ClassHost::code() const
{
    return m_gate ? m_gate->code() : QString();
}

bool ClassHost::listening() const
{
    return m_server && m_server->isListening();
}

void ClassHost::close(const QString& reason)
{
    stopJudge();
    broadcast(closing(MessageType::Bye, reason));
    for (Pupil& pupil : m_pupils)
        if (pupil.socket) {
            pupil.socket->disconnect(this);
            pupil.socket->close(QWebSocketProtocol::CloseCodeNormal, reason.left(100));
            pupil.socket->deleteLater();
        }
    m_pupils.clear();
    m_table.leaveAll();
    if (m_server)
        m_server->close();
    emit tableChanged();
}

void ClassHost::onNewConnection()
{
    while (QWebSocket* socket = m_server->nextPendingConnection()) {
        socket->setParent(this);
        limitSocket(socket);
        if (m_pupils.size() >= kMaxPupils) {
            sendOn(socket, closing(MessageType::Bye, QStringLiteral("the class is full")));
            socket->close(QWebSocketProtocol::CloseCodeGoingAway);
            socket->deleteLater();
            continue;
        }
        m_pupils.append(Pupil{socket, {}, false});
        connect(socket, &QWebSocket::textMessageReceived, this,
                [this, socket](const QString& text) { onText(socket, text); });
        connect(socket, &QWebSocket::binaryMessageReceived, this,
                [this, socket] { refuse(socket, QStringLiteral("binary messages are not part of the protocol")); });
        connect(socket, &QWebSocket::disconnected, this, [this, socket] { onDisconnected(socket); });
    }
}

ClassHost::Pupil* ClassHost::pupilOf(QWebSocket* socket)
{
    for (Pupil& pupil : m_pupils)
        if (pupil.socket == socket)
            return &pupil;
    return nullptr;
}

/// Forgets the connection of `socket` (closed or to be closed); its pupil is no longer present.
void ClassHost::drop(QWebSocket* socket)
{
    const Pupil* pupil = pupilOf(socket);
    if (!pupil)
        return;
    const QString name = pupil->member ? pupil->name : QString();
    m_pupils.removeIf([socket](const Pupil& p) { return p.socket == socket; });
    socket->disconnect(this);
    socket->deleteLater();
    if (name.isEmpty())
        return;
    m_table.leave(name);
    broadcast(m_table.tableMessage());
    emit tableChanged();
}

void ClassHost::onDisconnected(QWebSocket* socket)
{
    const Pupil* pupil = pupilOf(socket);
    if (!pupil)
        return;
    const bool member = pupil->member;
    const QString name = pupil->name;
    const QString reason = !socket->closeReason().isEmpty() ? socket->closeReason() : QStringLiteral("the connection dropped");
    drop(socket);
    if (member)
        emit pupilLeft(name, reason);
}

void ClassHost::refuse(QWebSocket* socket, const QString& reason)
{
    const Pupil* pupil = pupilOf(socket);
    const QString name = pupil && pupil->member ? pupil->name : QString();
    drop(socket);
    sendOn(socket, closing(MessageType::Error, reason));
    socket->close(QWebSocketProtocol::CloseCodePolicyViolated, reason.left(100));
    emit refused(name, reason);
}

void ClassHost::broadcast(const Message& m)
{
    const QString text = QString::fromUtf8(writeMessage(m)); // written once for every pupil
    for (const Pupil& pupil : m_pupils)
        if (pupil.member && pupil.socket && pupil.socket->state() == QAbstractSocket::ConnectedState)
            pupil.socket->sendTextMessage(text);
}

// -------------------------------------------------------------- messages

void ClassHost::onText(QWebSocket* socket, const QString& text)
{
    Pupil* pupil = pupilOf(socket);
    if (!pupil)
        return;
    readAndHandle(
        text, [&](const Message& m) { return handle(*pupil, m); }, [&](const QString& why) { refuse(socket, why); });
}

QString ClassHost::handle(Pupil& pupil, const Message& m)
{
    if (m.type == MessageType::Bye || m.type == MessageType::Error) {
        const QString name = pupil.member ? pupil.name : QString();
        QWebSocket* socket = pupil.socket;
        drop(socket); // first: the close below must not report the pupil as dropped too
        socket->close();
        if (!name.isEmpty())
            emit pupilLeft(name, !m.reason.isEmpty() ? m.reason : QStringLiteral("the pupil left"));
        return {};
    }
    if (!pupil.member)
        return m.type == MessageType::Hello ? onHello(pupil, m) : QStringLiteral("a hello was expected");
    if (m.type == MessageType::Answer)
        return onAnswer(pupil, m);
    return QStringLiteral("a '%1' message from a pupil").arg(typeName(m.type));
}

QString ClassHost::onHello(Pupil& pupil, const Message& m)
{
    if (const QString why = m_gate->check(m.code); !why.isEmpty())
        return why;
    QWebSocket* const mine = pupil.socket; // `pupil` moves when another connection is dropped
    const QString name = m.name.trimmed();
    if (name.isEmpty())
        return QStringLiteral("a pupil needs a name");
    // The same name again is the same pupil coming back: the newer connection stays.
    for (const Pupil& other : m_pupils)
        if (other.member && other.name == name && other.socket != mine) {
            QWebSocket* old = other.socket;
            drop(old);
            sendOn(old, closing(MessageType::Bye, QStringLiteral("joined again from another connection")));
            old->close();
            break;
        }
    Pupil* self = pupilOf(mine);
    self->name = name;
    self->member = true;
    m_table.arrive(name);
    sendState(self->socket, name);
    broadcast(m_table.tableMessage());
    emit pupilJoined(name);
    emit tableChanged();
    return {};
}

QString ClassHost::onAnswer(Pupil& pupil, const Message& m)
{
    QString taken;
    if (const QString why = m_table.answer(pupil.name, m, taken); !why.isEmpty() || taken.isEmpty())
        return why;
    broadcast(m_table.tableMessage());
    emit answered(pupil.name, taken);
    emit tableChanged();
    return {};
}

// ------------------------------------------------------------ the state

Message ClassHost::followMessage() const
{
    Message m = Message::of(MessageType::Follow);
    m.position = fromStd(m_board.text());
    m.move = m_move;
    m.text = m_line;
    return m;
}

Message ClassHost::stepMessage() const
{
    Message m = Message::of(MessageType::Step);
    m.number = m_step;
    m.text = m_stepLine;
    return m;
}

void ClassHost::sendState(QWebSocket* socket, const QString& name)
{
    Message welcome = Message::of(MessageType::Class);
    welcome.name = m_name;
    sendOn(socket, welcome);
    sendOn(socket, followMessage());
    if (m_step >= 0 && !m_table.inExercise())
        sendOn(socket, stepMessage());
    if (m_table.inExercise())
        sendOn(socket, m_table.exerciseMessage(name));
}

// ------------------------------------------------------------ the teacher

void ClassHost::follow(const ClassBoard& board, const QString& move, const QString& line)
{
    if (board.text() != m_board.text()) {
        m_step = -1; // the steps on show belong to the decision that led to the board
        m_stepLine.clear();
    }
    m_board = board;
    m_move = move;
    m_line = line.left(300);
    if (!m_table.inExercise())
        broadcast(followMessage());
}

void ClassHost::step(int index, const QString& line)
{
    m_step = std::clamp(index, 0, int(kMaxSteps));
    m_stepLine = line.left(300);
    if (!m_table.inExercise())
        broadcast(stepMessage());
}

const ClassBoard& ClassHost::exerciseBoard() const
{
    return m_table.inExercise() ? m_table.exercise().board : m_board;
}

QString ClassHost::pushPosition(const ClassBoard& board, const QString& text)
{
    if (!board.valid() || board.position().over())
        return QStringLiteral("the game is over: there is no decision to find");
    push(ClassTable::Exercise{QStringLiteral("position"), {}, text.left(300), board}, std::nullopt);
    judgeInBackground();
    return {};
}

QString ClassHost::pushPuzzle(const Puzzle& puzzle)
{
    ClassBoard board;
    if (const std::string why = ClassBoard::read(puzzle.position, board); !why.empty())
        return fromStd(why);
    Decision best;
    if (const std::string why = board.decision(puzzle.best, best); !why.empty())
        return fromStd(why);
    push(ClassTable::Exercise{QStringLiteral("puzzle"), fromStd(puzzle.id).left(80), {}, board}, Judgement{{best}, puzzle.depth == 0});
    return {};
}

QString ClassHost::pushLesson(const QString& lessonId, const ClassBoard& board, const QString& text)
{
    if (lessonId.isEmpty() || lessonId.size() > 80)
        return QStringLiteral("a lesson id of 1 to 80 characters");
    if (!board.valid())
        return QStringLiteral("a lesson needs a position");
    push(ClassTable::Exercise{QStringLiteral("lesson"), lessonId, text.left(300), board}, std::nullopt);
    return {};
}

void ClassHost::push(ClassTable::Exercise exercise, std::optional<Judgement> judgement)
{
    stopJudge();
    const bool judged = judgement.has_value();
    m_table.push(std::move(exercise), std::move(judgement));
    // Every pupil's own message (`sent` is each one's answer): all empty at a new exercise.
    broadcast(m_table.exerciseMessage({}));
    broadcast(m_table.tableMessage());
    emit exerciseSent(m_table.number());
    if (judged)
        emit judgedNow();
    emit tableChanged();
}

QString ClassHost::showAnswer(const QString& pupil)
{
    if (!m_table.inExercise())
        return QStringLiteral("no exercise is under way");
    for (const Row& row : m_table.rows())
        if (row.name == pupil && !row.answer.isEmpty()) {
            Message show = Message::of(MessageType::Show);
            show.name = row.name;
            show.move = row.answer;
            broadcast(show);
            return {};
        }
    return QStringLiteral("%1 has not answered").arg(pupil);
}

QString ClassHost::endExercise()
{
    if (!m_table.inExercise())
        return QStringLiteral("no exercise is under way");
    stopJudge();
    m_table.end();
    Message end = Message::of(MessageType::EndExercise);
    end.number = m_table.number();
    broadcast(end);
    broadcast(followMessage());
    if (m_step >= 0)
        broadcast(stepMessage());
    return {};
}

// ------------------------------------------------------------ the judge

void ClassHost::judgeInBackground()
{
    auto run = std::make_shared<JudgeRun>();
    const ClassBoard board = exerciseBoard(); // the thread's own copy: its position points to its rules
    m_judge = run;
    m_judgeThread = QThread::create([run, board] { run->result = judgePosition(board.position(), &run->stop); });
    QThread* thread = m_judgeThread;
    thread->setParent(this);
    connect(thread, &QThread::finished, this, [this, run, thread] {
        thread->deleteLater();
        if (m_judgeThread == thread)
            m_judgeThread = nullptr;
        if (m_judge == run && !run->stop && run->result)
            setJudgement(run->result);
    });
    thread->start(QThread::LowPriority);
}

void ClassHost::stopJudge()
{
    if (m_judge)
        m_judge->stop = true;
    m_judge.reset();
    if (m_judgeThread) {
        m_judgeThread->wait();
        m_judgeThread = nullptr; // deleted by its finished connection
    }
}

void ClassHost::setJudgement(std::optional<Judgement> judgement)
{
    m_table.judge(std::move(judgement));
    emit judgedNow();
    emit tableChanged();
}

} // namespace mancala::net
