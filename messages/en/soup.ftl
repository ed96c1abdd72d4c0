# Primordial Soup (rules/soup/): what its engine says, in this language: its prompts, buttons, log
# lines, refusals and status. Notation a member types stays in backticks, as in every language.

# The pieces its sentences are built of (rules/soup/words.py): an amoeba and a player as the log names
# them, cubes, directions, what blocks a way, genes, environment cards, phases, a move's price.
soup-amoeba = {$name}'s amoeba {$number}
# The same amoeba opening a sentence.
soup-amoeba-first = {$name}'s amoeba {$number}
soup-player-colour = {$name} ({$colour})
soup-cubes = {$count} {$colour}
soup-no-cubes = nothing
soup-direction = {$direction ->
    [n] north
    [e] east
    [s] south
   *[w] west
  }
soup-blocker = {$blocker ->
    [island] the compass island
   *[edge] the edge of the soup
  }
soup-gene = {$gene ->
    [intelligence] Intelligence
    [movement-1] Movement I
    [spores] Spores
    [speed] Speed
    [defense] Defense
    [escape] Escape
    [substitution] Substitution
    [ray-protection] Ray Protection
    [streamlining] Streamlining
    [tentacle] Tentacle
    [holding] Holding
    [life-expectancy] Life Expectancy
    [frugality] Frugality
    [struggle] Struggle for Survival
    [parasitism] Parasitism
    [division-rate] Division Rate
    [persistence] Persistence
    [movement-2] Movement II
    [aggression] Aggression
    [armor] Armor
   *[other] {$gene}
  }
soup-card-name = {$card ->
    [cloud-cover] Cloud cover
    [doldrums] Doldrums
    [evening-ebb] Evening ebb
    [polar-current] Polar current
    [solar-storm] Solar storm
    [still-water] Still water
    [sunrise-surge] Sunrise surge
    [trade-current] Trade current
    [volcanic-haze] Volcanic haze
    [warm-undertow] Warm undertow
    [westerly-swell] Westerly swell
   *[other] {$english}
  }
soup-phase = {$phase ->
    [setup] setup
    [move] phase 1, movement and feeding
    [environment] phase 2, environment and gene defects
    [genes] phase 3, new genes
    [division] phase 4, cell division
    [deaths] phase 5, deaths
    [scoring] phase 6, scoring
   *[over] game over
  }
soup-move-price = {$cost ->
    [0] free
   *[other] {$cost} BP
  }

# The log: cubes the supply ran out of, and the first environment card.
soup-shortage = Food shortage: only {$placed} of {$count} {$colour} cubes left for {$why ->
    [excretion] excretion
   *[remains] the remains
  } on {$square}.
soup-first-card = The first environment card: {$card}.

# A space typed that is no soup space.
soup-island-not-a-space = {$square} is not a soup space ({$island} is the compass island).
soup-not-a-space = `{$square}` is not a space of the soup.

# Setup (rules/soup/setup.py): the rolls for the start order in the log, the start space and the first
# amoebas: prompts, buttons, refusals and the log's lines.
soup-start-roll = {$player} rolls {$first} and {$second} for the starting order: {$total}.
soup-tie = {$players} tie and roll again.
soup-start-order = Ladder start spaces are chosen in this order: {$players}.
soup-start-spaces = Start spaces are {$spaces}.
soup-start-taken = Space {$space} is taken by {$name}'s marker.
soup-start-alone = Name the start space alone, as `start {$space}`.
soup-start-label = Start on ladder space {$space}
soup-start-prompt = choose your ladder start space ({$spaces}).
soup-start-chosen = {$name} puts the score marker on ladder space {$space}.
soup-place-occupied = {$square} already holds an amoeba: at the start every amoeba needs a space of its own.
soup-place-label = Place an amoeba on {$square}
soup-place-prompt = place your {$which ->
    [first] first
   *[second] second
  } amoeba on an empty space{$damage ->
    [0] .
   *[other] {" "}(it starts with 1 damage point).
  }
soup-placed = {$amoeba} is placed on {$square}{$damage ->
    [0] .
   *[other] {" "}with 1 damage point.
  }

# Phase 1, an amoeba's turn (rules/soup/amoeba_turn.py): drift, move or stay, eat, attack or starve.
soup-drift-still-label = Drift: no current this round, stay on {$square}
soup-drift-blocked-label = Drift {$direction}: blocked, stay on {$square}
soup-drift-label = Drift {$direction} to {$square}
soup-move-label = Move {$direction} to {$square} ({$price})
soup-move-roll-label = Move: roll {$dice ->
    [two] two dice
   *[compass] the compass die
  } ({$price})
