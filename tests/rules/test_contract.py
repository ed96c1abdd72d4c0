"""The engine contract (rules/base.py), checked over every registered game by playing bot games.

What every engine owes, whatever its rules:
- `view` and `status` never let anyone compute a future roll: they hold no generator, and they
  do not change when only the generator's seed is changed (issue 7);
- `apply` and `skip` never mutate their input; a saved state loads back to itself;
- every open prompt has legal actions, each written in notation `parse` reads back to itself,
  and a third-person `task` for the public post;
- `skip(state, seat)` answers that seat's prompt and refuses a seat that owes nothing;
- `play` (the table's path for a member's move) gives what `parse` then `apply` give, refusals too.
"""

from __future__ import annotations

import json
import random

import pytest

from games import engine_for, game_keys
from rules.base import Engine, Event, IllegalAction
from tests.support.work import assert_bounded, counted_work

MOVES_PER_GAME = 120
SEEDS = (3, 17)


def _keys(data: object) -> set[str]:
    if isinstance(data, dict):
        return set(data) | {k for value in data.values() for k in _keys(value)}
    if isinstance(data, list):
        return {k for value in data for k in _keys(value)}
    return set()


def _reseeded(engine: Engine, state: object) -> object:
    data = json.loads(json.dumps(engine.dump(state)))
    seed, draws = data["rng"]
    data["rng"] = [seed ^ 0x5A5A5A5A, draws]
    return engine.load(data)


def _positions(key: str, seed: int):
    """The states of one bot game, with the seat that acted on each."""
    engine = engine_for(key)
    players = [f"P{n}" for n in range(engine.max_players)]
    state = engine.new(players, {}, seed)
    bots = random.Random(seed)
    for _ in range(MOVES_PER_GAME):
        prompts = engine.prompts(state)
        if not prompts:
            return
        yield state
        seat = prompts[0].seat
        state, _ = engine.apply(state, seat, engine.bot_action(state, seat, bots))
    yield state


@pytest.mark.parametrize("key", game_keys())
@pytest.mark.parametrize("seed", SEEDS)
def test_views_and_status_hide_the_generator(key, seed):
    engine = engine_for(key)
    for state in _positions(key, seed):
        other = _reseeded(engine, state)
        shown = json.dumps(engine.view(state, None), ensure_ascii=False)
        for prompt in engine.prompts(state):  # a board is public: it speaks of players in the third person
            assert prompt.text == prompt.task or prompt.text not in shown, f"{key}: the view holds {prompt.text!r}"
        for seat in [None, *range(engine.max_players)]:
            view = engine.view(state, seat)
            json.dumps(view)
            assert not {"rng", "seed"} & _keys(view), f"{key}: the view shows the generator"
            assert view == engine.view(other, seat), f"{key}: the view depends on the seed"
            status = engine.status(state, seat)
            assert status == engine.status(other, seat)
            # Whom the game waits for is said once, by the table, in the third person.
            assert not any(line.lower().startswith("waiting for") for line in status), f"{key}: {status}"
        # A board's alt text reads the brief status's lines that are not indented: the status's own.
        brief = [line for line in engine.brief_status(state) if line and not line[0].isspace()]
        assert brief == [line for line in engine.status(state, None) if line and not line[0].isspace()], key


@pytest.mark.parametrize("key", game_keys())
@pytest.mark.parametrize("seed", SEEDS)
def test_prompts_actions_and_saves_keep_the_contract(key, seed):
    engine = engine_for(key)
    for state in _positions(key, seed):
        saved = json.dumps(engine.dump(state), sort_keys=True)
        assert json.dumps(engine.dump(engine.load(json.loads(saved))), sort_keys=True) == saved
        prompts = engine.prompts(state)
        owing = {p.seat for p in prompts}
        for prompt in prompts:
            assert prompt.task, f"{key}: prompt {prompt.kind} has no third-person task"
            actions = engine.legal_actions(state, prompt.seat)
            assert actions, f"{key}: seat {prompt.seat} owes {prompt.kind} but has no legal action"
            for action in actions[:40]:
                assert engine.parse(state, prompt.seat, action.notation).notation == action.notation
        first = prompts[0].seat if prompts else None
        if first is not None:
            skipped, events = engine.skip(state, first)
            assert all(isinstance(e, Event) for e in events)
            assert json.dumps(engine.dump(state), sort_keys=True) == saved, f"{key}: skip mutated its input"
            assert engine.dump(skipped) != engine.dump(state)
        idle = next((s for s in range(engine.max_players) if s not in owing), None)
        if idle is not None and prompts:
            with pytest.raises(IllegalAction):
                engine.skip(state, idle)


