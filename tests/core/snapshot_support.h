// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Snapshots: expectations the code produced itself (no hand-worked value),
// kept in tests/snapshots/ and rewritten only by tests/snapshots/update.sh,
// which runs the tests with MANCALA_UPDATE_SNAPSHOTS=1: a change in them is
// then a diff to review and explain in the commit (docs/testing.md).

#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace snapshot {

/// The tests write their snapshots instead of comparing with them.
inline bool updating()
{
    const char* v = std::getenv("MANCALA_UPDATE_SNAPSHOTS");
    return v && std::string(v) == "1";
}

/// tests/snapshots/<name>.
inline std::string path(const std::string& name) { return std::string(MANCALA_SNAPSHOTS_DIR) + "/" + name; }

/// The lines of a snapshot file split at spaces, keyed by their first
/// `keyFields` fields joined with a space; '#' lines are comments.
inline std::map<std::string, std::vector<std::string>> read(const std::string& name, int keyFields = 1)
{
    std::map<std::string, std::vector<std::string>> rows;
    std::ifstream in(path(name));
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#')
            continue;
        std::istringstream words(line);
        std::vector<std::string> fields;
        for (std::string w; words >> w;)
            fields.push_back(w);
        if (static_cast<int>(fields.size()) <= keyFields)
            continue;
        std::string key;
        for (int k = 0; k < keyFields; ++k)
            key += (k ? " " : "") + fields[k];
        rows[key] = std::vector<std::string>(fields.begin() + keyFields, fields.end());
    }
    return rows;
}

/// Writes a snapshot file: the header (each line a comment), then the lines.
inline bool write(const std::string& name, const std::string& header, const std::vector<std::string>& lines)
{
    std::ofstream out(path(name), std::ios::trunc);
    std::istringstream h(header);
    for (std::string line; std::getline(h, line);)
        out << "# " << line << '\n';
    for (const std::string& line : lines)
        out << line << '\n';
    return static_cast<bool>(out);
}

} // namespace snapshot
