"""Verdicts: reading what a student wrote (`answers`), the reports of findings (`report`), the
fill-in tables (`tables/`), the server checks (`checks/`) and the functions written from scratch
(`functions/`). A student's mistake is data here, never an exception.
"""
