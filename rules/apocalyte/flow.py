"""The game's course: everything that needs no decision runs on its own (the Apocalytes' turn,
turn changes, players running out of armies, the end), on the shared decision runner's `settle`
with Apocalyte's stage kinds (stages.py)."""

from __future__ import annotations

from rules.apocalyte import apocalytes, turn
from rules.apocalyte.asks import open_asks
from rules.apocalyte.scenarios import current
from rules.apocalyte.setup import reveal
from rules.apocalyte.stages import STAGES
from rules.apocalyte.state import State, event, has_armies, in_game, seats, who
from rules.apocalyte.words import noun
from rules.base import Event
from rules.decisions import settle_all
from rules.phrases import Phrase, words_to_json


def advance(st: State, ev: list[Event]) -> None:
    """Run everything that needs no decision, until someone owes a prompt or the game is over."""
    settle_all(st, ev, STAGES, open_asks, decide, _move_on)


def _move_on(st: State, ev: list[Event]) -> None:
    """Nothing is owed: every extra army is placed, so the scenario is revealed and the Apocalytes
    open the first round; or the Apocalytes' turn goes on, and once it is over the first player's
    turn begins."""
    if st["phase"] == "place":
        reveal(st, ev)
        apocalytes.begin(st, ev, first=True)
    elif st["apoc_turn"] is None:
        turn.begin(st, in_game(st)[0], ev)
    else:
        apocalytes.step(st, ev)


def decide(st: State, ev: list[Event]) -> bool:
    """Players left without armies are out; the game ends if it is won or lost. True once over."""
    if st["over"]:
        return True
    if all(st["resigned"]):
        _finish(st, False, Phrase.of("apocalyte-everyone-left"), ev)
        return True
    if st["scenario"] is None:
        return False
    for seat in seats(st):
        if not st["out"][seat] and not has_armies(st, seat):
            st["out"][seat] = True
            event(ev, "out", Phrase.of("apocalyte-out", name=who(st, seat)), seat=seat)
    scenario = current(st)
    if scenario.won(st):
        _finish(st, True, scenario.won_text(), ev)
    elif not in_game(st):
        _finish(st, False, Phrase.of("apocalyte-overrun", noun=noun(scenario.key)), ev)
    elif why := scenario.lost_why(st):
        _finish(st, False, why, ev)
    else:
        return False
    return True


def _finish(st: State, won: bool, summary: Phrase, ev: list[Event]) -> None:
    # the summary is stored as its phrase's JSON (rules/phrases.py), which CommonState still types as words
    st.update({"over": True, "won": won, "summary": words_to_json(summary), "phase": "over", "turn": None,
               "apoc_turn": None})
    event(ev, "over", summary, won=won)
