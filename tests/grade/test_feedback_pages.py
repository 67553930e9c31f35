"""`mcpnb grade --feedback`: every student gets a page of their own, whatever the class hands in.

The rows are built here as grading makes them (`Graded`, `ItemGrade`, a `TableVerdict` holding
the student's answer), so no kernel runs; the command runs for real with only `batch.grade`,
the part that runs notebooks, swapped for one that returns these rows.
"""

import hashlib
import html
import os
import subprocess
import sys
from pathlib import Path

import pytest
from places import ROOT, finished

from mcpnb import texts
from mcpnb.cli import main
from mcpnb.grade import batch, grading
from mcpnb.grade.grading import Graded, ItemGrade
from mcpnb.grade.views import feedback_html, page_names, write_feedback
from mcpnb.judge.tables.verdict import SHOWN_CHARS, CellVerdict, Mark, TableVerdict, shown
from mcpnb.texts import later

LESSON, TABLE = "02-handshake", "version-table"
ELLIPSIS = "\u2026"
# Rendering one page takes milliseconds; this is room for a loaded machine starting Python.
RENDER_SECONDS = 60


def answered(student, answer, *, root=Path("/class"), lesson=LESSON):
    """A graded submission whose one table cell holds `answer`, marked wrong."""
    verdict = TableVerdict(TABLE, "Versions", ("asked",), ("reply",), (("2025-06-18",),),
                           ((CellVerdict(Mark.WRONG, answer, "Which version does it answer?"),),))
    item = ItemGrade(TABLE, TABLE, 6.0, 0.0, verdict)
    return Graded(root / student / f"{LESSON}.ipynb", student, lesson, (item,), language="en",
                  place=f"{student}/{LESSON}.ipynb")


def title_of(page):
    return page.split("<title>", 1)[1].split("</title>", 1)[0]


# --- 1. a page of one's own ---------------------------------------------------------------------


def test_folders_that_read_alike_once_made_safe_each_get_their_own_page(tmp_path):
    students = ["f1 x", "f1_x", "=1+1", "+1+1"]
    graded = [answered(s, f"answer of {s}", root=tmp_path / "class") for s in students]

    pages = write_feedback(graded, tmp_path / "feedback")

    assert len(set(page_names(graded))) == 4
    assert sorted(pages.written) == sorted((tmp_path / "feedback").iterdir())
    for student, page in zip(students, pages.written, strict=True):
        text = page.read_text(encoding="utf-8")
        assert student in title_of(text) and f"answer of {student}" in text


def test_page_names_differ_even_on_a_file_system_that_ignores_case():
    graded = [answered(s, 1) for s in ("Ann", "ann", "ANN")]

    names = page_names(graded)

    assert len({name.casefold() for name in names}) == 3


def test_the_same_class_graded_again_gets_the_same_names_whatever_else_is_in_it():
    ann, bo, cy = (answered(s, 1) for s in ("ann", "bo", "cy"))

    first = page_names([ann, bo, cy])
    again = page_names([answered("ann", 2), answered("bo", 3), answered("cy", 4)])
    fewer = page_names([cy, ann])

    assert first == again
    assert fewer == [first[2], first[0]]


def test_a_submission_listed_twice_gets_two_names_and_two_pages(tmp_path):
    ann = answered("ann", 1)

    names = page_names([ann, ann])
    pages = write_feedback([ann, ann], tmp_path)

    assert names[0] != names[1] and names[1] == names[0].replace(".html", "-2.html")
    assert len(pages.written) == len(list(tmp_path.iterdir())) == 2


def test_a_page_name_reads_as_its_student_and_lesson_and_stays_short():
    long_name = "\u5b66" * 300  # a folder name of 900 bytes, more than a file name may hold
    cases = {"José García": "José_García.02-handshake.", ".hidden": "hidden.02-handshake."}

    names = page_names([answered(s, 1) for s in [*cases, long_name]])

    for name, start in zip(names, cases.values(), strict=False):
        assert name.startswith(start) and name.endswith(".html")
    assert names[-1].startswith("\u5b66" * 20)
    assert all(len(name.encode()) <= 200 for name in names)


