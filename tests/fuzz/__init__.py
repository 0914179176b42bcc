"""Fuzzing kept in the project (issue 16): hypothesis strategies for every reader of the program,
run briefly by the test suite and at length by ``python -m tests.fuzz.campaign``."""
