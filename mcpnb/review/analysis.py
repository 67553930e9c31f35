"""What a graded class got right and wrong: the classical item analysis, cell by cell and
behaviour by behaviour, from a gradebook's record (`mcpnb.grade.record`), as pandas tables.

- `items`: one row per lesson and item: `facility`, the mean share of its points the class
  earned; `discrimination`, the item–rest correlation (Pearson's r between the item's score and
  the rest of the lesson's total: do those who do well on the lesson do well on the item?);
  `flag`: `negative` below 0, `near-zero` below `LOW_DISCRIMINATION`, `no-spread` where every
  submission scored the same (no correlation exists), `few` where fewer than `FEW` submissions
  were graded (in a small class one student's slip makes r anything), else "". Moodle's quiz
  report flags the
  same way.
- `cells`: one row per table cell: the share of submissions that got it right, and its most
  frequent wrong answers, each with its count and the hint it got.
- `behaviours`: one row per finding of a server or property of a function, with its `label` in
  the language spoken: the share of the submissions judged on it that passed.
- `totals`: one row per submission of a lesson: student, lesson, total, max.

Only rows of a lesson count for its items: a submission that could not be read has none.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pandas as pd

from mcpnb.records import read_lines
from mcpnb.texts import from_json, has, say

# Below this item–rest correlation an item tells strong and weak students apart too little.
LOW_DISCRIMINATION = 0.2
# Below this many submissions an item's correlation says little: a dozen students who each
# slipped once, on different items, give every item a negative r.
FEW = 20
# How many of a cell's wrong answers the report shows.
TOP_WRONG = 3


def read_record(path: Path) -> pd.DataFrame:
    """The record's lines as one table (a column per key; a line lacks the others); a line
    that is not a JSON object is a ValueError naming it (`mcpnb.records.read_lines`)."""
    return pd.DataFrame(read_lines(path))


def lines(record: pd.DataFrame, kind: str, columns: list[str]) -> pd.DataFrame:
    """The record's lines of one kind, with `columns` (empty where no line has one)."""
    if "record" not in record:
        return pd.DataFrame(columns=columns)
    return record.loc[record["record"] == kind].reindex(columns=columns).reset_index(drop=True)


CARRIED_COLUMNS = ["student", "file", "lesson", "item", "carried"]


def carried(record: pd.DataFrame) -> pd.DataFrame:
    """The exercises whose running code carried the course's own: whose, and which functions."""
    graded = lines(record, "item", CARRIED_COLUMNS)
    kept = graded["carried"].map(lambda found: isinstance(found, list) and bool(found))
    return graded[kept].reset_index(drop=True)


OVERRIDDEN_COLUMNS = ["student", "lesson", "item", "graded", "score", "reason"]


def overridden(record: pd.DataFrame) -> pd.DataFrame:
    """The marks the teacher changed by hand (`mcpnb grade --overrides`): whose, which, what
    the grader gave, what stands, and why."""
    graded = lines(record, "item", ["student", "lesson", "item", "score", "override"])
    kept = graded[graded["override"].map(lambda found: isinstance(found, dict)).astype(bool)]
    return pd.DataFrame({
        "student": kept["student"], "lesson": kept["lesson"], "item": kept["item"],
        "graded": [o.get("graded") for o in kept["override"]], "score": kept["score"],
        "reason": [o.get("reason", "") for o in kept["override"]]},
        columns=OVERRIDDEN_COLUMNS).reset_index(drop=True)


def totals(record: pd.DataFrame) -> pd.DataFrame:
    rows = lines(record, "submission", ["student", "lesson", "total", "max", "status_code"])
    return rows[rows["lesson"] != ""].reset_index(drop=True)


def items(record: pd.DataFrame) -> pd.DataFrame:
    graded = lines(record, "item", ["student", "file", "lesson", "item", "kind", "points", "score"])
    graded.insert(0, "submission", graded["student"] + "/" + graded["file"])
    columns = ["lesson", "item", "kind", "points", "n", "facility", "discrimination", "flag"]
    lesson_totals = graded.groupby(["lesson", "submission"])["score"].sum()
    rows = []
    for (lesson, item), group in graded.groupby(["lesson", "item"], sort=False):
        score = group.set_index("submission")["score"]
        rest = lesson_totals.loc[str(lesson)].loc[score.index] - score
        points = float(group["points"].iloc[0])
        spread = score.nunique() > 1 and rest.nunique() > 1
        r = float(score.corr(rest)) if spread else float("nan")
        flag = ("no-spread" if not spread else "few" if len(group) < FEW else "negative" if r < 0
                else "near-zero" if r < LOW_DISCRIMINATION else "")
        rows.append([lesson, item, group["kind"].iloc[0], points, len(group),
                     round(float((score / points).mean()), 4) if points else float("nan"),
                     round(r, 4), flag])
    return pd.DataFrame(rows, columns=columns)


