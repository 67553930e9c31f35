"""The class report's behaviours, for every lesson's check: each finding in the words the lesson
gives it, with its values (each real client its own behaviour), never a template's `{word}`."""

import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from mcpnb.course import checkers, course
from mcpnb.grade import record
from mcpnb.grade.grading import Graded, ItemGrade
from mcpnb.judge.checks.server import check_server
from mcpnb.review import class_report
from mcpnb.running import inspector
from mcpnb.texts import speaking


def server_item(checker):
    """The lesson and the item of the server exercise a checker judges."""
    return next((lesson, item) for lesson, content in course()["lessons"].items()
                for item, spec in content["items"].items() if spec.get("checker") == checker)


@pytest.fixture(scope="module")
def written(tmp_path_factory):
    """A record of each lesson's reference server, checked as the grader checks it."""
    def checked(checker):
        return checker, check_server(checker, [sys.executable, "-m", f"mcpnb.servers.{checker}"])

    with ThreadPoolExecutor(len(checkers())) as pool:
        reports = dict(pool.map(checked, checkers()))
    graded = []
    for checker, report in reports.items():
        lesson, item = server_item(checker)
        grade = ItemGrade(item, "server", 10.0, 10.0, report)
        graded.append(Graded(Path(f"/class/ann/{lesson}.ipynb"), "ann", lesson, (grade,)))
    gradebook = tmp_path_factory.mktemp("report") / "gradebook.csv"
    record.record_path(gradebook).write_text(record.record_text(graded))
    return gradebook


@pytest.mark.slow
@pytest.mark.parametrize("language", ["en", "es", "de"])
def test_no_behaviour_of_any_lesson_is_named_by_a_template_word_and_each_client_is_its_own(
        written, language):
    with speaking(language):
        behaviours = class_report(written).behaviours

    assert set(behaviours["lesson"]) == set(course()["lessons"])
    assert not [label for label in behaviours["label"] if "{" in label or "}" in label]
    connects = behaviours[behaviours["finding"] == "clients.connects"]
    # the SDK's two clients and, where Node can run it, the Inspector: each a behaviour of its own
    clients = 2 if inspector.unavailable() else 3
    assert len(connects) == len(set(connects["label"])) >= clients


def test_a_finding_failed_in_either_era_is_one_behaviour_said_of_both_eras():
    from mcpnb.review.analysis import _label

    with speaking("es"):
        legacy = _label("tools.bad-cursor", {"seen_in": "the legacy era"})
        both = _label("tools.bad-cursor", {"seen_in": "beide Ären"})

    assert legacy == both and legacy.endswith("(ambas eras)")
