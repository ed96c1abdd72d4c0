"""Extinction's wording: how the events of an environmental change read to the players, each loss
said once with the change that caused it. Rule tests elsewhere assert the events' data; this file
reads the sentences (issue 33: one wording test per game)."""

from __future__ import annotations

import pytest

from rules.extinction.data import ENVIRONMENT, HABITAT_HEXES, NEIGHBOURS
from tests.rules.test_extinction_support import act, begin, card_named, make_state, texts


def test_environment_a_strike_says_the_whole_loss_once_never_as_a_count_per_hex() -> None:
    # Environmental Change: a fire kills the species in that habitat; "loses 7 individuals in every
    # woodland hex: a6, a7" read as if 7 died in each
    st = make_state({"a6": (0, 3), "a7": (0, 4), "c8": (0, 2), "l4": (1, 1)})
    st, ev = begin(st, 0, "environment", "genes", env=card_named("fire", habitat="woodland"))
    assert "Ann loses their cubes in woodland hexes to Forest Fire, 7 individuals in all: a6, a7." in texts(ev)
    assert "every woodland hex" not in texts(ev)


def test_environment_a_rival_struck_by_the_drawers_card_reads_which_card_in_its_own_line() -> None:
    # Environmental Change: pollution strikes every species in the habitat, whoever drew the card. A
    # summary files each line under the person it names: "Bob loses their cubes in swamp hexes …" sat
    # under Bob, "Ann draws an environment card: Swamp Pollution." under Ann alone
    st = make_state({"c5": (0, 3), "k5": (1, 4), "l4": (1, 2)})  # neither tolerates water pollution
    st, ev = begin(st, 0, "environment", "genes", env=card_named("water-pollution", habitat="swamp"))
    losses = [e.text for e in ev if e.kind == "deaths" and "Bob" in e.text]
    assert losses == ["Bob loses their cubes in swamp hexes to Swamp Pollution, 6 individuals in all: k5, l4."]
    extinct = next(e.text for e in ev if e.kind == "extinct")
    assert extinct.startswith("💀 Bob's species is extinct, killed off by water pollution.")


@pytest.mark.parametrize("card", [c for c in ENVIRONMENT if ENVIRONMENT[c].kind != "mild"])
def test_environment_every_loss_names_the_change_that_caused_it(card: str) -> None:
    # Environmental Change: each card kills by its own kind of change; every line saying whose
    # individuals died names that change, the drawer's losses and everyone else's. (Losses the drawer
    # chooses, "Ann removes 2 from c7.", follow the line naming the change and the chooser.)
    # Ann (drawing; tolerates water and air pollution) and Bob (drought and fire) in every habitat, a
    # city next to one of Bob's cubes
    cubes = {hexes[0]: (0, 6) for hexes in HABITAT_HEXES.values()}
    cubes |= {hexes[-1]: (1, 4) for hexes in HABITAT_HEXES.values()}
    city = next(n for n in NEIGHBOURS[HABITAT_HEXES["woodland"][-1]] if n not in cubes)
    st = make_state(cubes, {0: {"tolerance": "et10"}}, barriers={city: "city"})
    st, ev = begin(st, 0, "environment", "genes", env=card)
    if st["step"] is not None and st["step"]["act"] == "lose":
        st, chosen = act(st, 0, "auto")
        ev += chosen
    change = ENVIRONMENT[card].name.split(" (")[0].lower()
    losses = [e.text for e in ev if e.kind == "deaths" and e.data.get("lost")]
    assert losses, f"{ENVIRONMENT[card].name} killed nobody in this position"
    assert all(change in text.lower() for text in losses), losses
    if any(e.data.get("removed") for e in ev):
        assert "Ann chooses which" in losses[-1], "the change is named where the drawer is asked to choose"


def test_environment_famine_says_the_whole_loss_once_never_as_a_count_per_hex() -> None:
    st = make_state({"c5": (0, 5), "c6": (0, 6), "c7": (0, 4), "l4": (1, 6)})
    _st, ev = begin(st, 0, "environment", "genes", env=card_named("famine"))
    assert "The famine wipes out Ann's cubes of five or six, 11 individuals in all: c5, c6." in texts(ev)
