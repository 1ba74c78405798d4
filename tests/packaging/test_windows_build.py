"""The Windows build's own logic (packaging/windows/build.py), its pins, its installer
script and its icuuc.dll stand-in, checked without Wine: the whole build runs in .ci/run,
after the suite. What is read here from a PE file or objdump is written as those tools
write it (the samples are cut from Qt 6.11's Qt6Core.dll and from the built stand-in)."""

from __future__ import annotations

import importlib.util
import re
import struct
import sys
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from PySide6.QtGui import QColor, QImage

import app

ROOT = Path(app.__file__).parent.parent
WINDOWS = ROOT / "packaging" / "windows"


def _load_build():
    spec = importlib.util.spec_from_file_location("windows_build", WINDOWS / "build.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look themselves up there
    spec.loader.exec_module(module)
    return module


build = _load_build()

#: What Qt6Core.dll 6.11 imports from icuuc.dll (the same 20 in 6.12).
QT_ICU_IMPORTS = {
    "ucnv_open", "ucnv_close", "UCNV_FROM_U_CALLBACK_SUBSTITUTE",
    "UCNV_TO_U_CALLBACK_SUBSTITUTE", "ucnv_reset", "ucnv_getMaxCharSize", "ucnv_getName",
    "ucnv_getToUCallBack", "ucnv_getFromUCallBack", "ucnv_setToUCallBack",
    "ucnv_setFromUCallBack", "ucnv_cbToUWriteUChars", "ucnv_toUnicode",
    "ucnv_cbFromUWriteUChars", "ucnv_toUCountPending", "ucnv_fromUCountPending",
    "ucnv_getStandardName", "ucnv_getAvailableName", "ucnv_countAvailable",
    "ucnv_fromUnicode",
}  # fmt: skip

IMPORTS_SAMPLE = """
The Import Tables (interpreted .idata section contents)
 vma:            Hint    Time      Forward  DLL       First
                 Table   Stamp     Chain    Name      Thunk
 0099674c	00996ff0 00000000 00000000 009977ec 003d5638

\tDLL Name: MPR.dll
\tvma:  Hint/Ord Member-Name Bound-To
\t9977d4\t   65  WNetGetUniversalNameW

 00996850\t00997448 00000000 00000000 00998f12 003d5a90

\tDLL Name: icuuc.dll
\tvma:  Hint/Ord Member-Name Bound-To
\t9989e8\t  263  ucnv_open
\t9989f4\t  225  ucnv_close
\t9989a6\t    3  UCNV_FROM_U_CALLBACK_SUBSTITUTE

 00996864\t00997000 00000000 00000000 00998f12 003d5648

\tDLL Name: MSVCP140.dll
\tvma:  Hint/Ord Member-Name Bound-To
\t998b6c\t  651  ?_Xbad_alloc@std@@YAXXZ
"""

EXPORTS_SAMPLE = """
Export Address Table -- Ordinal Base 1
\t[   0] +base[   1] 15c0 Export RVA
\t[   1] +base[   2] 15a0 Export RVA

[Ordinal/Name Pointer] Table
\t[   0] UCNV_FROM_U_CALLBACK_SUBSTITUTE
\t[   1] ucnv_close

The Function Table (interpreted .pdata section contents)
"""


def test_objdump_imports_are_read_per_dll() -> None:
    imports = build.objdump_imports(IMPORTS_SAMPLE)
    assert imports == {
        "mpr.dll": {"WNetGetUniversalNameW"},
        "icuuc.dll": {"ucnv_open", "ucnv_close", "UCNV_FROM_U_CALLBACK_SUBSTITUTE"},
        "msvcp140.dll": {"?_Xbad_alloc@std@@YAXXZ"},
    }


def test_objdump_exports_are_the_name_table() -> None:
    assert build.objdump_exports(EXPORTS_SAMPLE) == {
        "UCNV_FROM_U_CALLBACK_SUBSTITUTE",
        "ucnv_close",
    }


def test_the_stand_in_must_export_every_function_qt_imports() -> None:
    imports = {"PySide6/Qt6Core.dll": build.objdump_imports(IMPORTS_SAMPLE)}
    exported = build.objdump_exports(EXPORTS_SAMPLE)
    (problem,) = build.icu_shortfall(imports, exported)
    assert "Qt6Core.dll" in problem and "ucnv_open" in problem and "ucnv_close" not in problem
    assert build.icu_shortfall(imports, exported | {"ucnv_open"}) == []
    # another ICU library is a problem of its own: no stand-in provides it
    imports["PySide6/Qt6Gui.dll"] = {"icuin.dll": {"ucol_open"}}
    assert any("icuin.dll" in p for p in build.icu_shortfall(imports, exported | {"ucnv_open"}))


def test_the_stand_in_source_defines_every_function_qt_imports_and_no_other() -> None:
    source = (WINDOWS / "icuuc.c").read_text(encoding="utf-8")
    defined = set(re.findall(r"^EXPORT [^(]*?\**(\w+)\(", source, re.M))
    assert defined == QT_ICU_IMPORTS


def test_version_quad_pads_or_cuts_to_four_numbers() -> None:
    assert build.version_quad("0.1.0") == "0.1.0.0"
    assert build.version_quad("2") == "2.0.0.0"
    assert build.version_quad("1.2.3.4.5") == "1.2.3.4"
    assert build.version_quad("1.2rc1") == "1.2.0.0"
    with pytest.raises(build.BuildError):
        build.version_quad("dev")


def test_a_work_folder_inside_the_checkout_is_refused(tmp_path) -> None:
    checkout = tmp_path / "checkout"
    (checkout / "app").mkdir(parents=True)
    for inside in (checkout, checkout / "build", checkout / "app" / "deep"):
        with pytest.raises(build.CannotBuild, match="inside the checkout"):
            build.refuse_work_inside(inside, checkout)
    # a link outside that leads inside is inside
    link = tmp_path / "link"
    link.symlink_to(checkout / "app")
    with pytest.raises(build.CannotBuild):
        build.refuse_work_inside(link / "work", checkout)
    outside = tmp_path / "work"
    assert build.refuse_work_inside(outside, checkout) == outside.resolve()
    # a sibling whose name starts like the checkout's is outside
    assert build.refuse_work_inside(tmp_path / "checkout-work", checkout)
    assert build.main(["--work", str(ROOT / "build-windows")]) == 2


def test_windows_paths_go_through_drive_z(tmp_path) -> None:
    assert build.windows_path(Path("/tmp/w b/x.png")) == r"Z:\tmp\w b\x.png"


def _pe(tmp_path: Path, machine: int) -> Path:
    head = bytearray(0x200)
    head[:2] = b"MZ"
    struct.pack_into("<I", head, 0x3C, 0x80)
    head[0x80:0x84] = b"PE\0\0"
    struct.pack_into("<H", head, 0x84, machine)
    path = tmp_path / f"{machine:x}.exe"
    path.write_bytes(bytes(head))
    return path


def test_pe_machine_tells_x64_from_x86_and_from_not_a_pe(tmp_path) -> None:
    assert build.pe_machine(_pe(tmp_path, 0x8664)) == build.AMD64
    assert build.pe_machine(_pe(tmp_path, 0x14C)) == 0x14C
    text = tmp_path / "not.exe"
    text.write_bytes(b"#!/bin/sh\n")
    assert build.pe_machine(text) is None


def test_png_facts_tell_a_table_from_a_blank_picture(tmp_path) -> None:
    blank = QImage(320, 200, QImage.Format.Format_RGB32)
    blank.fill(QColor("#1d6b3a"))
    blank.save(str(tmp_path / "blank.png"))
    busy = QImage(320, 200, QImage.Format.Format_RGB32)
    for y in range(200):
        for x in range(320):
            busy.setPixelColor(x, y, QColor((x * 7) % 256, (y * 5) % 256, (x * y) % 256))
    busy.save(str(tmp_path / "busy.png"))
    w, h, values = build.png_facts(tmp_path / "blank.png")
    assert (w, h) == (320, 200) and values < 64
    assert build.png_facts(tmp_path / "busy.png")[2] >= 64
    (tmp_path / "no.png").write_bytes(b"GIF89a")
    with pytest.raises(build.BuildError):
        build.png_facts(tmp_path / "no.png")


def test_registry_keys_are_read_from_a_wine_registry_file(tmp_path) -> None:
    reg = tmp_path / "user.reg"
    reg.write_text(
        "WINE REGISTRY Version 2\n;; All keys relative to REGISTRY\\\\User\\\\S-1\n\n"
        "[Software\\\\Microsoft\\\\Windows\\\\CurrentVersion\\\\Uninstall\\\\Tapete] 1796535534\n"
        '#time=1dd\n"DisplayName"="Tapete"\n\n[Software\\\\Wine\\\\WineDbg] 17\n'
        '"ShowCrashDialog"=dword:00000000\n'
    )
    assert build.registry_keys(reg) == {
        r"software\microsoft\windows\currentversion\uninstall\tapete",
        r"software\wine\winedbg",
    }


def test_the_windows_pins_satisfy_the_apps_requirements_and_carry_hashes() -> None:
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    pins: dict[str, str] = {}
    for line in (WINDOWS / "requirements.txt").read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        found = re.fullmatch(r"([A-Za-z0-9_.-]+)==(\S+) --hash=sha256:([0-9a-f]{64})", line)
        assert found, f"not a pin with its hash: {line!r}"
        pins[found.group(1).lower().replace("_", "-")] = found.group(2)
    wanted = [*pyproject["dependencies"], *pyproject["optional-dependencies"]["build"]]
    for text in wanted:
        requirement = Requirement(text.split("#")[0])
        name = requirement.name.lower().replace("_", "-")
        assert name in pins, f"{name} is not pinned for Windows"
        assert requirement.specifier.contains(pins[name]), f"{name}=={pins[name]} vs {text}"
    # PyInstaller's Windows-only requirements, named by hand (markers are the host's)
    assert {"pefile", "pywin32-ctypes", "shiboken6"} <= set(pins)


def _nsis() -> str:
    return (WINDOWS / "tapete.nsi").read_text(encoding="utf-8")


def test_the_installer_speaks_four_languages_in_every_string_of_its_own() -> None:
    script = _nsis()
    languages = re.findall(r'^!insertmacro MUI_LANGUAGE "(\w+)"', script, re.M)
    assert languages == ["English", "Spanish", "PortugueseBR", "Italian"]
    strings: dict[str, set[str]] = {}
    for name, language in re.findall(r"^LangString (\w+) \$\{LANG_(\w+)\}", script, re.M):
        strings.setdefault(name, set()).add(language)
    assert strings, "no strings of its own"
    for name, said_in in strings.items():
        assert said_in == {"ENGLISH", "SPANISH", "PORTUGUESEBR", "ITALIAN"}, name
    for used in set(re.findall(r"\$\((\w+)\)", script)):
        assert used in strings, f"$({used}) is used and never defined"


def test_the_installer_is_per_user_and_its_uninstaller_takes_away_what_it_made() -> None:
    script = _nsis()
    assert re.search(r"^RequestExecutionLevel user$", script, re.M)
    assert re.search(r'^InstallDir "\$LOCALAPPDATA\\Programs\\\$\{APP\}"$', script, re.M)
    assert re.search(r"^Target \$\{TARGET\}$", script, re.M) and "amd64-unicode" in script
    assert "HKLM" not in script and "$PROGRAMFILES" not in script
    uninstall = script.split('Section "Uninstall"', 1)[1]
    for made in re.findall(r'CreateShortcut "([^"]+)"', script):
        assert f'Delete "{made}"' in uninstall, made
    for key in set(re.findall(r'WriteReg\w+ HKCU "([^"]+)"', script)):
        assert f'DeleteRegKey HKCU "{key}"' in uninstall, key
    # never a recursive delete of the install folder: a folder chosen by hand may hold more
    assert not re.search(r'RMDir /r "\$INSTDIR"', script)
    # and the player is told the data stays
    assert "MUI_UNCONFIRMPAGE_TEXT_TOP" in script and "$LOCALAPPDATA\\Tapete" in script


def test_the_build_command_installs_its_debian_packages() -> None:
    deps = (ROOT / "scripts" / "install-system-deps").read_text(encoding="utf-8")
    windows = re.search(r"--windows\) packages\+=\(([^)]*)\)", deps)
    assert windows, "install-system-deps has no --windows"
    named = set(windows.group(1).split())
    assert set(build.TOOLS.values()) <= named


def test_the_package_search_walks_only_app_and_resources(tmp_path, monkeypatch) -> None:
    """setup.py's package search follows links: a link in the checkout (a Wine prefix's
    drive Z: links to /) must not be walked, nor any folder but app/ and resources/."""
    import os

    checkout = tmp_path / "checkout"
    for package in ("app", "app/core", "app/ui/games", "resources/fonts"):
        (checkout / package).mkdir(parents=True)
    for package in ("app", "app/core", "app/ui", "app/ui/games"):
        (checkout / package / "__init__.py").write_text("")
    # as a prefix's drive Z: (a link to /, here to a small folder, so that a search that
    # does follow it ends)
    elsewhere = tmp_path / "elsewhere" / "usr" / "lib" / "app"
    elsewhere.mkdir(parents=True)
    (checkout / "prefix").mkdir()
    (checkout / "prefix" / "z:").symlink_to(tmp_path / "elsewhere")
    (checkout / ".venv" / "lib").mkdir(parents=True)
    walked: list[str] = []
    real_walk = os.walk

    def walk(top, *args, **kwargs):
        walked.append(os.path.relpath(os.path.abspath(top), checkout))
        for folder, dirs, files in real_walk(top, *args, **kwargs):
            walked.append(os.path.relpath(os.path.abspath(folder), checkout))
            yield folder, dirs, files

    monkeypatch.setattr(os, "walk", walk)
    monkeypatch.chdir(checkout)
    import setuptools

    found: dict = {}
    monkeypatch.setattr(setuptools, "setup", lambda **kwargs: found.update(kwargs))
    exec(compile((ROOT / "setup.py").read_text(), "setup.py", "exec"), {"__name__": "setup"})
    assert {"app", "app.core", "app.ui", "app.ui.games", "app.resources.fonts"} <= set(
        found["packages"]
    )
    assert walked and all(w.split(os.sep)[0] in ("app", "resources") for w in walked), walked


def test_the_installers_pictures_are_ours_and_of_modern_uis_shape() -> None:
    """NSIS stretches them to its controls: the aspect must be Modern UI's (164x314 and
    150x57 at 96 DPI), and make_icons.py draws them (the outputs are committed)."""
    script = _nsis()
    sizes = {"welcome.bmp": (164, 314), "header.bmp": (150, 57)}
    for name, (width, height) in sizes.items():
        assert f"${{__FILEDIR__}}\\{name}" in script
        picture = QImage(str(WINDOWS / name))
        assert not picture.isNull() and picture.depth() in (24, 32), name
        assert picture.width() * height == picture.height() * width, name
        assert picture.width() >= width, name
    make_icons = (ROOT / "packaging" / "make_icons.py").read_text(encoding="utf-8")
    assert "WELCOME_SIZE = (164, 314)" in make_icons and "HEADER_SIZE = (150, 57)" in make_icons


class _Boots(build.Build):
    """A build whose Wine boots as told: each entry of `exits` is one wineboot's exit
    status, and a boot that exits 0 makes the Windows folder (as Wine's does)."""

    def __init__(self, work: Path, exits: list[int]) -> None:
        super().__init__(work)
        self.exits = exits
        self.boots: list[dict] = []
        self.stopped = 0

    def run(self, command, *, wine=False, env=None, timeout=0, check=True, what=""):
        import subprocess

        if command[0] == "wineserver":
            return subprocess.CompletedProcess(command, 0, "")
        assert list(command) == ["wineboot", "--init"] and not check
        # what the prefix held when this boot began: a failed one must have been removed
        self.boots.append({"prefix_existed": self.prefix.exists(), "debug": env["WINEDEBUG"]})
        status = self.exits[len(self.boots) - 1]
        self.prefix.mkdir(parents=True, exist_ok=True)
        (self.prefix / "system.reg").write_text("half a prefix")
        if status == 0:
            (self.prefix / "drive_c" / "windows" / "system32").mkdir(parents=True)
        said = "" if status == 0 else "wine: could not load kernel32.dll, status c0000135"
        return subprocess.CompletedProcess(command, status, said)

    def stop_wine(self) -> None:
        self.stopped += 1


def test_a_boot_that_dies_is_tried_again_on_a_new_prefix(tmp_path, capsys) -> None:
    boots = _Boots(tmp_path, [53, 1, 0])
    boots.boot_prefix()
    assert [b["prefix_existed"] for b in boots.boots] == [False, False, False]
    assert [b["debug"] for b in boots.boots] == ["-all", "-all", "err+all"]
    assert boots.stopped == 2
    said = capsys.readouterr().out
    assert "wineboot --init failed (exit 53: wine: could not load kernel32.dll" in said
    assert "attempt 2 of 3" in said and "attempt 3 of 3" in said
    assert (boots.prefix / "drive_c" / "windows" / "system32").is_dir()


def test_a_boot_that_works_is_not_repeated(tmp_path, capsys) -> None:
    boots = _Boots(tmp_path, [0])
    boots.boot_prefix()
    assert len(boots.boots) == 1 and boots.stopped == 0
    assert capsys.readouterr().out == ""


def test_three_boots_that_die_fail_the_build_saying_why(tmp_path) -> None:
    boots = _Boots(tmp_path, [1, 1, 53, 0])
    with pytest.raises(build.BuildError) as failed:
        boots.boot_prefix()
    assert len(boots.boots) == build.BOOT_ATTEMPTS == 3
    message = str(failed.value)
    assert message.startswith("wineboot --init failed 3 times (last: exit 53, no Windows folder")
    assert "could not load kernel32.dll" in message


def test_a_dead_boots_prefix_that_cannot_be_removed_fails_the_build(tmp_path, monkeypatch) -> None:
    boots = _Boots(tmp_path, [1, 0])
    monkeypatch.setattr(build.shutil, "rmtree", lambda path, ignore_errors=False: None)
    with pytest.raises(build.BuildError, match="cannot be removed"):
        boots.boot_prefix()
    assert len(boots.boots) == 1
