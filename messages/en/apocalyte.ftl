# Apocalyte's own words (rules/apocalyte/): its prompts, buttons, log lines, refusals and status.

# The words other sentences are built with (rules/apocalyte/words.py): a territory's name, counts of
# armies, supplies and territories, and the scenario's name and its Apocalytes.
apocalyte-territory = {$code ->
    [ala] Alaska
    [nwt] Northwest Territory
    [grl] Greenland
    [alb] Alberta
    [ont] Ontario
    [que] Quebec
    [wus] Western United States
    [eus] Eastern United States
    [cam] Central America
    [ven] Venezuela
    [per] Peru
    [bra] Brazil
    [arg] Argentina
    [ice] Iceland
    [sca] Scandinavia
    [gbr] Great Britain
    [neu] Northern Europe
    [weu] Western Europe
    [seu] Southern Europe
    [ukr] Ukraine
    [naf] North Africa
    [egy] Egypt
    [con] Congo
    [eaf] East Africa
    [saf] South Africa
    [mad] Madagascar
    [ura] Ural
    [sib] Siberia
    [yak] Yakutsk
    [kam] Kamchatka
    [irk] Irkutsk
    [mon] Mongolia
    [jap] Japan
    [afg] Afghanistan
    [chi] China
    [mea] Middle East
    [ind] India
    [sia] Siam
    [ino] Indonesia
    [ngu] New Guinea
    [wau] Western Australia
    [eau] Eastern Australia
   *[other] {$code}
  }
apocalyte-armies = {$count ->
    [one] {$count} army
   *[other] {$count} armies
  }
apocalyte-supplies = {$count ->
    [one] {$count} supply
   *[other] {$count} supplies
  }
apocalyte-territories = {$count ->
    [one] {$count} territory
   *[other] {$count} territories
  }
apocalyte-scenario = {$scenario ->
    [zombies] Zombies
    [infection] Infection
    [mutants] Mutants
    [aliens] Aliens
    [demons] Demons
    [meteor] Meteor
   *[other] Apocalyte
  }
apocalyte-noun = {$scenario ->
    [zombies] zombies
    [infection] infected
    [mutants] mutants
    [aliens] aliens
    [demons] demons
    [meteor] rioters
   *[other] Apocalytes
  }
apocalyte-whose = {$scenario ->
    [zombies] the zombies'
    [infection] the infected's
    [mutants] the mutants'
    [aliens] the aliens'
    [demons] the demons'
    [meteor] the rioters'
   *[other] the Apocalytes'
  }
apocalyte-counted = {$scenario ->
    [zombies] {$count ->
        [one] {$count} zombie
       *[other] {$count} zombies
      }
    [infection] {$count} infected
    [mutants] {$count ->
        [one] {$count} mutant
       *[other] {$count} mutants
      }
    [aliens] {$count ->
        [one] {$count} alien
       *[other] {$count} aliens
      }
    [demons] {$count ->
        [one] {$count} demon
       *[other] {$count} demons
      }
    [meteor] {$count ->
        [one] {$count} rioter
       *[other] {$count} rioters
      }
   *[other] {$count ->
        [one] {$count} Apocalyte
       *[other] {$count} Apocalytes
      }
  }

# The prompts (rules/apocalyte/asks.py): to the player owing the decision, after their name, and
# (the tasks) to everyone else, after "waiting for NAME to".
apocalyte-draft-prompt = your pick: choose a free territory (`pick ural`), or `pick auto`.
apocalyte-draft-task = pick a territory
apocalyte-place-prompt = place your {$count ->
    [one] {$count} extra army
   *[other] {$count} extra armies
  }, at most 5 more on any territory (`place 3 ural`), or `place auto` to spread them.
apocalyte-place-task = place {$count ->
    [one] {$count} extra army
   *[other] {$count} extra armies
  }
apocalyte-quarantine-prompt = {$noun} from {$from} are coming into {$to}: quarantine it? (`quarantine yes` rolls to keep them out, `quarantine no` lets them in).
apocalyte-quarantine-task = decide on a quarantine of {$place}
apocalyte-permission-prompt = {$name} asks your permission {$reasons}: `allow` or `refuse`?
apocalyte-permission-task = answer {$name}'s request to {$move}
apocalyte-reinforce-prompt = your turn: place your {$count ->
    [one] {$count} new army
   *[other] {$count} new armies
  } on territories free of {$noun} (`place 2 ural`), or `place auto`.
