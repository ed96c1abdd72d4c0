"""Feeding: the meals an amoeba may eat with its genes (Substitution, Frugality, Parasitism),
eating and excreting, and starving when it finds no meal."""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from itertools import permutations

from rules.base import Event
from rules.phrases import Phrase, Said
from rules.soup.state import (
    COLOUR_INDEX,
    SEAT_COLOURS,
    State,
    amoeba,
    amoeba_name,
    amoebas_on,
    cube_counts,
    cubes_notation,
    cubes_text,
    fewest_cubes_first,
    find_amoeba,
    has_gene,
    highlight_spaces,
    place_cubes_from_supply,
    player_count,
    player_name,
)
from rules.soup.words import label

# The cubes of other colours a meal takes, largest share first, by number of players:
# the usual meal, and the one Substitution allows.
_USUAL_MEAL = {4: (1, 1, 1), 3: (2, 1)}
_SUBSTITUTION_MEAL = {4: (2, 2), 3: (4,)}


def _one_cube_fewer(pattern: tuple[int, ...]) -> set[tuple[int, ...]]:
    found = set()
    for i in range(len(pattern)):
        reduced = list(pattern)
        reduced[i] -= 1
        found.add(tuple(sorted((x for x in reduced if x), reverse=True)))
    found.discard(())
    return found


@lru_cache(maxsize=256)
def meal_cube_counts(players: int, own: int, substitution: bool, frugality: bool,
                     parasitism: bool) -> tuple[tuple[int, ...], ...]:
    """Every cube combination (counts by colour) an amoeba may eat with these genes in use."""
    patterns = {_USUAL_MEAL[players]}
    if substitution:
        patterns.add(_SUBSTITUTION_MEAL[players])
    if frugality:
        patterns |= {q for p in list(patterns) for q in _one_cube_fewer(p)}
        if substitution and players == 4:
            patterns.add((3,))  # Substitution applied to the frugal 1:1 — the rulebook's 3:0:0
    if parasitism:
        patterns = {q for p in patterns for q in _one_cube_fewer(p)}
    others = [c for c in range(players) if c != own]
    vectors = set()
    for pattern in patterns:
        for chosen in permutations(others, len(pattern)):
            counts = [0, 0, 0, 0]
            for colour, amount in zip(chosen, pattern, strict=True):
                counts[colour] = amount
            vectors.add(tuple(counts))
    return tuple(sorted(vectors, key=fewest_cubes_first))


def _parasitism_victims(st: State, seat: int, sq: str) -> list[int]:
    """Players who could pay for Parasitism on `sq`: another tribe there, with BP left."""
    found = []
    for other, _num in amoebas_on(st, sq):
        if other != seat and other not in found and st["biological_points"][other] > 0 and not st["resigned"][other]:
            found.append(other)
    return found


def available_meals(st: State, seat: int, num: int) -> list[tuple[tuple[int, ...], int | None]]:
    a = find_amoeba(st, seat, num)
    assert a is not None
    cubes = st["cubes"][a["space"]]
    n = player_count(st)
    substitution, frugality = has_gene(st, seat, "substitution"), has_gene(st, seat, "frugality")
    meals: list[tuple[tuple[int, ...], int | None]] = []
    for meal in meal_cube_counts(n, seat, substitution, frugality, False):
        if all(cubes[c] >= meal[c] for c in range(4)):
            meals.append((meal, None))
    if has_gene(st, seat, "parasitism"):
        victims = _parasitism_victims(st, seat, a["space"])
        for meal in meal_cube_counts(n, seat, substitution, frugality, True):
            if all(cubes[c] >= meal[c] for c in range(4)):
                meals.extend((meal, victim) for victim in victims)
    return meals


def meal_notation(meal: Iterable[int], victim: int | None) -> str:
    text = f"eat {cubes_notation(meal)}"
    return text + (f" parasite {SEAT_COLOURS[victim]}" if victim is not None else "")


def meal_label(st: State, meal: tuple[int, ...], victim: int | None) -> Said:
    if victim is None:
        return label(Phrase.of("soup-eat-label", cubes=cubes_text(meal)))
    return label(Phrase.of("soup-eat-parasite-label", cubes=cubes_text(meal), name=player_name(st, victim)))


def parse_meal(words: list[str]) -> tuple[tuple[int, ...], int | None]:
    victim = None
    rest = words[1:]
    if "parasite" in rest:
        i = rest.index("parasite")
        victim = COLOUR_INDEX[rest[i + 1]]
        rest = rest[:i]
    return tuple(cube_counts(rest)), victim


def eat_meal(st: State, seat: int, num: int, meal: tuple[int, ...], victim: int | None, ev: list[Event]) -> None:
    a = amoeba(st, seat, num)
    sq = a["space"]
    highlight_spaces(st, sq)
    for c in range(4):
        st["cubes"][sq][c] -= meal[c]
        st["supply"][c] += meal[c]
    eater = amoeba_name(st, seat, num, first=True)
    if victim is None:
        text = Phrase.of("soup-eat", amoeba=eater, cubes=cubes_text(meal), square=sq)
    else:
        st["biological_points"][victim] -= 1
        text = Phrase.of("soup-eat-parasite", amoeba=eater, cubes=cubes_text(meal), square=sq,
                         name=player_name(st, victim))
    ev.append(Event("eat", text, {"seat": seat, "amoeba": num, "sq": sq, "cubes": list(meal), "victim": victim}))
    placed = place_cubes_from_supply(st, sq, seat, 2, ev, "excretion")
    ev.append(
        Event(
            "excrete",
            Phrase.of("soup-excrete", amoeba=amoeba_name(st, seat, num, first=True), count=placed,
                      colour=SEAT_COLOURS[seat], square=sq),
            {"seat": seat, "amoeba": num, "sq": sq, "placed": placed},
        )
    )


def starve(st: State, seat: int, num: int, ev: list[Event], why: str = "no-meal") -> None:
    """The amoeba takes a damage point for going hungry; `why` says why by key: "no-meal", "no-attack"
    (it would not attack), "attack-failed" (phase 1), "lost-fight" (an Aggression attack)."""
    a = amoeba(st, seat, num)
    a["damage"] += 1
    highlight_spaces(st, a["space"])
    ev.append(
        Event(
            "starve",
            Phrase.of("soup-starve", amoeba=amoeba_name(st, seat, num, first=True), why=why, square=a["space"],
                      damage=a["damage"]),
            {"seat": seat, "amoeba": num, "sq": a["space"], "dp": a["damage"]},
        )
    )
