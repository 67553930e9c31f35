"""Submissions far more alike than a class's usual, exercise by exercise: worth a look, never proof.

Winnowing, as MOSS does it (Schleimer, Wilkerson and Aiken, "Winnowing: local algorithms for
document fingerprinting", SIGMOD 2003): each program becomes tokens, with every name but Python's
keywords made one token `N`, every string `S` and every number `0`, so renaming or rewording does
not hide a copy; each run of `K` tokens is hashed, and of each window of `W` hashes the smallest is
kept as a fingerprint, with the line it starts on. Written here rather than taken from
`copydetect` (PyPI), which reads files from folders and writes its own report: the record already
holds the code, and the report wants the pairs as a table.

Fingerprints that the starting code or the teacher's solution has, or that more than half of the
class share, are what the exercise asks of everyone: they are taken out before comparing. A
pair's `share` is how many fingerprints the two have in common, over the smaller set of the
two; a pair is listed when its share is at least `MIN_SHARE` and stands far above the class's
usual (`FAR` interquartile ranges above the third quartile of all the pairs' shares), and when
the two have at least `MIN_SHARED` fingerprints in common: in a server to fix, most students
change a few lines of the starting code, and many make the same fix on their own.
"""

from __future__ import annotations

import bisect
import hashlib
import io
import itertools
import keyword
import re
import tokenize
from collections import defaultdict
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass

# Tokens per hashed run, and hashes per window: a shared stretch of at least K + W - 1 tokens
# (about two lines of code) is always caught.
K, W = 12, 6
MIN_SHARE = 0.5
# Fingerprints two must share beyond the exercise's, six to eight lines of code: fixes of a
# line or two that many make alike are no copy, even when two students made the same three.
MIN_SHARED = 16
FAR = 3.0
# A fingerprint more than this share of the class has is the exercise's, not a copy's.
COMMON = 0.5
# Python's tokens, read without its grammar: strings (triple-quoted ones across lines, an
# unclosed one to its line's or the file's end), comments, names, numbers, and operators of one
# or more characters.
_FALLBACK = re.compile(
    r"""(?P<string>[rRbBuUfF]{0,2}(?:"{3}[\s\S]*?(?:"{3}|\Z)|'{3}[\s\S]*?(?:'{3}|\Z)"""
    r"""|"[^"\n]*"?|'[^'\n]*'?))|(?P<comment>\#[^\n]*)|(?P<name>[^\W\d]\w*)"""
    r"""|(?P<number>\d[\w.]*)|(?P<op>\*\*=?|//=?|>>=?|<<=?|->|:=|\.\.\.|[-+*/%&|^@!=<>]=|\S)""")
_KINDS = {"string": tokenize.STRING, "name": tokenize.NAME, "number": tokenize.NUMBER,
          "op": tokenize.OP}


@dataclass(frozen=True)
class Pair:
    """Two submissions of one exercise whose code is far more alike than the class's usual."""

    a: str
    b: str
    share: float
    lines_a: tuple[int, ...]  # the lines of a that b shares, from 1
    lines_b: tuple[int, ...]


def _normal(kind: int, text: str) -> str | None:
    if kind == tokenize.NAME:
        return text if keyword.iskeyword(text) else "N"
    if kind == tokenize.STRING or kind == getattr(tokenize, "FSTRING_START", -1):
        return "S"
    if kind == tokenize.NUMBER:
        return "0"
    if kind == tokenize.OP:
        return text
    return None  # comments, line ends, indentation: a copy does not hide behind them


