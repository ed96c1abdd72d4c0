# Extinction (rules/extinction/): what its engine says, in this language.

# What a seat's secret gene cards are called in its private look.
extinction-secret-name = Genotyp
