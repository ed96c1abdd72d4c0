"""Helpers for the µ (Micro) rule tests: hand-made positions and rigged draws.

`position(...)` builds a game in the middle of a turn from a few facts (habitats with their
amounts, species with their cards, colonies); every card and token left over stays in its pile,
so the state loads as a real save would. `rig(state, picks)` sets the state's own seeded RNG so
that its next draws pick exactly the given items. The helpers are tested here too, so a broken
helper cannot pass silently.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rules.base import Action, Event
from rules.micro import ENGINE
from rules.micro.data import DESIGNS, METABOLISMS, SPECIES, kind
from rules.micro.exchange import fresh_habitat
from rules.micro.growth import new_colony
from rules.micro.state import Pile, State
from rules.rng import Rng

NAMES = ("Ann", "Bob", "Cid", "Dee")
SPECIES_ORDER = [s.key for s in SPECIES]


def _take(pile: list[str], card_kind: str) -> str:
    card = next(c for c in pile if kind(c) == card_kind)
    pile.remove(card)
    return card


def position(habitats: dict[str, Any], species: dict[str, tuple[int, list[str], list[str]]],
             colonies: dict[str, tuple[Any, ...]], players: int = 2, seat: int = 0, round_: int = 1,
             threshold: int = 5, options: dict[str, str] | None = None) -> State:
    """A game in `seat`'s turn, before its main action (uptake already done).

    habitats: hex -> design key, or (design key, owner seat or None, {amount: value}).
    species: key -> (owner seat, metabolism card kinds, evolution card kinds).
    colonies: token ("A1") -> (hex, generation, stock), or (hex, generation, stock, host) for a
    Syntrophy passenger riding on the colony `host`."""
    st = ENGINE.new(list(NAMES[:players]), options or {}, 1)
    st["gaia"] = sorted(st["gaia"] + st["spent"] + [t for hand in st["hands"] for t in hand]
                        + [h["token"] for h in st["habitats"].values()])  # every token, whatever the table size
    st["spent"] = []
    st["column"] = sorted(st["column"] + [c for sp in st["species"].values() for c in sp["metabolism"]])
    st["galapagos"] = sorted(st["galapagos"] + [c for sp in st["species"].values() for c in sp["cards"]])
    st.update({"habitats": {}, "species": {}, "colonies": {}, "hands": [[] for _ in range(players)], "phase": "play",
               "round": round_, "seat": seat, "threshold": [threshold] * players, "used": [], "highlight": [],
               "intro": [], "stack": [{"kind": "turn", "seat": seat, "main": False}]})
    for hex_name, spec in habitats.items():
        amounts: dict[str, int] = {}
        design, owner = spec, None
        if not isinstance(spec, str):
            design, owner, amounts = spec
        hab = fresh_habitat(_take(st["gaia"], design), owner)
        hab["amounts"].update(amounts)
        st["habitats"][hex_name] = hab
    for key, (owner, metabolisms, cards) in species.items():
        st["species"][key] = {"owner": owner, "metabolism": [_take(st["column"], m) for m in metabolisms],
                              "cards": [_take(st["galapagos"], c) for c in cards], "pigment": None,
                              "extinct": False}
    st["linnaeus"] = max((SPECIES_ORDER.index(k) + 1 for k in species), default=0)
    for token, (hex_name, gen, stock, *host) in colonies.items():
        species_key = next(k for k in species if SPECIES[SPECIES_ORDER.index(k)].letter == token[0])
        col = new_colony(species_key, hex_name, gen, host[0] if host else None)
        energy = any("energy" in (METABOLISMS[m].recipe or {}) for m in species[species_key][1])
        # fed, with energy if its card has any
        col.update({"stock": stock, "best": gen, "fed": True, "energised": energy})
        st["colonies"][token] = col
    return ENGINE.load(ENGINE.dump(st))


def rig(st: State, picks: Sequence[tuple[int, int]]) -> None:
    """Make the state's next draws `below(bound)` give `wanted`, for each (bound, wanted) in
    order: a card drawn from a pile of `bound` cards at index `wanted`, or a die (bound 6,
    wanted = roll − 1)."""
    seed = st["rng"][0]
    for start in range(200_000):
        rng = Rng(seed, start)
        if all(rng.below(bound) == wanted for bound, wanted in picks):
            st["rng"] = [seed, start]
            return
    raise AssertionError(f"no draw count gives {picks}")


def rig_card(st: State, pile: Pile, card_kind: str, then: Sequence[tuple[int, int]] = ()) -> None:
    """The next draw from `pile` is a card of `card_kind` (then the further picks)."""
    index = next(i for i, c in enumerate(st[pile]) if kind(c) == card_kind)
    rig(st, [(len(st[pile]), index), *then])


def act(st: State, seat: int, notation: str) -> tuple[State, list[Event]]:
    return ENGINE.apply(st, seat, Action(notation))


def legal(st: State, seat: int) -> list[str]:
    return [a.notation for a in ENGINE.legal_actions(st, seat)]


def texts(events: list[Event]) -> str:
    return "\n".join(e.text for e in events)


def summary(st: State) -> str:
    """How the game ended, in English: the state keeps it as a phrase (rules/phrases.py)."""
    return ENGINE.result(st).summary


def amounts(st: State, hex_name: str) -> dict[str, int]:
    return dict(st["habitats"][hex_name]["amounts"])


def printed(design: str, feature: str) -> int:
    return DESIGNS[design].values[feature]


def start_turn(st: State, seat: int) -> tuple[State, list[Event]]:
    """Pass until `seat`'s turn has begun (its uptake done); the events of that last pass."""
    events: list[Event] = []
    for _ in range(20):
        prompt = ENGINE.prompts(st)[0]
        if prompt.seat == seat and prompt.kind == "turn" and events:
            return st, events
        st, events = act(st, prompt.seat, "pass")
    raise AssertionError("the turn never came")


# --- the helpers themselves ---------------------------------------------------------------------


def test_position_builds_a_loadable_game_with_every_card_in_one_place() -> None:
    st = position({"d4": ("kelp", 0, {"organics": 3}), "d5": "vent"},
                  {"aquifex": (0, ["heterotrophy"], ["gliding"]), "bacillus": (1, ["fermentation"], [])},
                  {"A1": ("d4", 2, 4), "B1": ("d5", 1, 0)})
    assert st["habitats"]["d4"]["amounts"]["organics"] == 3 and st["habitats"]["d4"]["owner"] == 0
    assert st["colonies"]["A1"]["gen"] == 2 and st["colonies"]["A1"]["stock"] == 4
    assert [kind(c) for c in st["species"]["aquifex"]["cards"]] == ["gliding"]
    assert len(st["galapagos"]) == 53 and len(st["column"]) == 10 and len(st["gaia"]) == 38
    assert ENGINE.prompts(st)[0].seat == 0 and st["linnaeus"] == 2


def test_rig_makes_the_next_draws_what_the_test_wants() -> None:
    st = position({"d4": "kelp"}, {"aquifex": (0, ["heterotrophy"], [])}, {"A1": ("d4", 1, 0)})
    rig_card(st, "galapagos", "biofilm", then=[(6, 3)])
    rng = Rng.from_json(st["rng"])
    assert kind(st["galapagos"][rng.below(len(st["galapagos"]))]) == "biofilm"
    assert rng.die() == 4