def hint_said(key: str, values: dict[str, Any]) -> str:
    """A wrong cell's hint in the language spoken, from its key and values in the record
    (`mcpnb.texts.as_json`'s); its key where it cannot be said (a record from elsewhere)."""
    if not key or not has(key):
        return key
    try:
        return say(key, **{name: from_json(value) for name, value in values.items()})
    except (KeyError, IndexError, ValueError, AttributeError, TypeError):
        return key


def cells(record: pd.DataFrame) -> pd.DataFrame:
    """Per table cell: share right, and its `TOP_WRONG` most frequent wrong answers as
    (answer, count, the hint it got, said in the language spoken), most frequent first, ties in
    the answer's order."""
    found = lines(record, "cell", ["lesson", "item", "row", "column", "answer", "meaning",
                                 "mark", "hint", "hint_values"])
    found["hint_values"] = [json.dumps(v if isinstance(v, dict) else {}, sort_keys=True)
                            for v in found["hint_values"]]
    # A wrong answer is one belief however it is spelled: the same hint, the same meaning.
    found["meant"] = [m if isinstance(m, str) and m else a
                      for m, a in zip(found["meaning"], found["answer"], strict=True)]
    columns = ["lesson", "item", "row", "column", "n", "right", "wrong"]
    rows = []
    for (lesson, item, row, column), group in found.groupby(["lesson", "item", "row", "column"],
                                                            sort=False):
        wrong = group[group["mark"] == "wrong"].fillna({"hint": ""})
        rows.append([lesson, item, int(float(str(row))), int(float(str(column))), len(group),
                     round(float((group["mark"] == "right").mean()), 4), _top_wrong(wrong)])
    return pd.DataFrame(rows, columns=columns)


def _top_wrong(wrong: pd.DataFrame) -> list[tuple[str, int, str]]:
    """A cell's `TOP_WRONG` most frequent wrong answers, each counted by what it means and shown
    as the class spelled it (its spellings, most frequent first, joined by " / "), with the hint
    its first spelling got; most frequent first, ties in the spellings' order."""
    found = []
    for _, group in wrong.groupby(["hint", "meant"], sort=False):
        spellings = group["answer"].value_counts(sort=True)
        spelled = " / ".join(sorted(spellings.index, key=lambda a: (-spellings[a], str(a))))
        first = group.iloc[0]
        found.append((spelled, len(group), hint_said(str(first["hint"]),
                                                     json.loads(str(first["hint_values"])))))
    return sorted(found, key=lambda w: (-w[1], w[0]))[:TOP_WRONG]


def behaviours(record: pd.DataFrame) -> pd.DataFrame:
    """Per behaviour: how many submissions were judged on it, the share that passed, and how
    many failed it; a finding skipped on the grading machine counts neither way. A behaviour is
    a finding with the words its values give it (`{client} connects`: each client's its own),
    but for where a failure was seen (`seen_in`): lesson 6's findings are one behaviour each."""
    found = lines(record, "finding", ["lesson", "item", "finding", "verdict", "values"])
    judged = found[found["verdict"] != "skipped"].copy()
    judged["label"] = [_label(str(f), v) for f, v in zip(judged["finding"], judged["values"],
                                                          strict=True)]
    columns = ["lesson", "item", "finding", "label", "n", "passed", "failed"]
    rows = [[lesson, item, finding, label, len(group),
             round(float((group["verdict"] == "passed").mean()), 4),
             int((group["verdict"] != "passed").sum())]
            for (lesson, item, finding, label), group in judged.groupby(
                ["lesson", "item", "finding", "label"], sort=False)]
    return pd.DataFrame(rows, columns=columns)


def _label(finding: str, values: Any) -> str:
    """A finding's words in the language spoken, with its values (a record written before it
    kept them: its id)."""
    if not has(f"{finding}.label"):
        return finding
    values = dict(values) if isinstance(values, dict) else {}
    if "seen_in" in values:  # where a failure was seen is no part of what the behaviour is
        values["seen_in"] = say("eras.era.both")
    try:
        return say(f"{finding}.label", **values)
    except (KeyError, IndexError, ValueError):
        return finding
