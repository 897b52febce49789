// SPDX-License-Identifier: GPL-3.0-or-later
// Read aloud: off by default and kept in the settings, speaks only with a
// voice of the language in use and says why not otherwise, and the step
// player waits for a sentence to end while held.
#include "game/gamecontroller.h"
#include "game/stepplayer.h"
#include "languages/translations.h"
#include "settings/appsettings.h"
#include "speech/readaloud.h"
#include "speech/voice.h"

#include <QSettings>
#include <QSignalSpy>
#include <QTest>
#include <QTextToSpeech>

using namespace mancala::app;

namespace {

/// A speech engine that records what it is asked to say and finishes when told.
class FakeVoice : public Voice {
public:
    FakeVoice(bool available, QList<QLocale> locales)
        : m_available(available)
        , m_locales(std::move(locales))
    {
    }
    bool available() const override { return m_available; }
    QList<QLocale> locales() const override { return m_available ? m_locales : QList<QLocale>{}; }
    void setLocale(const QLocale& locale) override { current = locale; }
    void say(const QString& text) override { said << text; }
    void stop() override { ++stops; }
    void endSentence() { emit finished(); }
    /// What Qt's engine does when the sentence cannot be said (no sound device).
    void fail()
    {
        emit failed();
        emit finished();
    }

    QStringList said;
    QLocale current;
    int stops = 0;

private:
    bool m_available;
    QList<QLocale> m_locales;
};

struct Made {
    std::unique_ptr<ReadAloud> readAloud;
    FakeVoice* voice;
};

Made make(bool available, QList<QLocale> locales, bool persistent = false)
{
    auto voice = std::make_unique<FakeVoice>(available, std::move(locales));
    FakeVoice* raw = voice.get();
    return {std::make_unique<ReadAloud>(std::move(voice), persistent), raw};
}

const QList<QLocale> kEnglishAndSwahili{QLocale(QLocale::English, QLocale::UnitedStates),
                                        QLocale(QLocale::Swahili, QLocale::Kenya)};

} // namespace

class TestReadAloud : public QObject {
    Q_OBJECT

private slots:
    void init() { Translations::install(QStringLiteral("en")); }
    void cleanup() { Translations::install(QStringLiteral("en")); }

    void offByDefaultAndKept()
    {
        QVERIFY2(!settingsPath().isEmpty(), "MANCALA_SETTINGS names the test's settings file");
        QSettings(settingsPath(), QSettings::IniFormat).clear();
        {
            Made m = make(true, kEnglishAndSwahili, true);
            QVERIFY(!m.readAloud->enabled());
            m.readAloud->say(QStringLiteral("South moves again."));
            QVERIFY(m.voice->said.isEmpty());
            QVERIFY(!m.readAloud->speaking());
            QSignalSpy spy(m.readAloud.get(), &ReadAloud::enabledChanged);
            m.readAloud->setEnabled(true);
            QCOMPARE(spy.count(), 1);
        }
        Made again = make(true, kEnglishAndSwahili, true);
        QVERIFY(again.readAloud->enabled());
        again.readAloud->setEnabled(false);
        QVERIFY(!make(true, kEnglishAndSwahili, true).readAloud->enabled());
    }

    void speaksInTheLanguageInUse()
    {
        Made m = make(true, kEnglishAndSwahili);
        m.readAloud->setEnabled(true);
        QVERIFY(m.readAloud->voiceAvailable());
        QCOMPARE(m.readAloud->notice(), QString());
        QCOMPARE(m.voice->current.language(), QLocale::English);
        QSignalSpy speaking(m.readAloud.get(), &ReadAloud::speakingChanged);
        m.readAloud->say(QStringLiteral("South moves again."));
        QCOMPARE(m.voice->said, QStringList{QStringLiteral("South moves again.")});
        QVERIFY(m.readAloud->speaking());
        m.voice->endSentence();
        QVERIFY(!m.readAloud->speaking());
        QCOMPARE(speaking.count(), 2);
        // Swahili has a voice: the next sentence is said with it.
        QVERIFY(Translations::install(QStringLiteral("sw")));
        m.readAloud->say(QStringLiteral("Kusini anacheza tena."));
        QCOMPARE(m.voice->current.language(), QLocale::Swahili);
        QCOMPARE(m.voice->said.size(), 2);
        // Empty text is not said.
        m.voice->endSentence();
        m.readAloud->say(QStringLiteral("  "));
        QCOMPARE(m.voice->said.size(), 2);
        QVERIFY(!m.readAloud->speaking());
    }

    void saysSoWhenNoVoiceSpeaksTheLanguage()
    {
        Made m = make(true, kEnglishAndSwahili);
        m.readAloud->setEnabled(true);
        QVERIFY(Translations::install(QStringLiteral("ti")));
        m.readAloud->followLanguage();
        QVERIFY(!m.readAloud->voiceAvailable());
        QVERIFY(m.readAloud->engineAvailable());
        // The notice is in Tigrinya's own words once translated; its language name is Tigrinya's.
        QVERIFY2(m.readAloud->notice().contains(QStringLiteral("ትግርኛ")), qPrintable(m.readAloud->notice()));
        m.readAloud->say(QStringLiteral("ተራ ናይ ደቡብ"));
        QVERIFY(m.voice->said.isEmpty()); // an English voice does not read Tigrinya
        QVERIFY(!m.readAloud->speaking());
        // Off: no notice.
        m.readAloud->setEnabled(false);
        QCOMPARE(m.readAloud->notice(), QString());
    }

