# What the Animacule Apocalypse engine says (rules/animacule/). A colour given as `$colour` is the
# allelomorph's key (red, green, yellow, blue); a list of them (`$colours`, `$slots`) comes worded.
# `$direction` comes worded by animacule-towards or animacule-side; an animacule named by its owner
# and number mid-sentence comes worded by animacule-name or animacule-yours.

# Pieces of the sentences below: a direction moved or acted towards, and a side something lies on.
animacule-towards = {$direction ->
    [n] north
    [e] east
    [s] south
   *[w] west
  }
animacule-side = {$direction ->
    [n] north
    [e] east
    [s] south
   *[w] west
  }
# An animacule as a sentence names it after its start.
animacule-name = {$player}'s animacule {$number}
animacule-yours = your animacule {$number}
animacule-your-own = your own animacule {$number}
animacule-someones = {$player}'s animacule
# A calamity, as the log and a death's cause name it.
animacule-calamity = {$calamity ->
    [Sunburst] Sunburst
    [Pestilence] Pestilence
    [Death] Death
   *[Famine] Famine
  }
animacule-killed-fighting = killed in the fight
animacule-killed-attacking = killed attacking

# The prompt pinged to the player who must decide, and what everyone else reads they are awaited to do.
animacule-prompt-turn = your turn: move, attack or reproduce with one animacule.
animacule-task-turn = move, attack or reproduce with one animacule
animacule-prompt-fight = your animacule {$number} ({$allelomorphs ->
    [one] {$allelomorphs} allelomorph
   *[other] {$allelomorphs} allelomorphs
  }) is fighting {$defender} ({$against ->
    [one] {$against} allelomorph
   *[other] {$against} allelomorphs
  }): continue or retreat?
animacule-task-fight = decide whether their animacule {$number} fights on against {$defender} or retreats
animacule-prompt-mate = {$proposer} offers to mate their animacule {$animacule} with your animacule {$partner}: accept (you lose your next turn) or decline?
animacule-task-mate = accept or decline {$proposer}'s offer to mate with their animacule {$partner}

# The buttons and menus of a turn, a fight and a mating offer.
animacule-label-plain = {$verb ->
    [move] Move
    [attack] Attack
    [split] Split
   *[mate] Mate
  } {$number} {$direction}
animacule-label-move-blocked = Move {$number} {$direction} (blocked by an animacule)
animacule-label-move-eat = Move {$number} {$direction} to {$square}: eat {$colour}
animacule-label-move-full = Move {$number} {$direction} to {$square} (full: the food stays)
animacule-label-move-bare = Move {$number} {$direction} to {$square}: bare square, calamity!
animacule-label-attack-own = Attack {$number} {$direction}: your own {$target} on {$square} ({$mine} v {$theirs} allelomorphs)
animacule-label-attack = Attack {$number} {$direction}: {$owner}'s {$target} on {$square} ({$mine} v {$theirs} allelomorphs)
animacule-label-split = Split {$number} {$direction} onto {$square}
animacule-label-mate-own = Mate {$number} with your {$partner} to the {$direction} (you lose a turn)
animacule-label-mate = Mate {$number} with {$owner}'s {$partner} to the {$direction}
animacule-label-mate-nobody = Mate {$number} with {$direction}
animacule-label-continue-odds = Continue the fight ({$mine} v {$theirs} allelomorphs)
animacule-label-continue = Continue the fight
animacule-label-retreat = Retreat
animacule-label-accept = Accept the mating (you lose your next turn)
animacule-label-decline = Decline the mating

# The log and the board post's summary: setting up, moving, calamities and their rolls.
animacule-first-roll = Starting player: a {$sides}-sided roll of {$roll}, so {$name} starts.
animacule-first-creator = {$name} created the game and starts.
animacule-moves = {$player}'s animacule {$number} moves {$direction} from {$start} to {$end}.
animacule-ingests = {$player}'s animacule {$number} ingests the {$colour} allelomorph on {$square} into position {$position}.
animacule-full-food-stays = {$player}'s animacule {$number} is full: the {$colour} food on {$square} stays.
animacule-calamity-nothing = {$square} is bare: calamity roll {$roll}, nothing happens.
animacule-calamity-strikes = {$square} is bare: calamity roll {$roll}, {$calamity}!
animacule-colour-roll-again = Colour roll {$roll}: roll again.
animacule-colour-roll = Colour roll {$roll}: {$colour}.
animacule-who-roll-everyone = Who roll {$roll} (even): {$calamity} strikes every animacule on the board.
animacule-who-roll-mover = Who roll {$roll} (odd): {$calamity} strikes only {$animacule}.
animacule-loses = {$player}'s animacule {$number} on {$square} loses {$count ->
    [one] {$count} allelomorph
   *[other] {$count} allelomorphs
  }: {$colours}.
