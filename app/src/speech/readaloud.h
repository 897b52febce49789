// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "speech/voice.h"

#include <QObject>
#include <QString>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

#include <memory>

class QQmlEngine;
class QJSEngine;

namespace mancala::app {

/**
 * @brief "Read aloud" (View menu): speaks the announcements under the board
 * and, in teaching mode, each step's sentence, in the language in use.
 *
 * Off by default; the choice is kept in the settings ("readAloud"). It
 * speaks only with a voice of the language in use: where the engine has
 * none (no Tigrinya voice, say), or there is no speech engine at all, it
 * says nothing and `notice` tells why; the game works as before.
 *
 * `speaking` is true from say() until the sentence ends: teaching mode holds
 * its step player on a step while it is (StepPlayer::held), so that the
 * next step waits for the sentence to be heard. An engine that never says
 * it has finished (a stuck audio device) cannot hold teaching mode for
 * ever: a sentence counts as said after a generous time for its length,
 * and the voice as failed. A voice that failed (the engine's error, or a
 * sentence that never ended: no sound device) is told by `notice` too,
 * until reading aloud is turned off and on again or the language changes.
 */
class ReadAloud : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(bool enabled READ enabled WRITE setEnabled NOTIFY enabledChanged)
    /// A speech engine is installed and working.
    Q_PROPERTY(bool engineAvailable READ engineAvailable NOTIFY voiceChanged)
    /// The engine has a voice for the language in use.
    Q_PROPERTY(bool voiceAvailable READ voiceAvailable NOTIFY voiceChanged)
    /// Why nothing is said although reading aloud is on; empty when it speaks.
    Q_PROPERTY(QString notice READ notice NOTIFY voiceChanged)
    Q_PROPERTY(bool speaking READ speaking NOTIFY speakingChanged)

public:
    /// The app's instance: Qt TextToSpeech's default engine.
    static ReadAloud* create(QQmlEngine*, QJSEngine*);
    /// An instance with a voice of its own (the tests'); `persistent`: keeps the choice in the settings.
    explicit ReadAloud(std::unique_ptr<Voice> voice, bool persistent = true, QObject* parent = nullptr);
    ~ReadAloud() override;

    bool enabled() const { return m_enabled; }
    void setEnabled(bool enabled);
    bool engineAvailable() const { return m_voice->available(); }
    bool voiceAvailable() const { return m_hasVoice; }
    QString notice() const;
    bool speaking() const { return m_speaking; }

    /// Says `text` when reading aloud is on and a voice speaks the language
    /// in use, cutting short the sentence before; else nothing.
    Q_INVOKABLE void say(const QString& text);
    Q_INVOKABLE void stop();
    /// Chooses the voice for the language now in use (Translations::current()).
    Q_INVOKABLE void followLanguage();

signals:
    void enabledChanged();
    void voiceChanged();
    void speakingChanged();

private:
    void setSpeaking(bool speaking);
    void setFailed(bool failed);

    std::unique_ptr<Voice> m_voice;
    bool m_persistent = true;
    bool m_enabled = false;
    bool m_hasVoice = false;
    bool m_speaking = false;
    bool m_failed = false; ///< the voice could not say a sentence
    QString m_language;
    QTimer m_longest; ///< the longest a sentence may take
};

} // namespace mancala::app
