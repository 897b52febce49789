// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// mancala-cli host and join: one side of a game between two computers
// (docs/network.md), headless. Both read this side's actions from standard
// input and write what happens as lines (docs/cli.md, "Playing across
// computers"), in the manner of `mancala-cli engine`.

#include "options.h"

#include <QHostAddress>
#include <QString>

#include <string_view>
#include <vector>

namespace mancala::cli {

extern const char* const kHostHelp;
extern const char* const kJoinHelp;
extern const std::vector<std::string_view> kHostValued;
extern const std::vector<std::string_view> kJoinValued;
extern const std::vector<std::string_view> kHostFlags;
extern const std::vector<std::string_view> kJoinFlags;

/// Where a host listens: --address (default 127.0.0.1), --port (default any free one), --code (default random).
struct ListenOptions {
    QHostAddress address;
    quint16 port = 0;
    QString code;
};
/// Reads --address, --port and --code; the error, or an empty string.
std::string listenOptions(const Options& options, ListenOptions& out);

int hostCommand(const Options& options);
int joinCommand(const Options& options);

} // namespace mancala::cli
