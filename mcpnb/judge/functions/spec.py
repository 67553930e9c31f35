"""What a function exercise is: its properties (families of inputs drawn from a seeded generator),
its reference and the belief a wrong value shows; `exercises` and `sse_reader` hold the
lessons' own, `check` judges a student's function against them."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import partial
from typing import Any

Args = list[Any]
BeliefOf = Callable[[Args, Any, Any], str | None]


Kind = Callable[[random.Random], Args]


@dataclass(frozen=True)
class Property:
    """A family of inputs and the behaviour they share; its words are `<item>.<key>.*` texts.

    Its `kinds` are the different cases of the family (a line cut between characters or inside
    one; a request whose id is 0, a number or text), drawn in turn: the public inputs a notebook
    checks hold every kind the grader's seeded inputs hold, so a function the notebook passes
    meets no case of a new kind in the grader. What is drawn at random within a kind (a word, a
    number) is what no right function tells apart.
    """

    key: str
    kinds: tuple[Kind, ...]

    def __init__(self, key: str, *kinds: Kind) -> None:
        object.__setattr__(self, "key", key)
        object.__setattr__(self, "kinds", kinds)

    def draw(self, rng: random.Random, count: int) -> list[Args]:
        """`count` inputs (at least one of every kind), each kind in turn."""
        return [self.kinds[n % len(self.kinds)](rng) for n in range(max(count, len(self.kinds)))]


@dataclass(frozen=True)
class Exercise:
    """A function to write: its name, the reference it must agree with, and its properties."""

    item: str
    function: str
    reference: Callable[..., Any]
    properties: tuple[Property, ...]
    same: Callable[[Any, Any], bool]  # does a returned value (decoded) agree with the reference's?
    belief: BeliefOf  # the belief a wrong value shows, as a text key, or None
    givens: tuple[tuple[str, Any], ...] = ()  # names the exercise hands the student's code
    refused: tuple[str, ...] = ()  # modules that do what it asks: not importable while it runs
    returns_pair: bool = True  # a returned list of two is a pair (a tuple, decoded as a list)


# Texts the generated inputs carry, several bytes a character among them.
WORDS = ("ping", "hola", "grüße", "café", "naïve", "中文", "señal", "🙂 ok", "línea", "Größe")


# The two values of a yes-or-no axis of kinds.
BOTH = (False, True)


def kinds(make: Callable[..., Args], *axes: Iterable[Any]) -> tuple[Kind, ...]:
    """One kind per combination of the axes' values, each drawing `make(*values, rng)`."""
    return tuple(partial(make, *values) for values in itertools.product(*axes))
