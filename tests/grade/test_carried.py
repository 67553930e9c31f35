"""Work that is not the student's is named: a server exercise that carries the course's own
reference server in its cell, loaded by an importer of its own, scores 0 for that item with its
reason, in each of six encodings (its docstrings reworded among them), as root and as a normal user; the honest classmate beside
it keeps full marks. Without bubblewrap these tests are skipped, except in CI."""

import ast
import base64
import csv
import io
import marshal
import os
import shutil
import tempfile
import types
import zlib
from pathlib import Path

import nbformat
import pytest
from hostile import MESSAGES, USER_UID, full, grade_as_teacher, honest, with_exercise

from mcpnb.course import PACKAGE_DIR
from mcpnb.texts import say

pytestmark = [pytest.mark.usefixtures("bubblewrap"), pytest.mark.slow]  # every test starts processes

# Lesson 1's reference server and what it needs of the course, by module: packages whose own
# code would reach for the course's data are carried empty.
CARRIED = {"mcpnb": None, "mcpnb.protocol": "protocol/__init__.py",
           "mcpnb.protocol.framing": "protocol/framing.py",
           "mcpnb.protocol.jsonrpc": "protocol/jsonrpc.py", "mcpnb.texts": "texts/__init__.py",
           "mcpnb.texts.en": "texts/en.py", "mcpnb.servers": None,
           "mcpnb.servers.messages": "servers/messages.py"}
PACKAGES = {"mcpnb", "mcpnb.protocol", "mcpnb.texts", "mcpnb.servers"}

# How each encoding turns a module's source into the text the cell holds, and back into code.
ENCODINGS = {
    "text": (repr, "exec(compile(carried, name, 'exec'), module.__dict__)"),
    "base64": (lambda s: repr(base64.b64encode(s.encode()).decode()),
               "exec(base64.b64decode(carried).decode(), module.__dict__)"),
    "zlib": (lambda s: repr(base64.b64encode(zlib.compress(s.encode())).decode()),
             "exec(zlib.decompress(base64.b64decode(carried)).decode(), module.__dict__)"),
    "bytecode": (lambda s: repr(base64.b64encode(marshal.dumps(compile(s, "x", "exec"))).decode()),
                 "exec(marshal.loads(base64.b64decode(carried)), module.__dict__)"),
    "reworded": (lambda s: repr(reworded(s)), "exec(carried, module.__dict__)"),
    "file": (repr, "path = os.path.join(folder, name + '.py')\n"
                   "        open(path, 'w').write(carried)\n"
                   "        spec = importlib.util.spec_from_file_location(name, path)\n"
                   "        spec.loader.exec_module(module)"),
}


def reworded(source):
    """A module's source with every docstring changed, or one added: the same bytecode."""
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            if ast.get_docstring(node, clean=False) is not None:
                node.body[0].value.value += " (mine)"
            else:
                node.body.insert(0, ast.Expr(ast.Constant("mine")))
    return ast.unparse(tree)


def carrying(encoding):
    """A lesson 1 server that is the course's own, its modules carried in `encoding` and loaded
    by a meta path finder of its own."""
    encode, load = ENCODINGS[encoding]
    modules = {name: encode((PACKAGE_DIR / path).read_text() if path else "")
               for name, path in CARRIED.items()}
    table = "{\n" + "".join(f"    {name!r}: {text},\n" for name, text in modules.items()) + "}"
    return (
        "import base64, importlib.abc, importlib.util, marshal, os, sys, tempfile, zlib\n"
        f"MODULES = {table}\n"
        f"PACKAGES = {sorted(PACKAGES)!r}\n"
        "folder = tempfile.mkdtemp()\n"
        "class Carried(importlib.abc.MetaPathFinder, importlib.abc.Loader):\n"
        "    def find_spec(self, name, path, target=None):\n"
        "        if name in MODULES:\n"
        "            return importlib.util.spec_from_loader(name, self, is_package=name in PACKAGES)\n"
        "    def create_module(self, spec):\n"
        "        return None\n"
        "    def exec_module(self, module):\n"
        "        name = module.__name__\n"
        "        carried = MODULES[name]\n"
        f"        {load}\n"
        "sys.meta_path.insert(0, Carried())\n"
        "from mcpnb.servers.messages import respond, serve\n"
        "sys.exit(serve(respond, 'messages'))\n")


def built_from_parts(value):
    """Python source that builds `value` (a code object and its constants) with types.CodeType."""
    if isinstance(value, types.CodeType):
        fields = [value.co_argcount, value.co_posonlyargcount, value.co_kwonlyargcount,
                  value.co_nlocals, value.co_stacksize, value.co_flags, value.co_code,
                  value.co_consts, value.co_names, value.co_varnames, value.co_filename,
                  value.co_name, value.co_qualname, value.co_firstlineno, value.co_linetable,
                  value.co_exceptiontable, value.co_freevars, value.co_cellvars]
        return "types.CodeType(" + ",".join(built_from_parts(f) for f in fields) + ")"
    if isinstance(value, tuple):
        return "(" + "".join(built_from_parts(v) + "," for v in value) + ")"
    if isinstance(value, frozenset):
        return "frozenset([" + ",".join(built_from_parts(v) for v in value) + "])"
    return "Ellipsis" if value is Ellipsis else repr(value)


