"""Processes and time: the scripted client and its transcript (harness), the sandbox, the tap, the Inspector and the real clients run. No verdicts."""
