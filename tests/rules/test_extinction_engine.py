"""Extinction: the engine contract around the rules: registry, saving and loading, menus of
choices, typed notation, refusals, skip, resignation, timeouts and chance."""

from __future__ import annotations

import functools
import json
import random

import pytest

from games import engine_for
from rules.base import Action, CorruptState, Event, IllegalAction
from rules.extinction import ENGINE
from rules.extinction.data import HEXES, NEIGHBOURS
from rules.extinction.flow import STEPS
from rules.extinction.menus import LIST_LIMIT, Group, listed, shown
from rules.extinction.migrate import MIGRATE
from rules.extinction.state import State
from tests.rules.test_extinction_support import NAMES, act, begin, board, card_named, make_state, texts
from tests.support.posted import as_posted
from tests.support.work import assert_bounded, counted_work

NOTATION_CHARACTERS = set("abcdefghijklmnopqrstuvwxyz0123456789 :=,.+-")


def test_registry_finds_the_engine_with_its_options() -> None:
    engine = engine_for("extinction")
    assert engine is ENGINE and engine.title == "Extinction"
    assert (engine.min_players, engine.max_players) == (2, 4)
    assert engine.secret and engine.on_timeout == "bot"
    (end,) = engine.options
    assert end.name == "end" and end.default == "10" and "survivor" in end.choices


def _positions(seed: int = 3, players: int = 3, moves: int = 300) -> list[State]:
    state = ENGINE.new([f"P{n}" for n in range(players)], {}, seed)
    rng = random.Random(seed)
    found = [state]
    for _ in range(moves):
        if ENGINE.result(state).over:
            break
        seat = ENGINE.prompts(state)[0].seat
        state, _ = ENGINE.apply(state, seat, ENGINE.bot_action(state, seat, rng))
        found.append(state)
    return found


def test_dump_and_load_round_trip_and_replay_alike() -> None:
    for state in _positions()[::17]:
        data = json.loads(json.dumps(ENGINE.dump(state)))
        assert data["schema_version"] == 1 and len(data["rng"]) == 2
        loaded = ENGINE.load(data)
        assert ENGINE.dump(loaded) == ENGINE.dump(state)
        if not ENGINE.result(state).over:
            seat = ENGINE.prompts(state)[0].seat
            action = ENGINE.bot_action(state, seat, random.Random(1))
            replayed = ENGINE.apply(loaded, seat, action)[0]
            assert ENGINE.dump(replayed) == ENGINE.dump(ENGINE.apply(state, seat, action)[0])


@pytest.mark.parametrize(("change", "reason"), [
    (lambda d: d.pop("cubes"), "missing 'cubes'"),
    (lambda d: d["cubes"].update({"z9": [0, 3]}), "no hex of Darwinia"),
    (lambda d: d["cubes"].update({"c5": [0, 7]}), "the cube on c5"),
    (lambda d: d["barriers"].update({next(iter(d["cubes"])): "city"}), "a cube on a barrier"),
    (lambda d: d["decks"]["habitat"].pop(), "habitat cards do not add up"),
    (lambda d: d["environment"].append("ev01"), "environment deck"),
    (lambda d: d.update(schema_version=9), "schema_version"),
    (lambda d: d["options"].update(end="7"), "options"),
    (lambda d: d.update(game="soup"), "game must be 'extinction'"),
    (lambda d: d.update(order="012"), "order must list every seat once"),
    (lambda d: d["cubes"].update({"c5": 4}), "the cube on c5"),
    (lambda d: d["decks"].update(habitat="hm01"), "habitat cards do not add up"),
    (lambda d: d["revealed"][0].update(predator="dragon"), "revealed"),
    (lambda d: d["extinct"].__setitem__(0, 1), "extinct, fell and resigned"),
    (lambda d: d.update(summary=None), "summary"),
    (lambda d: d.update(step={"act": "migrate", "seat": 0, "budget": 3}), "the migrate step's moved"),
    (lambda d: d.update(step={"act": "lose", "seat": 0, "left": 2, "card": "ev99"}), "the lose step's card"),
    (lambda d: d.update(step={"act": "compete", "seat": 0, "announced": "yes", "checked": [], "defended": [],
                              "taken": 0}), "the compete step's rivals"),
])
def test_a_damaged_save_is_refused_with_what_is_wrong(change, reason) -> None:
    data = ENGINE.dump(_positions(moves=40)[-1])
    change(data)
    with pytest.raises(CorruptState, match=reason):
        ENGINE.load(data)


