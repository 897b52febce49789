# SPDX-License-Identifier: GPL-3.0-or-later
# Runs mancala-cli and checks what it did.
#   cmake -DCLI=<binary> [-DRC=<exit code, default 0>] [-DOUT=<exact stdout>]
#         [-DOUT_FILE=<file with the exact stdout>] [-DOUT_REGEX=<regex stdout must match>]
#         [-DERR=<exact stderr>] [-DERR_REGEX=<regex stderr must match>]
#         -P run_cli.cmake -- <arguments of mancala-cli>
# The exit code is always checked. A test must say what it expects to read
# (OUT, OUT_FILE, OUT_REGEX, ERR or ERR_REGEX): no test passes on its exit
# code alone. Trailing newlines are ignored in the comparisons; a regex
# matches anywhere unless anchored (^ and $ are the ends of the whole text).
# With -DSNAPSHOT=1 the OUT_FILE is a snapshot (tests/snapshots): when the
# environment has MANCALA_UPDATE_SNAPSHOTS=1 (tests/snapshots/update.sh) it
# is written with the stdout instead of compared, once every other check
# has passed.

include(${CMAKE_CURRENT_LIST_DIR}/script_args.cmake)
if(NOT DEFINED RC)
    set(RC 0)
endif()

execute_process(COMMAND "${CLI}" ${args} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
string(REGEX REPLACE "\n+$" "" out "${out}")
string(REGEX REPLACE "\n+$" "" err "${err}")

set(problems "")
if(NOT DEFINED OUT AND NOT DEFINED OUT_FILE AND NOT DEFINED OUT_REGEX AND NOT DEFINED ERR AND NOT DEFINED ERR_REGEX)
    string(APPEND problems "the test names no output to check (OUT, OUT_FILE, OUT_REGEX, ERR or ERR_REGEX)\n")
endif()
if(NOT rc STREQUAL RC)
    string(APPEND problems "exit code ${rc}, expected ${RC}\n")
endif()
set(update FALSE)
if(SNAPSHOT AND "$ENV{MANCALA_UPDATE_SNAPSHOTS}" STREQUAL "1")
    set(update TRUE)
elseif(DEFINED OUT_FILE)
    file(READ "${OUT_FILE}" OUT)
    string(REGEX REPLACE "\n+$" "" OUT "${OUT}")
endif()
if(DEFINED OUT AND NOT out STREQUAL OUT)
    string(APPEND problems "stdout:\n${out}\nexpected:\n${OUT}\n")
endif()
if(DEFINED OUT_REGEX AND NOT out MATCHES "${OUT_REGEX}")
    string(APPEND problems "stdout:\n${out}\ndoes not match:\n${OUT_REGEX}\n")
endif()
if(DEFINED ERR AND NOT err STREQUAL ERR)
    string(APPEND problems "stderr:\n${err}\nexpected:\n${ERR}\n")
endif()
if(DEFINED ERR_REGEX AND NOT err MATCHES "${ERR_REGEX}")
    string(APPEND problems "stderr:\n${err}\ndoes not match:\n${ERR_REGEX}\n")
endif()
if(problems)
    message(FATAL_ERROR "mancala-cli ${args}\n${problems}")
endif()
if(update)
    file(WRITE "${OUT_FILE}" "${out}\n")
    message(STATUS "snapshot written: ${OUT_FILE}")
endif()
