"""Taking moves back: a player's take-back (at once, or with the other players' consent) and an
admin's rollback to any earlier version. Both restore a state the log kept and append an entry
saying so; the entries left behind stay in the log, marked (table/playing/lineage.py)."""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Awaitable
from dataclasses import dataclass
from typing import Any

from messages import say
from rules.base import Engine, Event, IllegalAction
from rules.phrases import Phrase, Said, joined, worded
from table import custom_ids
from table.core import DamagedGame, Loaded, Refused, Service, engine_of, load_game
from table.damage import admins, kept_board
from table.playing import texts
from table.playing.lineage import line_of, marks_after
from table.records import snapshots
from table.records.historytext import when
from table.replies import Caller, Choice, Reply
from table.request import Request
from table.store import Deadline, GameRow, LogEntry, Takeback
from table.timekeeping.clocks import clock_as_away

log = logging.getLogger(__name__)

ANSWER_ATTEMPTS = 8  # tries at recording one answer while others land (each lost try means another answer landed)


@dataclass(frozen=True)
class Plan:
    """What a take-back would do: return to the state after `target`, undoing `undone` (the
    mover's move and what followed it). `why` says what needs the other players' consent
    (someone else acted, or chance was used); empty when the mover may take it back alone."""

    move: LogEntry
    target: LogEntry
    undone: tuple[LogEntry, ...]
    state: Any  # the state after `target`
    why: str
    chance: bool  # whether what it undoes drew on chance: the dice are then drawn afresh after it


class _AnsweredMeanwhile(Exception):
    """Another answer to the take-back request was written between reading it and writing this one."""


async def _answered(written: Awaitable[bool]) -> None:
    if not await written:
        raise _AnsweredMeanwhile


