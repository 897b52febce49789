// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gamecontroller.h"
#include "paper/boardpainter.h"
#include "paper/gamesheet.h"
#include "records/recorddocument.h"

#include <QObject>
#include <QPointer>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

class QPrinter;

namespace mancala::app {

/**
 * @brief The board on paper: the position on the board copied as an image,
 * saved as PNG or SVG, the game saved as a PDF sheet or printed.
 *
 * It reads the game through the controller's public API (the position at
 * the ply shown, the decisions that led there) and the record document's record
 * (the tags of the title). A file is written whole or not at all
 * (QSaveFile); what goes wrong is one sentence in `error`.
 */
class BoardExport : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(mancala::app::GameController* controller READ controller WRITE setController NOTIFY controllerChanged)
    Q_PROPERTY(mancala::app::RecordDocument* document READ document WRITE setDocument NOTIFY documentChanged)
    /// White, black outlines, counts as numbers and dots; else the window's theme.
    Q_PROPERTY(bool printFriendly READ printFriendly WRITE setPrintFriendly NOTIFY optionsChanged)
    /// The window's theme: 0 light, 1 dark, 2 high contrast (Theme.qml).
    Q_PROPERTY(int theme READ theme WRITE setTheme NOTIFY optionsChanged)
    Q_PROPERTY(bool holeNames READ holeNames WRITE setHoleNames NOTIFY optionsChanged)
    /// An arrow from the hole last sown to where its last seed went.
    Q_PROPERTY(bool arrow READ arrow WRITE setArrow NOTIFY optionsChanged)
    /// The game sheet's diagrams: one after every this many decisions.
    Q_PROPERTY(int diagramEvery READ diagramEvery WRITE setDiagramEvery NOTIFY optionsChanged)
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    Q_PROPERTY(QString status READ status NOTIFY statusChanged)

public:
    explicit BoardExport(QObject* parent = nullptr);

    GameController* controller() const { return m_controller; }
    void setController(GameController* controller);
    RecordDocument* document() const { return m_document; }
    void setDocument(RecordDocument* document);
    bool printFriendly() const { return m_printFriendly; }
    void setPrintFriendly(bool on);
    int theme() const { return m_theme; }
    void setTheme(int theme);
    bool holeNames() const { return m_holeNames; }
    void setHoleNames(bool on);
    bool arrow() const { return m_arrow; }
    void setArrow(bool on);
    int diagramEvery() const { return m_every; }
    void setDiagramEvery(int every);
    QString error() const { return m_error; }
    QString status() const { return m_status; }

    /// The board as a picture, `width` pixels wide.
    Q_INVOKABLE bool copyImage();
    /// Writes the board to a .png, .jpg (.jpeg) or .svg file (a name without a suffix gets .png).
    Q_INVOKABLE bool exportBoard(const QUrl& file);
    /// Writes the game sheet to a PDF file (a name without a suffix gets .pdf).
    Q_INVOKABLE bool exportGame(const QUrl& file);
    /// Shows Qt's print dialog and prints the game sheet.
    Q_INVOKABLE bool printGame();
    /// A file for the export dialogs to propose: "<rule set> board.png" or
    /// "<rule set> game.pdf" in the folder of the last export, else of the
    /// record file, else Documents, else home.
    Q_INVOKABLE QUrl proposedFile(bool game) const;
    Q_INVOKABLE void clearError() { setError({}); }

    /// What the pictures are drawn with: the options above, the ply shown.
    BoardPainter boardPainter() const;
    /// The game up to the ply shown, laid out for paper.
    GameSheet sheet() const;
    QImage boardImage(int width) const;
    QByteArray boardSvg() const;
    /// Prints the sheet on a printer already set up; false with `error` set.
    bool printTo(QPrinter& printer);

signals:
    void controllerChanged();
    void documentChanged();
    void optionsChanged();
    void errorChanged();
    void statusChanged();

private:
    BoardPainter::Look look() const;
    /// Nothing to draw, or a secret race choice (W2/E2) it would show: says so in `error`.
    bool refused();
    /// Writes `data` to `path` whole, or nothing; false with `error` set.
    bool writeFile(const QString& path, const QByteArray& data);
    /// The path to save `file` to, `suffixes`' first added when it has none;
    /// empty with `error` set for a folder, or for another suffix (`wrongSuffix`, %1 the name).
    QString targetPath(const QUrl& file, const QStringList& suffixes, const QString& wrongSuffix);
    /// writeFile(), then "Saved" in `status`.
    bool save(const QString& path, const QByteArray& data);
    /// Sets an option of the pictures, telling when it changes.
    template <typename T>
    void setOption(T& option, T value);
    void setError(const QString& text);
    void setStatus(const QString& text);

    QPointer<GameController> m_controller;
    QPointer<RecordDocument> m_document;
    bool m_printFriendly = true;
    int m_theme = 0;
    bool m_holeNames = true;
    bool m_arrow = true;
    int m_every = 10;
    QString m_error;
    QString m_status;
    QString m_lastFolder; ///< where the last export was saved: the dialogs open there
};

} // namespace mancala::app