def test_a_save_that_is_no_json_object_is_refused() -> None:
    with pytest.raises(CorruptState, match="not an object"):
        ENGINE.load([])  # type: ignore[arg-type]  # what a damaged save may hold instead of an object


# --- menus --------------------------------------------------------------------------------------


def test_long_lists_become_menus_of_rows_then_hexes_and_back() -> None:
    state = ENGINE.new(["Ann", "Bob"], {}, 1)
    seat = ENGINE.prompts(state)[0].seat
    top = [a.notation for a in ENGINE.legal_actions(state, seat)]
    assert top[0] == "auto" and "row c" in top and len(top) <= LIST_LIMIT
    state, ev = act(state, seat, "row c")
    assert ev == [] and state["path"] == ["row c"]
    assert "Chosen so far" not in ENGINE.prompts(ENGINE.new(["Ann", "Bob"], {}, 1))[0].text
    assert ENGINE.prompts(state)[0].text.endswith(" Chosen so far: Row c (`back` to choose again)."), \
        "the prompt, and so the panel and the reminder, say which group is open"
    listed = [a.notation for a in ENGINE.legal_actions(state, seat)]
    assert "place 4 c5" in listed and listed[-1] == "back" and len(listed) <= LIST_LIMIT + 2
    assert ENGINE.parse(state, seat, "place 3 k5").notation == "place 3 k5", "typed moves need no menu"
    state, _ = act(state, seat, "back")
    assert [a.notation for a in ENGINE.legal_actions(state, seat)] == top
    with pytest.raises(IllegalAction, match="not on the menu"):
        ENGINE.parse(state, seat, "row z")


def test_migration_menus_go_source_then_destination_then_count() -> None:
    st = make_state({"c5": (0, 6), "c12": (0, 5), "l4": (1, 2)}, {0: {"habitat": "hm01"}})  # mobility 16
    st, _ = begin(st, 0, "migrate", "genes")
    listed = [a.notation for a in ENGINE.legal_actions(st, 0)]
    assert listed[0] == "done" and {"from c5", "from c12"} <= set(listed)
    st, _ = act(st, 0, "from c5")
    assert "row c" in [a.notation for a in ENGINE.legal_actions(st, 0)]
    st, _ = act(st, 0, "row c")
    listed = [a.notation for a in ENGINE.legal_actions(st, 0)]
    assert {f"move {n} c5 c7" for n in range(1, 7)} <= set(listed) and "move 1 c5 d7" not in listed


def test_the_rings_of_the_last_move_stay_through_steps_that_change_nothing_on_the_board() -> None:
    """The board rings the hexes the last move changed; a step into a menu and a `done` change none, so
    the player who comes back after a turn that ended in `done` still sees where the individuals went."""
    st = make_state({"c5": (0, 6), "c12": (0, 5), "l4": (1, 2)}, {0: {"habitat": "hm01"}})
    st, _ = begin(st, 0, "migrate", "genes")
    st, _ = act(st, 0, "move 2 c5 c7")
    assert st["highlight"] == ["c5", "c7"]
    for step in ("from c12", "back", "done"):
        st, _ = act(st, 0, step)
        assert st["highlight"] == ["c5", "c7"], step


def _menus_alike(st: State, path: list[str]) -> int:
    """Checks the menu at `path` and at every group it lists against the step's full list of options,
    grouped; the deepest path reached."""
    step = st["step"]
    rules = STEPS[step["act"]]
    return _groups_alike(rules.menu(st, step), _narrowed_once(listed(rules.options(st, step))), path)


def _narrowed_once(group: Group) -> Group:
    """The group with its narrower groups, all the way down, worked out once: the reference menu is
    walked a path at a time, and `listed` groups its thousands of options again at every step."""
    narrower = functools.cache(lambda: [_narrowed_once(inside) for inside in group.narrower()])
    return Group(group.notation, group.label, group.size, narrower, group.finals)