class Takebacks(Service):

    async def undo(self, caller: Caller) -> Reply:
        async def work(request: Request) -> Reply:
            last = await self.store.latest_game(caller.channel_id)
            if last is not None and last.status == "finished":
                raise Refused(say("takeback-game-over", id=last.id, reason=texts.bracketed_reason(last)))
            loaded = await self.core.active(caller)
            if loaded.seat_of(caller.user_id) is None:
                raise Refused(say("takeback-watching"))
            plan = await self._plan(loaded, caller.user_id)
            if not plan.why:
                return await self._take_back(request, loaded, plan, caller.name, agreed=False)
            return await self._ask(loaded, plan, caller)

        return await self.core.guarded(caller, work)

    async def _plan(self, loaded: Loaded, user_id: int) -> Plan:
        """The take-back of `user_id`'s latest move; Refused if it cannot be taken back at all."""
        game, engine = loaded.game, loaded.engine
        line = [e for e in line_of(await self.store.log(game.id)) if e.restores is None]
        mine = [n for n, e in enumerate(line) if e.kind == "move" and e.actor_id == user_id]
        if not mine:
            raise Refused(say("takeback-no-move"))
        at = mine[-1]
        move, after = line[at], line[at + 1:]
        names = {seat.user_id: seat.name for seat in game.seats}
        if blocker := next((e for e in after if e.kind == "table"), None):
            raise Refused(say("takeback-blocked", move=move.action, blocker=blocker.action))
        state = await self.store.snapshot(game.id, line[at - 1].seq) if at else None
        if state is None:
            raise Refused(say("takeback-not-kept", move=move.action))
        others = list(dict.fromkeys(names[e.actor_id] if e.actor_id in names else say("takeback-someone")
                                    for e in after if e.kind != "bot"))
        try:
            before = snapshots.unpack(engine, state)
        except ValueError as error:
            log.error("game %s: the state kept with log entry %s does not load: %s", game.id, line[at - 1].seq, error)
            raise Refused(say("takeback-damaged", move=move.action, id=game.id, board=kept_board(line[at - 1]),
                              error=str(error), admins=await admins(self.store, game.guild_id))) from error
        if engine.shown_secrets(before, loaded.state):
            raise Refused(say("takeback-secret-shown", move=move.action, secret=engine.secret_name))
        why = ""
        chance = engine.chance_used(before, loaded.state)
        if others:
            why = say("takeback-why-moved", names=_names(others), count=len(others))
        elif chance:
            why = say("takeback-why-chance")
        return Plan(move, line[at - 1], (move, *after), before, why, chance)

    async def _ask(self, loaded: Loaded, plan: Plan, caller: Caller) -> Reply:
        """Store the request and post it, with buttons for every other player still in the game."""
        game = loaded.game
        pending = await self.store.takeback(game.id)
        if pending is not None and pending.damage:
            log.error("game %s: the take-back request kept is damaged (%s); a new request replaces it", game.id,
                      pending.damage)
        elif pending is not None and pending.at_version == game.version:
            asker = _name(game, pending.requester_id)
            waiting = _names([_name(game, user) for user in pending.waiting])
            raise Refused(say("takeback-already-asked-you", waiting=waiting) if pending.requester_id == caller.user_id
                          else say("takeback-already-asked", name=asker, waiting=waiting))
        asked = tuple(seat.user_id for n, seat in enumerate(game.seats)
                      if not seat.bot and seat.user_id != caller.user_id and self._in_game(loaded, n))
        if not asked:
            raise Refused(say("takeback-unfair", move=plan.move.action, why=plan.why))
        await self.store.put_takeback(Takeback(game.id, caller.user_id, plan.target.seq, game.version, asked,
                                               self.clock.now()))
        what = worded(_undone_text(game, plan))
        names = _names([_name(game, user) for user in asked])
        audience = await self.core.audience(game)
        text = say("takeback-ask-ping", name=caller.name)
        return Reply(
            title=say("takeback-ask-title", id=game.id),
            text=say("takeback-ask", name=caller.name, what=what, why=plan.why, names=names),
            pings=tuple(ping for user in asked if (ping := audience.ping(user, text))),
            choices=(Choice(say("takeback-accept"), custom_ids.undo_id(game.id, game.version, "accept"), "success"),
                     Choice(say("takeback-refuse"), custom_ids.undo_id(game.id, game.version, "refuse"), "danger")),
            choices_for=names,
        )

    async def answer_takeback(self, caller: Caller, game_id: int, version: int, accept: bool) -> Reply:
        """A player presses Accept or Refuse under a take-back request. The answer is written only
        if the request is still as it was read: when another answer (from another process) came
        first, the request is read again and the answer given to it as it now stands."""

        async def work(request: Request) -> Reply:
            loaded = await self.core.active(caller, game_id)
            game = loaded.game
            pending = await self.store.takeback(game.id)
            if pending is None or pending.at_version != version:
                raise Refused(say("takeback-request-closed"))
            if pending.damage:
                log.error("game %s: the take-back request kept is damaged: %s", game.id, pending.damage)
                raise Refused(_damaged_request(game, pending, await admins(self.store, game.guild_id)))
            if version != game.version:
                await self.store.answer_takeback(pending, None)
                raise Refused(say("takeback-request-lapsed"))
            asker = _name(game, pending.requester_id)
            if caller.user_id not in pending.waiting:
                asked = caller.user_id == pending.requester_id or loaded.seat_of(caller.user_id) is not None
                raise Refused(say("takeback-already-answered" if asked else "takeback-players-only"))
            if not accept:
                await _answered(self.store.answer_takeback(pending, None))
                told = (await self.core.audience(game)).ping(pending.requester_id, say("takeback-refused-ping"))
                return Reply(text=say("takeback-refused", name=caller.name, asker=asker), pings=(told,) if told else ())
            waiting = tuple(user for user in pending.waiting if user != caller.user_id)
            if waiting:
                await _answered(self.store.answer_takeback(pending, waiting))
                return Reply(text=say("takeback-agreed", name=caller.name, asker=asker,
                                      waiting=_names([_name(game, user) for user in waiting])))
            plan = await self._plan(loaded, pending.requester_id)
            if plan.target.seq != pending.target_seq:
                raise Refused(say("takeback-request-mismatch"))
            await _answered(self.store.answer_takeback(pending, None))
            return await self._take_back(request, loaded, plan, asker, agreed=True)

        async def answered_in_turn(request: Request) -> Reply:
            for _ in range(ANSWER_ATTEMPTS):
                try:
                    return await work(request)
                except _AnsweredMeanwhile:
                    continue  # read the request again, as the other answer left it
            raise Refused(say("takeback-answers-crowded"))

        return await self.core.guarded(caller, answered_in_turn)

    async def _take_back(self, request: Request, loaded: Loaded, plan: Plan, by: str, agreed: bool) -> Reply:
        what = _undone_text(loaded.game, plan)
        text: Said = Phrase.of("takeback-taken-agreed" if agreed else "takeback-taken", name=by, what=what)
        state = plan.state
        if plan.chance:
            # The dice kept with the earlier board would roll again as they rolled: everyone would know
            # them, and the one taking back could pick the move they favour. (A rollback keeps them.)
            state = _fresh_dice(loaded.engine, state, self.core.seed_source(), loaded.game, plan.target.seq)
            text = joined(text, Phrase.of("takeback-dice-afresh"))
        entry = LogEntry(0, plan.move.actor_id, "undo", [Event("undo", text).to_json(request.public_language)],
                         restores=plan.target.seq)
        loaded.clocks_given_back = await self._clocks_given_back(loaded, plan)
        return await self._restore(request, loaded, state, entry, say("takeback-mark", name=by))

    async def _clocks_given_back(self, loaded: Loaded, plan: Plan) -> dict[int, Deadline]:
        """The clocks of the decisions a take-back gives back, by seat: a decision answered by a move it
        undoes gets what its player had left when they answered it (a take-back never renews a
        deadline); the time between the answer and the take-back, when it was not theirs, is not counted.
        A player away has it as their away mode keeps a clock: waiting (pause), or run for the bot."""
        game, now = loaded.game, self.clock.now()
        allowed = game.deadline
        if allowed is None:
            return {}
        reminders = await self.core.reminders(game.guild_id)
        context = await self.core.context(loaded)
        given: dict[int, Deadline] = {}
        for prompt in loaded.engine.prompts(plan.state):
            seat = game.seats[prompt.seat]
            answered = next((e for e in plan.undone if e.actor_id == seat.user_id and e.time_left is not None), None)
            if seat.bot or answered is None or answered.time_left is None:
                continue
            due = now + max(0.0, answered.time_left)
            member = context.members.get(seat.user_id)
            given[prompt.seat] = clock_as_away(game, prompt, min(now, due - allowed), due,
                                               member.away_at(now) if member is not None else None, now, reminders,
                                               context.hours.get(seat.user_id))
        return given

    async def _restore(self, request: Request, loaded: Loaded, state: Any, entry: LogEntry, mark: str,
                       reopen: bool = False) -> Reply:
        """Return the game to a kept state through `entry`, marking what it leaves behind."""
        game = loaded.game
        log = await self.store.log(game.id)
        assert entry.restores is not None
        loaded.state = state
        new_seq = max((e.seq for e in log), default=0) + 1
        marks = marks_after([*log, LogEntry(new_seq, entry.actor_id, entry.action, restores=entry.restores)], mark)
        game.status, game.ended_reason = "active", None
        entries = [entry]
        await self.core.run_bots(loaded, entries)
        await self.store.drop_takeback(game.id)
        return await self.core.commit(request, loaded, entries, marks=marks, reopen=reopen)

    def _in_game(self, loaded: Loaded, seat: int) -> bool:
        """Whether the seat still plays (has not resigned or been knocked out)."""
        try:
            loaded.engine.resign(loaded.state, seat)
        except IllegalAction:
            return False
        return True

    # ----- rollback ----------------------------------------------------------------------------

    async def rollback(self, caller: Caller, version: int) -> Reply:
        """An admin asks to return the channel's game to an earlier version: confirmed privately."""

        async def work(request: Request) -> Reply:
            await self.core.check_admin(caller)
            game, seq = await self._rollback_target(caller, version)
            await self._no_secret_unseen(game, engine_of(game), await self._kept_state(game, seq, version), version)
            entry = next((e for e in await self.store.log(game.id) if e.seq == seq), None)
            asked: dict[str, str | int] = {"id": game.id, "current": game.version, "version": version,
                                           "status": game.status}
            return Reply(
                text=say("takeback-rollback-ask-posted", **asked, posted=when(entry.created_at, "f")) if entry
                else say("takeback-rollback-ask", **asked),
                ephemeral=True,
                choices=(Choice(say("takeback-rollback-button", version=version),
                                custom_ids.rollback_id(game.id, game.version, version), "danger"),),
                choices_for=say("play-confirm"),
            )

        return await self.core.guarded(caller, work)

    async def rollback_confirmed(self, caller: Caller, game_id: int, at_version: int, version: int) -> Reply:
        async def work(request: Request) -> Reply:
            await self.core.check_admin(caller)
            game, seq = await self._rollback_target(caller, version)
            if game.id != game_id:
                raise Refused(await self.core.ended_text(game_id))
            if game.version != at_version:
                raise Refused(say("takeback-rollback-changed"))
            engine = engine_of(game)
            state = await self._kept_state(game, seq, version)
            await self._no_secret_unseen(game, engine, state, version)
            reopen = game.status == "finished"
            text = Phrase.of("takeback-rolled-back-reopening" if reopen else "takeback-rolled-back", name=caller.name,
                             version=version)
            event = Event("rollback", text)
            entry = LogEntry(0, caller.user_id, f"rollback {version}", [event.to_json(request.public_language)],
                             restores=seq)
            return await self._restore(request, Loaded(game, engine, None), state, entry,
                                       say("takeback-rollback-mark", name=caller.name), reopen)

        return await self.core.guarded(caller, work)

    async def _kept_state(self, game: GameRow, seq: int, version: int) -> Any:
        kept = await self.store.snapshot(game.id, seq)
        assert kept is not None  # entry_at_version found it kept
        try:
            return snapshots.unpack(engine_of(game), kept)
        except ValueError as error:
            raise Refused(say("takeback-rollback-unloadable", version=version, error=str(error))) from error

    async def _no_secret_unseen(self, game: GameRow, engine: Engine[Any], target: Any, version: int) -> None:
        """Refused if returning the game to `target` would cross a reveal: every rival has read the
        secret cards shown since, and the game would go on with them (a rolled-back reveal is still
        a reveal). Names the earliest version the admin can return to instead."""
        if not engine.secret:
            return
        current = load_game(game).state
        if not engine.shown_secrets(target, current):
            return
        line = [e for e in line_of(await self.store.log(game.id)) if e.version is not None]
        since = game.version
        for entry in reversed(line):
            kept = await self.store.snapshot(game.id, entry.seq)
            if kept is None or engine.shown_secrets(snapshots.unpack(engine, kept), current):
                break
            since = entry.version or since
        if since < game.version:
            raise Refused(say("takeback-rollback-secrets-since", id=game.id, version=version,
                              secret=engine.secret_name, since=since))
        raise Refused(say("takeback-rollback-secrets", id=game.id, version=version, secret=engine.secret_name))

    async def _rollback_target(self, caller: Caller, version: int) -> tuple[GameRow, int]:
        """The channel's game (in play, or the last one if it ended) and the entry whose state
        version `version` showed; Refused names what can be rolled back."""
        game = await self.store.latest_game(caller.channel_id)
        if game is None:
            raise Refused(say("takeback-rollback-no-game"))
        if game.status == "lobby":
            raise Refused(say("takeback-rollback-lobby", id=game.id))
        if game.damage:
            raise DamagedGame(game, game.damage)
        kept = await self.store.restorable_versions(game.id)
        if kept is None:
            raise Refused(say("takeback-rollback-unkept", id=game.id))
        last = game.version - 1
        if kept[0] > last:
            raise Refused(say("takeback-rollback-nothing-earlier", id=game.id))
        allowed = say("takeback-rollback-versions", first=kept[0], last=last) if kept[0] < last else \
            say("takeback-rollback-one-version", first=kept[0])
        if version >= game.version:
            raise Refused(say("takeback-rollback-not-earlier", id=game.id, current=game.version, allowed=allowed))
        seq = await self.store.entry_at_version(game.id, version)
        if seq is None:
            raise Refused(say("takeback-rollback-no-such-version", id=game.id, version=version, allowed=allowed))
        return game, seq


