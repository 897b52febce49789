// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/endgamebuilder.h"

#include "stdstrings.h"

#include "mancala/endgame.h"
#include "mancala/search.h"
#include "mancala/solver.h"

#include <QDir>
#include <QFileInfo>
#include <QMetaObject>
#include <QStandardPaths>

namespace mancala::app {

/// One build: its stop flag, shared with its thread.
struct EndgameBuilder::Run {
    std::atomic<bool> stop{false};
};

EndgameBuilder::EndgameBuilder(QObject* parent)
    : QObject(parent)
{
    setFolder(QStandardPaths::writableLocation(QStandardPaths::CacheLocation));
}

EndgameBuilder::~EndgameBuilder() { stop(); }

void EndgameBuilder::setFolder(const QString& folder)
{
    stop();
    m_folder = folder;
    m_key.clear();
    // The Perfect level reads the databases from the same folder.
    setPerfectPlayDatabases(true, toStd(folder));
    setState(false, 0, {});
}

void EndgameBuilder::stop()
{
    if (m_run)
        m_run->stop = true;
    if (m_thread.joinable())
        m_thread.join();
    if (m_run && m_building) {
        m_key.clear(); // not built: ensure() starts again
        setState(false, 0, {});
    }
    m_run.reset();
}

void EndgameBuilder::ensure(const Rules& rules)
{
    if (!solverSupports(rules).empty() || m_folder.isEmpty())
        return;
    const int seeds = m_seeds >= 0 ? m_seeds : EndgameDatabase::defaultSeeds(rules.houses);
    const QString key = fromStd(EndgameDatabase::fileName(rules, seeds));
    if (key == m_key)
        return; // found, refused or being built already
    stop();
    m_key = key;
    startBuild(rules, QDir(m_folder).filePath(key));
}

void EndgameBuilder::startBuild(const Rules& rules, const QString& path)
{
    auto run = std::make_shared<Run>();
    m_run = run;
    const int seeds = m_seeds >= 0 ? m_seeds : EndgameDatabase::defaultSeeds(rules.houses);
    const std::string folder = toStd(m_folder);
    const std::string file = toStd(path);
    setState(true, 0, {}); // shown from the first progress of a build on (a database found is quiet)
    // Looking (a checksum over the whole file) and building both run here, off the window's thread.
    m_thread = std::thread([this, run, rules, seeds, folder, file] {
        auto post = [this](std::function<void()> f) { QMetaObject::invokeMethod(this, std::move(f), Qt::QueuedConnection); };
        EndgameDatabase found;
        if (found.openFor(rules, folder)) {
            post([this, run] { onFinished(run, {}); });
            return;
        }
        if (QFileInfo::exists(fromStd(file))) {
            // A file of that name that cannot be used: never overwritten.
            const QString why = fromStd(found.open(file));
            post([this, run, why, file] {
                if (run != m_run)
                    return;
                m_run.reset();
                //: %1 is a file, %2 the reason it cannot be used (in English)
                setState(false, 0, tr("The endgame database %1 cannot be used (%2): the computer plays "
                                      "without it, and the file is left as it is.").arg(fromStd(file), why));
            });
            return;
        }
        const std::string error = EndgameDatabase::build(
            rules, seeds, file,
            [this, run, post](std::uint64_t done, std::uint64_t total) {
                const double part = total ? static_cast<double>(done) / static_cast<double>(total) : 1.0;
                post([this, run, part] { onProgress(run, part); });
            },
            &run->stop);
        const QString why = run->stop ? QString() : fromStd(error);
        post([this, run, why] { onFinished(run, why); });
    });
}

void EndgameBuilder::onProgress(const std::shared_ptr<Run>& run, double part)
{
    if (run != m_run || !m_building)
        return;
    //: The computer's endgame database being built; %1 the percentage done
    setState(true, part, tr("Preparing perfect play: endgame database %1% built").arg(static_cast<int>(part * 100)));
}

void EndgameBuilder::onFinished(const std::shared_ptr<Run>& run, const QString& error)
{
    if (run != m_run)
        return;
    m_run.reset();
    if (!error.isEmpty()) {
        // Not tried again for this rule set while the program runs (a build is minutes of work).
        //: %1 the reason (in English)
        setState(false, 0, tr("The endgame database could not be built: %1").arg(error));
        emit finished(false);
        return;
    }
    setState(false, 1, {});
    emit finished(true);
}

void EndgameBuilder::setState(bool building, double progress, const QString& text)
{
    if (building == m_building && progress == m_progress && text == m_text)
        return;
    m_building = building;
    m_progress = progress;
    m_text = text;
    emit changed();
}

} // namespace mancala::app
