# Extinction (rules/extinction/): what its engine says, in this language.

# What a seat's secret gene cards are called in its private look.
extinction-secret-name = genotype

# The game's nouns, chosen by their stable keys (rules/extinction/vocabulary.py), inside the sentences below.
# The actions on the spinner.
extinction-action = {$action ->
    [reproduce] Reproduce
    [environment] Environmental Change
    [barrier] Place Barrier
    [migrate] Migrate
    [compete] Compete/Prey
    [genes] Change Genes
   *[other] {$action}
  }
# A habitat inside a sentence; and as the board's key names it.
extinction-habitat = {$habitat ->
    [woodland] woodland
    [meadow] meadow
    [brushland] brushland
    [marsh] marsh
    [lake] lake
    [swamp] swamp
   *[other] {$habitat}
  }
extinction-habitat-name = {$habitat ->
    [woodland] Woodland
    [meadow] Meadow
    [brushland] Brushland
    [marsh] Marsh
    [lake] Lake
    [swamp] Swamp
   *[other] {$habitat}
  }
# A barrier kind, as a label names it; in the plural; in the board's count of barriers left.
extinction-barrier-name = {$kind ->
    [city] City
    [jetport] Jetport
    [mountain] Mountain
    [river] River
    [desert] Desert
   *[other] {$kind}
  }
extinction-barrier-plural = {$kind ->
    [city] cities
    [jetport] jetports
    [mountain] mountains
    [river] rivers
    [desert] deserts
   *[other] {$kind}
  }
extinction-barrier-lower = {$kind ->
    [city] city
    [jetport] jetport
    [mountain] mountain
    [river] river
    [desert] desert
   *[other] {$kind}
  }
# The six gene decks.
extinction-deck = {$deck ->
    [habitat] Habitat & Mobility
    [reproduction] Reproduction
    [tolerance] Environmental Tolerance
    [defense] Prey Defense
    [predator] Predator
    [crossing] Barrier Crossing
   *[other] {$deck}
  }
# The gene cards' names.
extinction-card-name = {$card ->
    [hm01] Forest Rover
    [hm02] Grassland Runner
    [hm03] Scrub Ranger
    [hm04] Marsh Strider
    [hm05] Lake Swimmer
    [hm06] Swamp Glider
    [hm07] Woodland Edge
    [hm08] Savanna Roamer
    [hm09] Thicket Dweller
    [hm10] Reed Wader
    [hm11] Shore Dweller
    [hm12] Bog Creeper
    [hm13] Upland Homebody
    [hm14] Wetland Homebody
    [hm15] Forest Bog Sitter
    [hm16] Field Pond Sitter
    [rp01] Slow Breeder
    [rp02] Late Bloomer
    [rp03] Small Litters
    [rp04] Seasonal Breeder
    [rp05] Steady Breeder
    [rp06] Paired Breeder
    [rp07] Nest Builder
    [rp08] Large Litters
    [rp09] Spring Swarm
    [rp10] Prolific Breeder
    [et01] Hardy Constitution
    [et02] Ash Walker
    [et03] Deep Burrows
    [et04] Dust Lung
    [et05] Thick Hide
    [et06] Winter Coat
    [et07] Smog Fur
    [et08] Mud Skin
    [et09] Soot Eater
    [et10] Filter Feeder
    [df01] Armoured Sprinter
    [df02] Shell and Burrow
    [df03] Spiny Back
    [df04] Tough Scales
    [df05] Night Watch
    [df06] Zigzag Flight
    [df07] Quick Retreat
    [df08] Camouflage
    [df09] Bitter Flesh
    [df10] Mimicry
    [pr01] Bone Crusher
    [pr02] Great Mauler
    [pr03] Pouncer
    [pr04] Long Runner
    [pr05] Night Stalker
    [pr06] Owl Eye
    [pr07] Trickster
    [pr08] Ambusher
    [pr09] Fang Striker
    [pr10] Stinger
    [bc01] Urban Scavenger
    [bc02] Rooftop Climber
    [bc03] Sewer Swimmer
    [bc04] Wall Hopper
    [bc05] Stowaway
    [bc06] Runway Forager
    [bc07] Heat Runner
    [bc08] Rapids Climber
    [bc09] Rock Scrambler
    [bc10] Oasis Seeker
   *[other] {$card}
  }
