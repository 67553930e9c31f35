"""A term's grades in one database: every graded submission, every mark changed by hand, every
run, beside the gradebook (`records.database_path`: `out/gradebook.sqlite`), in SQLite.

nbgrader keeps its gradebook in SQLite too; here the standard library's `sqlite3` does, with no
mapper: five small tables, written by one grader at a time.

- `submissions`: each graded submission, as it was handed in (the student's name exactly as her
  folder or the platform names her; the file's place in the download or the class folder, its
  name and the digest of its bytes) and as it was graded (each item's marks, its problems as
  sentences to be said in any language, its record's lines, its feedback page's parts), with
  the run that graded it and when. A row is *current* until a later grading of the same
  student's same lesson (of a file of no lesson: of the same place) replaces it; a replaced or
  withdrawn row is kept, never deleted.
- `overrides`: each mark changed by hand, with its reason, who set it and when, and when it was
  withdrawn (no longer in the teacher's file).
- `runs`: each `mcpnb grade` (its arguments, who, which mcpnb build, start, end, how it ended:
  `ok`, `interrupted`, `stopped`, `failed: ...`, or `killed` for one that never said).
- `pages`: the feedback pages the views wrote, so that a page no row owns any more is removed
  and one whose row did not change is not written again.
- `settings`: what a view needs from an earlier run (the feedback folder, the roster's
  sections), and the views' state.

Every change is a transaction of its own (`BEGIN IMMEDIATE` ... `COMMIT`): a grader killed at
any moment leaves every committed row as it was. One grader at a time holds the term
(`Term.holding`, a lock beside the database that the system releases when its process ends,
killed or not): a second waits, saying for whom, up to a bound, then refuses.

Names are stored as bytes (`surrogatepass`), so a folder named in bytes that are not UTF-8
keeps its exact name; the record's lines are kept as the record's file holds them (its bytes).

`rows` says what a row is in memory, `database` keeps the rows, `legacy` imports a gradebook
written before the database.
"""


from mcpnb.term.database import VERSION, WAIT, Term
from mcpnb.term.rows import (
    Changes,
    Committed,
    Holding,
    Kept,
    Mark,
    Override,
    Run,
    TermError,
    digest,
    meant,
    nearest,
    resolve,
    written,
)

__all__ = ["VERSION", "WAIT", "Changes", "Committed", "Holding", "Kept", "Mark", "Override", "Run",
           "Term", "TermError", "digest", "meant", "nearest", "resolve", "written"]
