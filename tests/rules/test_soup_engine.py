"""Primordial Soup and the engine contract: notation, refusals, save/load, views, resign, skip, bots."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import get_args, get_type_hints

import pytest

from games import engine_for
from rules.base import Action, CorruptState, IllegalAction
from rules.dictengine import StagedEngine, copy_state
from rules.soup import ENGINE
from rules.soup import engine as E
from rules.soup.amoeba_turn import ask_amoeba_turn
from rules.soup.stages import STAGES
from rules.soup.state import OPTIONS, TASK_KINDS, AmoebaTask, Ask, State, Task, amoeba_count
from tests.rules.test_soup_support import act, legal, position, prompt, rig, where
from tests.support.jsonread import items, record

STILL = 9


def _bot_game(players: int, seed: int, limit: int = 5000) -> tuple[State, int]:
    st = ENGINE.new(["Ann", "Bob", "Cid", "Dee"][:players], {}, seed)
    rng = random.Random(seed)
    moves = 0
    while not ENGINE.result(st).over and moves < limit:
        p = ENGINE.prompts(st)[0]
        st, _ = ENGINE.apply(st, p.seat, ENGINE.bot_action(st, p.seat, rng))
        moves += 1
    return st, moves


def test_registry_knows_soup() -> None:
    assert engine_for("soup") is ENGINE
    assert ENGINE.key == "soup" and ENGINE.min_players == 3 and ENGINE.max_players == 4
    assert ENGINE.seat_colours == ("red", "green", "blue", "yellow")


def test_new_rejects_bad_player_counts_and_options() -> None:
    with pytest.raises(ValueError, match="3 to 4 players"):
        ENGINE.new(["Ann", "Bob"], {}, 1)
    with pytest.raises(ValueError, match="has no option"):
        ENGINE.new(["Ann", "Bob", "Cid"], {"colour": "x"}, 1)
    with pytest.raises(ValueError, match="is not one of them"):
        ENGINE.new(["Ann", "Bob", "Cid"], {"reactions": "never"}, 1)


def test_typed_notation_is_normalised() -> None:
    st = position(3, amoebas=[(0, 1, "c4", 0)], card=STILL)
    st, _ = act(st, "drift")
    assert ENGINE.parse(st, 0, "Eat Blue green GREEN").notation == "eat green green blue"
    assert ENGINE.parse(st, 0, "eat 2 green 1 blue").notation == "eat green green blue"
    assert ENGINE.parse(st, 0, "eat g g b").notation == "eat green green blue"
    genes = position(phase="genes", bp=[0, 0, 0, 20], genes={3: ["movement-1"]})
    assert ENGINE.parse(genes, 3, "buy Longevity").notation == "buy life-expectancy"
    assert ENGINE.parse(genes, 3, "buy movement ii").notation == "buy movement-2"
    assert ENGINE.parse(genes, 3, "buy none").notation == "done"


def test_every_legal_action_parses_back_to_itself() -> None:
    """Action.notation is canonical: parsing it gives back an equal action."""
    st, _ = _bot_game(4, 11, limit=150)
    for _ in range(60):
        if ENGINE.result(st).over:
            break
        p = prompt(st)
        for action in ENGINE.legal_actions(st, p.seat):
            assert ENGINE.parse(st, p.seat, action.notation) == action
            assert len(action.label) <= 80
        st, _ = ENGINE.apply(st, p.seat, ENGINE.bot_action(st, p.seat, random.Random(1)))


def test_only_the_prompted_seat_may_act() -> None:
    st = position(amoebas=[(0, 1, "c4", 0)])
    with pytest.raises(IllegalAction):
        ENGINE.apply(st, 1, Action("drift"))
    assert ENGINE.legal_actions(st, 1) == []
    with pytest.raises(IllegalAction, match="not playing in this game"):
        ENGINE.apply(st, 7, Action("drift"))


def test_unknown_notation_lists_what_is_allowed() -> None:
    st = position(amoebas=[(0, 1, "c4", 0)])
    with pytest.raises(IllegalAction, match=r"`fly` is not allowed now\. Allowed: drift, move"):
        act(st, "fly")


def test_apply_never_changes_its_input() -> None:
    st = position(amoebas=[(0, 1, "c4", 0), (1, 1, "c4", 0)], genes={1: ["holding"]}, card=1)
    before = copy_state(st)
    ENGINE.apply(st, 0, Action("drift"))
    assert st == before
    with pytest.raises(IllegalAction):
        ENGINE.apply(st, 0, Action("stay"))
    assert st == before


def test_die_rolls_are_events_with_their_numbers() -> None:
    st = position(amoebas=[(0, 1, "c4", 0)], genes={0: ["movement-1"]})
    _, ev = act(rig(st, [4, 6]), "move")
    roll = next(e for e in ev if e.kind == "roll")
    assert roll.data == {"seat": 0, "amoeba": 1, "dice": [4, 6], "purpose": "move"}
    assert record(roll.to_json()["data"])["dice"] == [4, 6]


def test_dump_and_load_round_trip() -> None:
    st, _ = _bot_game(4, 5, limit=200)
    data = ENGINE.dump(st)
    assert data["schema_version"] == 1
    assert ENGINE.load(data) == st
    assert ENGINE.load(json.loads(json.dumps(data))) == st


SAVED_BEFORE_SPELLED_OUT = Path(__file__).with_name("data") / "soup_saved_before_spelled_out_names.jsonl"


def test_games_saved_before_the_names_were_spelled_out_load_and_dump_back_byte_for_byte() -> None:
    """Three games as the code saved them before the state's names were spelled out in memory (10937e5,
    tests/rules/data): a rider with Tentacle taking cubes along ("fcarry"), Speed's second move offered
    ("again?") and an attack awaiting the defender, each with an amoeba of 1 damage point or fewer BP.
    They load under the spelled-out names, dump back to the very bytes saved, and play on."""
    lines = SAVED_BEFORE_SPELLED_OUT.read_text().splitlines()
    step_game, move_game, attack_game = games = [ENGINE.load(json.loads(line)) for line in lines]
    assert [json.dumps(ENGINE.dump(st), separators=(",", ":")) for st in games] == lines
    assert step_game["amoebas"][1][0] == {"space": "c4", "damage": 1, "moved": False}
    step = step_game["stack"][-1]
    assert step["type"] == "step" and step["stage"] == "follower_carry"
    assert (step["number"], step["direction"], step["asked"], step["followers"]) == (1, "n", [1, 1], [[1, 1]])
    assert move_game["biological_points"] == [4, 5, 5, 5]
    move = move_game["stack"][-1]
    assert move["type"] == "move" and (move["number"], move["stage"], move["ways"]) == (1, "offer_again", ["n"])
    attack = attack_game["stack"][-1]
    assert attack["type"] == "attack" and (attack["attacker"], attack["defender"]) == ([0, 1], [2, 1])
    assert [(prompt(st).seat, prompt(st).kind) for st in games] == [(1, "carry"), (0, "again"), (2, "defend")]
    assert legal(step_game) == ["carry none", "carry yellow"]
    after, _ = act(step_game, "carry yellow")
    assert where(after, 1, 1) == "c5"


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(schema_version=2), "schema_version"),
        (lambda d: d.pop("cubes"), "missing 'cubes'"),
        (lambda d: d["bp"].__setitem__(0, -1), "never negative"),
        (lambda d: d["cubes"]["c4"].__setitem__(0, 9), "do not add up"),
        (lambda d: d.__setitem__("ladder", [1, 1, 2, 3]), "two markers"),
        (lambda d: d["amoebas"][0].__setitem__(0, {"sq": "c3", "dp": 0, "moved": False}), "does not exist"),
        (lambda d: d["stack"].append({"t": "dance"}), "task stack"),
        (lambda d: d.__setitem__("players", ["solo"]), "3 or 4"),
        (lambda d: d["genes"][0].__setitem__("wings", 1), "genes"),
        (lambda d: d["stack"][-1].pop("num"), "pending decision"),
        (lambda d: d["stack"].__setitem__(-1, {"t": "p1", "queue": []}), "nothing is awaited"),
        (lambda d: d.__setitem__("highlight", ["z9"]), "highlight must list board spaces"),
        (lambda d: d.__setitem__("highlight", "c4"), "highlight must list board spaces"),
        (lambda d: d.__setitem__("highlight_ladder", [0]), "highlight_ladder must list ladder spaces"),
        (lambda d: d.__setitem__("game", "micro"), "game must be 'soup'"),
        (lambda d: d["used"][1].pop("escape"), "used must say for each seat"),
        (lambda d: d["used"].__setitem__(0, None), "used must say for each seat"),
        (lambda d: d["resigned"].__setitem__(2, 0), "resigned must be true or false"),
        (lambda d: d.__setitem__("winners", [4]), "winners must be seats"),
        (lambda d: d.__setitem__("summary", None), "summary must be text"),
        (lambda d: d.__setitem__("last_card", "no"), "last_card must be true or false"),
        (lambda d: d["intro"].append({"kind": "card"}), "intro must list the events of setup"),
        (lambda d: d.__setitem__("intro", {}), "intro must list the events of setup"),
    ],
)
def test_load_refuses_bad_data(change, message: str) -> None:
    st = position(amoebas=[(0, 1, "c4", 0)])
    data = ENGINE.dump(st)
    change(data)
    with pytest.raises(CorruptState, match=message):
        ENGINE.load(data)
    with pytest.raises(CorruptState):
        ENGINE.load("nonsense")  # type: ignore[arg-type]


def test_a_saved_task_stack_may_hold_every_kind_of_task_and_no_other() -> None:
    """serialise.py refuses a task whose "t" is not in TASK_KINDS: they are the kinds of Task, each
    of which tasks.handled dispatches (mypy checks that match is exhaustive)."""
    assert {get_args(get_type_hints(kind)["type"])[0] for kind in get_args(Task)} == TASK_KINDS


def test_view_and_status_show_the_table_but_never_the_deck_order() -> None:
    st = position(amoebas=[(0, 1, "c4", 1)], genes={0: ["speed"]}, bp=[7, 5, 5, 5], ladder=[3, 1, 2, 4])
    view = ENGINE.view(st, None)
    assert "deck" not in view and "rng" not in view and "stack" not in view
    assert view["cards_left"] == 10 and record(view["card"])["id"] == STILL
    assert items(view["amoebas"])[0] == [{"number": 1, "space": "c4", "damage": 1}]
    assert record(view["prompt"])["seat"] == 0 and view["current"] == {"seat": 0, "amoeba": 1}
    lines = ENGINE.status(st, 0)
    text = "\n".join(lines)
    assert not any("waiting" in line.lower() for line in lines)  # the table names whom it waits for, once
    assert str(st["deck"]["draw"]) not in text


def test_resigning_defender_ends_the_attack() -> None:
    st = position(
        amoebas=[(0, 1, "c4", 0), (2, 1, "c4", 0), (1, 1, "b2", 0)],
        genes={0: ["struggle"], 2: ["defense"]},
        card=STILL,
        food={"c4": ""},
        bp=[5, 5, 5, 5],
    )
    st, _ = act(st, "drift")
    st, _ = act(st, "attack blue 1")
    assert prompt(st).seat == 2
    st, _ = ENGINE.resign(st, 2)
    assert st["resigned"][2] and st["ladder"][2] is None
    assert where(st, 2, 1) is None and prompt(st).seat == 1
    assert not ENGINE.result(st).over


def test_resigning_mover_passes_the_turn_and_last_player_wins() -> None:
    st = position(3, amoebas=[(0, 1, "c4", 0), (1, 1, "b2", 0)], ladder=[1, 2, 3])
    st, _ = ENGINE.resign(st, 0)
    assert prompt(st).seat == 1
    st, _ = ENGINE.resign(st, 1)
    result = ENGINE.result(st)
    assert result.over and result.winners == (2,)
    with pytest.raises(IllegalAction, match="The game is over"):
        ENGINE.resign(st, 2)


def test_resigning_parasitism_victim_leaves_the_eater_to_look_again() -> None:
    st = position(
        amoebas=[(0, 1, "c4", 0), (2, 1, "c4", 0), (1, 1, "b2", 0)],
        genes={0: ["parasitism", "substitution", "struggle"]},
        card=STILL,
        food={"c4": "ggy"},
    )
    st, _ = act(st, "drift")
    assert prompt(st).kind == "feed"
    assert legal(st) == ["eat green yellow parasite blue", "eat green green yellow parasite blue"]
    st, _ = ENGINE.resign(st, 2)
    assert where(st, 0, 1) == "c4" and st["amoebas"][0][0]["damage"] == 1
    assert prompt(st).seat == 1


def test_resigning_holder_is_not_asked_to_ride() -> None:
    st = position(amoebas=[(0, 1, "c4", 0), (1, 1, "c4", 0)], genes={1: ["holding"]}, card=1)
    st, _ = act(st, "drift")
    assert prompt(st).kind == "follow"
    st, _ = ENGINE.resign(st, 1)
    assert where(st, 0, 1) == "c5"


def test_skip_gives_the_most_passive_answer() -> None:
    st = position(amoebas=[(0, 1, "c4", 0)], card=1)
    st, ev = ENGINE.skip(st)
    assert where(st, 0, 1) == "c5"
    assert (ev[0].kind, ev[0].data) == ("skip", {"seat": 0, "action": "drift"})
    buy = position(phase="genes", bp=[0, 0, 0, 20])
    buy, _ = ENGINE.skip(buy)
    assert buy["genes"][3] == {}


def test_every_prompt_is_a_stage_kind_of_the_shared_runner_with_a_passive_answer_on_offer() -> None:
    """Soup's prompts come from its stage kinds (rules/soup/stages.py): each prompt met in bot games
    has one, and the answer a skip or timeout gives is one of the prompt's legal actions."""
    assert isinstance(ENGINE, StagedEngine)
    kinds = set()
    for seed in range(4):
        st = ENGINE.new(["Ann", "Bob", "Cid", "Dee"], {}, seed)
        rng = random.Random(seed)
        while not ENGINE.result(st).over:
            (found,) = ENGINE.open_decisions(st)  # one decision is open at a time in Soup
            assert found.kind is STAGES[found.key]
            kinds.add(found.key)
            assert found.kind.passive(st, found.part) in legal(st)
            seat = found.seat(st)
            st, _ = ENGINE.apply(st, seat, ENGINE.bot_action(st, seat, rng))
    assert {"start", "place", "move", "feed", "buy", "divide"} <= kinds <= set(STAGES)