# The environment cards' names.
extinction-environment-card = {$card ->
    [ev01] Famine
    [ev02] Famine
    [ev03] Pestilence
    [ev04] Pestilence
    [ev05] Drought (10 %)
    [ev06] Drought (30 %)
    [ev07] Drought (50 %)
    [ev08] Cold Wave (10 %)
    [ev09] Cold Wave (30 %)
    [ev10] Cold Wave (50 %)
    [ev11] Forest Fire
    [ev12] Meadow Fire
    [ev13] Brush Fire
    [ev14] Marsh Pollution
    [ev15] Lake Pollution
    [ev16] Swamp Pollution
    [ev17] Air Pollution
    [ev18] Air Pollution
    [ev19] Woodlands Cut for Timber
    [ev20] Brushland Cleared for Grazing
    [ev21] Swamps Drained for Farmland
    [ev22] Marshes Used as Garbage Dumps
    [ev23] Lakes Filled In
    [ev24] Meadows Overgrazed by Livestock
    [ev25] Mild Season
    [ev26] Mild Season
    [ev27] Mild Season
   *[other] {$card}
  }
# An environmental change inside a sentence (what a Tolerance card survives, what strikes).
extinction-change = {$change ->
    [famine] famine
    [pestilence] pestilence
    [drought] drought
    [cold-wave] cold wave
    [fire] fire
    [water-pollution] water pollution
    [air-pollution] air pollution
   *[other] {$change}
  }
# A predator type.
extinction-predator-type = {$type ->
    [strong] strong
    [swift] swift
    [nocturnal] nocturnal
    [cunning] cunning
    [venomous] venomous
   *[other] {$type}
  }
# What finished a species off, after "killed off by" and in the status's "extinct (…)".
extinction-cause = {$cause ->
    [famine] famine
    [pestilence] pestilence
    [drought] drought
    [cold-wave] a cold wave
    [fire] fire
    [water-pollution] water pollution
    [air-pollution] air pollution
    [clearing] man-made clearing
    [compete] competition
    [prey] predation
   *[other] {$cause}
  }
# The same on the board's side panel, in a word.
extinction-cause-short = {$cause ->
    [cold-wave] cold wave
    [water-pollution] water pollution
    [air-pollution] air pollution
    [famine] famine
    [pestilence] pestilence
    [drought] drought
    [fire] fire
    [clearing] clearing
    [compete] compete
    [prey] prey
   *[other] {$cause}
  }
# The game's phases, as the board's heading names them.
extinction-phase = {$phase ->
    [colonise] colonisation
    [relocate] relocation
    [play] play
   *[over] game over
  }

# A gene card's values in words (the private look, the genotype events, the final board).
extinction-summary-habitat = {$habitats}; mobility {$mobility}
extinction-summary-survives = survives {$changes}
extinction-summary-safe-from = safe from {$types} predators
extinction-summary-predator = {$type} predator
extinction-summary-crosses = crosses {$barriers}
extinction-card-text = {$card} ({$summary})
extinction-genotype-card = {$deck}: {$card}

# Change Genes (rules/extinction/genes.py): the prompt, its buttons, the log and the refusals.
extinction-ask-genes = Change Genes (optional): change up to {$more} more gene cards, each deck once a turn ({$changed} of {$most} changed this turn), or `done`.
extinction-task-genes = change genes or pass
extinction-label-change = Change {$deck} (now {$card})
extinction-label-genes-done = Done: keep the rest
extinction-gene-changed = You return {$old} to the bottom of the {$deck} deck and draw {$new}.
extinction-gene-changed-public = {$name} changes their {$deck} card.
extinction-genes-kept = {$name} keeps their genes.
extinction-no-deck = There is no gene deck `{$deck}`: the decks are {$decks}.
extinction-deck-changed = You already changed your {$deck} card this turn: each deck once a turn.
extinction-changes-used = You changed {$most} cards this turn, the most allowed: say `done`.

