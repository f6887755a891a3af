#!/usr/bin/env python3
"""Prints, as one JSON object, what WebKit keeps on disk of a site's localStorage.

Reads the SQLite files (the database and its write-ahead log) the way WebKit's own next start
would, without writing to them: a restart waits for this to equal what the page holds.
"""
import json
import sqlite3
import sys

connection = sqlite3.connect('file:' + sys.argv[1] + '?mode=ro', uri=True)
items = {
    key: bytes(value).decode('utf-16le', errors='replace') if not isinstance(value, str) else value
    for key, value in connection.execute('SELECT key, value FROM ItemTable')
}
print(json.dumps(items))
