# µ (Micro) (rules/micro/): what its engine says, in this language.

# Names the other sentences take: a player with their seat's colour, a colony, a habitat, the cards,
# metabolisms, nutrients (a habitat's features) and designs by their keys, counts of nutrients.
micro-player = {$name} ({$colour})
micro-colony-name = {$name}'s {$colony} on {$hex} (generation {$generation})
micro-colony-place = {$name}'s {$colony} on {$hex}
micro-habitat = {$habitat} {$hex}
micro-none = none
micro-units = {$count} {$nutrient}
micro-either = {$first} or {$second}
micro-card-name = {$card ->
    [psychrophile] Psychrophile
    [thermophile] Thermophile
    [toxic] Toxic
    [gene-shuffle] Gene Shuffle
    [metal-lover] Metal-lover
    [sporigenous] Sporigenous
    [filamentous] Filamentous
    [exudating] Exudating
    [gliding] Gliding
    [biofilm] Biofilm
    [pigments] Pigments
    [syntrophy] Syntrophy
    [competence] Competence
    [anaerobe] Anaerobe
    [aerobe] Aerobe
    [halophile] Halophile
    [phage-warfare] Phage Warfare
    [phage-attack] Phage Attack!
   *[other] {$card}
  }
micro-metabolism-name = {$metabolism ->
    [heterotrophy] Heterotrophy
    [photolithoautotrophy] Photolithoautotrophy
    [fermentation] Fermentation
    [chemolithoautotrophy] Chemolithoautotrophy
    [mixotrophy] Mixotrophy
    [chemoorganoautotrophy] Chemoorganoautotrophy
   *[other] {$metabolism}
  }
micro-nutrient = {$nutrient ->
    [chemicals] chemicals
    [organics] organics
    [inorganics] inorganics
    [metals] metals
    [oxygen] oxygen
    [light] light
    [temperature] temperature
    [salts] salts
   *[other] {$nutrient}
  }
micro-habitat-name = {$design ->
    [shallows] Sunlit shallows
    [vent] Hydrothermal vent
    [seep] Cold seep
    [kelp] Kelp forest
    [estuary] Estuary mud
    [brine] Brine pool
    [ice] Sea ice
    [reef] Coral reef
    [abyss] Abyssal plain
    [whalefall] Whale fall
   *[other] {$design}
  }

# The prompts: what the player owing a decision reads (text), and what the others read they are awaited
# to do (task, after "waiting for alice to").
micro-arrange-text = arrange your habitats on your home hexes {$hexes}
micro-arrange-task = arrange their habitats
micro-settle-text = choose the habitat of your starting colony
micro-settle-task = place their starting colony
micro-turn-text = your turn (round {$round}): grow, attack, exchange, change metabolism or pass; free first: uptake settings and card powers
micro-turn-task = play their turn
micro-grow-text = grow {$colony} on {$hex} (stock {$stock}): double, move, evolve, 1 resource each, or done (growing is your main action: done ends the turn)
# A growth choice the colony does not have, and why: after the growing prompt.
micro-grow-missing = no {$choice}: {$reason}
micro-grow-task = grow their colony on {$hex}
micro-place-replaces-text = choose the unused habitat the {$habitat} replaces
micro-place-free-text = choose a free hex for the {$habitat}
micro-place-task = place the habitat they drew
micro-ride-text = {$colony} of {$player} moved to {$hex}: send a Syntrophy clone along?
micro-ride-task = answer a Syntrophy ride
micro-pigment-text = choose the energy nutrient {$species}'s pigments use
micro-pigment-task = choose their pigments' nutrient
micro-bring-text = Competence: {$colony} may found a new species, with a metabolism drawn from the Column and the cards it brings (they leave the old species); `bring all` keeps it in its species. Not every part is listed: type any, like `bring gliding,toxic`
micro-bring-task = answer Competence's choice of cards

# The buttons and menus of the decisions but the turn's.
micro-grow-done = Done growing
micro-grow-stop = Stop without growing: the turn ends, no resource spent
micro-place-instead = {$habitat} in place of {$hex}
micro-place-on = {$habitat} on {$hex}
micro-ride-label = Send a clone of {$colony} along to {$hex}
micro-ride-decline = No clone
micro-pigment-label = Pigments: energy from {$nutrient}
micro-bring-all-label = Stay one species, with every card
micro-bring-none-label = A new species with no card (the old one keeps them all)
micro-bring-label = A new species with {$cards}

