// SPDX-License-Identifier: GPL-3.0-or-later
#include "records/recordimportexport.h"
#include "records/recordheading.h"
#include "stdstrings.h"

#include "settings/appsettings.h"
#include "game/gamecontroller.h"
#include "records/archivetags.h"
#include "records/positionreading.h"

#include "mancala/notation.h"

#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QSettings>

#include <algorithm>

namespace mancala::app {

namespace {

constexpr int kRecentCount = 10;
const QString kRecentKey = QStringLiteral("records/recent");

/// Whether text can be a game record at all: after blanks (and a UTF-8 byte
/// order mark) it starts with a tag, a move number, a comment or a result.
bool startsLikeARecord(std::string_view text)
{
    if (text.starts_with("\xEF\xBB\xBF"))
        text.remove_prefix(3);
    for (const char c : text) {
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n')
            continue;
        return c == '[' || c == '{' || c == ';' || c == '*' || (c >= '0' && c <= '9');
    }
    return true; // empty: the parser says so
}

QString localPath(const QUrl& url)
{
    return url.isLocalFile() ? url.toLocalFile() : url.toString(QUrl::PreferLocalFile);
}

} // namespace

RecordImportExport::RecordImportExport(QObject* parent)
    : QObject(parent)
{
}

RecordImportExport::~RecordImportExport() = default;

void RecordImportExport::setDocument(RecordDocument* document)
{
    if (document == m_document)
        return;
    m_document = document;
    emit documentChanged();
}

// The document's messages and file, said through it.
void RecordImportExport::setError(const QString& text)
{
    if (m_document)
        m_document->setError(text);
}

void RecordImportExport::setStatus(const QString& text)
{
    if (m_document)
        m_document->setStatus(text);
}

void RecordImportExport::setFileName(const QString& path)
{
    if (m_document)
        m_document->setFileName(path);
}

bool RecordImportExport::loadRecord(const GameRecord& record, const QString& source)
{
    return m_document && m_document->loadRecord(record, source);
}

// ------------------------------------------------------------ export

QString RecordImportExport::exportText() const
{
    RecordError error;
    const std::string text = m_document ? writeRecord(m_document->record(), &error) : std::string();
    return fromStd(text);
}

bool RecordImportExport::revealsRaceChoice()
{
    if (!controller() || !controller()->history()->raceChoiceHidden())
        return false;
    setError(GameController::tr("The race choice stays secret until both players have chosen."));
    return true;
}

bool RecordImportExport::saveFile(const QUrl& url)
{
    if (revealsRaceChoice())
        return false;
    const QString path = localPath(url);
    QString why;
    if (!writeFile(path, exportText().toUtf8(), &why)) {
        //: %1 a file name, %2 the system's reason
        setError(tr("Could not save %1: %2").arg(QFileInfo(path).fileName(), why));
        return false;
    }
    setError({});
    setFileName(path);
    m_document->notesSaved();
    addRecent(path);
    //: %1 a file name
    setStatus(tr("Saved to %1.").arg(QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath())));
    return true;
}

