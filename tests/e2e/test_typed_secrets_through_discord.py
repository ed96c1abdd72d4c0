"""A typed Extinction move that shows its player something alone (the newborns counted from their
reproduction card) answers through discord.py with the board post for the channel, in its public
wording, and then the player's panel privately, headed by what only they may read."""

from __future__ import annotations

from cogs.bot import EvolutionBot
from tests.e2e.helpers import CHANNEL, public, text_of
from tests.support.extinction_positions import keeping_genes_breeds
from tests.support.fake_discord import FakeDiscord
from tests.support.reach import reach, state_of


async def test_a_typed_move_that_shows_its_player_a_secret_is_followed_by_their_panel(
        fake_discord: FakeDiscord, bot: EvolutionBot) -> None:
    bot.table._seed_source = lambda: 4  # a game where keeping one's genes leads to one's own breeding
    ann, ben = fake_discord.user("ann"), fake_discord.user("ben")
    lobby = await public(await fake_discord.slash(ann, CHANNEL, "game new", game="extinction"))
    lobby = await public(await fake_discord.click(ben, CHANNEL, lobby, lobby.button("Join").custom_id))
    await public(await fake_discord.click(ann, CHANNEL, lobby, lobby.button("Start").custom_id))
    channel_id = fake_discord.channel(CHANNEL).id
    await reach(bot.store, channel_id, keeping_genes_breeds)
    engine, state = await state_of(bot.store, channel_id)
    game = await bot.store.live_game(channel_id)
    assert game is not None
    owner_id = game.seats[engine.prompts(state)[0].seat].user_id
    owner, other = (ann, ben) if owner_id == ann.id else (ben, ann)

    sent = await fake_discord.slash(owner, CHANNEL, "extinction play", move="done")
    post = await public(sent)
    followups = await sent.followups(2 if post in sent.followup_messages else 1)
    aside = followups[-1]
    assert aside.ephemeral and aside is not post
    assert "reproduces:" in text_of(post) and "in optimal habitats ×" not in text_of(post)
    told = [line for line in text_of(aside).splitlines() if line.startswith("🔒 ")]
    assert len(told) == 1 and "in optimal habitats ×" in told[0] and "newborn" in told[0], text_of(aside)
    assert fake_discord.interactions[aside.interaction_id].user.id == owner.id != other.id
