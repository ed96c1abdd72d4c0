# `/game my-data`, privately, with the file.
privacy-my-data = Everything this bot keeps about you in this server: {$kept}. `{COMMAND("game forget-me")}` erases it.
privacy-my-data-empty = This bot keeps nothing about you in this server: the file is empty.
# What is kept, when nothing is (in the forget question).
privacy-kept-nothing = nothing
# Forgetting a member: `/game forget-me` (the member themselves) or `/admin forget` (an admin, for `member`).
privacy-forgotten-already = There is nothing left to forget: it was forgotten already.
privacy-forgotten-self = Done. You are now "{$name}" in every game kept in this server; settings, follows and ratings are erased, and seats in games under way were resigned.
privacy-forgotten-member = Done. {$member} is now "{$name}" in every game kept in this server; settings, follows and ratings are erased, and seats in games under way were resigned.
privacy-nothing-to-forget-self = This bot keeps nothing about you in this server: there is nothing to forget.
privacy-nothing-to-forget-member = This bot keeps nothing about {$member} in this server: there is nothing to forget.
privacy-ask-self = Forget you in this server for good? Your settings, follows and ratings are erased, seats in games under way are resigned, and in every game kept here the name and id become "former player N". It cannot be undone. Kept now: {$kept}.
privacy-ask-member = Forget {$member} in this server for good? {$member}'s settings, follows and ratings are erased, seats in games under way are resigned, and in every game kept here the name and id become "former player N". It cannot be undone. Kept now: {$kept}.
privacy-forget-button = Forget
privacy-member-id = {$reason} Give the member's id (Developer Mode: right-click them → Copy User ID) or their mention; got {$got}.
