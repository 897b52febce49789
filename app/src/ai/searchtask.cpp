// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/searchtask.h"

#include <QMetaObject>

namespace mancala::app {

SearchTask::SearchTask(QObject* parent)
    : QObject(parent)
{
    // One worker: a stopped search ends within a few nodes, so the next one
    // hardly waits, and the machine is never asked for more than one core.
    m_pool.setMaxThreadCount(1);
}

SearchTask::~SearchTask()
{
    if (m_current)
        m_current->store(true);
    m_pool.waitForDone();
}

void SearchTask::setCurrent(Flag flag)
{
    const bool was = running();
    m_current = std::move(flag);
    if (was != running())
        emit runningChanged();
}

void SearchTask::start(Work work)
{
    if (m_current)
        m_current->store(true);
    Flag flag = std::make_shared<std::atomic<bool>>(false);
    // Posted code runs on this object's thread, and only for the current run.
    Post post = [this, flag](std::function<void()> f) {
        QMetaObject::invokeMethod(
            this,
            [this, flag, f = std::move(f)] {
                if (flag == m_current && !flag->load())
                    f();
            },
            Qt::QueuedConnection);
    };
    m_pool.start([this, flag, post, work = std::move(work)] {
        if (!flag->load())
            work(*flag, post);
        // The end of the run, after everything it posted.
        QMetaObject::invokeMethod(
            this,
            [this, flag] {
                if (flag == m_current)
                    setCurrent(nullptr);
            },
            Qt::QueuedConnection);
    });
    setCurrent(std::move(flag));
}

void SearchTask::stop()
{
    if (!m_current)
        return;
    m_current->store(true);
    setCurrent(nullptr);
}

} // namespace mancala::app