# A long menu narrowed step by step (rules/extinction/menus.py, steps.py): the prompt with what is
# chosen so far, the way back, and the groups' labels.
extinction-ask-narrowed = {$asked} Chosen so far: {$chosen} (`back` to choose again).
extinction-label-back = Back to the first choices
extinction-label-row = Row {$row}
extinction-label-on = On {$hex}
extinction-label-from = From {$hex} ({$count})
extinction-label-to = To {$hex}

# Steps answered a few hexes at a time (rules/extinction/tallies.py): each answer's log line, the
# places it names, and how many are left after it.
extinction-count-on = {$count} on {$hex}
extinction-count-from = {$count} from {$hex}
extinction-moved-route = {$count ->
    [one] 1 individual
   *[other] {$count} individuals
  } from {$source} to {$target}
extinction-founders-placed = {$name} places founders: {$places}{$left ->
    [0] .
   *[other] {" "}({$left} left).
  }
extinction-newborns-added = {$name} adds newborns: {$places}{$left ->
    [0] .
   *[other] {" "}({$left} left).
  }
extinction-individuals-removed = {$name} removes {$places}{$left ->
    [0] .
   *[other] {" "}({$left} more must die).
  }
extinction-relocated = {$name} relocates {$places}.
extinction-migrated = {$name} migrates {$places}.

# Individuals moved between hexes (rules/extinction/moves.py): the refusals.
extinction-holds-only = {$hex} holds only {$count} of your individuals.
extinction-hex-full = {$hex} already holds {$count}: a hex holds at most {$most}.
extinction-whole-cube-moves = All 20 of your cubes are on the island, so a new hex can only be reached by moving the whole cube: move all {$count} from {$hex}.

# The order of play (rules/extinction/flow.py): the spin, the rounds, a turn with no gene change
# left, the end of the game (its summary) and the genotypes revealed then.
extinction-spun = 🎡 {$name} spins segment {$segment} of the spinner: {$first}, then {$second}.
extinction-round-begins = Round {$round} begins.
extinction-no-more-changes = {$name} has changed {$most} gene cards this turn, the most a turn allows: no more changes.
extinction-sole-survivor = {$name}'s species is the sole survivor on Darwinia.
extinction-everyone-left = Everyone has left the game.
extinction-held-out-longest = No species survives; {$names} held out longest and {$count ->
    [one] share
   *[other] share
  } the win.
extinction-final-score = {$name} {$score} (of {$population})
extinction-won-on-score = After {$round} rounds, {$names} {$count ->
    [one] wins
   *[other] share the win
  } on individuals on cubes showing 1 to 4: {$table}.
extinction-genotype-revealed = {$name}'s genotype: {$genotype}.

# Setting a game up (rules/extinction/setup.py): the opening throw, colonisation, relocation and the
# first genotypes; prompts, buttons, log lines and refusals.
extinction-who = {$name} ({$colour})
extinction-order-throw = {$who} throws {$first} and {$second} for the playing order: {$total}.
extinction-throw-tie = {$names} tie for the lowest throw and throw again.
extinction-playing-order = Playing order, clockwise (in seat order) from the lowest throw ({$name}, {$low}{$again ->
    [yes] {" "}on the throw again
   *[no] {""}
  }): {$order}.
extinction-decks-shuffled = The six gene decks and the environment deck are shuffled.
extinction-colonised = Every species has colonised Darwinia. Each player in turn may now relocate.
extinction-genotype-dealt = Your genotype: {$genotype}.
extinction-genotype-dealt-public = {$name} draws a card from each of the six gene decks.
extinction-ask-colonise = colonise Darwinia: place your founders, one cube per empty hex, 1–6 on each ({$left} left{$placed}; `auto` spreads them, four at most a cube, over the free hexes around a spot where several habitats meet, away from rivals, the spot drawn by a die among the best). The board is posted again once all of them are down.
extinction-placed-so-far = ; placed so far: {$places}
extinction-task-colonise = place {$left ->
    [one] 1 founder
   *[other] {$left} founders
  } on Darwinia
