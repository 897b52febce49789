// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mancala/position.h"

#include <QObject>
#include <QThreadPool>

#include <atomic>
#include <functional>
#include <memory>

namespace mancala::app {

/**
 * @brief A position that owns its rules: what a search on another thread
 * needs, since the game may replace its rules (a new game) at any moment.
 */
class DetachedPosition {
public:
    DetachedPosition() = default;
    explicit DetachedPosition(const Position& p)
        : m_rules(p.rules ? std::make_shared<const Rules>(*p.rules) : nullptr), m_position(p)
    {
        m_position.rules = m_rules.get();
    }
    const Position& position() const { return m_position; }

private:
    std::shared_ptr<const Rules> m_rules;
    Position m_position;
};

/**
 * @brief Runs one search at a time on a worker thread, so that the window
 * keeps animating and answering while the computer thinks.
 *
 * The work gets a stop flag (the core's searches poll it at every node) and
 * a `post` function that hands a piece of code to the GUI thread. Code
 * posted by a run that was stopped or replaced is dropped there: a result
 * never reaches a game that has moved on. stop() and a new start() set the
 * old run's flag at once; the destructor waits for the thread, so a window
 * closing while the computer thinks ends cleanly.
 */
class SearchTask : public QObject {
    Q_OBJECT

public:
    /// Hands `f` to the GUI thread; it runs there only if the run is still current.
    using Post = std::function<void(std::function<void()>)>;
    using Work = std::function<void(const std::atomic<bool>& stop, const Post& post)>;

    explicit SearchTask(QObject* parent = nullptr);
    ~SearchTask() override;

    /// Stops the current run (if any) and starts `work`.
    void start(Work work);
    /// Stops the current run at once; nothing it posts arrives any more.
    void stop();
    /// A run is going (started and neither finished nor stopped).
    bool running() const { return m_current != nullptr; }
    /// Waits for the worker thread (tests).
    void wait() { m_pool.waitForDone(); }

signals:
    void runningChanged();

private:
    using Flag = std::shared_ptr<std::atomic<bool>>;
    void setCurrent(Flag flag);

    Flag m_current;
    QThreadPool m_pool;
};

} // namespace mancala::app
