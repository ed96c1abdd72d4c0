"""µ's self-play is deterministic and stays the game recorded: each seeded bot game below
(the normal bots, as `cli/simulate.py` seats them) was fingerprinted, moves and a digest of every
notation and the final state, before the engine and its bot were made faster. A speed change that
alters one decision, one die or one rule changes a fingerprint."""

from __future__ import annotations

import pytest

from tests.support.selfplay import fingerprint

# (options, players, seed): (moves, sha256), recorded from the code before the speed work. Games whose
# last action was a pass were recorded again when a pass began to keep the last move's marks (same moves).
RECORDED = {
    ('default', 2, 1): (65, 'a7ffa29cd3d125c46a23e3320ceea1315b7f680a3b23de47e064b4bfc0596a51'),
    ('default', 2, 2): (155, '4ca6bd6c5356119fa5559e29f5077cae3394c05228cef1ae1b6ddf8b06ddbee6'),
    ('default', 2, 3): (59, 'ca5a65a1d12889b83ddf2cde290693ed3061778715d856ace95f38785e0a4911'),
    ('default', 2, 4): (86, '1477ae2d3b6724ed3bac11182c3505ed1ffd8ad82490627892282b1c554e5c40'),
    ('default', 2, 5): (96, '994b3524d54b1db365e994c63847997ef75ea263217effeaa81fcd4cd7e65a19'),
    ('default', 2, 6): (88, '92247520d36758f5524e4aaff241424b900cebbefa907e219a927f79b75bd924'),
    ('default', 2, 7): (63, 'fc96213e8c0d17e0e2a6f7c0c662be1f4421ddc779a1e4e2615243e1aa465d6b'),
    ('default', 2, 8): (72, 'c6f7c795ab698f6611316e2d943a9411b2373dbdec1cb1b701b1cf0934560279'),
    ('default', 2, 9): (24, '47d3db535be9a19273671c475afd7f3d86fe57e14228ea436032e4f84cdf26d7'),
    ('default', 2, 10): (85, '872a9e6c0113668e15eae843ff5a7e385301d9d5eacad8e3872d8b70aeb78bfd'),
    ('default', 4, 1): (213, '117866bc8519b76103dbd503f283c22ef1aa6b8af696eb1cd72bbbb450f59cc2'),
    ('default', 4, 2): (82, '7b1f31986ff8e23a78265c60367c8eb8850e7df4f41b09a900135a4edf4c33cd'),
    ('default', 4, 3): (117, '8f7de96bd8b369a09f61f999e230dcda18740873657c63d399e3d9c761a19474'),
    ('default', 4, 4): (304, '1bce31a32f2c6d097fe8397a9a8901c0a4d0c3edb808f54c069849b74cc681ad'),
    ('default', 4, 5): (119, 'db0b184895580ef197a26ba8e5d20d7c6a34cd280efd75546e87b32a00b8a730'),
    ('default', 4, 6): (415, 'd034949d5ca6b774ff5c7329902e63c48e4e7610df429a388860ce2e4f68e686'),
    ('default', 4, 7): (143, 'c09dd6726b55d3c6dafcd97eda0d521f8c1b783e96889d067a83385610acdfac'),
    ('default', 4, 8): (154, 'b1b8fb2e583701dbe8dbfc8e0cdd7622f7786b79a52ae1eaa3d28fa98db3d46f'),
    ('default', 4, 9): (395, '36a4d264201b907de25f337c01a2faa195e49c668d336b7e2158fe329cf1d331'),
    ('default', 4, 10): (129, 'd6838c0d0c5a6d45670df90fa9444b1b8cc0404abf8f293496a3802e439a6af6'),
}


@pytest.mark.parametrize("case", sorted(RECORDED), ids=lambda case: "-".join(map(str, case)))
def test_seeded_bot_game_plays_as_recorded(case: tuple[str, int, int]) -> None:
    _, players, seed = case  # µ's cases all play the default options
    assert fingerprint("micro", players, seed) == RECORDED[case]
