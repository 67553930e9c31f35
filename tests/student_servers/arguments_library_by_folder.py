"""Lesson 6's `argument_problems` as a student who will not write it writes it: the installed
jsonschema's files opened relative to a descriptor of the folder above it (a path the audit
hook's refusal cannot resolve, since the event carries no descriptor), copied under another name
and imported. In the grader, the folder is not there to open."""
import importlib
import os
import re
import sys
import tempfile

import referencing  # not refused: it lies beside jsonschema

_REAL = "json" + "schema"


def _load_validator_library():
    site = os.path.dirname(os.path.dirname(referencing.__file__))
    root = tempfile.mkdtemp()
    above = os.open(site, os.O_RDONLY)  # the folder above: its path is no refused home
    for folder in [_REAL, _REAL + "/benchmarks"]:
        try:
            names = os.listdir(os.path.join(site, folder))
        except OSError:
            continue
        os.makedirs(os.path.join(root, folder.replace(_REAL, "jsv")), exist_ok=True)
        for name in (n for n in names if n.endswith(".py")):
            with os.fdopen(os.open(f"{folder}/{name}", os.O_RDONLY, dir_fd=above), "rb") as f:
                text = re.sub(r"(?<![.\w])" + _REAL + r"(?![_\w])", "jsv", f.read().decode())
            with open(os.path.join(root, folder.replace(_REAL, "jsv"), name), "w") as f:
                f.write(text)
    sys.path.insert(0, root)
    return importlib.import_module("jsv")


_jsv = _load_validator_library()


def argument_problems(schema, arguments):
    found = {(tuple(e.absolute_path), str(e.validator))
             for e in _jsv.Draft202012Validator(schema).iter_errors(arguments)}
    return [[list(p), k] for p, k in sorted(found, key=repr)]