def built_server():
    """Lesson 1's reference server, its modules' code objects built from their parts and run as
    a class body is run: neither compiles, unmarshals nor execs anything."""
    modules = {name: built_from_parts(compile((PACKAGE_DIR / path).read_text() if path else "",
                                              name, "exec"))
               for name, path in CARRIED.items()}
    table = "{\n" + "".join(f"    {n!r}: (lambda: {c}),\n" for n, c in modules.items()) + "}"
    load = ("code = carried()\n"
            "        class Meta(type):\n"
            "            @classmethod\n"
            "            def __prepare__(m, n, b, **k): return module.__dict__\n"
            "            def __new__(m, n, b, ns, **k): return None\n"
            "        builtins.__build_class__(types.FunctionType(code, module.__dict__), 'm',\n"
            "                                 metaclass=Meta)")
    source = carrying("text").replace("import base64,", "import builtins, types, base64,", 1)
    start, end = source.index("MODULES = {"), source.index("PACKAGES = ")
    source = source[:start] + f"MODULES = {table}\n" + source[end:]
    return source.replace("exec(compile(carried, name, 'exec'), module.__dict__)", load)


@pytest.fixture(scope="module")
def graded():
    """The five carriers and an honest classmate, graded as root, then as a normal user."""
    folder = Path(tempfile.mkdtemp(prefix="mcpnb-teacher-"))
    try:
        class_ = folder / "class"
        for encoding in ENCODINGS:
            (class_ / encoding).mkdir(parents=True)
            nbformat.write(with_exercise(MESSAGES, "fix-server", carrying(encoding)),
                           class_ / encoding / "01-messages.ipynb")
        (class_ / "built").mkdir()
        nbformat.write(with_exercise(MESSAGES, "fix-server", built_server()),
                       class_ / "built" / "01-messages.ipynb")
        (class_ / "honest").mkdir()
        nbformat.write(honest(MESSAGES), class_ / "honest" / "01-messages.ipynb")
        (folder / "out").mkdir()
        (folder / "tmp").mkdir()
        runs = [grade_as_teacher(folder, [class_], 1, folder / "tmp", as_user=False)]
        if os.geteuid() == 0:
            for path in [folder, *folder.rglob("*")]:
                os.chown(path, USER_UID, USER_UID, follow_symlinks=False)
        runs.append(grade_as_teacher(folder, [class_], 2, folder / "tmp", as_user=True))
        books = [{r["student"]: r for r in csv.DictReader(io.StringIO(
            (folder / "out" / f"gradebook-{n}.csv").read_text()))} for n in (1, 2)]
        yield {"runs": runs, "books": books, "gradebook": folder / "out" / "gradebook-1.csv"}
    finally:
        shutil.rmtree(folder, ignore_errors=True)


@pytest.mark.parametrize("n", [0, 1], ids=["root", "user"])
@pytest.mark.parametrize("encoding", list(ENCODINGS))
def test_a_server_carrying_the_reference_server_scores_0_and_its_status_says_why(
        graded, n, encoding):
    row = graded["books"][n][encoding]

    assert graded["runs"][n]["run"].returncode == 0, graded["runs"][n]["run"].stderr
    assert float(row["fix-server"]) == 0.0
    assert say("status.carried", items="fix-server") in row["status"]
    page = next(p for name, p in graded["runs"][n]["pages"].items() if name.startswith(encoding))
    assert "servers/messages.py: " in page and "no points" in page


@pytest.mark.parametrize("n", [0, 1], ids=["root", "user"])
def test_the_honest_classmate_beside_the_carriers_keeps_full_marks(graded, n):
    row = graded["books"][n]["honest"]

    assert (row["total"], row["status"]) == (full(MESSAGES), "ok")


def test_the_class_report_lists_each_carrier_and_the_functions_it_ran_and_no_one_else(graded):
    from mcpnb.review import class_report, page

    report = class_report(graded["gradebook"])
    html = page.report_html(report)

    assert sorted(report.carried["student"]) == sorted(ENCODINGS)
    assert all(any(f.startswith("servers/") or f.startswith("protocol/") for f in functions)
               for functions in report.carried["carried"])
    assert page._e(say("review.carried")) in html and "honest" not in set(report.carried["student"])


@pytest.mark.parametrize("n", [0, 1], ids=["root", "user"])
def test_a_server_that_builds_the_reference_servers_code_from_its_parts_earns_nothing(graded, n):
    row = graded["books"][n]["built"]

    assert float(row["fix-server"]) == 0.0
