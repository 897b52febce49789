# SPDX-License-Identifier: GPL-3.0-or-later
# Self-played games written with --record replay from the file, game by game,
# to the final positions --print-games printed; the record replaces an older
# file whole and leaves no temporary file behind.
#   cmake -DCLI=<binary> -DVARIANT=<id> [-DRULES=name=value,...] -DSEED=<seed>
#         -DGAMES=<count> -DPICK=<game numbers, ';'-separated> -DDIR=<scratch dir>
#         -P record_roundtrip.cmake

set(ruleArgs)
if(RULES)
    string(REPLACE "," ";" ruleList "${RULES}")
    foreach(rule ${ruleList})
        list(APPEND ruleArgs --rule ${rule})
    endforeach()
endif()
set(file "${DIR}/selfplay-${VARIANT}.pgn")
file(MAKE_DIRECTORY "${DIR}")
file(WRITE "${file}" "an older file, to be replaced\n")

execute_process(COMMAND "${CLI}" selfplay --variant ${VARIANT} ${ruleArgs} --games ${GAMES} --seed ${SEED}
                        --print-games --record "${file}"
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "selfplay --record exited with ${rc}: ${err}")
endif()
if(EXISTS "${file}.part")
    message(FATAL_ERROR "the temporary file ${file}.part was left behind")
endif()
file(READ "${file}" text)
string(REGEX MATCHALL "\\[Variant \"${VARIANT}\"\\]" variantTags "${text}")
list(LENGTH variantTags count)
if(NOT count EQUAL GAMES)
    message(FATAL_ERROR "${count} games in the record instead of ${GAMES}:\n${text}")
endif()

foreach(k ${PICK})
    math(EXPR gameSeed "${SEED} + ${k} - 1")
    if(NOT out MATCHES "game ${k} seed ${gameSeed}: [^\n]* (\\{\"variant\"[^\n]*)\n")
        message(FATAL_ERROR "no line for game ${k} in:\n${out}")
    endif()
    set(final "${CMAKE_MATCH_1}")
    execute_process(COMMAND "${CLI}" replay "${file}" --game ${k}
                    RESULT_VARIABLE rc OUTPUT_VARIABLE replayed ERROR_VARIABLE err)
    string(STRIP "${replayed}" replayed)
    if(NOT rc EQUAL 0 OR NOT replayed STREQUAL final)
        message(FATAL_ERROR "replay ${file} --game ${k} (exit ${rc}, ${err}):\n${replayed}\nexpected:\n${final}")
    endif()
endforeach()
