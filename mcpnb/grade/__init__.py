"""Grading a class: the hand-ins, running a notebook, grading one submission, the batch, the cluster, the feedback pages."""
