"""Verdicts: reading answers, the reports of findings, the fill-in tables, the server checks and the functions written from scratch."""
