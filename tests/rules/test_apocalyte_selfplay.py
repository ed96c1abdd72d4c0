"""Apocalyte's self-play is deterministic and stays the game recorded: each seeded bot game below
(the normal bots, as `cli/simulate.py` seats them) was fingerprinted, moves and a digest of every
notation and the final state, before the engine and its bot were made faster. A speed change that
alters one decision, one die or one rule changes a fingerprint."""

from __future__ import annotations

import random

import pytest

from rules.apocalyte.state import DIFFICULTIES
from rules.apocalyte.world import CODES, NEIGHBOURS, steps_to
from rules.graph import nearest
from tests.support.selfplay import fingerprint

# Each scenario once more, with every option away from its default, so every branch of the bot plays
# (`difficulty` has games of its own, so these kept their recorded play when it came).
OTHER_OPTIONS = {"deal": "draft", "supplies": "after", "consent": "all", "pass_through": "no",
                 "mutant_victory": "all", "zombie_rise": "bitten", "cure_attacks": "costly", "rounds": "50"}


def options_of(label: str) -> dict[str, str]:
    """The options of a recorded game: the defaults, a `difficulty` (random scenario), or a scenario with every
    other option away from its default."""
    if label == "default":
        return {}
    if label in DIFFICULTIES:
        return {"difficulty": label}
    return {"scenario": label, **OTHER_OPTIONS}


# (options, players, seed): (moves, sha256), recorded from the code before the speed work. Games whose
# last action was a pass were recorded again when a pass began to keep the last move's marks (same moves).
# Every digest was recorded again when option `difficulty` joined the options a state lists: the same games
# move for move (the same moves; with `difficulty` taken out of the final state, every digest was the old one),
# the final state now holding `"difficulty": "rulebook"`. The last two play `difficulty=hard` (random scenario);
# they were recorded again when `hard` got its own clock (issue 32): the three-player game (Aliens), once
# won in round 18 after 249 moves, is now lost when its 10-round clock falls (126 moves); the five-player
# game (Meteor), once won by the missile at the start of round 5, now ends at that same move lost, its
# 4-round clock having fallen first; recorded again when Meteor lost to its clock said that no missile had
# flown rather than that the rioters were still there (the same 143 moves; only the summary differs).
RECORDED = {
    ('default', 2, 1): (411, '59f7255a846f97b6a457005e7c2694abb203fc0baee8ad567d4968aaa1e0a400'),
    ('default', 2, 2): (168, '45f75ef4b3f3bbf07c1acecf2e5a59fdac3385eac41a935b0ac349b9346bc7ef'),
    ('default', 2, 3): (201, '4812a0368e288e55bb9df3edfcfdfa4a9e72cd8d976802352963975a2cb6ec07'),
    ('default', 2, 4): (189, 'd44a06e04061af058073388635a7f443c84260cdaee3076049dde3011b996e59'),
    ('default', 2, 5): (77, 'ddba5b22c5aeab04f26b69adb09b4dd2b76333d11ebcbb6964679823331c6ea6'),
    ('default', 2, 6): (103, '613a3485b197ed528e67f7648f2e8116713d3123132fafb07e83cecf11c8723c'),
    ('default', 2, 7): (108, '2db2ef32ff7d0e3c4e51318f41a167e26d5529d7870ecdb2137fdd779a3199a5'),
    ('default', 2, 8): (128, '985620ecd9607fe0a6f1f54d9ff31dedda4b618d585d1d3ba4d7644e528c2086'),
    ('default', 2, 9): (190, '8b4ec3a349e7974139810d454b27f7e0e57b919b0dbb16bf68026f0912020ccc'),
    ('default', 2, 10): (205, 'b7b2daf11249eca248dede96433e8a2d2a00d3e2cf041f05c171c121160878a2'),
    ('default', 4, 1): (115, '9e0fd65d4f90fc19eadb8fd715ffca9d41573911b6c0182e391fc09b129a8367'),
    ('default', 4, 2): (188, '601b37b72479e80386a66e21441a4b187fd39e7305685851ee170f679dccc534'),
    ('default', 4, 3): (135, 'f1391161cb81b7183deb0bad51f2755aeada4f332cded43ee5b3b2629834d5fa'),
    ('default', 4, 4): (202, '3cecf5878dbd45c06f3d27f52c6ccb44b86e29d9df06b25503904b1f98fa0471'),
    ('default', 4, 5): (170, '5e350b67218edda3e7442b6bd5dda7c85e2d835967a3606b642d54b0ac7987bc'),
    ('default', 4, 6): (201, '96832fe455c19237a175224d106ccde6a9f5148c6ab08de508a96b4c626d8e0a'),
    ('default', 4, 7): (112, 'cc5d86b76397214d509327e6b7eea8875723c1f34b182ae87df0dee898dcb8c9'),
    ('default', 4, 8): (567, 'd8b733386a107ac24bf5dbf42cd5d51022e2b25360b168595117ce0b21b4da7c'),
    ('default', 4, 9): (70, '235eff35fe931b66350062fb27c593ecd59f16c08935208cea7e038565120572'),
    ('default', 4, 10): (136, '07f844a5bfc2f6f791cee12a5604b6fe5d1fceaacc143a49d900d540b798a5cb'),
    ('zombies', 3, 1): (170, '595a2451bc424495f3076c12e6e109d877bc5551dc0836df94fe084516a3f0af'),
    ('zombies', 3, 2): (133, '06ff0f80686e64cb2d3142924b3699a264d19564e42495d822b882a0085c98f9'),
    ('infection', 3, 1): (503, 'ba96510ef1c94509c2844f21c7b56385f805e294cfdb06d849af2ac1f5554654'),
    ('infection', 3, 2): (674, 'd6730f56596a78d4bf2d29be5ab06cf3cc4a47257b8b2d8770e18ac1a0345c0d'),
    ('mutants', 3, 1): (496, '7ecfa47aa82bd1eeb5a65452f82ffa5df1407635e685f680abe96bc2e890f7bc'),
    ('mutants', 3, 2): (628, '19183b6a29043ae25b0b86127c38b66fb609cb94cd5b2228e6676c68900afeba'),
    ('aliens', 3, 1): (88, '10fee857f425d4c41d22107d40e299d5dfd5eee8b022975658875d6caa70bbd7'),
    ('aliens', 3, 2): (173, '1360c9cdc094cf797bdc905c7cec0d5dc9ea65b5e7781048be7e2466e43fd694'),
    ('demons', 3, 1): (196, 'dd234d118877f3312383a731bd19434633bba34e45737dba8e9ea30720e08fa7'),
    ('demons', 3, 2): (203, '7bdedace2033a1d7d8bebb789c238056e5fda7c6cdf7d18b9d1019a48d421fb2'),
    ('meteor', 3, 1): (151, '6fc80843cff90e07b233bdebecbd69ebb03e9eb9fb7aa8c0e442632a5c5972d0'),
    ('meteor', 3, 2): (263, 'cf58970e87c1c75555a3a853d50b93c777c46adfc1d7c033c4b80923c325d99b'),
    ('hard', 3, 1): (126, '5b35b04bf0fafee288afeb401ba41e17a050ad849d4246695cd3746327b15249'),
    ('hard', 5, 1): (143, '0a4b7385d284b62bf4ba4b42752753668ab8076bbee2c4d1f8b08769f057f344'),
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
