"""Where the course's data lives (the scripted clients, recorded answers and starting code),
and where the package's own code does.

The package is installed editable (the README's commands do so), so `data/` is the project's
top-level folder beside the package.
"""

from __future__ import annotations

from pathlib import Path

# The folder of mcpnb's modules: what a sandbox shows or hides as the course's code, and what a
# build's digest is made of. Here, so that no module imports the package's face to ask it.
PACKAGE_DIR = Path(__file__).resolve().parent
DATA_DIR = PACKAGE_DIR.parent / "data"


def data_path(*parts: str) -> Path:
    """The path of a file in the course's data folder."""
    return DATA_DIR.joinpath(*parts)
