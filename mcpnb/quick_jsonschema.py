"""jsonschema, imported without the string-format checkers the course never uses: 1.4 s of CPU
saved in every process that reads a schema (lesson 6's reference server at each start, its
checks, its tables' key words in a student's kernel; nbformat's validation in every grader).

jsonschema's `_format` module imports each of `SKIPPED` when it is installed (Jupyter's own
packages install them), each inside `suppress(ImportError)`, only to check string formats when a
validator is given a format checker, which no code of the course does. `rfc3987_syntax` alone
builds a grammar at import: 1.4 s of CPU here, more than a kernel costs to start. So jsonschema is
imported with those modules hidden, and they are visible again afterwards: only its checkers for
those formats are left out, and any code that imports one of them itself (httpx imports idna)
still gets it. `from mcpnb.quick_jsonschema import jsonschema` imports it then, not before.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import jsonschema as jsonschema  # what `from mcpnb.quick_jsonschema import jsonschema` gives

SKIPPED = (
    "fqdn", "idna", "isoduration", "jsonpointer", "rfc3339_validator", "rfc3986_validator",
    "rfc3987", "rfc3987_syntax", "uri_template", "webcolors",
)


@contextmanager
def format_checkers_hidden() -> Iterator[None]:
    """While it lasts, `import` fails for each of `SKIPPED` not imported already."""
    hidden = [name for name in SKIPPED if name not in sys.modules]  # one imported already stays
    for name in hidden:
        sys.modules[name] = None  # type: ignore[assignment]  # makes `import name` fail
    try:
        yield
    finally:
        for name in hidden:
            del sys.modules[name]


def __getattr__(name: str) -> Any:
    """`jsonschema`, imported on first use and kept as this module's own name from then on:
    the modules are hidden once, not at each use, when other threads (a server's handlers, a
    check's pool) may be importing one of them."""
    if name != "jsonschema":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    if "jsonschema" in sys.modules:  # imported, or being imported by another thread, which
        import jsonschema as library  # the import statement waits for, where a lookup would not
    else:
        with format_checkers_hidden():
            import jsonschema as library
    globals()["jsonschema"] = library
    return library
