"""Exchanging habitats (rule 11): a habitat drawn from Gaia takes the place of an unused one
of the player's, which goes to the spent pile; with none unused, it extends the map."""

from __future__ import annotations

from rules.base import Event
from rules.micro.data import BOARD, DESIGNS, kind, neighbours
from rules.micro.stack import push
from rules.micro.state import Habitat, State, design_name, draw_from, habitat_name, hosts_of, is_unused, touch, who
from rules.phrases import Phrase


def fresh_habitat(token: str, seat: int | None) -> Habitat:
    values = DESIGNS[kind(token)].values
    return {"token": token, "owner": seat,
            "amounts": {name: values[name] for name in ("chemicals", "organics", "inorganics", "metals", "oxygen")},
            "remains": [], "spore": None}


def unused_of(st: State, seat: int) -> list[str]:
    return [h for h in BOARD if h in st["habitats"] and st["habitats"][h]["owner"] == seat and is_unused(st, h)]


def free_spots(st: State, seat: int) -> list[str]:
    """Empty hexes next to one of the seat's habitats or colonies."""
    mine = {h for h, hab in st["habitats"].items() if hab["owner"] == seat}
    mine |= {st["colonies"][c]["hex"] for c in hosts_of(st, seat)}
    return [h for h in BOARD if h not in st["habitats"] and any(n in mine for n in neighbours(h))]


def spots(st: State, seat: int) -> list[str]:
    """Where a drawn habitat may go: the unused habitats to swap, else the free hexes."""
    return unused_of(st, seat) or free_spots(st, seat)


def refusal(st: State, seat: int) -> Phrase | None:
    if not st["gaia"]:
        return Phrase.of("micro-gaia-empty")
    if not spots(st, seat):
        return Phrase.of("micro-no-spot")
    return None


def begin(st: State, seat: int, ev: list[Event]) -> None:
    token = draw_from(st, "gaia")
    assert token is not None
    ev.append(Event("exchange", Phrase.of("micro-exchange-event", player=who(st, seat), design=kind(token),
                                          left=len(st["gaia"])), {"seat": seat, "token": token}))
    push(st, {"kind": "place", "seat": seat, "token": token})


def place(st: State, seat: int, token: str, hex_name: str, ev: list[Event]) -> None:
    touch(st, hex_name)
    old = st["habitats"].get(hex_name)
    if old is None:
        st["habitats"][hex_name] = fresh_habitat(token, seat)
        ev.append(Event("place", Phrase.of("micro-place-event", player=who(st, seat), habitat=design_name(kind(token)),
                                           hex=hex_name),
                        {"seat": seat, "hex": hex_name, "token": token}))
        return
    gone = habitat_name(st, hex_name)
    st["spent"].append(old["token"])
    st["galapagos"].extend(old["remains"])
    st["habitats"][hex_name] = fresh_habitat(token, seat)
    ev.append(Event("place", Phrase.of("micro-swap-remains-event" if old["remains"] else "micro-swap-event",
                                       player=who(st, seat), old=gone, habitat=design_name(kind(token))),
                    {"seat": seat, "hex": hex_name, "token": token, "returned": old["token"]}))
