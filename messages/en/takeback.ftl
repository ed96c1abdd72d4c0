# /game undo: a player takes their latest move back ($move, $blocker: notations).
takeback-game-over = Game #{$id} is over ({$reason}), so no move can be taken back; an admin can reopen it at an earlier board with `{COMMAND("admin rollback")}`.
takeback-watching = You are watching this game: only its players can take a move back.
takeback-no-move = You have made no move in this game that could be taken back.
takeback-blocked = Your move `{$move}` cannot be taken back: `{$blocker}` came after it. An admin can return the game to an earlier board with `{COMMAND("admin rollback")}`.
takeback-not-kept = Your move `{$move}` cannot be taken back: the game as it was before it was not kept (it was played before this bot kept every board).
takeback-damaged = ⚠️ Your move `{$move}` cannot be taken back: in game #{$id}, {$board}, the game as it was before your move, is damaged ({$error}). {$admins}: `{COMMAND("admin rollback")}` returns the game to an earlier board whose record is whole; `{COMMAND("game export")}` saves the record and log first.
takeback-secret-shown = Your move `{$move}` cannot be taken back: since it, the game showed a player's secret {$secret} to everyone, and no take-back makes it unseen.
takeback-unfair = Your move `{$move}` cannot be taken back fairly: {$why}, and no other player is left to agree to it.
# A player who moved since, named in a request when their seat is gone.
takeback-someone = someone
# Why a take-back needs the other players' consent, read after "because" in the request.
takeback-why-moved = {$names} {$count ->
    [one] has
   *[other] have
  } moved since
takeback-why-chance = it drew on chance or showed something new (a die, a shuffle or a card)
# Names in a list, and the moves a take-back undoes: "`move 3 n` and Bob's `attack 2` and Carol's reply `skip`".
takeback-and = {$before} and {$after}
takeback-undone-move = {$name}'s `{$action}`
takeback-undone-reply = {$name}'s reply `{$action}`
takeback-undone-bot-replies = the bots' {$count} replies

# A request for the other players' consent, its ping and its buttons.
takeback-already-asked-you = You have already asked to take a move back; waiting for {$waiting} to answer.
takeback-already-asked = {$name} has already asked to take a move back; waiting for {$waiting} to answer.
takeback-ask-title = Take-back asked in game #{$id}
takeback-ask = {$name} asks to take back {$what}. It needs everyone's agreement because {$why}.
    {$names}: accept or refuse. Any move made before everyone answers cancels the request.
takeback-ask-ping = {$name} asks to take back a move: accept or refuse?
takeback-accept = Accept
takeback-refuse = Refuse

# The answers to a request.
takeback-request-closed = This take-back request is no longer open: it was answered, or replaced.
takeback-request-lapsed = The game has moved on since this take-back was asked, so the request lapsed.
takeback-already-answered = You have already answered this request, or it is not yours to answer.
takeback-players-only = Only the players of this game answer its take-back requests.
takeback-refused-ping = your take-back was refused.
takeback-refused = {$name} refused: {$asker}'s move stands.
takeback-agreed = {$name} agreed to {$asker}'s take-back; waiting for {$waiting}.
takeback-request-mismatch = This take-back request no longer matches the game, so it lapsed.
takeback-answers-crowded = Other answers to this take-back kept coming in while yours was recorded, so nothing was done: press again.
takeback-request-damaged = ⚠️ The take-back request kept for game #{$id} is damaged ({$damage}), so it cannot be answered and nothing was changed. {$name} can ask again with `{COMMAND("game undo")}`, which replaces it. {$admins}: `{COMMAND("admin rollback")}` returns the game to the board before the move instead (each board's footer names its version).

# The log's entry for a take-back, and the mark on the entries it leaves behind in /game log.
takeback-taken = {$name} took back {$what}.
takeback-taken-agreed = {$name} took back {$what}, with every other player's agreement.
takeback-dice-afresh = The dice are drawn afresh from here.
takeback-mark = taken back by {$name}

# /admin rollback: the private question to the admin ($status: the game's status), its button, and the log's entry.
takeback-rollback-ask = Roll game #{$id} back from version {$current} to version {$version}? The board, the prompts and the dice will be as they were then.{$status ->
    [finished] {" "}It reopens the finished game.
   *[other] {""}
  } Every move since stays in `{COMMAND("game log")}`, marked as rolled back.
takeback-rollback-ask-posted = Roll game #{$id} back from version {$current} to version {$version} (posted {$posted})? The board, the prompts and the dice will be as they were then.{$status ->
    [finished] {" "}It reopens the finished game.
   *[other] {""}
  } Every move since stays in `{COMMAND("game log")}`, marked as rolled back.
takeback-rollback-button = Roll back to version {$version}
takeback-rollback-changed = The game has changed since you asked, so nothing was rolled back: ask again with `{COMMAND("admin rollback")}`.
takeback-rolled-back = {$name} (admin) rolled the game back to version {$version}.
takeback-rolled-back-reopening = {$name} (admin) rolled the game back to version {$version}, reopening it.
takeback-rollback-mark = rolled back by {$name}

# Why a rollback cannot be done ($secret: the game's name for its secret card).
takeback-rollback-unloadable = The state kept for version {$version} does not load ({$error}), so the game cannot return to it.
takeback-rollback-secrets = Game #{$id} cannot return to version {$version}: since then it showed players' secret {$secret}s to everyone, and it would go on with cards every rival has read. An admin can `{COMMAND("admin reset")}` the channel and start a new game.
takeback-rollback-secrets-since = Game #{$id} cannot return to version {$version}: since then it showed players' secret {$secret}s to everyone, and it would go on with cards every rival has read. An admin can roll back to version {$since} or later, where they were already shown, or `{COMMAND("admin reset")}` the channel and start a new game.
takeback-rollback-no-game = There is no game in this channel to roll back.
takeback-rollback-lobby = Game #{$id} has not started yet: there is nothing to roll back.
takeback-rollback-unkept = Game #{$id} was played before this bot kept every board, so it cannot be rolled back.
takeback-rollback-nothing-earlier = Game #{$id} has no earlier board to return to yet.
# What can be rolled back, after the two refusals below ($allowed).
takeback-rollback-versions = Versions {$first} to {$last} can be restored; each board's footer names its version.
takeback-rollback-one-version = Only version {$first} can be restored; each board's footer names its version.
takeback-rollback-not-earlier = Game #{$id} is at version {$current}: roll back to an earlier one. {$allowed}
takeback-rollback-no-such-version = No board of game #{$id} was posted as version {$version}. {$allowed}
