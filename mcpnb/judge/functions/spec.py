"""What a function exercise is: its properties (families of inputs drawn from a seeded generator),
its reference and the belief a wrong value shows; `exercises` and `sse_reader` hold the
lessons' own, `check` judges a student's function against them."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

Args = list[Any]
BeliefOf = Callable[[Args, Any, Any], str | None]


@dataclass(frozen=True)
class Property:
    """A family of inputs and the behaviour they share; its words are `<item>.<key>.*` texts."""

    key: str
    inputs: Callable[[random.Random], Args]


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
