"""The round: the phases in order, each pushing its tasks when the previous one is done, and
the checks for the end of the game after scoring."""

from __future__ import annotations

from rules.base import CorruptState, Event
from rules.phrases import Phrase
from rules.soup.data import FINISH
from rules.soup.deaths import natural_deaths
from rules.soup.environment import turn_environment_card
from rules.soup.scoring import end_game, score_round
from rules.soup.state import (
    State,
    current_card,
    ladder_space,
    seats_highest_on_ladder_first,
    seats_in_play,
    seats_lowest_on_ladder_first,
)
from rules.soup.words import card_words, phase_words


def _phase_event(st: State, ev: list[Event]) -> None:
    ev.append(
        Event(
            "phase",
            Phrase.of("soup-round-phase", round=st["round"], phase=phase_words(st["phase"])),
            {"round": st["round"], "phase": st["phase"]},
        )
    )


def _start_round(st: State, ev: list[Event]) -> None:
    st["round"] += 1
    st["phase"] = "move"
    for tribe in st["amoebas"]:
        for a in tribe:
            if a is not None:
                a["moved"] = False
    for used in st["used"]:
        used.update({"defense": False, "escape": False, "aggression": False})
    _phase_event(st, ev)
    card = current_card(st)
    ev.append(Event("card", Phrase.of("soup-environment", card=card_words(card)), {"card": card.id}))
    st["stack"].append({"type": "phase_one", "queue": seats_lowest_on_ladder_first(st)})


def start_next_phase(st: State, ev: list[Event]) -> None:
    phase = st["phase"]
    if phase == "setup":
        _start_round(st, ev)
    elif phase == "move":
        st["phase"] = "environment"
        _phase_event(st, ev)
        turn_environment_card(st, ev)
        if st["round"] >= 2:
            st["stack"].append({"type": "defect", "queue": seats_highest_on_ladder_first(st), "debt": None})
        else:
            ev.append(Event("defect", Phrase.of("soup-no-defects")))
    elif phase == "environment":
        st["phase"] = "genes"
        _phase_event(st, ev)
        st["stack"].append({"type": "buy", "queue": seats_highest_on_ladder_first(st)})
    elif phase == "genes":
        st["phase"] = "division"
        _phase_event(st, ev)
        st["stack"].append({"type": "divide", "queue": seats_highest_on_ladder_first(st), "paid": False})
    elif phase == "division":
        st["phase"] = "deaths"
        _phase_event(st, ev)
        natural_deaths(st, ev)
        st["stack"].append({"type": "aggression_choice", "queue": seats_highest_on_ladder_first(st)})
    elif phase == "deaths":
        st["phase"] = "scoring"
        _phase_event(st, ev)
        score_round(st, ev)
        leaders = [s for s in seats_in_play(st) if ladder_space(st, s) >= FINISH]
        if leaders:
            end_game(st, ev, "finish")
        elif st["last_card"]:
            end_game(st, ev, "last-card")
        else:
            _start_round(st, ev)
    else:  # pragma: no cover - guarded by load()
        raise CorruptState(f"unknown phase {phase!r}")
