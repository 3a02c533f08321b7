#!/usr/bin/env bash
# Brings the desktop program's translation files up to date with the sources: every text it
# shows (qsTr in qml/, tr() in app/gui/) is added to resources/translations/scalescope_<locale>.ts,
# and every message of the core (QT_TRANSLATE_NOOP in core/) to scalescope_core_<locale>.ts, as
# unfinished, and texts no longer in the sources are dropped. Translate what is new with Qt Linguist (`linguist
# resources/translations/scalescope_zh_CN.ts`) or in the file itself, then build: the test
# translations_complete fails while any text has no finished translation.
#
#   tests/translations/update-ts.sh                 update every .ts file in place
#   tests/translations/update-ts.sh FILE.ts OUT.ts  write FILE.ts brought up to date to OUT.ts
#
# No line numbers are kept in the files (-locations none), so that a change elsewhere in a source
# leaves them alone and branches merge.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
lupdate=${LUPDATE:-$(command -v lupdate6 || echo /usr/lib/qt6/bin/lupdate)}

# The folders whose texts each file holds, by the file's name without its locale.
sources_of() {
    case "$1" in
    scalescope) echo "$root/qml $root/app/gui" ;;        # the desktop program
    scalescope_core) echo "$root/core" ;;                # the core's messages, for both programs
    *) echo "update-ts.sh: no sources known for $1" >&2; return 1 ;;
    esac
}

update() { # TS_FILE OUT_FILE
    local name
    name=$(basename "$1" .ts)
    local part=${name%_*_*} # scalescope_zh_CN -> scalescope
    local sources
    sources=$(sources_of "$part")
    [[ "$1" != "$2" ]] && cp "$1" "$2"
    # shellcheck disable=SC2086 # the folders are separate arguments
    "$lupdate" -silent -no-obsolete -locations none -extensions cpp,h,qml -I "$root/app" $sources -ts "$2"
}

if (($# == 2)); then
    update "$1" "$2"
else
    # The desktop program's files; the command line's (scalescope_cli_*.ts) have their own target,
    # scalescope_cli_lupdate (app/CMakeLists.txt).
    for ts in "$root"/resources/translations/scalescope_??_??.ts "$root"/resources/translations/scalescope_core_??_??.ts; do
        update "$ts" "$ts"
    done
fi
