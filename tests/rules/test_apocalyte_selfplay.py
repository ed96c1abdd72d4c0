"""Apocalyte's self-play is deterministic and stays the game recorded: each seeded bot game below
(the normal bots, as `cli/simulate.py` seats them) was fingerprinted, moves and a digest of every
notation and the final state, before the engine and its bot were made faster. A speed change that
alters one decision, one die or one rule changes a fingerprint."""

from __future__ import annotations

import random

import pytest

from rules.apocalyte.world import CODES, NEIGHBOURS, steps_to
from rules.graph import nearest
from tests.support.selfplay import fingerprint

# Each scenario once more, with every option away from its default, so every branch of the bot plays.
OTHER_OPTIONS = {"deal": "draft", "supplies": "after", "consent": "all", "pass_through": "no",
                 "mutant_victory": "all", "zombie_rise": "bitten", "cure_attacks": "costly", "rounds": "50"}


def options_of(label: str) -> dict[str, str]:
    return {} if label == "default" else {"scenario": label, **OTHER_OPTIONS}


# (options, players, seed): (moves, sha256), recorded from the code before the speed work. Games whose
# last action was a pass were recorded again when a pass began to keep the last move's marks (same moves).
RECORDED = {
    ('default', 2, 1): (411, '8d9d54e1f2460411c9bfb829af0477b4d177c240d66ebafa0dce66ab7ef33dfb'),
    ('default', 2, 2): (168, '00b255a9f5279bdc56f0f12efaa1a159a970ede60df9f00a004284b4be46b5fb'),
    ('default', 2, 3): (201, '8d201ac921a6ae2a04f2edd56c77883414103d07e624d671310087af38038dc1'),
    ('default', 2, 4): (189, 'd5087333ff3a1a5372c7149ad071fbf7b68ade98eeb841f6fdfd8b169d8c780a'),
    ('default', 2, 5): (77, 'e948735b25272ad7732374f9ad22a7216ab48734ef5f58b60dc7ebe2765c06b7'),
    ('default', 2, 6): (103, '956bb708aadcc23669ba36f07119978ef84a077da926b05c0551b2d42b4d507f'),
    ('default', 2, 7): (108, '1cc904bb0f30915010027631670fc4949e813055916d1566d6d9e1b79d4ea867'),
    ('default', 2, 8): (128, 'c5594912580255948caa84ee944eb6955ba426da6929d4ac2668716d3d1245b3'),
    ('default', 2, 9): (190, 'bd48478c8b0aabd8aac0fb45fb23439d92863f81b69523086fe24df367cba62f'),
    ('default', 2, 10): (205, 'aec5a381bcedb00487bcdaf71f5b80ea6673e94819e7d976373b21dc0b2b7697'),
    ('default', 4, 1): (115, 'e62ef5b7910bc9d6b95442c227a29ff51314684af9b505c12deee87977820ec9'),
    ('default', 4, 2): (188, '151b0e58a5820655cc5ec13fe7f456861660d2c8270968fd7575bd7bff52f8fe'),
    ('default', 4, 3): (135, '7b5ddece050e0ef574330b1eb33196369f8e1fdb456a2de69d3381242383a520'),
    ('default', 4, 4): (202, '7b6119681c1981d7457c3da881dcbf90640d5f42e56c22e929d413a1a8efae0a'),
    ('default', 4, 5): (170, '799b8135f6bb13ee35bdf11ee76352263f5977af7cbbdc345745a00684ab638a'),
    ('default', 4, 6): (201, 'f1be93b939e28673a5fd40729c16cc4f74acc1af4ff605f7aefece3cb1974ba3'),
    ('default', 4, 7): (112, 'dd36ac2a5bc34b8b06236c9d926fa6a1e787292a07ab241e74a8f1810dbc9c93'),
    ('default', 4, 8): (567, '9e5a8a6da53df293b15136f91f2ea861b010201659938526487c6f52f6d1663a'),
    ('default', 4, 9): (70, '6a3b7b057c2b8122e0a97ee03f754435413d6a2dbf5ee5e2dea5d4d39551dbdf'),
    ('default', 4, 10): (136, '044fbebe45469752dd1fdeccb759ee92038e5c2e5866e062753b31ea36c9c200'),
    ('zombies', 3, 1): (170, 'c4253f0b41fb515004b226985c373561ed9fe1bdefb3f56f1edf15ebff3698c2'),
    ('zombies', 3, 2): (133, 'a99b41ee159f489c74e0e4b5ef219733d6c8591e99176db29c5c3090c513466e'),
    ('infection', 3, 1): (503, 'd2c820836cfafef95eb3c7dcb442557d44834e9b58dae8292eb0d8572f739be6'),
    ('infection', 3, 2): (674, 'ee1b389869a9c6c01f78bef2a3c2d1c969f523ae135baa568ed8f868782d6cf3'),
    ('mutants', 3, 1): (496, '23d5ca12a4a78ac9dc40309b6fc96850e44c358286c832f6f40aa15d56eb2601'),
    ('mutants', 3, 2): (628, '05b6fffc83072e71412235842827e397dda0f8395d6bb68ff6130567da214dac'),
    ('aliens', 3, 1): (88, 'abe912bb7925bfc83dde2755ddb8db32ddfd9d6a384bdc312228d7ebe93cd5f3'),
    ('aliens', 3, 2): (173, '24ff21a15aa88ef029e031b04ba0f42e7c469750c1d25a65fb407ad7acf8b2e1'),
    ('demons', 3, 1): (196, '207acd6e8857ea9a3d2eb2dbcad4b626778f97d3809431e05ecffad6206b9b2a'),
    ('demons', 3, 2): (203, 'cf4bc0f914e261848cabe8bf08cb9a2d0692fe50ac45885cbae3846c68867728'),
    ('meteor', 3, 1): (151, 'b242dd1d2d28261ecd07f7f226b6fec2569420b7007f4884df6c695b479e5ae0'),
    ('meteor', 3, 2): (263, '61bfb2b94f8aa89e808ad49ab292aef69e3d0f303f9fe9142113e108d7adc603'),
}


@pytest.mark.parametrize("case", sorted(RECORDED), ids=lambda case: "-".join(map(str, case)))
def test_seeded_bot_game_plays_as_recorded(case: tuple[str, int, int]) -> None:
    label, players, seed = case
    assert fingerprint("apocalyte", players, seed, options_of(label)) == RECORDED[case]


def test_the_bots_one_walk_distances_match_the_rules_steps_to() -> None:
    """The bot's distances (graph.nearest, one walk from every target) are world.steps_to's, ground
    zeros and craters closed as the rules close them (a closed territory is reached, never crossed)."""
    rng = random.Random(5)
    for _ in range(300):
        targets = set(rng.sample(CODES, rng.randint(1, 6)))
        passable = (set(CODES) - set(rng.sample(CODES, rng.randint(0, 12)))).__contains__
        assert nearest(targets, NEIGHBOURS.__getitem__, passable) == steps_to(targets, passable)
