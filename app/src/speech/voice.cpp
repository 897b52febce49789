// SPDX-License-Identifier: GPL-3.0-or-later
#include "speech/voice.h"

#include <QTextToSpeech>

namespace mancala::app {

QtVoice::QtVoice(QObject* parent)
    : Voice(parent)
{
}

QTextToSpeech* QtVoice::engine() const
{
    // Started on first use: reading aloud is off by default, and an engine
    // takes a moment to load its voices. No engine at all (no plug-in
    // installed): no QTextToSpeech, nothing is said.
    if (!m_tried) {
        m_tried = true;
        if (!QTextToSpeech::availableEngines().isEmpty()) {
            auto* self = const_cast<QtVoice*>(this);
            m_speech = new QTextToSpeech(self);
            connect(m_speech, &QTextToSpeech::stateChanged, self, [self](QTextToSpeech::State state) {
                if (state == QTextToSpeech::Error)
                    emit self->failed();
                if (state == QTextToSpeech::Ready || state == QTextToSpeech::Error)
                    emit self->finished();
            });
        }
    }
    return m_speech;
}

bool QtVoice::available() const
{
    return engine() && m_speech->state() != QTextToSpeech::Error;
}

QList<QLocale> QtVoice::locales() const
{
    return available() ? m_speech->availableLocales() : QList<QLocale>{};
}

void QtVoice::setLocale(const QLocale& locale)
{
    if (available())
        m_speech->setLocale(locale);
}

void QtVoice::say(const QString& text)
{
    if (!available()) {
        emit finished();
        return;
    }
    m_speech->say(text);
}

void QtVoice::stop()
{
    // An engine not started has said nothing: stopping does not start it
    // (the teaching panel stops the voice as it hides, at every start).
    if (m_speech && m_speech->state() != QTextToSpeech::Error)
        m_speech->stop();
}

} // namespace mancala::app
