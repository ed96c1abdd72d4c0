# Why a state the log kept cannot be used, as the damage reports name it.
snapshots-undecompressed = the kept state does not decompress ({$error})
snapshots-unloadable = the kept state does not load ({$kind}: {$error})
