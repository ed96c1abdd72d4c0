# The console's reading of Discord's relative timestamps (`<t:…:R>`), which Discord writes in each reader's
# client language.
console-now = maintenant
console-in = dans {$duration}
console-ago = il y a {$duration}
