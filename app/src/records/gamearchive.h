// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gamecontroller.h"
#include "records/variationmodel.h"
#include "teaching/lessonsession.h"

#include "mancala/record.h"

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace mancala::app {

/**
 * @brief The game on the board as a game record (docs/notation.md): export
 * to a file or the clipboard, import from a file, the clipboard or a
 * dropped file, position strings, the comments and variations of a record,
 * the autosave and the list of recent files.
 *
 * The archive keeps a record "document" next to the controller: its tags,
 * comments, glyphs and variations, and holds the board's line of decisions
 * in it. In a record (imported, opened, pasted) or a finished game, a new
 * decision away from the main line makes a variation, and the main line and
 * its result stay until the player promotes the variation (promoteRow()); a
 * game being played is the main line, taken back and played otherwise too
 * (the old continuation becomes a variation). Showing a row never changes
 * the main line.
 *
 * Nothing is lost: every path that replaces the game on the board (a new
 * game, a lesson, an import, a position) keeps the game it replaces, when
 * it has moves and is no lesson, as the previous game (restorePreviousGame(),
 * and the file previousPath() beside the autosave).
 *
 * An import checks every move first: on the first error the controller is
 * left as it was and `error` says where and why.
 *
 * Autosave: after every change the record goes (QSaveFile, atomically) to
 * $MANCALA_AUTOSAVE or autosave.pgn in the application data directory; it
 * starts with startAutosave(), which first restores the saved game. The file
 * is set aside (`autosave.pgn.reading`) while it is read, so that a start
 * that dies reading it leaves it there to be kept, not read again. A file
 * that does not read whole is kept as `autosave.broken-N.pgn` (numbered,
 * never overwritten), as much of its game as replays is restored, and
 * `error` tells the player once what was kept where.
 */
class GameArchive : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(GameController* controller READ controller WRITE setController NOTIFY controllerChanged)
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    Q_PROPERTY(QString status READ status NOTIFY statusChanged)
    Q_PROPERTY(QStringList games READ games NOTIFY gamesChanged)
    /// Whether `games` lists the rule sets a pasted position may be of, not games.
    Q_PROPERTY(bool choosingRules READ choosingRules NOTIFY gamesChanged)
    Q_PROPERTY(QStringList recentFiles READ recentFiles NOTIFY recentFilesChanged)
    Q_PROPERTY(QString comment READ comment WRITE setComment NOTIFY commentChanged)
    /// A prepared position's title (the Title tag, else the Event tag) and question (the comment
    /// at the start of the record), shown beside the board; empty when none.
    Q_PROPERTY(QString title READ title NOTIFY commentChanged)
    /// The game's own title and event (the Title and Event tags), edited in the notes (archiveheading.cpp).
    Q_PROPERTY(QString gameTitle READ gameTitle WRITE setGameTitle NOTIFY commentChanged)
    Q_PROPERTY(QString event READ event WRITE setEvent NOTIFY commentChanged)
    Q_PROPERTY(QString question READ question NOTIFY commentChanged)
    Q_PROPERTY(VariationModel* variations READ variations CONSTANT)
    Q_PROPERTY(QString autosavePath READ autosavePath WRITE setAutosavePath NOTIFY autosavePathChanged)
    Q_PROPERTY(bool autosaving READ autosaving NOTIFY autosavingChanged)
    Q_PROPERTY(QString fileName READ fileName NOTIFY fileNameChanged)
    /// The lesson taken on the controller: a lesson's board is never kept as the previous game.
    Q_PROPERTY(mancala::app::LessonSession* lesson READ lesson WRITE setLesson NOTIFY lessonChanged)
    /// A game replaced by another (a new game, a lesson, an import...) can be brought back.
    Q_PROPERTY(bool hasPreviousGame READ hasPreviousGame NOTIFY previousGameChanged)
    Q_PROPERTY(bool canUndoEdit READ canUndoEdit NOTIFY editsChanged)

public:
    explicit GameArchive(QObject* parent = nullptr);
    ~GameArchive() override;

    GameController* controller() const { return m_controller; }
    void setController(GameController* controller);
    QString error() const { return m_error; }
    QString status() const { return m_status; }
    /// One line per game of the file or text being imported, when it holds several.
    QStringList games() const { return m_gameList; }
    bool choosingRules() const { return !m_positionChoices.empty(); }
    /// The last files opened or saved, newest first: absolute paths only,
    /// each once, whatever the settings file holds.
    QStringList recentFiles() const;
    /// The comments of the current turn (of the game's start at ply 0).
    QString comment() const;
    void setComment(const QString& text);
    QString title() const;
    QString question() const;
    QString gameTitle() const;
    void setGameTitle(const QString& text);
    QString event() const;
    void setEvent(const QString& text);
    VariationModel* variations() { return &m_variations; }
    QString autosavePath() const { return m_autosavePath; }
    void setAutosavePath(const QString& path);
    bool autosaving() const { return m_autosaving; }
    /// The file the game was last opened from or saved to.
    QString fileName() const { return m_fileName; }
    LessonSession* lesson() const { return m_lesson; }
    void setLesson(LessonSession* lesson);
    bool hasPreviousGame() const { return !m_previous.isEmpty(); }
    /// A puzzle's board (Game ▸ Puzzles) is on the controller: like a
    /// lesson's, it is no game of the player's and is never kept as the previous game.
    void setExerciseOnBoard(bool on) { m_exercise = on; }
    /// The board already shows the exercise (a puzzle resumed at a start):
    /// it is no game to keep when it is replaced.
    void exerciseResumedOnBoard() { m_exercise = m_boardIsLesson = true; }
    bool canUndoEdit() const { return !m_edits.empty(); }
    /// Where the previous game is kept: beside the autosave (empty without one).
    QString previousPath() const;

    /**
     * @brief Brings back the game the last replacement took off the board
     * (Game > Restore previous game); the game on the board becomes the
     * previous game in its turn, so that a second restore undoes the first.
     */
    Q_INVOKABLE bool restorePreviousGame();

    /// The record of the game as a GameRecord (tags from the game).
    GameRecord record() const;

    /// The record text of the whole game.
    Q_INVOKABLE QString exportText() const;
    /// Writes the record to a file (atomically); false with `error` set on failure.
    Q_INVOKABLE bool saveFile(const QUrl& url);
    /// Adds the game after the games of a record file (or makes the file),
    /// never changing what the file holds; a file that does not read as
    /// records is left as it is, with `error` saying why.
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

    Q_INVOKABLE QString positionString() const;
    Q_INVOKABLE void copyPosition();
    /**
     * Starts a game from a position string: with the rules it names
     * (`kalah: 4,4,...`), else with the game's rules when it fits them, else
     * with the defaults of the rule set it fits; when several fit, `games`
     * lists them for openGame(). `status` says which rules it is read as.
     */
    Q_INVOKABLE bool loadPosition(const QString& text);

    /// Shows the position after a row of the variation list (the main line stays as it is).
    Q_INVOKABLE bool goToRow(int row);
    /// Makes the variation of a row the main line (its line from where it
    /// branches); the old main line becomes its first variation.
    Q_INVOKABLE bool promoteRow(int row);
    /// Deletes the variation a row lies in; the board goes back to the main
    /// line when it showed that variation.
    Q_INVOKABLE bool deleteRow(int row);
    /// Marks a row's turn with a glyph: "!", "?", "!!", "??", "!?", "?!", or "" for none.
    Q_INVOKABLE bool setGlyph(int row, const QString& glyph);
    /// Moves the variation a row lies in before (`by` -1) or after (+1) its
    /// sibling variation of the same turn; the main line stays.
    Q_INVOKABLE bool moveRow(int row, int by);
    /// Marks the turn of the board's line that holds decision `ply` (from 1),
    /// as setGlyph() does for a row of the notes (the move list's way).
    Q_INVOKABLE bool setGlyphAtPly(int ply, const QString& glyph);
    /// Takes back the last edit of the notes (promote, delete, reorder, glyph).
    Q_INVOKABLE bool undoEdit();

    /**
     * Restores the saved game (unless the window was started to show given
     * moves, MANCALA_MOVES or MANCALA_VARIANT) and then saves after every
     * change. With MANCALA_POSITION_OUT set, writes the position string, the
     * ply (a line each) and then the message shown there once the start is
     * over, and quits (tests).
     */
    Q_INVOKABLE bool startAutosave();
    Q_INVOKABLE void clearError() { setError({}); }

signals:
    void controllerChanged();
    void errorChanged();
    void statusChanged();
    void gamesChanged();
    void recentFilesChanged();
    void commentChanged();
    void autosavePathChanged();
    void autosavingChanged();
    void fileNameChanged();
    void lessonChanged();
    void previousGameChanged();
    void editsChanged();
    /// A game was loaded from a record or a position.
    void gameLoaded();

private:
    void onGameChanged();
    void sync();
    void resetDocument();
    /// The decisions of the document's main line.
    std::vector<Decision> mainLine() const;
    /// Whether a new decision away from the main line makes a variation
    /// (a record's main line, a finished game) rather than a new main line.
    bool mainLineStays() const;
    /// Keeps the game on the board as the previous game, when it has moves
    /// and is no lesson: called by every path that replaces it.
    void keepReplacedGame();
    /// Before an edit of the tree: what undoEdit() goes back to.
    void saveForUndo();
    /// After an edit: the rows again, the board on a line of the tree.
    void afterEdit(int fallbackPly);
    /// Sets the suffix of a turn of the tree (a glyph checked already), as an edit to undo.
    bool markTurn(TurnNode* turn, const QString& glyph);
    /// The record as the autosave writes it (the ply shown, the board's line).
    QByteArray savedText() const;
    bool loadRecord(const GameRecord& record, const QString& source);
    /// The review marks of a loaded record (its `$n` glyphs) on the controller's decisions, as a review leaves them.
    void showReviewMarks();
    /// A line of `games`: the event, the players, the rule set, the result and score, the length, the date.
    QString gameLine(int number, const GameRecord& game) const;
    void listGames();
    /// The records of a file; `why` (the file's name first) when it cannot be read or parsed.
    static RecordList readRecordFile(const QString& path, QString* why);
    /// Why `text` is not a list of records: "not a game record" for plain text.
    static QString parseError(std::string_view text, const RecordList& list);
    /// What restoreAutosave() read: `turns` -1 when nothing, with `why`.
    struct Restored {
        bool whole = false;
        int turns = -1;
        QString why;
    };
    Restored restoreAutosave(const QString& path);
    /// Writes the autosave, and remembers the text kept should the game be replaced.
    void autosave();
    bool writeFile(const QString& path, const QByteArray& data, QString* why) const;
    void addRecent(const QString& path);
    /// W2/E2: the record would show a secret race choice; says so in `error`.
    bool revealsRaceChoice();
    void setError(const QString& text);
    /// Starts a game from `position` with `rules`.
    bool playPosition(const Rules& rules, const std::string& position);
    /// The name of a rule set, with its row length when not the usual one.
    QString rulesLabel(const Rules& rules) const;
    void setStatus(const QString& text);
    void setFileName(const QString& path);
    /// Sets a tag of the document from the notes (white space collapsed; empty: `unknown`, or none when that is empty).
    void setDocumentTag(std::string_view name, const QString& text, std::string_view unknown);
    /// The turn of the board's line the position shown ends (nullptr at the start).
    TurnNode* currentTurn();
    const TurnNode* currentTurn() const;

    QPointer<GameController> m_controller;
    GameRecord m_document;                ///< tags and annotations of the game
    std::vector<Decision> m_synced;       ///< the board's line, which the document holds
    std::vector<TurnNode> m_syncedTurns;  ///< the same as turns (decision texts only)
    bool m_keepResult = false;            ///< the loaded result stands (a resignation, an agreement)
    bool m_mainLineKept = false;          ///< the main line is a record's (mainLineStays())
    bool m_followingRow = false;          ///< the board shows a row of the notes: no decision was made
    QPointer<LessonSession> m_lesson;
    bool m_boardIsLesson = false;         ///< the board's game is a lesson's or a puzzle's (not kept when replaced)
    bool m_exercise = false;              ///< setExerciseOnBoard()
    QByteArray m_replaceable;             ///< the game on the board as the previous game would keep it
    QByteArray m_previous;                ///< the previous game, as the autosave writes a game
    struct Edit {
        MoveLine moves;
        bool keepResult = false;
    };
    std::vector<Edit> m_edits;            ///< the trees before the edits of the notes, oldest first
    bool m_unknownPlayers[2] = {false, false}; ///< the loaded record's South, North tag was "?" (or none)
    bool m_loading = false;
    std::vector<GameRecord> m_pending;    ///< games waiting for openGame()
    QString m_pendingSource;
    QStringList m_gameList;
    std::vector<Rules> m_positionChoices; ///< rule sets a pasted position may be of
    std::string m_pendingPosition;        ///< the position waiting for openGame()
    QString m_error;
    QString m_status;
    QString m_fileName;
    QString m_autosavePath;
    QByteArray m_lastSaved;
    bool m_autosaving = false;
    VariationModel m_variations;
};

/// The level a South or North tag names ("Computer (level 5)"), or 0 for a person.
int computerLevel(const QString& tag);

} // namespace mancala::app
