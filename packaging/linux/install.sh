#!/bin/sh
# Install Tapete for this user, from the folder this script is in (the unpacked
# tapete-VERSION-linux-x86_64.tar.gz), or take it away again:
#
#     ./tapete/install.sh                 # install (or update) for this user
#     ~/.local/opt/tapete/install.sh --uninstall
#
# It copies the program to ~/.local/opt/tapete, links ~/.local/bin/tapete to it, and puts
# the desktop entry, the AppStream metadata and the icons in the user's XDG data folder
# (${XDG_DATA_HOME:-~/.local/share}), so that Tapete appears in the desktop's menu. No root.
# TAPETE_PREFIX sets another place than ~/.local for the program and its link.
#
# Uninstalling removes exactly those, and keeps the scoreboard and saved games: they live
# in ~/.local/share/Tapete (platformdirs' user data folder), not with the program.
set -eu

id=io.github.tapete.Tapete
here=$(cd "$(dirname "$0")" && pwd -P)
prefix=${TAPETE_PREFIX:-${HOME:?HOME is not set}/.local}
share=${XDG_DATA_HOME:-$HOME/.local/share}
target=$prefix/opt/tapete
bin=$prefix/bin

say() { printf 'tapete install: %s\n' "$*"; }
fail() { printf 'tapete install: %s\n' "$*" >&2; exit 2; }

refresh_menus() {
  if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$share/applications" 2>/dev/null || true
  fi
  if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$share/icons/hicolor/index.theme" ]; then
    gtk-update-icon-cache -q -t "$share/icons/hicolor" 2>/dev/null || true
  fi
}

uninstall() {
  if [ -L "$bin/tapete" ] && [ "$(readlink "$bin/tapete")" = "$target/tapete" ]; then
    rm -f "$bin/tapete"
  fi
  rm -f "$share/applications/$id.desktop" "$share/metainfo/$id.metainfo.xml"
  for icon in "$share"/icons/hicolor/*/apps/"$id".png; do
    [ -e "$icon" ] || continue
    rm -f "$icon"
    # the size's folders too, when nothing else is in them
    rmdir "$(dirname "$icon")" "$(dirname "$(dirname "$icon")")" 2>/dev/null || true
  done
  if [ -d "$target" ]; then
    # The program's own folder only: never the data folder.
    [ -x "$target/tapete" ] || fail "$target does not hold Tapete: not removed"
    rm -rf "$target"
  fi
  rmdir "$prefix/opt" 2>/dev/null || true
  refresh_menus
  say "Tapete is uninstalled. Your scoreboard and saved games are kept in ${XDG_DATA_HOME:-$HOME/.local/share}/Tapete."
}

case "${1:-}" in
  --uninstall) uninstall; exit 0 ;;
  "") ;;
  -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
  *) fail "unknown option $1 (use --uninstall to remove Tapete)" ;;
esac

[ -x "$here/tapete" ] && [ -d "$here/share" ] || fail "run this script from the unpacked Tapete folder"
case $target in
  *[\"\`\$\\%]*) fail "cannot install into $target: a desktop entry cannot name a path with \" \` \$ \\ or % (set TAPETE_PREFIX)" ;;
esac

# The program: a fresh copy replaces an older one whole (unless this is that copy).
if [ "$here" != "$(cd "$target" 2>/dev/null && pwd -P || true)" ]; then
  mkdir -p "$prefix/opt"
  rm -rf "$target.new"
  cp -R "$here" "$target.new"
  rm -rf "$target"
  mv "$target.new" "$target"
fi
mkdir -p "$bin"
ln -sfn "$target/tapete" "$bin/tapete"

# The menu entry runs the program by its full path: ~/.local/bin need not be on the
# desktop session's PATH.
mkdir -p "$share/applications" "$share/metainfo"
sed "s|^Exec=tapete|Exec=\"$target/tapete\"|" "$here/share/applications/$id.desktop" \
  > "$share/applications/$id.desktop.new"
mv "$share/applications/$id.desktop.new" "$share/applications/$id.desktop"
cp "$here/share/metainfo/$id.metainfo.xml" "$share/metainfo/$id.metainfo.xml"
for icon in "$here"/share/icons/hicolor/*/apps/"$id".png; do
  size=$(basename "$(dirname "$(dirname "$icon")")")
  mkdir -p "$share/icons/hicolor/$size/apps"
  cp "$icon" "$share/icons/hicolor/$size/apps/$id.png"
done
refresh_menus
say "Tapete is installed in $target; start it from the desktop's menu, or run $bin/tapete."
case ":$PATH:" in
  *":$bin:"*) ;;
  *) say "($bin is not on your PATH: add it to run 'tapete' from a terminal.)" ;;
esac