bool RecordImportExport::addToFile(const QUrl& url)
{
    if (revealsRaceChoice())
        return false;
    const QString path = localPath(url);
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

void RecordImportExport::copyGame()
{
    if (revealsRaceChoice())
        return;
    QGuiApplication::clipboard()->setText(exportText());
    setStatus(tr("The game record is on the clipboard."));
}

void RecordImportExport::copyPosition()
{
    if (!controller() || revealsRaceChoice())
        return;
    // With its rule set in front, so that pasting it plays it by the same rules.
    QGuiApplication::clipboard()->setText(fromStd(toNamedPositionString(controller()->position())));
    setStatus(tr("The position is on the clipboard."));
}

// ------------------------------------------------------------ import

QString RecordImportExport::parseError(std::string_view text, const RecordList& list)
{
    if (!startsLikeARecord(text))
        //: A text that is neither a game record nor a position was imported or pasted
        return tr("This is not a game record: a record starts with tags such as [Variant \"kalah\"] "
                  "or with numbered moves such as 1. c-f A.");
    return fromStd(list.error.message());
}

bool RecordImportExport::importText(const QString& text)
{
    const QByteArray bytes = text.toUtf8();
    const std::string_view view(bytes.constData(), static_cast<std::size_t>(bytes.size()));
    const RecordList list = parseRecords(view);
    if (!list.ok()) {
        setError(parseError(view, list));
        return false;
    }
    m_pendingSource.clear();
    if (list.games.size() == 1)
        return loadRecord(list.games.front(), {});
    m_pending = list.games;
    listGames();
    setError({});
    emit gamesChanged();
    return true;
}

RecordList RecordImportExport::readRecordFile(const QString& path, QString* why)
{
    const QString name = QFileInfo(path).fileName();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        //: %1 a file name, %2 the system's reason
        *why = tr("Could not open %1: %2").arg(name, file.errorString());
        return {};
    }
    if (file.size() > kMaxRecordFileBytes) {
        //: %1 a file name, %2 the largest size read, in MB
        *why = tr("%1 is larger than %2 MB: it is not read as a game record.").arg(name).arg(kMaxRecordFileBytes >> 20);
        return {};
    }
    const QByteArray bytes = file.readAll();
    const std::string_view view(bytes.constData(), static_cast<std::size_t>(bytes.size()));
    RecordList list = parseRecords(view);
    if (!list.ok())
        *why = name + QStringLiteral(": ") + parseError(view, list);
    return list;
}

bool RecordImportExport::fileHoldsAGame(const QUrl& url) const
{
    QString why;
    const RecordList list = readRecordFile(localPath(url), &why);
    return why.isEmpty() && !list.games.empty() && (list.games.size() > 1 || readGame(list.games.front()).ok());
}

bool RecordImportExport::openFile(const QUrl& url)
{
    const QString path = localPath(url);
    const QString name = QFileInfo(path).fileName();
    QString why;
    const RecordList list = readRecordFile(path, &why);
    if (!why.isEmpty()) {
        setError(why);
        return false;
    }
    if (list.games.size() == 1) {
        if (!loadRecord(list.games.front(), name))
            return false;
        setFileName(path);
        addRecent(path);
        return true;
    }
    m_pending = list.games;
    m_pendingSource = path;
    listGames();
    setError({});
    emit gamesChanged();
    return true;
}

QString RecordImportExport::gameLine(int number, const GameRecord& game) const
{
    const auto known = [&game](std::string_view name) { return knownTag(game, name); };
    QStringList parts;
    // What tells prepared positions apart: the title and event, else the question.
    const RecordHeading heading = recordHeading(game);
    parts << heading.title << heading.event;
    if (heading.title.isEmpty() && heading.event.isEmpty())
        parts << heading.headline(60);
    const QString south = playerName(game, Side::South);
    const QString north = playerName(game, Side::North);
    if (!south.isEmpty() || !north.isEmpty())
        //: The players of a game in the list of a record file's games; %1 South, %2 North ("?" unknown)
        parts << tr("%1 against %2").arg(south.isEmpty() ? QStringLiteral("?") : south,
                                         north.isEmpty() ? QStringLiteral("?") : north);
    const QString variant = known("Variant");
    const qsizetype index = controller() ? controller()->variantIds().indexOf(variant) : -1;
    parts << (index >= 0 ? controller()->variantNames().value(index) : variant);
    // A prepared position (no turns, no result) says neither "*" nor "0 turns".
    if (!game.moves.turns.empty() || game.result != "*") {
        QString result = fromStd(game.result);
        if (const QString score = known("Score"); !score.isEmpty())
            result += QStringLiteral(" (%1)").arg(score);
        parts << result;
        //: How long a game of a record file is, in the list of its games
        parts << tr("%n turn(s)", nullptr, static_cast<int>(game.moves.turns.size()));
    }
    if (const QString date = known("Date"); !date.isEmpty())
        parts << date;
    parts.removeAll(QString());
    return QStringLiteral("%1. %2").arg(number).arg(parts.join(QStringLiteral(", ")));
}

