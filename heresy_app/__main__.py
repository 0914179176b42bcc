from heresy_app.cli import main

raise SystemExit(main())
