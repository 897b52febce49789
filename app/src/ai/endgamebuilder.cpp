// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/endgamebuilder.h"

#include "stdstrings.h"

#include "mancala/endgame.h"
#include "mancala/qelat_endgame.h"
#include "mancala/search.h"
#include "mancala/solver.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

#ifdef __GLIBC__
#include <malloc.h>
#endif
#ifdef __linux__
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace mancala::app {

EndgameBuilder::EndgameBuilder(QObject* parent)
    : QObject(parent)
{
    setFolder(QStandardPaths::writableLocation(QStandardPaths::CacheLocation));
}

EndgameBuilder::~EndgameBuilder() = default; // m_task stops the build and waits for its thread

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
    m_task.stop();
    if (m_building) {
        m_key.clear(); // not built: ensure() starts again
        setState(false, 0, {});
    }
}

void EndgameBuilder::ensure(const Rules& rules)
{
    if (rules.variant == Variant::Qelat)
        return ensureQelat(rules);
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
    const int seeds = m_seeds >= 0 ? m_seeds : EndgameDatabase::defaultSeeds(rules.houses);
    const std::string folder = toStd(m_folder);
    const std::string file = toStd(path);
    setState(true, 0, {}); // shown from the first progress of a build on (a database found is quiet)
    // Looking (a checksum over the whole file) and building both run there, off the window's thread.
    m_task.start([this, rules, seeds, folder, file](const std::atomic<bool>& stop, const SearchTask::Post& post) {
        EndgameDatabase found;
        if (found.openFor(rules, folder) && found.verify().empty()) {
            post([this] { onFinished({}); });
            return;
        }
        if (QFileInfo::exists(fromStd(file))) {
            // A file of that name that cannot be used: never overwritten.
            std::string error = found.open(file, EndgameDatabase::Check::OnVerify);
            if (error.empty())
                error = found.verify();
            const QString why = fromStd(error);
            post([this, why, file] {
                //: %1 is a file, %2 the reason it cannot be used (in English)
                setState(false, 0, tr("The endgame database %1 cannot be used (%2): the computer plays "
                                      "without it, and the file is left as it is.").arg(fromStd(file), why));
            });
            return;
        }
        const std::string error = EndgameDatabase::build(
            rules, seeds, file,
            [this, &post](std::uint64_t done, std::uint64_t total) {
                const double part = total ? static_cast<double>(done) / static_cast<double>(total) : 1.0;
                post([this, part] { onProgress(part); });
            },
            &stop);
#ifdef __GLIBC__
        // The build's hundreds of megabytes are freed: give the pages back now.
        ::malloc_trim(0);
#endif
        const QString why = fromStd(error);
        post([this, why] { onFinished(why); }); // dropped when stopped
    });
}

void EndgameBuilder::ensureQelat(const Rules& rules)
{
    if (!QelatEndgame::supports(rules).empty() || m_folder.isEmpty())
        return;
    const int seeds = m_seeds >= 0 ? m_seeds : kQelatPerfectSeeds;
    const QString key = fromStd(QelatEndgame::fileName(rules, seeds));
    if (key == m_key || qelatPerfectDatabase(rules))
        return; // held already, or being looked for
    stop();
    m_key = key;
    setState(true, 0, {});
    const std::string folder = toStd(m_folder);
    m_task.start([this, rules, seeds, folder](const std::atomic<bool>& stop, const SearchTask::Post& post) {
        QelatDatabaseFound found = findOrBuildQelatDatabase(rules, folder, seeds, &stop,
                                                            qelatProgress(rules, seeds, post));
        if (stop.load())
            return;
        post([this, found, rules] { onQelatFound(found, rules); });
    });
}

QelatEndgame::Progress EndgameBuilder::qelatProgress(const Rules& rules, int seeds, const SearchTask::Post& post)
{
    // The share of the positions done: the last seed counts are most of them.
    const double all = static_cast<double>(QelatEndgame::entries(rules, seeds));
    return [this, &post, rules, all](int done, int) {
        const double part = static_cast<double>(QelatEndgame::entries(rules, done - 1)) / all;
        post([this, part] { onProgress(part); });
    };
}

void EndgameBuilder::onQelatFound(const QelatDatabaseFound& found, const Rules& rules)
{
    if (!found.database) {
        onFinished(fromStd(found.error));
        return;
    }
    setQelatPerfectDatabase(found.database);
    if (found.refused.empty() && found.error.empty() && buildLargerQelat(rules, found.database->seeds()))
        return;
    QString text;
    if (!found.refused.empty())
        //: %1 a file and the reason it cannot be used (in English)
        text = tr("The endgame database %1 cannot be used: it is kept aside as .refused and was built again.")
                   .arg(fromStd(found.refused));
    if (!found.error.empty())
        //: %1 the reason (in English), for example a full disk
        text = tr("The endgame database could not be saved (%1): the computer uses it until the program closes.")
                   .arg(fromStd(found.error));
    setState(false, 1, text);
    emit finished(true);
}

bool EndgameBuilder::buildLargerQelat(const Rules& rules, int held)
{
    const std::string folder = toStd(m_folder);
    const int seeds = m_fileSeeds >= 0 ? m_fileSeeds : QelatEndgame::largestThatFits(rules, folder, kQelatLargestFile);
    if (seeds <= held)
        return false;
    // The database found plays at once; the larger file is built beside it, on every core but
    // behind the window and the computer's search (a lower priority), and replaces it when whole.
    setState(true, 0, {});
    m_task.start([this, rules, seeds, folder](const std::atomic<bool>& stop, const SearchTask::Post& post) {
#ifdef __linux__
        // The build's threads inherit it. This pool's one thread only ever builds databases,
        // so it stays behind the window for the later builds too (a Kalah one as well).
        ::setpriority(PRIO_PROCESS, static_cast<id_t>(::gettid()), 10);
#endif
        auto db = std::make_shared<QelatEndgame>();
        const std::string error = db->build(rules, seeds, folder + "/" + QelatEndgame::fileName(rules, seeds),
                                            &stop, qelatProgress(rules, seeds, post));
        if (stop.load())
            return;
        const QString why = fromStd(error);
        post([this, db, why] {
            if (why.isEmpty())
                setQelatPerfectDatabase(db);
            onFinished(why);
        });
    });
    return true;
}

void EndgameBuilder::onProgress(double part)
{
    if (!m_building)
        return;
    //: The computer's endgame database being built; %1 the percentage done
    setState(true, part, tr("Preparing perfect play: endgame database %1% built").arg(static_cast<int>(part * 100)));
}

void EndgameBuilder::onFinished(const QString& error)
{
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
