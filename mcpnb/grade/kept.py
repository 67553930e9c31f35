"""A graded submission as the term keeps it (`mcpnb.term.Kept`): its marks, its problems as
sentences to say in any language, its record's lines and its feedback page's parts, all made
once, when it is graded; every view is made from these (`mcpnb.grade.views`)."""

from __future__ import annotations

from mcpnb.grade.feedback import page_parts
from mcpnb.grade.grading import Graded
from mcpnb.grade.record import record_text
from mcpnb.records import NOT_GRADED_CODES
from mcpnb.term import Kept, Mark
from mcpnb.texts import as_json


def kept(graded: Graded, *, whole: bool = True) -> Kept:
    """The row the term keeps of a graded submission (its items' changes, where a test made
    some, kept with them; the command line's are the term's own, `mcpnb.term.Override`);
    not `whole`, without its record and page (the gradebook's row alone)."""
    codes = graded.status_code
    page: dict[str, object] | None = None
    if whole:
        try:
            page = page_parts(graded)
        except Exception as error:  # a bug of one page: the row is kept, its page said failed
            page = {"failed": f"{type(error).__name__}: {error}"}
    return Kept(
        graded.student, graded.lesson or "", graded.place or graded.path.name, graded.path.name,
        marks=tuple(Mark(i.item, i.kind, i.points, i.score, i.changed) for i in graded.items),
        problems=tuple(as_json(p) for p in graded.problems), status_code=codes,
        language=graded.language or "", ran=graded.ran, late=graded.late,
        record=record_text([graded]) if whole else "",
        page=page, depth=graded.depth,
        digest=graded.digest, finished=not NOT_GRADED_CODES.intersection(codes.split(";")))
