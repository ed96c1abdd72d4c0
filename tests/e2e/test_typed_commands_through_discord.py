"""The README's typed commands through discord.py: a typed move while the board offers "My moves"
answers with the board post for the channel, then the mover's panel privately; µ's setup is typed
with `/micro arrange` and `/micro place`, whose autocomplete lists the starting colony's hexes."""

from __future__ import annotations

from cogs.bot import EvolutionBot
from tests.e2e.helpers import CHANNEL, public, text_of
from tests.support.fake_discord import FakeDiscord, FakeMember
from tests.support.reach import state_of


async def _started(fake: FakeDiscord, game: str, *users: FakeMember) -> None:
    host, *guests = users
    lobby = await public(await fake.slash(host, CHANNEL, "game new", game=game))
    for guest in guests:
        lobby = await public(await fake.click(guest, CHANNEL, lobby, lobby.button("Join").custom_id))
    await public(await fake.click(host, CHANNEL, lobby, lobby.button("Start").custom_id))


async def test_a_typed_placement_while_everyone_places_is_followed_by_the_movers_panel(
        fake_discord: FakeDiscord, bot: EvolutionBot) -> None:
    ann, ben, cid = (fake_discord.user(name) for name in ("ann", "ben", "cid"))
    await _started(fake_discord, "apocalyte", ann, ben, cid)
    engine, state = await state_of(bot.store, fake_discord.channel(CHANNEL).id)
    seat = engine.prompts(state)[0].seat
    mover = (ann, ben, cid)[seat]
    where = next(a.notation.split()[2] for a in engine.legal_actions(state, seat) if a.notation.startswith("place 5 "))

    sent = await fake_discord.slash(mover, CHANNEL, "apocalyte place", armies=f"5 {where}")
    post = await public(sent)
    followups = await sent.followups(2 if post in sent.followup_messages else 1)
    panel = followups[-1]
    assert panel.ephemeral and panel is not post and panel.components, text_of(panel)
    assert "places" in text_of(post) and "extra arm" in text_of(panel)
    assert fake_discord.interactions[panel.interaction_id].user.id == mover.id


async def test_micro_setup_is_typed_with_arrange_and_place(fake_discord: FakeDiscord, bot: EvolutionBot) -> None:
    ann, ben = fake_discord.user("ann"), fake_discord.user("ben")
    await _started(fake_discord, "micro", ann, ben)
    channel_id = fake_discord.channel(CHANNEL).id
    engine, state = await state_of(bot.store, channel_id)
    prompt = engine.prompts(state)[0]
    assert prompt.kind == "arrange"
    order = engine.legal_actions(state, prompt.seat)[0].notation.removeprefix("arrange ")
    arranger = (ann, ben)[prompt.seat]
    await public(await fake_discord.slash(arranger, CHANNEL, "micro arrange", habitats=order))

    engine, state = await state_of(bot.store, channel_id)
    while (prompt := engine.prompts(state)[0]).kind == "arrange":  # the other player arranges too
        order = engine.legal_actions(state, prompt.seat)[0].notation.removeprefix("arrange ")
        await public(await fake_discord.slash((ann, ben)[prompt.seat], CHANNEL, "micro arrange", habitats=order))
        engine, state = await state_of(bot.store, channel_id)
    assert prompt.kind == "settle"
    settler = (ann, ben)[prompt.seat]
    homes = [a.notation.split()[1] for a in engine.legal_actions(state, prompt.seat)]
    listed = await (await fake_discord.autocomplete(settler, CHANNEL, "micro place", focused="hex", hex="")).response()
    assert listed.type == 8 and sorted(listed.choice_values) == sorted(homes)
    post = await public(await fake_discord.slash(settler, CHANNEL, "micro place", hex=homes[0]))
    assert f"on {homes[0]}" in text_of(post)