apocalyte-reinforce-task = place {$count ->
    [one] {$count} new army
   *[other] {$count} new armies
  }
apocalyte-move-source-prompt = movement {$number} of 2: pick where armies leave from (`move ural`, or all at once: `move 3 ural ukraine`), or `done` to go to combat.
apocalyte-move-route-prompt = moving from {$place}: where to?
apocalyte-move-count-prompt = how many armies move from {$route}?
apocalyte-move-carry-prompt = how many supplies do the {$armies} carry from {$place}?
apocalyte-move-task = move armies
apocalyte-combat-prompt = combat: fight up to {$rounds} rounds in each territory you share with {$noun} (`attack 2 ukraine`).
apocalyte-combat-owed = You must fight at least one round in {$places}.
apocalyte-combat-or-done = Or `done`.
apocalyte-combat-task = fight the {$noun}
apocalyte-end-prompt = end of your turn: {$actions}, or `done`.
apocalyte-end-task = finish their turn
# A movement's route, in a prompt and in the words of a movement.
apocalyte-route = {$from} to {$to}
apocalyte-route-through = {$from} to {$to}, through {$via}

# The buttons and menu choices (rules/apocalyte/asks.py and the scenarios' end-of-turn actions).
apocalyte-label-pick-auto = Pick for me
apocalyte-label-pick = Pick {$place}
apocalyte-label-place-auto = Spread all {$count} for me
apocalyte-label-place = Place {$count} in {$place}
apocalyte-label-back = Back
apocalyte-label-move-from = Move from {$place} ({$armies})
apocalyte-label-moves-done = Done moving: go to combat
apocalyte-label-route = {$from} → {$to}
apocalyte-label-route-through = {$from} → {$to} through {$via} (both moves)
apocalyte-label-move-count = Move {$armies}
apocalyte-label-carry = Carry {$supplies}
apocalyte-label-carry-none = Carry no supplies
apocalyte-label-fight = {$word ->
    [research] Research the cure
    [attack] Attack
   *[fight] Fight
  } in {$place}, {$rounds ->
    [one] {$rounds} round
   *[other] {$rounds} rounds
  } (you {$armies}, {$noun} {$apocalytes})
apocalyte-label-fights-done = Done fighting
apocalyte-label-end-turn = End my turn
apocalyte-label-allow = Allow
apocalyte-label-refuse = Refuse
apocalyte-label-quarantine = Quarantine (roll to keep them out)
apocalyte-label-let-in = Let them in
apocalyte-label-destroy = Attack the unguarded mothership in {$place} (1 die against 2)
apocalyte-label-close = Close the portal in {$place} with its {$supplies} supplies

# A movement (rules/apocalyte/movement.py): in the infinitive, in a permission's prompt and task and in
# the log's requests; as the log's line once it is made.
apocalyte-describe = move {$armies} from {$route}
apocalyte-describe-carrying = move {$armies} from {$route}, carrying {$supplies}
apocalyte-moves = {$name} moves {$armies} from {$route}.
apocalyte-moves-carrying = {$name} moves {$armies} from {$route}, carrying {$supplies}.
# Why a movement needs another player's permission, after "NAME asks your permission".
apocalyte-reason-leave = to leave {$place}, which you share, for a territory {$name} does not hold
apocalyte-reason-enter = to enter {$place} with {$armies}, not outnumbering the {$others} of other players there
apocalyte-reason-carry = to carry {$supplies} out of {$place}, where you have more armies

