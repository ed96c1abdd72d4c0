"""A player's movements: where armies may go, how many, which supplies travel with them, and whose
permission a movement needs before it happens.

A movement goes from a territory to a neighbour, or (using both movements of the turn) across a
territory nobody may stay in, to one of its neighbours: the two-move pass-through rule.
"""

from __future__ import annotations

from dataclasses import dataclass

from messages import say
from rules.apocalyte import words
from rules.apocalyte.scenarios import current
from rules.apocalyte.state import (
    State,
    apoc,
    arrow,
    event,
    everything_in,
    leader,
    option,
    others_in,
    own,
    present,
    seats,
    supplies,
    who,
)
from rules.apocalyte.words import noun, place
from rules.apocalyte.world import CODES, NEIGHBOURS
from rules.base import Event, IllegalAction
from rules.phrases import Arg, Phrase


@dataclass(frozen=True)
class Route:
    src: str
    dst: str
    via: str | None = None  # the territory crossed by the pass-through rule

    @property
    def path(self) -> tuple[str, ...]:
        return (self.src, self.via, self.dst) if self.via else (self.src, self.dst)

    @property
    def moves(self) -> int:
        return 2 if self.via else 1

    def words(self) -> Phrase:
        ends = {"from": place(self.src), "to": place(self.dst)}
        if self.via:
            return Phrase.of("apocalyte-route-through", via=place(self.via), **ends)
        return Phrase.of("apocalyte-route", **ends)


@dataclass(frozen=True)
class Move:
    seat: int
    route: Route
    count: int
    carry: int


def movable(st: State, seat: int, src: str) -> int:
    """How many of the seat's armies may leave: every one when some army of any sort stays behind."""
    mine = own(st, src, seat)
    return mine if everything_in(st, src) > mine else mine - 1


def carry_max(st: State, seat: int, src: str) -> int:
    """The most supplies one movement of the seat can take out of `src` (permission aside)."""
    scenario = current(st)
    if scenario.carry_refusal(st, seat, src):
        return 0
    return min(scenario.carry_limit, supplies(st, src))


def routes(st: State, seat: int, src: str, moves_left: int) -> list[Route]:
    """Every route the seat's armies in `src` could take, before counting them or asking anyone: the
    routes `route_refusal` lets through."""
    found = [Route(src, n) for n in NEIGHBOURS[src]]
    if moves_left >= 2 and option(st, "pass_through") == "yes":
        found += [Route(src, dst, via) for via in NEIGHBOURS[src] if _crossable(st, via)
                  for dst in NEIGHBOURS[via] if dst != src]
    return [r for r in found if route_refusal(st, seat, r, moves_left, []) is None]


def sources(st: State, seat: int, moves_left: int) -> list[str]:
    """The territories the seat could move armies out of now."""
    return [c for c in CODES if _is_source(st, seat, c, moves_left)]


def can_move(st: State, seat: int, moves_left: int) -> bool:
    """Whether `sources` has any, looking no further than the first."""
    return any(_is_source(st, seat, c, moves_left) for c in CODES)


def _is_source(st: State, seat: int, code: str, moves_left: int) -> bool:
    return movable(st, seat, code) > 0 and bool(routes(st, seat, code, moves_left))


def carry_choices(st: State, seat: int, route: Route) -> list[int]:
    """The numbers of supplies this movement may carry (a sealed territory takes only supplies)."""
    most = carry_max(st, seat, route.src)
    return [k for k in range(most + 1) if current(st).stay_refusal(st, route.dst, k) is None]


def _crossable(st: State, code: str) -> bool:
    scenario = current(st)
    return scenario.stay_refusal(st, code, 0) is not None and scenario.crossable(st, code) and apoc(st, code) == 0


def _leave_refusal(st: State, seat: int, route: Route) -> Phrase | None:
    """Armies sharing a territory with Apocalytes alone may only withdraw into one of the seat's territories."""
    if apoc(st, route.src) and not others_in(st, route.src, seat) and not own(st, route.dst, seat):
        return Phrase.of("apocalyte-refusal-withdraw-only", place=place(route.src), noun=noun(current(st).key))
    return None


def route_refusal(st: State, seat: int, route: Route, moves_left: int, refused: list[list[str]]) -> Phrase | None:
    """Why armies of the seat cannot take this route now, or None when they may: the one check behind
    the routes offered (`routes`) and the refusal of a typed movement."""
    src, dst, via = route.src, route.dst, route.via
    if own(st, src, seat) == 0:
        return Phrase.of("apocalyte-refusal-no-armies", place=place(src))
    if movable(st, seat, src) == 0:
        return Phrase.of("apocalyte-refusal-last-army", place=place(src))
    if route.moves > moves_left:
        return Phrase.of("apocalyte-refusal-both-moves", place=place(via or src), left=moves_left)
    if via is None and dst not in NEIGHBOURS[src]:
        return Phrase.of("apocalyte-refusal-not-bordering", place=place(src), other=place(dst))
    if via is not None:
        if via not in NEIGHBOURS[src] or dst not in NEIGHBOURS[via] or dst == src:
            return Phrase.of("apocalyte-refusal-no-way-through", via=place(via),
                             **{"from": place(src), "to": place(dst)})
        if option(st, "pass_through") != "yes" or not _crossable(st, via):
            return Phrase.of("apocalyte-refusal-not-crossable", place=place(via))
    if [src, dst] in refused:
        return Phrase.of("apocalyte-refusal-movement-refused", **{"from": place(src), "to": place(dst)})
    return _leave_refusal(st, seat, route) or current(st).stay_refusal(st, dst, carry_max(st, seat, src))


