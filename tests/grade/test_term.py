"""The term's database (`mcpnb.term`) and its views: a regrade touches only the rows of the files
it grades, a row not graded to its end never replaces a graded one, overrides and exports go by
the exact name, one grader holds the term at a time, and a gradebook written before the
database is imported with nothing lost. The rows are built as grading makes them, so no kernel
runs; `test_regrade_attacks.py` runs the real command."""

import json
import sqlite3
import zipfile
from dataclasses import replace
from pathlib import Path

import pytest

from mcpnb import term as term_module
from mcpnb.cli import main
from mcpnb.course import course
from mcpnb.grade import batch, overrides, views
from mcpnb.grade.grading import Graded, ItemGrade
from mcpnb.grade.kept import kept
from mcpnb.records import record_path
from mcpnb.term import Override, Term, TermError
from mcpnb.texts import later

MESSAGES, HANDSHAKE = "01-messages", "02-handshake"


def graded(student, lesson=MESSAGES, score=1.0, *, place=None, problems=()):
    """A graded submission of `lesson` whose every item earned `score` (at most its points)."""
    items = tuple(ItemGrade(item, spec["kind"], float(spec["points"]),
                            min(score, float(spec["points"])))
                  for item, spec in course()["lessons"][lesson]["items"].items()) if lesson else ()
    return Graded(Path(f"/tmp/unpacked/{student}/{lesson or 'x'}.ipynb"), student, lesson, items,
                  problems, ran=not problems, language="en",
                  place=place or f"{student}/{lesson or 'x'}.ipynb")


def term_of(tmp_path, *rows):
    term = Term.open(tmp_path / "gradebook.csv")
    for row in rows:
        term.commit(kept(row))
    return term


def current(term):
    return [(r.student, r.lesson, r.place, r.total, r.status_code) for r in term.rows()]


# --- a regrade touches only what it grades ------------------------------------------------------


def test_a_row_replaces_only_its_students_row_of_the_same_lesson(tmp_path):
    term = term_of(tmp_path, graded("ann", MESSAGES, 1), graded("ann", HANDSHAKE, 1),
                   graded("bo", MESSAGES, 1))

    term.commit(kept(graded("ann", HANDSHAKE, 2)))

    assert current(term) == [("ann", MESSAGES, f"ann/{MESSAGES}.ipynb", 6.0, "ok"),
                             ("ann", HANDSHAKE, f"ann/{HANDSHAKE}.ipynb", 10.0, "ok"),
                             ("bo", MESSAGES, f"bo/{MESSAGES}.ipynb", 6.0, "ok")]


def test_a_file_of_no_lesson_is_a_row_of_its_place_until_that_file_reads_as_a_lesson(tmp_path):
    broken = graded("ann", None, place="ann/notes.ipynb",
                    problems=(later("status.not-a-notebook"),))
    term = term_of(tmp_path, graded("ann"), broken)

    term.commit(kept(graded("ann", None, place="ann/other.ipynb",
                            problems=(later("status.not-a-notebook"),))))
    term.commit(kept(broken))

    assert [(s, lesson, place) for s, lesson, place, *_ in current(term)] == [
        ("ann", MESSAGES, f"ann/{MESSAGES}.ipynb"), ("ann", "", "ann/notes.ipynb"),
        ("ann", "", "ann/other.ipynb")]
    term.commit(kept(graded("ann", HANDSHAKE, place="ann/notes.ipynb")))  # a notebook now
    assert [(s, lesson, place) for s, lesson, place, *_ in current(term)] == [
        ("ann", MESSAGES, f"ann/{MESSAGES}.ipynb"), ("ann", HANDSHAKE, "ann/notes.ipynb"),
        ("ann", "", "ann/other.ipynb")]


def test_a_row_not_graded_to_its_end_never_replaces_a_graded_one_and_stands_where_none_is(
        tmp_path):
    term = term_of(tmp_path, graded("ann", MESSAGES, 1))
    for why in ("status.interrupted", "status.scheduler-lost", "status.workers-died"):
        stopped = Graded(Path("/x"), "ann", MESSAGES, problems=(later(why),), place="ann/x")

        assert term.commit(kept(stopped)).id is None
    assert term.commit(kept(Graded(Path("/x"), "bo", MESSAGES, place="bo/x",
                                   problems=(later("status.interrupted"),)))).id is not None

    assert current(term) == [("ann", MESSAGES, f"ann/{MESSAGES}.ipynb", 6.0, "ok"),
                             ("bo", MESSAGES, "bo/x", 0.0, "interrupted")]


def test_a_replaced_or_withdrawn_row_stays_in_the_database_and_its_very_file_withdrawn(tmp_path):
    term = term_of(tmp_path, graded("ann", MESSAGES, 1))
    term.commit(replace(kept(graded("ann", MESSAGES, 2)), digest="the-same-bytes"))

    taken = term.withdraw("ann", MESSAGES, "", "handed in by mistake")

    assert taken is not None and current(term) == []
    found = term.connection.execute(
        "SELECT current, replaced_by IS NOT NULL, withdrawn FROM submissions ORDER BY id").fetchall()
    assert found == [(0, 1, None), (0, 0, "handed in by mistake")]
    assert term.withdraw("ann", MESSAGES, "", "again") is None
    again = term.commit(replace(kept(graded("ann", MESSAGES, 2)), digest="the-same-bytes"))
    assert (again.id, again.withdrawn, current(term)) == (None, "handed in by mistake", [])
    other = kept(graded("ann", MESSAGES, 3))
    assert term.commit(replace(other, digest="another")).id is not None  # a file of hers


