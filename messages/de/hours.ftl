# /game hours: a member's own hours ($option, $missing: its options start, end, timezone, as the reader's client names them).
hours-incomplete = Gib {OPTION("start")}, {OPTION("end")} und {OPTION("timezone")} zusammen an (es fehlt: {$missing}), z. B. `{COMMAND("game hours")} {OPTION("start")}:9 {OPTION("end")}:23 {OPTION("timezone")}:Europe/Berlin`; gib keins davon an, um deine Zeiten zu löschen.
hours-not-an-hour = {$option} ist eine Stunde des Tages von 0 bis 23; angegeben war {$hour}.
hours-empty = {OPTION("start")} und {OPTION("end")} sind beide {$hour}: zwischen ihnen muss etwas Zeit liegen ({OPTION("end")} darf nach Mitternacht liegen, etwa {OPTION("start")}:20 {OPTION("end")}:2).
hours-unknown-zone = `{$zone}` ist keine Zeitzone, die dieser Bot kennt: gib einen IANA-Namen an wie Europe/Berlin, America/New_York, Asia/Tokyo oder UTC.
# A member's hours where none are set, as /game mine and /game status name them.
hours-none = keine festgelegt: Fristen und Erinnerungen laufen Tag und Nacht
hours-cleared = Deine Zeiten sind gelöscht, auf allen Servern: deine Fristen und Erinnerungen laufen Tag und Nacht.
# $hours: the hours and their time zone; $now: the time of day there now.
hours-set = Deine Zeiten sind {$hours}, auf allen Servern, auf denen du spielst (dort ist es jetzt {$now}). Außerhalb davon läuft keine deiner Fristen ab: eine, die ablaufen würde, wird fällig zu Beginn deiner nächsten Zeiten plus der restlichen Zeit, und Erinnerungen warten auf den Morgen. Eine laufende Frist verschiebt sich, wenn sie in deiner Nacht fällig wird; neue zeigen die verschobene Zeit auf dem Brett. `{COMMAND("game hours")}` allein löscht sie.