# The refusals of a movement: the one check behind the routes offered and a typed movement.
apocalyte-refusal-no-armies = You have no armies in {$place}.
apocalyte-refusal-last-army = Your only army in {$place} must stay: a territory is never left empty.
apocalyte-refusal-both-moves = Passing through {$place} takes both movements of the turn; you have {$left} left.
apocalyte-refusal-not-bordering = {$place} does not border {$other}.
apocalyte-refusal-no-way-through = There is no way from {$from} through {$via} to {$to}.
apocalyte-refusal-not-crossable = Armies cannot pass through {$place}: only an empty territory nobody may stay in can be crossed, with both movements.
apocalyte-refusal-movement-refused = That movement from {$from} to {$to} was refused this turn.
apocalyte-refusal-withdraw-only = Your armies share {$place} with the {$noun}: they may only withdraw into a territory where you have armies.
apocalyte-refusal-move-count = You can move 1 to {$most} of your armies out of {$place}.
apocalyte-refusal-no-carrying = No supplies can be carried: {$why}
apocalyte-refusal-carry-limit = One movement carries at most {$most}, and {$place} holds {$held}.
apocalyte-refusal-nowhere = Armies in {$place} have nowhere they may go now.

# A player's turn (rules/apocalyte/turn.py): the log's lines.
apocalyte-turn-begins = {$name}'s turn: {$armies} to place.
apocalyte-turn-begins-none = {$name}'s turn: no new armies: every territory of theirs holds {$noun}.
apocalyte-moves-done = {$name} ends their movements.
apocalyte-request = {$name} asks {$asked} for permission to {$move}.
apocalyte-refused = {$name} refuses: {$mover} may not {$move}.
apocalyte-allowed = {$name} allows {$mover} to {$move}.
apocalyte-request-lapses = The permission request lapses: one of the players asked has left.
# The refusals of a turn's moves.
apocalyte-refusal-fought-most = You have fought {$rounds} rounds in {$place} this turn: that is the most.
apocalyte-refusal-none-to-fight = There are no {$noun} in {$place} to fight.
apocalyte-refusal-needs-supply = Your armies cannot attack the {$noun} in {$place}: it takes a supply there.
apocalyte-refusal-rounds-left = {$place} has {$rounds ->
    [one] {$rounds} combat round
   *[other] {$rounds} combat rounds
  } left this turn.
apocalyte-refusal-finish-movement = Finish the movement you started, or `back` out of it, before `done`.
apocalyte-refusal-nothing-to-go-back = There is no movement being chosen to go back from.
apocalyte-refusal-carry-first = Choose the route and the number of armies first; then how many supplies to carry.
apocalyte-refusal-fights-owed = Fight at least one round in every territory you share: still {$places}.
apocalyte-refusal-end-action = `{$move}` is not possible now. At the end of your turn: {$allowed}, or `done`.

# The Apocalytes' moves and the combat rounds (rules/apocalyte/scenario.py, dice.py): the log's lines.
apocalyte-nowhere-to-go = The {$noun} in {$place} have nowhere to go.
apocalyte-how-many-move = How many of the {$counted} in {$place} move: the die shows {$die} ({$band ->
    [one] 1–2: one
    [half] 3–4: half, rounded up
   *[most] 5–6: all but one
  }), so {$count} {$count ->
    [one] moves
   *[other] move
  }.
apocalyte-apocalytes-move = {$counted} {$count ->
    [one] moves
   *[other] move
  } from {$from} into {$to}.
apocalyte-dice = {$name} {$dice}, {$noun} {$apocalytes}
apocalyte-quarantine-holds = {$name} quarantines {$place}: {$dice}: {$successes ->
    [one] {$successes} success
   *[other] {$successes} successes
  } for the {$noun}, so the quarantine holds.
apocalyte-quarantine-failed = {$name} quarantines {$place}: {$dice}: {$details}.
apocalyte-quarantine-fails = the quarantine fails
apocalyte-attacks = {$name} attacks the {$noun} in {$place}: {$details}.
apocalyte-attacked = The {$noun} in {$place} attack {$name}: {$details}.
apocalyte-nobody-falls = nobody falls
apocalyte-loses = {$name} loses {$armies}
apocalyte-fall = {$counted} {$count ->
    [one] falls
   *[other] fall
  }
# A re-roll, within a combat round's line.
apocalyte-reroll-apocalytes = the {$why ->
    [zombies] zombies (no supplies here)
    [mutants] mutants (they outnumber the players beside two supplies)
   *[demons] demons (one success)
  } re-roll their {$old}: {$new}
