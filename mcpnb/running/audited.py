"""Run a student's program under an audit hook that tells the grader when it runs code it did
not write: the course's own code, which the grader knows by fingerprints.

This module uses the standard library only: the grader copies it into a sandbox that holds
neither the course nor the package, as it does the function runner.

    python audited.py FINGERPRINTS TOLD PROGRAM [ARGS...]

FINGERPRINTS is a file of the course's functions, one per line: the fingerprint of each
(`fingerprints`: its bytecode and the names it uses, never its source's spelling)
and of its bytecode alone (`bytecode_print`); TOLD is the grader's channel, a
FIFO the program may write to but never read. PROGRAM runs as `python PROGRAM ARGS...` would.

Whatever way code comes to run (a module imported, `exec` of text built from base64 or
compressed pieces, `compile`, `marshal.loads` of bytecode), CPython tells the hook before it
runs (PEP 578), and a hook cannot be removed; a code object built from its parts
(`types.CodeType`, `code.replace`), which runs with no such event, is refused outright. Once the
code run holds `THRESHOLD` functions of the course's own, the hook writes `reference N
FINGERPRINT...` to TOLD and refuses that code and any more of it (the operation raises): what
the grader is told cannot be unsaid, and code that kept the grader from being told would still
not run. So that nothing can reach the hook's own state, the hook binds all it uses when it is
made, and refuses what would reach it: walking the garbage collector's objects, a trace or
profile function (which sees the hook's frames), ctypes, starting another program (a Python the
hook is not in: a seccomp filter refuses every exec, however it is asked for), and writing
another process's memory. A lesson's server or function needs none of them.
"""

from __future__ import annotations

import ast
import hashlib
import marshal
import os
import platform
import runpy
import struct
import sys
import types
from collections.abc import Callable
from typing import Any

# A function of the course's counts when it is this long, in bytes of bytecode: shorter ones
# (`super().__init__(x)`, a two-line helper) are written alike by anyone. At this length, no
# function of the standard library or of any package installed beside the course (20,000 files)
# has the fingerprint of one of the course's (`tests/content/test_reference.py`).
MIN_CODE_BYTES = 96
# A function's flag that says it is one (not a module's or a class's body).
CO_OPTIMIZED = 0x1
# How many of the course's functions the code run must hold to be told: the standard library
# and every package installed beside the course hold at most one (`mcpnb.content.reference`).
THRESHOLD = 3
# The operations refused outright, by the audit event's name or its prefix.
REFUSED = ("ctypes.", "code.__new__", "gc.get_objects", "gc.get_referrers", "gc.get_referents",
           "sys._current_frames", "sys.settrace", "sys.setprofile", "subprocess.Popen",
           "os.exec", "os.posix_spawn", "os.spawn", "os.system", "os.fork", "os.forkpty",
           "pty.spawn", "cpython.PyInterpreterState_New")
# The reason an operation is refused, as the code that tried it sees it.
NOT_YOURS = "this code is the course's own, not yours: it does not run while grading"
REFUSED_HERE = "refused while grading: a lesson's code does not need"


def _fingerprinting() -> Callable[..., set[str]]:
    """`fingerprints`, with everything it uses bound once: nothing the program does to a module,
    to the builtins or to this module's globals changes what it finds."""
    code_type, frozen, str_, repr_, sorted_, len_, isinstance_ = \
        types.CodeType, frozenset, str, repr, sorted, len, isinstance
    blake2b = hashlib.blake2b

    def key(value: Any) -> str:
        """A constant as the same text in every process: no hash order, no address."""
        if isinstance_(value, code_type):
            return "<code>"
        if isinstance_(value, frozen):
            return "frozenset(" + ",".join(sorted_(key(v) for v in value)) + ")"
        if isinstance_(value, tuple):
            return "(" + ",".join(key(v) for v in value) + ")"
        return str_(repr_(value))

    def fingerprints(code: types.CodeType, among: frozenset[str] | None = None) -> set[str]:
        """The fingerprints of the functions inside `code`, however deeply nested: each one's
        bytecode and the names it uses, never its source's spelling, its docstring or its other
        constants (a string reworded leaves the code as it was). Code too plain to tell its
        author has none: a module's or a class's body, a comprehension, a lambda, a function of
        under `MIN_CODE_BYTES` of bytecode. With `among` (the bytecode fingerprints,
        `bytecode_print`, of the ones looked for), only a function whose bytecode is among them
        is fingerprinted whole: a module of a thousand functions costs a thousand hashes."""
        found, stack = set(), [code]
        while stack:
            one = stack.pop()
            if (one.co_flags & CO_OPTIMIZED and not one.co_name.startswith("<")
                    and len_(one.co_code) >= MIN_CODE_BYTES and (
                        among is None
                        or blake2b(one.co_code, digest_size=8).hexdigest() in among)):
                text = key(one.co_names).encode("utf-8", "backslashreplace")
                found.add(blake2b(one.co_code + b"\0" + text, digest_size=8).hexdigest())
            stack.extend(c for c in one.co_consts if isinstance_(c, code_type))
        return found

    return fingerprints


# The fingerprints of the functions inside a code object (the grader computes the course's with
# this same function, in the same Python).
fingerprints = _fingerprinting()


def bytecode_print(code: types.CodeType) -> str:
    """The fingerprint of a function's bytecode alone: the first, cheap test of `fingerprints`."""
    return hashlib.blake2b(code.co_code, digest_size=8).hexdigest()


