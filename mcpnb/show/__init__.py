"""What a student sees that is not a verdict: the sequence pictures (`diagram`), the explorers
and the buffer table (`explore`), a real client's recorded session (`recording`).
"""