    void worksWithoutAnEngine()
    {
        Made m = make(false, kEnglishAndSwahili);
        QVERIFY(!m.readAloud->engineAvailable());
        QCOMPARE(m.readAloud->notice(), QString());
        m.readAloud->setEnabled(true);
        QCOMPARE(m.readAloud->notice(),
                 QStringLiteral("No speech engine is installed: the narration stays on the screen."));
        m.readAloud->say(QStringLiteral("South moves again."));
        QVERIFY(m.voice->said.isEmpty());
        QVERIFY(!m.readAloud->speaking());
    }

    /// Stopping a voice that never spoke does not start the engine (it loads
    /// its plug-in and voices: megabytes at every start, where the teaching
    /// panel stops the voice as it hides). With no engine installed this
    /// holds trivially; with flite or speech-dispatcher it is the check.
    void stoppingDoesNotStartTheEngine()
    {
        QtVoice voice;
        voice.stop();
        QVERIFY(!voice.findChild<QTextToSpeech*>());
    }

    void saysSoWhenTheVoiceCannotSpeak()
    {
        // English has a voice, but the engine cannot say anything (no sound device).
        Made m = make(true, kEnglishAndSwahili);
        m.readAloud->setEnabled(true);
        QCOMPARE(m.readAloud->notice(), QString()); // nothing known yet
        QSignalSpy changed(m.readAloud.get(), &ReadAloud::voiceChanged);
        m.readAloud->say(QStringLiteral("South moves again."));
        m.voice->fail();
        QVERIFY(!m.readAloud->speaking());
        QCOMPARE(changed.count(), 1);
        QCOMPARE(m.readAloud->notice(), QStringLiteral("The voice does not speak on this computer (no sound device?): "
                                                       "the narration stays on the screen."));
        // Off and on again: tried anew.
        m.readAloud->setEnabled(false);
        m.readAloud->setEnabled(true);
        QCOMPARE(m.readAloud->notice(), QString());
    }

    void saysSoWhenTheVoiceNeverEnds()
    {
        // An engine stuck on its sound device never says the sentence ended.
        Made m = make(true, kEnglishAndSwahili);
        m.readAloud->setEnabled(true);
        m.readAloud->say(QStringLiteral("Go."));
        QVERIFY(m.readAloud->speaking());
        QTRY_VERIFY_WITH_TIMEOUT(!m.readAloud->speaking(), 8000);
        QVERIFY(m.readAloud->notice().startsWith(QStringLiteral("The voice does not speak")));
    }

    void turningOffStopsTheSentence()
    {
        Made m = make(true, kEnglishAndSwahili);
        m.readAloud->setEnabled(true);
        m.readAloud->say(QStringLiteral("South moves again."));
        QVERIFY(m.readAloud->speaking());
        m.readAloud->setEnabled(false);
        QVERIFY(!m.readAloud->speaking());
        QVERIFY(m.voice->stops >= 1);
    }

    void playingWaitsWhileHeld()
    {
        // Teaching mode playing a Kalah move: while held (a sentence being
        // read), the player stays on its step however long it waits; released,
        // it goes on at once.
        GameController game;
        QCOMPARE(game.newGame(QStringLiteral("kalah")), QString());
        StepPlayer* player = game.player();
        player->setSpeed(StepPlayer::Fast);
        player->setStepping(true);
        QVERIFY(game.playHole(2));
        QVERIFY(player->stepCount() > 2);
        QCOMPARE(player->stepIndex(), 0);
        player->setHeld(true);
        player->play();
        QVERIFY(player->playing());
        // The rest on the step has ended (the time to go on came) and the player stayed.
        QVERIFY(!player->waitsForRelease());
        QTRY_VERIFY_WITH_TIMEOUT(player->waitsForRelease(), 10000);
        QCOMPARE(player->stepIndex(), 0);
        QSignalSpy stepped(player, &StepPlayer::stepChanged);
        player->setHeld(false);
        QCOMPARE(player->stepIndex(), 1); // the rest had ended: on at once
        QVERIFY(stepped.count() >= 1);
        player->setHeld(true);
        QTRY_VERIFY_WITH_TIMEOUT(player->waitsForRelease(), 10000);
        QCOMPARE(player->stepIndex(), 1);
        player->setHeld(false);
        QTRY_COMPARE(player->playing(), false); // and on to the end
        QCOMPARE(player->stepIndex(), player->stepCount());
        // c's four seeds went to d, e, f and South's store: 47 in the houses, 1 stored.
        int seeds = 0;
        for (int n : game.positionSeeds())
            seeds += n;
        QCOMPARE(seeds + game.scoreSouth() + game.scoreNorth(), 48);
        QCOMPARE(game.scoreSouth(), 1);
    }

private:
    static QString settingsPath() { return qEnvironmentVariable("MANCALA_SETTINGS"); }
};

QTEST_GUILESS_MAIN(TestReadAloud)
#include "tst_readaloud.moc"