def _groups_alike(counted_menu: Group, full_menu: Group, path: list[str]) -> int:
    counted = shown(counted_menu, path)
    assert counted == shown(full_menu, path), path
    return max([len(path), *(_groups_alike(counted_menu, full_menu, leads_to)
                             for _, leads_to in counted if leads_to is not None)])


def test_a_migration_menu_counted_before_it_is_worded_shows_what_its_full_list_would() -> None:
    crowded = {h: (0, 1 + i % 6) for i, h in enumerate(HEXES[20:60:2])}  # all 20 cubes: only whole ones go to new hexes
    crowded.update({"l4": (1, 2), "k5": (1, 3)})
    spread = {"c5": (0, 6), "c12": (0, 5), "f8": (0, 4), "d7": (0, 5), "l4": (1, 2)}
    deepest = []
    for cubes in (crowded, spread):
        st, _ = begin(make_state(cubes, {0: {"habitat": "hm01"}}), 0, "migrate", "genes")  # mobility 16
        for budget in (16, 7, 2, 1, 0):
            st["step"]["budget"] = budget
            deepest.append(_menus_alike(st, []))
        assert shown(MIGRATE.menu(st, st["step"]), ["from z9"]) == [], "a group not on the menu holds nothing"
    for state in _positions(seed=5, players=4, moves=400):
        if state["step"] is not None and state["step"]["act"] == "migrate":
            deepest.append(_menus_alike(state, []))
    assert max(deepest) >= 2 and min(deepest) == 0, "menus by source and row, and short lists of moves, were checked"


def test_a_colonisation_menu_counted_before_it_is_worded_shows_what_its_full_list_would() -> None:
    checked = 0
    for players in (2, 3, 4):
        state = ENGINE.new(NAMES[:players], {}, players)
        while state["step"]["act"] == "colonise":
            assert _menus_alike(state, []) == 1, "a menu of rows, each a list of placings"
            checked += 1
            placings = STEPS["colonise"].menu(state, state["step"]).finals()
            state, _ = ENGINE.apply(state, state["step"]["seat"], placings[checked * 7 % len(placings)])
    assert checked >= 40


def test_a_relocation_menu_counted_before_it_is_worded_shows_what_its_full_list_would() -> None:
    checked = 0
    for players in (2, 3):
        state = ENGINE.new(NAMES[:players], {}, players)
        while state["step"]["act"] == "colonise":
            state, _ = act(state, state["step"]["seat"], "auto")
        for turn in range(12):
            assert state["step"]["act"] == "relocate"
            assert _menus_alike(state, []) == 2, "a menu of sources, each of rows"
            checked += 1
            moves = STEPS["relocate"].menu(state, state["step"]).finals()
            state, _ = ENGINE.apply(state, state["step"]["seat"], moves[turn * 37 % len(moves)])
    assert checked == 24


def test_a_kept_migration_menu_is_the_one_of_the_position_listed() -> None:
    mountains = {n: "mountain" for n in NEIGHBOURS["c5"][:2]}
    listings = []
    for crossing, budget in (("bc01", 16), ("bc05", 16), ("bc01", 16), ("bc01", 3)):  # bc05 crosses mountains
        genes = {0: {"habitat": "hm01", "crossing": crossing}}
        st, _ = begin(make_state({"c5": (0, 6), "l4": (1, 2)}, genes, barriers=mountains), 0, "migrate", "genes")
        st["step"]["budget"] = budget
        listed_now = MIGRATE.menu(st, st["step"]).finals()
        assert listed_now == [Action(o.notation, o.label) for o in MIGRATE.options(st, st["step"])]
        listings.append(listed_now)
    assert listings[0] == listings[2] and listings[1] != listings[0] and listings[3] != listings[0]


def test_every_listed_action_parses_back_to_itself() -> None:
    for state in _positions()[::5]:
        for prompt in ENGINE.prompts(state):
            for action in ENGINE.legal_actions(state, prompt.seat):
                assert ENGINE.parse(state, prompt.seat, action.notation).notation == action.notation
                assert len(action.notation) <= 85 and set(action.notation) <= NOTATION_CHARACTERS


# --- notation and refusals ----------------------------------------------------------------------


