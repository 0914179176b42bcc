## files that cannot be read (files.py: file-<key>)
file-missing = no such file
file-denied = permission denied
file-unreadable = cannot read: { $detail }
file-not-regular = not a regular file: { $kind }
file-too-large = more than { $limit } bytes: too large for { $what }
file-not-utf8 = not UTF-8 text
file-json = not valid JSON: { $detail }
file-toml = not valid TOML: { $detail }
file-deep = nested more than { $limit } levels deep
file-big-number = a number of more than { $limit } digits
file-not-finite = { $value } is not a number this program reads
file-surrogate = a lone surrogate (\u{ $code }) is not text
file-db-open = your card database cannot be opened: { $detail }
file-db-unreadable = your card database cannot be read ({ $detail }); only the shipped cards are used. Move the file aside (rename it) and Heresy starts a new one
file-db-write = cannot write your card database: { $detail }
file-shipped-damaged = the shipped card database is damaged ({ $detail }): reinstall Heresy
file-db-folder = cannot write your card database: { $folder } is not a folder
file-db-shipped = this is the shipped card database, which is never written; your own cards need a file of their own
# what a path is when it is not a regular file
file-kind = { $kind ->
        [folder] a folder
        [fifo] a named pipe (FIFO)
        [device] a device
        [socket] a socket
       *[other] a special file
    }
# what a file was read as ("too large for …")
file-what = { $what ->
        [deck] a deck file
        [cards] a card file
        [scenario] a scenario file
        [game] a saved game
        [settings] a settings file
        [autosave] an autosave
       *[file] this file
    }
file-line = line { $line }
file-column = column { $column }
file-field = field { $field }

## files the program will not write (atomic.py: write-<key>)
write-empty = no file name given
write-nul = the name holds a NUL character
write-kind = not a regular file: { $kind }
write-dangling = a symbolic link to nothing
write-read-only = the file is read-only
write-denied = permission denied
write-no-folder = no such folder: { $folder }
write-not-folder = not a folder: { $folder }
write-too-long = the name is too long
write-os = { $detail }
write-cannot = cannot write