apocalyte-reroll-player = {$name} (supplies here) re-rolls a {$old}: {$new}
# How the game ends, in the log, the status and the end's summary.
apocalyte-won = Every one of the {$noun} is gone: the players win together.
apocalyte-lost-clock = {$rounds} rounds are over and the {$noun} are still here: the players lose.

# Zombies (rules/apocalyte/zombies.py): the log's lines.
apocalyte-zombies-outbreak = Cards drawn for the outbreak: {$places}. {$count} zombies rise in each.
apocalyte-zombies-no-growth = No territory holds zombies alone: no zombie is added.
apocalyte-zombies-growth = A third of the {$pool ->
    [one] {$pool} zombie-only territory
   *[other] {$pool} zombie-only territories
  } (rounded up, at most 3) {$count ->
    [one] is drawn: {$places} gains a zombie.
   *[other] are drawn: {$places} gain a zombie each.
  }
apocalyte-zombies-rise = {$loss}, which {$count ->
    [one] rises as a zombie
   *[other] rise as zombies
  }

# Infection (rules/apocalyte/infection.py): the log's lines, a refusal and the status.
apocalyte-infection-outbreak = {$count ->
    [one] Ground zero is drawn: {$places}.
   *[other] Ground zeros are drawn: {$places}.
  }
apocalyte-infection-first-there = One of {$name}'s armies there becomes the first infected.
apocalyte-infection-first-in = One of {$name}'s armies in {$place} becomes the first infected.
apocalyte-infection-nowhere = The infected in {$place} have no neighbour with armies free of infection: they spread nowhere.
apocalyte-infection-no-spread = The infection reaches for {$to} from {$from}: the die shows {$die}, {$need}+ was needed; it does not spread.
apocalyte-infection-spreads = The infection spreads from {$from} into {$to}: the die shows {$die} ({$need}+ needed); one of {$name}'s armies becomes infected.
apocalyte-terminal = Terminal phase: {$rolls}.
apocalyte-terminal-deaths = The infected die: {$deaths}.
apocalyte-infection-deaths = {$count} in {$place}
apocalyte-terminal-no-deaths = Nobody succumbs.
apocalyte-terminal-sealed = Left empty and sealed: {$places}.
apocalyte-infection-attack = {$name} attacks the infected in {$place}: {$dice}; {$outcome}.
apocalyte-infection-nobody-cured = nobody is cured
apocalyte-research-nothing = {$name} researches a cure in {$place}: {$dice}: no breakthrough (two successes are needed).
apocalyte-research-found = {$name} researches a cure in {$place}: {$dice}: two successes, and the cure dice show {$cure}, a double! Part {$part} of {$parts} of the cure is found.
apocalyte-research-no-double = {$name} researches a cure in {$place}: {$dice}: two successes, and the cure dice show {$cure}, no double.
apocalyte-cure-complete = The cure is complete: attacks where supplies are now turn the infected back.
apocalyte-infection-infected = {$loss}, who {$count ->
    [one] becomes
   *[other] become
  } infected
apocalyte-infection-unkillable = the infected cannot be killed
apocalyte-infection-cured = {$count} infected {$count ->
    [one] is cured and joins
   *[other] are cured and join
  } {$name}
apocalyte-refusal-sealed = {$place} is sealed until the cure is found.
apocalyte-refusal-sealed-supplies = {$place} is sealed: armies may enter it only carrying supplies.
apocalyte-unsealed = Supplies reach sealed {$place}: the territory is open again.
apocalyte-progress-cure = Cure: {$parts} of {$of} parts
apocalyte-progress-sealed = Sealed: {$territories}

# Mutants (rules/apocalyte/mutants.py): the log's lines, refusals, the status and the end.
apocalyte-mutants-outbreak = Ground zeros drawn: {$places}. Every army there is lost and {$count} mutants take each; no player may ever enter them.
apocalyte-mutants-no-growth = No territory outside the ground zeros holds mutants alone: none are added.
apocalyte-mutants-growth = Drawn among {$pool ->
    [one] {$pool} mutant-only territory
   *[other] {$pool} mutant-only territories
  }: {$place} gains {$count} mutants.
