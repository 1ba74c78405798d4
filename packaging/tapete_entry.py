"""Entry point of the frozen application (PyInstaller runs this script)."""

import sys

from app.ui.main import main

if __name__ == "__main__":
    sys.exit(main())
