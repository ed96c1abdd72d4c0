# /game replay: refusals ($speeds: the speeds it takes; $speed: what was given).
replays-unknown-speed = {OPTION("speed")} is one of {$speeds} (normal when left out); `{$speed}` is not.
replays-empty-speed = {OPTION("speed")} is one of {$speeds} (normal when left out); an empty speed is not.
replays-not-started = Game #{$id} has not started yet: there is nothing to replay.
replays-secret-until-over = {$title} keeps cards hidden until the end: game #{$id} can be replayed once it is over.
replays-unkept = Game #{$id} was played before this bot kept every board, so it has no replay.
replays-too-large = Game #{$id} is too long to fit one replay in Discord's upload limit, even at half size with frames left out.

# The notes that tell the member how their replay is getting on ($step: drawing or encoding).
replays-waiting = Your replay of game #{$id} waits its turn: number {$place} in the queue.
replays-drawing-now = Your replay of game #{$id} is being drawn now.
replays-progress = {$step ->
    [drawing] Drawing the boards: {$done} of {$total}…
   *[encoding] Putting the animation together: frame {$done} of {$total}…
  }
replays-drawn = The replay of game #{$id} is drawn: it follows.

# A replay that cannot be drawn: a kept state is damaged ($board: which board; $reason: what is wrong with it).
replays-damaged-title = Game #{$id} cannot be replayed
replays-damaged = ⚠️ In game #{$id}, {$board} is damaged ({$reason}), so no replay of the game can be drawn; the game itself is not affected. {$admins}: `{COMMAND("game export")} {OPTION("game")}:{$id}` saves its record and log; the replay comes back once that entry's kept state (game {$id}, entry {$entry} in the `moves` table) is restored from a backup.
replays-undecompressed = it does not decompress: {$error}

# Each frame's caption ($who: who moved, or the table below; $events: what happened).
replays-caption = {$n} of {$total} · {$who}: {$action}
    {$events}
replays-alt = Animated replay of {$title} game #{$id} from its start, {$boards ->
    [one] {$boards} board
   *[other] {$boards} boards
  }, one per move. Its last board:
# The post with the replay ($speed: slow, normal or fast; $format: GIF or WEBP; $size: its file size).
replays-title = Replay of game #{$id}
replays-posted = Game #{$id} ({$title}) from its start, move by move: {$boards ->
    [one] {$boards} board
   *[other] {$boards} boards
  }, {$speed} speed, the last board held; {$format}, {$size}.
replays-fitted = To fit Discord's upload limit: {$notes}.
