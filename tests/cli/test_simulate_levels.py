"""`bot.py simulate --levels`: each seat's bot level, turned round the table game by game, and each
level's wins against its fair share; a strong seat bounded by iterations replays its game."""

from __future__ import annotations

import io
import re

import pytest

from cli.simulate import Levels, main, play_one, simulate


def test_levels_turn_round_the_table_game_by_game() -> None:
    levels = Levels(("strong", "normal", "easy"))
    assert [levels.turned(n).seats for n in range(4)] == [
        ("strong", "normal", "easy"), ("easy", "strong", "normal"), ("normal", "easy", "strong"),
        ("strong", "normal", "easy")]


def test_the_summary_names_each_levels_wins_and_fair_share() -> None:
    out = io.StringIO()
    simulate("animacule", 2, 4, 1, out, levels=Levels(("normal", "easy")))
    line = out.getvalue().splitlines()[-1]
    assert re.fullmatch(r"animacule wins by level over 4 games: normal \d \(\d+%, fair share 50%\), "
                        r"easy \d \(\d+%, fair share 50%\)", line), line


def test_a_strong_seat_bounded_by_iterations_replays_its_game() -> None:
    levels = Levels(("strong", "normal"), think_ms=100_000, iterations=3)
    assert play_one("micro", 2, 5, levels=levels) == play_one("micro", 2, 5, levels=levels)


@pytest.mark.parametrize(("args", "message"), [
    (["--levels", "strong,genius"], "--levels takes easy, normal, strong"),
    (["--levels", "strong,normal", "--players", "3"], "--levels names 2 seats but --players is 3"),
    (["--levels", "strong,normal", "--iterations", "0"], "--think and --iterations must be at least 1"),
])
def test_bad_levels_are_refused_naming_what_is_allowed(args: list[str], message: str,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["animacule", *args])
    assert exited.value.code == 2 and message in capsys.readouterr().err
