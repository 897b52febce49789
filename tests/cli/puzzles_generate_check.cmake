# SPDX-License-Identifier: GPL-3.0-or-later
# Puzzles made by `puzzles generate` pass `puzzles check`: a few of one rule
# set written to a file, its header first, ids numbered from --first-id.
#   cmake -DCLI=<binary> -DOUT=<file> -DID=<id of the first puzzle> -P puzzles_generate_check.cmake -- <generate options>

include(${CMAKE_CURRENT_LIST_DIR}/script_args.cmake)

file(REMOVE "${OUT}")
execute_process(COMMAND "${CLI}" puzzles generate ${args} --out "${OUT}" RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "generate exited with ${rc}: ${err}")
endif()
if(NOT err MATCHES "game [0-9]+: [0-9]+/[0-9]+ puzzles, [0-9]+ positions valued")
    message(FATAL_ERROR "no progress on stderr:\n${err}")
endif()
file(READ "${OUT}" text)
if(NOT text MATCHES "^# [a-z-]+ puzzles, [^\n]+\n# made by: mancala-cli puzzles generate [^\n]+\nposition=[^\n]+ id=${ID}\n")
    message(FATAL_ERROR "unexpected file:\n${text}")
endif()
execute_process(COMMAND "${CLI}" puzzles check "${OUT}" RESULT_VARIABLE rc OUTPUT_VARIABLE out)
if(NOT rc EQUAL 0 OR NOT out MATCHES "([0-9]+) puzzles, ([0-9]+) re-proven, 0 failed")
    message(FATAL_ERROR "check exited with ${rc}:\n${out}")
endif()