def test_typed_notation_takes_aliases_and_any_word_order() -> None:
    st = make_state({"c5": (0, 6), "l4": (1, 2)})
    migrating, _ = begin(st, 0, "migrate", "genes")
    for typed in ("migrate 2 from c5 to c7", "MOVE c5 c7 2", "move 2 C5 c7"):
        assert ENGINE.parse(migrating, 0, typed).notation == "move 2 c5 c7"
    assert ENGINE.parse(migrating, 0, "pass").notation == "done"
    changing, _ = begin(st, 0, "genes", "migrate")
    assert ENGINE.parse(changing, 0, "change prey defence").notation == "change defense"
    assert ENGINE.parse(changing, 0, "swap Barrier Crossing").notation == "change crossing"


@pytest.mark.parametrize("typed", ["move 20000000 c5 c7", "move -3 c5 c7", "move ² c5 c7", "move ① c5 c7",
                                   "move " + "9" * 5000 + " c5 c7", "move 0 c5 c7", "move 2 c5 q99", "move 2 c5",
                                   "fly 2 c5 c7", "", "change 5", "row 9"])
def test_bad_input_is_refused_at_once_with_a_reason(typed: str) -> None:
    st = make_state({"c5": (0, 6), "l4": (1, 2)})
    st, _ = begin(st, 0, "migrate", "genes")
    with counted_work() as work, pytest.raises(IllegalAction) as refused:
        ENGINE.parse(st, 0, typed)
    assert_bounded(work)
    assert 0 < len(str(refused.value)) < 600


def test_only_the_player_owing_the_decision_may_act_and_the_refusal_tells_no_secret() -> None:
    st = make_state({"c5": (0, 6), "l4": (1, 2)})
    st, _ = begin(st, 0, "migrate", "genes")
    with pytest.raises(IllegalAction, match="waiting for Ann to migrate or pass") as refused:
        ENGINE.parse(st, 1, "done")
    assert "mobility" not in str(refused.value)
    assert ENGINE.legal_actions(st, 1) == []


# --- skip, resignation, chance ------------------------------------------------------------------


def test_skip_gives_the_passive_answer_and_refuses_a_seat_that_owes_nothing() -> None:
    st = make_state({"c5": (0, 2), "l4": (1, 2)})
    reproducing, _ = begin(st, 0, "reproduce", "genes")
    skipped, ev = ENGINE.skip(reproducing, 0)
    assert board(skipped) != board(reproducing) and "Ann is given the most passive answer: `auto`." in texts(ev)
    with pytest.raises(IllegalAction) as refused:
        ENGINE.skip(reproducing, 1)
    assert str(refused.value) == "Bob owes no decision now: waiting for Ann."  # whom the game waits for
    migrating, _ = begin(st, 0, "migrate", "genes")
    skipped, _ = ENGINE.skip(migrating)
    assert board(skipped) == board(migrating) and ENGINE.prompts(skipped)[0].kind == "genes"


def test_resigning_takes_the_species_off_the_island_and_may_end_the_game() -> None:
    st = make_state({"c5": (0, 2), "l4": (1, 2), "l5": (2, 3)}, players=3)
    st, _ = begin(st, 0, "migrate", "genes")
    st, _ev = ENGINE.resign(st, 0)
    assert "l4" in st["cubes"] and "c5" not in st["cubes"] and ENGINE.prompts(st)[0].seat == 1
    st, _ = ENGINE.resign(st, 2)
    assert ENGINE.result(st).over and ENGINE.result(st).winners == (1,)
    with pytest.raises(IllegalAction):
        ENGINE.resign(st, 1)
    with pytest.raises(IllegalAction) as refused:
        ENGINE.parse(st, 1, "done")
    assert str(refused.value) == f"The game is over. {ENGINE.result(st).summary}"  # how it ended, as every game says it


def test_drawing_a_card_counts_as_chance_though_no_die_is_rolled() -> None:
    st = make_state({"c5": (0, 2), "l4": (1, 2)})
    changing, _ = begin(st, 0, "genes", "migrate")
    changed, _ = act(changing, 0, "change habitat")
    assert changed["rng"] == changing["rng"] and ENGINE.chance_used(changing, changed)
    grouped, _ = begin(st, 0, "migrate", "genes")
    assert not ENGINE.chance_used(grouped, act(grouped, 0, "done")[0])


