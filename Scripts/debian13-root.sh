#!/usr/bin/env bash
# A Debian 13 (trixie) root with trixie's own libraries, for the Debian 13 lane
# (Scripts/test-debian13.sh). Made with debootstrap from the archive the machine's own apt sources
# name, then trixie's -dev packages, the test tools and what the Swift toolchain needs installed
# in it. Cached outside the clone (CI runs again on the same machine), in
# ${FORMSETTER_ROOT_CACHE:-/var/cache/formsetter}/debian13-KEY, KEY a digest of its package list, so
# a changed list makes a new root. The last line on stdout is the root's path.
#   ROOT=$(bash Scripts/debian13-root.sh | tail -1)
#   ROOT=$(bash Scripts/debian13-root.sh --runtime | tail -1)   # the runtime libraries only
# --runtime makes a second root with the libraries a binary built in the first one loads, and no
# -dev package: a slim container image, where libqpdf.so (libqpdf-dev's) does not exist.
set -euo pipefail

flavour=dev
if [ "${1:-}" = --runtime ]; then flavour=runtime; fi

# The libraries Formsetter compiles against, and the tools its tests run.
dev_packages=(libcairo2-dev libpango1.0-dev libpng-dev libdeflate-dev libfontconfig-dev libfreetype-dev libicu-dev libqpdf-dev
              libqrencode4 libleptonica-dev libzbar-dev libpoppler-glib-dev
              qpdf poppler-utils python3-pypdf python3-jsonschema python3-venv strace chromium locales
              zbar-tools python3-pil python3-numpy fonts-dkg-handwriting
              # what the Swift toolchain (built for Debian 12) needs to build and link
              gcc g++ libc6-dev binutils pkgconf git ca-certificates libcurl4t64 libxml2 libsqlite3-0 libncurses6 libedit2 tzdata)
# What a binary built in the dev root loads, without any -dev package.
runtime_packages=(libcairo2 libpango-1.0-0 libpangocairo-1.0-0 libpangoft2-1.0-0 libharfbuzz0b libharfbuzz-subset0 libpng16-16t64
                  libdeflate0 libfontconfig1 libfreetype6 libicu76 libqpdf30 libstdc++6 poppler-utils qpdf
                  libqrencode4 libleptonica6 libzbar0t64 libpoppler-glib8t64)

if [ "$flavour" = dev ]; then packages=("${dev_packages[@]}"); else packages=("${runtime_packages[@]}"); fi
key="$(echo "trixie $flavour ${packages[*]}" | sha256sum | cut -c1-16)"
cache="${FORMSETTER_ROOT_CACHE:-/var/cache/formsetter}"
root="$cache/debian13-$flavour-$key"
log() { echo "debian13-root: $*" >&2; }

if [ -f "$root/.formsetter-root-complete" ]; then
  log "reusing $root"
  echo "$root"
  exit 0
fi

sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo"
command -v debootstrap >/dev/null || {
  log "installing debootstrap"
  $sudo apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq debootstrap >&2
}

# The archive of the machine's own apt sources: the first Debian URI of a deb entry.
mirror="$( (grep -rhsE '^(URIs:|deb )' /etc/apt/sources.list /etc/apt/sources.list.d/ || true) \
          | grep -oE 'https?://[^ ]*/debian/?' | grep -v security | head -1 || true)"
[ -n "$mirror" ] || { log "ERROR: no Debian archive in /etc/apt/sources.list*"; exit 1; }

SECONDS=0
$sudo mkdir -p "$cache"
# Older roots of this flavour are left-overs of an earlier package list.
for old in "$cache"/debian13-"$flavour"-*; do
  [ -e "$old" ] && [ "$old" != "$root" ] && { log "removing $old"; $sudo rm -rf --one-file-system "$old"; }
done
partial="$root.partial"
$sudo rm -rf --one-file-system "$partial"
log "debootstrap trixie from $mirror into $partial"
$sudo debootstrap --variant=minbase --components=main trixie "$partial" "$mirror" >&2

$sudo cp /etc/resolv.conf "$partial/etc/resolv.conf"
log "installing ${packages[*]}"
# A mount namespace of its own: /proc and /dev go away with it, whatever happens.
$sudo unshare --mount --propagation private bash -c '
  set -e
  mount -t proc proc "$1/proc"; mount --rbind /dev "$1/dev"
  shift_root="$1"; shift
  chroot "$shift_root" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive chroot "$shift_root" apt-get install -y -qq --no-install-recommends "$@" >/dev/null
  chroot "$shift_root" apt-get clean
' _ "$partial" "${packages[@]}" >&2
if [ "$flavour" = dev ]; then
  # GuestTests renders in a comma-decimal locale.
  $sudo sed -i 's/^# *de_DE.UTF-8 UTF-8/de_DE.UTF-8 UTF-8/' "$partial/etc/locale.gen"
  $sudo chroot "$partial" locale-gen >/dev/null
fi
$sudo touch "$partial/.formsetter-root-complete"
$sudo mv "$partial" "$root"
log "made $root in $SECONDS s"
echo "$root"
