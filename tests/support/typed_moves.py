"""Typing a move as a slash command: the options a member would give one of a game's commands
(table/commands.py) to make a move whose notation the buttons carry, and positions where each
command applies, found by playing games with the engines' bots."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from games import engine_for
from games.commands import Command, Option
from rules.base import Engine
from table.commands import catalogue
from table.seating.options import parse_options

Typed = dict[str, Any]


def move_commands(key: str) -> list[Command]:
    """The commands of the game's group that make a move (`genes` and the like only look)."""
    return [c for c in catalogue().values() if c.group == key and c.verb is not None]


def typed(command: Command, notation: str) -> Typed | None:
    """The options that make `command` write `notation`, one word per option and the last given
    taking the rest, as a member fills them in; None if the command cannot write it."""
    if command.name == "play":
        return {"move": notation}
    words = notation.split()
    if command.verb:
        if words[:1] != [command.verb]:
            return None
        words = words[1:]
    options: Typed = {}
    for n, option in enumerate(command.options):
        if not words:
            if option.required:
                return None
            continue
        last = n == len(command.options) - 1
        value = _value(option, " ".join(words) if last else words[0])
        if value is None:
            return None
        options[option.name] = value
        words = [] if last else words[1:]
    return None if words else options


def _value(option: Option, word: str) -> Any:
    if option.kind == "int":
        return int(word) if word.isdigit() else None
    if option.choices:
        found = [c for c in option.choices if c == word] or [c for c in option.choices if c.startswith(word)]
        return found[0] if len(found) == 1 else None
    return word


@dataclass(frozen=True)
class Found:
    """A position where `command` applies: `seat` makes the move `notation` by typing `options`."""

    state: Any
    seat: int
    notation: str
    options: Typed


Rewrite = Callable[[Engine, Any, int, Command, str], list[Typed]]


def positions(key: str, players: list[str], setups: list[str], rewrite: Rewrite | None = None,
              starts: tuple[Any, ...] = (), seeds: int = 6, moves: int = 400) -> dict[str, list[Found]]:
    """For each move command of the game, the first position (of games with dice seeded 1, 2, …, set
    up with each of `setups`' options in turn, then of games going on from each of `starts`) where
    one of the prompted seat's legal moves can be typed with it, and the first for each other
    shape of the move (`prey` and `prey 2 c5 c6`) met before every command was found. The bots
    play, now and then a random legal move instead, to reach rarer prompts. `rewrite` gives
    other ways of typing a move with a command than `typed`'s."""
    engine = engine_for(key)
    commands = move_commands(key)
    found: dict[str, list[Found]] = {}
    games = [walked(engine, engine.new(players, parse_options(engine, options), seed), seed, moves)
             for seed in range(1, seeds + 1) for options in setups]
    games += [walked(engine, start, 1, moves) for start in starts]
    for game in games:
        for state in game:
            for prompt in engine.prompts(state):
                for action in engine.legal_actions(state, prompt.seat):
                    for command in commands:
                        shapes = {(len(f.notation.split()), tuple(f.options)) for f in found.get(command.path, [])}
                        forms = [typed(command, action.notation),
                                 *(rewrite(engine, state, prompt.seat, command, action.notation) if rewrite else [])]
                        for given in forms:
                            shape = (len(action.notation.split()), tuple(given or ()))
                            if given is not None and shape not in shapes:
                                shapes.add(shape)
                                found.setdefault(command.path, []).append(
                                    Found(state, prompt.seat, action.notation, given))
            if len(found) == len(commands):
                return found
    return found


def walked(engine: Engine, state: Any, seed: int, moves: int) -> Iterator[Any]:
    """The positions of a game played on from `state`, `moves` decisions at most: the heuristic bot's
    moves, with a random legal one now and then, so that rarer prompts come up."""
    rng = random.Random(seed)
    for _ in range(moves):
        yield state
        prompts = engine.prompts(state)
        if not prompts:
            return
        seat = prompts[0].seat
        legal = engine.legal_actions(state, seat)
        action = rng.choice(legal) if legal and rng.random() < 0.3 else engine.bot_action(state, seat, rng)
        state, _ = engine.apply(state, seat, action)
