"""Renaming a forgotten member in stored texts and JSON: whole names only, never inside a longer
word or another player's longer name; ids and mentions too; everything else untouched."""

from __future__ import annotations

import json

from table.membership.renaming import Renaming, former_player_id, former_player_number, mention

AL = Renaming(user_id=311_111_111_111_111_111, number=2, names=frozenset({"Al"}),
              others=frozenset({"Alice", "Al Green"}))


def test_a_name_is_replaced_whole_never_inside_a_word_or_another_players_name() -> None:
    text = ("Al moves; Alice and Al Green watch Al's animacule. Also: Als, Salt, <@311111111111111111> and "
            "<@!311111111111111111>.")
    assert AL.text(text) == ("former player 2 moves; Alice and Al Green watch former player 2's animacule. "
                             "Also: Als, Salt, former player 2 and former player 2.")


def test_json_values_keys_and_ids_are_renamed_and_nothing_else_is() -> None:
    state = {"players": ["Al", "Alice"], "scores": {"Al": 3, "Alice": 4}, "log": ["Al rolls 5"],
             "owner": 311_111_111_111_111_111, "seed": 311_111_111_111_111_112, "bot": True, "turn": 1}
    renamed = json.loads(AL.json_text(json.dumps(state), compact=True))
    assert renamed == {"players": ["former player 2", "Alice"], "scores": {"former player 2": 3, "Alice": 4},
                       "log": ["former player 2 rolls 5"], "owner": former_player_id(2),
                       "seed": 311_111_111_111_111_112, "bot": True, "turn": 1}


def test_a_former_players_id_reads_as_their_name_never_as_a_mention() -> None:
    assert former_player_number(former_player_id(7)) == 7 and former_player_number(311_111_111_111_111_111) is None
    assert mention(former_player_id(7)) == "former player 7" and mention(12) == "<@12>"