soup-stay-label = Stay on {$square} (Holding)
soup-move-prompt = amoeba {$number} on {$square} ({$damage} DP) — drift, or move for {$price}?
soup-feed-prompt = which cubes does amoeba {$number} eat on {$square}? (on the space: {$cubes})
soup-attack-label = Attack {$amoeba} (1 BP)
soup-starve-label = Starve: amoeba {$number} takes 1 damage point
soup-struggle-prompt = amoeba {$number} finds no meal on {$square}. Attack (Struggle for Survival, 1 BP) or starve?
soup-stay-needs-holding = Only a tribe with Holding may stay put instead of drifting.
soup-move-no-bp = You have no BP: moving amoeba {$number} costs 1 BP. Drift instead.
soup-choose-direction = With Movement II you choose the direction: {$allowed}.
soup-direction-rolled = Without Movement II the direction is rolled: type `move`.
soup-cannot-move = Amoeba {$number} cannot move {$direction}: {$blocker} is in the way.
soup-drift-still = {$amoeba} drifts: the water is still, it stays on {$square}.
soup-drift-blocked = {$amoeba} cannot drift {$direction}: {$blocker} is in the way — it stays on {$square}.
soup-stay = {$amoeba} holds on to {$square} (Holding).
soup-move = {$name} {$cost ->
    [0] moves free (Streamlining)
   *[other] pays {$cost} BP to move
  } with amoeba {$number}.
soup-struggle-attack = {$amoeba} pays 1 BP and attacks {$target} on {$square} (Struggle for Survival).

# Feeding (rules/soup/feeding.py): the meals' buttons and the log's meals, excretions and hunger.
soup-eat-label = Eat {$cubes}
soup-eat-parasite-label = Eat {$cubes}; {$name} pays 1 BP
soup-eat = {$amoeba} eats {$cubes} on {$square}.
soup-eat-parasite = {$amoeba} eats {$cubes} on {$square}, living off {$name}, who pays 1 BP (Parasitism).
soup-excrete = {$amoeba} excretes {$count} {$colour} on {$square}.
soup-starve = {$amoeba} {$why ->
    [no-attack] finds no meal and does not attack
    [attack-failed] gets nothing from its attack
    [lost-fight] loses the fight
   *[no-meal] finds no meal
  } on {$square}: it goes hungry, 1 damage point (now {$damage}).

# An amoeba's own move or escape (rules/soup/movement.py): the rolls of the compass die in the log, the
# way to go and a second move (Speed): prompts, buttons, refusals and the log's lines.
soup-compass-face = {$face ->
    [n] north
    [e] east
    [s] south
    [w] west
    [stay] no move
   *[choice] free choice
  }
soup-roll-blocked = {$value} points {$direction}, but {$blocker} is in the way of {$amoeba}: {$dice ->
    [1] it stays put
   *[other] that die offers only staying put
  }.
soup-move-roll = {$name} rolls {$value} for amoeba {$number}: {$value} ({$face}).
soup-move-roll-two = {$name} rolls {$first} and {$second} for amoeba {$number}: {$first} ({$first_face}), {$second} ({$second_face}).
soup-stays = {$amoeba} stays on {$square}.
# A refused answer to "which way": why, then the ways the dice offer (the moves as typed).
soup-way-offered = `{$move}` (to {$square})
soup-stay-offered = `stay` (on {$square})
soup-ways-offered = Amoeba {$number} may go: {$ways}.
soup-cannot-go = Amoeba {$number} cannot go {$direction}: {$blocker} is in the way.
soup-name-the-way = The dice leave amoeba {$number} a choice: name the way.
soup-cannot-stay = The dice do not let amoeba {$number} stay on {$square}.
soup-way-left-to-you = `{$move}` is not allowed now: the compass die left the way to you.
soup-dice-do-not-offer = The dice do not offer that.
soup-stay-on-label = Stay on {$square}
soup-go-label = Go {$direction} to {$square}
soup-which-way-prompt = which way does amoeba {$number} {$kind ->
    [escape] escape
   *[move] move
  } from {$square}?
