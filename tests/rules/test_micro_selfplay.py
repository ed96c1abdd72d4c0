"""µ's self-play is deterministic and stays the game recorded: each seeded bot game below
(the normal bots, as `cli/simulate.py` seats them) was fingerprinted, moves and a digest of every
notation and the final state, before the engine and its bot were made faster. A speed change that
alters one decision, one die or one rule changes a fingerprint."""

from __future__ import annotations

import pytest

from tests.support.selfplay import fingerprint

# (options, players, seed): (moves, sha256), recorded from the code before the speed work. Games whose
# last action was a pass were recorded again when a pass began to keep the last move's marks (same moves).
# All recorded again when the state began to keep the turn each player went out in (`fell`, for the
# finishing places) and whether each colony's last uptake acquired energy (`energised`, for Toxic, 14.3):
# every final state holds both, so every digest changed; the moves are the same but in 4-7 (143 -> 131)
# and 4-9 (395 -> 373), where a Fermentation colony had used Toxic without acquiring energy (round 8
# and round 32), which the card no longer allows.
RECORDED = {
    ('default', 2, 1): (65, '5f3fa223d0dcd7d33c691c052cbaaa67ae44e2e5ad96af2b7727d31f212f9632'),
    ('default', 2, 2): (155, '5f111b22ac4fa312367b7e51d8dab5a0bcd6707d00dcb195e2599b99af071eb3'),
    ('default', 2, 3): (59, 'b59c6d69e922541d6ee3a99bda68754e5c78deb17e76eb84a5c8d7099accce47'),
    ('default', 2, 4): (86, 'e9c62ef59b4aeccd54a0421ad18645c294ed85ec59f0ee9287b1e94941cc4910'),
    ('default', 2, 5): (96, '0a10bc26dac0a9c23aebf4ad692657b0ef660bb0797334cc2cd18dad986d059d'),
    ('default', 2, 6): (88, '08acf3caba449584706cef2112211d8bba53732401cac51d7e01865f15289dce'),
    ('default', 2, 7): (63, 'f65eb2887c7972a6eb935700c4a99b0c974e10d2d9716f7ee551186b45292b6a'),
    ('default', 2, 8): (72, 'b4a2ff29c8033c861be65f01d3a8ef900e4293dae4b9845a1f654452aad6bea0'),
    ('default', 2, 9): (24, 'b3aad717d3b0cc5738536aeba52fa5da8aff036ae29d5518b901da33a6761adf'),
    ('default', 2, 10): (85, '4b62874d19ea0113acd590d2ab7f08ee012b3826019e6ba26075ba10f2158eb2'),
    ('default', 4, 1): (213, '8a04e0f977b5d769c76b9d338310869b0b4ef67e3c37dffe8a2380f5cf2604b5'),
    ('default', 4, 2): (82, '86788477c84c7b15b9c813d04d1e86daca611951800fbfb6894f7321c9bac9ed'),
    ('default', 4, 3): (117, '07ae44a768754e3b6d4f1681af42665729d1c8fe43cde69ce0c75233578db8da'),
    ('default', 4, 4): (304, 'a71ed08d90a53b21eb3113ec5cf701e977f4e89ebb48289d85d6e296f7851d73'),
    ('default', 4, 5): (119, 'd5bd0b2de19c19185dabf3222a38537bc93940142127f34b770638a0fc0e5e64'),
    ('default', 4, 6): (415, 'f66a7f9c70f375fbcb79539ac2352695a1a1de05658f0628e3b114fcd1981f61'),
    ('default', 4, 7): (131, '0538d2e20e830ac5d6bd6a9fc574f9e8c6c88754f9d777298c216613ce5d1b1e'),
    ('default', 4, 8): (154, 'c518a1aaa81d905f130528631352b76849b7328e515eac36b7e019e52f84fea9'),
    ('default', 4, 9): (373, '37fc7fbabb5feae518a2c01270812822a17e126ef137d4ba17f05f4c57d1d9ba'),
    ('default', 4, 10): (129, '827f0a57d2621e139ed412bf18d0040d38e02e04bb3791436f23c93485cbd929'),
}


@pytest.mark.parametrize("case", sorted(RECORDED), ids=lambda case: "-".join(map(str, case)))
def test_seeded_bot_game_plays_as_recorded(case: tuple[str, int, int]) -> None:
    _, players, seed = case  # µ's cases all play the default options
    assert fingerprint("micro", players, seed) == RECORDED[case]
