"""Issue 34 at the table: a whole game of each game, in a server set to German or to French, a member whose
client reads the same language playing bots through the console, shows no English sentence in any post or
reply the member or a spectator meets: the boards, their alt text, buttons and summaries, the prompts, the
status, the log, a hint, the game's own looks and the refusals of wrong moves (tests/support/console_games.py)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from messages import reading, say
from table.replies import Reply
from tests.support.console_games import ConsoleGame, played_in, reply_texts
from tests.support.english import english_lines

GAMES = (
    ConsoleGame("animacule", wrong=("/animacule play move:jump 3 n", "/animacule play move:move 9 n",
                                    "/animacule play move:accept")),
    ConsoleGame("soup", bots=2, wrong=("/soup play move:dance",), seed=7),
    ConsoleGame("extinction", options="end=6", wrong=("/extinction play move:xyzzy",),
                looks=("/extinction genes",), seed=4),
    ConsoleGame("apocalyte", options="scenario=demons rounds=5",
                wrong=("/apocalyte place armies:99 ural", "/apocalyte play move:xyzzy")),
    ConsoleGame("micro", options="rounds=20", wrong=("/micro play move:grow d5",), seed=4),
)


@pytest.mark.parametrize("language", ["de", "fr"])
@pytest.mark.parametrize("game", GAMES, ids=[game.kind for game in GAMES])
async def test_a_whole_game_through_the_console_shows_no_english(
        language: str, game: ConsoleGame, tmp_path: Path) -> None:
    played = await played_in(language, game, tmp_path)
    assert played.status == "finished", "the game ran to its end"
    texts = played.texts()
    assert len(texts) > 200, "a whole game's posts and replies were read"
    with reading(language):
        over = say("alttext-game-over", summary="").strip(" ")
    assert any(over in text for text in texts), f"the last board's alt text says {over!r}"
    assert english_lines(texts, names=played.names) == []
    if language == "fr":
        assert french_spacing_slips(played.replies) == []


def french_spacing_slips(replies: list[Reply]) -> list[str]:
    """Where the bot's French words (not what is typed, in backticks) put a semicolon, a colon, a question or
    an exclamation mark after anything but a no-break space, as French typography wants and its catalogue
    writes them (tests/messages/test_languages.py): a separator or a spacing made in code, not read from it."""
    slips: set[str] = set()
    for text in (text for reply in replies for text in reply_texts(reply)):
        for line in re.sub(r"`[^`]*`", "", text).splitlines():
            slips.update(line[max(0, m.start() - 30):m.end() + 10] for m in FRENCH_SLIP.finditer(line))
    return sorted(slips)


FRENCH_SLIP = re.compile(r"(?<=[^\u00a0\u202f])[;:?!](?=\s|$)")
