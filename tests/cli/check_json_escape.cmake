# SPDX-License-Identifier: GPL-3.0-or-later
# The JSON the command line prints escapes strings as RFC 8259 says: egdb
# build prints the path of the database it wrote, here in a folder whose
# name holds a quote, a backslash, a tab, a line feed and U+0001.
#   cmake -DCLI=<binary> -DBASE=<scratch folder> -P check_json_escape.cmake

string(ASCII 1 soh)
set(tab "\t")
set(lf "\n")
set(dir "${BASE}/q\"b\\s${tab}t${lf}n${soh}u")
file(REMOVE_RECURSE "${BASE}")
execute_process(COMMAND "${CLI}" egdb build --rule houses=3 --seeds 2 --folder "${dir}"
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "egdb build exited with ${rc}: ${err}")
endif()
string(REGEX REPLACE "\n$" "" out "${out}")

# No raw control character inside the JSON text (the line end was removed).
string(FIND "${out}" "${tab}" rawTab)
string(FIND "${out}" "${lf}" rawLf)
string(FIND "${out}" "${soh}" rawSoh)
if(NOT rawTab EQUAL -1 OR NOT rawLf EQUAL -1 OR NOT rawSoh EQUAL -1)
    message(FATAL_ERROR "a control character is printed raw:\n${out}")
endif()
# Each character escaped as RFC 8259 section 7 writes it.
foreach(escaped [[q\"b\\s\tt\nn\u0001u]])
    string(FIND "${out}" "${escaped}" at)
    if(at EQUAL -1)
        message(FATAL_ERROR "'${escaped}' is not in:\n${out}")
    endif()
endforeach()
# And a JSON reader gives the path back.
string(JSON path ERROR_VARIABLE jsonError GET "${out}" path)
if(jsonError)
    message(FATAL_ERROR "not JSON (${jsonError}):\n${out}")
endif()
if(NOT path STREQUAL "${dir}/kalah-h3-capture-off-remaining-on-s2.egdb")
    message(FATAL_ERROR "the path reads back as '${path}'")
endif()
file(REMOVE_RECURSE "${BASE}")
