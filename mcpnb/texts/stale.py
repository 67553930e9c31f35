"""Which entries of the Spanish and German catalogues were translated from other English than
the English catalogue's today, as the lessons' prose keeps it (`mcpnb.teach.translations`).

`translated_from.json`, beside the catalogues, holds for each translation the digest of the
English each of its entries was made from. An entry is stale when its English's digest is now
another (or none was recorded): its translation is to be made again, then recorded as done:

    python -m mcpnb.texts.stale                       # the stale keys, one a line
    python -m mcpnb.texts.stale --done KEY... [--lang es]  # their translations are up to date
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from mcpnb.texts import ENGLISH, LANGUAGES, catalogue

TRANSLATED = tuple(code for code in LANGUAGES if code != ENGLISH)
RECORD = Path(__file__).with_name("translated_from.json")


def digest(entry: Any) -> str:
    """A short digest of an entry's English: a sentence as written (as a lesson's cell), a table
    or list of sentences as its JSON."""
    written = entry if isinstance(entry, str) else json.dumps(entry, ensure_ascii=False,
                                                              sort_keys=True)
    return hashlib.sha256(written.encode("utf-8")).hexdigest()[:12]


def recorded() -> dict[str, dict[str, str]]:
    """For each translation, the digest of the English each of its entries was made from."""
    record: dict[str, dict[str, str]] = json.loads(RECORD.read_text(encoding="utf-8"))
    return record


def stale(code: str) -> list[str]:
    """The keys of the entries of catalogue `code` made from other English than today's, in the
    English catalogue's order."""
    made_from = recorded().get(code, {})
    return [key for key, entry in catalogue(ENGLISH).items()
            if made_from.get(key) != digest(entry)]


def record_done(keys: Iterable[str], codes: Sequence[str] = TRANSLATED) -> None:
    """Record that the entries `keys` of the catalogues `codes` are translated from today's
    English; a record of a key English no longer has is dropped."""
    english, record, done = catalogue(ENGLISH), recorded(), set(keys)
    unknown = sorted(done - set(english))
    if unknown:
        raise KeyError(f"no such key in the English catalogue: {', '.join(unknown)}")
    for code in codes:
        was = record.get(code, {})
        record[code] = {key: digest(entry) if key in done else was[key]
                        for key, entry in english.items() if key in done or key in was}
    RECORD.write_text(json.dumps(record, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def main(argv: Sequence[str] | None = None) -> int:
    """With `--done`, record the keys named as translated from today's English; then list the
    stale keys (`es tools.page`), and exit 1 if there are any."""
    parser = argparse.ArgumentParser(prog="python -m mcpnb.texts.stale", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--done", nargs="+", metavar="KEY",
                        help="these keys' translations are made from today's English")
    parser.add_argument("--lang", choices=TRANSLATED, action="append",
                        help="only this translation (may be given twice; default: all)")
    args = parser.parse_args(argv)
    codes = args.lang or TRANSLATED
    if args.done:
        try:
            record_done(args.done, codes)
        except KeyError as error:
            parser.error(error.args[0])
    found = [f"{code} {key}" for code in codes for key in stale(code)]
    print("\n".join(found), end="\n" if found else "")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
