"""The fill-in tables: what each asks and what is right (spec), how a table is checked (check) and how its verdict looks (verdict)."""
