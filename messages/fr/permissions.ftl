# A permission the bot needs to post, by the name Discord's settings show a server admin; the variable is
# discord.py's name for it (cogs/permissions.py).

permissions-name = {$permission ->
    [view_channel] Voir le salon
    [send_messages] Envoyer des messages
    [embed_links] Intégrer des liens
    [attach_files] Joindre des fichiers
    [send_messages_in_threads] Envoyer des messages dans les fils
   *[other] {$permission}
}
