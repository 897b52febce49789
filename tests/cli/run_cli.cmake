# SPDX-License-Identifier: GPL-3.0-or-later
# Runs mancala-cli and checks what it did.
#   cmake -DCLI=<binary> [-DRC=<exit code, default 0>] [-DOUT=<exact stdout>]
#         [-DOUT_FILE=<file with the exact stdout>] [-DERR=<exact stderr>]
#         -P run_cli.cmake -- <arguments of mancala-cli>
# Trailing newlines are ignored in the comparisons.

set(args)
set(collect FALSE)
math(EXPR last "${CMAKE_ARGC} - 1")
foreach(i RANGE ${last})
    if(collect)
        list(APPEND args "${CMAKE_ARGV${i}}")
    elseif(CMAKE_ARGV${i} STREQUAL "--")
        set(collect TRUE)
    endif()
endforeach()
if(NOT DEFINED RC)
    set(RC 0)
endif()

execute_process(COMMAND "${CLI}" ${args} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
string(REGEX REPLACE "\n+$" "" out "${out}")
string(REGEX REPLACE "\n+$" "" err "${err}")

set(problems "")
if(NOT rc STREQUAL RC)
    string(APPEND problems "exit code ${rc}, expected ${RC}\n")
endif()
if(DEFINED OUT_FILE)
    file(READ "${OUT_FILE}" OUT)
    string(REGEX REPLACE "\n+$" "" OUT "${OUT}")
endif()
if(DEFINED OUT AND NOT out STREQUAL OUT)
    string(APPEND problems "stdout:\n${out}\nexpected:\n${OUT}\n")
endif()
if(DEFINED ERR AND NOT err STREQUAL ERR)
    string(APPEND problems "stderr:\n${err}\nexpected:\n${ERR}\n")
endif()
if(problems)
    message(FATAL_ERROR "mancala-cli ${args}\n${problems}")
endif()
