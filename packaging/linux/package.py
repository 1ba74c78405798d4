"""Make the Linux release package from the frozen bundle, and prove that it installs.

    python packaging/linux/package.py [--bundle dist/tapete] [--out dist]

The package is `tapete-VERSION-linux-x86_64.tar.gz`: one folder, `tapete/`, holding the
one-dir bundle, `install.sh` (packaging/linux/install.sh) and, under `share/`, the desktop
entry, the AppStream metadata and the icons, laid out as in an XDG data folder.

Then it is proven the way a player uses it, in a temporary home (HOME and XDG_DATA_HOME
point there; nothing of this machine's own home is touched): unpacked, `install.sh` run;
the installed desktop entry must pass `desktop-file-validate` and run the installed
program by a path that exists, the installed metadata must pass `appstreamcli validate`,
the icons must be in place, the program on the link `~/.local/bin/tapete` must pass
`--self-test`; then `install.sh --uninstall` must leave nothing but the player's data,
which it keeps.

Exit status 0, or 1 with one line saying what failed (2: a validator is missing: run
scripts/install-system-deps --packages).
"""

from __future__ import annotations

import argparse
import configparser
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
APP_ID = "io.github.tapete.Tapete"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
CACHES = ("mimeinfo.cache", "icon-theme.cache")
#: tarfile's extraction filter where this Python has one (3.11.4 and later): unpacks as
#: `tar` would, keeping the modes, refusing paths that leave the folder.
SAFE_EXTRACT = {"filter": "tar"} if hasattr(tarfile, "tar_filter") else {}
VALIDATORS = {"desktop-file-validate": "desktop-file-utils", "appstreamcli": "appstream"}


class Failed(Exception):
    pass


def version() -> str:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return data["project"]["version"]


def make_tarball(bundle: Path, out: Path) -> Path:
    if not (bundle / "tapete").is_file():
        raise Failed(f"no frozen bundle at {bundle} (build it with PyInstaller first)")
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch) / "tapete"
        shutil.copytree(bundle, folder, symlinks=True)
        shutil.copy2(LINUX / "install.sh", folder / "install.sh")
        (folder / "install.sh").chmod(0o755)
        share = folder / "share"
        (share / "applications").mkdir(parents=True)
        (share / "metainfo").mkdir()
        shutil.copy2(LINUX / f"{APP_ID}.desktop", share / "applications")
        shutil.copy2(LINUX / f"{APP_ID}.metainfo.xml", share / "metainfo")
        for size in ICON_SIZES:
            icons = share / "icons" / "hicolor" / f"{size}x{size}" / "apps"
            icons.mkdir(parents=True)
            shutil.copy2(
                ROOT / "resources" / "icons" / f"tapete-{size}.png", icons / f"{APP_ID}.png"
            )
        out.mkdir(parents=True, exist_ok=True)
        tarball = out / f"tapete-{version()}-linux-x86_64.tar.gz"
        with tarfile.open(tarball, "w:gz") as tar:
            tar.add(folder, arcname="tapete")
    return tarball


def run(command: list[str], env: dict[str, str], what: str, timeout: float = 600) -> str:
    done = subprocess.run(
        command, env=env, capture_output=True, text=True, timeout=timeout, check=False
    )
    if done.returncode != 0:
        said = (done.stderr.strip() or done.stdout.strip()).splitlines()[-8:]
        raise Failed(f"{what} failed (exit {done.returncode}): {' | '.join(said)}")
    return done.stdout + done.stderr


def files_below(folder: Path) -> set[str]:
    return {str(p.relative_to(folder)) for p in folder.rglob("*")}


def prove_install(tarball: Path) -> list[str]:
    """Install from the tarball into a temporary home and check what a player gets."""
    said = []
    with tempfile.TemporaryDirectory() as scratch:
        home = Path(scratch) / "home with space"
        unpacked = Path(scratch) / "downloads"
        home.mkdir()
        unpacked.mkdir()
        with tarfile.open(tarball) as tar:
            tar.extractall(unpacked, **SAFE_EXTRACT)
        data = home / ".local" / "share" / "Tapete"
        data.mkdir(parents=True)
        (data / "scoreboard.sqlite3").write_bytes(b"the player's scoreboard")
        before = files_below(home)
        env = {
            k: v for k, v in os.environ.items()
            if not k.startswith("XDG_") and k not in ("TAPETE_PREFIX", "TAPETE_DATA_DIR")
        }  # fmt: skip
        env.update(HOME=str(home), QT_QPA_PLATFORM="offscreen")
        said.append(run([str(unpacked / "tapete" / "install.sh")], env, "install.sh").strip())

        share = home / ".local" / "share"
        program = home / ".local" / "opt" / "tapete" / "tapete"
        link = home / ".local" / "bin" / "tapete"
        entry = share / "applications" / f"{APP_ID}.desktop"
        metainfo = share / "metainfo" / f"{APP_ID}.metainfo.xml"
        for made in (program, link, entry, metainfo):
            if not made.exists():
                raise Failed(f"install.sh exited 0 and made no {made}")
        for size in ICON_SIZES:
            icon = share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
            if not icon.is_file():
                raise Failed(f"install.sh installed no {size}x{size} icon")
        run(["desktop-file-validate", str(entry)], env, "desktop-file-validate (installed)")
        run(["appstreamcli", "validate", "--no-net", str(metainfo)], env,
            "appstreamcli validate (installed)")  # fmt: skip
        parsed = configparser.ConfigParser(interpolation=None)
        parsed.optionxform = str
        parsed.read(entry, encoding="utf-8")
        for section in parsed.sections():
            command = parsed[section].get("Exec")
            if command is None:
                continue
            if not command.startswith(f'"{program}"'):
                raise Failed(f"the installed entry's [{section}] runs {command!r}, not {program}")
        out = run([str(link), "--self-test"], env, "the installed tapete --self-test")
        passed = [line for line in out.splitlines() if "self-test passed" in line]
        if not passed:
            raise Failed(f"the installed tapete --self-test exited 0 and said: {out[-300:]!r}")
        said.append(f"installed copy: {passed[0][:150]}...")

        run([str(program.parent / "install.sh"), "--uninstall"], env, "install.sh --uninstall")
        # Empty folders of the XDG layout may stay, and the desktop's own caches, which
        # update-desktop-database and gtk-update-icon-cache write anew for what is left.
        left = sorted(
            name for name in files_below(home) - before
            if not (home / name).is_dir() or (home / name).is_symlink()
            if Path(name).name not in CACHES
        )  # fmt: skip
        if left:
            raise Failed(f"install.sh --uninstall left behind: {', '.join(left)}")
        if (data / "scoreboard.sqlite3").read_bytes() != b"the player's scoreboard":
            raise Failed("uninstalling changed the player's scoreboard")
        said.append("uninstalled: nothing left but the player's data, kept")
    return said


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / "tapete")
    parser.add_argument("--out", type=Path, default=ROOT / "dist")
    args = parser.parse_args()
    missing = sorted({p for tool, p in VALIDATORS.items() if not shutil.which(tool)})
    if missing:
        print(f"linux package: missing {', '.join(missing)}: run scripts/install-system-deps "
              "--packages", file=sys.stderr)  # fmt: skip
        return 2
    try:
        tarball = make_tarball(args.bundle, args.out)
        print(f"linux package: {tarball} ({tarball.stat().st_size / 1e6:.1f} MB)")
        for line in prove_install(tarball):
            print(f"linux package: {line}")
    except (Failed, subprocess.TimeoutExpired) as exc:
        print(f"linux package: failed: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
