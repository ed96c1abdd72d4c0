"""The custom ids on buttons and selects: the game id and version travel with them, so a
press after a restart still finds its game and a press on an old board is recognised.

  act:<game>:<version>:<notation>   an action in the game (a move, "continue", "accept")
  own:<game>:<version>:<notation>   the same, pressed in the presser's own private panel ("My moves"):
                                    the answer shows that panel again, with what they owe next
  lobby:<game>:<join|start|addbot>   a lobby button
  pick:<game>:<version>:<n>          a select menu of actions; the chosen value is the notation
  ownpick:<game>:<version>:<n>       a select menu of actions in a private panel
  panel:<game>:<version>             "My moves": the presser's own moves, privately
  confirm:<game>:<verb>              the button that confirms a request asked privately (resign)
  confirm:<member>:forget            the button that confirms forgetting a member (its number is the member's id)
  undo:<game>:<version>:<answer>     accept or refuse another player's take-back, asked at that version
  rollback:<game>:<version>:<target> an admin confirms rolling the game (at that version) back to `target`
"""

from __future__ import annotations

import re
from dataclasses import dataclass

MAX_LENGTH = 100  # Discord's limit for a custom id

ACT_PATTERN = r"(?:act|own):(?P<game>[0-9]{1,19}):(?P<version>[0-9]{1,19}):(?P<notation>[a-z0-9 :=,.+\-]+)"
LOBBY_PATTERN = r"lobby:(?P<game>[0-9]{1,19}):(?P<verb>join|start|addbot)"
PICK_PATTERN = r"(?:own)?pick:(?P<game>[0-9]{1,19}):(?P<version>[0-9]{1,19}):(?P<n>[0-9]{1,2})"
PANEL_PATTERN = r"panel:(?P<game>[0-9]{1,19}):(?P<version>[0-9]{1,19})"
CONFIRM_PATTERN = r"confirm:(?P<game>[0-9]{1,19}):(?P<verb>resign|forget)"
UNDO_PATTERN = r"undo:(?P<game>[0-9]{1,19}):(?P<version>[0-9]{1,19}):(?P<answer>accept|refuse)"
ROLLBACK_PATTERN = r"rollback:(?P<game>[0-9]{1,19}):(?P<version>[0-9]{1,19}):(?P<target>[0-9]{1,19})"
# any button of ours; parse() reads the details
BUTTON_PATTERN = r"(?:act|own|lobby|panel|confirm|undo|rollback):[0-9]{1,19}:.+"


@dataclass(frozen=True)
class Press:
    kind: str  # "act", "lobby", "panel", "confirm", "undo" or "rollback"
    game_id: int
    version: int | None
    value: str  # the notation, the lobby verb, the take-back answer, or the version to roll back to
    in_panel: bool = False  # an action pressed in the presser's own private panel


def act_id(game_id: int, version: int, notation: str) -> str:
    custom_id = f"act:{game_id}:{version}:{notation}"
    if len(custom_id) > MAX_LENGTH or not re.fullmatch(ACT_PATTERN, custom_id):
        raise ValueError(f"notation {notation!r} cannot travel in a button id")
    return custom_id


def in_panel(custom_id: str) -> str:
    """The id of an action's button (act_id) as a button of the presser's private panel."""
    if not custom_id.startswith("act:"):
        raise ValueError(f"{custom_id!r} is not an action's button id")
    return "own:" + custom_id.removeprefix("act:")


def lobby_id(game_id: int, verb: str) -> str:
    return f"lobby:{game_id}:{verb}"


def pick_id(game_id: int, version: int, n: int, in_panel: bool = False) -> str:
    return f"{'own' if in_panel else ''}pick:{game_id}:{version}:{n}"


def confirm_id(game_id: int, verb: str) -> str:
    return f"confirm:{game_id}:{verb}"


def undo_id(game_id: int, version: int, answer: str) -> str:
    return f"undo:{game_id}:{version}:{answer}"


def rollback_id(game_id: int, version: int, target: int) -> str:
    return f"rollback:{game_id}:{version}:{target}"


def panel_id(game_id: int, version: int) -> str:
    return f"panel:{game_id}:{version}"


def is_in_panel(custom_id: str) -> bool:
    """Whether a component id is one of a private panel's moves (own: or ownpick:)."""
    return custom_id.startswith("own")


def is_ours(custom_id: str) -> bool:
    """Whether a component id has the shape of one of ours (its details may still be unknown)."""
    return any(re.fullmatch(pattern, custom_id) for pattern in (BUTTON_PATTERN, PICK_PATTERN))


def parse(custom_id: str, selected: str | None = None) -> Press:
    """Read a pressed id; for a select, `selected` is the chosen option's value."""
    if match := re.fullmatch(ACT_PATTERN, custom_id):
        return Press("act", int(match["game"]), int(match["version"]), match["notation"], is_in_panel(custom_id))
    if match := re.fullmatch(PICK_PATTERN, custom_id):
        return Press("act", int(match["game"]), int(match["version"]), selected or "", is_in_panel(custom_id))
    if match := re.fullmatch(LOBBY_PATTERN, custom_id):
        return Press("lobby", int(match["game"]), None, match["verb"])
    if match := re.fullmatch(PANEL_PATTERN, custom_id):
        return Press("panel", int(match["game"]), int(match["version"]), "")
    if match := re.fullmatch(CONFIRM_PATTERN, custom_id):
        return Press("confirm", int(match["game"]), None, match["verb"])
    if match := re.fullmatch(UNDO_PATTERN, custom_id):
        return Press("undo", int(match["game"]), int(match["version"]), match["answer"])
    if match := re.fullmatch(ROLLBACK_PATTERN, custom_id):
        return Press("rollback", int(match["game"]), int(match["version"]), match["target"])
    raise ValueError(f"unknown button id {custom_id!r}")
