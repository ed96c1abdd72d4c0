# The slash commands' descriptions: the command catalogue's (table/commands.py) and their groups' (cogs/).
# Discord shows each under its group, command or option, 100 characters at most (longer is cut); the
# console shows an option's when a command is typed without it. The option values and notations a description
# names (12h, none, easy, continue, accept, yes, pause, 'move 3 n', c5, …) are what a member types or picks:
# a translation keeps them as they are.

# The command groups, one per cog.
command-group-game = Play evolution board games in this channel
command-group-admin = Administer this channel's game
command-group-animacule = Your moves in Animacule Apocalypse
command-group-soup = Your moves in Primordial Soup
command-group-apocalyte = Your moves in Apocalyte
command-group-extinction = Your moves in Extinction
command-group-micro = Your moves in µ (Micro)

# /mygames, asked from anywhere (a direct message with the bot included).
command-mygames = Your games in every server this bot is in, those waiting for you first

# /game: the table commands every game shares.
command-game-new = Open a table for a game in this channel
command-option-which-game = Which game
command-game-new-option-options = Rule options as name=value, several with commas or spaces; see {COMMAND("game rules")}
command-game-new-option-deadline = Time per decision: 12h, 2d, 1w or none (default: the server's)
command-game-join = Take a seat at the open table
command-game-start = Start the game (the host or an admin)
command-game-addbot = Fill a seat with an AI player (the host or an admin)
command-game-addbot-option-level = How well it plays: easy, normal (default) or strong
command-game-hint = Tables with hints=on: the move the strong bot would make for you now, privately
command-game-resign = Leave the game for good
command-game-board = Post the current board, or a past game's final one
command-option-past-game = A game's id from {COMMAND("game history")} (default: this channel's)
command-game-status = Players, colours, pieces and whose turn it is
command-game-log = The last moves and every die roll
command-game-log-option-count = How many entries (default 10)
command-game-rules = How to play, and how we read the rulebook's gaps
command-game-rules-option-game = Which game (default: this channel's)
command-game-export = The game's record (state and log) as a JSON file
command-game-undo = Take back your last move (the other players are asked when needed)
command-game-replay = An animation of a whole game, one frame per move
command-game-replay-option-speed = How fast the moves go by (default normal)
command-game-history = This channel's past games, with their ids
command-game-stats = Games played, won and how, by game, in this server
command-game-stats-option-member = Whose (default: yours)
command-game-stats-option-game = Only this game
command-game-top = A game's leaderboard in this server: ratings and wins
command-game-mine = Your games in this server, those waiting for you first
command-game-away = Away: your deadlines pause, or the bot plays for you, in every game here
command-game-away-option-days = For how many days (default: until {COMMAND("game back")})
command-game-away-option-mode = pause your deadlines, or let the bot play for you
command-game-away-option-member = Admins: mark another member away
command-game-hours = Your own hours, in every server: outside them no deadline of yours runs out
command-game-hours-option-start = When your hours start: an hour of the day, 0-23
command-game-hours-option-end = When they end: 0-23 (past midnight if smaller than {OPTION("start")})
command-game-hours-option-timezone = Your time zone's IANA name, e.g. Europe/Berlin (leave all out: clear them)
command-game-back = Back from away: your deadlines run again
command-game-back-option-member = Admins: bring another member back
command-game-notify = How you are told it is your turn
command-game-notify-option-mode = channel ping, direct message, or off
command-game-follow = Get a direct message with each new board of this channel's game
command-game-unfollow = Stop following this channel's game
command-game-my-data = Everything this bot keeps about you in this server, as a file only you see
command-game-forget-me = Erase your data here; your past games keep you as a former player (confirmed)

# /admin: what an admin does to a channel's game.
command-admin-reset = End and archive this channel's game
command-admin-kick = Resign a player from this channel's game
command-admin-kick-option-player = The player to remove
command-admin-skip = Pass the open prompt with its most passive answer
command-admin-rollback = Return this channel's game to an earlier version (each board names its own)
command-admin-rollback-option-version = The version to return to
command-admin-role = Set (or clear) the role whose members administer games here
command-admin-role-option-role = The role; leave out to clear it
command-admin-defaults = The server's clock: time per decision, reminders, timeouts
command-admin-defaults-option-deadline = New tables' time per decision: 12h, 2d, 1w or none
command-admin-defaults-option-reminders = When to remind: 50%,1h (share gone, or time left), or none
command-admin-defaults-option-timeouts = Missed deadlines in a row before a player leaves the game
command-admin-language = The language of the server's public posts: boards, reminders, summaries
command-admin-language-option-language = The language; leave out to see the current one
command-admin-forget = Forget a member (one who left, say) as {COMMAND("game forget-me")} does (confirmed)
command-admin-forget-option-member-id = The member's id (Developer Mode: right-click → Copy User ID) or mention

# Every game's /<game> play, with its move option; then the moves of Animacule Apocalypse.
command-play = Make any legal move, typed in notation (autocomplete lists them)
command-play-option-move = The move, e.g. 'move 3 n'
command-animacule-move = Move an animacule one square (eats food; an empty square brings a calamity)
command-animacule-option-animacule = Your animacule's number
command-animacule-option-direction = Which way
command-animacule-attack = Attack the animacule next to yours
command-animacule-split = Parthenogenesis: a full animacule splits, the child placed that way
command-animacule-mate = Allogamy with the full animacule on that side
command-animacule-fight = Go on with your fight, or retreat
command-animacule-fight-option-choice = continue or retreat
command-animacule-mating = Answer a mating offer
command-animacule-mating-option-answer = accept or decline

# /soup: moves in Primordial Soup.
command-soup-drift = Let the amoeba drift with the current
command-soup-move = Move by the compass die for 1 BP, or go the way a free choice or Movement II lets you
command-soup-move-option-direction = Movement II, or after a free choice: the direction
command-soup-stay = Stay put: instead of drifting (Holding), after a free choice, or instead of a second move
command-soup-eat = Choose the cubes your amoeba eats
command-soup-eat-option-cubes = The colours, e.g. 'red green blue'
command-soup-buy = Buy a gene card
command-soup-buy-option-gene = The gene
command-soup-divide = Place a new amoeba for 6 BP
command-soup-option-space = The space, e.g. c4
command-soup-place = Place an amoeba at setup
command-soup-defend = Answer an attack with Defense: a fight for 1 BP
command-soup-escape = Answer an attack with Escape: move away for 1 BP
command-soup-escape-option-direction = Movement II: the direction
command-soup-decline = Do not react to the attack
command-soup-done = Finish buying genes or dividing

# /apocalyte: moves in Apocalyte.
command-apocalyte-place = Place armies: extra ones at setup, new ones on your turn
command-apocalyte-place-option-armies = How many and where, e.g. '3 ural', or 'auto'
command-apocalyte-move = Move armies (a territory to start, or all at once: '3 alaska kamchatka')
command-apocalyte-move-option-move = e.g. '3 alaska kamchatka' or '2 w eur n afr carry 1'
command-apocalyte-carry = How many supplies the moving armies carry along
command-apocalyte-carry-option-supplies = 0, 1 or 2
command-apocalyte-attack = Fight the Apocalytes in a territory for 1 to 3 rounds
command-apocalyte-attack-option-fight = Rounds and territory, e.g. '2 ukraine'
command-apocalyte-allow = Allow the movement another player asks you for
command-apocalyte-refuse = Refuse the movement another player asks you for
command-apocalyte-quarantine = Quarantine your territory against incoming Apocalytes, or not
command-apocalyte-quarantine-option-answer = yes rolls to keep them out, no lets them in
command-apocalyte-done = Finish moving, fighting or your turn
command-apocalyte-back = Step back out of the movement you are choosing
command-apocalyte-pick = Draft a territory at setup
command-apocalyte-pick-option-territory = The territory, or 'auto'
command-apocalyte-close = Demons: close a portal holding four supplies
command-apocalyte-close-option-portal = The portal's territory
command-apocalyte-destroy = Aliens: attack the unguarded mothership

# /extinction: moves in Extinction.
command-extinction-genes = See your own gene cards (only you)
command-extinction-place = Colonisation: put founders on an empty hex
command-extinction-place-option-count = How many founders (1-6)
command-extinction-option-hex = The hex, e.g. c5
command-extinction-move = Migrate (or relocate at setup) individuals from one hex to another
command-extinction-move-option-count = How many individuals
command-extinction-move-option-source = From the hex, e.g. c5
command-extinction-move-option-target = To the hex, e.g. d6
command-extinction-add = Reproduce: put newborns on a hex
command-extinction-add-option-count = How many newborns
command-extinction-remove = Choose which of your individuals die
command-extinction-remove-option-count = How many
command-extinction-barrier = Place a barrier (a kind alone: then choose its hex)
command-extinction-barrier-option-kind = Which barrier
command-extinction-barrier-option-hex = The hex, e.g. c5 (leave out to choose it from the kind's menu)
command-extinction-compete = Compete: take a weaker rival hex next to yours
command-extinction-option-moving-in = How many move in
command-extinction-option-from-your-hex = From your hex
command-extinction-option-rival-hex = The rival's hex
command-extinction-prey = Prey: announce your predator type (no options), or take a rival hex
command-extinction-change = Change Genes: swap one card for the top of its deck
command-extinction-change-option-deck = Which gene deck
command-extinction-take = Mild Season: choose a pair of actions
command-extinction-take-option-first = The first action
command-extinction-take-option-second = The second action
command-extinction-auto = Let the game place your founders or newborns, or choose who dies
command-extinction-done = Finish an optional action (or relocation)

# /micro: moves in µ (Micro).
command-micro-arrange = Setup: lay out your three habitats on your home hexes, in their order
command-micro-arrange-option-habitats = The habitats in the order of your home hexes, e.g. 'vent abyss brine'
command-micro-place = Place your starting colony at setup, or the habitat an exchange drew
command-micro-place-option-hex = The hex, e.g. d4
command-micro-grow = Grow a ready colony: then double, move and evolve, 1 resource each
command-micro-grow-option-colony = Your colony's hex, e.g. d5 (autocomplete: colonies ready to grow)
command-micro-double = Grow a ready colony by doubling it (+1 generation), or double the one growing
command-micro-option-colony-growing = Your colony's hex, e.g. d5 (leave out while that colony is growing)
command-micro-spore = Grow a ready colony by leaving a spore, or leave one from the colony growing
command-micro-move = Grow a ready colony by moving it (half of it, from generation 2), or move the one growing
command-micro-move-option-colony = Your colony's hex, e.g. d5
command-micro-move-option-to = The free habitat to move to, e.g. e6
command-micro-evolve = Grow a ready colony by evolving it (draw an evolution card), or evolve the one growing
command-micro-exchange = Draw a habitat from Gaia and swap it for an unused one of yours
command-micro-attack = Attack a nearby rival colony
command-micro-attack-option-colonies = Your colony and the one attacked, e.g. 'd5 d6'
command-micro-metabolism = Give back an evolution card and draw a new metabolism
command-micro-metabolism-option-choice = Species and card given back, e.g. 'vibrio gliding'
command-micro-uptake = How much a colony takes up each turn (free)
command-micro-uptake-option-setting = Colony and amount: safe, min, max or a number, e.g. 'd5 min'
command-micro-pass = End your turn without a main action
command-micro-done = Stop growing the colony (growing is your main action: the turn ends)
