// SPDX-License-Identifier: GPL-3.0-or-later
// The sound of the seeds: which step sounds how, a move playing exactly its
// drops, captures, marks and end when sound is on, nothing when it is off,
// when seeking or at the Instant speed; the clicks' variation; the choice
// kept in the settings; and Qt Multimedia without an audio device.
#include "game/gamecontroller.h"
#include "game/stepplayer.h"
#include "mancala/engine.h"
#include "mancala/notation.h"
#include "sound/soundboard.h"
#include "sound/sounds.h"

#include <QSettings>
#include <QSignalSpy>
#include <QSoundEffect>
#include <QTest>

#include <algorithm>

using namespace mancala;
using namespace mancala::app;

namespace {

/// Records what it is asked to play.
class RecordingSpeaker : public Speaker {
public:
    struct Played {
        Sound sound;
        int variant;
        double volume;
    };
    void play(Sound sound, int variant, double volume) override { played.push_back({sound, variant, volume}); }
    std::vector<Played> played;
};

struct Made {
    std::unique_ptr<SoundBoard> board;
    RecordingSpeaker* speaker;
};

/// How many times the board had `sound` played.
int playedOf(const Made& m, Sound sound)
{
    return static_cast<int>(std::count_if(m.speaker->played.begin(), m.speaker->played.end(),
                                          [sound](const RecordingSpeaker::Played& p) { return p.sound == sound; }));
}

Made make(bool enabled = true)
{
    auto speaker = std::make_unique<RecordingSpeaker>();
    RecordingSpeaker* raw = speaker.get();
    Made m{std::make_unique<SoundBoard>(std::move(speaker), false), raw};
    m.board->setEnabled(enabled);
    return m;
}

/// What a step list should sound like, counted from the step kinds alone:
/// every drop, every capture or eating or sweep that carries seeds, every
/// mark, and the end.
int expectedSounds(const StepList& steps)
{
    int n = 0;
    for (const Step& s : steps) {
        switch (s.kind) {
        case StepKind::Drop:
        case StepKind::MakeWalda:
        case StepKind::MakeEkwarna:
        case StepKind::MakeBull:
        case StepKind::MakeJen:
        case StepKind::GameEnd: ++n; break;
        case StepKind::Capture:
        case StepKind::Eat:
        case StepKind::Sweep: n += s.count > 0; break;
        default: break;
        }
    }
    return n;
}

/// K4: a's one seed lands in the empty b, opposite E's five: six seeds go to the store.
std::unique_ptr<GameController> kalahCaptureGame()
{
    auto rules = std::make_unique<Rules>();
    Position from;
    const std::string err = fromPositionString("4,5,4,4,4,4/1,0,4,4,4,4 2,4 - - s play - 1 5 0 -", *rules, from);
    if (!err.empty())
        qFatal("%s", err.c_str());
    auto game = std::make_unique<GameController>();
    if (!game->loadGame(std::move(rules), 1, from, {}))
        qFatal("the capture position does not load");
    return game;
}

} // namespace

