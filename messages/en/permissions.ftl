# A permission the bot needs to post, by the name Discord's settings show a server admin; the variable is
# discord.py's name for it (cogs/permissions.py).

permissions-name = {$permission ->
    [view_channel] View Channel
    [send_messages] Send Messages
    [embed_links] Embed Links
    [attach_files] Attach Files
    [send_messages_in_threads] Send Messages in Threads
   *[other] {$permission}
}