extinction-hex-habitat = {$hex} ({$habitat})
extinction-label-place = Place {$count} on {$hex}
extinction-label-auto-founders = Place the {$left} founders for me
extinction-hex-taken = {$hex} is taken: founders go on empty hexes, one cube per hex.
extinction-founders-fit = {$left ->
    [one] 1 founder is
   *[other] {$left} founders are
  } left to place on at most {$cubes} more cubes: this cube may hold {$counts}.
extinction-ask-relocate = you may relocate your individuals to other free hexes before the genes are dealt (`done` keeps them where they are).
extinction-task-relocate = relocate or keep their individuals
extinction-label-relocate = Move {$count} from {$source} to {$target}
extinction-label-relocation-done = Done relocating
extinction-relocation-done = {$name} is done relocating.
extinction-not-free = {$hex} is not free: relocate onto an empty hex or one of your own cubes.
extinction-no-cube = You have no cube on {$hex}.

# Reproduce (rules/extinction/reproduce.py).
extinction-reproduced = Your {$parents ->
    [one] 1 individual
   *[other] {$parents} individuals
  } in optimal habitats × {$multiplier} ({$card}) = {$born ->
    [one] 1 newborn
   *[other] {$born} newborns
  }{$short ->
    [yes] ; {$fits} fit
   *[no] {""}
  }.
extinction-reproduced-public = {$name} reproduces: {$fits ->
    [one] 1 newborn
   *[other] {$fits} newborns
  } to place.
extinction-ask-reproduce = Reproduce: place {$left ->
    [one] 1 newborn
   *[other] {$left} newborns
  } on your cubes in optimal habitats or next to them (`auto` adds each one where your cube holds fewest, up to four, optimal habitats first; fives and sixes only when nothing else fits).
extinction-task-reproduce = place {$left ->
    [one] 1 newborn
   *[other] {$left} newborns
  }
extinction-label-add = Add {$count ->
    [one] 1 newborn
   *[other] {$count} newborns
  } on {$hex}
extinction-label-auto-newborns = Place the {$left} newborns for me
extinction-newborns-where = Newborns go on your cubes in optimal habitats or on free hexes next to them; {$hex} is not one of those.
extinction-no-newborn-fits = No newborn fits on {$hex} now.
extinction-newborns-fit = {$hex} can take {$counts} of the {$left} newborns (a hex holds six, and every newborn that fits must be placed).

# Typed notation (rules/extinction/notation.py): the refusals of a hex, a count or a form not read.
extinction-not-a-hex = `{$word}` is not a hex of Darwinia: name one by its row letter (a–l) and column number, like c5.
extinction-not-a-count = `{$word}` is not a number of {$what ->
    [newborns] newborns
   *[individuals] individuals
  }: use a whole number from 1 to {$high}.
extinction-count-out-of-range = {$word} is out of range for a number of {$what ->
    [newborns] newborns
   *[individuals] individuals
  }: use a whole number from 1 to {$high}.
extinction-write-it-as = Write it as `{$form}`.

# Environmental Change and Mild Season (rules/extinction/environment.py): the card drawn, who dies and
# who is spared, choosing who dies, and the pair a mild season grants.
extinction-environment-drawn = {$name} draws an environment card: {$card}.
extinction-crowded-die = The {$change ->
    [famine] famine
   *[pestilence] pestilence
  } wipes out {$name}'s cubes of five or six, {$lost ->
    [one] 1 individual
   *[other] {$lost} individuals
  } in all: {$hexes}.
extinction-none-crowded = {$name} has no cube of five or six: the {$change ->
    [famine] famine
   *[pestilence] pestilence
  } kills nobody.
extinction-withstands = {$name}'s species withstands the {$change ->
    [drought] drought
   *[cold-wave] cold wave
  }: nobody dies.
extinction-kills-nobody = The {$change ->
    [drought] drought
   *[cold-wave] cold wave
  } kills {$percent} % of {$name}'s {$total}: nobody, rounded.
extinction-kills-all = The {$change ->
    [drought] drought
   *[cold-wave] cold wave
  } kills all {$total} of {$name}'s individuals.
extinction-kills-some = The {$change ->
    [drought] drought
   *[cold-wave] cold wave
  } kills {$percent} % of {$name}'s {$total} individuals: {$loss} must die, and {$name} chooses which.