def test_a_prey_announcement_shows_things_so_taking_it_back_needs_consent() -> None:
    # Compete/Prey (PREY): the announcement is public and a defended rival shows its word; the engine
    # contract counts anything shown like chance, which the table's take-back asks everyone about
    st = make_state({"c5": (0, 2), "c6": (1, 6), "d5": (2, 6), "l4": (1, 1), "l5": (2, 1)},
                    {1: {"defense": "df02"}, 2: {"defense": "df10"}}, players=3)
    st, _ = begin(st, 0, "compete", "genes")
    announced, _ = act(st, 0, "prey")
    assert announced["rng"] == st["rng"] and ENGINE.chance_used(st, announced)
    # a competition shows nothing hidden: it is taken back like any move
    competing = make_state({"c5": (0, 5), "c6": (1, 2), "l4": (1, 1)})
    competing, _ = begin(competing, 0, "compete", "genes")
    assert not ENGINE.chance_used(competing, act(competing, 0, "compete 3 c5 c6")[0])


BAD_NUMBERS = ("20000000", "-3", "0", "²", "①", "٣", "9" * 5000)


@pytest.mark.parametrize(("actions", "form"), [
    (("reproduce", "genes"), "add {} c5"),
    (("compete", "genes"), "compete {} c5 c6"),
    (("compete", "genes"), "prey {} c5 c6"),
    (("migrate", "genes"), "move {} c5 c7"),
    (("genes", "migrate"), "change {}"),
    (("barrier", "genes"), "barrier {} c9"),
])
def test_every_verb_refuses_bad_numbers_quickly(actions: tuple[str, ...], form: str) -> None:
    st = make_state({"c5": (0, 5), "c6": (1, 2), "l4": (1, 2)})
    st, _ = begin(st, 0, *actions)
    for bad in BAD_NUMBERS:
        with counted_work() as work, pytest.raises(IllegalAction) as refused:
            ENGINE.parse(st, 0, form.format(bad))
        assert_bounded(work, repr(form.format(bad)[:30]))
        assert len(str(refused.value)) < 600


def test_colonising_and_losing_refuse_bad_numbers_quickly() -> None:
    fresh = ENGINE.new(["Ann", "Bob"], {}, 1)
    seat = ENGINE.prompts(fresh)[0].seat
    losing = make_state({"c5": (0, 6), "c6": (0, 6), "l4": (1, 2)}, {0: {"tolerance": "et10"}})
    losing, _ = begin(losing, 0, "environment", "genes", env="ev07")  # drought 50 %
    assert losing["step"]["act"] == "lose"
    for state, who, form in ((fresh, seat, "place {} c5"), (losing, 0, "remove {} c5")):
        for bad in BAD_NUMBERS:
            with pytest.raises(IllegalAction):
                ENGINE.parse(state, who, form.format(bad))


# --- a step answered a few hexes at a time reads as one event in a post (Engine.joined) ---------------


def _played(st: State, seat: int, *moves: str) -> list[Event]:
    """The events of `moves`, played in turn by `seat`."""
    events: list[Event] = []
    for move in moves:
        st, said = act(st, seat, move)
        events += said
    return events


def test_newborns_placed_a_hex_at_a_time_read_as_one_event_each_hex_once_ending_as_the_last() -> None:
    # Reproduce: the player adds the newborns where they choose, a decision per hex
    st = make_state({"c5": (0, 4), "l4": (1, 2)}, {0: {"reproduction": "rp10"}})  # 4 × 3/2: 6 newborns
    st, _ = begin(st, 0, "reproduce", "genes")
    placing = _played(st, 0, "add 2 c6", "add 1 c5", "add 2 c6", "add 1 c5")
    assert placing[0].text == "Ann adds newborns: 2 on c6 (4 left)."
    assert as_posted(ENGINE, placing[:3]) == ["Ann adds newborns: 4 on c6, 1 on c5 (1 left)."]
    assert as_posted(ENGINE, placing) == ["Ann adds newborns: 4 on c6, 2 on c5."]
    first_two = ENGINE.joined(placing[0], placing[1])
    assert first_two is not None
    joined = ENGINE.joined(first_two, placing[2])
    assert joined is not None and joined.data == {"seat": 0, "placed": [["c6", 4], ["c5", 1]], "left": 1}


