"""µ prompts that say what a choice costs: the uptake settings (6.3), the growth choices (9.2,
9.4, 9.6), why a move is missing (9.4, 14.8) and the Phage Attack! risk (14.18, 8.6). Each label
or prompt text is what the player reads before choosing."""

from __future__ import annotations

from rules.micro import ENGINE
from rules.micro.state import State
from tests.rules.test_micro_support import act, position

FULL = {"chemicals": 9, "organics": 18, "inorganics": 9, "metals": 0, "oxygen": 2}


def _labels(st: State, seat: int = 0) -> dict[str, str]:
    return {a.notation: a.label for a in ENGINE.legal_actions(st, seat)}


def _prompt(st: State) -> str:
    return ENGINE.prompts(st)[0].text


def _row(design: str = "reef", **extra: tuple) -> dict:
    habitats = {h: (design, 0, dict(FULL)) for h in ("d4", "d5", "d6", "d7")}
    habitats.update(extra)
    return habitats


def test_rule_6_3_the_safe_setting_says_what_it_holds_back() -> None:
    st = position(_row(), {"aquifex": (0, ["fermentation"], [])}, {"A1": ("d4", 1, 0)})
    st["colonies"]["A1"]["setting"] = "max"
    label = _labels(st)["uptake d4 safe"]
    assert "after the next renewal, can still give its next requirement" in label
    assert "empties its habitat" in _labels(position(_row(), {"aquifex": (0, ["fermentation"], [])},
                                                     {"A1": ("d4", 1, 0)}))["uptake d4 max"]


def test_rule_9_4_a_move_onto_a_habitat_that_cannot_feed_the_colony_warns() -> None:
    # a phototroph needs light for energy (13): the whale fall has none
    habitats = {"d4": ("reef", 0, dict(FULL)), "d5": ("whalefall", 0, dict(FULL)), "d6": ("reef", 0, dict(FULL))}
    st = position(habitats, {"aquifex": (0, ["photolithoautotrophy"], [])}, {"A1": ("d4", 1, 6)})
    st, _ = act(st, 0, "grow d4")
    labels = _labels(st)
    assert "warning: d5 cannot feed it (it eats 1 light, 2 inorganics a generation)" in labels["move d5"]
    assert "warning" not in labels["move d6"]


def test_rule_9_4_the_grow_prompt_says_why_no_move_is_offered_when_colonies_block() -> None:
    st = position(_row(), {"aquifex": (0, ["fermentation"], []), "bacillus": (1, ["fermentation"], [])},
                  {"A1": ("d4", 1, 6), "B1": ("d5", 1, 0)})
    st, _ = act(st, 0, "grow d4")
    assert not [n for n in _labels(st) if n.startswith("move")]
    assert "no move: A1 on d4 has no free habitat within its mobility 2" in _prompt(st)
    assert "colonies block the way" in _prompt(st)


def test_rule_14_8_the_grow_prompt_names_a_rivals_exudate_as_why_no_move() -> None:
    st = position(_row(), {"aquifex": (0, ["fermentation"], []), "bacillus": (1, ["fermentation"], ["exudating"])},
                  {"A1": ("d5", 1, 6), "B1": ("d4", 1, 0)})
    st, _ = act(st, 0, "grow d5")
    assert "no move: A1 on d5 cannot move: a rival's Exudating colony nearby holds it" in _prompt(st)


def test_rule_9_2_done_first_says_it_ends_the_turn_without_growing() -> None:
    st = position(_row(), {"aquifex": (0, ["fermentation"], [])}, {"A1": ("d4", 2, 6)})
    st, _ = act(st, 0, "grow d4")
    assert _labels(st)["done"] == "Stop without growing: the turn ends, no resource spent"
    assert "growing is your main action: done ends the turn" in _prompt(st)
    st, _ = act(st, 0, "double")
    assert _labels(st)["done"] == "Done growing"


def test_rule_9_4_after_doubling_to_2_a_move_says_it_loses_evolve() -> None:
    # 9.4: generation 2 sends 1 and keeps 1; 9.6: generation 1 cannot evolve
    st = position(_row(), {"aquifex": (0, ["fermentation"], [])}, {"A1": ("d4", 1, 6)})
    st, _ = act(st, 0, "double d4")
    labels = _labels(st)
    assert "evolve" in labels
    assert labels["move d5"] == "Send generation 1 to d5, keeping 1; then it cannot evolve (generation 1)"
    st = position(_row(), {"aquifex": (0, ["fermentation"], [])}, {"A1": ("d4", 3, 6)})
    st, _ = act(st, 0, "grow d4")
    assert "cannot evolve" not in _labels(st)["move d5"]  # generation 3 keeps 2


def test_rule_14_18_evolving_the_last_colony_warns_it_can_put_the_player_out() -> None:
    st = position(_row(), {"aquifex": (0, ["fermentation"], [])}, {"A1": ("d4", 2, 6)})
    st, _ = act(st, 0, "grow d4")
    phages = sum(1 for c in st["galapagos"] if c.startswith("phage-attack"))
    label = _labels(st)["evolve"]
    assert f"{phages} of {len(st['galapagos'])} cards are Phage Attack!" in label
    assert "puts you out: it is your last colony" in label
    st = position(_row(), {"aquifex": (0, ["fermentation"], [])}, {"A1": ("d4", 2, 6), "A2": ("d6", 1, 0)})
    st, _ = act(st, 0, "grow d4")
    assert "kills it" in _labels(st)["evolve"] and "puts you out" not in _labels(st)["evolve"]


def test_rule_10_the_attack_button_gives_strengths_the_winner_and_what_both_lose() -> None:
    # 10.2–10.4: strengths, the defender wins ties, the loser loses its stock, both lose 1 generation
    st = position(_row(), {"aquifex": (0, ["fermentation"], []), "bacillus": (1, ["fermentation"], [])},
                  {"A1": ("d4", 2, 0), "B1": ("d5", 1, 0), "A2": ("d7", 1, 0), "B2": ("d6", 1, 0)})
    labels = _labels(st)
    assert labels["attack d4 d5"] == ("Attack d5 from d4: strength 2 against 1, you win: it loses its stock; "
                                      "both lose 1 generation; B1, at generation 1, dies")
    assert labels["attack d7 d6"].startswith("Attack d6 from d7: strength 1 against 1, a tie goes to the defender")
    assert "both were at generation 1: both die" in labels["attack d7 d6"]


def test_rule_11_2_the_exchange_button_says_what_goes() -> None:
    st = position({**_row(), "c5": ("kelp", 0, dict(FULL))}, {"aquifex": (0, ["fermentation"], [])},
                  {"A1": ("d4", 1, 0)})
    assert _labels(st)["exchange"].endswith("for an unused one of yours, which is spent")
