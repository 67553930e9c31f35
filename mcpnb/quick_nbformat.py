"""nbformat, imported without the string-format checkers it never uses: nbformat validates
notebooks with jsonschema, imported first by `mcpnb.quick_jsonschema` without them (1.4 s of CPU
saved in every process that reads a notebook: every grader, worker and `mcpnb` command)."""

# isort: off
import mcpnb.quick_jsonschema  # noqa: F401  # first: nbformat then finds jsonschema imported
import nbformat  # nothing to do if something imported it first
# isort: on

__all__ = ["nbformat"]
