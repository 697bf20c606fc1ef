#!/usr/bin/env bash
# Runs a command inside a root made by Scripts/debian13-root.sh, in this clone's folder:
#   bash Scripts/in-root.sh ROOT [--toolchain|--runtime] COMMAND [ARGUMENT…]
# In a mount namespace of its own (everything is unmounted when the command ends): /proc, /dev,
# this clone at its own path, and with --toolchain the Swift toolchain (/opt/swift), the package
# copies git reads github.com addresses from (/opt/swift-packages, with the machine's git
# settings) and the SwiftPM cache; with --runtime only the Swift runtime libraries
# (/opt/swift/usr/lib/swift/linux), as a container image that runs a built binary has them.
# The machine's CA bundle, /etc/pip.conf and PIP_* and proxy variables go in too, for PyPI.
set -euo pipefail
root="$1"; mode="$2"; shift 2
clone="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
[ -f "$root/.formsetter-root-complete" ] || { echo "in-root: $root is not a finished root" >&2; exit 1; }
case "$mode" in --toolchain|--runtime) ;; *) echo "in-root: say --toolchain or --runtime" >&2; exit 2 ;; esac

sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo"
exec $sudo unshare --mount --propagation private bash -c '
  set -euo pipefail
  root="$1" mode="$2" clone="$3"; shift 3
  bind() {  # bind SOURCE [ro]: SOURCE at the same path inside the root
    [ -e "$1" ] || return 0
    if [ -d "$1" ]; then mkdir -p "$root$1"; else mkdir -p "$(dirname "$root$1")"; touch "$root$1"; fi
    mount --bind "$1" "$root$1"
    if [ "${2:-}" = ro ]; then mount -o remount,bind,ro "$root$1"; fi
  }
  mount -t proc proc "$root/proc"
  mount --rbind /dev "$root/dev"
  mount -t tmpfs tmpfs "$root/tmp"
  bind "$clone"
  # The machine'"'"'s trust store and pip settings: PyPI may be reached through a proxy of its own CA.
  bind /etc/ssl/certs/ca-certificates.crt ro
  bind /etc/pip.conf ro
  bind /opt/wheels ro
  if [ "$mode" = --toolchain ]; then
    bind /opt/swift ro
    bind /opt/swift-packages ro
    bind /etc/gitconfig ro
    bind "$HOME/.gitconfig" ro
    mkdir -p "$HOME/.cache/org.swift.swiftpm"
    bind "$HOME/.cache/org.swift.swiftpm"
  else
    bind /opt/swift/usr/lib/swift/linux ro
  fi
  cd "$root$clone"
  exec chroot "$root" /usr/bin/env -i HOME="$HOME" PATH=/opt/swift/usr/bin:/usr/local/bin:/usr/bin:/bin LANG=C.UTF-8 \
    $(env | grep -E "^(PIP_[A-Z_]*|https?_proxy|HTTPS?_PROXY|no_proxy|NO_PROXY)=" || true) \
    ${CI:+CI=$CI} ${FORMSETTER_PDF_ENGINES:+FORMSETTER_PDF_ENGINES=$FORMSETTER_PDF_ENGINES} \
    ${FORMSETTER_PDF_CHECKERS:+FORMSETTER_PDF_CHECKERS=$FORMSETTER_PDF_CHECKERS} \
    ${FORMSETTER_EXPECT_CAIRO:+FORMSETTER_EXPECT_CAIRO=$FORMSETTER_EXPECT_CAIRO} \
    bash -c "cd \"\$0\" && exec \"\$@\"" "$clone" "$@"
' _ "$root" "$mode" "$clone" "$@"