def test_a_page_is_its_students_lesson_whatever_the_file_is_called_and_a_file_of_no_lesson_its_own():
    renamed = Graded(Path("/class/ann/copy of lesson.ipynb"), "ann", LESSON, place="ann/copy of lesson.ipynb")
    final = Graded(Path("/tmp/mcpnb-download-1/ann_final.ipynb"), "ann", LESSON, place="ann_final.ipynb")
    unread = Graded(Path("/class/bo/lesson 2.ipynb"), "bo", None, problems=(later("status.not-a-notebook"),),
                    place="bo/lesson 2.ipynb")

    names = page_names([renamed, unread, final])

    assert names[0].startswith("ann.02-handshake.") and "copy" not in names[0]
    assert page_names([final]) == page_names([renamed])  # the draft's page is the final's
    assert names[1].startswith("bo.lesson_2.")


# --- 2. any answer renders, and one page's failure is that page's only ------------------------


def test_a_huge_int_answer_shows_its_first_digits_and_an_ellipsis():
    huge = 10**5000 - 1  # 5,000 nines: more digits than Python turns into text

    page = feedback_html(answered("ann", [huge]))

    assert "[" + "9" * (SHOWN_CHARS - 1) + ELLIPSIS in page
    assert "9" * (SHOWN_CHARS + 1) not in page


def test_a_deeply_nested_list_and_a_huge_string_show_their_beginnings():
    deep: list = []
    for _ in range(100_000):
        deep = [deep]
    huge = "x" * 10_000_000

    deep_page = feedback_html(answered("ann", deep))
    huge_page = feedback_html(answered("ann", huge))

    assert "[" * SHOWN_CHARS + ELLIPSIS in deep_page
    assert html.escape("'" + "x" * (SHOWN_CHARS - 1)) + ELLIPSIS in huge_page
    assert len(huge_page) < 10 * SHOWN_CHARS + len(feedback_html(answered("ann", "x")))


@pytest.mark.parametrize("value", [
    0, -7, 1.5, True, None, "it's", 'say "hi"', "\u00e9\n\ud800", b"\x00ab", (), ("one",),
    (1, 2), [], [[1], {"id": 1, "result": {}}], {}, {(1, 2): [None]}, set(), frozenset(),
    {3, 1, 2}, frozenset({2, 1}), 2**1000, -(10**300),
], ids=lambda value: repr(value)[:24])
def test_a_short_answer_looks_just_as_python_writes_it(value):
    assert shown(value) == repr(value)


@pytest.mark.parametrize("number", [10**550 + 7, -(7**1500), 7**6000, -(3**90_000)],
                         ids=["551 digits", "1268 negative", "5071 digits", "42942 negative"])
def test_a_long_int_shows_exactly_its_first_digits(number):
    limit = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)  # to write the whole number here, as `shown` never does
    try:
        whole = repr(number)
    finally:
        sys.set_int_max_str_digits(limit)

    assert shown(number) == whole[:SHOWN_CHARS] + ELLIPSIS


def test_a_value_whose_repr_fails_shows_its_type_instead():
    class Proud:
        def __repr__(self):
            raise RuntimeError("never shown")

    assert shown([Proud()]) == "[<Proud object>]"