# Refusals of an answer to a decision but the turn's.
micro-not-an-answer = `{$word}` does not answer this: {$prompt} (allowed: {$allowed}).
micro-place-where = Place the habitat on one of {$hexes}.
micro-ride-form = Answer `ride <hex of your Syntrophy colony>` or `decline`.
micro-choose-one = Choose one of: {$choices}.
micro-bring-form = Write `bring all`, `bring none` or `bring` and card names joined by commas.
micro-bring-no-card = {$species} holds no (further) `{$card}` card to bring.
micro-bring-every-card = Bringing every card keeps one species: write `bring all`.

# The log (the board post's summary): what happened.
micro-pigment-event = {$species}'s pigments draw energy from {$nutrient} as well.
micro-pass-event = {$name} passes.
micro-setting-event = {$colony} on {$hex} will take up {$setting} from now on.

# The turn's buttons and menus: its main actions, then the free ones.
micro-grow-label = Grow {$colony} on {$hex} (stock {$stock})
micro-exchange-label = Exchange: draw a habitat from Gaia ({$left} left) {$swap ->
    [true] for an unused one of yours, which is spent
   *[false] on a free hex
  }
micro-exchange-last-label = Exchange: draw Gaia's last habitat {$swap ->
    [true] for an unused one of yours, which is spent
   *[false] on a free hex
  }; the game then ends with this round
micro-metabolism-label = New metabolism for {$species}, giving back {$card}
micro-pass-label = Pass
micro-prey-label = Prey on {$target} from {$hex}
micro-power-label = {$power ->
    [toxic] Toxins from {$hex}
    [warfare] Phage Warfare from {$hex}
   *[shuffle] Gene particles from {$hex}
  }
micro-acquire-label = Take the remains on {$hex}
micro-rejuvenate-label = Rejuvenate the spore on {$hex}
micro-uptake-label = {$colony} on {$hex}: take up {$setting}
# An uptake setting in words (in the uptake buttons, their event and refusal).
micro-setting = {$setting ->
    [min] only its requirement
    [max] all it can, up to its limit, even if that empties its habitat
   *[safe] all it can while its habitat, after the next renewal, can still give its next requirement (safe)
  }
micro-setting-resources = {$count} resources

# Refusals of a move on the turn: its words, then the rule that forbids it.
micro-not-a-turn-action = `{$word}` is not something you can do on your turn. Main actions: grow, attack, exchange, metabolism, pass; free: uptake, prey, toxic, shuffle, warfare, rejuvenate, acquire.
micro-write-as = Write it as `{$form}`.
micro-not-a-hex = `{$word}` is not a hex: write a row letter and a column number, like d5.
micro-no-colony-there = There is no colony of yours on {$hex}. Your colonies: {$colonies}.
micro-resources-not-a-number = `{$word}` is not a number of resources: use a whole number from {$low} to {$high}.
micro-resources-out-of-range = {$word} is out of range for a number of resources: use a whole number from {$low} to {$high}.
micro-uptake-changed = {$colony}'s uptake setting has already changed this turn.
micro-setting-same = {$colony} already takes up {$setting}: choose another setting.
micro-not-heterotroph = {$species} is not a heterotroph: it cannot prey.
micro-lacks-card = {$species} does not hold {$card}.
micro-power-used = {$species} has already used {$power} this turn.
micro-power-generation = {$colony} must be of generation {$generation} or more to use {$power}.
micro-no-toxins = {$colony} cannot emit toxins: {$why}; Toxic needs at least 1 energy acquired at the colony's last uptake (rule 14.3).
micro-no-energy-unfed = it did not feed at its last uptake (or has had none yet)
micro-no-energy-stock = at its last uptake it lived on its stock and took up no energy
micro-no-energy-card = it feeds by {$cards}, which {$count ->
    [one] has
   *[other] have
  } no energy part
micro-no-energy-stock-or-card = at its last uptake it lived on its stock, or fed by {$cards}, which {$count ->
    [one] has
   *[other] have
  } no energy part
micro-nothing-in-reach = {$colony} on {$hex} has nothing to {$power} within reach.
micro-power-refused = {$reason} Allowed now: {$allowed}.
micro-power-refused-nowhere = {$reason} No colony of yours can use {$power} now.
micro-power-target = {$colony} cannot {$power} on {$target}; it may on {$allowed}.
micro-no-spore-there = No spore of yours can grow on {$hex}: spores on free habitats: {$spores}.
micro-no-spore-free = No spore of yours can grow on {$hex}: none can now.
micro-attack-target = {$colony} on {$hex} cannot attack {$target}: it may attack {$allowed}.
micro-attack-nothing = {$colony} on {$hex} cannot attack {$target}: it may attack nothing (no rival colony nearby without a biofilm).
micro-not-your-species = `{$species}` is not a species of yours: {$yours}.
micro-no-card-to-give = {$species} holds no `{$card}` card to give back; it holds {$held}.
micro-no-card-held = {$species} holds no `{$card}` card to give back; it holds no evolution card, so it cannot change metabolism.

