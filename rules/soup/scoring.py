"""Phase 6: markers climb the ladder for amoebas and gene cards; and the end of the game."""

from __future__ import annotations

from rules.base import Event
from rules.phrases import Phrase, words_to_json
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


def gene_card_count(st: State, seat: int) -> int:
    """Gene cards as counted on the advance table."""
    return sum(GENES[g].advance_weight for g in st["genes"][seat])


def score_round(st: State, ev: list[Event]) -> None:
    for seat in seats_highest_on_ladder_first(st):
        amoebas, cards = amoeba_count(st, seat), gene_card_count(st, seat)
        amoeba_steps, card_steps = amoeba_advance(amoebas), gene_advance(cards)
        before = st["ladder"][seat]
        after = advance(st["ladder"], seat, amoeba_steps + card_steps, LADDER_LENGTH)
        st["ladder"][seat] = after
        if after != before:
            highlight_ladder_spaces(st, before, after)
        ev.append(
            Event(
                "score",
                Phrase.of("soup-score", name=player_name(st, seat), steps=amoeba_steps + card_steps, amoebas=amoebas,
                          amoeba_steps=amoeba_steps, cards=cards, card_steps=card_steps, before=str(before),
                          after=str(after)),
                {"seat": seat, "from": before, "to": after, "amoebas": amoeba_steps, "genes": card_steps},
            )
        )


def end_game(st: State, ev: list[Event], why: str) -> None:
    """The game ends, for the reason `why` names by key ("finish", "last-card", "one-left", "all-left");
    the summary is stored as its phrase's JSON."""
    st["phase"] = "over"
    st["over"] = True
    st["stack"] = []
    active = seats_in_play(st)
    reason = Phrase.of("soup-end-reason", why=why)
    if active:
        best = leading_seat(st)
        st["winners"] = [best]
        summary = Phrase.of("soup-winner", reason=reason, name=player_name(st, best), space=str(st["ladder"][best]))
    else:
        st["winners"] = []
        summary = Phrase.of("soup-no-winner", reason=reason)
    # CommonState types the summary as text; it holds the phrase's JSON, read back with words_from_json
    st["summary"] = words_to_json(summary)
    ev.append(Event("end", summary, {"winners": st["winners"]}))