def test_a_name_of_bytes_that_are_not_utf8_is_kept_exactly_and_apart_from_its_escape(tmp_path):
    odd, written = b"ann\xff".decode("utf-8", "surrogateescape"), "ann\\udcff"

    term = term_of(tmp_path, graded(odd, MESSAGES, 1), graded(written, MESSAGES, 2))

    assert [r.student for r in term.rows()] == sorted([odd, written])
    assert term.students() == {odd, written}


# --- overrides, by the exact name ---------------------------------------------------------------


def test_overrides_stand_until_a_file_changes_them_and_each_change_is_kept(tmp_path):
    term = term_of(tmp_path, graded("ann", MESSAGES, 1))
    oral = Override("ann", MESSAGES, "fix-server", 4.0, "oral exam")

    first = term.set_overrides([oral], "overrides.csv")
    term.commit(kept(graded("ann", MESSAGES, 2)))  # a regrade keeps the mark changed by hand
    kept_row = term.rows()[0]
    second = term.set_overrides([Override("ann", MESSAGES, "fix-server", 5.0, "oral exam")],
                                "overrides.csv")
    third = term.set_overrides([], "overrides.csv")

    assert (first.added, second.changed, third.withdrawn) == (
        (oral,), (Override("ann", MESSAGES, "fix-server", 5.0, "oral exam"),),
        (Override("ann", MESSAGES, "fix-server", 5.0, "oral exam"),))
    fix = next(m for m in kept_row.marks if m.item == "fix-server")
    assert (fix.score, fix.changed) == (4.0, ("oral exam", 2.0))
    assert term.overrides() == [] and term.connection.execute(
        "SELECT count(*) FROM overrides WHERE withdrawn_at IS NOT NULL").fetchone() == (2,)


def test_an_override_names_its_student_exactly_and_one_the_term_lacks_is_an_error(tmp_path):
    path = tmp_path / "overrides.csv"
    path.write_text("student,lesson,item,points,reason\nann ,01-messages,fix-server,4,oral\n")
    lines = overrides.read_lines(path)

    assert lines[0].override.student == "ann "  # never stripped: "ann " is not "ann"
    with pytest.raises(overrides.OverrideError,
                       match=r"line 2: no student 'ann ' in this term.*the term has 'ann'"):
        overrides.resolved(path, lines, {"ann", "bo"})
    assert overrides.resolved(path, lines, {"ann ", "ann"}) == lines  # her folder's name


def test_an_override_for_a_folder_ending_in_a_space_changes_her_mark_never_her_classmates(
        tmp_path, monkeypatch, capsys):
    term_of(tmp_path, graded("ann", MESSAGES, 1), graded("ann ", MESSAGES, 1)).close()
    monkeypatch.setattr(batch, "grade", lambda paths, keep, **how: [])  # her classmate's files
    path = tmp_path / "overrides.csv"
    path.write_text("student,lesson,item,points,reason\nann ,01-messages,fix-server,4,oral\n")
    out = tmp_path / "gradebook.csv"

    (tmp_path / "x.ipynb").write_text("{}")
    assert main(["grade", str(tmp_path / "x.ipynb"), "--out", str(out), "--overrides", str(path),
                 "--no-sandbox", "--lang", "en"]) == 0

    totals = {r.student: r.total for r in Term.open(out).rows()}
    assert totals == {"ann": 6.0, "ann ": 9.0}


