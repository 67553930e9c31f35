"""jsonschema, imported without the string-format checkers the course never uses: 1.4 s of CPU
saved in every process that reads a schema (lesson 6's reference server at each start, its
checks, its tables' key words in a student's kernel, nbformat in every grader and worker).

jsonschema's `_format` module imports each of `SKIPPED` when it is installed (Jupyter's own
packages install them), each inside `suppress(ImportError)`, only to check string formats when a
validator is given a format checker, which no code of the course does. `rfc3987_syntax` alone
builds a grammar at import: 1.4 s of CPU here, more than a kernel costs to start. So jsonschema is
imported here with those modules hidden, and they are visible again afterwards: only its checkers
for those formats are left out, and any code that imports one of them itself (httpx imports
idna) still gets it. Import jsonschema from here, or import this module first.
"""

import sys

SKIPPED = (
    "fqdn", "idna", "isoduration", "jsonpointer", "rfc3339_validator", "rfc3986_validator",
    "rfc3987", "rfc3987_syntax", "uri_template", "webcolors",
)

_hidden = [name for name in SKIPPED if name not in sys.modules]  # one imported already stays
for _name in _hidden:
    sys.modules[_name] = None  # type: ignore[assignment]  # makes `import name` fail
try:
    import jsonschema  # nothing to do if something imported it first
finally:
    for _name in _hidden:
        del sys.modules[_name]

__all__ = ["jsonschema"]
