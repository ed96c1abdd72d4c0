"""Alt text: what a screen reader says of each image the bot posts (Discord's attachment
`description`, at most 1,024 characters), written from the reader's view.

A board's is built from what every engine already says to a spectator: its status lines that are not
indented (the round first, then each seat's standing; a seat's pieces listed one by one under it are
left to the post's text, and `Engine.brief_status` may leave them out), whom the game waits for and to
do what (`Prompt.task`), and the events of the post as a spectator reads them. So it holds no secret a
spectator may not see. A private picture's is its owner's own lines (`Engine.private_lines`), and it
goes to them alone.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from messages import say
from rendering.charts import Bar
from rules.base import Engine, Prompt, Result
from table.playing import texts
from table.store import GameRow

ALT_LIMIT = 1024  # Discord's limit on an attachment's description
MARKS = str.maketrans("", "", "*_`")  # markdown the post's text uses: a screen reader would spell it out
MARKED = re.compile("[*_`]")
SPACES = re.compile("[ \t\r\n]+")


def board_alt(engine: Engine[Any], game: GameRow, state: object, told: Sequence[str] = (),
              result: Result | None = None, prompts: Sequence[Prompt] | None = None) -> str:
    """The alt text of `game`'s board at `state`, after the events the post reports as a spectator reads
    them (`told`: the post's `Happened.told`, which it has worded already); `result` and `prompts` are
    the state's, where the post has them already."""
    brief = [line for line in engine.brief_status(state) if line and not line[0].isspace()]
    result = engine.result(state) if result is None else result
    if result.over:
        decide = [say("alttext-game-over", summary=result.summary)]
        if result.summary:  # said once, up front: not again by the status's own last line, nor as the last move's
            brief = [line for line in brief if result.summary not in line]
            told = [event for event in told if result.summary not in event]
    else:
        decide = [say("alttext-waiting-for", name=game.seats[p.seat].name, task=p.awaited)
                  for p in (engine.prompts(state) if prompts is None else prompts)]
    head = say("alttext-board", game=engine.title, id=game.id, version=game.version)
    # The events cut to twice what the alt text holds (the sentence still fills it once markdown is
    # taken out): a long stretch's run to tens of thousands of characters, not worth copying whole.
    events = texts.clip(" ".join(told), 2 * ALT_LIMIT)
    return fitted([head, *brief[:1], *decide], brief[1:],
                  [say("alttext-last-move", events=events)] if events else [])


def private_alt(engine: Engine[Any], game: GameRow, lines: Sequence[str]) -> str:
    """The alt text of a seat's private picture (Extinction's gene cards), from its owner's lines."""
    return fitted([say("alttext-private", secret=engine.secret_name, game=engine.title, id=game.id), *lines])


def chart_alt(title: str, bars: Sequence[Bar]) -> str:
    """The alt text of a bar chart: its title, then each bar's figures."""
    return fitted([say("alttext-chart", title=title)],
                  [say("alttext-bar-note", label=bar.label, part=bar.part, total=bar.total, note=bar.note) if bar.note
                   else say("alttext-bar", label=bar.label, part=bar.part, total=bar.total) for bar in bars])


def fitted(essential: Sequence[str], standing: Sequence[str] = (), changed: Sequence[str] = ()) -> str:
    """Sentences in one line within ALT_LIMIT: every `essential` one (clipped only if they alone pass
    it), then the `standing` ones in order while they fit, then `changed` cut to the room left."""
    text = " ".join(_sentence(part) for part in essential)
    for part in standing:
        sentence = _sentence(part)
        if len(text) + 1 + len(sentence) > ALT_LIMIT:
            break
        text += " " + sentence
    for part in changed:
        room = ALT_LIMIT - len(text) - 1
        if room > 20:
            text += " " + texts.clip(_sentence(part), room)
    return texts.clip(text, ALT_LIMIT)


def _sentence(line: str) -> str:
    said = _one_line(line.translate(MARKS) if MARKED.search(line) else line)
    return said if said.endswith((".", "!", "?", ":", "…")) else said + "."


def _one_line(text: str) -> str:
    """`text` on one line: its breaks and runs of spaces made one space each, never a no-break space (French puts
    one before its colons); most lines have none, and are let through at once."""
    spread = "\n" in text or "  " in text or "\t" in text or "\r" in text
    return (SPACES.sub(" ", text) if spread else text).strip(" ")
