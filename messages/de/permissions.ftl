# A permission the bot needs to post, by the name Discord's settings show a server admin; the variable is
# discord.py's name for it (cogs/permissions.py).

permissions-name = {$permission ->
    [view_channel] Kanal ansehen
    [send_messages] Nachrichten senden
    [embed_links] Links einbetten
    [attach_files] Dateien anhängen
    [send_messages_in_threads] Nachrichten in Threads senden
   *[other] {$permission}
}