animacule-nothing-to-lose = No animacule struck holds anything to lose.
animacule-dies = {$player}'s animacule {$number} dies on {$square} ({$cause}).
animacule-remains-food = Its {$colour} allelomorph from position 1 stays on {$square} as food.
animacule-remains-out = {$square} already holds food, so its {$colour} allelomorph goes out of play.

# The log: fights.
animacule-attacks = {$player}'s animacule {$number} on {$square} attacks {$defender} on {$target}.
animacule-fights-on = {$name} fights on.
animacule-retreats = {$animacule} retreats; the turn ends.
animacule-fight-roll-odd = Fight roll {$roll} (odd): {$player}'s animacule {$number} loses its {$colour} allelomorph from position {$position}.
animacule-fight-roll-even = Fight roll {$roll} (even): {$player}'s animacule {$number} loses its {$colour} allelomorph from position {$position}.
animacule-may-continue = {$name} may continue the fight or retreat ({$attacker} v {$defender}).
animacule-victory-spoils = {$player}'s animacule {$number} moves into {$square} and takes the {$colour} allelomorph as spoils (position {$position}).
animacule-victory-spoils-food = {$player}'s animacule {$number} moves into {$square}; it is full, so the {$colour} spoils stay on the square as food.
animacule-victory-spoils-out = {$player}'s animacule {$number} moves into {$square}; it is full, so the {$colour} spoils go out of play (the square holds food).

# The log: reproduction.
animacule-splits = {$player}'s animacule {$number} splits: {$child} appears on {$square} with {$colours}.
animacule-offers = {$name} offers to mate animacule {$animacule} with {$partner}. {$owner} may accept (and lose their next turn) or decline.
animacule-accepts = {$name} accepts the mating.
animacule-declines = {$name} declines: {$proposer} chooses again.
animacule-declines-passed = {$name} declines (passed): {$proposer} chooses again.
animacule-no-other-action = {$name} has no other legal action, so the turn passes.
animacule-mate = {$player}'s animacule {$number} and {$partner} mate: {$child} appears on {$square} with {$colours}, and {$other_child} on {$other_square} with {$other_colours}.
animacule-will-lose-turn = {$name} will lose their next turn.

# The log: passing turns, leaving, and the end.
animacule-lost-turn = {$name} loses this turn (allogamy).
animacule-pass = {$name} has no legal action, so the turn passes.
animacule-stalemate = No remaining player can act: the game ends in a draw.
animacule-extinct = {$name}'s tribe is extinct.
animacule-resigns = {$name} resigns.
animacule-declined-by-resigning = The mating offer is declined by resigning: {$proposer} chooses again.
animacule-offer-lapses = The mating offer lapses.
animacule-fight-ends-resigned = The fight ends: the attacker's owner resigned.
animacule-fight-ends-left = The fight ends: the defender has left the board.
animacule-leaves-food = {$player}'s animacule {$number} leaves {$square}; its {$colour} allelomorph stays as food.
animacule-leaves-out = {$player}'s animacule {$number} leaves {$square}; its {$colour} allelomorph goes out of play.
animacule-turn-passed = {$name}'s turn is passed.
animacule-skip-fight = The fight ends with a retreat.
animacule-skip-mate = The mating offer is declined.
# The end, in the log, the status and the board's panel.
animacule-wins = {$name} wins: the last tribe alive.
animacule-draw-stalemate = A draw: no remaining tribe could act.
animacule-draw-extinct = A draw: every tribe died out at once, so nobody wins.

# Refusals of typed notation.
animacule-forms = `move 3 n`, `attack 3 n`, `split 3 n`, `mate 3 e` (animacule number 1-7, direction n/e/s/w); `continue` or `retreat` in a fight; `accept` or `decline` a mating offer
animacule-nothing-to-read = Nothing to read. Use {$forms}.
animacule-answer-takes-nothing = `{$verb}` takes nothing after it. Use {$forms}.
animacule-unknown-action = Unknown action `{$action}`. Use {$forms}.
animacule-needs-number-and-direction = `{$verb}` needs an animacule number and a direction, like `{$verb} 3 n`.
animacule-not-a-number = `{$given}` is not an animacule number: use a whole number from 1 to {$most}.
animacule-number-out-of-range = {$given} is out of range for an animacule number: use a whole number from 1 to {$most}.
animacule-not-a-direction = `{$given}` is not a direction: use n, e, s or w (north, east, south, west).

