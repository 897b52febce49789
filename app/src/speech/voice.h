// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QLocale>
#include <QObject>
#include <QString>

class QTextToSpeech;

namespace mancala::app {

/**
 * @brief A speech engine as ReadAloud uses it: which languages it speaks,
 * saying one sentence, stopping. QtVoice is Qt TextToSpeech's; the tests
 * give ReadAloud a voice of their own.
 */
class Voice : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;
    /// False when no speech engine is installed (or it failed to start).
    virtual bool available() const = 0;
    /// The languages the engine has voices for.
    virtual QList<QLocale> locales() const = 0;
    /// Speaks with a voice of `locale`'s language from now on.
    virtual void setLocale(const QLocale& locale) = 0;
    /// Starts saying `text`, cutting short what was being said.
    virtual void say(const QString& text) = 0;
    virtual void stop() = 0;

signals:
    /// The sentence was said to its end, was stopped, or could not be said.
    void finished();
    /// The engine could not say a sentence (no sound device, say); sent before finished().
    void failed();
};

/// Qt TextToSpeech's default engine (flite, speech-dispatcher, ...), when there is one.
class QtVoice : public Voice {
    Q_OBJECT

public:
    explicit QtVoice(QObject* parent = nullptr);
    bool available() const override;
    QList<QLocale> locales() const override;
    void setLocale(const QLocale& locale) override;
    void say(const QString& text) override;
    void stop() override;

private:
    QTextToSpeech* engine() const;

    mutable QTextToSpeech* m_speech = nullptr;
    mutable bool m_tried = false;
};

} // namespace mancala::app
