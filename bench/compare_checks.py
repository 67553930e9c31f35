"""Every server check's verdicts and output on the course's servers and the tests' mutants, kept
as JSON, so that a change that should change nothing is shown to change nothing: a script to run
by hand, before and after, not a test.

    .venv/bin/python bench/compare_checks.py record before.json [--only CHECK ...]
    .venv/bin/python bench/compare_checks.py diff before.json after.json

`record` runs each check (sandboxed, as `mcpnb check` runs it) on its reference server, on every
mutant of `tests/student_servers/` named for its lesson, on lessons 5 and 6's kits under each of
their `MUTANT` faults, and on the official SDKs' servers and the servers written from the
specification where they are installed, and keeps each report's findings (`Report.to_dict`) and
its text (`str(report)`). `diff` names every run whose findings or text differ, finding by
finding. A few values differ from run to run by nature (how many seconds a client took to
connect, a port): they are masked before comparing.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from mcpnb.judge.checks.server import check_server

SERVERS = Path(__file__).resolve().parent.parent / "tests" / "student_servers"
STDIO = ("messages", "handshake", "clients", "eras")
# The mutants of each stdio check besides its own (`CHECK_*.py`).
ALSO = {"clients": ("inspector_",), "messages": (), "handshake": (), "eras": ()}
# What differs from run to run by nature: seconds, ports, temporary paths, process ids.
MASKS = (
    (re.compile(r"\d+(?:[.,]\d+)?\s?(?:s|ms|seconds|Sekunden|segundos)\b"), "<seconds>"),
    (re.compile(r"127\.0\.0\.1:\d+"), "127.0.0.1:<port>"),
    (re.compile(r"/(?:tmp|work|home|root|usr)/[^\s'\"\\]+"), "/<path>"),
    # the check's own request ids: its requests go out at once, numbered as they leave
    (re.compile(r'(\\?"id\\?": )\d+'), r"\1<n>"),
    (re.compile(r"\bpid \d+"), "pid <n>"),
    # session ids, which a server draws at random
    (re.compile(r"\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b"), "<uuid>"),
    (re.compile(r"\b[0-9a-fA-F]{12,}\b"), "<hex>"),
)


def _faults(kit: str) -> tuple[str, ...]:
    spec = importlib.util.spec_from_file_location(kit, SERVERS / f"{kit}.py")
    assert spec is not None and spec.loader is not None
    sys.path.insert(0, str(SERVERS))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return tuple(module.FAULTS)


def runs(only: set[str]) -> Iterator[tuple[str, str, list[str]]]:
    """(check, label, command) of every run to record."""
    py = sys.executable
    for check in STDIO:
        yield check, "reference", [py, "-m", f"mcpnb.servers.{check}"]
        prefixes = (f"{check}_", *ALSO[check])
        for path in sorted(SERVERS.glob("*.py")):
            if path.name.startswith(prefixes):
                yield check, path.stem, [py, str(path)]
        yield check, "sdk_echo", [py, str(SERVERS / "sdk_echo.py")]
    yield "eras", "spec_eras", [py, str(SERVERS / "spec_eras.py")]
    for check, kit in (("http", "http_kit"), ("tools", "tools_kit")):
        yield check, "reference", [py, "-m", f"mcpnb.servers.{check}"]
        for fault in ("", *_faults(kit)):
            kit_path = str(SERVERS / f"{kit}.py")
            yield check, f"{kit}:{fault}", ["env", f"MUTANT={fault}", py, kit_path]
    yield "tools", "sdk_tools", [py, str(SERVERS / "sdk_tools.py")]
    yield "tools", "spec_tools", [py, str(SERVERS / "spec_tools.py")]
    try:
        from mcpnb.running import typescript_sdk
        if typescript_sdk.unavailable() is None:
            for check in (*STDIO, "http"):
                yield check, "ts_sdk_echo", typescript_sdk.server_command(
                    SERVERS / "ts_sdk_echo.cjs")
            yield "tools", "ts_sdk_tools", typescript_sdk.server_command(
                SERVERS / "ts_sdk_tools.cjs")
    except (ImportError, AttributeError):
        pass


def _masked(value: Any) -> Any:
    if isinstance(value, str):
        for pattern, mask in MASKS:
            value = pattern.sub(mask, value)
        return value
    if isinstance(value, list):
        return [_masked(v) for v in value]
    if isinstance(value, dict):
        return {k: _masked(v) for k, v in value.items()}
    return value


def record(out: Path, only: set[str]) -> None:
    kept: dict[str, object] = {}
    for check, label, command in runs(only):
        if only and check not in only:
            continue
        report = check_server(check, command)
        kept[f"{check} {label}"] = _masked({"report": report.to_dict(), "text": str(report)})
        print(f"{check} {label}: {report.passed}/{report.total}", flush=True)
        out.write_text(json.dumps(kept, indent=1, ensure_ascii=False), encoding="utf-8")


def diff(before: Path, after: Path) -> int:
    a, b = (_masked(json.loads(p.read_text(encoding="utf-8"))) for p in (before, after))
    differing = 0
    for key in sorted(set(a) | set(b)):
        if key not in a or key not in b:
            print(f"{key}: only in {'after' if key in b else 'before'}")
            differing += 1
            continue
        if a[key] == b[key]:
            continue
        differing += 1
        print(f"== {key}")
        fa, fb = a[key]["report"]["findings"], b[key]["report"]["findings"]
        for number, (x, y) in enumerate(zip(fa, fb, strict=False)):
            if x != y:
                print(f"  #{number}:\n    before {json.dumps(x, ensure_ascii=False)}"
                      f"\n    after  {json.dumps(y, ensure_ascii=False)}")
        if len(fa) != len(fb):
            print(f"  {len(fa)} findings before, {len(fb)} after")
    print(f"{len(set(a) | set(b))} runs, {differing} differ")
    return 1 if differing else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    rec = sub.add_parser("record")
    rec.add_argument("out", type=Path)
    rec.add_argument("--only", nargs="*", default=[])
    dif = sub.add_parser("diff")
    dif.add_argument("before", type=Path)
    dif.add_argument("after", type=Path)
    args = parser.parse_args()
    if args.command == "record":
        record(args.out, set(args.only))
        return 0
    return diff(args.before, args.after)


if __name__ == "__main__":
    sys.exit(main())
