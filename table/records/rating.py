"""Elo ratings for games of any number of players, from their finishing places.

Every pair of seats plays a match: the better place wins it, an equal place draws. A seat's
change is the sum over its matches, scaled by 1 / (seats - 1) so a four-player game moves a
rating about as much as a two-player one. Bot seats are one entity (they are the same AI),
never matched against each other. When every seat shares one place (a co-operative game, or
all extinct) the seats are matched against the game itself, which then wins or loses.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass

from messages import say
from table.store import Rated, SeatResult

INITIAL = 1000.0
K = 32.0
BOTS = -1  # the entity every bot seat is rated as
THE_GAME = 0  # the entity a co-operative table plays against


@dataclass(frozen=True)
class Placing:
    """A seat's entity (a member's id, BOTS) and its place (1 is best)."""

    entity: int
    place: int


def finishing_places(places: Sequence[int] | None, winners: Collection[int], seats: int) -> list[int]:
    """Every seat's place: the engine's `places` when it gave one per seat, otherwise the winners
    first and every other seat next."""
    if places is not None and len(places) == seats:
        return list(places)
    return [1 if seat in winners else 2 for seat in range(seats)]


def entity_of(user_id: int, bot: bool) -> int:
    return BOTS if bot else user_id


def placings(seats: Sequence[tuple[int, bool, int]], someone_won: bool) -> list[Placing]:
    """The matches' sides of a finished game from its seats (user id, bot, place), with the
    game itself as a side when every seat shares one place."""
    sides = [Placing(entity_of(user, bot), place) for user, bot, place in seats]
    if sides and len({side.place for side in sides}) == 1:
        shared = sides[0].place
        sides.append(Placing(THE_GAME, shared + 1 if someone_won else shared - 1))
    return sides


def expected(rating: float, opponent: float) -> float:
    return 1 / (1 + 10 ** ((opponent - rating) / 400))


def updated(ratings: Mapping[int, float], sides: Sequence[Placing]) -> dict[int, float]:
    """The new rating of every entity in `sides`; an entity missing from `ratings` starts at INITIAL."""
    before = {side.entity: ratings.get(side.entity, INITIAL) for side in sides}
    change = dict.fromkeys(before, 0.0)
    scale = K / max(1, len(sides) - 1)
    for n, side in enumerate(sides):
        for other in sides[n + 1:]:
            if side.entity == other.entity:
                continue
            score = 1.0 if side.place < other.place else 0.5 if side.place == other.place else 0.0
            delta = scale * (score - expected(before[side.entity], before[other.entity]))
            change[side.entity] += delta
            change[other.entity] -= delta
    return {entity: before[entity] + change[entity] for entity in before}


def entities(seats: Sequence[SeatResult]) -> list[int]:
    """The entities a finished game's seats rate, in order: members, BOTS, and THE_GAME when every
    seat shares one place."""
    return sorted({side.entity for side in _sides(seats)})


def rated(known: Mapping[int, float], seats: Sequence[SeatResult]) -> list[Rated]:
    """The rows of a finished game's entities after it, in the order of `entities`: each one's name,
    its rating from `known` (those before; one missing starts at INITIAL) and whether it won (the
    game itself wins when nobody did)."""
    new = updated(known, _sides(seats))
    names = {BOTS: say("store-rating-bots"), THE_GAME: say("store-rating-the-game")}
    names.update({seat.user_id: seat.name for seat in seats if not seat.bot})
    won = {THE_GAME: not any(seat.won for seat in seats)}
    for seat in seats:
        entity = entity_of(seat.user_id, seat.bot)
        won[entity] = won.get(entity, False) or seat.won
    return [Rated(entity, names[entity], new[entity], won[entity]) for entity in entities(seats)]


def _sides(seats: Sequence[SeatResult]) -> list[Placing]:
    """A finished game's sides; a seat without a place (never recorded so) counts as first."""
    return placings([(seat.user_id, seat.bot, seat.place or 1) for seat in seats], any(seat.won for seat in seats))