def test_a_prompt_is_asked_once_for_its_seat_text_and_actions(monkeypatch: pytest.MonkeyPatch) -> None:
    """The owed part carries its ask: the prompt, its legal actions and an answer each work it out once."""
    st = position(amoebas=[(0, 1, "c4", 0)], card=1)
    asked: list[str] = []
    def counting(state: State, task: AmoebaTask) -> Ask:
        asked.append(task["stage"])
        return ask_amoeba_turn(state, task)

    monkeypatch.setattr("rules.soup.tasks.ask_amoeba_turn", counting)  # as the task registry binds it
    (p,) = ENGINE.prompts(st)
    assert asked == ["choose"]
    assert ENGINE.legal_actions(st, p.seat)
    assert asked == ["choose"] * 2
    with pytest.raises(IllegalAction, match="Only a tribe with Holding may stay put"):
        ENGINE.apply(st, p.seat, Action("stay"))
    assert asked == ["choose"] * 3


@pytest.mark.parametrize("players", [3, 4])
def test_bot_games_finish(players: int) -> None:
    for seed in range(3):
        st, moves = _bot_game(players, seed)
        assert ENGINE.result(st).over, f"seed {seed} did not finish in {moves} moves"


def test_bots_are_deterministic_for_a_given_rng() -> None:
    a, _ = _bot_game(4, 9)
    b, _ = _bot_game(4, 9)
    assert a == b


