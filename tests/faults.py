"""`mcpnb grade` hurt where it hurts most, for the fault-injection tests: run as

    python tests/faults.py POINT SIGNAL ARGS...

it is the real command line (`mcpnb ARGS...`) in a process that sends itself SIGNAL (`KILL` or
`TERM`), or for `FULL` fills the disk of its gradebook's folder (a file `.filler` there, written
until the disk refuses), at POINT, and changes nothing else of the grader:

- `commit-before:N`, `commit-after:N`: just before, or just after, the term commits its Nth row;
- `middle:NAME`, `after:NAME`: halfway through writing the view NAME (`gradebook.csv`,
  `gradebook.record.jsonl`, or `page` for each feedback page), or once it is written;
- `at:SECONDS`: that long after it starts.
"""

import os
import signal
import sys
import threading


def fill(folder):
    """Write to `folder` until its disk refuses: a full disk, for real."""
    with open(os.path.join(folder, ".filler"), "wb") as filler:
        try:
            while True:
                filler.write(b"\0" * 65536)
                filler.flush()
        except OSError:
            pass


def hurt(point, how, out):
    kind, _, where = point.partition(":")

    def hit():
        if how == "FULL":
            fill(os.path.dirname(os.path.abspath(out)))
        else:
            os.kill(os.getpid(), getattr(signal, f"SIG{how}"))

    if kind == "at":
        timer = threading.Timer(float(where), hit)
        timer.daemon = True
        timer.start()
    elif kind.startswith("commit-"):
        from mcpnb.term import Term

        real_commit, count = Term.commit, [0]

        def commit(self, row, *rest):
            count[0] += 1
            if kind == "commit-before" and count[0] == int(where):
                hit()
            done = real_commit(self, row, *rest)
            if kind == "commit-after" and count[0] == int(where):
                hit()
            return done

        Term.commit = commit
    else:
        from mcpnb.grade import feedback, gradebook

        real_write = gradebook.write_atomically

        def write(path, text):
            mine = path.name == where or (where == "page" and path.suffix == ".html")
            if mine and kind == "middle":
                whole = text.encode() if isinstance(text, str) else b"".join(text)

                def halves():
                    yield whole[:len(whole) // 2]
                    hit()
                    yield whole[len(whole) // 2:]

                real_write(path, halves())
            else:
                real_write(path, text)
            if mine and kind == "after":
                hit()

        gradebook.write_atomically = feedback.write_atomically = write


if __name__ == "__main__":
    hurt(sys.argv[1], sys.argv[2], sys.argv[sys.argv.index("--out") + 1])
    from mcpnb.cli import main

    sys.exit(main(sys.argv[3:]))
