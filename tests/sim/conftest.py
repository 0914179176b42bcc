"""Shared pieces for the simulator and policy tests: the card database and the sample decks."""


from __future__ import annotations

import pytest


@pytest.fixture(scope="session")
def db():
    from heresy_app.cards.db import CardDB
    return CardDB()


@pytest.fixture(scope="session")
def decks(db):
    from heresy_app.decks.practice import playable_ids as _deck_ids
    return _deck_ids("sample:loyalist", db)[0], _deck_ids("sample:traitor", db)[0]