def test_bots_play_sensibly() -> None:
    """Bot seats buy genes, divide and keep their tribes alive better than random play."""
    genes, amoebas = 0, 0
    for seed in range(4):
        st, _ = _bot_game(4, seed)
        genes += sum(len(g) for g in st["genes"])
        amoebas += sum(amoeba_count(st, s) for s in range(4))
        assert max(st["ladder"]) >= 20
    assert genes >= 8 and amoebas >= 16


def test_legal_moves_cover_every_prompt_kind_in_the_docs() -> None:
    kinds = set()
    for seed in range(6):
        st = ENGINE.new(["Ann", "Bob", "Cid", "Dee"], {}, seed)
        rng = random.Random(seed)
        while not ENGINE.result(st).over:
            p = prompt(st)
            kinds.add(p.kind)
            assert legal(st)
            st, _ = ENGINE.apply(st, p.seat, ENGINE.bot_action(st, p.seat, rng))
    assert {"start", "place", "move", "feed", "buy", "divide"} <= kinds


def test_rules_doc_has_the_sections_the_bot_extracts() -> None:
    text = (Path(__file__).resolve().parents[2] / "docs" / "rules" / "soup.md").read_text(encoding="utf-8")
    assert text.startswith("# Primordial Soup\n")
    heads = [line for line in text.splitlines() if line.startswith("## ")]
    assert heads == ["## Summary", "## Interpretations", "## Options", "## Finishing places", "## Notation",
                     "## Environment deck", "## AI levels"]
    summary = text.split("## Summary", 1)[1].split("## Interpretations", 1)[0].strip()
    assert len(summary) <= 1500
    for option in OPTIONS:
        assert f"`{option.name}`" in text
    for card in E.CARDS.values():
        assert f"| {card.name} | {card.ozone} |" in text
