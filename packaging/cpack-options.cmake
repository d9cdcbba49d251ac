# SPDX-License-Identifier: GPL-3.0-or-later
# Read by CPack for each generator (CPACK_PROJECT_CONFIG_FILE): the deb
# generator strips the binaries itself while it fills runledger-dbgsym; the
# tarball has no debug package, so CPack strips its binaries.
if(CPACK_GENERATOR STREQUAL "TGZ")
    set(CPACK_STRIP_FILES TRUE)
endif()
