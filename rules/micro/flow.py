"""The course of the game: after every answer the stack settles (stages that resolve by
themselves do, a finished turn hands over to the next player with their uptake), and the
endings are checked (rule 15)."""

from __future__ import annotations

from rules.base import Event
from rules.decisions import settle as run_on
from rules.micro.data import kind
from rules.micro.nutrients import renew, take_up, turns_fed
from rules.micro.stack import owed, push
from rules.micro.stages import STAGES
from rules.micro.state import Colony, State, hosts_of, in_game, option, species_of, who
from rules.wording import plural

PHAGE = "phage-attack"
FED_TURNS = 2  # the turns ahead the easy bot's glance asks whether a colony can eat


def settle(st: State, ev: list[Event]) -> None:
    """Resolve whatever resolves by itself until a decision is owed or the game is over."""
    run_on(st, ev, STAGES, owed, _ended, _next_turn)
    if st["over"]:
        st["stack"] = []


def _ended(st: State, ev: list[Event]) -> bool:
    """Whether the game is over, ending it when at most one player is left (rule 15.6)."""
    if not st["over"] and len(in_game(st)) <= 1:
        _last_standing(st, ev)
    return st["over"]


def _next_turn(st: State, ev: list[Event]) -> None:
    seats = in_game(st)
    if st["phase"] == "setup":
        st["phase"], st["round"] = "play", 1
        _begin_turn(st, seats[0], ev)
        return
    later = [s for s in seats if s > st["seat"]]
    _note_ending(st, ev, announce=bool(later))
    if later:
        _begin_turn(st, later[0], ev)
        return
    if st["closing"]:
        finish(st, ev, st["closing"])
        return
    limit = option(st, "rounds")
    if limit != "none" and st["round"] >= int(limit):
        finish(st, ev, f"Round {st['round']}, the last of the game, is over")
        return
    st["round"] += 1
    renew(st, ev)
    _begin_turn(st, seats[0], ev)


def _begin_turn(st: State, seat: int, ev: list[Event]) -> None:
    """Rule 5.2: the turn starts with every colony's uptake; a player left with nothing is out."""
    st["seat"], st["used"] = seat, []
    ev.append(Event("turn", f"Round {st['round']}: {who(st, seat)}'s turn.", {"round": st["round"], "seat": seat}))
    for cid in hosts_of(st, seat):
        if cid in st["colonies"] and st["colonies"][cid]["host"] is None:
            take_up(st, cid, ev)
    if not st["out"][seat]:
        push(st, {"kind": "turn", "seat": seat, "main": False})


def _note_ending(st: State, ev: list[Event], announce: bool) -> None:
    """Rules 15.1 and 15.2, checked when a turn ends: the first ending met makes the round the
    game's last, played to its end so that every player has had as many turns."""
    if st["closing"]:
        return
    st["closing"] = deck_ending(st)
    if st["closing"] and announce:
        ev.append(Event("last-round", f"{st['closing']}: the game ends with this round, so that everyone "
                                      "has had as many turns.", {"reason": st["closing"]}))


def deck_ending(st: State) -> str:
    """The endings of rules 15.1 and 15.2 that the piles meet now."""
    if not st["gaia"]:
        return "Gaia has no habitat left"
    if all(kind(c) == PHAGE for c in st["galapagos"]):
        return "The Galapagos holds nothing but Phage Attack!"
    return ""


def _colonies_of(st: State, seat: int) -> list[tuple[str, Colony]]:
    """The seat's colonies, passengers too, with their tokens."""
    return [(cid, col) for cid, col in st["colonies"].items() if st["species"][col["species"]]["owner"] == seat]


def biomass(st: State, seat: int) -> int:
    return sum(col["gen"] for _cid, col in _colonies_of(st, seat))


def fed_biomass(st: State, seat: int) -> int:
    """The biomass of the seat's colonies that could meet their requirement where they stand for the
    next FED_TURNS turns (rule 6): what a beginner sees at a glance, as a colony that cannot eat there
    starves."""
    return sum(col["gen"] for cid, col in _colonies_of(st, seat)
               if turns_fed(st, cid, col["hex"], col["gen"], FED_TURNS) == FED_TURNS)


def ranking_key(st: State, seat: int) -> tuple[int, int, int, int]:
    """Rule 15.5: biomass, then colonies, species and evolution cards."""
    colonies = len(_colonies_of(st, seat))
    species = species_of(st, seat)
    cards = sum(len(st["species"][s]["cards"]) for s in species)
    return biomass(st, seat), colonies, len(species), cards


def finish(st: State, ev: list[Event], reason: str) -> None:
    seats = in_game(st)
    st["over"], st["phase"] = True, "over"
    if not seats:
        st["winners"] = []
        st["summary"] = f"{reason}: no player is left, no winner."
    else:
        keys = {s: ranking_key(st, s) for s in seats}
        best = max(keys.values())
        st["winners"] = [s for s in seats if keys[s] == best]
        names = " and ".join(who(st, s) for s in st["winners"])
        verb = "wins" if len(st["winners"]) == 1 else "share the win"
        st["summary"] = f"{reason}: {names} {verb} {_decided_by(list(keys.values()), best)} ({_biomasses(st)})."
    ev.append(Event("end", st["summary"], {"winners": st["winners"]}))


RANKED_ON = ("biomass", "colonies", "species", "evolution cards")  # rule 15.5's order


def _decided_by(keys: list[tuple[int, ...]], best: tuple[int, ...]) -> str:
    """Which of rule 15.5's counts (`keys`: each player's still in the game) set the winners apart
    from the best of the rest."""
    rest = [key for key in keys if key != best]
    if not rest:
        return "with the most biomass" if len(keys) == 1 else "level on every count of rule 15.5"
    runner_up = max(rest)
    step = next(n for n, (mine, theirs) in enumerate(zip(best, runner_up, strict=True)) if mine != theirs)
    if step == 0:
        return "with the most biomass"
    level = ", ".join(f"{RANKED_ON[n]} {best[n]}" for n in range(step))
    return f"on {RANKED_ON[step]} ({best[step]} against {runner_up[step]}), level with the next on {level}"


def _biomasses(st: State) -> str:
    """Every player's biomass, and who had left the game before its end."""
    return ", ".join(f"{name} {'resigned' if st['resigned'][s] else 'out' if st['out'][s] else biomass(st, s)}"
                     for s, name in enumerate(st["players"]))


def _last_standing(st: State, ev: list[Event]) -> None:
    seats = in_game(st)
    st["over"], st["phase"] = True, "over"
    st["winners"] = seats
    if seats:
        st["summary"] = f"{who(st, seats[0])} is the only player left and wins " \
                        f"({plural(biomass(st, seats[0]), 'generation')} alive)."
    else:
        st["summary"] = "Mutual destruction: no player is left, no winner."
    ev.append(Event("end", st["summary"], {"winners": st["winners"]}))
