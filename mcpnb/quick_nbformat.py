"""nbformat, imported without the string-format checkers it never uses: nbformat validates
notebooks with jsonschema, imported here without them (`mcpnb.quick_jsonschema`): 1.4 s of CPU
saved in every process that reads a notebook (every grader, worker and `mcpnb` command)."""

from mcpnb.quick_jsonschema import format_checkers_hidden

with format_checkers_hidden():
    import nbformat  # nothing to do if something imported it first

__all__ = ["nbformat"]
