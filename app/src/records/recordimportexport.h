// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "records/recorddocument.h"

#include "mancala/record.h"

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

#include <string>
#include <vector>

namespace mancala::app {

/**
 * @brief The record document in and out: export to a file or the
 * clipboard, import from a file, the clipboard or a dropped file, position
 * strings, the list of recent files and the choice among the games of a
 * file that holds several.
 *
 * An import checks every move first: on the first error the game on the
 * board is left as it was and the document's `error` says where and why.
 */
class RecordImportExport : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(mancala::app::RecordDocument* document READ document WRITE setDocument NOTIFY documentChanged)
    Q_PROPERTY(QStringList games READ games NOTIFY gamesChanged)
    /// Whether `games` lists the rule sets a pasted position may be of, not games.
    Q_PROPERTY(bool choosingRules READ choosingRules NOTIFY gamesChanged)
    Q_PROPERTY(QStringList recentFiles READ recentFiles NOTIFY recentFilesChanged)

public:
    explicit RecordImportExport(QObject* parent = nullptr);
    ~RecordImportExport() override;

    RecordDocument* document() const { return m_document; }
    void setDocument(RecordDocument* document);
    /// One line per game of the file or text being imported, when it holds several.
    QStringList games() const { return m_gameList; }
    bool choosingRules() const { return !m_positionChoices.empty(); }
    /// The last files opened or saved, newest first: absolute paths only,
    /// each once, whatever the settings file holds.
    QStringList recentFiles() const;

    /// The record text of the whole game.
    Q_INVOKABLE QString exportText() const;
    /// Writes the record to a file (atomically); false with `error` set on failure.
    Q_INVOKABLE bool saveFile(const QUrl& url);
    /// Adds the game after the games of a record file (or makes the file),
    /// never changing what the file holds; a file that does not read as
    /// records is left as it is, with the document's `error` saying why.
    Q_INVOKABLE bool addToFile(const QUrl& url);
    Q_INVOKABLE void copyGame();

    /**
     * Reads record text: one game is loaded at once; of several, `games`
     * lists them for openGame(). False with `error` set when the text or the
     * only game is wrong (the game on the board is kept).
     */
    Q_INVOKABLE bool importText(const QString& text);
    Q_INVOKABLE bool openFile(const QUrl& url);
    /// Whether openFile() would load something (a game, a choice of games),
    /// so that the window asks before it replaces the game; reads the file,
    /// never changes it.
    Q_INVOKABLE bool fileHoldsAGame(const QUrl& url) const;
    /// fileHoldsAGame() for a file of recentFiles() (a path).
    Q_INVOKABLE bool recentHoldsAGame(const QString& path) const { return fileHoldsAGame(QUrl::fromLocalFile(path)); }
    /// Opens a file of recentFiles(): a path, which may hold '#', '?' or '%'
    /// (a "file://" URL made of it by pasting would cut it there).
    Q_INVOKABLE bool openRecent(const QString& path);
    /// Loads game `index` of `games` (or, when choosingRules, reads the
    /// pasted position as rule set `index`).
    Q_INVOKABLE bool openGame(int index);
    Q_INVOKABLE void cancelGameChoice();
    /// The clipboard: a record, or else a position string.
    Q_INVOKABLE bool paste();
    /// Whether paste() would load something (a game, a choice of games, a
    /// position), so that the window asks before it replaces the game.
    Q_INVOKABLE bool clipboardHoldsAGame() const;

    Q_INVOKABLE void copyPosition();
    /**
     * Starts a game from a position string: with the rules it names
     * (`kalah: 4,4,...`), else with the game's rules when it fits them, else
     * with the defaults of the rule set it fits; when several fit, `games`
     * lists them for openGame(). `status` says which rules it is read as.
     */
    Q_INVOKABLE bool loadPosition(const QString& text);

signals:
    void documentChanged();
    void gamesChanged();
    void recentFilesChanged();

private:
    GameController* controller() const { return m_document ? m_document->controller() : nullptr; }
    /// A line of `games`: the event, the players, the rule set, the result and score, the length, the date.
    QString gameLine(int number, const GameRecord& game) const;
    void listGames();
    /// The records of a file; `why` (the file's name first) when it cannot be read or parsed.
    static RecordList readRecordFile(const QString& path, QString* why);
    /// Why `text` is not a list of records: "not a game record" for plain text.
    static QString parseError(std::string_view text, const RecordList& list);
    bool loadRecord(const GameRecord& record, const QString& source);
    void addRecent(const QString& path);
    /// W2/E2: the record would show a secret race choice; says so in `error`.
    bool revealsRaceChoice();
    void setError(const QString& text);
    void setStatus(const QString& text);
    void setFileName(const QString& path);
    /// Starts a game from `position` with `rules`.
    bool playPosition(const Rules& rules, const std::string& position);
    /// The name of a rule set, with its row length when not the usual one.
    QString rulesLabel(const Rules& rules) const;

    QPointer<RecordDocument> m_document;
    std::vector<GameRecord> m_pending;    ///< games waiting for openGame()
    QString m_pendingSource;
    QStringList m_gameList;
    std::vector<Rules> m_positionChoices; ///< rule sets a pasted position may be of
    std::string m_pendingPosition;        ///< the position waiting for openGame()
};

} // namespace mancala::app
