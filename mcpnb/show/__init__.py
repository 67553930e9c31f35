"""What a student sees that is not a verdict: the sequence pictures, the explorers, a real client's recorded session."""