# Growing: the buttons of the growth choices, their refusals, their events.
micro-double-label = Double {$colony}: generation {$generation}, needing {$generation} resources a turn
micro-spore-label = Leave a spore on {$hex}
micro-move-whole-label = Move whole to {$hex}
micro-move-half-label = Send generation {$generation} to {$hex}, keeping {$kept}
micro-move-then-no-evolve = ; then it cannot evolve (generation 1)
micro-move-unfed-warning = {" "}— warning: {$hex} cannot feed it (it eats {$eats} a generation)
micro-evolve-label = Evolve: draw a card
micro-evolve-label-new = Evolve: draw a card (a new species)
micro-evolve-phage = ; {$phages} of {$cards} cards are Phage Attack!, which kills it
micro-evolve-phage-last = ; {$phages} of {$cards} cards are Phage Attack!, which kills it and puts you out: it is your last colony
micro-not-ready = {$colony} on {$hex} is not ready to grow: its stock is {$stock}, the growth threshold {$threshold}.
micro-nothing-to-grow = {$colony} on {$hex} has nothing it can do: no double, move or evolve is possible now.
micro-choice-used = {$colony} has already used its {$choice} this turn.
micro-no-resource = {$colony} has no resource left to spend.
micro-most-generations = {$colony} is at generation {$generation}, the most a colony can reach.
micro-not-sporigenous = {$species} is not Sporigenous: it cannot form spores.
micro-spore-there = {$hex} already holds a spore.
micro-no-token-for-spore = {$species} has no token left for a spore (4 colonies and spores at most).
micro-held-by-exudate = {$colony} on {$hex} cannot move: a rival's Exudating colony nearby holds it (mobility 0, rule 14.8).
micro-immobile = {$colony} on {$hex} has mobility 0 here.
micro-no-token-to-move = {$species} has no token left for the part that would move (4 at most).
micro-nowhere-to-move = {$colony} on {$hex} has no free habitat within its mobility {$mobility}: the habitats in reach hold colonies, and colonies block the way (rule 9.4).
micro-too-young-to-evolve = {$colony} is at generation 1: only colonies above generation 1 can evolve.
micro-galapagos-empty = The Galapagos is empty.
micro-linnaeus-empty = No species is left in the Linnaeus for the new species evolving would make.
micro-column-empty = The Winogradsky Column holds no metabolism card for the new species evolving would make.
micro-not-a-growth-choice = `{$word}` is not a growth choice: double, spore, move <hex>, evolve or done.
micro-move-form = Write `move` and the habitat to go to, like `move e6`.
micro-move-beyond = {$colony} cannot move to {$hex}: within its mobility {$mobility} it may reach {$allowed}.
micro-nothing-after = `{$word}` takes nothing after it.
micro-growing-elsewhere = {$colony} on {$hex} is the colony growing now: write `{$form}` alone, or name {$hex}.
micro-double-event = {$colony} doubles (1 resource; stock {$stock}).
micro-spore-event = {$colony} leaves spore {$spore} on {$hex} (1 resource; stock {$stock}).
micro-move-event = {$player}'s {$colony} moves from {$origin} to {$hex} (1 resource; stock {$stock}).
micro-send-event = {$player}'s {$colony} on {$origin} sends generation {$part} to {$hex} as {$new}, keeping generation {$kept} (1 resource; stock {$stock}).
micro-evolve-event = {$colony} evolves (1 resource; stock {$stock}) and draws {$card} from the Galapagos ({$left} left).
micro-biofilm-stops-phage = {$colony}'s biofilm stops the phage; Phage Attack! goes back.
micro-ride-event = {$player}'s {$colony} sends clone {$clone} along with {$moved} to {$hex} (Syntrophy); {$colony} is now generation {$generation}.

# Starving, dying, extinction, a player out: the log.
micro-starve-event = {$colony} starves: it loses {$lost} of its {$generation} generations.
# A colony's death, by its cause; the nutrients its death released, if any.
micro-death = {$colony} {$why ->
    [starved] starves to death
    [fight] dies in the fight
    [eaten] is eaten
    [phage] is killed by the phage
   *[phage-drawn] is killed by the phage; Phage Attack! goes back into the Galapagos
  }.
micro-death-releasing = {$colony} {$why ->
    [starved] starves to death
    [fight] dies in the fight
    [eaten] is eaten
    [phage] is killed by the phage
   *[phage-drawn] is killed by the phage; Phage Attack! goes back into the Galapagos
  }, releasing {$released}.
