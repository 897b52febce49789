# SPDX-License-Identifier: GPL-3.0-or-later
# `mancala-cli variants` prints valid JSON naming the five rule sets, each
# house rule with its rule id, default and values.
#   cmake -DCLI=<binary> -P check_variants.cmake

execute_process(COMMAND "${CLI}" variants RESULT_VARIABLE rc OUTPUT_VARIABLE json)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "mancala-cli variants exited with ${rc}")
endif()
string(JSON count ERROR_VARIABLE error LENGTH "${json}")
if(error)
    message(FATAL_ERROR "not JSON: ${error}\n${json}")
endif()
if(NOT count EQUAL 5)
    message(FATAL_ERROR "${count} rule sets instead of 5")
endif()
set(ids "")
math(EXPR lastVariant "${count} - 1")
foreach(i RANGE ${lastVariant})
    string(JSON id GET "${json}" ${i} id)
    list(APPEND ids ${id})
    string(JSON rules LENGTH "${json}" ${i} houseRules)
    math(EXPR lastRule "${rules} - 1")
    foreach(k RANGE ${lastRule})
        string(JSON name GET "${json}" ${i} houseRules ${k} id)
        string(JSON default GET "${json}" ${i} houseRules ${k} default)
        string(JSON first GET "${json}" ${i} houseRules ${k} values 0)
        if(NOT default STREQUAL first)
            message(FATAL_ERROR "${id} ${name}: default '${default}' is not the first value '${first}'")
        endif()
        set(rule_${id}_${name} "${default}")
    endforeach()
endforeach()
if(NOT ids STREQUAL "kalah;qelat;qelat-keren;mewelad;enkeshui")
    message(FATAL_ERROR "rule set ids: ${ids}")
endif()
# Defaults from docs/rules.md: Kalah 6 houses, 4 seeds, pie off (K9); Enkeshui 2x8
# layout A (E1) with the race on (E2); quiet limit 200 (G2); a stopped game
# scored in Qelat (Q11), drawn elsewhere (G2 quiet-end); K7 off.
foreach(check "kalah_houses=6" "kalah_seeds=4" "kalah_pie=off" "enkeshui_houses=8" "enkeshui_layout=A"
              "enkeshui_race=on" "mewelad_claimed-captures=off" "qelat_quiet-limit=200" "qelat_quiet-end=score"
              "kalah_quiet-end=draw" "enkeshui_quiet-end=draw" "kalah_empty-capture=off")
    string(REPLACE "=" ";" pair "${check}")
    list(GET pair 0 key)
    list(GET pair 1 want)
    if(NOT DEFINED rule_${key})
        message(FATAL_ERROR "no house rule ${key}")
    endif()
    if(NOT rule_${key} STREQUAL want)
        message(FATAL_ERROR "${key} defaults to '${rule_${key}}', expected '${want}'")
    endif()
endforeach()
# In the games of rounds the quiet limit ends the round, never the game (G2):
# quiet-end changes nothing there and is not listed.
foreach(key "qelat-keren_quiet-end" "mewelad_quiet-end")
    if(DEFINED rule_${key})
        message(FATAL_ERROR "${key} is listed, but changes nothing in a game of rounds (G2)")
    endif()
endforeach()
