"""The deck lab: a gauntlet of decks, every pairing played many times, on one machine or a Dask
cluster, with the same seeded results whatever runs it (docs/gauntlet.md). No Qt here.

- :mod:`.plan` — the field, the pairings, every game's seed, the chunks of games;
- :mod:`.field` — the field read from deck files, samples and folders;
- :mod:`.work` — one chunk of games played from plain JSON (what a worker runs);
- :mod:`.store` — the results file (SQLite), written a chunk at a time, resumable;
- :mod:`.runners` — the local process pool and Dask (a ``LocalCluster`` or a scheduler address);
- :mod:`.tables` — the win-rate matrix, each deck's rate, per-card figures, game length;
- :mod:`.gauntlet` — a whole run: plan, store, runner, report.
"""
