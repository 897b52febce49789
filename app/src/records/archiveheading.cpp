// SPDX-License-Identifier: GPL-3.0-or-later
#include "records/gamearchive.h"
#include "records/archivetags.h"
#include "records/recordheading.h"
#include "stdstrings.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

// The game as one of a file's games: its title and event (the Title and
// Event tags), and adding it to a file of games.

namespace mancala::app {

namespace {

QString localFile(const QUrl& url)
{
    return url.isLocalFile() ? url.toLocalFile() : url.toString(QUrl::PreferLocalFile);
}

} // namespace

QString GameArchive::title() const
{
    const RecordHeading heading = recordHeading(m_document);
    return heading.title.isEmpty() ? heading.event : heading.title;
}

QString GameArchive::gameTitle() const
{
    return knownTag(m_document, "Title");
}

QString GameArchive::event() const
{
    return knownTag(m_document, "Event");
}

void GameArchive::setGameTitle(const QString& text)
{
    setDocumentTag("Title", text, {});
}

void GameArchive::setEvent(const QString& text)
{
    setDocumentTag("Event", text, "?");
}

void GameArchive::setDocumentTag(std::string_view name, const QString& text, std::string_view unknown)
{
    QString simple = text.simplified();
    // The reader refuses longer values (docs/notation.md): the record must read back.
    while (simple.toUtf8().size() > qsizetype(kMaxTagValueLength))
        simple.chop(1);
    if (simple == knownTag(m_document, name))
        return;
    if (!simple.isEmpty())
        m_document.setTag(name, toStd(simple));
    else if (!unknown.empty())
        m_document.setTag(name, std::string(unknown));
    else
        removeTag(m_document, name);
    emit commentChanged();
    autosave();
}

bool GameArchive::addToFile(const QUrl& url)
{
    if (revealsRaceChoice())
        return false;
    const QString path = localFile(url);
    const QString name = QFileInfo(path).fileName();
    QByteArray before;
    std::size_t games = 0;
    if (QFileInfo::exists(path)) {
        QFile file(path);
        if (file.open(QIODevice::ReadOnly) && file.size() <= kMaxRecordFileBytes)
            before = file.readAll();
        // An empty file takes the game as a new one would.
        if (!before.trimmed().isEmpty() || !file.isOpen()) {
            QString why;
            const RecordList list = readRecordFile(path, &why);
            if (!why.isEmpty()) {
                //: Add to file: the file does not read as game records; %1 why (it names the file)
                setError(tr("%1 Nothing was added: the file is left as it was.").arg(why));
                return false;
            }
            games = list.games.size();
        } else {
            before.clear();
        }
    }
    // What the file holds stays byte for byte; the game follows after a blank line.
    QByteArray after = before;
    if (!after.isEmpty()) {
        if (!after.endsWith('\n'))
            after += '\n';
        after += '\n';
    }
    after += exportText().toUtf8();
    const RecordList check = parseRecords(std::string_view(after.constData(), static_cast<std::size_t>(after.size())));
    if (!check.ok() || check.games.size() != games + 1) {
        setError(tr("%1 Nothing was added: the file is left as it was.").arg(fromStd(check.error.message())));
        return false;
    }
    QString why;
    if (!writeFile(path, after, &why)) {
        //: %1 a file name, %2 the system's reason
        setError(tr("Could not save %1: %2").arg(name, why));
        return false;
    }
    setError({});
    addRecent(path);
    //: Add to file: %1 the file's name, %2 the number the game has in it
    setStatus(tr("Added to %1 as game %2.").arg(QDir::toNativeSeparators(name)).arg(games + 1));
    return true;
}

} // namespace mancala::app