soup-move-again-label = Move again {$direction} to {$square} (free)
soup-move-again-roll-label = Move again: roll (free, Speed)
soup-stop-label = Stop on {$square}
soup-again-prompt = amoeba {$number} is on {$square}. Move a second time (Speed)?
soup-moves-again = {$amoeba} moves a second time (Speed).

# One step to the next space (rules/soup/steps.py), with amoebas holding on (Holding) and cubes carried
# along (Tentacle): prompts, buttons, the refusal and the log's lines.
soup-carry-at-most = Take at most {$limit} cubes that lie on {$square}.
soup-step = {$amoeba} {$verb ->
    [drifts] drifts
    [escapes] escapes
   *[moves] moves
  } {$direction} from {$source} to {$target}.
soup-follows = {$amoeba} holds on and goes along to {$square} (Holding).
soup-carries = {$amoeba} carries {$cubes} from {$source} to {$target} (Tentacle).
soup-follow-label = Amoeba {$number} goes along to {$square}
soup-stay-behind-label = Amoeba {$number} stays on {$square}
soup-follow-prompt = {$amoeba} leaves {$source} for {$target}. Does your amoeba {$number} hold on (Holding)?
soup-carry-nothing-label = Carry nothing
soup-carry-label = Carry {$cubes}
soup-carry-prompt = amoeba {$number} goes from {$source} to {$target}. Take cubes along (Tentacle, up to {$limit})? On the space: {$cubes}.

# Attacks (rules/soup/attacks.py): Struggle for Survival and Aggression, the defender's reactions, the
# fights in the log and Persistence: prompts, buttons, refusals and the log's lines.
soup-name-the-target = Name the target as colour and number, e.g. `attack blue 3`.
soup-no-such-amoeba = There is no {$colour} amoeba {$number} on the board.
soup-no-attacker = You have no amoeba {$number} on the board.
soup-attack-itself = An amoeba cannot attack itself.
soup-armored = {$amoeba} has Armor: it cannot be attacked in phase 1.
soup-attack-own = Aggression attacks another player's amoeba, not your own.
soup-not-beside = {$amoeba} is not on the same space as your attacker.
soup-no-reaction-gene = Your tribe has no {$gene} gene.
soup-reaction-used = You have already used {$gene} this {$during ->
    [attack] attack
   *[round] round
  }.
soup-reaction-no-bp = You have no BP to pay for {$gene}.
soup-fight-roll = Fight on {$square}: {$attacker} (attacker) rolls {$attack}, {$defender} (defender) rolls {$defence}{$tie ->
    [yes] {" "}— a tie, roll again.
   *[no] .
  }
soup-wins-fight = {$amoeba} wins the fight.
soup-escaped = {$amoeba} has escaped to {$square}.
soup-escape-failed = {$amoeba} is still on {$square}: the escape failed.
soup-eats-amoeba = {$amoeba} eats {$victim} on {$square}: a violent death, and no excretion.
soup-armor-holds = {$amoeba} survives the attack thanks to Armor but takes 1 damage point (now {$damage}).
soup-kills = {$amoeba} kills {$victim} on {$square}.
soup-defend-label = Defend: fight it out (1 BP)
soup-escape-to-label = Escape {$direction} to {$square} ({$price})
soup-escape-label = Escape: move away ({$price})
soup-do-nothing-label = Do nothing
soup-defend-prompt = {$amoeba} attacks your amoeba {$number} on {$square} ({$phase ->
    [1] Struggle for Survival
   *[other] Aggression
  }). Defend or escape?
soup-fight-again-label = Fight once more (Persistence, free)
soup-give-up-label = Give up
soup-persist-prompt = your amoeba {$number} lost the fight. Fight again (Persistence)?
soup-attack-free-label = Attack {$amoeba} (free)
soup-attack-with-free-label = Attack {$amoeba} with {$number} (free)
soup-give-up-attack-label = Give up the attack
soup-retry-prompt = the attack failed. Try once more, free (Persistence)?
soup-does-not-resist = {$name} does not resist.
soup-fights-back = {$name} pays 1 BP: amoeba {$number} fights back (Defense).
soup-tries-escape = {$name} {$cost ->
    [0] pays nothing (Streamlining)
   *[other] pays {$cost} BP
  }: amoeba {$number} tries to escape (Escape).
soup-fights-once-more = {$amoeba} fights once more (Persistence).
soup-attacks-again = {$amoeba} attacks {$target} once more (Persistence, free).

