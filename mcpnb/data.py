"""Where the course's data lives: the scripted clients, recorded answers and starting code.

The package is installed editable (the README's commands do so), so `data/` is the project's
top-level folder beside the package.
"""

from __future__ import annotations

from pathlib import Path

DATA_DIR = Path(__file__).resolve().parent.parent / "data"


def data_path(*parts: str) -> Path:
    """The path of a file in the course's data folder."""
    return DATA_DIR.joinpath(*parts)
