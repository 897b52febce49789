# SPDX-License-Identifier: GPL-3.0-or-later
# A self-played game, printed with --print-games, replays with `replay` to
# the same final position.
#   cmake -DCLI=<binary> -DVARIANT=<id> -DSEED=<seed> -P selfplay_replay.cmake

execute_process(COMMAND "${CLI}" selfplay --variant ${VARIANT} --games 1 --seed ${SEED} --print-games
                RESULT_VARIABLE rc OUTPUT_VARIABLE out)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "selfplay exited with ${rc}")
endif()
if(NOT out MATCHES "game 1 seed ${SEED}: ([^\n]*) (\\{\"variant\"[^\n]*)\n")
    message(FATAL_ERROR "no game line in:\n${out}")
endif()
set(moves "${CMAKE_MATCH_1}")
set(final "${CMAKE_MATCH_2}")
execute_process(COMMAND "${CLI}" replay --variant ${VARIANT} --seed ${SEED} --moves "${moves}"
                RESULT_VARIABLE rc OUTPUT_VARIABLE replayed ERROR_VARIABLE err)
string(STRIP "${replayed}" replayed)
if(NOT rc EQUAL 0 OR NOT replayed STREQUAL final)
    message(FATAL_ERROR "replay of '${moves}' (exit ${rc}, ${err}):\n${replayed}\nexpected:\n${final}")
endif()