apocalyte-mutants-drag = They outnumber the players there and drag {$supplies} along.
apocalyte-mutants-plain-round = the players match the mutants and hold two supplies: a plain round
apocalyte-refusal-ground-zero = {$place} is a ground zero: no player army may enter it.
apocalyte-refusal-mutants-outnumber = the mutants in {$place} outnumber the players there ({$mutants} to {$players}), so no supplies leave it.
apocalyte-mutants-won = No mutant is left within the players' reach but lone ones stranded in ground zeros: the players win together.
apocalyte-progress-ground-zeros = Ground zeros: {$count} (closed)

# Aliens (rules/apocalyte/aliens.py): the log's lines, the status and the end.
apocalyte-aliens-outbreak = The mothership lands in {$place}: every army and supply there is lost, and {$count} aliens hold it.
apocalyte-aliens-no-growth = The mothership is destroyed: no aliens are added.
apocalyte-aliens-growth = The mothership in {$place} brings {$counted}.
apocalyte-aliens-growth-seizing = The mothership in {$place} brings {$counted}, {$each} for each supply the aliens seize ({$supplies}, in {$places}).
apocalyte-mothership-follows = All but one alien leave {$from}: the mothership follows them to {$to}.
apocalyte-aliens-survival = survival {$rolls ->
    [one] roll
   *[other] rolls
  } {$dice} ({$need}+ survives): {$fall}
apocalyte-mothership-destroyed = {$name} attacks the mothership in {$place}: {$attack} against {$defence}: the mothership is destroyed!
apocalyte-mothership-holds = {$name} attacks the mothership in {$place}: {$attack} against {$defence}: it holds.
apocalyte-aliens-won = The mothership is destroyed and every alien is gone: the players win together.
apocalyte-progress-mothership = Mothership: {$place}
apocalyte-progress-mothership-destroyed = Mothership: destroyed

# Demons (rules/apocalyte/demons.py): the log's lines, a refusal, the status and the end.
apocalyte-demons-outbreak = Portals open in {$places}; {$count} demons pour out of each.
apocalyte-demons-growth = {$count} demons come through each open portal: {$places}.
apocalyte-refusal-demons-outnumber = the players in {$place} do not outnumber the demons there ({$players} to {$demons}), so no supplies leave it.
apocalyte-portal-closed = {$name} closes the portal in {$place}, spending its {$supplies} supplies.
apocalyte-portals-beyond-reach = Only {$supplies ->
    [one] {$supplies} supply is
   *[other] {$supplies} supplies are
  } left on the board, too few to close {$portals ->
    [one] {$portals} open portal
   *[other] {$portals} open portals
  }: from now on the players win as the general rule says, when every demon is gone from the board.
apocalyte-demons-won = Every demon is gone from the board: the players win together.
apocalyte-progress-portals = Portals open: {$count} of {$of}

# Meteor (rules/apocalyte/meteor.py): the log's lines, refusals, the status and the end.
apocalyte-meteor-outbreak = Riots break out in {$places}: one rioter in each.
apocalyte-meteorite = Meteorite {$number} of {$of} obliterates {$place}: every army and supply there is gone.
apocalyte-missile = {$supplies} supplies stand in {$place} with no rioter near: the missile is fired and the meteor destroyed!
apocalyte-riots = Riots spread around {$place}, and cards drawn for new riots bring one rioter each to {$places}.
apocalyte-riots-into = Riots spread around {$place} into {$around}, and cards drawn for new riots bring one rioter each to {$places}.
apocalyte-refusal-rioters = rioters are in {$place}, so no supplies leave it.
apocalyte-refusal-crater = {$place} is a crater: nothing may move into or through it.
apocalyte-meteor-won = The missile flies and the meteor is destroyed: the players win together.
apocalyte-meteor-strikes = The {$number}{ORDINAL($number) ->
    [one] st
    [two] nd
    [few] rd
   *[other] th
  } meteorite has fallen without a missile: the meteor strikes.
apocalyte-meteor-lost-clock = {$rounds} rounds are over and no missile has flown: the players lose.
apocalyte-progress-meteorites = Meteorites: {$count} of {$of}
apocalyte-progress-missile = Missile: {$count} of {$of} supplies

