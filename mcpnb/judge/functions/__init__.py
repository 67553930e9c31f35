"""The functions a student writes from scratch: their properties, the check, and the runner that calls them in a process of its own."""
