"""The course of the game: after every answer the stack settles (stages that resolve by
themselves do, a finished turn hands over to the next player with their uptake), and the
endings are checked (rule 15)."""

from __future__ import annotations

from messages import DEFAULT_LANGUAGE, reading
from rules.base import Event
from rules.decisions import settle as run_on
from rules.micro.data import kind
from rules.micro.nutrients import renew, take_up, turns_fed
from rules.micro.stack import owed, push
from rules.micro.stages import STAGES
from rules.micro.state import Colony, State, hosts_of, in_game, option, species_of, who
from rules.phrases import Joined, Phrase, Said, joined, said_to_json, words_from_json, words_to_json

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
        finish(st, ev, closing(st))
        return
    limit = option(st, "rounds")
    if limit != "none" and st["round"] >= int(limit):
        finish(st, ev, Phrase.of("micro-round-limit-ending", round=st["round"]))
        return
    st["round"] += 1
    renew(st, ev)
    _begin_turn(st, seats[0], ev)


def _begin_turn(st: State, seat: int, ev: list[Event]) -> None:
    """Rule 5.2: the turn starts with every colony's uptake; a player left with nothing is out."""
    st["seat"], st["used"] = seat, []
    ev.append(Event("turn", Phrase.of("micro-turn-event", round=st["round"], player=who(st, seat)),
                    {"round": st["round"], "seat": seat}))
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
    ending = deck_ending(st)
    if ending is None:
        return
    st["closing"] = said_to_json(ending)
    if announce:
        with reading(DEFAULT_LANGUAGE):
            reason = str(ending)  # the event's data, in English as it always was
        ev.append(Event("last-round", Phrase.of("micro-last-round-event", ending=ending), {"reason": reason}))


def deck_ending(st: State) -> Phrase | None:
    """The endings of rules 15.1 and 15.2 that the piles meet now."""
    if not st["gaia"]:
        return Phrase.of("micro-gaia-ending")
    if all(kind(c) == PHAGE for c in st["galapagos"]):
        return Phrase.of("micro-galapagos-ending")
    return None


def closing(st: State) -> Said:
    """The ending met in this round (the state keeps its phrase; an older save, its English words)."""
    return words_from_json(st["closing"])


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


def finish(st: State, ev: list[Event], reason: Said) -> None:
    seats = in_game(st)
    st["over"], st["phase"] = True, "over"
    if not seats:
        st["winners"] = []
        _end(st, ev, Phrase.of("micro-nobody-left-ending", ending=reason))
        return
    keys = {s: ranking_key(st, s) for s in seats}
    best = max(keys.values())
    st["winners"] = [s for s in seats if keys[s] == best]
    names: Said = who(st, st["winners"][0])
    for seat in st["winners"][1:]:
        names = Phrase.of("micro-and", first=names, second=who(st, seat))
    _end(st, ev, Phrase.of("micro-won-ending", ending=reason, winners=names, count=len(st["winners"]),
                           decided=_decided_by(list(keys.values()), best), biomass=_biomasses(st)))


def _end(st: State, ev: list[Event], summary: Phrase) -> None:
    """The game's end: its summary kept in the state (as a phrase) and told in the log."""
    st["summary"] = words_to_json(summary)
    ev.append(Event("end", summary, {"winners": st["winners"]}))


RANKED_ON = ("biomass", "colonies", "species", "cards")  # rule 15.5's order: the keys of micro-ranked-on


def _decided_by(keys: list[tuple[int, ...]], best: tuple[int, ...]) -> Phrase:
    """Which of rule 15.5's counts (`keys`: each player's still in the game) set the winners apart
    from the best of the rest."""
    rest = [key for key in keys if key != best]
    if not rest:
        return Phrase.of("micro-most-biomass" if len(keys) == 1 else "micro-level-on-everything")
    runner_up = max(rest)
    step = next(n for n, (mine, theirs) in enumerate(zip(best, runner_up, strict=True)) if mine != theirs)
    if step == 0:
        return Phrase.of("micro-most-biomass")
    level = joined(*(Phrase.of("micro-ranked-count", count=RANKED_ON[n], value=best[n]) for n in range(step)),
                   between=", ")
    return Phrase.of("micro-decided-on", count=RANKED_ON[step], value=best[step], against=runner_up[step],
                     level=level)


def _biomasses(st: State) -> Joined:
    """Every player's biomass, and who had left the game before its end."""
    return joined(*(Phrase.of("micro-final-biomass", name=name, standing=_final_standing(st, s))
                    for s, name in enumerate(st["players"])), between=", ")


def _final_standing(st: State, seat: int) -> Phrase:
    if st["resigned"][seat]:
        return Phrase.of("micro-final-resigned")
    if st["out"][seat]:
        return Phrase.of("micro-final-out")
    return Phrase.of("micro-final-count", biomass=biomass(st, seat))


def _last_standing(st: State, ev: list[Event]) -> None:
    seats = in_game(st)
    st["over"], st["phase"] = True, "over"
    st["winners"] = seats
    if seats:
        _end(st, ev, Phrase.of("micro-last-standing-ending", player=who(st, seats[0]),
                               generations=biomass(st, seats[0])))
    else:
        _end(st, ev, Phrase.of("micro-mutual-destruction-ending"))