# The Apocalytes' turn (rules/apocalyte/apocalytes.py): the log's lines.
apocalyte-round = Round {$round}: {$whose} turn.
apocalyte-round-of = Round {$round} of {$of}: {$whose} turn.
apocalyte-no-movers = No territory's {$noun} can move this turn.
apocalyte-movers = Cards drawn for {$whose} movement, in order: {$places} (of {$pool ->
    [one] {$pool} territory
   *[other] {$pool} territories
  } that could move).
apocalyte-cannot-move = The {$noun} in {$place} can no longer move.
apocalyte-destination = The {$noun} in {$place} head for {$to}, drawn among {$among}.

# Setting up (rules/apocalyte/setup.py): the log's lines and the draft's refusal.
apocalyte-drafted = The territories are drafted: each player in turn picks one until all {$count} are taken.
apocalyte-dealt = The territory cards are dealt: {$counts} territories, one army on each.
apocalyte-placement = Everyone now places {$count} extra armies at once, at most 5 more on any territory. The scenario is revealed once every army is placed.
apocalyte-supplies-drawn = Supply counters drawn: {$drawn}.
apocalyte-supplies-of = {$name}: {$places}
apocalyte-refusal-taken = {$place} is already taken.
apocalyte-picks = {$name} picks {$place}.
apocalyte-scenario-rolled = The scenario die shows {$die}: {$scenario}!
apocalyte-scenario-revealed = The scenario is revealed: {$scenario}!
apocalyte-clock = The players have {$rounds} rounds to win ({$source}): if round {$rounds} ends without their victory, they lose.
apocalyte-clock-option = the table's option `rounds`
apocalyte-clock-level = difficulty {$level}'s clock for {$scenario} with {$players} players

# Placing armies (rules/apocalyte/placement.py): the log's lines (two in a row of one player read as one
# in a post) and the refusals.
apocalyte-places = {$name} places {$placed} ({$left} left to place).
apocalyte-places-new = {$name} places new armies: {$placed}.
apocalyte-placed-on = {$place} +{$count}
apocalyte-refusal-not-yours = {$place} is not yours: place extra armies on your own territories.
apocalyte-refusal-left-to-place = You have {$armies} left to place.
apocalyte-refusal-room = {$place} can take {$armies} more: at most {$most} extra on any territory.
apocalyte-refusal-barred = New armies cannot go to {$place}: the Apocalytes are there. They go to your territories free of Apocalytes.
apocalyte-refusal-barred-not-held = New armies cannot go to {$place}: you have no armies there. They go to your territories free of Apocalytes.

# Leaving the game and the game's end (rules/apocalyte/engine.py, flow.py).
apocalyte-refusal-seat-not-in-game = That seat is not in the game.
apocalyte-resigns = {$name} leaves the game; their armies leave the board, their supplies stay.
apocalyte-everyone-left = Everyone has left the game.
apocalyte-out = {$name} has no armies left and is out; the others play on for the team.
apocalyte-overrun = Every player army is gone: the {$noun} have overrun the world.

# A quarantine declined, and the refusals of an answer to another decision than the one asked
# (rules/apocalyte/stages.py): what the verb typed does, and when.
apocalyte-no-quarantine = {$name} lets them in: no quarantine of {$place}.
apocalyte-refusal-not-asked = `{$verb}` {$when}: not what you are asked now, so answer with {$answers}. {$asked}
apocalyte-refusal-not-possible = `{$verb}` {$when}: not possible now. Allowed now: {$allowed}.
apocalyte-when = {$verb ->
    [pick] drafts a territory at setup, in a game dealt by draft
    [place] places your extra armies at setup, or your new armies at the start of your turn
    [move] moves armies, in the movement part of your turn
    [carry] says how many supplies a movement carries, once its route and its armies are chosen
    [back] steps back out of the movement you are choosing
    [attack] fights the Apocalytes in a territory, in the combat part of your turn
    [destroy] attacks the mothership (Aliens scenario) at the end of your turn, when your armies share its territory and no aliens guard it
    [close] closes a portal (Demons scenario) at the end of your turn, where you have armies and the portal holds four supplies or more
    [allow] answers another player who asks your permission for a movement
    [refuse] answers another player who asks your permission for a movement
    [quarantine] answers Apocalytes coming into a territory of yours
   *[done] finishes your movements, your combat or your turn
  }