def test_an_override_naming_no_student_of_the_term_stops_the_grading_before_it_begins(
        tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(batch, "grade", lambda *a, **k: pytest.fail("graded all the same"))
    path = tmp_path / "overrides.csv"
    path.write_text("student,lesson,item,points,reason\nzed,01-messages,fix-server,4,oral\n")

    (tmp_path / "x.ipynb").write_text("{}")
    status = main(["grade", str(tmp_path / "x.ipynb"), "--out", str(tmp_path / "g.csv"), "--overrides",
                   str(path), "--no-sandbox"])

    assert status == 2 and "line 2: no student 'zed' in this term" in capsys.readouterr().err


# --- one grader at a time -----------------------------------------------------------------------


def test_a_second_grader_waits_saying_for_whom_and_refuses_after_its_bound(tmp_path):
    first, second = Term.open(tmp_path / "g.csv"), Term.open(tmp_path / "g.csv")
    heard = []

    with first.holding(["grade", "class", "--only", "ann"]), pytest.raises(
            TermError, match="still running after 0.3 s"), second.holding(
                ["grade", "late"], wait=0.3, waiting=heard.append):
        pytest.fail("held the term twice")

    assert len(heard) == 1 and "mcpnb grade class --only ann" in heard[0]
    with second.holding(["grade", "late"], wait=0.3):
        pass
    assert [r.outcome for r in second.runs()] == ["ok", "ok"]


def test_a_run_that_never_said_how_it_ended_is_marked_killed_by_the_next(tmp_path):
    term = Term.open(tmp_path / "g.csv")
    term.connection.execute("INSERT INTO runs (arguments, user, pid, build, started, outcome) "
                            "VALUES ('[]', 'x', 1, '', 0, 'running')")

    with term.holding(["grade"]) as holding:
        holding.outcome = "interrupted"

    assert [r.outcome for r in term.runs()] == ["killed", "interrupted"]


def test_a_database_of_a_later_mcpnb_or_no_database_at_all_is_refused_in_one_line(tmp_path):
    later_one = sqlite3.connect(tmp_path / "g.sqlite")
    later_one.execute(f"PRAGMA user_version = {term_module.VERSION + 1}")
    later_one.close()
    (tmp_path / "n.sqlite").write_text("not a database")

    with pytest.raises(TermError, match="written by a later mcpnb"):
        Term.open(tmp_path / "g.csv")
    with pytest.raises(TermError, match="cannot use .* as the term's database"):
        Term.open(tmp_path / "n.csv")
    with pytest.raises(TermError, match="is no gradebook of `mcpnb grade`"):
        Term.open(tmp_path / "none.csv", create=False)


# --- the views ----------------------------------------------------------------------------------


def test_the_views_of_the_term_are_the_views_of_its_rows_and_an_override_shows_in_each(tmp_path):
    term = term_of(tmp_path, graded("ann", MESSAGES, 1), graded("bo", MESSAGES, 2))
    term.set_overrides([Override("bo", MESSAGES, "fix-server", 0.0, "copied")], "o.csv")
    out = tmp_path / "gradebook.csv"

    views.write_views(term, out, tmp_path / "pages")

    rows = out.read_text().splitlines()
    assert rows[1].startswith("ann,") and ",6,48,ok,ok" in rows[1]
    assert ",10,48,changed by hand: fix-server (2 \u2192 0: copied),ok;overridden" in rows[2]
    record = [json.loads(line) for line in record_path(out).read_text().splitlines()]
    assert [r["override"] for r in record if "override" in r] == [
        {"graded": 2.0, "reason": "copied"}]
    assert "changed by your teacher: copied" in next(
        (tmp_path / "pages").glob("bo.*")).read_text()


def test_a_page_whose_row_did_not_change_is_not_written_again_and_one_no_row_owns_is_removed(
        tmp_path):
    term = term_of(tmp_path, graded("ann", MESSAGES, 1), graded("bo", MESSAGES, 1))
    out, pages = tmp_path / "gradebook.csv", tmp_path / "pages"
    views.write_views(term, out, pages)
    before = {p.name: p.stat().st_mtime_ns for p in pages.iterdir()}
    (pages / ".ann.01-messages.x.html.abcd_123").write_text("left by a killed run")

    term.commit(kept(graded("bo", MESSAGES, 2)))
    term.withdraw("ann", MESSAGES, "", "mistake")
    views.write_views(term, out, pages)

    after = {p.name: p.stat().st_mtime_ns for p in pages.iterdir()}
    assert list(after) == [n for n in before if n.startswith("bo.")]
    assert after != {n: t for n, t in before.items() if n.startswith("bo.")}  # bo's rewritten


# --- a gradebook written before the term had a database ----------------------------------------


def test_a_gradebook_and_record_written_before_the_database_are_imported_with_nothing_lost(
        tmp_path):
    from mcpnb.grade import record as record_module

    # as an mcpnb before the database wrote a mark changed by hand: in the row itself
    bo = graded("bo", MESSAGES, 2)
    bo = replace(bo, items=tuple(replace(i, score=0.0, changed=("copied", i.score))
                                 if i.item == "fix-server" else i for i in bo.items))
    rows = [graded("=ann", MESSAGES, 1), bo,
            graded("bo", None, place="bo/x", problems=(later("status.not-a-notebook"),))]
    out = tmp_path / "gradebook.csv"
    out.write_text(views.gradebook_csv(rows))
    record_path(out).write_text(record_module.record_text(rows))
    before = out.read_bytes(), record_path(out).read_bytes()

    term = Term.open(out)
    views.write_views(term, tmp_path / "again.csv", None)

    assert term.imported == 3 and [r.student for r in term.rows()] == ["=ann", "bo", "bo"]
    assert term.overrides() == [Override("bo", MESSAGES, "fix-server", 0.0, "copied")]
    said = "changed by hand: fix-server (2 \u2192 0: copied)".encode()  # what the term says now
    assert (tmp_path / "again.csv").read_bytes() == before[0].replace(
        b",10,48,ok,ok", b",10,48," + said + b",ok;overridden")
    assert record_path(tmp_path / "again.csv").read_bytes() == before[1].replace(
        b'"status_code": "ok", "student": "bo"', b'"status_code": "ok;overridden", "student": "bo"')


def test_a_gradebook_without_its_record_is_imported_from_what_it_holds(tmp_path):
    out = tmp_path / "gradebook.csv"
    out.write_text(views.gradebook_csv([graded("=ann", MESSAGES, 1)]))

    rows = Term.open(out).rows()

    assert [(r.student, r.lesson, r.total) for r in rows] == [("=ann", MESSAGES, 6.0)]


# --- what the teacher is told, and what she may do without grading ------------------------------


def grading_returns(monkeypatch, *rows):
    """`batch.grade` swapped for one that hands the command these rows as if it graded them."""
    monkeypatch.setattr(batch, "grade", lambda paths, keep, **how: [keep(r) for r in rows] and [])


def a_file(tmp_path):
    (tmp_path / "x.ipynb").write_text("{}")
    return str(tmp_path / "x.ipynb")


def test_an_overrides_file_alone_is_applied_and_the_views_written_without_grading_anything(
        tmp_path, capsys):
    out = tmp_path / "gradebook.csv"
    views.write_views(term_of(tmp_path, graded("ann", MESSAGES, 1)), out, None)
    path = tmp_path / "overrides.csv"
    path.write_text("student,lesson,item,points,reason\nann,01-messages,fix-server,4,oral\n")

    assert main(["grade", "--out", str(out), "--overrides", str(path), "--lang", "en"]) == 0

    assert ",9,48,changed by hand: fix-server (1 \u2192 4: oral),ok;overridden" in \
        out.read_text().splitlines()[1]
    record_path(out).unlink()  # the term's views written again, with nothing to grade or apply
    assert main(["grade", "--out", str(out)]) == 0 and record_path(out).is_file()
    assert main(["grade", "--out", str(tmp_path / "none.csv")]) == 2  # no term, nothing to do
    assert "name the notebooks" in capsys.readouterr().err


def test_two_lines_of_an_overrides_file_that_change_one_mark_are_refused(tmp_path):
    path = tmp_path / "overrides.csv"
    path.write_text("student,lesson,item,points,reason\nann,01-messages,fix-server,8,a\n"
                    "bo,01-messages,fix-server,2,b\nann,01-messages,fix-server,2,c\n")

    with pytest.raises(overrides.OverrideError, match="line 4: changes the mark line 2 changes"):
        overrides.read_lines(path)


def test_a_mark_changed_on_a_notebook_that_stopped_is_exported_as_the_teacher_set_it(tmp_path):
    from mcpnb.review import export

    stopped = graded("ann", MESSAGES, 1, problems=(later("status.timeout-somewhere", seconds=60),))
    term = term_of(tmp_path, stopped, graded("bo", MESSAGES, 0,
                                            problems=(later("status.error", error="E", cell=3),)))
    term.set_overrides([Override("ann", MESSAGES, "fix-server", 9.0, "checked by hand")], "o.csv")
    roster = tmp_path / "roster.csv"
    roster.write_text("Email address\nann\nbo\n")

    done = export.export(tmp_path / "gradebook.csv", "moodle", roster, maximum=48)

    assert done.text.splitlines()[1:] == ["ann,14"]
    assert [who for who, _, _ in done.stopped] == ["bo"]


def test_a_mark_changed_by_hand_is_said_in_every_view_and_an_ok_row_stays_ok(tmp_path):
    import csv

    from mcpnb.review import class_report, export

    term = term_of(tmp_path, graded("ann", MESSAGES, 1), graded("bo", MESSAGES, 1))
    term.set_overrides([Override("ann", MESSAGES, "fix-server", 5.0, "oral exam")], "o.csv")
    views.write_views(term, tmp_path / "gradebook.csv", None)
    roster = tmp_path / "roster.csv"
    roster.write_text("Email address\nann\nbo\n")

    rows = {r["student"]: r for r in csv.DictReader((tmp_path / "gradebook.csv").open())}
    report = class_report(tmp_path / "gradebook.csv")
    done = export.export(tmp_path / "gradebook.csv", "moodle", roster, maximum=48)

    assert (rows["ann"]["status_code"], rows["bo"]["status_code"]) == ("ok;overridden", "ok")
    assert "changed by hand: fix-server (1 \u2192 5: oral exam)" in rows["ann"]["status"]
    assert report.overridden[["student", "item", "graded", "score", "reason"]].values.tolist() == [
        ["ann", "fix-server", 1.0, 5.0, "oral exam"]]
    assert done.overridden == (("ann", MESSAGES, "fix-server"),)


def test_the_teacher_is_told_of_a_withdrawn_file_come_back_and_a_change_standing_on_a_new_file(
        tmp_path, monkeypatch, capsys):
    term = term_of(tmp_path)
    term.commit(replace(kept(graded("ann", MESSAGES, 1)), digest="old"))
    term.commit(replace(kept(graded("bo", MESSAGES, 1)), digest="mistake"))
    term.withdraw("bo", MESSAGES, "", "wrong file")
    term.set_overrides([Override("ann", MESSAGES, "fix-server", 8.0, "oral exam")], "o.csv")
    term.close()
    grading_returns(monkeypatch, replace(graded("ann", MESSAGES, 2), digest="new"),
                    replace(graded("bo", MESSAGES, 2), digest="mistake"))

    assert main(["grade", a_file(tmp_path), "--out", str(tmp_path / "gradebook.csv"),
                 "--no-sandbox", "--lang", "en"]) == 0

    err = capsys.readouterr().err
    assert "bo's 01-messages is the very file you withdrew (wrong file): it stays withdrawn" in err
    assert "ann's 01-messages is a new file, and your change of its fix-server (8 points: oral " \
           "exam) stands on it" in err
    assert [r.student for r in Term.open(tmp_path / "gradebook.csv").rows()] == ["ann"]


def test_a_gradebook_imported_and_a_secret_changed_are_said(tmp_path, monkeypatch, capsys):
    out = tmp_path / "gradebook.csv"
    out.write_text(views.gradebook_csv([graded("ann", MESSAGES, 1)]))
    grading_returns(monkeypatch)

    assert main(["grade", a_file(tmp_path), "--out", str(out), "--no-sandbox"]) == 0
    (tmp_path / ".mcpnb-secret").write_text("another secret\n")
    assert main(["grade", a_file(tmp_path), "--out", str(out), "--no-sandbox"]) == 0

    err = capsys.readouterr().err
    assert "had no term's database beside them: their one row is imported" in err
    assert "is not the one this term was graded with" in err


def test_the_term_is_the_teachers_alone_and_a_disk_that_refuses_it_is_one_line(tmp_path):
    term = term_of(tmp_path, graded("ann"))
    term.connection.execute("PRAGMA query_only = ON")  # as a disk that takes no more writes

    assert (tmp_path / "gradebook.sqlite").stat().st_mode & 0o777 == 0o600
    with pytest.raises(TermError, match="cannot write to the term's database"), \
            term.holding(["grade"]):
        pytest.fail("held a term it could not write")


@pytest.mark.parametrize(("arguments", "said"), [
    (["{tmp}"], "is a folder: name the gradebook's file"),
    (["{tmp}/whole.zip/gradebook.csv"], "is a file, not a folder for the gradebook"),
    (["{tmp}/gradebook.csv", "{tmp}/missing.zip"], "no file or folder"),
    (["{tmp}/gradebook.csv", "{tmp}/cut.zip"], "is no zip that can be read"),
    (["{tmp}/gradebook.csv", "{tmp}/roster.csv"], "a roster goes with --roster"),
])
def test_a_grading_that_cannot_start_says_why_in_one_line(tmp_path, capsys, arguments, said):
    with zipfile.ZipFile(tmp_path / "whole.zip", "w") as zipped:
        zipped.writestr("a.ipynb", "{}" * 1000)
    (tmp_path / "cut.zip").write_bytes((tmp_path / "whole.zip").read_bytes()[:100])
    (tmp_path / "roster.csv").write_text("Student,ID\nAnn,1\n")
    out, *files = (a.format(tmp=tmp_path) for a in arguments)

    assert main(["grade", *(files or [a_file(tmp_path)]), "--out", out, "--no-sandbox"]) == 2
    assert said in capsys.readouterr().err


def test_a_name_that_names_nobody_is_answered_with_whom_the_teacher_meant(tmp_path):
    from mcpnb.grade.policy import only
    from mcpnb.grade.submission import Owned
    from mcpnb.term import nearest

    known = {"=SUM(A1)", "Zo\u00eb", "ann"}
    files = [Owned(Path("/d/smithann_101_7_x.ipynb"), "101", place="smithann_101_7_x.ipynb")]

    assert [nearest(n, known) for n in ("'=SUM(A1)", "Zoe\u0308", " ann ", "bo")] == [
        "=SUM(A1)", "Zo\u00eb", "ann", None]
    assert only(files, ["smithann", "101"]) == (files, [("smithann", " (did you mean '101'?)")])


# --- a second trial's findings -------------------------------------------------------------------


def test_overrides_are_not_the_terms_when_the_grading_cannot_start(tmp_path, monkeypatch, capsys):
    term = term_of(tmp_path, graded("ann", MESSAGES, 1))
    term.set_overrides([Override("ann", MESSAGES, "fix-server", 4.0, "oral")], "o.csv")
    term.close()

    def refused(*args, **kwargs):
        raise batch.SandboxUnavailable("the sandbox cannot hide the folder /")

    monkeypatch.setattr(batch, "grade", refused)
    path = tmp_path / "overrides.csv"
    path.write_text("student,lesson,item,points,reason\nann,01-messages,fix-server,9,other\n")

    assert main(["grade", a_file(tmp_path), "--out", str(tmp_path / "gradebook.csv"),
                 "--overrides", str(path), "--no-sandbox"]) == 2
    assert Term.open(tmp_path / "gradebook.csv").overrides() == [
        Override("ann", MESSAGES, "fix-server", 4.0, "oral")]
    assert "overrides from" not in capsys.readouterr().out


def test_a_withdrawal_is_undone_and_a_withdrawn_students_override_stands_and_is_said(
        tmp_path, monkeypatch, capsys):
    term = term_of(tmp_path)
    term.commit(replace(kept(graded("ann", MESSAGES, 1)), digest="first"))
    term.set_overrides([Override("ann", MESSAGES, "fix-server", 5.0, "oral exam")], "o.csv")
    out = tmp_path / "gradebook.csv"
    term.close()
    run = ["withdraw", str(out), "--student", "ann", "--lesson", MESSAGES]

    assert main([*run, "--reason", "typo"]) == 0 and Term.open(out).rows() == []
    assert main([*run, "--undo"]) == 0 and [r.total for r in Term.open(out).rows()] == [10.0]
    assert main([*run, "--reason", "typo"]) == 0
    path = tmp_path / "overrides.csv"  # her line still names a student of the term
    path.write_text("student,lesson,item,points,reason\nann,01-messages,fix-server,5,oral exam\n")
    grading_returns(monkeypatch, replace(graded("ann", MESSAGES, 0), digest="second"))
    assert main(["grade", a_file(tmp_path), "--out", str(out), "--overrides", str(path),
                 "--no-sandbox", "--lang", "en"]) == 0

    assert "ann's 01-messages is a new file, and your change of its fix-server (5 points" in \
        capsys.readouterr().err


def test_a_never_graded_row_is_never_exported_even_with_keep_stopped(tmp_path):
    from mcpnb.review import export

    term = term_of(tmp_path, graded("ann", MESSAGES, 1, problems=(later("status.error",
                                                                       error="E", cell=2),)))
    term.commit(kept(graded("bo", MESSAGES, 0, problems=(later("status.interrupted"),))))
    roster = tmp_path / "roster.csv"
    roster.write_text("Email address\nann\nbo\n")

    done = export.export(tmp_path / "gradebook.csv", "moodle", roster, keep_stopped=True,
                         maximum=48)

    assert done.text.splitlines()[1:] == ["ann,6"]  # no row for bo: no grade, as in Moodle
    assert [who for who, _, _ in done.stopped] == ["bo"]


def test_names_alike_but_for_their_accents_encoding_or_a_participants_number_are_one(tmp_path):
    from mcpnb.review import export
    from mcpnb.term import resolve

    nfd, nfc = "Zoe\u0308", "Zo\u00eb"
    term_of(tmp_path, graded(nfd, MESSAGES, 1), graded("101", MESSAGES, 2)).close()
    roster = tmp_path / "roster.csv"
    roster.write_text(f"Email address\n{nfc}\n101\n", encoding="utf-8")

    assert [resolve(n, {nfd, "101"}) for n in (nfc, "Participant 101", "Zoe")] == [
        nfd, "101", None]
    assert export.export(tmp_path / "gradebook.csv", "moodle", roster, maximum=48).text.splitlines()[1:] == [
        f"{nfc},6", "101,12"]


def test_a_page_that_cannot_be_removed_costs_that_page_and_the_folder_moves_with_the_course(
        tmp_path):
    course_folder = tmp_path / "course"
    out, pages = course_folder / "out" / "gradebook.csv", course_folder / "pages"
    out.parent.mkdir(parents=True)
    term = Term.open(out)
    for row in (graded("ann", MESSAGES, 1), graded("bo", MESSAGES, 1)):
        term.commit(kept(row))
    views.write_views(term, out, pages)
    ann_page = next(pages.glob("ann.*"))
    term.withdraw("ann", MESSAGES, "", "mistake")
    ann_page.unlink()
    (ann_page / "in the way").mkdir(parents=True)  # a page the views cannot remove
    term.commit(kept(graded("bo", MESSAGES, 2)))

    done = views.write_views(term, out, pages)

    assert [name for name, _ in done.pages.failed] == [ann_page.name]
    (bo,) = term.rows(whole=True)
    assert next(pages.glob("bo.*")).read_text() == views.feedback.page_html(bo)  # anew
    term.close()
    course_folder.rename(tmp_path / "moved")
    moved = Term.open(tmp_path / "moved" / "out" / "gradebook.csv")
    assert views.feedback_folder(moved) == tmp_path / "moved" / "out" / ".." / "pages"


def test_a_run_with_another_secret_does_not_make_it_the_terms(tmp_path, monkeypatch, capsys):
    grading_returns(monkeypatch)
    out = tmp_path / "gradebook.csv"
    other = tmp_path / "other.secret"
    other.write_text("another\n")

    for secret in ([], ["--secret", str(other)], []):
        assert main(["grade", a_file(tmp_path), "--out", str(out), "--no-sandbox", *secret]) == 0

    assert capsys.readouterr().err.count("is not the one this term was graded with") == 1


def test_a_new_term_beside_another_and_a_feedback_folder_that_is_a_file_are_said(
        tmp_path, monkeypatch, capsys):
    grading_returns(monkeypatch)
    for name in ("gradebook.csv", "grades.csv"):
        assert main(["grade", a_file(tmp_path), "--out", str(tmp_path / name),
                     "--no-sandbox"]) == 0
    assert main(["grade", a_file(tmp_path), "--out", str(tmp_path / "gradebook.csv"),
                 "--feedback", str(tmp_path / "grades.csv"), "--no-sandbox"]) == 2

    err = capsys.readouterr().err
    assert "grades.csv starts a new term, beside the terms of gradebook.sqlite" in err
    assert "--feedback" in err and "is a file" in err


def test_an_export_that_cannot_be_written_or_names_no_lesson_says_so_in_one_line(
        tmp_path, capsys):
    term_of(tmp_path, graded("ann", MESSAGES, 1),
            graded("bo", None, place="bo/x", problems=(later("status.not-a-notebook"),))).close()
    roster = tmp_path / "roster.csv"
    roster.write_text("Email address\nann\nbo\n")
    run = ["export", str(tmp_path / "gradebook.csv"), "--to", "moodle", "--maximum", "48",
           "--roster", str(roster)]

    assert main([*run, "--out", str(tmp_path)]) == 2
    assert main([*run, "--out", str(tmp_path / "m.csv"), "--assignment", "1-messages=5"]) == 2
    assert main([*run, "--out", str(tmp_path / "m.csv")]) == 0

    err = capsys.readouterr().err
    assert "mcpnb export: cannot write" in err and "names no lesson of the course: 1-messages" in err
    assert "bo has no graded row of these lessons" in err


# --- a third trial's findings --------------------------------------------------------------------


def test_a_students_rows_stand_in_the_courses_order_of_lessons_whatever_her_files_are_called(
        tmp_path):
    term = term_of(tmp_path, graded("ann", HANDSHAKE, place="ann_101_7001_a.ipynb"),
                   graded("ann", MESSAGES, place="ann_101_9002_z.ipynb"),
                   graded("ann", None, place="ann_101_1_notes.ipynb",
                          problems=(later("status.not-a-notebook"),)))

    assert [r.lesson for r in term.rows()] == [MESSAGES, HANDSHAKE, ""]


def test_a_gradebook_changed_by_hand_is_put_aside_and_said_and_stale_views_are_said(
        tmp_path, monkeypatch, capsys):
    out = tmp_path / "gradebook.csv"
    term = term_of(tmp_path, graded("ann", MESSAGES, 1))
    views.write_views(term, out, None)
    edited = out.read_text().replace(",6,48,", ",43,48,")
    out.write_text(edited)
    term.commit(kept(graded("bo", MESSAGES, 1)))  # a grading killed before its views
    term.close()
    roster = tmp_path / "roster.csv"
    roster.write_text("Email address\nann\nbo\n")

    assert main(["report", str(out), "--out", str(tmp_path / "report.html")]) == 0
    assert main(["export", str(out), "--to", "moodle", "--maximum", "48", "--roster", str(roster),
                 "--out", str(tmp_path / "m.csv")]) == 0
    grading_returns(monkeypatch)
    assert main(["grade", "--out", str(out), "--lang", "en"]) == 0

    err = capsys.readouterr().err
    assert "mcpnb report: warning: " in err and "mcpnb export: warning: " in err
    assert f"mcpnb export: warning: {out} was changed by hand since mcpnb wrote it" in err
    (aside,) = tmp_path.glob("gradebook.edited-*.csv")
    assert aside.read_text() == edited and f"is kept as {aside}" in err
    assert "bo," in out.read_text() and ",43,48," not in out.read_text()


def test_a_withdrawal_that_finds_nothing_says_why_and_whom_the_teacher_meant(tmp_path, capsys):
    term = term_of(tmp_path)
    term.commit(replace(kept(graded("123456", MESSAGES, 1, place="smithann_123456_7_x.ipynb")),
                        digest="first"))
    term.withdraw("123456", MESSAGES, "", "mistake")
    term.commit(replace(kept(graded("123456", MESSAGES, 2, place="smithann_123456_8_x.ipynb")),
                        digest="second"))
    term.close()
    out = str(tmp_path / "gradebook.csv")
    path = tmp_path / "overrides.csv"
    path.write_text("student,lesson,item,points,reason\nsmithann,01-messages,fix-server,1,x\n")

    assert main(["withdraw", out, "--student", "123456", "--lesson", MESSAGES, "--undo"]) == 1
    assert main(["withdraw", out, "--student", "smithann", "--lesson", MESSAGES,
                 "--reason", "x"]) == 1
    assert main(["grade", "--out", out, "--overrides", str(path)]) == 2

    err = capsys.readouterr().err
    assert "has a row now, from a file graded after the withdrawal" in err
    assert err.count("'123456'") == 2  # whom `smithann` names, in withdraw and in overrides
    assert [r.outcome for r in Term.open(tmp_path / "gradebook.csv").runs()][:2] == [
        "nothing to put back", "nothing withdrawn"]


def test_a_students_name_is_the_rosters_over_her_files_and_shows_in_the_gradebook_and_page(
        tmp_path):
    import csv

    term = term_of(tmp_path, graded("101", MESSAGES, 1), graded("102", MESSAGES, 1))
    term.set_names({"101": "Bob OBrien", "102": "obrienbob"}, "download")
    term.set_names({"101": "O'Brien, Bob"}, "roster")
    term.set_names({"101": "Bob OBrien"}, "download")  # a later download: the roster's stays
    views.write_views(term, tmp_path / "gradebook.csv", tmp_path / "pages")

    rows = list(csv.DictReader((tmp_path / "gradebook.csv").open()))
    page = next((tmp_path / "pages").glob("101.*")).read_text()

    assert [(r["student"], r["name"]) for r in rows] == [("101", "O'Brien, Bob"),
                                                         ("102", "obrienbob")]
    assert "O&#x27;Brien, Bob (101)" in page or "O'Brien, Bob (101)" in page
    from mcpnb.review import class_report

    assert class_report(tmp_path / "gradebook.csv").who("101") == "O'Brien, Bob (101)"


def test_an_overrides_file_saved_by_a_german_excel_is_read_and_a_name_answered_with_its_id(
        tmp_path):
    path = tmp_path / "overrides.csv"
    path.write_bytes(b"\xef\xbb\xbfstudent;lesson;item;points;reason\r\n"
                     b"6102;01-messages;fix-server;4,5;oral exam\r\n"
                     b"\"Rojas, Mateo\";01-messages;bad-lines;2;typo\r\n")

    lines = overrides.read_lines(path)

    assert [(r.override.student, r.override.points) for r in lines] == [("6102", 4.5),
                                                                       ("Rojas, Mateo", 2.0)]
    with pytest.raises(overrides.OverrideError, match="line 3: no student 'Rojas, Mateo' .*"
                                                      "the term has '6102'"):
        overrides.resolved(path, lines, {"6102"}, (), {"6102": "Rojas, Mateo"})
    path.write_bytes("student;lesson;item;points;reason\r\n6102;01-messages;fix-server;4,5;"
                     "mündliche Prüfung\r\n".encode("cp1252"))  # Excel's "CSV", not UTF-8
    assert overrides.read_lines(path)[0].override.reason == "mündliche Prüfung"


def test_a_file_the_platform_says_was_uploaded_before_the_current_one_never_replaces_it(
        tmp_path):
    from mcpnb.grade.downloads import earlier_upload

    final = replace(kept(graded("101", MESSAGES, 2, place="smithann_101_550199_final.ipynb")),
                    digest="final")
    draft = replace(kept(graded("101", MESSAGES, 1, place="smithann_101_550104_draft.ipynb")),
                    digest="draft")
    term = term_of(tmp_path)
    term.commit(final)

    done = term.commit(draft, earlier_upload)

    assert (done.id, done.later) == (None, "smithann_101_550199_final.ipynb")
    assert [r.place for r in term.rows()] == ["smithann_101_550199_final.ipynb"]
    folder = "Ann_7_assignsubmission_file"
    assert earlier_upload(f"{folder}/01.ipynb", f"{folder}/01 (1).ipynb")
    assert not earlier_upload(f"{folder}/01 (1).ipynb", f"{folder}/01.ipynb")
    assert not earlier_upload(f"{folder}/a.ipynb", f"{folder}/b.ipynb")  # nothing says


def test_a_name_in_an_overrides_line_is_answered_with_her_id_of_that_lessons_row(tmp_path):
    path = tmp_path / "overrides.csv"
    path.write_text("student,lesson,item,points,reason\n"
                    "Joaquín Pérez-Núñez,01-messages,fix-server,4,oral\n")
    lines = overrides.read_lines(path)
    names = {"8102": "Pérez-Núñez, Joaquín", "517": "Joaquín Pérez-Núñez"}  # Canvas, Moodle
    places = [("Joaquín Pérez-Núñez_517_assignsubmission_file/02.ipynb", "517"),
              ("pereznunezjoaquin_8102_9_01.ipynb", "8102")]

    with pytest.raises(overrides.OverrideError, match="the term has '8102'"):
        overrides.resolved(path, lines, {"8102", "517"}, places, names,
                           {"8102": {MESSAGES}, "517": {HANDSHAKE}})


def test_the_term_keeps_the_language_its_gradebook_was_last_asked_in(tmp_path, monkeypatch):
    import csv

    from mcpnb import texts
    from mcpnb.texts import say, speaking

    monkeypatch.setattr(texts, "_process", [])  # `--lang` sets the process's language

    term = term_of(tmp_path, graded("ann", None, place="ann/x.ipynb",
                                    problems=(later("status.not-a-notebook"),)))
    term.close()
    out = tmp_path / "gradebook.csv"

    assert main(["grade", "--out", str(out), "--lang", "de"]) == 0
    texts._process[:] = ["en"]  # another process, another day, no --lang
    assert main(["grade", "--out", str(out)]) == 0

    with speaking("de"):
        assert next(csv.DictReader(out.open()))["status"] == say("status.not-a-notebook")


def test_a_folder_holding_a_download_not_unzipped_is_answered_with_the_zip(tmp_path, capsys):
    (tmp_path / "downloads").mkdir()
    with zipfile.ZipFile(tmp_path / "downloads" / "submissions.zip", "w") as zipped:
        zipped.writestr("smithann_101_9_01.ipynb", "{}")

    assert main(["grade", str(tmp_path / "downloads"), "--out", str(tmp_path / "gradebook.csv"),
                 "--no-sandbox"]) == 2
    assert f"(it holds {tmp_path / 'downloads' / 'submissions.zip'}: name the zip itself)" in \
        capsys.readouterr().err
