// SPDX-License-Identifier: GPL-3.0-or-later
#include "records/autosavestore.h"

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
#include <QSaveFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTimer>

// What the record document keeps on disk by itself: the autosave and the
// previous game beside it.

namespace mancala::app {

bool writeFile(const QString& path, const QByteArray& data, QString* why)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit()) {
        if (why)
            *why = file.errorString();
        return false;
    }
    return true;
}

AutosaveStore::AutosaveStore(QObject* parent)
    : QObject(parent)
{
    m_autosavePath = qEnvironmentVariable("MANCALA_AUTOSAVE");
    if (m_autosavePath.isEmpty())
        m_autosavePath = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
            + QStringLiteral("/autosave.pgn");
}

AutosaveStore::~AutosaveStore() = default;

void AutosaveStore::setDocument(RecordDocument* document)
{
    if (document == m_document)
        return;
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document) {
        connect(m_document, &RecordDocument::recordChanged, this, &AutosaveStore::autosave);
        connect(m_document, &RecordDocument::aboutToReplaceGame, this, &AutosaveStore::keepReplacedGame);
        autosave();
    }
    emit documentChanged();
}

void AutosaveStore::setAutosavePath(const QString& path)
{
    if (path == m_autosavePath)
        return;
    m_autosavePath = path;
    m_lastSaved.clear();
    emit autosavePathChanged();
    autosave();
}

void AutosaveStore::setError(const QString& text)
{
    if (m_document)
        m_document->setError(text);
}

// ---------------------------------------------------------- autosave

bool AutosaveStore::startAutosave()
{
    if (m_autosaving || !m_document || !m_document->controller())
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
            const QByteArray data = (m_document->positionString() + QLatin1Char('\n')
                                     + QString::number(m_document->controller()->history()->ply()) + QLatin1Char('\n')
                                     + m_document->error() + QLatin1Char('\n')).toUtf8();
            QCoreApplication::exit(writeFile(out, data, nullptr) ? 0 : 1);
        });
    }
    return restored;
}

AutosaveStore::Restored AutosaveStore::restoreAutosave(const QString& path)
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
    if (!m_document->loadRecord(salvaged->record, QFileInfo(m_autosavePath).fileName())) {
        result.why = m_document->error();
        setError({});
        return result;
    }
    m_document->setMainLineKept(salvaged->record.findTag(kKeptTag) != nullptr);
    // A record that went on past its end is whole, with a notice of what was left out.
    if (salvaged->whole)
        result.why = m_document->error();
    result.whole = salvaged->whole;
    result.turns = salvaged->turns;
    return result;
}

void AutosaveStore::autosave()
{
    if (!m_document || !m_document->controller() || m_document->loading())
        return;
    // A class's board is no game of the player's: the autosave (and the game
    // a replacement keeps) stay the player's own game, set aside before it.
    if (KeptGame::of(m_document->controller())->boardGoesAtQuit())
        return;
    const QByteArray data = m_document->savedText();
    // An exercise (a lesson, a puzzle) gives both sides to people before it
    // replaces the game: the game kept as the previous one keeps its computer.
    const LessonSession* lesson = m_document->lesson();
    if (!(lesson && lesson->opening()) && !KeptGame::of(m_document->controller())->taking())
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

QString AutosaveStore::previousPath() const
{
    if (m_autosavePath.isEmpty())
        return {};
    QString base = m_autosavePath;
    if (base.endsWith(QLatin1String(".pgn")))
        base.chop(4);
    return base + QStringLiteral("-previous.pgn");
}

void AutosaveStore::keepReplacedGame()
{
    // The document says when a game of the player's with moves is replaced.
    // A class showing a board, or giving the own game back, replaces none:
    // the own game comes back when it ends, and the previous game stays.
    if (m_replaceable.isEmpty() || KeptGame::of(m_document->controller())->loadingBoardThatGoes())
        return;
    m_previous = m_replaceable;
    if (m_autosaving && !previousPath().isEmpty()) {
        QString why;
        if (!writeFile(previousPath(), m_previous, &why))
            qWarning("keeping the previous game in %s failed: %s", qPrintable(previousPath()), qPrintable(why));
    }
    emit previousGameChanged();
}

bool AutosaveStore::restorePreviousGame()
{
    if (m_previous.isEmpty() || !m_document || !m_document->controller())
        return false;
    const QByteArray text = m_previous; // the game on the board takes its place
    const RecordList list = parseRecords(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
    if (!list.ok() || list.games.empty()) {
        setError(tr("The previous game could not be read."));
        return false;
    }
    if (!m_document->loadRecord(list.games.front(), {}))
        return false;
    // Written as the autosave is: its main line is kept as it was then.
    m_document->setMainLineKept(list.games.front().findTag(kKeptTag) != nullptr);
    //: Status after Game > Restore previous game
    m_document->setStatus(tr("The previous game is back; the game it replaced is now the previous game."));
    return true;
}

// ------------------------------------------------------------ a quit

AutosaveStore::Loss AutosaveStore::lostOnQuit() const
{
    if (!m_document || !m_document->controller())
        return NothingLost;
    // The autosave keeps the notes too, but the file the record came from
    // (or none, when it was written here) does not have them.
    if (m_document->notesEdited())
        return NotesLost;
    // During a class the autosave holds the player's own game (autosave()).
    if (KeptGame::of(m_document->controller())->boardGoesAtQuit())
        return NothingLost;
    // The game comes back at the next start when the autosave holds it as it is now.
    const bool saved = m_autosaving && !m_autosavePath.isEmpty() && m_document->savedText() == m_lastSaved;
    if (!saved && m_document->controller()->history()->plyCount() > 0)
        return GameLost;
    return NothingLost;
}

} // namespace mancala::app