@pytest.mark.slow
def test_the_same_grade_gives_the_same_page_in_every_process():
    # A set of words is ordered by the words' hashes, which change with each process's seed.
    script = (
        "import hashlib, sys; sys.path[:0] = [f'{sys.argv[1]}/tests', f'{sys.argv[1]}/tests/grade']\n"
        "from test_feedback_pages import answered\n"
        "from mcpnb.grade.views import feedback_html\n"
        "page = feedback_html(answered('ann', {'alpha', 'beta', 'gamma', 'delta', 'epsilon'}))\n"
        "print(hashlib.sha256(page.encode()).hexdigest())\n"
    )
    root = str(ROOT)
    digests = {
        subprocess.run([sys.executable, "-c", script, root], capture_output=True, text=True,
                       check=True, timeout=RENDER_SECONDS, env={**os.environ, "PYTHONHASHSEED": seed}).stdout
        for seed in ("1", "2", "3", "4")
    }
    here = feedback_html(answered("ann", {"alpha", "beta", "gamma", "delta", "epsilon"}))

    assert digests == {hashlib.sha256(here.encode()).hexdigest() + "\n"}


def test_one_page_that_fails_costs_only_that_page_and_says_why(tmp_path):
    huge = answered("ann", 10**5000, root=tmp_path)
    gone = answered("bo", 1, root=tmp_path, lesson="99-gone")  # graded by another course
    squatted = answered("cy", 1, root=tmp_path)
    fine = answered("dee", 1, root=tmp_path)
    folder = tmp_path / "feedback"
    (folder / page_names([huge, gone, squatted, fine])[2]).mkdir(parents=True)

    pages = write_feedback([huge, gone, squatted, fine], folder)

    assert [p.name for p in pages.written] == [page_names([huge])[0], page_names([fine])[0]]
    assert all(p.is_file() for p in pages.written)
    assert [(path, why.split(":")[0]) for path, why in pages.failed] == [
        (str(gone.path), "KeyError"), (str(squatted.path), "IsADirectoryError")]


def test_a_folder_named_in_bytes_that_are_not_utf8_still_gets_its_page(tmp_path):
    student = b"ann\xff".decode("utf-8", "surrogateescape")  # as Python reads such a folder

    pages = write_feedback([answered(student, 1, root=tmp_path)], tmp_path / "feedback")

    assert pages.failed == () and "ann\\udcff" in title_of(pages.written[0].read_text())


# --- 3. the command says how many pages it wrote, and which it did not -------------------------


@pytest.fixture
def class_of_three(tmp_path, monkeypatch):
    """The command's folders, with `grade` returning three rows: one's page is in the way."""
    rows = [answered(s, 10**5000, root=tmp_path / "class") for s in ("ann", "bo", "cy")]
    feedback = tmp_path / "feedback"
    (feedback / page_names(rows)[1]).mkdir(parents=True)
    monkeypatch.setattr(batch, "grade", lambda paths, keep, **how: [keep(r) for r in rows] and [])
    monkeypatch.setattr(texts, "_process", [])  # `--lang` sets the process's language
    for row in rows:
        row.path.parent.mkdir(parents=True, exist_ok=True)
        row.path.write_text("{}")
    args = ["grade", *(str(r.path) for r in rows), "--out", str(tmp_path / "gradebook.csv"),
            "--feedback", str(feedback), "--no-sandbox"]
    return args, rows, feedback


def test_the_command_counts_only_the_pages_it_wrote_and_names_the_one_it_did_not(
        class_of_three, capsys):
    args, rows, feedback = class_of_three

    main([*args, "--lang", "en"])

    out, err = capsys.readouterr()
    assert out.splitlines()[-1] == (
        f"2 feedback pages in {feedback}; not written: 1 (see above for why)")
    assert f"mcpnb grade: no feedback page for {rows[1].place}: IsADirectoryError" in err
    assert len([p for p in feedback.iterdir() if p.is_file()]) == 2


@pytest.mark.parametrize(("code", "summary"), [
    ("es", "2 páginas de comentarios en {folder}; sin escribir: 1 (el porqué, arriba)"),
    ("de", "2 Rückmeldeseiten in {folder}; nicht geschrieben: 1 (warum, steht oben)"),
])
def test_the_command_says_so_in_spanish_and_german_too(class_of_three, capsys, code, summary):
    args, rows, feedback = class_of_three

    main([*args, "--lang", code])

    out, err = capsys.readouterr()
    assert out.splitlines()[-1] == summary.format(folder=feedback)
    assert rows[1].place in err and "feedback page for" not in err


