"""Several `heresy cards rulings` commands at once on one user folder lose nothing (issue 29,
finding 1): every read-modify-write of rulings.json holds the user folder's lock across the read
and the atomic write."""

import json

from heresy_app.cards.own_rulings import OwnRulings
from tests.concurrency.conftest import run_at_once


def _shared_file(path, prefix: str, n: int) -> None:
    rulings = [{"id": f"{prefix}{i:04d}", "card": "IS-001", "kind": "ruling", "text": f"{prefix} ruling {i}"}
               for i in range(n)]
    path.write_text(json.dumps({"format": "heresy-rulings", "version": 1, "rulings": rulings}), encoding="utf-8")


def test_parallel_imports_of_distinct_rulings_keep_every_one(home, tmp_path):
    files = []
    for k in range(4):
        f = tmp_path / f"group{k}.json"
        _shared_file(f, f"g{k}x", 200)
        files.append(f)
    results = run_at_once(home, [["cards", "rulings", "import", str(f)] for f in files])
    for r in results:
        assert r.returncode == 0, r.stderr
        assert "added 200" in r.stdout
    store = OwnRulings(home / "rulings.json")
    assert store.problem is None
    assert len(store.all()) == 800
    assert not [p.name for p in home.iterdir() if p.name.endswith(".tmp")]


def test_parallel_adds_keep_every_one(home):
    results = run_at_once(home, [["cards", "rulings", "add", "IS-001", f"house rule {i}"] for i in range(12)])
    for r in results:
        assert r.returncode == 0, r.stderr
    texts = {r.text for r in OwnRulings(home / "rulings.json").all()}
    assert texts == {f"house rule {i}" for i in range(12)}
