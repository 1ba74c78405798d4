"""The installed wheel proves itself, as the frozen bundle does in .ci/run: the wheel built
from this checkout carries resources/ inside the package, and its `tapete --self-test`
passes from a fresh environment outside the checkout, where the source tree is not on
sys.path and every data file must come from the wheel."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import app
from app.games.registry import GAMES
from tests.packaging.test_resources import resource_files
from tests.waits import HANG_S

ROOT = Path(app.__file__).parent.parent


def _fresh_env() -> dict[str, str]:
    """This environment without what would put the checkout on the fresh one's sys.path
    (a PYTHONPATH set by the person running the tests, as the benchmarks set it)."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    return {**env, "QT_QPA_PLATFORM": "offscreen", "PIP_DISABLE_PIP_VERSION_CHECK": "1"}


def run(*argv: str | Path, cwd: Path) -> str:
    done = subprocess.run(
        [str(a) for a in argv],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=HANG_S,
        env=_fresh_env(),
    )
    assert done.returncode == 0, f"{argv}: {done.stderr[-2000:]}"
    return done.stdout


def test_the_installed_wheel_carries_the_resources_and_passes_its_self_test(tmp_path) -> None:
    # Build from a copy, so that setuptools' build/ and egg-info stay out of the checkout;
    # without build isolation, so that nothing is downloaded (dev installs setuptools).
    source = tmp_path / "source"
    for name in ("app", "resources"):
        shutil.copytree(ROOT / name, source / name, ignore=shutil.ignore_patterns("__pycache__"))
    for name in ("pyproject.toml", "setup.py", "README.md"):
        shutil.copy(ROOT / name, source / name)
    pip = (sys.executable, "-m", "pip")
    run(*pip, "wheel", "-q", "--no-deps", "--no-build-isolation", "-w", tmp_path, ".", cwd=source)
    (wheel,) = tmp_path.glob("tapete-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        carried = {n.removeprefix("app/resources/") for n in archive.namelist()}
    data = ROOT / "resources"
    assert {p.relative_to(data).as_posix() for p in data.rglob("*") if p.is_file()} <= carried

    # A fresh environment: the wheel alone, with PySide6 and platformdirs borrowed from
    # this one (a .pth line only adds the folder: this environment's editable-install hook,
    # which maps `app` to the checkout, does not run there).
    venv = tmp_path / "venv"
    run(sys.executable, "-m", "venv", "--without-pip", venv, cwd=tmp_path)
    python = venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    fresh = Path(
        run(
            python, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))", cwd=tmp_path
        ).strip()
    )
    borrowed = dict.fromkeys((sysconfig.get_path("purelib"), sysconfig.get_path("platlib")))
    (fresh / "tapete-borrowed.pth").write_text("\n".join(borrowed) + "\n")
    run(*pip, "--python", python, "install", "-q", "--no-deps", wheel, cwd=tmp_path)

    outside = tmp_path / "elsewhere"
    outside.mkdir()
    found = run(python, "-c", "import app; print(app.__file__, app.resource_path())", cwd=outside)
    assert found.split() == [str(fresh / "app/__init__.py"), str(fresh / "app/resources")]
    tapete = venv / ("Scripts/tapete.exe" if os.name == "nt" else "bin/tapete")
    out = run(tapete, "--self-test", cwd=outside)
    passed = f"tapete {app.__version__} self-test passed: resources: {resource_files()} files in "
    assert out.startswith(passed)
    assert f"files in {fresh / 'app' / 'resources'};" in out
    missing = [game.id for game in GAMES if game.id not in out]
    assert not missing, f"the self-test did not play {missing}"
