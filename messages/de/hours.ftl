# /game hours: a member's own hours ($option: start or end, the command's options).
hours-incomplete = Gib start, end und timezone zusammen an (es fehlt: {$missing}), z. B. `/game hours start:9 end:23 timezone:Europe/Berlin`; gib keins davon an, um deine Zeiten zu löschen.
hours-not-an-hour = {$option} ist eine Stunde des Tages von 0 bis 23; angegeben war {$hour}.
hours-empty = start und end sind beide {$hour}: zwischen ihnen muss etwas Zeit liegen (end darf nach Mitternacht liegen, etwa start:20 end:2).
hours-unknown-zone = `{$zone}` ist keine Zeitzone, die dieser Bot kennt: gib einen IANA-Namen an wie Europe/Berlin, America/New_York, Asia/Tokyo oder UTC.
# A member's hours where none are set, as /game mine and /game status name them.
hours-none = keine festgelegt: Fristen und Erinnerungen laufen Tag und Nacht
hours-cleared = Deine Zeiten sind gelöscht, auf allen Servern: deine Fristen und Erinnerungen laufen Tag und Nacht.
# $hours: the hours and their time zone; $now: the time of day there now.
hours-set = Deine Zeiten sind {$hours}, auf allen Servern, auf denen du spielst (dort ist es jetzt {$now}). Außerhalb davon läuft keine deiner Fristen ab: eine, die ablaufen würde, wird fällig zu Beginn deiner nächsten Zeiten plus der restlichen Zeit, und Erinnerungen warten auf den Morgen. Eine laufende Frist verschiebt sich, wenn sie in deiner Nacht fällig wird; neue zeigen die verschobene Zeit auf dem Brett. `/game hours` allein löscht sie.