def check_route(st: State, seat: int, route: Route, moves_left: int, refused: list[list[str]]) -> None:
    """IllegalAction naming why armies of the seat cannot take this route now."""
    refusal = route_refusal(st, seat, route, moves_left, refused)
    if refusal is not None:
        raise IllegalAction(str(refusal))


def check_move(st: State, move: Move, moves_left: int, refused: list[list[str]]) -> None:
    seat, route = move.seat, move.route
    check_route(st, seat, route, moves_left, refused)
    most = movable(st, seat, route.src)
    if not 1 <= move.count <= most:
        raise IllegalAction(say("apocalyte-refusal-move-count", most=most, place=str(place(route.src))))
    if move.carry:
        refusal = current(st).carry_refusal(st, seat, route.src)
        if refusal:
            raise IllegalAction(say("apocalyte-refusal-no-carrying", why=str(refusal)))
        limit = min(current(st).carry_limit, supplies(st, route.src))
        if move.carry > limit:
            raise IllegalAction(say("apocalyte-refusal-carry-limit", most=str(words.supplies(current(st).carry_limit)),
                                    place=str(place(route.src)),
                                    held=str(words.supplies(supplies(st, route.src)))))
    stay = current(st).stay_refusal(st, route.dst, move.carry)
    if stay:
        raise IllegalAction(str(stay))


# --- permissions ---------------------------------------------------------------------------------


def _askers(st: State, code: str, seat: int, than: int = 0) -> list[int]:
    """Who gives a permission in `code`: its leader among the others, or (option consent=all) every
    other player there with more than `than` armies."""
    if option(st, "consent") == "all":
        return [s for s in present(st, code) if s != seat and own(st, code, s) > than]
    chief = leader(st, code, exclude=seat)
    return [] if chief is None or own(st, code, chief) <= than else [chief]


def consents(st: State, move: Move) -> dict[int, list[Phrase]]:
    """The permissions the movement needs, by seat (in turn order after the mover), each with its reasons."""
    seat, route = move.seat, move.route
    needs: dict[int, list[Phrase]] = {}

    def need(askers: list[int], reason: Phrase) -> None:
        for asker in askers:
            needs.setdefault(asker, []).append(reason)

    if others_in(st, route.src, seat) and not own(st, route.dst, seat):
        need(_askers(st, route.src, seat), Phrase.of("apocalyte-reason-leave", place=place(route.src),
                                                      name=who(st, seat)))
    others = others_in(st, route.dst, seat)
    if others and leader(st, route.dst) != seat and move.count <= others:
        need(_askers(st, route.dst, seat), Phrase.of("apocalyte-reason-enter", place=place(route.dst),
                                                      armies=words.armies(move.count), others=words.armies(others)))
    if move.carry and leader(st, route.src) != seat:
        need(_askers(st, route.src, seat, than=own(st, route.src, seat)),
             Phrase.of("apocalyte-reason-carry", supplies=words.supplies(move.carry), place=place(route.src)))
    order = [s for s in seats(st) if s > seat] + [s for s in seats(st) if s < seat]
    return {s: needs[s] for s in order if s in needs}


def describe(st: State, move: Move) -> Phrase:
    """The movement in the infinitive: `move 3 armies from Alaska to Kamchatka, carrying 1 supply`."""
    what: dict[str, Arg] = {"armies": words.armies(move.count), "route": move.route.words()}
    if move.carry:
        return Phrase.of("apocalyte-describe-carrying", supplies=words.supplies(move.carry), **what)
    return Phrase.of("apocalyte-describe", **what)


def execute(st: State, move: Move, ev: list[Event]) -> None:
    route = move.route
    st["armies"][route.src][move.seat] -= move.count
    st["armies"][route.dst][move.seat] += move.count
    st["supplies"][route.src] -= move.carry
    st["supplies"][route.dst] += move.carry
    arrow(st, *route.path)
    what: dict[str, Arg] = {"name": who(st, move.seat), "armies": words.armies(move.count), "route": route.words()}
    said = (Phrase.of("apocalyte-moves-carrying", supplies=words.supplies(move.carry), **what) if move.carry
            else Phrase.of("apocalyte-moves", **what))
    event(ev, "move", said, seat=move.seat, path=list(route.path), count=move.count, carry=move.carry)
    current(st).entered(st, route.dst, move.carry, ev)
