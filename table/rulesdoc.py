"""`/game rules`: the summary and the interpretations, read from docs/rules/<game>.md so the
bot and the documentation can never disagree."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any

from rules.base import Engine
from table.replies import Attachment, Reply

DOCS = Path(__file__).resolve().parent.parent / "docs" / "rules"
SUMMARY_LIMIT = 1600
INTERPRETATIONS_LIMIT = 1500


@cache
def sections(key: str) -> dict[str, str]:
    """The `## Heading` sections of a game's rules doc, by lower-case heading."""
    text = (DOCS / f"{key}.md").read_text(encoding="utf-8")
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
    summary = _cut(doc.get("summary", "No summary written yet."), SUMMARY_LIMIT)
    interpretations = _cut(doc.get("interpretations", "None."), INTERPRETATIONS_LIMIT)
    text = (f"{summary}\n\n**Our interpretations of the rulebook's gaps**\n{interpretations}\n\n"
            f"**The clock**\n{clock_text(engine)}")
    full = (DOCS / f"{engine.key}.md").read_bytes()
    return Reply(title=f"{engine.title}: how to play", text=text, ephemeral=True,
                 files=(Attachment(f"{engine.key}-rules.md", full),))


ON_TIMEOUT = {
    "skip": "the decision is passed with its most passive answer, as an admin's `/admin skip` would",
    "bot": "the bot makes that one decision for the player, and the log says so",
    "wait": "the game only reminds and waits; an admin can `/admin skip` or `/admin kick`",
}


def clock_text(engine: Engine[Any]) -> str:
    """How deadlines work at every table, and what this game does when one passes."""
    return ("Each table has a time per decision (`/game new deadline:`, default the server's, see "
            "`/admin defaults`). Whoever owes a decision is reminded at half time and an hour before; "
            f"when the time is up, {ON_TIMEOUT[engine.on_timeout]}. Missing several deadlines in a row "
            "leaves the game. `/game away` pauses your deadlines or lets the bot play for you; "
            "`/game notify` chooses channel pings, direct messages or neither; `/game mine` lists your games.")


def _cut(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    return text[: text.rfind("\n", 0, limit)] + "\n… (the full list is in the attached file)"
