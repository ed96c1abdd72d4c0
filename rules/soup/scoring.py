"""Phase 6: markers climb the ladder for amoebas and gene cards; and the end of the game."""

from __future__ import annotations

from rules.base import Event
from rules.soup.data import GENES, LADDER_LENGTH, amoeba_advance, gene_advance
from rules.soup.state import State, _active, _count, _desc, _name, _touch_ladder
from rules.track import advance
from rules.wording import plural


def _gene_cards(st: State, seat: int) -> int:
    """Gene cards as counted on the advance table."""
    return sum(GENES[g].advance_weight for g in st["genes"][seat])


def _score(st: State, ev: list[Event]) -> None:
    for seat in _desc(st):
        amoebas, cards = _count(st, seat), _gene_cards(st, seat)
        a_steps, g_steps = amoeba_advance(amoebas), gene_advance(cards)
        before = st["ladder"][seat]
        after = advance(st["ladder"], seat, a_steps + g_steps, LADDER_LENGTH)
        st["ladder"][seat] = after
        if after != before:
            _touch_ladder(st, before, after)
        ev.append(
            Event(
                "score",
                f"{_name(st, seat)} advances {a_steps + g_steps} ({plural(amoebas, 'amoeba')}: {a_steps}, "
                f"{plural(cards, 'gene card')}: {g_steps}) from space {before} to {after}.",
                {"seat": seat, "from": before, "to": after, "amoebas": a_steps, "genes": g_steps},
            )
        )


def _finish(st: State, ev: list[Event], why: str) -> None:
    st["phase"] = "over"
    st["over"] = True
    st["stack"] = []
    active = _active(st)
    if active:
        best = max(active, key=lambda s: st["ladder"][s])
        st["winners"] = [best]
        st["summary"] = f"{why} {_name(st, best)} wins on ladder space {st['ladder'][best]}."
    else:
        st["winners"] = []
        st["summary"] = f"{why} Nobody is left to win."
    ev.append(Event("end", st["summary"], {"winners": st["winners"]}))
