"""Lesson 2's fault before real clients: it speaks only versions up to 2025-03-26 and refuses the
2025-11-25 every real client offers with -32602, instead of counter-offering one it speaks."""
from inspector_echo import serve

serve(supported=("2025-03-26", "2024-11-05"))
