// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "records/recorddocument.h"

#include <QObject>
#include <QPointer>
#include <QtQml/qqmlregistration.h>

namespace mancala::app {

/**
 * @brief What the record document keeps on disk by itself: the autosave
 * and the previous game beside it.
 *
 * Autosave: after every change the record goes (QSaveFile, atomically) to
 * $MANCALA_AUTOSAVE or autosave.pgn in the application data directory; it
 * starts with startAutosave(), which first restores the saved game. The file
 * is set aside (`autosave.pgn.reading`) while it is read, so that a start
 * that dies reading it leaves it there to be kept, not read again. A file
 * that does not read whole is kept as `autosave.broken-N.pgn` (numbered,
 * never overwritten), as much of its game as replays is restored, and the
 * document's `error` tells the player once what was kept where.
 *
 * Nothing is lost: every path that replaces the game on the board (a new
 * game, a lesson, an import, a position) keeps the game it replaces, when
 * it has moves and is no lesson, as the previous game (restorePreviousGame(),
 * and the file previousPath() beside the autosave).
 */
class AutosaveStore : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(mancala::app::RecordDocument* document READ document WRITE setDocument NOTIFY documentChanged)
    Q_PROPERTY(QString autosavePath READ autosavePath WRITE setAutosavePath NOTIFY autosavePathChanged)
    Q_PROPERTY(bool autosaving READ autosaving NOTIFY autosavingChanged)
    /// A game replaced by another (a new game, a lesson, an import...) can be brought back.
    Q_PROPERTY(bool hasPreviousGame READ hasPreviousGame NOTIFY previousGameChanged)

public:
    explicit AutosaveStore(QObject* parent = nullptr);
    ~AutosaveStore() override;

    RecordDocument* document() const { return m_document; }
    void setDocument(RecordDocument* document);
    QString autosavePath() const { return m_autosavePath; }
    void setAutosavePath(const QString& path);
    bool autosaving() const { return m_autosaving; }
    bool hasPreviousGame() const { return !m_previous.isEmpty(); }
    /// Where the previous game is kept: beside the autosave (empty without one).
    QString previousPath() const;

    /**
     * @brief Brings back the game the last replacement took off the board
     * (Game > Restore previous game); the game on the board becomes the
     * previous game in its turn, so that a second restore undoes the first.
     */
    Q_INVOKABLE bool restorePreviousGame();

    /**
     * Restores the saved game (unless the window was started to show given
     * moves, MANCALA_MOVES or MANCALA_VARIANT) and then saves after every
     * change. With MANCALA_POSITION_OUT set, writes the position string, the
     * ply (a line each) and then the message shown there once the start is
     * over, and quits (tests).
     */
    Q_INVOKABLE bool startAutosave();

    /// What a quit would lose (lostOnQuit()).
    enum Loss {
        NothingLost, ///< the game, an exercise and the editor's draft come back at the next start
        NotesLost,   ///< notes edited since the record was opened or saved to a file
        GameLost,    ///< a game with moves that is not in the autosave (none, or its last write failed)
    };
    Q_ENUM(Loss)
    /// What a quit now would lose: the window asks first unless it is nothing.
    Q_INVOKABLE mancala::app::AutosaveStore::Loss lostOnQuit() const;

signals:
    void documentChanged();
    void autosavePathChanged();
    void autosavingChanged();
    void previousGameChanged();

private:
    /// What restoreAutosave() read: `turns` -1 when nothing, with `why`.
    struct Restored {
        bool whole = false;
        int turns = -1;
        QString why;
    };
    Restored restoreAutosave(const QString& path);
    /// Writes the autosave, and remembers the text kept should the game be replaced.
    void autosave();
    /// Keeps the game on the board as the previous game (the document is about to replace it).
    void keepReplacedGame();
    void setError(const QString& text);

    QPointer<RecordDocument> m_document;
    QByteArray m_replaceable;             ///< the game on the board as the previous game would keep it
    QByteArray m_previous;                ///< the previous game, as the autosave writes a game
    QString m_autosavePath;
    QByteArray m_lastSaved;
    bool m_autosaving = false;
};

} // namespace mancala::app
