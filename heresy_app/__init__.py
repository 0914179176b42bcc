"""Heresy: a desktop companion for the Horus Heresy collectible card game."""

__version__ = "0.1.0"
