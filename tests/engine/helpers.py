"""Small helpers for engine tests: build a position from short card tuples."""

from heresy_app.engine import from_position, log_lines


def position(cards, **kw):
    """``cards``: (label, card id, owner, zone[, sector[, position[, face up]]]). Returns (state, labels)."""
    specs, labels, counts = [], {}, [0, 0]
    for item in cards:
        label, cid, owner, zone = item[:4]
        spec = {"id": cid, "owner": owner, "zone": zone}
        if len(item) > 4:
            spec["sector"] = item[4]
        if len(item) > 5 and item[5] is not None:
            spec["position"] = item[5]
        if len(item) > 6:   # g17c: face up or down
            spec["face_up"] = item[6]
        specs.append(spec)
        labels[label] = (owner, counts[owner])
        counts[owner] += 1
    kw.setdefault("planet", "isstvan_iii")
    kw.setdefault("attacker", 0)
    g = from_position(specs, **kw)
    n0 = counts[0]
    return g, {k: (i if o == 0 else n0 + i) for k, (o, i) in labels.items()}


def kinds(g):
    return {d[0] for d in g.legal_decisions()}


def cited(g):
    return [r for r, _ in log_lines(g)]
