// SPDX-License-Identifier: GPL-3.0-or-later
#include "records/gamearchive.h"

#include "activities/keptgame.h"
#include "records/archivetags.h"
#include "stdstrings.h"

#include "settings/appsettings.h"
#include "files/keptfiles.h"
#include "records/salvage.h"
#include "teaching/lessonmodel.h"

#include "mancala/notation.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QTimer>

#include <algorithm>

// What the archive keeps on disk: the autosave, the previous game beside
// it, and the list of recent files.

namespace mancala::app {

namespace {

constexpr int kRecentCount = 10;
const QString kRecentKey = QStringLiteral("records/recent");

} // namespace

// ---------------------------------------------------------- autosave

bool GameArchive::startAutosave()
{
    if (m_autosaving || !m_controller)
        return false;
    const bool demonstration = qEnvironmentVariableIsSet("MANCALA_MOVES") || qEnvironmentVariableIsSet("MANCALA_VARIANT");
    // Screenshots and demonstrations leave the player's saved game alone.
    if (demonstration && !qEnvironmentVariableIsSet("MANCALA_AUTOSAVE"))
        return false;
    QStringList notices;
    // A file left aside by a start that never finished reading it stopped the
    // program then: it is kept, never tried again.
    const QString reading = m_autosavePath + QStringLiteral(".reading");
    if (QFileInfo::exists(reading)) {
        const QString kept = keepAside(reading, true, m_autosavePath);
        //: The program stopped while reading the saved game at the last start; %1 where the file is now
        notices << tr("The program stopped while opening the saved game last time; the file was kept as %1.")
                       .arg(QDir::toNativeSeparators(kept.isEmpty() ? reading : kept));
    }
    bool restored = false;
    if (!demonstration && QFileInfo::exists(m_autosavePath)) {
        // Set aside before it is read: should reading it crash, the next start keeps it and goes on.
        const QString source = QFile::rename(m_autosavePath, reading) ? reading : m_autosavePath;
        const Restored result = restoreAutosave(source);
        restored = result.whole || result.turns > 0;
        if (result.whole) {
            if (source == reading)
                QFile::rename(reading, m_autosavePath);
            if (!result.why.isEmpty())
                notices << result.why; // read up to the game's end (Q8 and the like)
        } else {
            const QString kept = keepAside(source, true, m_autosavePath);
            const QString where = QDir::toNativeSeparators(kept.isEmpty() ? source : kept);
            if (result.turns == 0)
                //: A damaged saved game of which no turn could be read; %1 where the file was kept
                notices << tr("The saved game was damaged from its first turn: a new game of its rules was "
                              "started and the file was kept as %1.").arg(where);
            else if (restored)
                //: %n turns of a damaged saved game were restored; %1 where the damaged file was kept
                notices << tr("The saved game was damaged: the game is restored up to turn %n, where the damage "
                              "starts; the file was kept as %1.", nullptr, result.turns).arg(where);
            else
                //: The saved game could not be read; %1 where it was kept; %2 why
                notices << tr("The saved game could not be read (%2); a new game was started and the file was "
                              "kept as %1.").arg(where, result.why);
        }
    }
    if (QFile previous(previousPath()); !previousPath().isEmpty() && previous.size() <= kMaxRecordFileBytes
                                         && previous.open(QIODevice::ReadOnly)) {
        m_previous = previous.readAll();
        emit previousGameChanged();
    }
    openSettings(); // a settings file that does not read is kept aside: say so with the rest
    if (const QString notice = takeSettingsNotice(); !notice.isEmpty())
        notices << notice;
    if (const QString notice = LessonModel::userFolderNotice(); !notice.isEmpty())
        notices << notice; // the teacher's lesson files that do not hold, once
    setError(notices.join(QLatin1Char('\n')));
    m_autosaving = true;
    emit autosavingChanged();
    autosave();
    const QString out = qEnvironmentVariable("MANCALA_POSITION_OUT");
    if (!out.isEmpty()) {
        // Once the start is over: a file of the command line is open by then.
        QTimer::singleShot(0, this, [this, out] {
            const QByteArray data = (positionString() + QLatin1Char('\n') + QString::number(m_controller->history()->ply())
                                     + QLatin1Char('\n') + m_error + QLatin1Char('\n')).toUtf8();
            QCoreApplication::exit(writeFile(out, data, nullptr) ? 0 : 1);
        });
    }
    return restored;
}

GameArchive::Restored GameArchive::restoreAutosave(const QString& path)
{
    Restored result;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        result.why = file.errorString();
        return result;
    }
    if (file.size() > kMaxRecordFileBytes) {
        //: Why the saved game was not read
        result.why = tr("it is larger than %1 MB").arg(kMaxRecordFileBytes >> 20);
        return result;
    }
    const QByteArray bytes = file.readAll();
    file.close();
    const auto salvaged = salvageRecord(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    if (!salvaged) {
        const RecordList list = parseRecords(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
        //: Why the saved game was not read: it holds no game
        result.why = list.ok() ? tr("it holds no game") : fromStd(list.error.message());
        return result;
    }
    if (!loadRecord(salvaged->record, QFileInfo(m_autosavePath).fileName())) {
        result.why = m_error;
        setError({});
        return result;
    }
    m_mainLineKept = salvaged->record.findTag(kKeptTag) != nullptr;
    // A record that went on past its end is whole, with a notice of what was left out.
    if (salvaged->whole)
        result.why = m_error;
    result.whole = salvaged->whole;
    result.turns = salvaged->turns;
    return result;
}

QByteArray GameArchive::savedText() const
{
    GameRecord saved = record();
    if (m_controller->history()->ply() != m_controller->history()->plyCount())
        saved.setTag(kPlyTag, std::to_string(m_controller->history()->ply()));
    if (m_synced != mainLine()) {
        const GameRecord line = recordFromGame(m_controller->initialPosition(), m_controller->gameSeed(), m_synced);
        std::string tokens;
        for (const TurnNode& turn : line.moves.turns)
            for (const DecisionText& d : turn.decisions)
                tokens += (tokens.empty() ? "" : " ") + d.text;
        saved.setTag(kLineTag, tokens);
    }
    if (m_mainLineKept)
        saved.setTag(kKeptTag, "1");
    return QByteArray::fromStdString(writeRecord(saved));
}

void GameArchive::autosave()
{
    if (!m_controller || m_loading)
        return;
    const QByteArray data = savedText();
    // An exercise (a lesson, a puzzle) gives both sides to people before it
    // replaces the game: the game kept as the previous one keeps its computer.
    if (!(m_lesson && m_lesson->opening()) && !KeptGame::of(m_controller)->taking())
        m_replaceable = data;
    if (!m_autosaving || m_autosavePath.isEmpty() || data.isEmpty() || data == m_lastSaved)
        return;
    QString why;
    if (writeFile(m_autosavePath, data, &why))
        m_lastSaved = data;
    else
        qWarning("autosave to %s failed: %s", qPrintable(m_autosavePath), qPrintable(why));
}

// ---------------------------------------------------- previous game

QString GameArchive::previousPath() const
{
    if (m_autosavePath.isEmpty())
        return {};
    QString base = m_autosavePath;
    if (base.endsWith(QLatin1String(".pgn")))
        base.chop(4);
    return base + QStringLiteral("-previous.pgn");
}

void GameArchive::keepReplacedGame()
{
    // Nothing played is nothing to keep; a lesson's board is no game of the player's.
    if (!m_controller || m_synced.empty() || m_boardIsLesson || m_replaceable.isEmpty())
        return;
    m_previous = m_replaceable;
    if (m_autosaving && !previousPath().isEmpty()) {
        QString why;
        if (!writeFile(previousPath(), m_previous, &why))
            qWarning("keeping the previous game in %s failed: %s", qPrintable(previousPath()), qPrintable(why));
    }
    emit previousGameChanged();
}

bool GameArchive::restorePreviousGame()
{
    if (m_previous.isEmpty() || !m_controller)
        return false;
    const QByteArray text = m_previous; // the game on the board takes its place
    const RecordList list = parseRecords(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
    if (!list.ok() || list.games.empty()) {
        setError(tr("The previous game could not be read."));
        return false;
    }
    if (!loadRecord(list.games.front(), {}))
        return false;
    // Written as the autosave is: its main line is kept as it was then.
    m_mainLineKept = list.games.front().findTag(kKeptTag) != nullptr;
    //: Status after Game > Restore previous game
    setStatus(tr("The previous game is back; the game it replaced is now the previous game."));
    return true;
}

// ------------------------------------------------------------ recent

namespace {

/// The one name of a file: links and "." / ".." resolved when it exists.
QString canonical(const QString& path)
{
    const QFileInfo info(path);
    const QString real = info.canonicalFilePath();
    return real.isEmpty() ? QDir::cleanPath(info.absoluteFilePath()) : real;
}

} // namespace

QStringList GameArchive::recentFiles() const
{
    QStringList list;
    QStringList seen;
    for (const QString& path : openSettings()->value(kRecentKey).toStringList()) {
        if (!QFileInfo(path).isAbsolute() || list.size() >= kRecentCount)
            continue;
        const QString name = canonical(path);
        if (!seen.contains(name)) {
            seen << name;
            list << path;
        }
    }
    return list;
}

void GameArchive::addRecent(const QString& path)
{
    const QString absolute = canonical(path);
    QStringList list = recentFiles();
    list.erase(std::remove_if(list.begin(), list.end(), [&](const QString& p) { return canonical(p) == absolute; }),
               list.end());
    list.prepend(absolute);
    while (list.size() > kRecentCount)
        list.removeLast();
    openSettings()->setValue(kRecentKey, list);
    emit recentFilesChanged();
}

} // namespace mancala::app
