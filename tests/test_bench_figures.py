"""The bench reports a figure it could not measure instead of crashing (issue 30, item 6): a throughput
level that completed no move in its window (a short `--quick` window on a loaded machine)."""

from __future__ import annotations

import json

import pytest

import bench.__main__ as bench_main
from bench import throughput


def test_a_throughput_level_that_completed_no_move_is_reported_as_such(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    def nothing_done(key: str, channels: int, seconds: float) -> throughput.Figures:
        return throughput.Figures(moves=0, seconds=seconds, latencies_ms=[], main_cpu_s=0.1, workers_cpu_s=0.0,
                                  jobs_cpu_s=0.0, workers_resident_mb=80.0)

    monkeypatch.setattr(throughput, "run", nothing_done)
    bench_main.bench_throughput("animacule", 2)
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    missing = {line["name"]: line["note"] for line in lines if line["value"] is None}
    assert missing == {
        **{f"animacule.throughput.{n}_channels.{figure}": "no move completed"
           for n in throughput.CHANNELS for figure in ("moves_per_s", "p99")},
        "animacule.throughput.cpu_per_move": "no move completed",
    }
    assert {"name": "animacule.render_pool.resident", "value": 80.0, "unit": "MB", "target": "<= 200"} in lines


def test_the_wording_bench_times_every_way_a_sentence_is_worded_once_each() -> None:
    """bench.messages times each outermost wording: `say()`, `worded()` as a module imported it, and a phrase read
    as text; a phrase inside another is the outer one's time, not a wording of its own."""
    from bench.messages import Wording
    from rules import base
    from rules.phrases import Phrase, joined

    inner = Phrase.of("engine-awaited-prompt", kind="move")
    imported = vars(base)  # the names rules/base.py imported, as it calls them
    wording = Wording()
    try:
        imported["say"]("engine-awaited-prompt", kind="move")
        imported["worded"](joined(inner, inner))
        str(Phrase.of("engine-awaited-prompt", kind=inner))
    finally:
        wording.restore()
    assert wording.calls == 3
    assert wording.spent > 0
    imported["worded"](inner)  # restored: no longer timed
    assert wording.calls == 3