extinction-near-pollution = next to cities and jetports
extinction-in-habitat = in {$habitat} hexes
extinction-spared = {$name}'s individuals {$where} survive the {$card ->
    [ev11] forest fire
    [ev12] meadow fire
    [ev13] brush fire
    [ev14] marsh pollution
    [ev15] lake pollution
    [ev16] swamp pollution
   *[other] air pollution
  }.
extinction-struck = {$name} loses their cubes {$where} to {$card}, {$lost ->
    [one] 1 individual
   *[other] {$lost} individuals
  } in all: {$hexes}.
extinction-ask-lose = {$left ->
    [one] 1 individual
   *[other] {$left} individuals
  } of yours must die: choose which (`auto` takes them from your most crowded cubes).
extinction-task-lose = choose which {$left ->
    [one] 1 individual
   *[other] {$left} individuals
  } die
extinction-label-remove = Remove {$count} from {$hex} (of {$have})
extinction-label-auto-losses = Take them from my most crowded cubes
extinction-remove-at-most = Remove at most {$most} from {$hex}: it holds {$have}, and {$left} must die.
extinction-pair = {$first}, then {$second}
extinction-ask-mild = Mild Season: choose any pair of actions on the spinner except Environmental Change; then the rest of your turn follows.
extinction-task-mild = choose a pair of actions for the mild season
extinction-mild-pairs = Mild Season grants one pair of the spinner without an Environmental Change: {$pairs}.
extinction-mild-taken = Mild season: {$name} takes {$pair}.

# Place Barrier (rules/extinction/barrier.py).
extinction-ask-barrier = Place Barrier: put a barrier on any hex without a barrier or a species' last cube (a cube there goes back to its owner).
extinction-task-barrier = place a barrier
extinction-label-barrier = {$kind} on {$hex}
extinction-label-barrier-removing = {$kind} on {$hex}, removing {$name}'s {$count}
extinction-label-barrier-kind = {$kind} ({$left} left)
extinction-label-auto-barrier = Place it where it harms nobody
extinction-barrier-placed = {$name} places a {$kind ->
    [city] city
    [jetport] jetport
    [mountain] mountain
    [river] river
   *[desert] desert
  } on {$hex} ({$habitat}).
extinction-barrier-placed-removing = {$name} places a {$kind ->
    [city] city
    [jetport] jetport
    [mountain] mountain
    [river] river
   *[desert] desert
  } on {$hex} ({$habitat}), and {$victim}'s {$count ->
    [one] 1 individual
   *[other] {$count} individuals
  } there are gone.
extinction-no-barrier-left = All ten barriers are on the island already: none is placed.
extinction-hex-has-barrier = {$hex} already holds a barrier.
extinction-last-cube = {$hex} holds the last cube of {$name}'s species: a barrier may not go there.
extinction-no-barrier-kind = There is no barrier `{$kind}`: the kinds are {$kinds}.
extinction-both-placed = Both {$kind ->
    [city] cities
    [jetport] jetports
    [mountain] mountains
    [river] rivers
   *[desert] deserts
  } are on the island; left: {$left}.

# Migrate (rules/extinction/migrate.py).
extinction-ask-migrate = Migrate (optional): move individuals within your mobility (individuals × hexes), as many moves as it allows, then `done`.
extinction-task-migrate = migrate or pass
extinction-label-migrate = Move {$count} from {$source} to {$target}: {$hexes ->
    [one] 1 hex
   *[other] {$hexes} hexes
  }, costs {$cost} of {$budget}
extinction-label-migration-done = Done migrating
extinction-no-migration = {$name} does not migrate.
extinction-cannot-reach = Your individuals on {$source} cannot reach {$target}: migrants end on an empty hex or your own cube, and never pass rival cubes or barriers you cannot cross.
extinction-too-far = Moving {$count} over {$hexes ->
    [one] 1 hex
   *[other] {$hexes} hexes
  } costs {$cost}, and only {$budget} of your mobility is left this turn.

