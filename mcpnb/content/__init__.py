"""Lesson content that the checks, the tables and the pictures share: what the course's own
requests say (`probes`), lesson 4's table of eras met for real (`matrix`) and lesson 5's requests
built, sent and read (`exchange`). Above the machinery of `mcpnb.running`, which knows no lesson,
and below `mcpnb.judge` and `mcpnb.show`, which both use it.
"""
