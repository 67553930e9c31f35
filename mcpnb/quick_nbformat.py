"""nbformat, imported without the grammar it never uses: two seconds of CPU saved per process.

nbformat validates notebooks with jsonschema, whose format checkers import `rfc3987_syntax`
when it is installed (Jupyter's own packages install it). That module builds a parser for
internationalised URIs at import: two seconds of CPU, more than a kernel costs to start, in
every grader, worker and `mcpnb` command. nbformat never checks that format. So the first import
of nbformat here is made with that module hidden, and the module is visible again afterwards:
only jsonschema's IRI checker, which nothing of the course uses, is left out.
"""

import sys

SKIPPED = "rfc3987_syntax"

if "nbformat" not in sys.modules and SKIPPED not in sys.modules:
    sys.modules[SKIPPED] = None  # type: ignore[assignment]  # makes `import rfc3987_syntax` fail
    try:
        import nbformat
    finally:
        del sys.modules[SKIPPED]
else:
    import nbformat

__all__ = ["nbformat"]
