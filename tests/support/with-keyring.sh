#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs a test against a real Secret Service keyring: a private D-Bus session
# with gnome-keyring-daemon, unlocked with a throwaway password, in a scratch
# home (the user's own keyring is never touched).
set -eu
if ! command -v dbus-run-session >/dev/null 2>&1 || ! command -v gnome-keyring-daemon >/dev/null 2>&1; then
    echo "with-keyring: needs dbus-run-session and gnome-keyring-daemon (Debian: dbus-daemon, gnome-keyring; .ci/install-deps installs them)" >&2
    exit 1
fi
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export HOME="$scratch" XDG_DATA_HOME="$scratch/data" XDG_CONFIG_HOME="$scratch/config" XDG_RUNTIME_DIR="$scratch/run"
mkdir -p "$XDG_DATA_HOME" "$XDG_CONFIG_HOME" "$XDG_RUNTIME_DIR"
chmod 700 "$XDG_RUNTIME_DIR"
export RUNLEDGER_KEYRING_TEST=gnome-keyring
exec dbus-run-session -- sh -c 'printf "%s" throwaway | gnome-keyring-daemon --unlock --components=secrets >/dev/null && exec "$@"' keyring "$@"
