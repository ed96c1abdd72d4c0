"""The world map (data/apocalyte/map.json) and reading typed territory names."""

from __future__ import annotations

import functools
import itertools

import pytest

import messages
from messages import say
from rendering.apocalyte import box, label
from rules.apocalyte import ENGINE
from rules.apocalyte.territories import candidates, resolve, split_territories
from rules.apocalyte.world import CODES, CONTINENTS, LINKS, NEIGHBOURS, TERRITORIES, names
from rules.base import IllegalAction
from rules.graph import is_connected
from tests.rules.test_apocalyte_support import position, put

# NOTES.md: the fourteen borders between continents.
INTER_CONTINENT = {
    ("Alaska", "Kamchatka"), ("Greenland", "Iceland"), ("Central America", "Venezuela"), ("Brazil", "North Africa"),
    ("Western Europe", "North Africa"), ("Southern Europe", "North Africa"), ("Southern Europe", "Egypt"),
    ("Southern Europe", "Middle East"), ("Ukraine", "Middle East"), ("Ukraine", "Afghanistan"), ("Ukraine", "Ural"),
    ("Egypt", "Middle East"), ("East Africa", "Middle East"), ("Siam", "Indonesia"),
}
CONTINENT_SIZES = {"North America": 9, "South America": 4, "Europe": 7, "Africa": 6, "Asia": 12, "Australia": 4}


def test_the_map_has_42_territories_6_continents_and_83_borders() -> None:
    assert len(TERRITORIES) == len(CODES) == 42
    assert len(CONTINENTS) == 6
    assert len(LINKS) == 83
    assert len({frozenset(link) for link in LINKS}) == 83, "no border is listed twice"
    sizes = {c.name: sum(t.continent == c.code for t in TERRITORIES.values()) for c in CONTINENTS.values()}
    assert sizes == CONTINENT_SIZES


def test_codes_and_names_are_unique_and_short() -> None:
    assert all(len(code) == 3 and code.isalpha() and code.islower() for code in CODES)
    assert len({t.name.lower() for t in TERRITORIES.values()}) == 42


def test_borders_are_symmetric_and_never_a_loop() -> None:
    for code, around in NEIGHBOURS.items():
        assert code not in around
        for other in around:
            assert code in NEIGHBOURS[other]
    assert sum(len(a) for a in NEIGHBOURS.values()) == 2 * 83


def _neighbours_within(inside: list[str], code: str) -> list[str]:
    return [n for n in NEIGHBOURS[code] if n in inside]


def test_the_map_is_connected_and_so_is_every_continent() -> None:
    assert is_connected(CODES, NEIGHBOURS.__getitem__)
    for continent in CONTINENTS:
        inside = [c for c in CODES if TERRITORIES[c].continent == continent]
        assert is_connected(inside, functools.partial(_neighbours_within, inside))


def test_the_fourteen_links_between_continents_are_exactly_those_of_the_notes() -> None:
    between = {frozenset((TERRITORIES[a].name, TERRITORIES[b].name)) for a, b in LINKS
               if TERRITORIES[a].continent != TERRITORIES[b].continent}
    assert between == {frozenset(pair) for pair in INTER_CONTINENT}


def test_territory_boxes_on_the_board_never_overlap() -> None:
    for a, b in itertools.combinations(CODES, 2):
        ax0, ay0, ax1, ay1 = box(a)
        bx0, by0, bx1, by1 = box(b)
        assert ax1 <= bx0 or bx1 <= ax0 or ay1 <= by0 or by1 <= ay0, (a, b)


@pytest.mark.parametrize(("typed", "code"), [
    ("kam", "kam"), ("Kamchatka", "kam"), ("kamch", "kam"), ("KAMCHATKA", "kam"),
    ("w eur", "weu"), ("western europe", "weu"), ("W. Europe", "weu"), ("weu", "weu"),
    ("n afr", "naf"), ("north africa", "naf"), ("e aus", "eau"), ("eastern canada", "que"),
    ("nwt", "nwt"), ("northwest", "nwt"), ("ur", "ura"), ("indo", "ino"), ("gb", "gbr"), ("middle-east", "mea"),
])
def test_a_typed_name_resolves_to_its_territory(typed: str, code: str) -> None:
    assert resolve(typed) == code


@pytest.mark.parametrize(("typed", "among"), [("north", {"nwt", "neu", "naf"}), ("w", {"wus", "weu", "wau"}),
                                              ("ea", {"que", "eus", "eaf", "eau"})])
def test_an_ambiguous_name_is_refused_with_its_candidates(typed: str, among: set[str]) -> None:
    assert set(candidates(typed)) == among
    with pytest.raises(IllegalAction, match="could be"):
        resolve(typed)


def test_an_unknown_or_overlong_name_is_refused() -> None:
    with pytest.raises(IllegalAction, match="not a territory"):
        resolve("atlantis")
    with pytest.raises(IllegalAction, match="not a territory"):
        resolve("x" * 500)


def test_several_territories_in_a_row_are_split_where_each_part_names_one() -> None:
    assert split_territories(["western", "europe", "n", "afr"], 3) == ["weu", "naf"]
    assert split_territories(["ala", "kam", "yak"], 3) == ["ala", "kam", "yak"]
    assert split_territories(["w", "eur", "s", "eur"], 3) == ["weu", "seu"]
    with pytest.raises(IllegalAction):
        split_territories(["atlantis", "ural"], 3)


def test_names_in_words() -> None:
    assert names(["ala", "per", "ura"]) == "Alaska, Peru and Ural"


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_every_name_and_label_a_reader_sees_reads_back_as_its_territory(language: str) -> None:
    """The board labels each territory in its reader's language, and the log names it so (`Südeuropa`); a
    reader may type what they see, accents or not, and the English names always (README, The bot in your
    language). Every full name and label reads as exactly its own territory."""
    with messages.reading(language):
        for code in CODES:
            for shown in (say("apocalyte-territory", code=code), label(code), TERRITORIES[code].name):
                assert candidates(shown) == [code], (language, shown)


@pytest.mark.parametrize(("language", "typed", "code"), [
    ("de", "südeur", "seu"), ("de", "sudeuropa", "seu"), ("de", "Grossbritannien", "gbr"), ("de", "nordwest", "nwt"),
    ("fr", "europe du s", "seu"), ("fr", "perou", "per"), ("fr", "territoires du nord ouest", "nwt"),
])
def test_a_reader_types_a_territory_in_their_own_language(language: str, typed: str, code: str) -> None:
    with messages.reading(language):
        assert resolve(typed) == code
        assert split_territories([*typed.split(), "kam"], 2) == [code, "kam"]
    assert candidates(typed) == []  # an English reader's names do not hold it


def test_a_move_keeps_codes_so_it_reads_the_same_in_every_language() -> None:
    with messages.reading("de"):
        state = position("zombies", stage="move")
        put(state, "seu", 3)
        typed = ENGINE.parse(state, 0, "move 2 südeuropa nordafrika")
    assert typed.notation == "move 2 seu naf"
