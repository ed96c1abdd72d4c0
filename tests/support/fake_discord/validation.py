"""Checks that Discord applies server-side and that hand-made fakes skip.

Each failure raises :class:`ApiError` carrying the HTTP status and the JSON error code Discord uses, so
the bot sees the same exception it would in production and the fake records a violation.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from .model import walk_components

IS_COMPONENTS_V2 = 1 << 15
_NAME_RE = re.compile(r"[-_'\w]{1,32}")
_ATTACHMENT_RE = re.compile(r"^attachment://(.+)$")
# The locales Discord takes in `name_localizations` and `description_localizations`.
DISCORD_LOCALES = frozenset({
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl", "no", "pl", "pt-BR",
    "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th", "zh-CN", "ja", "zh-TW", "ko"})


class ApiError(Exception):
    """An error answer: HTTP ``status``, Discord JSON ``code``, and the violation ``kind`` to record.

    ``kind=None`` is an ordinary answer (e.g. 10008 Unknown Message for a deleted message), not a violation.
    ``excuse`` (with a ``kind``) says why this refusal is not the bot's mistake: it follows from a fault the
    test injected (e.g. the 40060 that discord.py's retry gets after a callback answered 502 after acting);
    it is then kept in ``fake.excused`` instead of ``fake.violations``.
    """

    def __init__(
        self, status: int, code: int, message: str, kind: str | None = "invalid_form", *, excuse: str | None = None
    ) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.kind = kind
        self.excuse = excuse

    def body(self) -> dict[str, Any]:
        return {"message": self.message, "code": self.code, "errors": {"_errors": [{"message": self.message}]}}


def form_error(message: str) -> ApiError:
    return ApiError(400, 50035, f"Invalid Form Body: {message}")


def _length(value: Any, lo: int, hi: int, where: str) -> None:
    if value is None:
        return
    if not isinstance(value, str) or not lo <= len(value) <= hi:
        raise form_error(f"{where}: Must be between {lo} and {hi} in length (got {value!r}).")


def _localised(value: Any, where: str) -> dict[str, Any]:
    """A `*_localizations` map, its locales checked: Discord refuses one it does not know."""
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise form_error(f"{where}: Must be an object of locales.")
    for locale in value:
        if locale not in DISCORD_LOCALES:
            raise form_error(f"{where}.{locale}: Invalid locale ({locale!r}).")
    return value


def _check_name_and_description(item: dict[str, Any], where: str) -> None:
    """A command's, group's or option's name and description, its default and each localisation: a name
    of 1-32 letters, digits, - _ or ', lower case; a description of 1-100 characters."""
    names = {"": item.get("name"), **_localised(item.get("name_localizations"), f"{where}.name_localizations")}
    for locale, name in names.items():
        if not isinstance(name, str) or not _NAME_RE.fullmatch(name) or name != name.lower():
            at = f"{where}.name_localizations.{locale}" if locale else f"{where}.name"
            raise form_error(f"{at}: Command name is invalid ({name!r}).")
    _length(item.get("description"), 1, 100, f"{where}.description")
    for locale, text in _localised(item.get("description_localizations"), f"{where}.description_localizations").items():
        _length(text, 1, 100, f"{where}.description_localizations.{locale}")


def _check_unique_names(items: list[dict[str, Any]], where: str, what: str) -> None:
    """No two siblings share a name, by default or in any one locale (Discord shows each locale's apart)."""
    seen: set[tuple[str, str]] = set()
    for j, item in enumerate(items):
        for locale, name in {"": item.get("name"), **(item.get("name_localizations") or {})}.items():
            if (locale, name) in seen:
                at = f"{where}.{j}" if where else str(j)
                at += f".name_localizations.{locale}" if locale else ".name"
                raise form_error(f"{at}: {what} names must be unique ({name!r}).")
            seen.add((locale, name))


def attachment_refs(payload: dict[str, Any]) -> list[tuple[str, str]]:
    """``(where, filename)`` for every ``attachment://filename`` in embeds and v2 media components."""
    refs: list[tuple[str, str]] = []
    for i, embed in enumerate(payload.get("embeds") or []):
        for key, sub in (
            ("image", "url"),
            ("thumbnail", "url"),
            ("video", "url"),
            ("author", "icon_url"),
            ("footer", "icon_url"),
        ):
            url = (embed.get(key) or {}).get(sub)
            if isinstance(url, str) and (m := _ATTACHMENT_RE.match(url)):
                refs.append((f"embeds.{i}.{key}.{sub}", m.group(1)))
    for comp in walk_components(payload.get("components") or []):
        medias = []
        if comp.get("type") == 11:
            medias.append(comp.get("media") or {})
        elif comp.get("type") == 12:
            medias.extend((item.get("media") or {}) for item in comp.get("items", []))
        elif comp.get("type") == 13:
            medias.append(comp.get("file") or {})
        for media in medias:
            url = media.get("url")
            if isinstance(url, str) and (m := _ATTACHMENT_RE.match(url)):
                refs.append((f"components(type {comp.get('type')})", m.group(1)))
    return refs


def check_attachment_refs(payload: dict[str, Any], available: Iterable[str]) -> None:
    names = set(available)
    for n, listed in enumerate(payload.get("attachments") or []):
        _length(listed.get("description"), 0, 1024, f"attachments.{n}.description")
    for where, name in attachment_refs(payload):
        if name not in names:
            raise ApiError(
                400,
                50035,
                f"Invalid Form Body: {where}: attachment://{name} matches no attachment of the message "
                f"(attachments: {sorted(names)})",
                kind="missing_attachment",
            )


def check_embeds(embeds: Any) -> None:
    if embeds is None:
        return
    if not isinstance(embeds, list) or len(embeds) > 10:
        raise form_error("embeds: Must be 10 or fewer in length.")
    total = 0
    for i, e in enumerate(embeds):
        w = f"embeds.{i}"
        _length(e.get("title"), 0, 256, f"{w}.title")
        _length(e.get("description"), 0, 4096, f"{w}.description")
        total += len(e.get("title") or "") + len(e.get("description") or "")
        fields = e.get("fields") or []
        if len(fields) > 25:
            raise form_error(f"{w}.fields: Must be 25 or fewer in length.")
        for j, f in enumerate(fields):
            _length(f.get("name"), 1, 256, f"{w}.fields.{j}.name")
            _length(f.get("value"), 1, 1024, f"{w}.fields.{j}.value")
            if f.get("name") is None or f.get("value") is None:
                raise form_error(f"{w}.fields.{j}: name and value are required.")
            total += len(f["name"]) + len(f["value"])
        footer = e.get("footer") or {}
        _length(footer.get("text"), 0, 2048, f"{w}.footer.text")
        author = e.get("author") or {}
        _length(author.get("name"), 0, 256, f"{w}.author.name")
        total += len(footer.get("text") or "") + len(author.get("name") or "")
    if total > 6000:
        raise form_error(f"embeds: the embeds hold {total} characters, more than 6000.")


def _check_button(b: dict[str, Any], where: str) -> None:
    style = b.get("style")
    if style == 5:
        if not b.get("url") or b.get("custom_id"):
            raise form_error(f"{where}: a link button needs a url and no custom_id.")
    elif style == 6:
        if not b.get("sku_id"):
            raise form_error(f"{where}: a premium button needs a sku_id.")
    elif style in (1, 2, 3, 4):
        if not b.get("custom_id"):
            raise form_error(f"{where}.custom_id: This field is required.")
    else:
        raise form_error(f"{where}.style: Value must be one of (1, 2, 3, 4, 5, 6), got {style!r}.")
    if style != 6 and not b.get("label") and not b.get("emoji"):
        raise form_error(f"{where}: a button needs a label or an emoji.")
    _length(b.get("label"), 0, 80, f"{where}.label")


def check_components(components: Any, flags: int) -> None:
    if components is None:
        return
    if not isinstance(components, list):
        raise form_error("components: Must be an array.")
    v2 = bool(flags & IS_COMPONENTS_V2)
    if not v2 and len(components) > 5:
        raise form_error("components: Must be 5 or fewer in length.")
    seen: set[str] = set()
    for i, row in enumerate(components):
        if not v2 and row.get("type") != 1:
            raise form_error(f"components.{i}.type: top-level components must be action rows (type 1).")
        if row.get("type") == 1:
            children = row.get("components") or []
            kinds = {c.get("type") for c in children}
            if not children:
                raise form_error(f"components.{i}.components: Must be between 1 and 5 in length.")
            if kinds == {2}:
                if len(children) > 5:
                    raise form_error(f"components.{i}.components: Must be 5 or fewer in length.")
            elif len(children) != 1:
                raise form_error(f"components.{i}.components: a select menu must be alone in its row.")
    count = 0
    for comp in walk_components(components):
        count += 1
        cid = comp.get("custom_id")
        if cid is not None:
            if not isinstance(cid, str) or not 1 <= len(cid) <= 100:
                raise form_error(f"custom_id: Must be between 1 and 100 in length (got {cid!r}).")
            if cid in seen:
                raise form_error(f"custom_id: Component custom id cannot be duplicated ({cid!r}).")
            seen.add(cid)
        if comp.get("type") == 2:
            _check_button(comp, f"button {comp.get('label')!r}")
        elif comp.get("type") == 3:
            options = comp.get("options") or []
            if not 1 <= len(options) <= 25:
                raise form_error(f"select {cid!r}.options: Must be between 1 and 25 in length.")
            _length(comp.get("placeholder"), 0, 150, f"select {cid!r}.placeholder")
    if count > 40:
        raise form_error("components: a message holds at most 40 components.")


def check_message(
    payload: dict[str, Any],
    *,
    files: list[str],
    existing: list[tuple[int, str]] | None = None,
    creating: bool,
) -> list[str]:
    """Validate a message create/edit body and return the attachment names the message ends with.

    ``files`` are the names uploaded with this request; ``existing`` the ``(id, name)`` attachments the
    message already had (edits only). An edit with an ``attachments`` array keeps only the existing
    attachments whose ids it lists.
    """
    content = payload.get("content")
    if content is not None and (not isinstance(content, str) or len(content) > 2000):
        raise form_error("content: Must be 2000 or fewer in length.")
    check_embeds(payload.get("embeds"))
    flags = int(payload.get("flags") or 0)
    check_components(payload.get("components"), flags)
    if flags & IS_COMPONENTS_V2 and (payload.get("content") or payload.get("embeds")):
        raise form_error("a message with the IS_COMPONENTS_V2 flag cannot have content or embeds.")

    names = list(files)
    if existing is not None:
        listed = payload.get("attachments")
        if listed is None:
            names = [n for _, n in existing] + names
        else:
            kept = {str(a.get("id")) for a in listed if a.get("id") is not None}
            names = [n for aid, n in existing if str(aid) in kept] + names
    if len(files) > 10:
        raise form_error("files: Must be 10 or fewer in length.")
    check_attachment_refs(payload, names)
    if creating and not (
        payload.get("content")
        or payload.get("embeds")
        or payload.get("components")
        or files
        or payload.get("sticker_ids")
        or payload.get("poll")
    ):
        raise ApiError(400, 50006, "Cannot send an empty message", kind="empty_message")
    return names


def check_choices(data: dict[str, Any]) -> None:
    choices = data.get("choices")
    if not isinstance(choices, list) or len(choices) > 25:
        raise form_error("data.choices: Must be 25 or fewer in length.")
    for i, c in enumerate(choices):
        _length(c.get("name"), 1, 100, f"data.choices.{i}.name")
        if isinstance(c.get("value"), str):
            _length(c["value"], 0, 100, f"data.choices.{i}.value")


def check_modal(data: dict[str, Any]) -> None:
    _length(data.get("custom_id"), 1, 100, "data.custom_id")
    _length(data.get("title"), 1, 45, "data.title")
    comps = data.get("components") or []
    if not 1 <= len(comps) <= 5:
        raise form_error("data.components: Must be between 1 and 5 in length.")


def _check_option(opt: dict[str, Any], where: str, depth: int) -> None:
    _check_name_and_description(opt, where)
    otype = opt.get("type")
    children = opt.get("options") or []
    if otype in (1, 2):
        if otype == 2 and depth > 0:
            raise form_error(f"{where}: a subcommand group cannot be nested.")
        if otype == 1 and depth > 1:
            raise form_error(f"{where}: a subcommand is nested too deep.")
        _check_options(children, where, depth + 1, parent_type=otype)
        return
    choices = opt.get("choices") or []
    if len(choices) > 25:
        raise form_error(f"{where}.choices: Must be 25 or fewer in length.")
    if choices and opt.get("autocomplete"):
        raise form_error(f"{where}: autocomplete cannot be set together with choices.")
    for j, c in enumerate(choices):
        _length(c.get("name"), 1, 100, f"{where}.choices.{j}.name")
        for locale, name in _localised(c.get("name_localizations"), f"{where}.choices.{j}.name_localizations").items():
            _length(name, 1, 100, f"{where}.choices.{j}.name_localizations.{locale}")


def _check_options(options: list[dict[str, Any]], where: str, depth: int, parent_type: int | None) -> None:
    if len(options) > 25:
        raise form_error(f"{where}.options: Must be 25 or fewer in length.")
    kinds = {"sub" if o.get("type") in (1, 2) else "value" for o in options}
    if len(kinds) > 1:
        raise form_error(f"{where}.options: subcommands cannot be mixed with value options.")
    if parent_type == 2 and any(o.get("type") != 1 for o in options):
        raise form_error(f"{where}.options: a subcommand group may only hold subcommands.")
    optional_seen = False
    _check_unique_names(options, f"{where}.options", "Option")
    for j, opt in enumerate(options):
        if opt.get("type") not in (1, 2):
            if opt.get("required"):
                if optional_seen:
                    raise form_error(f"{where}.options.{j}: Required options must be placed before non-required.")
            else:
                optional_seen = True
        _check_option(opt, f"{where}.options.{j}", depth)


def check_commands(commands: Any) -> None:
    """The subset of Discord's command validation that catches real bugs."""
    if not isinstance(commands, list):
        raise form_error("Must be an array of application commands.")
    for i, cmd in enumerate(commands):
        check_command(cmd, str(i))
    for kind in {cmd.get("type", 1) for cmd in commands}:
        _check_unique_names([cmd for cmd in commands if cmd.get("type", 1) == kind], "", "Application command")
    if sum(1 for c in commands if c.get("type", 1) == 1) > 100:
        raise form_error("Maximum number of application commands reached (100).")


def check_command(cmd: dict[str, Any], where: str = "") -> None:
    ctype = cmd.get("type", 1)
    name = cmd.get("name")
    if ctype == 1:
        _check_name_and_description(cmd, where)
        _check_options(cmd.get("options") or [], where, 0, parent_type=None)
    else:
        _length(name, 1, 32, f"{where}.name")
