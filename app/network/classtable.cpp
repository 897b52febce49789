// SPDX-License-Identifier: GPL-3.0-or-later
#include "classtable.h"

#include "wire.h"

#include "mancala/notation.h"

#include <algorithm>

namespace mancala::net {

ClassTable::Row& ClassTable::rowOf(const QString& name)
{
    for (Row& row : m_rows)
        if (row.name == name)
            return row;
    Row row;
    row.name = name;
    m_rows.append(row);
    return m_rows.last();
}

void ClassTable::arrive(const QString& name)
{
    rowOf(name).present = true;
}

void ClassTable::leave(const QString& name)
{
    rowOf(name).present = false;
}

void ClassTable::leaveAll()
{
    for (Row& row : m_rows)
        row.present = false;
}

void ClassTable::push(Exercise exercise, std::optional<Judgement> judgement)
{
    m_exercise = std::move(exercise);
    ++m_number;
    for (Row& row : m_rows) {
        row.answer.clear();
        row.verdict = Verdict::Pending;
    }
    m_judgement.reset();
    if (judgement)
        judge(std::move(judgement));
}

void ClassTable::judge(std::optional<Judgement> judgement)
{
    m_judgement = std::move(judgement);
    for (Row& row : m_rows)
        if (!row.answer.isEmpty())
            row.verdict = verdictOf(row.answer);
}

QString ClassTable::answer(const QString& name, const Message& m, QString& taken)
{
    taken.clear();
    if (m.number > m_number)
        return QStringLiteral("an answer to exercise %1, never sent").arg(m.number);
    if (m.number < m_number || !m_exercise)
        return {}; // an answer to an exercise that has ended meanwhile: too late, not wrong
    if (m_exercise->kind == QLatin1String("lesson"))
        return QStringLiteral("a lesson takes no answer");
    for (const Row& row : m_rows)
        if (row.name == name && !row.answer.isEmpty())
            return QStringLiteral("exercise %1 is answered already").arg(m.number);
    Decision decision;
    if (const std::string why = m_exercise->board.decision(m.move.toStdString(), decision); !why.empty())
        return fromStd(why);
    Row& row = rowOf(name);
    row.answer = fromStd(formatDecision(m_exercise->board.position(), decision));
    row.verdict = verdictOf(row.answer);
    taken = row.answer;
    return {};
}

ClassTable::Verdict ClassTable::verdictOf(const QString& answer) const
{
    if (!m_judgement || !m_exercise)
        return Verdict::Pending;
    Decision decision;
    if (!m_exercise->board.decision(answer.toStdString(), decision).empty())
        return Verdict::Loses;
    for (const Decision& keeping : m_judgement->keeping)
        if (keeping == decision)
            return Verdict::Keeps;
    return Verdict::Loses;
}

QStringList ClassTable::keepingTokens() const
{
    QStringList tokens;
    if (m_judgement && m_exercise)
        for (const Decision& d : m_judgement->keeping)
            tokens << fromStd(formatDecision(m_exercise->board.position(), d));
    return tokens;
}

int ClassTable::presentCount() const
{
    return int(std::count_if(m_rows.begin(), m_rows.end(), [](const Row& r) { return r.present; }));
}

int ClassTable::answeredCount() const
{
    return int(std::count_if(m_rows.begin(), m_rows.end(), [](const Row& r) { return !r.answer.isEmpty(); }));
}

Message ClassTable::exerciseMessage(const QString& name) const
{
    Message m = Message::of(MessageType::Exercise);
    m.number = m_number;
    m.kind = m_exercise->kind;
    m.ref = m_exercise->ref;
    m.text = m_exercise->text;
    m.position = fromStd(m_exercise->board.text());
    for (const Row& row : m_rows)
        if (row.name == name)
            m.move = row.answer;
    return m;
}

Message ClassTable::tableMessage() const
{
    Message m = Message::of(MessageType::Table);
    // Of the pupils present (no more than kMaxPupils): those who left keep their answers in the rows.
    m.answered = std::count_if(
        m_rows.begin(), m_rows.end(), [](const Row& r) { return r.present && !r.answer.isEmpty(); });
    m.pupils = presentCount();
    return m;
}

} // namespace mancala::net
