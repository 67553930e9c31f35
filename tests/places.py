"""Where the tests find the project: its root, and the servers written as students write them."""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# The reference servers with one fault each, the kits students build on, hostile and SDK servers.
STUDENT_SERVERS = ROOT / "tests" / "student_servers"
NOTEBOOKS = ROOT / "notebooks"
