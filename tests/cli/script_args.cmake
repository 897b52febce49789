# SPDX-License-Identifier: GPL-3.0-or-later
# For the scripts run as `cmake -D... -P script.cmake -- <arguments>`: sets
# `args` to the arguments after the `--`.
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
