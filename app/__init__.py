"""Tapete: a desktop card table for five games of the Spanish- and Portuguese-speaking world."""

from __future__ import annotations

import sys
from importlib import metadata
from pathlib import Path


def _version() -> str:
    # pyproject.toml is the one source; a frozen bundle carries the package metadata too.
    try:
        return metadata.version("tapete")
    except metadata.PackageNotFoundError:
        return "0+unknown"


__version__ = _version()


def resource_path(relative: str) -> Path:
    """A data file under app/resources, wherever the app runs from.

    Source checkout and installed wheel: next to this package. PyInstaller bundle: the
    spec collects app/resources into the bundle at the same relative place.
    """
    base = (
        Path(getattr(sys, "_MEIPASS", "")) / "app"
        if getattr(sys, "frozen", False)
        else Path(__file__).parent
    )
    return base / "resources" / relative
