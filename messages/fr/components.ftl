# The placeholder of a select menu under a post with more choices than buttons (cogs/components.py): whom the
# choices are for and what they ask ("Alice: move, attack or reproduce"), then which of them this menu lists.

components-select-placeholder = {$choices_for} ({$first}–{$last} sur {$count})
