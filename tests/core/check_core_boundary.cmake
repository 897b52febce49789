# SPDX-License-Identifier: GPL-3.0-or-later
# The core stays plain C++: no Qt header and nothing from app/ may be included
# anywhere under core/. Run as:
#   cmake -DCORE_DIR=<core> -DAPP_DIR=<app> -P check_core_boundary.cmake
# The app's folders are not listed here: an include that names a file of
# app/src (any folder, today's or a new one) and none of the core's is an offence.
file(GLOB_RECURSE sources "${CORE_DIR}/*.h" "${CORE_DIR}/*.cpp")
set(offences "")
foreach(source IN LISTS sources)
    get_filename_component(here "${source}" DIRECTORY)
    file(STRINGS "${source}" includes REGEX "^[ \t]*#[ \t]*include")
    foreach(line IN LISTS includes)
        if(line MATCHES "[<\"](Q[A-Za-z]|qt|app/|.*\\.\\./app/)")
            string(APPEND offences "\n  ${source}: ${line}")
        elseif(line MATCHES "\"([^\"]+)\"")
            set(path "${CMAKE_MATCH_1}")
            if(EXISTS "${APP_DIR}/src/${path}" AND NOT EXISTS "${here}/${path}"
               AND NOT EXISTS "${CORE_DIR}/src/${path}" AND NOT EXISTS "${CORE_DIR}/include/${path}")
                string(APPEND offences "\n  ${source}: ${line}")
            endif()
        endif()
    endforeach()
endforeach()
if(NOT IS_DIRECTORY "${APP_DIR}/src")
    message(FATAL_ERROR "APP_DIR must name the app folder (no ${APP_DIR}/src)")
endif()
if(offences)
    message(FATAL_ERROR "The core includes Qt or app/ headers:${offences}")
endif()
list(LENGTH sources count)
message(STATUS "core boundary: ${count} files, no Qt or app/ include")
