# SPDX-License-Identifier: GPL-3.0-or-later
# The core stays plain C++: no Qt header and nothing from app/ may be included
# anywhere under core/. Run as: cmake -DCORE_DIR=<core> -P check_core_boundary.cmake
file(GLOB_RECURSE sources "${CORE_DIR}/*.h" "${CORE_DIR}/*.cpp")
set(offences "")
foreach(source IN LISTS sources)
    file(STRINGS "${source}" includes REGEX "^[ \t]*#[ \t]*include")
    foreach(line IN LISTS includes)
        if(line MATCHES "[<\"](Q[A-Za-z]|qt|app/|.*\\.\\./app/)" OR line MATCHES "[<\"](game|picker|records|teaching|languages|settings|about|ai)/")
            string(APPEND offences "\n  ${source}: ${line}")
        endif()
    endforeach()
endforeach()
if(offences)
    message(FATAL_ERROR "The core includes Qt or app/ headers:${offences}")
endif()
list(LENGTH sources count)
message(STATUS "core boundary: ${count} files, no Qt or app/ include")