# Compete/Prey (rules/extinction/attack.py): the prompt, its buttons, the predator type announced, the
# defences shown, the hexes taken and the refusals.
extinction-ask-compete = Compete/Prey (optional): take rival hexes next to yours (each of your cubes once); `prey` announces your predator type first. `done` when finished.
extinction-task-compete = compete, prey or pass
extinction-label-capture = {$verb ->
    [compete] Compete
   *[prey] Prey
  }: {$count} from {$source} into {$target} ({$name}'s {$theirs})
extinction-label-capture-done = Done competing and preying
extinction-label-announce = Announce your predator type ({$type}) and prey
extinction-predator-announced = 🐾 {$name} announces their predator type: {$type}.
extinction-defence-shown = 🛡️ {$name} shows the word “{$type}” on their Prey Defense card: safe from this predator.
extinction-no-defence = {$name} has no defence against a {$type} predator.
extinction-captured = {$name} {$verb ->
    [compete] outcompetes
   *[prey] preys on
  } {$rival} on {$target} ({$lost ->
    [one] 1 individual
   *[other] {$lost} individuals
  }), moving in {$count} from {$source}.
extinction-no-capture = {$name} neither competes nor preys.
extinction-cube-used = Your cube on {$hex} has competed or preyed this turn already: each cube once a turn.
extinction-no-rival = {$hex} holds no rival cube.
extinction-out-of-reach = {$target} is not next to {$source}, nor across a barrier your species can cross.
extinction-too-few-to-compete = Competing needs more individuals than the rival: {$source} has {$have}, {$target} has {$theirs}.
extinction-announce-first = Announce your predator type first: `prey`.
extinction-defended = {$name} is defended against your predator type.
extinction-announced-already = You have announced your predator type already this turn.
extinction-no-rival-in-reach = No rival is within reach of a cube of yours that has not attacked yet.
extinction-capture-whole-cube = All 20 of your cubes are on the island: move the whole cube ({$have}) from {$source}.
extinction-move-in = Move in {$least} to {$have} individuals from {$source}.

# A species dies out (rules/extinction/fate.py); a player leaves (rules/extinction/engine.py).
extinction-extinct = 💀 {$name}'s species is extinct, killed off by {$cause}. {$name} stays at the table as a spectator.
extinction-resigned = {$name} leaves the game; their species leaves Darwinia.

# Refusals of a typed move (rules/extinction/engine.py): not a move of this step, not on the menu, a
# player whose species is extinct, a resignation refused.
extinction-not-on-menu = `{$typed}` is not on the menu now. {$allowed}
extinction-not-a-move = `{$typed}` is not a move here: {$asked}{$allowed}
extinction-allowed = Allowed: {$moves}.
extinction-watching = Your species is extinct: you are watching the rest of the game.
extinction-over = The game is over.
extinction-seat-not-in-game = That seat is not in the game.

# The status lines (`/game status`, rules/extinction/status.py): the round and whose turn, each
# species' standing and what it showed, a genotype its reader may see, the result.
extinction-status-turn = Round {$round} {$last ->
    [0] until one species is left
   *[other] of {$last}
  }: {$name}'s turn{$spun}. Last environment card: {$card}.
extinction-status-spun = ; spun {$first}, then {$second}
extinction-status-ended = The game ended in round {$round}. Last environment card: {$card}.
extinction-status-setup = {$phase ->
    [colonise] Colonisation
   *[relocate] Relocation
  }. Last environment card: {$card}.
extinction-no-card-yet = none yet
extinction-status-left = {$who}: left the game.
extinction-status-extinct = {$who}: extinct ({$cause}); watching.
extinction-status-species = {$who}: {$population ->
    [one] 1 individual
   *[other] {$population} individuals
  } on {$cubes ->
    [one] 1 cube
   *[other] {$cubes} cubes
  } (score {$score}){$shown}.
extinction-status-announced = ; announced a {$type} predator
extinction-status-defence = ; showed defence {$words}
extinction-status-mobility = Your mobility left this turn: {$left}.
extinction-status-result = Result: {$summary}

# A player's private look (`/extinction genes`): their own cards, a line each, and their mobility left.
extinction-no-genes-yet = Genes are dealt after colonisation and relocation: you hold none yet.
extinction-own-card = **{$deck}**: {$card} ({$summary})
extinction-own-mobility = Mobility left this turn: {$left}.
