# Why a state the log kept cannot be used, as the damage reports name it.
snapshots-undecompressed = der gespeicherte Stand lässt sich nicht entpacken ({$error})
snapshots-unloadable = der gespeicherte Stand lässt sich nicht laden ({$kind}: {$error})