def _outcome(engine: Engine, state: object, seat: int, text: str, at_once: bool) -> tuple:
    """What a member's move does: (notation, saved state, events), or the refusal's words."""
    try:
        if at_once:
            notation, after, events = engine.play(state, seat, text)
        else:
            action = engine.parse(state, seat, text)
            notation = action.notation
            after, events = engine.apply(state, seat, action)
    except IllegalAction as refused:
        return ("refused", str(refused))
    return notation, json.dumps(engine.dump(after), sort_keys=True), [e.to_json() for e in events]


@pytest.mark.parametrize("key", game_keys())
def test_play_reads_and_carries_out_a_move_as_parse_then_apply(key):
    engine = engine_for(key)
    for n, state in enumerate(_positions(key, SEEDS[0])):
        saved = json.dumps(engine.dump(state), sort_keys=True)
        seats = range(engine.max_players)
        for seat in seats:
            notations = [a.notation for a in engine.legal_actions(state, seat)]
            picked = notations[n % max(1, len(notations))::max(1, len(notations) // 3)][:3]
            typed = [f"  {t.upper()} " for t in picked] + ["xyzzy 3", f"{picked[0]} 99" if picked else "done"]
            for text in picked + typed:
                assert _outcome(engine, state, seat, text, True) == _outcome(engine, state, seat, text, False), \
                    f"{key}: {text!r} at seat {seat}"
        assert json.dumps(engine.dump(state), sort_keys=True) == saved, f"{key}: play mutated its input"


BAD_NUMBERS = ("20000000", "-3", "²", "①", "٣", "9" * 5000, "0")


def _with_bad_numbers(notation: str) -> list[str]:
    """The notation with each number in it (or after its verb) replaced by each bad number."""
    words = notation.split()
    variants = []
    slots = [i for i, word in enumerate(words) if word.isdecimal()] or [1]
    for slot in slots:
        for bad in BAD_NUMBERS:
            mutated = list(words)
            if slot < len(mutated) and mutated[slot].isdecimal():
                mutated[slot] = bad
            else:
                mutated.insert(slot, bad)
            variants.append(" ".join(mutated))
    return variants


@pytest.mark.parametrize("key", game_keys())
def test_typed_numbers_are_bounded_before_use(key):
    """Issue 7: huge, negative, zero and non-ASCII numbers in any verb are refused at once,
    with a short reason; never an internal error, never work that grows with the number."""
    engine = engine_for(key)
    seen_kinds: set[str] = set()
    for state in _positions(key, SEEDS[0]):
        for prompt in engine.prompts(state):
            if prompt.kind in seen_kinds:
                continue
            seen_kinds.add(prompt.kind)
            legal = {a.notation for a in engine.legal_actions(state, prompt.seat)}
            verbs = {n.split()[0] for n in legal if n}
            for notation in sorted(legal)[:10] + [f"{verb} 20000000 red" for verb in sorted(verbs)]:
                for typed in _with_bad_numbers(notation):
                    with counted_work() as work:
                        try:
                            action = engine.parse(state, prompt.seat, typed)
                        except IllegalAction as refused:
                            assert len(str(refused)) < 600, f"{key}: a refusal of {typed[:30]!r} is too long"
                        else:
                            assert action.notation in legal, f"{key}: {typed[:30]!r} read as {action.notation!r}"
                    assert_bounded(work, f"{key}: {typed[:30]!r}")