def tokens(source: str) -> list[tuple[str, int]]:
    """The program's tokens, made alike as above, each with its line. Code Python cannot read
    (a half-written exercise) is read by `tokenize` up to the line it stops at, and from there
    cut into the same tokens by `_FALLBACK`, so that what it kept of the code it was given still
    matches that code."""
    read: list[tuple[int, str, int]] = []
    try:
        for token in tokenize.generate_tokens(io.StringIO(source).readline):
            read.append((token.type, token.string, token.start[0]))
    except (tokenize.TokenError, SyntaxError) as error:
        stop = error.lineno if isinstance(error, SyntaxError) else error.args[1][0]
        stop = max(1, stop or 1)
        read = [t for t in read if t[2] < stop] + list(_words(source, stop))
    return [(normal, line) for kind, text, line in read
            if (normal := _normal(kind, text)) is not None]


def _words(source: str, first: int) -> Iterator[tuple[int, str, int]]:
    """The tokens of the source from line `first` on, typed as `tokenize` would type them."""
    starts = [0, *(m.end() for m in re.finditer("\n", source))]
    for found in _FALLBACK.finditer(source, starts[min(first, len(starts)) - 1]):
        kind = found.lastgroup
        if kind != "comment":
            line = bisect.bisect_right(starts, found.start())
            yield _KINDS[str(kind)], found.group(), line


def fingerprints(source: str) -> dict[int, int]:
    """The winnowed fingerprints of a program: each hash, with the first line it starts on."""
    found = tokens(source)
    grams = [(int.from_bytes(hashlib.blake2b(" ".join(t for t, _ in found[i:i + K]).encode(),
                                              digest_size=8).digest(), "big"), found[i][1])
             for i in range(len(found) - K + 1)]
    kept: dict[int, int] = {}
    for start in range(max(1, len(grams) - W + 1)):
        window = grams[start:start + W]
        if window:
            smallest = min(window, key=lambda g: g[0])
            kept.setdefault(smallest[0], smallest[1])
    return kept


def similar_pairs(sources: Mapping[str, str], given: Iterable[str] = (),
                  given_prints: Iterable[int] = ()) -> list[Pair]:
    """The pairs among `sources` (by submission) far more alike than the rest, most alike first;
    the fingerprints of `given` (the starting code) and `given_prints` (the teacher's solution's,
    `fingerprints`) count for none."""
    taken_out: set[int] = set(given_prints)
    for code in given:
        taken_out |= fingerprints(code).keys()
    prints = {name: fingerprints(code) for name, code in sources.items()}
    holders: defaultdict[int, list[str]] = defaultdict(list)
    for name, kept in prints.items():
        for h in kept:
            if h not in taken_out:
                holders[h].append(name)
    common = max(2, COMMON * len(prints))
    distinctive = {h: names for h, names in holders.items() if len(names) <= common}
    own = {name: kept.keys() & distinctive.keys() for name, kept in prints.items()}
    shared: defaultdict[tuple[str, str], int] = defaultdict(int)
    for names in distinctive.values():
        for a, b in itertools.combinations(sorted(names), 2):
            shared[a, b] += 1
    shares = {pair: n / min(len(own[pair[0]]), len(own[pair[1]])) for pair, n in shared.items()
              if own[pair[0]] and own[pair[1]]}
    bar = max(MIN_SHARE, _far_above(list(shares.values()), len(prints)))
    pairs = []
    for (a, b), share in shares.items():
        if share >= bar and shared[a, b] >= MIN_SHARED:
            both = own[a] & own[b]
            pairs.append(Pair(a, b, round(share, 4),
                              tuple(sorted({prints[a][h] for h in both})),
                              tuple(sorted({prints[b][h] for h in both}))))
    return sorted(pairs, key=lambda p: (-p.share, p.a, p.b))


def _far_above(shares: Sequence[float], n: int) -> float:
    """FAR interquartile ranges above the third quartile of every pair's share (a pair that
    shares nothing has a share of 0)."""
    everyone = sorted([*shares, *[0.0] * (n * (n - 1) // 2 - len(shares))])
    if len(everyone) < 4:
        return 0.0
    q1, q3 = everyone[len(everyone) // 4], everyone[(3 * len(everyone)) // 4]
    return q3 + FAR * (q3 - q1)
