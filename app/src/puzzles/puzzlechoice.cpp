// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzles/puzzlechoice.h"

#include "languages/translations.h"

#include <algorithm>

namespace mancala::app {

PuzzleChoice::PuzzleChoice(QObject* parent)
    : QObject(parent)
{
    connect(LanguageChange::instance(), &LanguageChange::changed, this, &PuzzleChoice::progressChanged);
}

void PuzzleChoice::setSession(PuzzleSession* session)
{
    if (session == m_session)
        return;
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    if (session) {
        connect(session, &PuzzleSession::scoreChanged, this, &PuzzleChoice::progressChanged);
        connect(session, &PuzzleSession::catalogChanged, this, &PuzzleChoice::choiceChanged);
        connect(session, &PuzzleSession::catalogChanged, this, &PuzzleChoice::progressChanged);
    }
    emit sessionChanged();
    emit choiceChanged();
    emit progressChanged();
}

void PuzzleChoice::setVariant(const QString& variant)
{
    if (variant == m_variant)
        return;
    m_variant = variant;
    emit choiceChanged();
    emit progressChanged();
}

void PuzzleChoice::setLevel(int level)
{
    level = std::clamp(level, 0, 5);
    if (level == m_level)
        return;
    m_level = level;
    emit choiceChanged();
}

int PuzzleChoice::atLevel() const
{
    return m_session ? m_session->countOf(m_variant, m_level) : 0;
}

QString PuzzleChoice::progressText() const
{
    return m_session ? m_session->progressTextOf(m_variant) : QString();
}

void PuzzleChoice::chooseFor(const QString& variantId)
{
    if (!m_session)
        return;
    const QStringList ids = m_session->variants();
    if (ids.contains(variantId))
        setVariant(variantId);
    else if (!ids.contains(m_variant) && !ids.isEmpty())
        setVariant(ids.front());
}

bool PuzzleChoice::start()
{
    return m_session && m_session->openNextOf(m_variant, m_level);
}

} // namespace mancala::app
