"""A take-back that undid a chance event draws fresh randomness (issue 22, item 6): the engine
contract's `reseeded` gives the generator a new seed and shuffles every draw pile nobody has
seen, so neither the coming dice nor the coming cards can be read from the game so far."""

from __future__ import annotations

from typing import Any

import pytest

from games import engine_for, game_keys

# Where each game keeps the piles whose order is hidden (they must be shuffled anew).
HIDDEN_PILES = {
    "soup": lambda data: [data["deck"]["draw"]],
    "extinction": lambda data: [*data["decks"].values(), data["environment"]],
}


def _started(key: str) -> Any:
    engine = engine_for(key)
    return engine, engine.new(["Ann", "Bob", "Cid"], {}, 5)


def _without(data: dict[str, Any], key: str) -> dict[str, Any]:
    """The dumped state with the generator and the hidden piles left out."""
    rest = {k: v for k, v in data.items() if k != "rng"}
    if key == "soup":
        rest["deck"] = {**rest["deck"], "draw": sorted(rest["deck"]["draw"])}
    if key == "extinction":
        rest["decks"] = {deck: sorted(pile) for deck, pile in rest["decks"].items()}
        rest["environment"] = sorted(rest["environment"])
    return rest


@pytest.mark.parametrize("key", game_keys())
def test_a_reseeded_state_keeps_everything_but_its_dice_and_the_order_of_its_hidden_piles(key: str) -> None:
    engine, state = _started(key)
    before = engine.dump(state)
    after = engine.dump(engine.reseeded(state, 12345))
    assert after["rng"] != before["rng"]
    assert _without(after, key) == _without(before, key)


@pytest.mark.parametrize("key", sorted(HIDDEN_PILES))
def test_the_cards_to_come_are_shuffled_anew(key: str) -> None:
    """Soup's environment deck and Extinction's gene and environment decks (both rulebooks deal
    them face down): after a take-back the next card is not the one everyone saw coming."""
    engine, state = _started(key)
    piles = HIDDEN_PILES[key](engine.dump(state))
    orders = [HIDDEN_PILES[key](engine.dump(engine.reseeded(state, seed))) for seed in range(1, 6)]
    assert all(any(new != old for new, old in zip(reseeded, piles, strict=True)) for reseeded in orders)
    assert orders[0] != orders[1]  # the order comes from the seed
