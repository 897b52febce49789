// SPDX-License-Identifier: GPL-3.0-or-later
#include "classview.h"

#include "wire.h"

#include "mancala/notation.h"

namespace mancala::net {

QString ClassView::take(const Message& m, Change& change)
{
    if (m_stage == Stage::AwaitClass) {
        if (m.type == MessageType::Setup)
            return QStringLiteral("this host plays a game, it holds no class");
        if (m.type != MessageType::Class)
            return QStringLiteral("a class message was expected");
        m_teacher = m.name;
        m_stage = Stage::Member;
        clearStep(); // the teacher's step on show, if any, comes after its board
        change = Change::Welcomed;
        return {};
    }
    if (m_stage != Stage::Member)
        return QStringLiteral("no message was expected");
    switch (m.type) {
    case MessageType::Follow:
        change = Change::Followed;
        return onFollow(m);
    case MessageType::Step:
        if (m_inExercise)
            return QStringLiteral("a step of the teacher's board during an exercise");
        m_stepIndex = int(m.number);
        m_stepLine = m.text;
        change = Change::Stepped;
        return {};
    case MessageType::Exercise:
        change = Change::Exercise;
        return onExercise(m);
    case MessageType::Table:
        if (m.answered > m.pupils + kMaxPupils)
            return QStringLiteral("a table with more answers than it can hold");
        m_answered = int(m.answered);
        m_pupils = int(m.pupils);
        change = Change::Table;
        return {};
    case MessageType::Show:
        change = Change::Shown;
        return onShow(m);
    case MessageType::EndExercise:
        if (!m_inExercise || m.number != m_number)
            return QStringLiteral("the end of exercise %1, which is not under way").arg(m.number);
        m_inExercise = false;
        m_shownName.clear();
        m_shownMove.clear();
        clearStep(); // the teacher's step on show, if any, comes after its board
        change = Change::Ended;
        return {};
    default:
        return QStringLiteral("a '%1' message in a class").arg(typeName(m.type));
    }
}

QString ClassView::onFollow(const Message& m)
{
    ClassBoard board;
    if (const std::string why = ClassBoard::read(m.position.toStdString(), board); !why.empty())
        return QStringLiteral("follow: ") + fromStd(why);
    // The same board again brings a new line: the teacher's steps through its move stay.
    if (m_board.text() != board.text())
        clearStep();
    m_board = board;
    m_move = m.move;
    m_line = m.text;
    return {};
}

void ClassView::clearStep()
{
    m_stepIndex = -1;
    m_stepLine.clear();
}

QString ClassView::onExercise(const Message& m)
{
    // The same exercise again comes after a rejoin; an older one never.
    if (m.number < m_number)
        return QStringLiteral("exercise %1 after exercise %2").arg(m.number).arg(m_number);
    ClassBoard board;
    if (const std::string why = ClassBoard::read(m.position.toStdString(), board); !why.empty())
        return QStringLiteral("exercise: ") + fromStd(why);
    if (m.kind != QLatin1String("lesson") && board.position().over())
        return QStringLiteral("an exercise whose game is over");
    Decision decision;
    if (!m.move.isEmpty() && !board.decision(m.move.toStdString(), decision).empty())
        return QStringLiteral("an exercise whose answer is not legal in it");
    m_exercise = board;
    m_inExercise = true;
    m_number = int(m.number);
    m_kind = m.kind;
    m_ref = m.ref;
    m_text = m.text;
    m_sent = m.move;
    m_shownName.clear();
    m_shownMove.clear();
    return {};
}

QString ClassView::onShow(const Message& m)
{
    Decision decision;
    if (!m_inExercise || m_kind == QLatin1String("lesson"))
        return QStringLiteral("an answer shown with no exercise under way");
    if (const std::string why = m_exercise.decision(m.move.toStdString(), decision); !why.empty())
        return QStringLiteral("show: ") + fromStd(why);
    m_shownName = m.name;
    m_shownMove = m.move;
    return {};
}

QString ClassView::answer(const QString& token, Message& out)
{
    if (!m_inExercise)
        return QStringLiteral("no exercise is under way");
    if (m_kind == QLatin1String("lesson"))
        return QStringLiteral("a lesson takes no answer");
    if (!m_sent.isEmpty())
        return QStringLiteral("the answer is sent already");
    Decision decision;
    if (const std::string why = m_exercise.decision(token.toStdString(), decision); !why.empty())
        return fromStd(why);
    out = Message::of(MessageType::Answer);
    out.number = m_number;
    out.move = fromStd(formatDecision(m_exercise.position(), decision));
    m_sent = out.move;
    return {};
}

} // namespace mancala::net