def _name(game: GameRow, user_id: int) -> str:
    return next((s.name for s in game.seats if s.user_id == user_id), f"<@{user_id}>")


def _fresh_dice(engine: Engine[Any], state: Any, fresh: int, game: GameRow, target_seq: int) -> Any:
    """`state` with its generator (and any draw pile nobody has seen) seeded anew from `fresh` (the
    table's seed source, unknown before now) mixed with which take-back this is."""
    mixed = hashlib.blake2b(f"{fresh}:{game.id}:{game.version}:{target_seq}".encode(), digest_size=8).digest()
    return engine.reseeded(state, int.from_bytes(mixed, "big") >> 1)


def _damaged_request(game: GameRow, request: Takeback, admins_named: str) -> str:
    return say("takeback-request-damaged", id=game.id, damage=str(request.damage),
               name=_name(game, request.requester_id), admins=admins_named)


def _names(names: list[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return say("takeback-and", before=", ".join(names[:-1]), after=names[-1])


def _undone_text(game: GameRow, plan: Plan) -> Said:
    """`move 3 n` and what followed it, as the take-back names them."""
    text: Said = f"`{plan.move.action}`"
    rest = plan.undone[1:]
    if rest:
        replies = [e for e in rest if e.kind == "bot"]
        moves = [e for e in rest if e.kind != "bot"]
        if moves:
            text = Phrase.of("takeback-and", before=text, after=joined(*(
                Phrase.of("takeback-undone-move", name=_name(game, e.actor_id), action=e.action) for e in moves[:4]),
                between=", "))
        if replies:
            text = Phrase.of("takeback-and", before=text, after=Phrase.of(
                "takeback-undone-bot-replies", count=len(replies)) if len(replies) > 3 else joined(*(
                    Phrase.of("takeback-undone-reply", name=_name(game, e.actor_id), action=e.action)
                    for e in replies), between=", "))
    return text
