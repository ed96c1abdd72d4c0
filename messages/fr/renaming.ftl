# The name a forgotten member takes in every game kept (and written into them).
renaming-former-player = ancien joueur {$number}
