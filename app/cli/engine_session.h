// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The engine line protocol of `mancala-cli engine` (docs/engine-protocol.md):
// one command a line in, answers a line each out. No I/O of its own: the
// caller feeds lines and receives the answers through a callback, so that
// tests drive it directly.

#include "mancala/engine.h"
#include "mancala/rules.h"

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

namespace mancala::cli {

class EngineSession {
public:
    using Output = std::function<void(const std::string& line)>;

    /// `output` receives every answer line, without its newline; it may be
    /// called from the search thread (one line at a time, never two at once).
    explicit EngineSession(Output output);
    ~EngineSession();

    /**
     * @brief Handles one command line. Returns false after `quit`. A search
     * (`go`) runs on its own thread: `stop` and `isready` are answered
     * while it runs, any other command first waits for it to finish.
     */
    bool handle(const std::string& line);

    /// Waits for a running search to finish (its `bestmove` is out).
    void wait();

private:
    void emit(const std::string& line);
    void error(const std::string& reason);
    void commandVariant(const std::string& args);
    void commandRule(const std::string& args);
    void commandNewGame(const std::string& args);
    void commandPosition(const std::string& args);
    void commandMoves(const std::string& args);
    void commandGo(const std::string& args);
    void commandAnalyse(const std::string& args);
    /// A new game of the current rules with the current seed.
    void restart();

    Output m_output;
    std::mutex m_outputMutex;
    std::shared_ptr<const Rules> m_rules; ///< positions point into it: replaced, never changed
    std::uint64_t m_seed = 1;
    Position m_position;
    std::thread m_search;
    std::atomic<bool> m_stop{false};
};

} // namespace mancala::cli