# Deaths (rules/soup/deaths.py): a death in the log with the remains left behind (`death` is the
# sentence saying how it died), and phase 5's natural deaths.
soup-death = {$death} Left behind on {$square}: {$cubes}.
soup-natural-death = {$amoeba} dies a natural death on {$square} ({$damage} DP).

# Phase 5's Aggression attack (rules/soup/aggression.py): the prompt, its buttons and the log's line.
soup-aggression-label = Amoeba {$number} attacks {$amoeba} on {$square} (1 BP)
soup-no-aggression-label = No attack this round
soup-aggression-prompt = attack with Aggression (1 BP, once a round)?
soup-aggression-attack = {$amoeba} pays 1 BP and attacks {$target} (Aggression).

# Phase 4, cell division (rules/soup/division.py): the income in the log, the prompt, its buttons, the
# refusals and the newborns in the log.
soup-tribe-full = All {$count} of your amoebas are already on the board.
soup-division-too-dear = You have {$bp} BP; a new amoeba costs {$cost}.
soup-division-own-space = {$square} already holds one of your amoebas.
soup-division-no-amoeba = You have no amoeba left to divide (option empty_tribe is 'out').
soup-division-not-bordering = {$square} does not border any of your amoebas.
soup-income = {$name} receives {$income} BP (now {$bp}).
soup-divide-label = New amoeba on {$square} ({$cost} BP)
soup-divide-done-label = Divide no more
soup-divide-prompt = divide for {$cost} BP each ({$bp} BP, {$amoebas} amoebas), or done.
soup-born = {$name} pays {$cost} BP: amoeba {$number} is born on {$square}.

# Phase 3, new genes (rules/soup/genes.py): the refusals of a purchase, the prompt, its buttons and the
# log's purchases.
soup-no-such-gene-listed = There is no gene called '{$gene}'. Genes: {$genes}.
soup-gene-owned = You already own {$gene}.
soup-gene-upgraded = You hold {$held}, so you may not buy {$gene} again.
# Either of two lower genes an advanced gene is bought by handing in.
soup-either-gene = {$first} or {$second}
# Each requirement of a purchase that is unmet, joined by "; " after soup-cannot-buy's colon.
soup-gene-unmet = {$unmet ->
    [sold-out] every copy in this game is owned by someone
    [no-lower] it is bought by handing in {$lower}, which you do not own
    [lower-too-new] you must hold {$lower} for a full round first
   *[price] it costs {$price} BP and you have {$bp}
  }
soup-cannot-buy = You cannot buy {$gene}: {$unmet}.
soup-hand-in = Hand in a gene you have held for a round: {$allowed}.
soup-cannot-buy-now = You cannot buy {$gene} now. Allowed: {$allowed}.
soup-buy-label = Buy {$gene} ({$price} BP)
soup-buy-hand-in-label = Buy {$gene} ({$price} BP, hand in {$lower})
soup-buy-done-label = Buy nothing more
soup-buy-prompt = buy genes ({$bp} BP), or done.
soup-done-buying = {$name} is done buying genes.
soup-buys = {$name} buys {$gene} for {$price} BP.
soup-buys-handing-in = {$name} buys {$gene} for {$price} BP, handing in {$lower}.

# Phase 2, the environment and gene defects (rules/soup/environment.py): the cards in the log, the
# defects owed, the prompt, its buttons, the refusals and the log's payments.
soup-new-card = A new environment card: {$card}.
soup-last-card = That was the last environment card: the game ends after this round.
soup-defects = {$name}'s genes carry {$points} mutation points, the ozone layer is {$ozone}: {$debt} to balance with BP or genes.
soup-you-have-bp = You have {$bp} BP.
soup-pay-at-most = You owe {$debt} points: pay at most {$debt} BP.
soup-pay-at-least = Pay at least 1 BP.
soup-no-such-gene = There is no gene called '{$gene}'.
soup-gene-not-owned = You do not own {$gene}.
soup-gene-lowers-mutation = {$gene} lowers your mutation total: giving it up cannot pay a defect.
soup-pay-label = Pay {$bp} BP
soup-give-up-gene-label = Give up {$gene} ({$points} points{$lost ->
    [0] {""}
   *[other] , {$lost} lost
  })
