# Why a state the log kept cannot be used, as the damage reports name it.
snapshots-undecompressed = l’état conservé ne se décompresse pas ({$error})
snapshots-unloadable = l’état conservé ne se charge pas ({$kind} : {$error})
