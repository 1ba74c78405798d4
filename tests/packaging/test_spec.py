"""Each platform's part of packaging/tapete.spec, read as PyInstaller reads it: the spec is
run with PyInstaller's build steps recorded instead of performed (the real builds are
.ci/run's, for Linux and Windows, and the GitHub workflow's, for macOS). A spec is Python
executed by PyInstaller with these names in scope."""

from __future__ import annotations

import plistlib
import sys
import tomllib
import types
from pathlib import Path

import pytest

import app
from app.i18n import LANGUAGES

ROOT = Path(app.__file__).parent.parent
SPEC = ROOT / "packaging" / "tapete.spec"


class Recorded:
    """One build step of the spec (Analysis, EXE, BUNDLE, ...): its arguments, kept."""

    def __init__(self, *args, **kwargs) -> None:
        self.args, self.kwargs = args, kwargs
        self.pure = self.scripts = self.binaries = self.datas = ()


class VersionPart(Recorded):
    pass


def run_spec(platform: str, monkeypatch) -> dict:
    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_submodules = lambda package, filter=None: [package]
    hooks.copy_metadata = lambda name: [(f"{name}.dist-info", f"{name}.dist-info")]
    versioninfo = types.ModuleType("PyInstaller.utils.win32.versioninfo")
    for name in ("VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable",
                 "StringStruct", "VarFileInfo", "VarStruct"):  # fmt: skip
        setattr(versioninfo, name, type(name, (VersionPart,), {}))
    win32 = types.ModuleType("PyInstaller.utils.win32")
    win32.versioninfo = versioninfo
    utils = types.ModuleType("PyInstaller.utils")
    utils.hooks, utils.win32 = hooks, win32
    pyinstaller = types.ModuleType("PyInstaller")
    pyinstaller.utils = utils
    for name, module in {
        "PyInstaller": pyinstaller,
        "PyInstaller.utils": utils,
        "PyInstaller.utils.hooks": hooks,
        "PyInstaller.utils.win32": win32,
        "PyInstaller.utils.win32.versioninfo": versioninfo,
    }.items():
        monkeypatch.setitem(sys.modules, name, module)
    monkeypatch.setattr(sys, "platform", platform)
    steps = {n: type(n, (Recorded,), {}) for n in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")}
    scope = {"SPECPATH": str(SPEC.parent), "__file__": str(SPEC), **steps}
    exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), scope)
    return scope


def _version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
        "version"
    ]


def test_the_macos_app_bundle_is_complete(monkeypatch) -> None:
    scope = run_spec("darwin", monkeypatch)
    bundle = scope["app"].kwargs
    version = _version()
    assert bundle["name"] == "Tapete.app"
    assert Path(bundle["icon"]).is_file() and bundle["icon"].endswith(".icns")
    (desktop,) = (ROOT / "packaging" / "linux").glob("*.desktop")
    assert bundle["bundle_identifier"] == desktop.stem  # one id for the app everywhere
    assert bundle["version"] == version
    plist = bundle["info_plist"]
    assert plist["CFBundleShortVersionString"] == plist["CFBundleVersion"] == version
    assert plist["CFBundleName"] == plist["CFBundleDisplayName"] == "Tapete"
    assert plist["NSHighResolutionCapable"] is True
    assert plist["LSMinimumSystemVersion"] == scope["MACOS_MINIMUM"] == "13.0"
    assert plist["LSApplicationCategoryType"] == "public.app-category.card-games"
    # one localisation per catalogue of the app, in Apple's spelling
    assert sorted(plist["CFBundleLocalizations"]) == sorted(c.replace("_", "-") for c in LANGUAGES)
    plistlib.dumps(plist)  # every value is one a property list can hold
    # the executable inside is a windowed one, with the same icon
    exe = scope["exe"].kwargs
    assert exe["console"] is False and exe["name"] == "tapete"


def test_the_windows_executable_has_its_icon_and_file_properties(monkeypatch) -> None:
    scope = run_spec("win32", monkeypatch)
    exe = scope["exe"].kwargs
    assert exe["console"] is False and exe["upx"] is False
    assert exe["icon"].endswith("tapete.ico") and Path(exe["icon"]).is_file()
    info = exe["version"]
    fixed = info.kwargs["ffi"].kwargs
    numbers = tuple(int(n) for n in (_version().split(".") + ["0"] * 4)[:4])
    assert fixed["filevers"] == fixed["prodvers"] == numbers
    (strings, translation) = info.kwargs["kids"]
    (table,) = strings.args[0]
    said = {s.args[0]: s.args[1] for s in table.args[1]}
    assert said["ProductName"] == "Tapete" and said["ProductVersion"] == _version()
    assert said["OriginalFilename"] == "tapete.exe" and said["FileDescription"] == "Tapete"
    assert "app" not in scope  # no app bundle outside macOS


@pytest.mark.parametrize("platform", ["linux", "win32", "darwin"])
def test_every_platform_bundles_the_data_and_the_hidden_imports(platform, monkeypatch) -> None:
    scope = run_spec(platform, monkeypatch)
    analysis = scope["a"].kwargs
    assert (str(ROOT / "resources"), "resources") in analysis["datas"]
    assert {"miniaudio", "_cffi_backend"} <= set(analysis["hiddenimports"])
    assert scope["coll"].kwargs["name"] == "tapete"
    assert scope["exe"].kwargs["console"] is (platform == "linux")
