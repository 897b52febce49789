// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ai/searchtask.h"

#include "mancala/qelat_perfect.h"
#include "mancala/rules.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace mancala::app {

/**
 * @brief The Perfect level's endgame database (mancala/endgame.h), built in
 * the background the first time it is needed.
 *
 * ensure() looks in the cache folder (QStandardPaths::CacheLocation, the
 * folder the core's Perfect level reads too): a database there that opens
 * and matches its checksum is used as it is; a file of the name a build
 * would write that cannot be used is refused and left alone (the reason is
 * shown); otherwise the database is built on a worker thread (a SearchTask
 * of its own), with its progress shown, while the computer goes on playing
 * the search's best decisions. The core finds the file at the first
 * decision after the build. A new rule set stops a build of another one,
 * and so does closing (which waits for the thread): the core looks at the
 * stop flag every million boards (a fraction of a second) and writes the
 * file only once every value is known, under a temporary name renamed at
 * the end.
 *
 * In Qelat (mancala/qelat_perfect.h) the database first used is the
 * largest file of the rules found in the folder, or one of
 * kQelatPerfectSeeds seeds computed in memory (seconds) and saved there; a
 * file refused (damaged, truncated, another format) is moved aside to
 * NAME.refused and the database built again. It is handed to the core's
 * Perfect level, hints and analysis (setQelatPerfectDatabase()). Then,
 * when the machine's free memory and disk hold a larger one (up to
 * kQelatLargestFile seeds: QelatEndgame::largestThatFits()), that file is
 * built in the background at a lower priority, with its progress shown,
 * and replaces the first when whole.
 */
class EndgameBuilder : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The computer player owns the database builder.")
    Q_PROPERTY(bool building READ building NOTIFY changed)
    Q_PROPERTY(double progress READ progress NOTIFY changed)
    Q_PROPERTY(QString text READ text NOTIFY changed)

public:
    explicit EndgameBuilder(QObject* parent = nullptr);
    ~EndgameBuilder() override;

    /// A build is going.
    bool building() const { return m_building; }
    /// The share of the build done, 0 to 1.
    double progress() const { return m_progress; }
    /// What to show: the build's progress, or why a file is refused; empty otherwise.
    QString text() const { return m_text; }

    /// The folder of the databases (the cache folder; set by tests).
    QString folder() const { return m_folder; }
    void setFolder(const QString& folder);
    /// The seeds K a build goes up to (-1: EndgameDatabase::defaultSeeds(); tests use fewer).
    void setSeeds(int seeds) { m_seeds = seeds; }
    /// Qelat: the seeds in play of the file built in the background after the first database
    /// (-1: the largest up to kQelatLargestFile the machine's memory and disk hold; tests use fewer).
    void setFileSeeds(int seeds) { m_fileSeeds = seeds; }

    /// Makes sure `rules` (Kalah the solver plays, or Qelat its database plays) has a database: found, refused, or building.
    void ensure(const Rules& rules);
    /// Stops a build at once (its thread ends within a fraction of a second; a new build waits for it).
    void stop();

signals:
    void changed();
    /// A build ended: `ok` when the file was written.
    void finished(bool ok);

private:
    void startBuild(const Rules& rules, const QString& path);
    void ensureQelat(const Rules& rules);
    void onQelatFound(const QelatDatabaseFound& found, const Rules& rules);
    /// A Qelat build's progress (seed counts done) as the share of its positions, posted to onProgress().
    QelatEndgame::Progress qelatProgress(const Rules& rules, int seeds, const SearchTask::Post& post);
    /// Starts building the larger Qelat file when the machine holds one larger than `held`; false if not.
    bool buildLargerQelat(const Rules& rules, int held);
    void onProgress(double part);
    void onFinished(const QString& error);
    void setState(bool building, double progress, const QString& text);

    QString m_folder;
    int m_seeds = -1;
    int m_fileSeeds = -1;
    QString m_key;      ///< the rule set last ensured (its file name)
    SearchTask m_task;  ///< looks for the database, or builds it; what a stopped run posts is dropped
    bool m_building = false;
    double m_progress = 0;
    QString m_text;
};

} // namespace mancala::app
