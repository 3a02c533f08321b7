#!/usr/bin/env bash
# What the package holds, checked on `cmake --install` into a scratch folder (cheap: no cpack):
# exactly the expected files under /usr, the manual page the program prints, a program that
# starts, a desktop entry and AppStream metainfo that their validators pass and that agree with
# the icon and MIME type installed beside them, and a Depends line (CPackConfig.cmake) that names
# the Debian package of every QML module qml/ imports.
# usage: check-install.sh BUILD_DIR SOURCE_DIR WORK_DIR GUI (1: the desktop build, 0: the command line only)
# Exits 77 (CTest's skip) when desktop-file-validate or appstreamcli is missing.
set -euo pipefail
build=$1 source=$2 work=$3 gui=$4
fail() {
    echo "check-install: $*" >&2
    exit 1
}

rm -rf "$work"
DESTDIR="$work/root" "${CMAKE:-cmake}" --install "$build" --prefix /usr >/dev/null
root="$work/root"

app_id=io.github.scalescope.ScaleScope
expected=(usr/bin/scalescope usr/share/man/man1/scalescope.1.gz usr/share/scalescope/scalescope.schema.json)
# The lessons and the examples they show, as in the source tree.
for design in "$source"/resources/lessons/*.scalescope.json "$source"/resources/examples/*.scalescope.json; do
    expected+=(usr/share/scalescope/${design#"$source"/resources/})
done
if [[ $gui == 1 ]]; then
    expected+=(usr/share/applications/$app_id.desktop usr/share/metainfo/$app_id.metainfo.xml
        usr/share/mime/packages/scalescope.xml usr/share/icons/hicolor/scalable/apps/scalescope.svg
        usr/share/icons/hicolor/256x256/apps/scalescope.png)
fi
installed=$(cd "$root" && find . -type f -o -type l | sed 's|^\./||' | sort)
wanted=$(printf '%s\n' "${expected[@]}" | sort)
if [[ $installed != "$wanted" ]]; then
    diff <(echo "$wanted") <(echo "$installed") >&2 || true
    fail "installed files differ from the expected list (< expected, > installed)"
fi

# The manual page is the one the program prints, and formats.
gzip -dc "$root/usr/share/man/man1/scalescope.1.gz" | cmp -s - <(SCALESCOPE_CATALOG= "$root/usr/bin/scalescope" man) \
    || fail "scalescope.1.gz is not what 'scalescope man' prints"
version=$("$root/usr/bin/scalescope" --version)
[[ $version =~ ^scalescope\ [0-9]+\.[0-9]+\.[0-9]+$ ]] || fail "the installed program says \"$version\" to --version"

if [[ $gui == 1 ]]; then
    for tool in desktop-file-validate appstreamcli; do
        if ! command -v "$tool" >/dev/null; then
            echo "check-install: $tool is not installed (packaging/setup-debian.sh installs it); skipped" >&2
            exit 77
        fi
    done
    desktop=$root/usr/share/applications/$app_id.desktop
    desktop-file-validate "$desktop" || fail "desktop-file-validate refuses $desktop"
    [[ -z $(desktop-file-validate "$desktop") ]] || fail "desktop-file-validate has remarks on $desktop"
    appstreamcli validate --no-net "$root/usr/share/metainfo/$app_id.metainfo.xml" >/dev/null \
        || fail "appstreamcli validate refuses the metainfo"
    appstreamcli validate-tree --no-net "$root" >/dev/null || fail "appstreamcli validate-tree refuses the install"
    # The entry's program, icon and MIME type are the installed ones.
    grep -qx 'Exec=scalescope %f' "$desktop" || fail "the desktop entry does not run scalescope %f"
    icon=$(sed -n 's/^Icon=//p' "$desktop")
    [[ -f $root/usr/share/icons/hicolor/scalable/apps/$icon.svg ]] || fail "no installed icon is named \"$icon\""
    mime=$(sed -n 's/^MimeType=\(.*\);$/\1/p' "$desktop")
    grep -q "<mime-type type=\"$mime\">" "$root/usr/share/mime/packages/scalescope.xml" \
        || fail "the desktop entry's MIME type $mime is not the one installed"
    grep -q "<launchable type=\"desktop-id\">$app_id.desktop</launchable>" \
        "$root/usr/share/metainfo/$app_id.metainfo.xml" || fail "the metainfo launches another desktop entry"
    file "$root/usr/share/icons/hicolor/256x256/apps/scalescope.png" | grep -q 'PNG image data, 256 x 256' \
        || fail "the bitmap icon is not a 256 x 256 PNG"

    # Every QML module the views import at run time is in Depends, by Debian's name for it
    # (QtQuick.Controls -> qml6-module-qtquick-controls).
    depends=$(sed -n 's/^set(CPACK_DEBIAN_PACKAGE_DEPENDS "\(.*\)")$/\1/p' "$build/CPackConfig.cmake")
    [[ -n $depends ]] || fail "CPackConfig.cmake has no CPACK_DEBIAN_PACKAGE_DEPENDS"
    grep -q '^set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS "ON")$' "$build/CPackConfig.cmake" \
        || fail "the package's library dependencies are not found by dpkg-shlibdeps"
    modules=$(grep -rhoE '^import [A-Za-z.]+' "$source/qml" | awk '{print $2}' | grep -v '^ScaleScope$' | sort -u)
    for module in $modules; do
        package="qml6-module-$(echo "$module" | tr 'A-Z.' 'a-z-')"
        [[ ", $depends," == *", $package,"* ]] || fail "qml/ imports $module, but Depends lacks $package: $depends"
    done
fi
echo "check-install: $(echo "$installed" | wc -l) files as expected"
