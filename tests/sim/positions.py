"""Small hand-built positions for the AI tests (Isstvan III: Choral City 0 needs 3 flags,
Sirenhold 1 needs 2, Ash Wastes 2 needs 4)."""

from __future__ import annotations

from heresy_app.engine import from_position

FILLER = [("IS-201", 0, "deck")] * 4 + [("IS-201", 1, "deck")] * 4   # cards left to roll with


def position(cards, battle=1, to_act=0, db=None, **kw):
    """``cards``: (label, id, owner, zone[, sector[, position]]). Returns (game, {label: card})."""
    specs, labels, counts = [], {}, [0, 0]
    for item in list(cards) + [(None,) + f for f in FILLER]:
        label, cid, owner, zone = item[:4]
        spec = {"id": cid, "owner": owner, "zone": zone}
        if len(item) > 4:
            spec["sector"] = item[4]
        if len(item) > 5:
            spec["position"] = item[5]
        specs.append(spec)
        if label:
            labels[label] = (owner, counts[owner])
        counts[owner] += 1
    if battle is not None:
        kw.setdefault("to_act", to_act)
    g = from_position(specs, planet="isstvan_iii", attacker=0, battle=battle, db=db, log=False, **kw)
    return g, {k: (i if o == 0 else counts[0] + i) for k, (o, i) in labels.items()}
