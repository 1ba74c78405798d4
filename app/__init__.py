"""Tapete: a desktop card table for five games of the Spanish- and Portuguese-speaking world."""

from __future__ import annotations

import sys
from pathlib import Path


def _version() -> str:
    # pyproject.toml is the one source; a frozen bundle carries the package metadata too.
    from importlib import metadata  # about 30 ms of imports: read when first asked

    try:
        return metadata.version("tapete")
    except metadata.PackageNotFoundError:
        return "0+unknown"


def __getattr__(name: str) -> str:
    """`__version__`, read from the package's metadata when first asked for (the window
    asks only in Help > About, after its first frame)."""
    if name == "__version__":
        version = globals()["__version__"] = _version()
        return version
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


#: The sizes of the window icon's pictures (resources/icons/tapete-N.png).
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def resource_path(relative: str = "") -> Path:
    """A data file under resources/ (such as "fonts/DejaVuSans.ttf"), wherever the app runs;
    with no argument, the resources folder itself.

    The one place that decides, for every way of running, so that the GUI, the CLI and the
    self-test agree: a frozen PyInstaller bundle carries the folder as `resources/` in its
    own directory (`sys._MEIPASS`, see packaging/tapete.spec); an installed wheel carries it
    inside the package as `app/resources/` (setup.py maps it there); a source checkout and an
    editable install (`pip install -e .`) read the checkout's top-level `resources/`.
    The path is returned whether or not the file exists: callers that can do without it
    check, and the self-test names what is missing. Pure Python, no Qt: the CLI may use it.
    """
    if getattr(sys, "frozen", False):
        root = Path(getattr(sys, "_MEIPASS", Path(sys.executable).parent)) / "resources"
    else:
        package = Path(__file__).parent
        checkout = package.parent  # a source checkout has pyproject.toml beside app/
        in_checkout = (checkout / "pyproject.toml").is_file() and (checkout / "resources").is_dir()
        root = (checkout if in_checkout else package) / "resources"
    return root / relative
