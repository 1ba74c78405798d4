"""Start-up of the frozen Windows build under Wine, against a bare PySide6 window under Wine.

    packaging/windows/build --work DIR                   # first: the bundle and its Wine
    .venv/bin/python bench/windows_start.py --work DIR [--runs 7]

Both are timed the same way as bench/gui.py times the Linux build: the launcher stamps
time.time() into the environment, the started process reports when its window (for Tapete,
the table's viewport) paints for the first time, and the difference is the start-up.

- **tapete.exe**: the frozen one-dir bundle (`DIR/dist/tapete/tapete.exe --seed 1`), with
  its own first-frame probe (TAPETE_BENCH_T0): it deals and paints the table, then quits.
- **baseline**: the same Windows Python and PySide6 the bundle was frozen from
  (`DIR/python/python.exe`, not frozen), showing bench/gui.py's baseline, a bare 1280x800
  QLabel.

Both run on Qt's real Windows platform plugin (qwindows.dll) through Wine's X11 driver,
on a virtual X server (Xvfb, 1920x1080) this script starts: Wine without a display delivers
no paint event at all, to either. Runs alternate (tapete, baseline, tapete, ...) against one
Wine server kept running for the whole measure, so that neither pays Wine's own start and
both see the same load. Prints the medians, every run, and the ratio. The player's data
goes to a scratch folder; sound is off (Wine here has no sound device).
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))
# The baseline is bench/gui.py's: a bare 1280x800 window, its first paint in seconds.
from gui import _PROBE  # noqa: E402


def load_build():
    spec = importlib.util.spec_from_file_location(
        "windows_build", ROOT / "packaging" / "windows" / "build.py"
    )
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look themselves up there
    spec.loader.exec_module(module)
    return module


def first_frame(command: list[str], env: dict[str, str], stamp: str) -> float:
    env = {**env, stamp: repr(time.time())}
    done = subprocess.run(
        ["wine", *command], env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT, timeout=300, check=False,
    )  # fmt: skip
    said = done.stdout.decode(errors="replace")
    for line in reversed(said.splitlines()):
        if line.startswith("first-frame-ms "):  # tapete's own probe, in milliseconds
            return float(line.split()[1])
        with contextlib.suppress(ValueError):  # bench/gui.py's, in seconds
            return float(line) * 1000
    raise SystemExit(f"{command[0]}: no first frame (exit {done.returncode}): {said[-400:]}")


def start_xvfb() -> tuple[subprocess.Popen, str]:
    """A virtual X server on a free display number, and that display's name."""
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
        pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    os.close(write)
    said = b""
    while not said.endswith(b"\n"):
        chunk = os.read(read, 16)
        if not chunk:
            raise SystemExit("Xvfb did not start (Debian: apt install xvfb)")
        said += chunk
    os.close(read)
    return server, f":{said.decode().strip()}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--work", type=Path, required=True, help="the Windows build's folder")
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    windows = load_build()
    build = windows.Build(args.work.resolve())
    exe = build.bundle / "tapete.exe"
    python = build.python / "python.exe"
    for needed in (exe, python, build.prefix / "system.reg"):
        if not needed.exists():
            raise SystemExit(f"no {needed}: run packaging/windows/build --work {args.work} first")
    xvfb, display = start_xvfb()
    with tempfile.TemporaryDirectory() as data:
        env = {
            **build.wine_env(),
            "DISPLAY": display,
            "QT_QPA_PLATFORM": "windows",
            "TAPETE_SOUND": "off",
            "TAPETE_DATA_DIR": windows.windows_path(Path(data)),
        }
        baseline = {**env, "BENCH_KIND": "baseline"}
        server = subprocess.Popen(["wineserver", "-f", "-p"], env=env)
        try:
            # Wine's own services start with the first program and live as long as the
            # server: started here with no pipe to hold open, not by a timed run.
            subprocess.run(["wine", "cmd", "/c", "exit"], env=env, stdin=subprocess.DEVNULL,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=300)  # fmt: skip
            tapete, bare = [], []
            for _ in range(args.runs):
                tapete.append(first_frame([str(exe), "--seed", "1"], env, "TAPETE_BENCH_T0"))
                bare.append(first_frame([str(python), "-c", _PROBE], baseline, "BENCH_T0"))
        finally:
            subprocess.run(["wineserver", "-k"], env=env, check=False)
            server.wait(timeout=30)
            xvfb.terminate()
    med_t, med_b = statistics.median(tapete), statistics.median(bare)
    print("first painted frame under Wine (ms)   median   runs")
    print(f"  tapete.exe (frozen)                 {med_t:7.0f}   {', '.join(f'{t:.0f}' for t in tapete)}")  # fmt: skip
    print(f"  bare PySide6 window (python.exe)    {med_b:7.0f}   {', '.join(f'{t:.0f}' for t in bare)}")  # fmt: skip
    print(f"  ratio                               {med_t / med_b:7.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
