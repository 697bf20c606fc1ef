#!/usr/bin/env bash
# Builds cairo 1.18.4 from Debian 13 (trixie)'s source package into .build/cairo-1.18.4/prefix,
# leaving the machine on Debian 12. Progress goes to stderr; the last line on stdout is the
# directory holding libcairo.so.2, for LD_LIBRARY_PATH:
#   LIBDIR=$(bash Scripts/build-cairo-1.18.sh | tail -1)
set -euo pipefail

version=1.18.4
meson_version=1.7.0 # what trixie builds cairo 1.18.4 with; bookworm's meson 1.0 is too old (needs >= 1.3)
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cache="$root/.build/cairo-$version"
prefix="$cache/prefix"
libdir="$prefix/lib"
stamp="$prefix/.built-cairo-$version-x11"
log() { echo "build-cairo: $*" >&2; }

if [ -f "$stamp" ] && [ -e "$libdir/libcairo.so.2" ]; then
  echo "$libdir"
  exit 0
fi
SECONDS=0

sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo"

# Only a deb-src entry: trixie's binaries must never become install candidates on bookworm.
# bookworm's debian-archive-keyring (2023.3+deb12u2 and later) already carries trixie's keys.
sources=/etc/apt/sources.list.d/formsetter-trixie-src.sources
if [ ! -f "$sources" ]; then
  log "adding $sources"
  printf '%s\n' 'Types: deb-src' 'URIs: http://deb.debian.org/debian' 'Suites: trixie' \
    'Components: main' 'Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg' | $sudo tee "$sources" >/dev/null
fi

packages=(dpkg-dev xz-utils gcc libc6-dev pkgconf ninja-build
          libpixman-1-dev libfreetype-dev libfontconfig-dev libpng-dev zlib1g-dev
          libx11-dev libxext-dev libxrender-dev libxcb1-dev libxcb-render0-dev libxcb-shm0-dev)
python=python3
if ! python3 -c 'import venv, ensurepip' 2>/dev/null; then
  # Debian splits venv/ensurepip out of python3; a python3 earlier on PATH may lack them too.
  packages+=(python3-venv); python=/usr/bin/python3
fi
log "apt-get update; installing ${packages[*]}"
$sudo apt-get update -qq >&2
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${packages[@]}" >&2

src="$cache/src"
if [ ! -f "$src/cairo-$version/meson.build" ]; then
  log "fetching cairo source from trixie"
  rm -rf "$src" "$src.tmp"; mkdir -p "$src.tmp"
  # Sandbox user root: _apt can't write into a root-owned build tree, which only yields a warning.
  (cd "$src.tmp" && apt-get source -qq -o APT::Sandbox::User=root cairo/trixie >&2)
  fetched="$(sed -n 's/^Version: //p' "$src.tmp"/cairo_*.dsc)"
  if [ "${fetched%%-*}" != "$version" ] || [ ! -f "$src.tmp/cairo-$version/meson.build" ]; then
    log "ERROR: trixie's cairo source is version '$fetched', this script builds $version; update it."
    exit 1
  fi
  mv "$src.tmp" "$src"
fi

venv="$cache/venv"
if ! "$venv/bin/meson" --version 2>/dev/null | grep -qx "$meson_version"; then
  log "installing meson $meson_version from PyPI into $venv"
  rm -rf "$venv"
  "$python" -m venv "$venv"
  "$venv/bin/pip" install -q "meson==$meson_version" >&2
fi

# auto_features=disabled turns off every optional backend (glib/cairo-gobject, spectre, lzo,
# tests...); xlib and xcb stay on so the library replaces the system's whole (GTK, and so the
# chromium the tests start, need cairo's X11 functions); nofallback stops meson from trying to
# download subprojects when a -dev package is missing.
build="$cache/build"
rm -rf "$build" "$prefix"
log "configuring"
"$venv/bin/meson" setup "$build" "$src/cairo-$version" \
  --prefix="$prefix" --libdir=lib --buildtype=release --wrap-mode=nofallback \
  -Dauto_features=disabled \
  -Dfreetype=enabled -Dfontconfig=enabled -Dpng=enabled -Dzlib=enabled -Dtee=enabled \
  -Dxlib=enabled -Dxcb=enabled \
  -Dtests=disabled -Dgtk_doc=false >&2
log "building"
ninja -C "$build" -j "$(nproc)" >&2
"$venv/bin/meson" install -C "$build" --quiet >&2

if ! grep -qx "Version: $version" "$libdir/pkgconfig/cairo.pc" || [ ! -e "$libdir/libcairo.so.2" ]; then
  log "ERROR: install into $prefix did not produce libcairo.so.2 $version"
  exit 1
fi
touch "$stamp"
log "cairo $version built in ${SECONDS}s"
echo "$libdir"
