"""`/game rules`: the summary and the interpretations, read from the game's rules page (its manifest
names it: docs/rules/<game>.md) so the bot and the documentation can never disagree."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from games import manifest_for
from messages import DEFAULT_LANGUAGE, reader_language, say
from rules.base import Engine
from table.replies import Attachment, Reply

SUMMARY_LIMIT = 1600
INTERPRETATIONS_LIMIT = 1500


@cache
def sections(key: str) -> dict[str, str]:
    """The `## Heading` sections of a game's rules doc, by lower-case heading."""
    text = manifest_for(key).rules_page.read_text(encoding="utf-8")
    parts = re.split(r"^## +(.+)$", text, flags=re.MULTILINE)
    return {heading.strip().lower(): _unwrap(body.strip())
            for heading, body in zip(parts[1::2], parts[2::2], strict=True)}


def _unwrap(markdown: str) -> str:
    """Join the hard-wrapped lines of each paragraph and list item: Discord keeps every newline."""
    lines: list[str] = []
    for line in markdown.splitlines():
        starts_block = not line.strip() or re.match(r"\s*([-*]|\d+\.|#|\|)", line)
        if lines and lines[-1].strip() and not starts_block:
            lines[-1] = f"{lines[-1].rstrip()} {line.strip()}"
        else:
            lines.append(line)
    return "\n".join(lines)


def rules_reply(engine: Engine[Any]) -> Reply:
    doc = sections(engine.key)
    summary = _cut(doc["summary"] if "summary" in doc else say("rulesdoc-no-summary"), SUMMARY_LIMIT)
    interpretations = _cut(doc["interpretations"] if "interpretations" in doc else say("rulesdoc-no-interpretations"),
                           INTERPRETATIONS_LIMIT)
    text = say("rulesdoc-text", summary=summary, interpretations=interpretations, clock=clock_text(engine))
    if reader_language() != DEFAULT_LANGUAGE:  # the rules pages are written in English alone
        text = f"{say('rulesdoc-english-only')}\n\n{text}"
    full = manifest_for(engine.key).rules_page.read_bytes()
    return Reply(title=say("rulesdoc-title", game=engine.title), text=text, ephemeral=True,
                 files=(Attachment(f"{engine.key}-rules.md", full),))


def clock_text(engine: Engine[Any]) -> str:
    """How deadlines work at every table, and what this game does when one passes."""
    return say("rulesdoc-clock-wait" if engine.on_timeout == "wait" else
               "rulesdoc-clock-bot" if engine.on_timeout == "bot" else "rulesdoc-clock-skip")


def _cut(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    return text[: text.rfind("\n", 0, limit)] + "\n" + say("rulesdoc-cut")