micro-takeover-event = Its passenger {$colony} now holds {$hex} on its own.
micro-extinct-remains = {$species} is extinct; its cards ({$cards}) remain on {$hex}.
micro-extinct-no-cards = {$species} is extinct; it leaves no cards.
micro-extinct-to-galapagos = {$species} is extinct; its cards go back to the Galapagos.
micro-out-event = {$player} has no colony and no spore left: out of the game.

# Fights: the attack's buttons and the log of attacks, prey and Phage Warfare.
micro-attack-label = Attack {$target} from {$hex}: strength {$strength} against {$against}, {$outcome ->
    [win] you win: it loses its stock
    [lose] you lose your stock
   *[tie] a tie goes to the defender: you lose your stock
  }; {$loss}
micro-both-die = both lose 1 generation, and both were at generation 1: both die
micro-one-dies = both lose 1 generation; {$colony}, at generation 1, dies
micro-both-lose = both lose 1 generation
micro-attack-event = {$attacker}, strength {$strength}, attacks {$defender}, strength {$against}: {$winner} wins; {$loser} loses its stock of {$stock}; {$loss}.
micro-prey-event = {$colony} preys on {$victim}: it eats 1 generation and gains 1 resource (stock {$stock}).
micro-warfare-event = {$colony} unleashes its phage (Phage Warfare, back to the Galapagos), giving up half its generations: {$victims} {$count ->
   *[other] die
  }.

# The card powers used in a turn: the log.
micro-toxic-event = {$colony} emits toxins: {$victims} {$count ->
    [one] needs
   *[other] need
  } 2 biomass more at {$count ->
    [one] its
   *[other] their
  } next uptake.
micro-spore-on = {$spore} on {$hex}
micro-shuffle-event = {$colony} spreads gene particles: rolls {$roll}; they settle as spores {$spores}.
micro-shuffle-nowhere-event = {$colony} spreads gene particles: rolls {$roll}; they settle as no free habitat or token.
micro-rejuvenate-event = Spore {$spore} on {$hex} grows into a colony of generation 1.
micro-acquire-event = {$colony} takes up the remains on {$hex} (Competence): {$cards}.

# Species: metabolism drawn or changed, a new species founded: the log.
micro-metabolism-event = {$species} draws {$cards} from the Winogradsky Column.
micro-metabolism-mixotrophy-event = {$species} draws {$cards} from the Winogradsky Column (Mixotrophy: Heterotrophy and a second card; Mixotrophy goes back).
micro-species-event = {$player}'s {$colony} on {$hex} becomes a new species: {$species} ({$token}), holding {$cards}.
micro-change-event = {$species} puts {$card} back in the Galapagos and {$cards} back in the Winogradsky Column.

# Setting up: the arrangement's and the starting colony's buttons and refusals, and the log.
micro-habitat-on = {$habitat} on {$hex}
micro-settle-label = Start on the {$habitat} {$hex}
micro-arrange-form = Name your three habitats in the order of your home hexes {$hexes}: {$allowed}.
micro-settle-where = Settle on one of your home habitats: {$hexes}.
micro-setup-event = {$player} founds {$species}, rolls {$roll} (growth threshold {$threshold}) and draws {$habitats} from Gaia.
micro-redraw-event = None of {$species}'s habitats can feed it: the {$habitat} goes back to Gaia and another is drawn.
micro-arrange-event = {$player} lays out {$habitats}.
micro-settle-event = {$player} settles {$species} {$colony} on {$hex}.

# Exchanging habitats: its refusals and the log.
micro-gaia-empty = Gaia has no habitat left to draw.
micro-no-spot = You have no unused habitat to put back and no free hex next to your habitats or colonies.
# A habitat drawn from Gaia, with its article ("an Estuary mud").
micro-exchange-event = {$player} draws {$design ->
    [shallows] a Sunlit shallows
    [vent] a Hydrothermal vent
    [seep] a Cold seep
    [kelp] a Kelp forest
    [estuary] an Estuary mud
    [brine] a Brine pool
    [ice] a Sea ice
    [reef] a Coral reef
    [abyss] an Abyssal plain
   *[whalefall] a Whale fall
  } from Gaia ({$left} left).
micro-place-event = {$player} adds the {$habitat} on {$hex}.
micro-swap-event = {$player} puts the {$old} back and lays the {$habitat} in its place.
micro-swap-remains-event = {$player} puts the {$old} back (its remains go back to the Galapagos) and lays the {$habitat} in its place.

