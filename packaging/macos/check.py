"""What can be checked of the macOS build on Linux: the dependency set resolves to macOS
wheels for both processors, from the oldest macOS the README promises, and not before.

    python packaging/macos/check.py

The app's requirements and its build requirements (pyproject.toml: `dependencies` and the
`build` extra), with PyInstaller's macOS-only requirement named by hand (pip evaluates
environment markers for the host, not for --platform), are resolved by pip for
`macosx_<minimum>_arm64` and `macosx_<minimum>_x86_64` with `--only-binary=:all:` (a
dry run: the resolver reads each wheel's metadata, nothing is installed). Each must resolve;
and for macOS one major version older each must fail, on PySide6: that failure is what
makes `MACOS_MINIMUM` in packaging/tapete.spec the true minimum. The GitHub workflow's
macOS jobs remain the final word (they freeze, self-test and make the .dmg on a real Mac).

Exit status 0, or 1 with one line per problem. Needs PyPI.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
#: PyInstaller's requirements with `sys_platform == 'darwin'` (see its METADATA).
MACOS_ONLY = ["macholib>=1.8"]
ARCHES = ("arm64", "x86_64")


def requirements() -> list[str]:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    found = [*data["dependencies"], *data["optional-dependencies"]["build"], *MACOS_ONLY]
    return [r.split(";")[0].split("#")[0].strip() for r in found]


def spec_minimum() -> str:
    spec = (ROOT / "packaging" / "tapete.spec").read_text(encoding="utf-8")
    found = re.search(r'^MACOS_MINIMUM = "(\d+)\.(\d+)"', spec, re.M)
    if not found:
        raise SystemExit("packaging/tapete.spec: no MACOS_MINIMUM")
    return f"{found.group(1)}_{found.group(2)}"


def resolve(platform: str) -> tuple[bool, str]:
    """(resolved?, the wheels chosen or pip's last words) for one platform tag."""
    with tempfile.TemporaryDirectory() as scratch:
        report = Path(scratch) / "report.json"
        done = subprocess.run(
            [sys.executable, "-m", "pip", "install", "--dry-run", "--ignore-installed",
             "--quiet", "--report", str(report), "--target", str(Path(scratch) / "target"),
             "--platform", platform, "--python-version", "3.11", "--implementation", "cp",
             "--abi", "cp311", "--abi", "abi3", "--abi", "none", "--only-binary=:all:",
             *requirements()],
            capture_output=True, text=True, timeout=600, check=False,
        )  # fmt: skip
        if done.returncode != 0:
            said = [line for line in done.stderr.splitlines() if "ERROR" in line]
            return False, (said or done.stderr.strip().splitlines() or ["?"])[-1]
        wheels = [
            item["download_info"]["url"].rsplit("/", 1)[-1]
            for item in json.loads(report.read_text())["install"]
        ]
        return True, ", ".join(sorted(wheels))


def main() -> int:
    minimum = spec_minimum()
    major, minor = (int(n) for n in minimum.split("_"))
    problems = []
    for arch in ARCHES:
        platform = f"macosx_{minimum}_{arch}"
        ok, said = resolve(platform)
        print(f"macos check: {platform}: {'resolves' if ok else 'does not resolve'}: {said}")
        if not ok:
            problems.append(f"{platform}: the dependency set does not resolve: {said}")
        elif not re.search(r"pyside6_essentials-[^,]*-macosx_", said):
            problems.append(f"{platform}: no macOS wheel of PySide6-Essentials chosen")
        older = f"macosx_{major - 1}_{minor}_{arch}"
        ok, said = resolve(older)
        if ok:
            problems.append(
                f"{older} resolves too: PySide6 now runs on macOS {major - 1}; lower "
                "MACOS_MINIMUM in packaging/tapete.spec and the README's minimum"
            )
        elif "pyside6" not in said.lower():
            problems.append(f"{older} fails, but not on PySide6: {said}")
        else:
            print(f"macos check: {older}: does not resolve (PySide6): macOS {major} is the minimum")
    for problem in problems:
        print(f"macos check: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
