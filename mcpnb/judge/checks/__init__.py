"""The server checks: one conversation after another with a student's server, each finding of its own."""