soup-defect-prompt = gene defects — balance {$debt} more points with BP (you have {$bp}) or genes.
soup-pays-defects = {$name} pays {$bp} BP for gene defects.
soup-gives-up = {$name} gives up {$gene}{$lost ->
    [0] .
   *[other] {" "}({$lost} points lost).
  }

# Phase 6, scoring, and the end (rules/soup/scoring.py): each marker's climb in the log, and the summary
# of a game that is over (its reason, then who won).
soup-score = {$name} advances {$steps} ({$amoebas ->
    [one] {$amoebas} amoeba
   *[other] {$amoebas} amoebas
  }: {$amoeba_steps}, {$cards ->
    [one] {$cards} gene card
   *[other] {$cards} gene cards
  }: {$card_steps}) from space {$before} to {$after}.
soup-end-reason = {$why ->
    [finish] A marker has reached the Finish Zone.
    [last-card] The last environment card has been played out.
    [one-left] Only one player is left.
   *[all-left] Everyone has left.
  }
soup-winner = {$reason} {$name} wins on ladder space {$space}.
soup-no-winner = {$reason} Nobody is left to win.

# The round (rules/soup/rounds.py): each phase's start and the environment in the log.
soup-round-phase = Round {$round}, {$phase}.
soup-environment = Environment: {$card}.
soup-no-defects = No gene defects in the first round.

# A decision with one choice only, taken for the player (rules/soup/stages.py): the log's line, with
# the choice's button label.
soup-only-choice = {$name}: {$choice} (the only choice).
# What a prompt awaits, for everyone but the player who owes it, in the third person's infinitive (the
# table writes "waiting for Ann (red) to …").
soup-awaited-defend = answer {$name}'s amoeba {$attacker}'s attack on their amoeba {$number}
soup-awaited-persist = decide whether their amoeba {$number} fights {$attacker} again (Persistence)
soup-awaited-follow = decide whether their amoeba {$number} holds on to {$mover} (Holding)
soup-awaited-carry = choose the cubes amoeba {$number} carries to {$square} (Tentacle)
soup-awaited = {$kind ->
    [start] choose a ladder start space
    [place] place an amoeba at setup
    [move] drift or move amoeba {$number}
    [feed] choose what amoeba {$number} eats
    [attack] attack or starve with amoeba {$number}
    [retry] decide whether to try the failed attack again (Persistence)
    [aggress] decide on an Aggression attack
    [direction] choose which way amoeba {$number} goes
    [again] decide whether amoeba {$number} moves a second time (Speed)
    [divide] divide (place new amoebas) or finish
    [defect] pay for gene defects
    [buy] buy genes or finish
   *[other] answer a {$kind} prompt
  }

# Refusals of the engine itself (rules/soup/engine.py, refusals.py, notation.py): a resignation that
# cannot be, a move not on offer (with the moves allowed, as typed), a meal not on offer, too many cubes
# typed; and the log's line of a player who leaves.
soup-resign-over = The game is over.
soup-resign-no-seat = That seat is not in the game.
soup-resigns = {$player} leaves the game; their amoebas and markers leave the board.
soup-allowed = Allowed: {$allowed}.
soup-not-allowed = `{$move}` is not allowed now.
soup-not-a-meal = That is not a meal amoeba {$number} can eat here.
soup-cubes-per-colour = There are only {$count} cubes of each colour in the game.
soup-count-out-of-range = {$number} is out of range for a number of {$colour ->
    [bp] BP
   *[other] {$colour} cubes
  }: use a whole number from 1 to {$most}.

# The status lines (rules/soup/status.py): the round and the environment, then each player's standing.
soup-status-setup = Setup. Environment: {$card} ({$left} cards left).
soup-status-round = Round {$round}, {$phase}. Environment: {$card} ({$left} cards left).
soup-status-left = {$player}: left the game.
soup-status-no-genes = no genes
# One amoeba in a player's line: its number and space, and its damage points if it has any.
soup-status-amoeba = {$number} {$square}{$damage ->
    [0] {""}
   *[other] {" "}({$damage} DP)
  }
soup-status-no-amoebas = none
soup-status-player = {$player}: ladder {$space}, {$bp} BP; genes: {$genes} (MP {$points}); amoebas: {$amoebas}.
soup-status-over = Game over. {$summary}

# The board's gene panel (rendering/soup.py): a player without genes, their mutation points, and how
# many of them are over the ozone.
soup-board-no-genes = none
soup-board-mutation-points = MP {$points}
soup-board-over-ozone = {$points} over
