"""Wording of statistics: a member's record by game, and a game's leaderboard."""

from __future__ import annotations

from collections.abc import Sequence

from rendering.charts import Bar
from rules.wording import ordinal, plural
from table import rating, texts
from table.renaming import mention
from table.results import HINTED, STOOD_IN
from table.store import Record, Standing

APART = {"abandoned": "Abandoned (reset before the end)",
         STOOD_IN: "Played out by the bot for a member away the whole game",
         HINTED: "Played with the strong bot's hints (unrated)"}


def percent(part: int, whole: int) -> str:
    return f"{round(100 * part / whole)} %" if whole else "–"


def finishing(average: float) -> str:
    """A member's finishing place averaged over their games: each game's place is whole (equal
    standings share one, "1, 2, 2, 4": rules/ranking.py), so a mean that is whole to a tenth reads
    as a place, "finishing 2nd on average", and any other lies between two places, "finishing
    between 1st and 2nd on average (mean place 1.5)", never "1.5th"."""
    tenths = round(average * 10)
    if tenths % 10 == 0:
        return f"finishing {ordinal(tenths // 10)} on average"
    below = tenths // 10
    return f"finishing between {ordinal(below)} and {ordinal(below + 1)} on average (mean place {tenths / 10:.1f})"


def record_lines(records: Sequence[Record], ratings: dict[str, Standing]) -> list[str]:
    """A member's games by game: finished ones with wins, length, place and rating; abandoned
    ones (reset before the end) and ones the bot played out for a member away counted apart."""
    lines: list[str] = []
    apart: dict[str, list[str]] = {}  # outcome: the games ended so, by game
    for record in records:
        title = texts.game_title(record.kind)
        if record.outcome != "finished":
            apart.setdefault(record.outcome, []).append(f"{record.games} {title}")
            continue
        standing = ratings.get(record.kind)
        rated = f", rating **{round(standing.rating)}**" if standing else ""
        lines.append(f"**{title}**: {plural(record.games, 'game')} finished, {record.wins} won "
                     f"({percent(record.wins, record.games)}){rated}")
        detail = f"   {record.average_moves:.0f} moves a game on average"
        if record.average_place is not None:
            detail += f", {finishing(record.average_place)}"
        if record.with_bots:
            detail += f"; {record.with_bots} of them with bot seats"
        lines.append(detail)
    if not lines:
        lines.append("None finished by its rules yet.")
    for outcome, games in apart.items():
        lines.append(f"{APART.get(outcome, outcome)}, counted apart: {', '.join(games)}.")
    return lines


def record_bars(records: Sequence[Record], ratings: dict[str, Standing]) -> list[Bar]:
    bars = []
    for record in records:
        if record.outcome == "finished":
            standing = ratings.get(record.kind)
            note = f"rating {round(standing.rating)}" if standing else ""
            bars.append(Bar(texts.game_title(record.kind), record.games, record.wins, note))
    return bars


def standing_line(rank: int, standing: Standing) -> str:
    return (f"{rank}. {mention(standing.entity)}: **{round(standing.rating)}**, {standing.wins} won of "
            f"{plural(standing.games, 'game')} ({percent(standing.wins, standing.games)})")


def apart_lines(others: Sequence[Standing]) -> list[str]:
    """The bot seats' and the game's own record, shown apart from the members'."""
    lines = []
    for standing in others:
        who = "AI seats (every bot seat together)" if standing.entity == rating.BOTS \
            else "The game itself (when the whole table wins or loses together)"
        lines.append(f"{who}: {round(standing.rating)}, {standing.wins} won of {plural(standing.games, 'game')}")
    return lines


def standing_bars(standings: Sequence[Standing]) -> list[Bar]:
    return [Bar(s.name, s.games, s.wins, f"rating {round(s.rating)}") for s in standings]
