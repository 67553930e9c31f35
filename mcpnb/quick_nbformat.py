"""nbformat, imported without the string-format checkers it never uses: two seconds of CPU saved
in every process that reads a notebook.

nbformat validates notebooks with jsonschema, whose `_format` module imports each of `SKIPPED`
when it is installed (Jupyter's own packages install them), each inside `suppress(ImportError)`,
only to check string formats nbformat never asks about. `rfc3987_syntax` alone builds a grammar
at import: two seconds of CPU, more than a kernel costs to start, in every grader, worker and
`mcpnb` command. So nbformat is imported here with those modules hidden, and they are visible
again afterwards: only jsonschema's checkers for those formats are left out, and any code that
imports one of them itself (httpx imports idna) still gets it.
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
    import nbformat  # nothing to do if something imported it first
finally:
    for _name in _hidden:
        del sys.modules[_name]

__all__ = ["nbformat"]
