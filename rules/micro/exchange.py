"""Exchanging habitats (rule 11): a habitat drawn from Gaia takes the place of an unused one
of the player's, which goes to the spent pile; with none unused, it extends the map."""

from __future__ import annotations

from rules.base import Event
from rules.micro.data import BOARD, DESIGNS, kind, neighbours
from rules.micro.stack import push
from rules.micro.state import Habitat, State, draw_from, habitat_name, hosts_of, is_unused, touch, who
from rules.wording import a_or_an


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


def refusal(st: State, seat: int) -> str | None:
    if not st["gaia"]:
        return "Gaia has no habitat left to draw."
    if not spots(st, seat):
        return "You have no unused habitat to put back and no free hex next to your habitats or colonies."
    return None


def begin(st: State, seat: int, ev: list[Event]) -> None:
    token = draw_from(st, "gaia")
    assert token is not None
    ev.append(Event("exchange", f"{who(st, seat)} draws {a_or_an(DESIGNS[kind(token)].name)} from Gaia "
                                f"({len(st['gaia'])} left).", {"seat": seat, "token": token}))
    push(st, {"kind": "place", "seat": seat, "token": token})


def place(st: State, seat: int, token: str, hex_name: str, ev: list[Event]) -> None:
    touch(st, hex_name)
    old = st["habitats"].get(hex_name)
    if old is None:
        st["habitats"][hex_name] = fresh_habitat(token, seat)
        ev.append(Event("place", f"{who(st, seat)} adds the {DESIGNS[kind(token)].name} on {hex_name}.",
                        {"seat": seat, "hex": hex_name, "token": token}))
        return
    gone = habitat_name(st, hex_name)
    st["spent"].append(old["token"])
    st["galapagos"].extend(old["remains"])
    st["habitats"][hex_name] = fresh_habitat(token, seat)
    back = " (its remains go back to the Galapagos)" if old["remains"] else ""
    ev.append(Event("place", f"{who(st, seat)} puts the {gone} back{back} and lays the "
                             f"{DESIGNS[kind(token)].name} in its place.",
                    {"seat": seat, "hex": hex_name, "token": token, "returned": old["token"]}))
