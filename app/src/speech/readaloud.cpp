// SPDX-License-Identifier: GPL-3.0-or-later
#include "speech/readaloud.h"

#include "languages/translations.h"
#include "settings/appsettings.h"

#include <QQmlEngine>
#include <QSettings>

namespace mancala::app {

namespace {

const QString kSettingsKey = QStringLiteral("readAloud");

} // namespace

ReadAloud* ReadAloud::create(QQmlEngine*, QJSEngine*)
{
    static ReadAloud* instance = new ReadAloud(std::make_unique<QtVoice>());
    QJSEngine::setObjectOwnership(instance, QJSEngine::CppOwnership);
    return instance;
}

ReadAloud::ReadAloud(std::unique_ptr<Voice> voice, bool persistent, QObject* parent)
    : QObject(parent)
    , m_voice(std::move(voice))
    , m_persistent(persistent)
{
    if (m_persistent)
        m_enabled = openSettings()->value(kSettingsKey, false).toBool();
    connect(m_voice.get(), &Voice::finished, this, [this] { setSpeaking(false); });
    m_longest.setSingleShot(true);
    connect(&m_longest, &QTimer::timeout, this, [this] {
        // The engine never said the sentence ended: it does not speak here.
        setFailed(true);
        setSpeaking(false);
    });
    connect(m_voice.get(), &Voice::failed, this, [this] { setFailed(true); });
    if (m_enabled)
        followLanguage();
}

ReadAloud::~ReadAloud() = default;

void ReadAloud::setEnabled(bool enabled)
{
    if (enabled == m_enabled)
        return;
    m_enabled = enabled;
    m_failed = false;
    if (m_enabled)
        followLanguage();
    else
        stop();
    if (m_persistent)
        openSettings()->setValue(kSettingsKey, m_enabled);
    emit enabledChanged();
    emit voiceChanged(); // the notice shows only while reading aloud is on
}

QString ReadAloud::notice() const
{
    if (!m_enabled)
        return {};
    if (!m_voice->available())
        //: Read aloud is on but no speech engine (flite, speech-dispatcher) is installed
        return tr("No speech engine is installed: the narration stays on the screen.");
    if (!m_hasVoice)
        //: Read aloud is on but no voice speaks the language in use; %1 is the language's own name (ትግርኛ, Kiswahili)
        return tr("No voice speaks %1 on this computer: the narration stays on the screen.")
            .arg(Translations::nativeName(m_language));
    if (m_failed)
        //: Read aloud is on, a voice was chosen, but the engine could not say a sentence (no sound device, say)
        return tr("The voice does not speak on this computer (no sound device?): the narration stays on the screen.");
    return {};
}

void ReadAloud::setFailed(bool failed)
{
    if (failed == m_failed)
        return;
    m_failed = failed;
    emit voiceChanged();
}

void ReadAloud::followLanguage()
{
    if (m_language != Translations::current())
        m_failed = false; // another voice: it may speak
    m_language = Translations::current();
    if (!m_enabled) {
        // Chosen again when turned on: the engine is not started for nothing.
        emit voiceChanged();
        return;
    }
    const QLocale wanted(m_language);
    m_hasVoice = false;
    for (const QLocale& locale : m_voice->locales()) {
        if (locale.language() == wanted.language()) {
            m_voice->setLocale(locale);
            m_hasVoice = true;
            break;
        }
    }
    if (m_speaking && !m_hasVoice)
        stop();
    emit voiceChanged();
}

void ReadAloud::say(const QString& text)
{
    if (!m_enabled || text.trimmed().isEmpty())
        return;
    if (m_language != Translations::current())
        followLanguage();
    if (!m_hasVoice)
        return;
    setSpeaking(true);
    // About 15 characters a second when spoken; twice that time, and 3 s more.
    m_longest.start(3000 + 130 * int(text.size()));
    m_voice->say(text);
}

void ReadAloud::stop()
{
    m_voice->stop();
    setSpeaking(false);
}

void ReadAloud::setSpeaking(bool speaking)
{
    if (!speaking)
        m_longest.stop();
    if (speaking == m_speaking)
        return;
    m_speaking = speaking;
    emit speakingChanged();
}

} // namespace mancala::app
