# The console's reading of Discord's relative timestamps (`<t:…:R>`), which Discord writes in each reader's
# client language.
console-now = jetzt
console-in = in {$duration}
console-ago = vor {$duration}
