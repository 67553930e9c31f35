"""What one `mcpnb grade` decides and writes, for the command line, the benches and the tests
alike: which files are the submissions, which folders the sandbox hides, where the teacher's
secret is, and the files a graded class leaves (the gradebook, its record, the feedback pages).
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

from mcpnb.grade import feedback, gradebook, record
from mcpnb.grade.grading import Graded, teacher_secret
from mcpnb.records import SECRET_NAME


def handed_in(paths: Sequence[Path]) -> list[Path]:
    """The submissions named: a file as it is (a link or a FIFO among them is refused by the
    grader, with its row), a folder as every notebook under it, sorted, in no hidden folder
    (`.ipynb_checkpoints`) and through no link to a folder."""
    found = []
    for path in paths:
        if not path.is_dir() or path.is_symlink():
            found.append(path)
            continue
        for folder, folders, files in os.walk(path):
            folders[:] = sorted(f for f in folders if not f.startswith("."))
            found.extend(Path(folder) / f for f in sorted(files) if f.endswith(".ipynb"))
    return found


def hidden_folders(out: Path, feedback_folder: Path | None) -> list[Path]:
    """What no student's code may see: where the grader runs, where the gradebook goes (and the
    secret beside it), the teacher editions and the lessons' sources, the feedback pages."""
    hidden = [Path.cwd(), out.parent, Path("notebooks/solutions"), Path("lessons")]
    return [*hidden, feedback_folder] if feedback_folder is not None else hidden


def secret_of(out: Path, secret_file: Path | None = None) -> tuple[Path, str]:
    """The teacher's secret and its file: `secret_file`, else beside the gradebook, made there on
    first use. Raises OSError or UnicodeDecodeError for a file that cannot be read."""
    path = secret_file or out.parent / SECRET_NAME
    return path, teacher_secret(path)


def write_class(graded: Sequence[Graded], out: Path,
                feedback_folder: Path | None) -> feedback.Pages | None:
    """Write the gradebook at `out`, its record beside it and, with `feedback_folder`, a feedback
    page for each submission: which pages were written, and which could not be."""
    gradebook.write_gradebook(graded, out)
    gradebook.write_atomically(record.record_path(out), record.record_text(graded))
    return feedback.write_feedback(list(graded), feedback_folder) if feedback_folder else None
