import os
import sys

import pytest

pytest_plugins = ["tests.support.command_tree", "tests.support.fake_discord.fixtures", "tests.support.stores"]

# The suite keeps compiled bytecode in __pycache__ (git ignores it) even where the environment says not
# to (PYTHONDONTWRITEBYTECODE, as on this machine): otherwise every worker rewrites the asserts of some
# 280 modules again (the tests, conftests and test plugins: collecting took 15.3 s a worker, 4.3 s with
# the bytecode kept), and every bot, console and worker process the tests start compiles the project
# again (0.6 s each). Set here, before any test module is imported, and taken out of the environment the
# workers and those processes inherit.
sys.dont_write_bytecode = False
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """`-n auto`: one worker more than the cores (then `--maxprocesses`). The tests through Discord, the
    console and the bot's own processes spend much of their time waiting on Discord's timings (the 3 s to
    answer, a defer's follow-up, Retry-After), and a third worker keeps both cores busy meanwhile: on this
    two-core machine the suite took 8 min 19 s with two workers and 6 min 54 s with three (four: 7 min 24 s)."""
    return len(os.sched_getaffinity(0)) + 1
