"""Issue 7: a hostile user against every command and option of every game, and forged button ids
(bench/hostile.py holds the inputs): every answer is a clear refusal or a legal move, never
"something went wrong", and fits Discord's limits."""

from pathlib import Path

from bench.hostile import hostile_run


async def test_every_bad_input_gets_a_clear_answer(tmp_path: Path) -> None:
    answers = await hostile_run(tmp_path / "hostile.sqlite3")
    unclear = [(a.what, a.error or (a.reply.text[:120] if a.reply else "")) for a in answers if not a.clear]
    assert len(answers) > 10_000 and unclear == []