void RecordImportExport::listGames()
{
    m_gameList.clear();
    for (std::size_t i = 0; i < m_pending.size(); ++i)
        m_gameList << gameLine(static_cast<int>(i) + 1, m_pending[i]);
}

bool RecordImportExport::openRecent(const QString& path)
{
    return openFile(QUrl::fromLocalFile(path));
}

bool RecordImportExport::openGame(int index)
{
    if (!m_positionChoices.empty()) {
        if (index < 0 || index >= static_cast<int>(m_positionChoices.size()))
            return false;
        const Rules chosen = m_positionChoices[static_cast<std::size_t>(index)];
        const std::string position = m_pendingPosition;
        cancelGameChoice();
        return playPosition(chosen, position);
    }
    if (index < 0 || index >= static_cast<int>(m_pending.size()))
        return false;
    const QString path = m_pendingSource;
    if (!loadRecord(m_pending[static_cast<std::size_t>(index)], QFileInfo(path).fileName()))
        return false;
    cancelGameChoice();
    if (!path.isEmpty()) {
        setFileName(path);
        addRecent(path);
    }
    return true;
}

void RecordImportExport::cancelGameChoice()
{
    m_pending.clear();
    m_pendingSource.clear();
    m_positionChoices.clear();
    m_pendingPosition.clear();
    if (!m_gameList.isEmpty()) {
        m_gameList.clear();
        emit gamesChanged();
    }
}

bool RecordImportExport::paste()
{
    const QString text = QGuiApplication::clipboard()->text().trimmed();
    if (text.isEmpty()) {
        setError(tr("The clipboard holds no text."));
        return false;
    }
    if (looksLikePosition(text.toStdString()))
        return loadPosition(text);
    return importText(text);
}

bool RecordImportExport::clipboardHoldsAGame() const
{
    if (!controller())
        return false;
    const QString text = QGuiApplication::clipboard()->text().trimmed();
    if (text.isEmpty())
        return false;
    if (looksLikePosition(text.toStdString()))
        return !readPositionRules(controller()->rules(), text.toStdString()).fits.empty();
    const QByteArray bytes = text.toUtf8();
    const RecordList list = parseRecords(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    return list.ok() && !list.games.empty() && (list.games.size() > 1 || readGame(list.games.front()).ok());
}

bool RecordImportExport::loadPosition(const QString& text)
{
    if (!controller())
        return false;
    const std::string position = text.trimmed().toStdString();
    const PositionReading reading = readPositionRules(controller()->rules(), position);
    if (reading.fits.empty()) {
        //: %1 why the text is not a position of the rules being played
        setError(tr("This is not a position string: %1").arg(fromStd(reading.why)));
        return false;
    }
    if (reading.fits.size() == 1)
        return playPosition(reading.fits.front(), position);
    // Several rule sets fit a string that names none: the player says which.
    cancelGameChoice();
    m_positionChoices = reading.fits;
    m_pendingPosition = position;
    for (const Rules& rules : m_positionChoices)
        m_gameList << rulesLabel(rules);
    setError({});
    emit gamesChanged();
    return true;
}

QString RecordImportExport::rulesLabel(const Rules& rules) const
{
    const QString name = controller()->variantNames().value(static_cast<int>(rules.variant));
    if (rules.houses == Rules::defaults(rules.variant).houses)
        return name;
    //: A rule set with a row length of its own: %1 its name, %2 the holes a row
    return tr("%1, %2 holes a row").arg(name).arg(rules.houses);
}

bool RecordImportExport::playPosition(const Rules& chosen, const std::string& position)
{
    auto rules = std::make_unique<Rules>(chosen);
    Position p;
    if (const std::string why = fromPositionString(position, *rules, p); !why.empty()) {
        setError(tr("This is not a position string: %1").arg(fromStd(why)));
        return false;
    }
    p.rules = rules.get();
    const QString label = rulesLabel(chosen);
    if (!m_document->loadPosition(std::move(rules), p))
        return false;
    //: After a position string is pasted: %1 the rule set it is played with
    setStatus(tr("The position is read as %1.").arg(label));
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

QStringList RecordImportExport::recentFiles() const
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

void RecordImportExport::addRecent(const QString& path)
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
