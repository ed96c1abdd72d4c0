"""A player's movements: where armies may go, how many, which supplies travel with them, and whose
permission a movement needs before it happens.

A movement goes from a territory to a neighbour, or (using both movements of the turn) across a
territory nobody may stay in, to one of its neighbours: the two-move pass-through rule.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.apocalyte.scenarios import current
from rules.apocalyte.state import (
    State,
    apoc,
    army_text,
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
    supply_text,
    who,
)
from rules.apocalyte.world import CODES, NEIGHBOURS, name
from rules.base import Event, IllegalAction


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

    def words(self) -> str:
        through = f", through {name(self.via)}" if self.via else ""
        return f"{name(self.src)} to {name(self.dst)}{through}"


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
    """Every route the seat's armies in `src` could take, before counting them or asking anyone."""
    scenario = current(st)
    carry = carry_max(st, seat, src)
    found = [Route(src, n) for n in NEIGHBOURS[src] if scenario.stay_refusal(st, n, carry) is None]
    if moves_left >= 2 and option(st, "pass_through") == "yes":
        for via in NEIGHBOURS[src]:
            if not _crossable(st, via):
                continue
            found += [Route(src, dst, via) for dst in NEIGHBOURS[via]
                      if dst != src and scenario.stay_refusal(st, dst, carry) is None]
    return [r for r in found if not _leave_refusal(st, seat, r)]


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


def _leave_refusal(st: State, seat: int, route: Route) -> str | None:
    """Armies sharing a territory with Apocalytes alone may only withdraw into one of the seat's territories."""
    if apoc(st, route.src) and not others_in(st, route.src, seat) and not own(st, route.dst, seat):
        return (f"your armies share {name(route.src)} with the {current(st).noun}: they may only withdraw into a "
                "territory where you have armies.")
    return None


def check_route(st: State, seat: int, route: Route, moves_left: int, refused: list[list[str]]) -> None:
    """IllegalAction naming why armies of the seat cannot take this route now."""
    src, dst = route.src, route.dst
    if own(st, src, seat) == 0:
        raise IllegalAction(f"You have no armies in {name(src)}.")
    if movable(st, seat, src) == 0:
        raise IllegalAction(f"Your only army in {name(src)} must stay: a territory is never left empty.")
    if route.moves > moves_left:
        raise IllegalAction(f"Passing through {name(route.via or src)} takes both movements of the turn; "
                            f"you have {moves_left} left.")
    if route.via is None and dst not in NEIGHBOURS[src]:
        raise IllegalAction(f"{name(src)} does not border {name(dst)}.")
    if route.via is not None:
        if route.via not in NEIGHBOURS[src] or dst not in NEIGHBOURS[route.via] or dst == src:
            raise IllegalAction(f"There is no way from {name(src)} through {name(route.via)} to {name(dst)}.")
        if option(st, "pass_through") != "yes" or not _crossable(st, route.via):
            raise IllegalAction(f"Armies cannot pass through {name(route.via)}: only an empty territory nobody may "
                                "stay in can be crossed, with both movements.")
    if [src, dst] in refused:
        raise IllegalAction(f"That movement from {name(src)} to {name(dst)} was refused this turn.")
    refusal = _leave_refusal(st, seat, route)
    if refusal:
        raise IllegalAction(refusal[0].upper() + refusal[1:])
    stay = current(st).stay_refusal(st, dst, carry_max(st, seat, src))
    if stay:
        raise IllegalAction(stay)


def check_move(st: State, move: Move, moves_left: int, refused: list[list[str]]) -> None:
    seat, route = move.seat, move.route
    check_route(st, seat, route, moves_left, refused)
    most = movable(st, seat, route.src)
    if not 1 <= move.count <= most:
        raise IllegalAction(f"You can move 1 to {most} of your armies out of {name(route.src)}.")
    if move.carry:
        refusal = current(st).carry_refusal(st, seat, route.src)
        if refusal:
            raise IllegalAction(f"No supplies can be carried: {refusal}")
        limit = min(current(st).carry_limit, supplies(st, route.src))
        if move.carry > limit:
            raise IllegalAction(f"One movement carries at most {supply_text(current(st).carry_limit)}, and "
                                f"{name(route.src)} holds {supply_text(supplies(st, route.src))}.")
    stay = current(st).stay_refusal(st, route.dst, move.carry)
    if stay:
        raise IllegalAction(stay)


# --- permissions ---------------------------------------------------------------------------------


def _askers(st: State, code: str, seat: int, than: int = 0) -> list[int]:
    """Who gives a permission in `code`: its leader among the others, or (option consent=all) every
    other player there with more than `than` armies."""
    if option(st, "consent") == "all":
        return [s for s in present(st, code) if s != seat and own(st, code, s) > than]
    chief = leader(st, code, exclude=seat)
    return [] if chief is None or own(st, code, chief) <= than else [chief]


def consents(st: State, move: Move) -> dict[int, list[str]]:
    """The permissions the movement needs, by seat (in turn order after the mover), each with its reasons."""
    seat, route = move.seat, move.route
    needs: dict[int, list[str]] = {}

    def need(askers: list[int], reason: str) -> None:
        for asker in askers:
            needs.setdefault(asker, []).append(reason)

    if others_in(st, route.src, seat) and not own(st, route.dst, seat):
        need(_askers(st, route.src, seat), f"to leave {name(route.src)}, which you share, for a territory "
             f"{who(st, seat)} does not hold")
    others = others_in(st, route.dst, seat)
    if others and leader(st, route.dst) != seat and move.count <= others:
        need(_askers(st, route.dst, seat), f"to enter {name(route.dst)} with {army_text(move.count)}, "
             f"not outnumbering the {army_text(others)} of other players there")
    if move.carry and leader(st, route.src) != seat:
        need(_askers(st, route.src, seat, than=own(st, route.src, seat)),
             f"to carry {supply_text(move.carry)} out of {name(route.src)}, where you have more armies")
    order = [s for s in seats(st) if s > seat] + [s for s in seats(st) if s < seat]
    return {s: needs[s] for s in order if s in needs}


def describe(st: State, move: Move) -> str:
    carried = f", carrying {supply_text(move.carry)}" if move.carry else ""
    return f"move {army_text(move.count)} from {move.route.words()}{carried}"


def execute(st: State, move: Move, ev: list[Event]) -> None:
    route = move.route
    st["armies"][route.src][move.seat] -= move.count
    st["armies"][route.dst][move.seat] += move.count
    st["supplies"][route.src] -= move.carry
    st["supplies"][route.dst] += move.carry
    arrow(st, *route.path)
    event(ev, "move", f"{who(st, move.seat)} {describe(st, move).replace('move', 'moves', 1)}.", seat=move.seat,
          path=list(route.path), count=move.count, carry=move.carry)
    current(st).entered(st, route.dst, move.carry, ev)

