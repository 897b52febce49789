// SPDX-License-Identifier: GPL-3.0-or-later
#include "mancala/rules.h"

#include <cstdio>
#include <string_view>

int main(int argc, char* argv[])
{
    if (argc >= 2 && std::string_view(argv[1]) == "variants") {
        std::fputs(mancala::variantsJson().c_str(), stdout);
        return 0;
    }
    std::fputs("usage: mancala-cli variants\n", stderr);
    return 2;
}
