import multiprocessing

from heresy_app.cli import main

# the window's worker processes (the Deck lab's pool) start as spawned copies of the program: in a
# frozen bundle (PyInstaller) this is where such a copy becomes a worker instead of a second window
multiprocessing.freeze_support()
raise SystemExit(main())