def test_losses_chosen_a_hex_at_a_time_read_as_one_event() -> None:
    # Environmental Change: a drought kills a share of a species not tolerant of it; its player chooses who
    st = make_state({"c5": (0, 6), "c6": (0, 6), "c7": (0, 5), "l4": (1, 4)}, {0: {"tolerance": "et10"}})
    st, drawn = begin(st, 0, "environment", "genes", env=card_named("drought", percent=30))
    losing = _played(st, 0, "remove 2 c7", "remove 1 c5", "remove 2 c5")
    assert as_posted(ENGINE, losing[:2]) == ["Ann removes 2 from c7, 1 from c5 (2 more must die)."]
    assert as_posted(ENGINE, [*drawn, *losing])[-2:] == [
        "The drought kills 30 % of Ann's 17 individuals: 5 must die, and Ann chooses which.",
        "Ann removes 2 from c7, 3 from c5."]


def test_founders_placed_a_cube_at_a_time_are_one_public_event_when_the_colonisation_is_done() -> None:
    # How to Begin: each player puts 30 founders on the island, one cube of 1 to 6 on each empty hex
    # chosen: one decision, so the channel is told of it once (a board post a cube said the same
    # decision was still owed, eight times over); each cube before the last is told to its player
    st = ENGINE.new(["Ann", "Bob"], {}, 5)
    seat = st["order"][0]
    name = st["players"][seat]
    for move, left in (("place 6 c5", 24), ("place 4 c6", 20), ("place 6 c7", 14)):
        before = ENGINE.prompts(st)
        st, said = act(st, seat, move)
        assert [event.seen_by(None) for event in said] == [None], "a spectator reads nothing of it yet"
        assert [event.seen_by(seat).text for event in said] == [f"{name} places founders: {move.split()[1]} on "
                                                               f"{move.split()[2]} ({left} left)."]
        assert [(p.seat, p.kind) for p in ENGINE.prompts(st)] == [(p.seat, p.kind) for p in before], \
            "the same decision is owed, and nothing public happened: the table posts no board for it"
        assert "placed so far: 6 on c5" in ENGINE.prompts(st)[0].text, "the player's prompt says what is down"
    st, said = act(st, seat, "auto")
    assert ENGINE.prompts(st)[0].seat != seat, "the decision is done"
    public = [event.seen_by(None) for event in said]
    cubes = sorted(((h, n) for h, (s, n) in board(st).items() if s == seat), key=lambda cube: HEXES.index(cube[0]))
    assert len(cubes) > 3 and [e.text for e in public if e is not None] == [
        f"{name} places founders: " + ", ".join(f"{n} on {h}" for h, n in cubes) + "."], "every cube, once"
    assert {"c5": 6, "c6": 4, "c7": 6}.items() <= dict(cubes).items()


def test_only_the_same_seats_answers_of_one_step_join_and_never_an_event_stored_before_it_said_whats_left() -> None:
    st = make_state({"c5": (0, 4), "l4": (1, 2)}, {0: {"reproduction": "rp10"}})
    st, started = begin(st, 0, "reproduce", "genes")
    first, second = _played(st, 0, "add 2 c6", "add 1 c5")
    stored = Event("newborns", "Ann adds newborns: 2 on c6 (4 left).", {"seat": 0, "placed": [["c6", 2]]})
    assert ENGINE.joined(stored, second) is None and ENGINE.joined(first, stored) is None
    assert ENGINE.joined(started[-1].seen_by(None), first) is None, "reproducing is not placing"
    bobs = Event(first.kind, first.text.replace("Ann", "Bob"), {**first.data, "seat": 1})
    assert ENGINE.joined(first, bobs) is None and ENGINE.joined(bobs, second) is None
    fire = Event("deaths", "Ann loses their cubes in woodland hexes, 3 individuals in all: c5.",
                 {"seat": 0, "hexes": ["c5"], "lost": 3})
    removal = Event("deaths", "Ann removes 1 from c6.", {"seat": 0, "removed": [["c6", 1]], "left": 0})
    assert ENGINE.joined(fire, removal) is None and ENGINE.joined(removal, fire) is None
