"""Phase 6: markers climb the ladder for amoebas and gene cards; and the end of the game."""

from __future__ import annotations

from rules.base import Event
from rules.soup.data import GENES, LADDER_LENGTH, amoeba_advance, gene_advance
from rules.soup.state import (
    State,
    amoeba_count,
    highlight_ladder_spaces,
    leading_seat,
    player_name,
    seats_highest_on_ladder_first,
    seats_in_play,
)
from rules.track import advance
from rules.wording import plural


def gene_card_count(st: State, seat: int) -> int:
    """Gene cards as counted on the advance table."""
    return sum(GENES[g].advance_weight for g in st["genes"][seat])


def score_round(st: State, ev: list[Event]) -> None:
    for seat in seats_highest_on_ladder_first(st):
        amoebas, cards = amoeba_count(st, seat), gene_card_count(st, seat)
        a_steps, g_steps = amoeba_advance(amoebas), gene_advance(cards)
        before = st["ladder"][seat]
        after = advance(st["ladder"], seat, a_steps + g_steps, LADDER_LENGTH)
        st["ladder"][seat] = after
        if after != before:
            highlight_ladder_spaces(st, before, after)
        ev.append(
            Event(
                "score",
                f"{player_name(st, seat)} advances {a_steps + g_steps} ({plural(amoebas, 'amoeba')}: {a_steps}, "
                f"{plural(cards, 'gene card')}: {g_steps}) from space {before} to {after}.",
                {"seat": seat, "from": before, "to": after, "amoebas": a_steps, "genes": g_steps},
            )
        )


def end_game(st: State, ev: list[Event], why: str) -> None:
    st["phase"] = "over"
    st["over"] = True
    st["stack"] = []
    active = seats_in_play(st)
    if active:
        best = leading_seat(st)
        st["winners"] = [best]
        st["summary"] = f"{why} {player_name(st, best)} wins on ladder space {st['ladder'][best]}."
    else:
        st["winners"] = []
        st["summary"] = f"{why} Nobody is left to win."
    ev.append(Event("end", st["summary"], {"winners": st["winners"]}))