def test_a_class_whose_pages_are_all_written_hears_no_failure(tmp_path, monkeypatch, capsys):
    rows = [answered(s, 1, root=tmp_path / "class") for s in ("f1 x", "f1_x")]
    monkeypatch.setattr(batch, "grade", lambda paths, keep, **how: [keep(r) for r in rows] and [])
    monkeypatch.setattr(texts, "_process", [])

    (tmp_path / "x.ipynb").write_text("{}")
    main(["grade", str(tmp_path / "x.ipynb"), "--out", str(tmp_path / "gradebook.csv"),
          "--feedback", str(tmp_path / "feedback"), "--no-sandbox", "--lang", "en"])

    assert capsys.readouterr().out.splitlines()[-1] == (
        f"2 feedback pages in {tmp_path / 'feedback'}")
    assert len(list((tmp_path / "feedback").iterdir())) == 2


def test_a_page_says_which_other_cells_answering_an_item_were_not_graded():
    graded = answered("ann", "2025-06-18")
    item = graded.items[0]
    noted = Graded(graded.path, "ann", LESSON,
                   (ItemGrade(item.item, item.kind, 6.0, 0.0, item.verdict, ignored=(7, 9)),),
                   language="en")

    note = html.escape(texts.say("feedback.ignored", cells="7, 9"))

    assert note in feedback_html(noted) and "(cells 7, 9)" in note
    assert "feedback.ignored" not in note and note not in feedback_html(graded)


@pytest.mark.slow
def test_the_grader_carries_the_ignored_copies_of_an_answer_to_its_item_grade():
    import nbformat

    from mcpnb.grade.submission import answers_of

    notebook = finished("01-messages")
    at = next(i for i, c in enumerate(notebook.cells)
              if c.metadata.get("mcpnb", {}).get("item") == "buffer-table")
    copy = nbformat.from_dict(notebook.cells[at])
    notebook.cells.insert(at + 2, copy)  # below its check: the check never saw it
    submission = answers_of(notebook)

    grades = grading.grade_answers("01-messages", submission, grading.Grading(limits=None))

    assert {g.item: g.ignored for g in grades}["buffer-table"] == submission.ignored["buffer-table"]
    assert submission.ignored["buffer-table"] == (at + 3,)


@pytest.mark.parametrize("language", ["en", "es", "de"])
def test_a_page_says_the_language_it_is_written_in(language):
    graded = answered("ann", "2025-06-18")

    page = feedback_html(Graded(graded.path, "ann", LESSON, graded.items, language=language))

    assert page.startswith(f"<!DOCTYPE html>\n<html lang='{language}'>")


@pytest.mark.parametrize("language", ["en", "es", "de"])
def test_a_page_titles_its_lesson_in_the_language_the_page_is_written_in(language):
    graded = answered("ann", "2025-06-18")

    page = feedback_html(Graded(graded.path, "ann", LESSON, graded.items, language=language))

    lesson = texts.catalogue(language)["lesson.title"][LESSON]
    assert title_of(page).startswith(html.escape(lesson, quote=True))
    others = [texts.catalogue(code)["lesson.title"][LESSON] for code in texts.LANGUAGES
              if code != language]
    assert not any(html.escape(other, quote=True) in page for other in others)


def test_a_failing_behaviour_with_no_hint_shows_no_empty_hint_label():
    from mcpnb.grade.feedback import _findings_html
    from mcpnb.judge.report import Finding, Report, Verdict

    told = Finding("http.modern-list", Verdict.FAILED, told="Your server raised the error above.")
    again = Finding("http.modern-list", Verdict.FAILED, told="")  # told in the row above

    page = _findings_html(Report("http", (told, again)))

    assert page.count("class='hint'") == 1 and "Your server raised the error above." in page