class TestSoundBoard : public QObject {
    Q_OBJECT

private slots:
    void soundOfSteps_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("to");
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("sound");
        const auto row = [](const char* name, StepKind kind, int to, int count, Sound sound) {
            QTest::newRow(name) << int(kind) << to << count << int(sound);
        };
        row("drop-in-a-hole", StepKind::Drop, 3, 1, Sound::Click);
        row("drop-in-south-store", StepKind::Drop, kSouthStore, 1, Sound::Store);
        row("drop-in-north-store", StepKind::Drop, kNorthStore, 1, Sound::Store);
        row("capture", StepKind::Capture, kSouthStore, 6, Sound::Pour);
        row("ekwarna-eats", StepKind::Eat, kNorthStore, 4, Sound::Pour);
        row("sweep-with-seeds", StepKind::Sweep, kNorthStore, 3, Sound::Pour);
        row("sweep-of-nothing", StepKind::Sweep, kNorthStore, 0, Sound::None);
        row("walda", StepKind::MakeWalda, kNoPlace, 0, Sound::Mark);
        row("ekwarna", StepKind::MakeEkwarna, kNoPlace, 0, Sound::Mark);
        row("bull", StepKind::MakeBull, kNoPlace, 0, Sound::Mark);
        row("jen", StepKind::MakeJen, kNoPlace, 0, Sound::Mark);
        row("game-end", StepKind::GameEnd, kNoPlace, 0, Sound::End);
        row("pick-up", StepKind::PickUp, kNoPlace, 4, Sound::None);
        row("skip", StepKind::Skip, kNorthStore, 0, Sound::None);
        row("extra-turn", StepKind::ExtraTurn, kNoPlace, 0, Sound::None);
        row("pass", StepKind::Pass, kNoPlace, 0, Sound::None);
        row("round-end", StepKind::RoundEnd, kNoPlace, 1, Sound::None);
    }
    void soundOfSteps()
    {
        QFETCH(int, kind);
        QFETCH(int, to);
        QFETCH(int, count);
        QFETCH(int, sound);
        QCOMPARE(int(soundOf(static_cast<StepKind>(kind), static_cast<Place>(to), count)), sound);
        if (sound != int(Sound::None))
            QVERIFY(!soundFile(static_cast<Sound>(sound)).isEmpty());
    }

    void everySoundFileIsThere()
    {
        for (int v = 0; v < kClickVariants; ++v)
            QVERIFY2(QFile::exists(QLatin1Char(':') + soundFile(Sound::Click, v).path()), qPrintable(soundFile(Sound::Click, v).path()));
        for (Sound s : {Sound::Store, Sound::Pour, Sound::Mark, Sound::End})
            QVERIFY2(QFile::exists(QLatin1Char(':') + soundFile(s).path()), qPrintable(soundFile(s).path()));
    }

    void everySoundReadsInQtMultimedia()
    {
        // The files are WAVs Qt Multimedia decodes (it reads them with or without an audio device).
        QList<QUrl> files;
        for (int v = 0; v < kClickVariants; ++v)
            files << soundFile(Sound::Click, v);
        for (Sound s : {Sound::Store, Sound::Pour, Sound::Mark, Sound::End})
            files << soundFile(s);
        for (const QUrl& file : files) {
            QSoundEffect effect;
            effect.setSource(file);
            QTRY_VERIFY2(effect.status() != QSoundEffect::Loading && effect.status() != QSoundEffect::Null,
                         qPrintable(file.toString()));
            QVERIFY2(effect.status() == QSoundEffect::Ready, qPrintable(file.toString()));
        }
    }

    void aSowingClicksForEachSeed()
    {
        // K2, K3: c holds 4 -> d, e, f and South's store: three clicks and a knock.
        Made m = make();
        GameController game;
        game.player()->setSpeed(StepPlayer::Fast);
        m.board->setPlayer(game.player());
        QSignalSpy finished(game.player(), &StepPlayer::finished);
        QVERIFY(game.playHole(2));
        QVERIFY(finished.wait(5000));
        QCOMPARE(playedOf(m, Sound::Click), 3);
        QCOMPARE(playedOf(m, Sound::Store), 1);
        QCOMPARE(m.board->played(), 4);
        QCOMPARE(int(m.speaker->played.size()), 4);
        QCOMPARE(m.speaker->played.back().sound, Sound::Store);
    }

    void aCaptureSoundsOnceInTeachingMode()
    {
        // Teaching mode: each step sounds as it is stepped, not before.
        Made m = make();
        auto game = kalahCaptureGame();
        game->player()->setSpeed(StepPlayer::Normal);
        game->player()->setStepping(true);
        m.board->setPlayer(game->player());
        QVERIFY(game->playHole(0));
        QCOMPARE(m.board->played(), 0);
        QList<int> heard;
        while (game->busy()) {
            game->player()->next();
            heard << m.board->played();
        }
        // Pick up a (silent), drop in b (a click), K4: E's five and then b's
        // own seed to the store (a pour each, as the board shows two flights).
        QCOMPARE(playedOf(m, Sound::Click), 1);
        QCOMPARE(playedOf(m, Sound::Pour), 2);
        QCOMPARE(m.board->played(), 3);
        QCOMPARE(m.board->played(), expectedSounds(game->player()->steps()));
        QCOMPARE(heard.mid(0, 4), (QList<int>{0, 1, 2, 3}));
    }

    void offPlaysNothing()
    {
        Made m = make(false);
        auto game = kalahCaptureGame();
        game->player()->setStepping(true);
        m.board->setPlayer(game->player());
        QVERIFY(game->playHole(0));
        while (game->busy())
            game->player()->next();
        QCOMPARE(m.board->played(), 0);
        QVERIFY(m.speaker->played.empty());
    }

    void seekingAndInstantPlayNothing()
    {
        Made m = make();
        auto game = kalahCaptureGame();
        StepPlayer* player = game->player();
        player->setStepping(true);
        m.board->setPlayer(player);
        QVERIFY(game->playHole(0));
        player->seek(player->stepCount());
        player->seek(1);
        player->previous();
        player->skipToEnd();
        QCOMPARE(m.board->played(), 0);
        // Back to the drop by seeking, then one step forward: only the drop's click.
        player->seek(1);
        player->next();
        QCOMPARE(m.board->played(), 1);
        QCOMPARE(playedOf(m, Sound::Click), 1);

        Made quiet = make();
        auto instant = kalahCaptureGame();
        instant->player()->setSpeed(StepPlayer::Instant);
        quiet.board->setPlayer(instant->player());
        QVERIFY(instant->playHole(0));
        QVERIFY(!instant->busy());
        QCOMPARE(quiet.board->played(), 0);
    }

    void everyStepOfRandomGamesSounds()
    {
        // Random games of every rule set, each move stepped through: the sounds
        // played are the move's drops, captures, marks and end, one for one.
        int marks = 0;
        int ends = 0;
        int finished = 0;
        for (int v = 0; v < kVariantCount; ++v) {
            const Rules rules = Rules::defaults(static_cast<Variant>(v));
            for (std::uint64_t seed = 1; seed <= 3; ++seed) {
                Made m = make();
                StepPlayer player;
                player.setStepping(true);
                m.board->setPlayer(&player);
                Position p = startPosition(rules, seed);
                std::uint64_t pick = seed * 7919;
                int expected = 0;
                for (int ply = 0; ply < 600 && !p.over(); ++ply) {
                    DecisionList legal;
                    legalDecisions(p, legal);
                    QVERIFY(!legal.empty());
                    pick = pick * 6364136223846793005ULL + 1442695040888963407ULL;
                    const Decision d = legal[static_cast<int>((pick >> 33) % static_cast<std::uint64_t>(legal.size()))];
                    const Position before = p;
                    StepList steps;
                    QVERIFY(apply(p, d, &steps));
                    player.load(before, steps, p, true);
                    while (player.stepIndex() < player.stepCount())
                        player.next();
                    expected += expectedSounds(steps);
                    QCOMPARE(m.board->played(), expected);
                }
                finished += p.over();
                marks += playedOf(m, Sound::Mark);
                ends += playedOf(m, Sound::End);
                QCOMPARE(playedOf(m, Sound::End), p.over() ? 1 : 0);
            }
        }
        QVERIFY2(marks > 0, "some walda, bull or ekwarna was made");
        QVERIFY(finished > 0);
        QCOMPARE(ends, finished);
    }

    void clicksVaryInPitchAndLoudness()
    {
        Made m = make();
        m.board->setVolume(0.8);
        QSet<int> variants;
        for (int i = 0; i < 60; ++i)
            m.board->playStep(int(StepKind::Drop), 0, kNoPlace, i % 6, 1);
        const auto& played = m.speaker->played;
        QCOMPARE(int(played.size()), 60);
        double quietest = 1.0;
        double loudest = 0.0;
        for (std::size_t i = 0; i < played.size(); ++i) {
            QCOMPARE(played[i].sound, Sound::Click);
            QVERIFY(played[i].variant >= 0 && played[i].variant < kClickVariants);
            if (i > 0)
                QVERIFY2(played[i].variant != played[i - 1].variant, "never the same pitch twice running");
            variants << played[i].variant;
            QVERIFY(played[i].volume <= 0.8 + 1e-9 && played[i].volume >= 0.8 * 0.75 - 1e-9);
            quietest = std::min(quietest, played[i].volume);
            loudest = std::max(loudest, played[i].volume);
        }
        QCOMPARE(variants.size(), kClickVariants);
        QVERIFY(loudest - quietest > 0.05);
        // Other sounds play at the volume chosen.
        m.board->playStep(int(StepKind::Capture), 0, 3, kSouthStore, 5);
        QCOMPARE(played.back().sound, Sound::Pour);
        QCOMPARE(played.back().volume, 0.8);
    }

    void keptInTheSettings()
    {
        const QString path = qEnvironmentVariable("MANCALA_SETTINGS");
        QVERIFY2(!path.isEmpty(), "MANCALA_SETTINGS names the test's settings file");
        QSettings(path, QSettings::IniFormat).clear();
        // The tests run offscreen: off until chosen.
        QVERIFY(!SoundBoard::onByDefault());
        {
            SoundBoard board(std::make_unique<RecordingSpeaker>());
            QVERIFY(!board.enabled());
            QSignalSpy enabled(&board, &SoundBoard::enabledChanged);
            QSignalSpy volume(&board, &SoundBoard::volumeChanged);
            board.setEnabled(true);
            board.setVolume(0.35);
            board.setVolume(7.0); // beyond: the loudest
            QCOMPARE(board.volume(), 1.0);
            board.setVolume(0.35);
            QCOMPARE(enabled.count(), 1);
            QCOMPARE(volume.count(), 3);
        }
        {
            SoundBoard board(std::make_unique<RecordingSpeaker>());
            QVERIFY(board.enabled());
            QCOMPARE(board.volume(), 0.35);
        }
        // A volume out of range in the file is brought into it.
        QSettings(path, QSettings::IniFormat).setValue(QStringLiteral("sound/volume"), -3);
        QCOMPARE(SoundBoard(std::make_unique<RecordingSpeaker>()).volume(), 0.0);
        QSettings(path, QSettings::IniFormat).clear();
    }

    void environmentChoosesTheDefault()
    {
        const QByteArray kept = qgetenv("MANCALA_SOUND");
        qputenv("MANCALA_SOUND", "on");
        QVERIFY(SoundBoard::onByDefault());
        qputenv("MANCALA_SOUND", "off");
        QVERIFY(!SoundBoard::onByDefault());
        if (kept.isNull())
            qunsetenv("MANCALA_SOUND");
        else
            qputenv("MANCALA_SOUND", kept);
    }

    void noAudioDeviceIsSilent()
    {
        // Whatever this machine has (the tests usually run with no sound
        // server): every sound is asked for and nothing fails or blocks.
        QtSpeaker speaker;
        for (Sound s : {Sound::Click, Sound::Store, Sound::Pour, Sound::Mark, Sound::End})
            speaker.play(s, 2, 0.5);
        speaker.play(Sound::None, 0, 0.5);
        QTest::qWait(50);
    }
};

QTEST_MAIN(TestSoundBoard)
#include "tst_soundboard.moc"
