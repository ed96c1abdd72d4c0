"""Apocalyte's words that other sentences are built with, as phrases worded in the reader's language
(issue 34): a territory's name, a list of them, counts of armies and supplies, and the scenario's
name and its Apocalytes' noun, each keyed by a stable key (a territory code, a scenario key)."""

from __future__ import annotations

from collections.abc import Sequence

from rules.phrases import Listed, Phrase, listed


def place(code: str) -> Phrase:
    """The territory's name (`Kamchatka`, `Kamtschatka`)."""
    return Phrase.of("apocalyte-territory", code=code)


def places(codes: Sequence[str]) -> Listed:
    """`Alaska, Peru and Ural`: territories as the reader's language lists them."""
    return listed([place(code) for code in codes])


def armies(count: int) -> Phrase:
    """`1 army`, `3 armies`."""
    return Phrase.of("apocalyte-armies", count=count)


def supplies(count: int) -> Phrase:
    """`1 supply`, `3 supplies`."""
    return Phrase.of("apocalyte-supplies", count=count)


def territories(count: int) -> Phrase:
    """`1 territory`, `3 territories`."""
    return Phrase.of("apocalyte-territories", count=count)


def title(scenario: str) -> Phrase:
    """The scenario's name (`Infection`); the key "" is the game before its scenario is revealed."""
    return Phrase.of("apocalyte-scenario", scenario=scenario)


def noun(scenario: str) -> Phrase:
    """The scenario's Apocalytes in the plural (`zombies`, `infected`)."""
    return Phrase.of("apocalyte-noun", scenario=scenario)


def counted(scenario: str, count: int) -> Phrase:
    """A count of the scenario's Apocalytes (`1 zombie`, `3 zombies`, `2 infected`)."""
    return Phrase.of("apocalyte-counted", scenario=scenario, count=count)


def whose(scenario: str) -> Phrase:
    """The scenario's Apocalytes as owners (`the zombies'`, `the infected's`), before what they own."""
    return Phrase.of("apocalyte-whose", scenario=scenario)