# Refusals of a move out of turn, or of the wrong kind.
animacule-not-your-turn = It is not your turn now: {$waiting}.
animacule-not-your-decision = It is not your decision now: {$waiting}.
animacule-owes-nothing = {$name} owes no decision now: {$waiting}.
animacule-owes-no-decision = {$name} owes no decision now.
animacule-waiting-turn = waiting for {$name} to take their turn
animacule-waiting-fight = waiting for {$name} to continue the fight or retreat
animacule-waiting-mate = waiting for {$name} to accept or decline
animacule-in-a-fight = You are in a fight: answer `continue` or `retreat` first.
animacule-answer-offer-first = Answer the mating offer first: `accept` or `decline`.
animacule-no-fight = There is no fight to continue or retreat from.
animacule-no-offer = There is no mating offer to answer.
animacule-already-out = {$name} is already out of the game.

# Refusals of a turn action a rule forbids.
animacule-no-animacule = You have no animacule {$number}.
animacule-cannot = Animacule {$number} cannot {$verb ->
    [move] move
    [attack] attack
    [split] split
   *[mate] mate
  } {$direction}
animacule-refuse-not-full-split = Animacule {$number} has {$count ->
    [one] {$count} allelomorph
   *[other] {$count} allelomorphs
  }; parthenogenesis needs all 4.
animacule-refuse-not-full-mate = Animacule {$number} has {$count ->
    [one] {$count} allelomorph
   *[other] {$count} allelomorphs
  }; allogamy needs all 4.
animacule-refuse-off-board = {$cannot}: the board ends there.
animacule-refuse-tribe-full = You already have {$most} animacules, the most a tribe may have.
animacule-refuse-child-too-many = You already have {$most} animacules; your child would be an 8th.
animacule-refuse-own-pair-too-many = You have {$tribe} animacules; mating with your own would make {$after}, more than the {$most} a tribe may have.
animacule-refuse-line = {$cannot}: the line of four does not fit, {$child}.
animacule-child-off-board-mine = the child's square {$direction} of animacule {$number} is off the board
animacule-child-off-board-theirs = the child's square {$direction} of the partner is off the board
animacule-child-square-holds = the child's square {$square} holds {$held}
animacule-refuse-empty = {$cannot}: there is no animacule on {$square}.
animacule-refuse-full-food = {$cannot}: it is full and {$square} holds food (in this game a full animacule may not enter a food square).
animacule-refuse-occupied-move = {$cannot}: {$square} holds {$held}. Moving onto an animacule is an attack (`attack {$number} {$letter}`).
animacule-refuse-occupied = {$cannot}: {$square} holds {$held}.
animacule-refuse-own = {$cannot}: {$square} holds your own animacule {$number}, and attacking your own is not allowed in this game.
animacule-refuse-partner-not-full-yours = Your animacule {$number} has {$count ->
    [one] {$count} allelomorph
   *[other] {$count} allelomorphs
  }; allogamy needs both parents full.
animacule-refuse-partner-not-full = {$player}'s animacule {$number} has {$count ->
    [one] {$count} allelomorph
   *[other] {$count} allelomorphs
  }; allogamy needs both parents full.
animacule-refuse-partner-child-too-many = {$name} already has {$most} animacules; their child would be an 8th.
animacule-refuse-declined = {$name} already declined mating animacule {$number} with their animacule {$partner} this turn.

# `/game status`: the position in lines.
animacule-status-title = Animacule Apocalypse: turn {$turn}
animacule-status-player = {$name} ({$colour}): {$notes}
animacule-status-out = out of the game
animacule-status-animacules = {$count ->
    [one] {$count} animacule
   *[other] {$count} animacules
  }
animacule-status-loses-turns = loses next {$count ->
    [one] {$count} turn
   *[other] {$count} turns
  }
animacule-status-you = you
animacule-status-animacule = {$number} @ {$square}: {$slots}
animacule-status-game-over = Game over: {$summary}
animacule-status-fight-rolls = Fight rolls so far: {$rolls}.