# Reading typed notation (rules/apocalyte/notation.py, territories.py): the refusals, naming what was
# wrong and what is allowed. A number's kind is the key `armies`, `rounds` or `supplies`.
apocalyte-refusal-too-long = `{$typed}` is too long for a move.
apocalyte-refusal-no-move = Type a move, e.g. `move 3 alaska kamchatka`, `attack ukraine` or `done`.
apocalyte-refusal-not-a-move = `{$typed}` is not a move. Moves: {$moves}.
apocalyte-refusal-extra = `{$verb}` takes nothing after it; `{$typed}` is extra.
apocalyte-refusal-quarantine-answer = Answer `quarantine yes` (roll to keep them out) or `quarantine no`.
apocalyte-refusal-not-number = `{$typed}` is not a {$what ->
    [rounds] number of combat rounds
    [supplies] number of supplies
   *[armies] number of armies
  }: use a whole number from {$low} to {$high}.
apocalyte-refusal-out-of-range = {$typed} is out of range for a {$what ->
    [rounds] number of combat rounds
    [supplies] number of supplies
   *[armies] number of armies
  }: use a whole number from {$low} to {$high}.
apocalyte-refusal-pick-what = Name the territory you pick, e.g. `pick ural`, or `pick auto`.
apocalyte-refusal-place-where = Name where the armies go, e.g. `place 3 ural`, or `place auto`.
apocalyte-refusal-move-where = Name where the armies go too, e.g. `move 3 alaska kamchatka carry 1`.
apocalyte-refusal-carry-how-many = Say how many supplies to carry: `carry 0`, `carry 1` or `carry 2`.
apocalyte-refusal-rounds-most = At most {$rounds} combat rounds per territory each turn.
apocalyte-refusal-attack-where = Name the territory to fight in, e.g. `attack 2 ukraine`.
apocalyte-refusal-close-where = Name the portal to close, e.g. `close ukraine`.
apocalyte-refusal-territory-too-long = `{$typed}` is not a territory: names are shorter than that.
apocalyte-refusal-not-a-territory = `{$typed}` is not a territory. Use a name (`Kamchatka`), a short form (`kamch`, `w eur`) or a three-letter code (`kam`).
apocalyte-territory-coded = {$place} (`{$code}`)
apocalyte-refusal-territory-ambiguous = `{$typed}` could be {$territories}: type a little more.
apocalyte-refusal-name-territories = Name the territories, e.g. `alaska kamchatka`.
apocalyte-refusal-unreadable-territories = I cannot read `{$typed}` as territories: separate them clearly, e.g. with codes (`ala kam`).
apocalyte-refusal-territories-ambiguous = `{$typed}` can be read in more than one way: use the codes, e.g. `ala kam`.

# The status and the board's panel (rules/apocalyte/status.py).
apocalyte-one = {$scenario ->
    [zombies] zombie
    [infection] infected
    [mutants] mutant
    [aliens] alien
    [demons] demon
    [meteor] rioter
   *[other] Apocalyte
  }
apocalyte-phase-draft = Setup: drafting territories (the scenario is revealed after placement).
apocalyte-phase-place = Setup: placing extra armies (the scenario is revealed once every army is placed).
apocalyte-phase-over = {$scenario}, game over after round {$round}.
apocalyte-phase-round = {$scenario}, round {$round}
apocalyte-phase-round-of = {$scenario}, round {$round} of {$of}
apocalyte-phase-apocalytes = {$now}: {$whose} turn.
apocalyte-phase-turn = {$now}: {$name}'s turn ({$stage ->
    [reinforce] new armies
    [move] movement
    [combat] combat
   *[end] end of turn
  }).
apocalyte-status-apocalytes = {$scenario}: {$counted} in {$territories}.
apocalyte-status-left = {$name} ({$colour}): left the game.
apocalyte-status-out = {$name} ({$colour}): no armies left, out.
apocalyte-status-player = {$name} ({$colour}): {$armies} in {$territories}, {$supplies} there (in {$stocked} of them).
apocalyte-status-over = Game over. {$summary}