def _teller(told: str) -> Callable[[set[str]], None]:
    """What writes to the grader's channel, bound once."""
    open_, write, close, len_, sorted_ = os.open, os.write, os.close, len, sorted
    flags = os.O_WRONLY | os.O_CLOEXEC

    def tell(found: set[str]) -> None:
        line = f"reference {len_(found)} {' '.join(sorted_(found)[:50])}\n".encode()
        try:
            channel = open_(told, flags)
            try:
                write(channel, line[:4096])
            finally:
                close(channel)
        except OSError:
            pass  # no grader listening (a test, say): the code is refused all the same

    return tell


def _maker(inside: set[int]) -> Callable[[str, tuple[Any, ...]], Any]:
    """What makes, in the hook, the code an event is about to make, bound once; the threads it
    is making code in are `inside`, whose events the hook lets pass."""
    get_ident, isinstance_ = __import__("_thread").get_ident, isinstance
    text_types, marshal_loads, compile_ = (str, bytes, ast.AST), marshal.loads, compile

    def made(event: str, args: tuple[Any, ...]) -> Any:
        me = get_ident()
        inside.add(me)
        try:
            if event in ("compile", "exec") and isinstance_(args[0], text_types):
                return compile_(args[0], "<audited>", "exec", dont_inherit=True)
            if event == "marshal.loads":
                return marshal_loads(args[0])
        except Exception:  # what cannot be made here will not be made there either
            return None
        finally:
            inside.discard(me)
        return None

    return made


def _hook(reference: frozenset[str], bytecodes: frozenset[str],
          told: str) -> Callable[[str, tuple[Any, ...]], None]:
    """The audit hook. Everything it uses is bound here, once, so that nothing the program does
    to a module, to the builtins or to this module's globals changes what it does."""
    seen: set[str] = set()
    inside: set[int] = set()  # the threads the hook itself is compiling or unmarshalling in
    found_in, tell, made = _fingerprinting(), _teller(told), _maker(inside)
    get_ident, code_type, str_ = __import__("_thread").get_ident, types.CodeType, str
    isinstance_, len_, runtime_error, refused = isinstance, len, RuntimeError, tuple(REFUSED)
    not_yours, refused_here, threshold = NOT_YOURS, REFUSED_HERE, THRESHOLD

    def check(code: Any) -> None:
        if not isinstance_(code, code_type):
            return
        ours = found_in(code, bytecodes) & reference
        if not ours:
            return
        before = len_(seen)
        seen.update(ours)
        if len_(seen) >= threshold:
            if len_(seen) > before or before < threshold:
                tell(seen)
            raise runtime_error(not_yours)

    def hook(event: str, args: tuple[Any, ...]) -> None:
        if get_ident() in inside:
            return
        if event == "exec" and isinstance_(args[0], code_type):
            check(args[0])
        elif event in ("exec", "compile", "marshal.loads"):  # text, a tree, bytes: made here
            check(made(event, args))
        elif event.startswith(refused):
            raise runtime_error(f"{refused_here} {event}")
        elif event == "open" and isinstance_(args[0], str_) and args[0].startswith("/proc/") \
                and args[0].rstrip("/").endswith("/mem"):
            raise runtime_error(f"{refused_here} another process's memory")

    return hook


# x86_64's execve and execveat, and the filter's words (linux/filter.h, linux/seccomp.h).
_EXECVE, _EXECVEAT, _AUDIT_ARCH_X86_64 = 59, 322, 0xC000003E
_PR_SET_NO_NEW_PRIVS, _PR_SET_SECCOMP, _SECCOMP_MODE_FILTER = 38, 22, 2


def no_exec_filter() -> bytes:
    """A seccomp filter (classic BPF) that refuses execve and execveat with EPERM: a program a
    process starts, whatever way it starts it (`_posixsubprocess.fork_exec` raises no audit
    event), would be a Python without the hook."""
    load, jeq, ret = 0x20, 0x15, 0x06
    allow, refuse = 0x7FFF0000, 0x00050000 | 1  # SECCOMP_RET_ALLOW, SECCOMP_RET_ERRNO | EPERM

    def op(code: int, k: int, jt: int = 0, jf: int = 0) -> bytes:
        return struct.pack("=HBBI", code, jt, jf, k)

    return b"".join([
        op(load, 4), op(jeq, _AUDIT_ARCH_X86_64, 1, 0), op(ret, refuse),  # another arch: refuse
        op(load, 0), op(jeq, _EXECVE, 2, 0), op(jeq, _EXECVEAT, 1, 0), op(ret, allow),
        op(ret, refuse),
    ])


def refuse_exec() -> bool:
    """Install `no_exec_filter` on this process and all it starts, for good (x86_64 Linux); the
    hook then refuses ctypes, so nothing after this can undo it. False where it cannot be."""
    if platform.machine() != "x86_64" or not sys.platform.startswith("linux"):
        return False
    import ctypes  # once, here, before the hook refuses it to the program

    libc = ctypes.CDLL(None, use_errno=True)
    program = no_exec_filter()
    buffer = ctypes.create_string_buffer(program)

    class SockFprog(ctypes.Structure):
        _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.c_void_p)]

    fprog = SockFprog(len(program) // 8, ctypes.cast(buffer, ctypes.c_void_p))
    if libc.prctl(_PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0:
        return False
    return bool(libc.prctl(_PR_SET_SECCOMP, _SECCOMP_MODE_FILTER, ctypes.byref(fprog), 0, 0) == 0)


def main(argv: list[str]) -> int:
    listed, told, program, *arguments = argv
    with open(listed, encoding="utf-8") as file:
        pairs = [line.split() for line in file if len(line.split()) == 2]
    reference, bytecodes = frozenset(p[0] for p in pairs), frozenset(p[1] for p in pairs)
    refuse_exec()
    sys.addaudithook(_hook(reference, bytecodes, told))
    sys.argv = [program, *arguments]
    sys.path[0] = os.path.dirname(os.path.abspath(program))
    runpy.run_path(program, run_name="__main__")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
