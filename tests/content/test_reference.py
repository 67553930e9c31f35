"""The course's own code known by fingerprint, and the threshold that tells carried code from
code that merely resembles it, measured on code nobody here wrote: the standard library and the
packages a server is written with."""

import importlib.util
import sysconfig
from pathlib import Path

from places import ROOT, STUDENT_SERVERS

from mcpnb.content.reference import carried, fingerprints_of, reference, shown_functions
from mcpnb.course import PACKAGE_DIR, kept_of_editions
from mcpnb.running import audited

# What a lesson's server is written with: the standard library's modules it imports, the SDK
# and the packages the SDK brings.
STDLIB = ("json", "asyncio", "http", "socketserver", "email", "urllib", "logging", "threading.py",
          "dataclasses.py", "typing.py", "enum.py", "selectors.py", "subprocess.py")
PACKAGES = ("mcp", "mcp_types", "anyio", "httpx", "httpcore", "starlette", "uvicorn",
            "sse_starlette", "pydantic", "pydantic_core", "jsonschema")


def sources(root, names):
    for name in names:
        path = root / name
        yield from ([path] if path.is_file() else sorted(path.rglob("*.py")))


def matches(paths):
    """The course's functions the code in `paths` holds, together."""
    found = set()
    for path in paths:
        try:
            found |= fingerprints_of(path.read_text(encoding="utf-8"), str(path))
        except (OSError, UnicodeDecodeError):
            continue
    return found & set(reference())


def test_the_code_a_server_is_written_with_holds_fewer_of_the_courses_functions_than_the_threshold():
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    installed = [Path(importlib.util.find_spec(p).origin).parent for p in PACKAGES
                 if importlib.util.find_spec(p) is not None]

    found = matches(sources(stdlib, STDLIB)) | matches(
        p for folder in installed for p in sorted(folder.rglob("*.py")))

    assert len(installed) >= 8  # the SDK and what it brings are there to be measured
    assert len(found) < audited.THRESHOLD, sorted(reference()[p].where for p in found)


def test_no_server_written_as_a_student_writes_it_holds_any_of_the_courses_functions():
    assert matches(sorted(STUDENT_SERVERS.glob("*.py"))) == set()


def test_each_reference_server_alone_passes_the_threshold_and_with_what_it_needs_many_times():
    needs = [*sorted((PACKAGE_DIR / "protocol").glob("*.py")), PACKAGE_DIR / "texts" / "__init__.py"]
    for server in sorted((PACKAGE_DIR / "servers").glob("[a-z]*.py")):
        assert len(matches([server])) >= audited.THRESHOLD, server.name
        assert len(matches([server, *needs])) >= 10 * audited.THRESHOLD, server.name


def test_what_a_lesson_shows_is_no_ones_secret_and_the_grader_keeps_it_by_name(tmp_path):
    import inspect

    import nbformat

    from mcpnb.servers import messages

    kept = kept_of_editions()["shown"]
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(
        inspect.getsource(messages))])  # a lesson that shows a whole reference server
    nbformat.write(notebook, tmp_path / "lesson.ipynb")
    shown = shown_functions([tmp_path])

    assert "servers/messages.py: respond" in shown  # its name, the same in every Python
    assert {name.split(":")[0] for name in shown} == {"servers/messages.py"}
    assert "servers/messages.py: respond" in {f.where for f in reference().values()}
    assert shown_functions([ROOT / "notebooks", ROOT / "solutions", ROOT / "lessons"]) == kept


def test_the_hooks_word_counts_only_at_the_threshold_and_only_for_the_courses_functions():
    prints = sorted(reference())[: audited.THRESHOLD]
    where = sorted(reference()[p].where for p in prints)

    assert carried([f"reference 3 {' '.join(prints)}"]) == tuple(where)
    assert carried([f"reference 2 {' '.join(prints[:2])}"]) == ()
    assert carried([f"reference 3 {' '.join(prints[:2])} 0123456789abcdef"]) == ()
    assert carried(["nonsense", "reference", ""]) == ()


# Everyday idioms an honest student writes that are, line for line, a few of the course's own
# functions (a hostile reader found them): too short to tell their author.
IDIOMS = '''
class Versions(list):
    def __init__(self, supported):
        super().__init__(supported)
class Server(Handler):
    def __init__(self):
        super().__init__(SUPPORTED_VERSIONS)
    def do_POST(self):
        self._serve()
def same(a, b):
    return isinstance(a, str) and a == b
'''


def test_everyday_idioms_that_are_a_few_of_the_courses_short_functions_count_for_nothing():
    assert fingerprints_of(IDIOMS) & set(reference()) == set()
