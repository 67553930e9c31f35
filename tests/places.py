"""Where the tests find the project: its root, and the servers written as students write them."""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# The reference servers with one fault each, the kits students build on, hostile and SDK servers.
STUDENT_SERVERS = ROOT / "tests" / "student_servers"
NOTEBOOKS = ROOT / "notebooks"  # the student editions
SOLUTIONS = ROOT / "solutions"  # the teacher editions


def finished(lesson, language="en"):
    """A student's finished lesson: the teacher edition, every answer in it, stamped as the
    student edition she was handed (the grader flags a file that says it is a teacher edition)."""
    import nbformat

    notebook = nbformat.read(SOLUTIONS / language / f"{lesson}.ipynb", as_version=4)
    notebook.metadata["mcpnb"]["edition"] = "student"
    return notebook


def beside_given(folder: Path, item: str, name: str, source: str) -> Path:
    """A server's `source` written as `folder/name`, with the files its exercise `item` is given
    beside it (`mcpnb.given`: lesson 6's imports lesson 5's transport): its path."""
    from mcpnb.given import given_files

    for given, text in given_files(item).items():
        (folder / given).write_text(text, encoding="utf-8")
    path = folder / name
    path.write_text(source, encoding="utf-8")
    return path
