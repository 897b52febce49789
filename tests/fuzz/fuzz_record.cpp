// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: the record reader. Input: record text. Every game that
// replays is written, read back and replayed again: the same text and the
// same final position.

#include "fuzz_support.h"

#include "mancala/record.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace fuzz;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const RecordList list = parseRecords(text);
    if (!list.ok()) {
        if (!list.games.empty())
            fail("a record with an error lists games");
        return 0;
    }
    int tried = 0;
    for (const GameRecord& game : list.games) {
        if (++tried > 4)
            break;
        const ReplayedGame replayed = readGame(game);
        if (!replayed.ok())
            continue;
        checkPosition(replayed.end, "record end");
        RecordError error;
        const std::string written = writeRecord(game, &error);
        if (!error.empty() || written.empty())
            fail("a game that replays cannot be written: " + error.message());
        const RecordList again = parseRecords(written);
        if (!again.ok() || again.games.size() != 1)
            fail("a written game does not read back: " + again.error.message() + "\n" + written);
        const ReplayedGame back = readGame(again.games[0]);
        if (!back.ok())
            fail("a written game does not replay: " + back.error.message() + "\n" + written);
        if (!(back.end == replayed.end))
            fail("a written game ends elsewhere:\n" + written);
        if (writeRecord(again.games[0]) != written)
            fail("writing a game read back gives other text:\n" + written);
    }
    return 0;
}
