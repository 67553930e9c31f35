"""The term's views: the gradebook, its record and the feedback pages, each written whole from
the term's database (`mcpnb.term`) at the end of every run, and so again after a run that was
killed before it wrote them. Each file is replaced at once (`write_atomically`): a reader sees
the old one or the new one. The same rows give the same bytes: a regrade of one student writes
every other row as it was.

What a row's status says is its own problems and what the term's other rows make of it
(`remarks`): students the gradebook would write alike, an edition in another language than
the student's others or her section's. The same views of rows held in memory (`gradebook_csv`,
`feedback_html`, ...) serve the benches and the tests.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import time
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import replace
from pathlib import Path
from typing import NamedTuple

from mcpnb.course import builds
from mcpnb.grade import feedback, gradebook, record
from mcpnb.grade.grading import Graded, status_codes, status_said
from mcpnb.grade.kept import kept
from mcpnb.records import database_path, record_path
from mcpnb.term import Kept, Term, TermError, digest
from mcpnb.texts import Sentence, from_json, later


def remarks(rows: Sequence[Kept], sections: Mapping[str, str] | None = None
            ) -> list[tuple[Sentence, ...]]:
    """What the term's rows make of each, said in its status: a mark the teacher changed by
    hand (`overridden`, said beside the row's own codes: `ok;overridden` is still `ok`), a
    student whose name the gradebook writes as another's (`=x` and `'=x` are not alike, a
    folder named in bytes that are not UTF-8 and one named with their escape are), and an
    edition whose language is not the one of its student's section (`sections`: the roster's,
    student -> language), or else not the one most of her other hand-ins are in (a student
    who took the wrong edition once)."""
    sections = sections or {}
    names: dict[str, set[str]] = {}
    mine: dict[str, Counter[str]] = {}
    for row in rows:
        names.setdefault(gradebook.written(row.student), set()).add(row.student)
        if row.language and row.lesson:
            mine.setdefault(row.student, Counter())[row.language] += 1
    said = []
    for row in rows:
        found: list[Sentence] = []
        if len(names[gradebook.written(row.student)]) > 1:
            found.append(later("status.same-name", name=gradebook.written(row.student)))
        counts = mine.get(row.student, Counter())
        usual, most = counts.most_common(1)[0] if counts else ("", 0)
        taught = sections.get(row.student)
        if row.language and row.lesson and taught is not None and row.language != taught:
            found.append(later("status.other-language-section", language=row.language,
                               taught=taught))
        elif row.language and row.lesson and row.language != usual and most > counts[
                row.language]:
            found.append(later("status.other-language", language=row.language, usual=usual))
        if changed := [f"{m.item} ({m.changed[1]:g} \u2192 {m.score:g}: {m.changed[0]})"
                       for m in row.marks if m.changed is not None]:
            found.append(later("status.overridden", items="; ".join(changed)))
        said.append(tuple(found))
    return said


def status_of(row: Kept, said: Sequence[Sentence], language: str | None = None) -> str:
    """A row's status in `language` (None: the one spoken here)."""
    return status_said([*map(from_json, row.problems), *said], language)


def gradebook_text(rows: Sequence[Kept], said: Sequence[Sequence[Sentence]],
                   names: Mapping[str, str] | None = None) -> str:
    """The gradebook of rows, each with what the term makes of it, and its student's name
    where one is known (`Term.names`)."""
    lessons = {row.lesson for row in rows if row.lesson}
    ok = status_said((), None)  # most rows': said once
    names = names or {}
    return gradebook.rows_csv(gradebook.columns_for(lessons), [
        gradebook.gradebook_row(row, status_of(row, mine) if row.problems or mine else ok,
                                codes_of(row, mine), names.get(row.student, ""))
        for row, mine in zip(rows, said, strict=True)])


def codes_of(row: Kept, said: Sequence[Sentence]) -> str:
    """A row's status codes with what the term makes of it: an `ok` row whose mark the teacher
    changed stays `ok` (`ok;overridden`), for a filter on `ok` to find it."""
    if not said:
        return row.status_code
    codes = status_codes(said, row.status_code)
    return f"ok;{codes}" if row.status_code == "ok" and codes == "overridden" else codes


def record_pieces(term: Term, rows: Sequence[Kept], said: Sequence[Sequence[Sentence]]
                  ) -> Iterator[bytes]:
    """The record's lines, row by row, read from the term one row at a time, as its file holds
    them (a row the teacher changed, or the term's other rows did, written anew)."""
    for row, mine, (row_id, text) in zip(rows, said, term.records(), strict=True):
        assert row_id == row.id, "the term changed while its views were written"
        yield record.row_record(row, text, codes_of(row, mine))


class Written(NamedTuple):
    """What the views were written from, the term's rows; which pages there are and which
    could not be written (None: no feedback folder); and where a gradebook file the teacher
    had changed by hand was put aside (None: it was as written)."""

    rows: list[Kept]
    pages: feedback.Pages | None
    aside: Path | None = None


def write_views(term: Term, out: Path, folder: Path | None) -> Written:
    """Write the term's gradebook at `out`, its record beside it and, into `folder`, the
    feedback page of every row whose page changed (none of a row imported from a gradebook
    file, which has no parts: its old page stays)."""
    state, rows, names = term.state(), term.rows(), term.names()
    said = remarks(rows, term.setting("sections"))
    _sweep(out.parent, (out.name, record_path(out).name))
    aside = _edited(term, out)
    text = gradebook_text(rows, said, names)
    # the file about to be written is the views' own before it is there: a run killed after
    # writing it and before saying so must not find it changed by hand
    made = digest(text.encode("utf-8", "backslashreplace"))
    term.set_setting("gradebook-next", made)
    gradebook.write_atomically(out, text)
    gradebook.write_atomically(record_path(out), record_pieces(term, rows, said))
    pages = write_pages(term, rows, said, folder, names) if folder is not None else None
    term.set_setting("gradebook", made)
    term.set_setting("views", state)
    return Written(rows, pages, aside)


def stale(term: Term) -> bool:
    """Are the term's views older than it (a grading stopped before it wrote them, or one
    running now)?"""
    return bool(term.setting("views") != term.state())


def out_of_date(gradebook: Path) -> set[str]:
    """What a reader of a gradebook's files must know of them: "stale", older than the term's
    database beside them (`stale`); "edited", changed by hand since the views wrote the
    gradebook (what was typed there is no mark of the term's). None where there is no
    database, or none that can be read."""
    if not database_path(gradebook).is_file():
        return set()
    try:
        term = Term.open(gradebook, create=False)
    except TermError:
        return set()
    try:
        return {*(["stale"] if stale(term) else []),
                *(["edited"] if _changed(term, gradebook) else [])}
    finally:
        term.close()


def _changed(term: Term, out: Path) -> bool:
    """Was the gradebook `out` changed since the views wrote it (or while they did)?"""
    written = term.setting("gradebook")
    try:
        return written is not None and digest(out.read_bytes()) not in (
            written, term.setting("gradebook-next"))
    except OSError:
        return False


def _edited(term: Term, out: Path) -> Path | None:
    """Put aside a gradebook the teacher changed by hand since the views wrote it (a mark typed
    into it is no mark of the term's: an overrides file makes one), so that nothing she wrote
    is lost; where it went."""
    if not _changed(term, out):
        return None
    aside = out.with_name(f"{out.stem}.edited-{time.strftime('%Y%m%d-%H%M%S')}{out.suffix}")
    os.replace(out, aside)
    return aside


def write_pages(term: Term, rows: Sequence[Kept], said: Sequence[Sequence[Sentence]],
                folder: Path, names: Mapping[str, str] | None = None) -> feedback.Pages:
    """Each row's page in `folder`, written where it changed (what a page is made of, the
    term keeps: `Term.pages`) or is not there; a page the term wrote that no row owns any
    more (a row replaced under another name, or withdrawn) is removed."""
    where = _kept_as(folder, term.path.parent)
    if term.setting("feedback") != where:  # another folder: what the term wrote is elsewhere
        term.set_pages({name: None for name in term.pages()})
        term.set_setting("feedback", where)
    known = term.pages()
    _sweep(folder, ())
    pages_named = feedback.page_names(rows)
    build = builds()[0]
    names = names or {}
    makings = [_made_of(row, mine, build, names.get(row.student, ""))
               for row, mine in zip(rows, said, strict=True)]
    present = _files_in(folder)
    due = [at for at, name in enumerate(pages_named)
           if known.get(name) != makings[at] or name not in present]
    done: dict[str, str | None] = {}
    failed = []
    try:
        for at, page in zip(due, term.pages_of([rows[at].id for at in due]), strict=True):
            if page is None:  # a row imported from a gradebook file: its page was not ours
                continue
            why = feedback.write_page(folder / pages_named[at], replace(rows[at], page=page),
                                      said[at], names.get(rows[at].student, ""))
            if why is None:
                done[pages_named[at]] = makings[at]
            else:
                failed.append((rows[at].place, why))
        for name in sorted(set(known) - set(pages_named)):
            try:
                os.unlink(folder / name)
            except FileNotFoundError:
                pass
            except OSError as error:  # a folder made read-only: this page stays, the rest not
                failed.append((name, f"{type(error).__name__}: {error.strerror}"))
                continue
            done[name] = None
    finally:  # what was written is the term's to know, even where a page stopped the rest
        term.set_pages(done)
    pages = term.pages()  # those written as the rows are now, this run or before
    return feedback.Pages(tuple(folder / n for at, n in enumerate(pages_named)
                                if pages.get(n) == makings[at]), tuple(failed))


def feedback_folder(term: Term) -> Path | None:
    """The folder the term's pages were last written to, if any: where the views keep them
    when a grading names none."""
    kept_as = term.setting("feedback")
    return None if kept_as is None else term.path.parent / kept_as


def _kept_as(folder: Path, beside: Path) -> str:
    """A feedback folder as the term keeps it: from the gradebook's folder (`../pages`), so a
    course's folder moved whole keeps its pages."""
    return Path(os.path.relpath(folder.absolute(), beside.absolute())).as_posix()


def _made_of(row: Kept, said: Sequence[Sentence], build: str, name: str = "") -> str:
    """What a row's page is made of, in a few characters: the row, its marks as they count
    now, what the term makes of it, its student's name, and the build that draws it."""
    parts = repr((row.id, build, row.marks, said) + ((name,) if name else ()))
    return hashlib.sha256(parts.encode("utf-8", "surrogatepass")).hexdigest()[:16]


def _files_in(folder: Path) -> set[str]:
    """The names of the regular files in `folder` (none where it is not there yet)."""
    with contextlib.suppress(OSError), os.scandir(folder) as entries:
        return {e.name for e in entries if e.is_file(follow_symlinks=False)}
    return set()


# A file `write_atomically` was writing when its process was killed: `.NAME.` and mkstemp's eight
# characters.
_LEFT = re.compile(r"^\.(?P<name>.+)\.[a-z0-9_]{8}$")


def _sweep(folder: Path, names: Sequence[str]) -> None:
    """Remove what a killed run left half-written in `folder` (of the views `names`; of any
    page, where none are named): only this term's grader writes there, and it is this one."""
    with contextlib.suppress(OSError):
        for entry in os.scandir(folder):
            left = _LEFT.match(entry.name)
            if left and (left["name"] in names or not names and left["name"].endswith(".html")) \
                    and entry.is_file(follow_symlinks=False):
                with contextlib.suppress(OSError):
                    os.unlink(entry.path)


# --- the same views of rows held in memory ---------------------------------------------------

def gradebook_csv(graded: Sequence[Graded]) -> str:
    """The gradebook of graded rows, in their order, as the term would write it."""
    rows = [kept(g, whole=False) for g in graded]
    return gradebook_text(rows, [()] * len(rows))


def write_gradebook(graded: Sequence[Graded], out: Path) -> None:
    gradebook.write_atomically(out, gradebook_csv(graded))


def feedback_html(graded: Graded) -> str:
    """The feedback page of a graded row."""
    return feedback.page_html(kept(graded))


def page_names(graded: Sequence[Graded]) -> list[str]:
    return feedback.page_names([kept(g) for g in graded])


def write_feedback(graded: Sequence[Graded], folder: Path) -> feedback.Pages:
    """A page per graded row into `folder`, each on its own."""
    written, failed = [], []
    for g, name in zip(graded, page_names(graded), strict=True):
        why = feedback.write_page(folder / name, kept(g))
        if why is None:
            written.append(folder / name)
        else:
            failed.append((str(g.path), why))
    return feedback.Pages(tuple(written), tuple(failed))