# Uptake and the sea's renewal: the log.
micro-renew-event = The sea renews every habitat: a third of what each lacks comes back.
# What a colony took up, in parts: the resources, any parts owed on top, the units they were paid with.
micro-took = {$colony} takes up {$count ->
    [one] {$count} resource
   *[other] {$count} resources
  }
micro-took-owed = {" "}and {$parts} owed on top
micro-parts = {$count} {$part ->
    [energy] {$count ->
        [one] energy part
       *[other] energy parts
      }
    [biomass] {$count ->
        [one] biomass part
       *[other] biomass parts
      }
   *[donors] {$count ->
        [one] donors part
       *[other] donors parts
      }
  }
micro-took-paid = , paid with {$count ->
    [one] {$count} nutrient unit
   *[other] {$count} nutrient units
  } ({$spent})
micro-uptake-event = {$took}: stock {$stock}.
micro-uptake-breath-event = {$took}: stock {$stock}; it breathes deeply (1 energy part more: threshold −1 this turn).
micro-uptake-short-event = {$took}, {$short} short of its requirement: it lives on its stock, now {$stock}.
micro-uptake-starving-event = {$took}, {$short} short of its requirement, and its stock cannot cover it.
micro-added-to = {$count} {$nutrient} to {$hex}
micro-adds-event = {$species} {$colony} adds {$added}.

# The course of the game: a turn begins, the last round is announced, the game ends. The endings are
# the log's last line and the summary the table shows.
micro-turn-event = Round {$round}: {$player}'s turn.
micro-gaia-ending = Gaia has no habitat left
micro-galapagos-ending = The Galapagos holds nothing but Phage Attack!
micro-round-limit-ending = Round {$round}, the last of the game, is over
micro-last-round-event = {$ending}: the game ends with this round, so that everyone has had as many turns.
micro-nobody-left-ending = {$ending}: no player is left, no winner.
micro-won-ending = {$ending}: {$winners} {$count ->
    [one] wins
   *[other] share the win
  } {$decided} ({$biomass}).
micro-and = {$first} and {$second}
micro-most-biomass = with the most biomass
micro-level-on-everything = level on every count of rule 15.5
micro-decided-on = on {$count ->
    [biomass] biomass
    [colonies] colonies
    [species] species
   *[cards] evolution cards
  } ({$value} against {$against}), level with the next on {$level}
micro-ranked-count = {$count ->
    [biomass] biomass
    [colonies] colonies
    [species] species
   *[cards] evolution cards
  } {$value}
micro-final-biomass = {$name} {$standing}
micro-final-resigned = resigned
micro-final-out = out
micro-final-count = {$biomass}
micro-last-standing-ending = {$player} is the only player left and wins ({$generations ->
    [one] {$generations} generation
   *[other] {$generations} generations
  } alive).
micro-mutual-destruction-ending = Mutual destruction: no player is left, no winner.

# The status lines (`/game status`, the board post's text): the round and piles, then each player, their
# species and colonies.
micro-status-piles = Round {$round} ({$limit}) · Gaia {$gaia} habitats · Galapagos {$galapagos} cards · Winogradsky Column {$column} cards
micro-status-last-round = the last: {$ending}
micro-status-round-limit = limit {$rounds}
micro-status-biomass = biomass {$biomass}
micro-status-player = {$player}: threshold {$threshold}, {$standing}
micro-status-species = {$species} [{$letter}]: {$metabolism}, each generation eats {$eats} a turn; cards {$cards}
micro-status-species-pigments = {$species} [{$letter}]: {$metabolism}, each generation eats {$eats} a turn; cards {$cards} (pigments: {$pigments})
micro-status-colony = {$colony} on {$hex}: generation {$generation}, stock {$stock}/{$threshold}, uptake {$setting}
micro-status-passenger = {$colony} on {$hex}: generation {$generation}, stock {$stock}/{$threshold}, uptake {$setting}, riding on {$host}

# Leaving the game, and a typed move that is no move at all.
micro-resign-event = {$player} leaves the game; their colonies and spores go.
micro-seat-not-in-game = That seat is not in the game.
micro-too-long = `{$move}` is too long to be a move.
micro-empty-move = Type a move, like `pass` or `grow d5`.

# The board (rendering/micro.py): a habitat tile's short name, drawn on the tile and beside the habitats
# being arranged.
micro-board-tile = {$design ->
    [shallows] Shallows
    [vent] Vent
    [seep] Seep
    [kelp] Kelp
    [estuary] Estuary
    [brine] Brine
    [ice] Ice
    [reef] Reef
    [abyss] Abyss
    [whalefall] Whalefall
   *[other] {$design}
  }
