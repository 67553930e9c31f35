"""Grading a class: a submission and its hand-in (`submission`), running a notebook in a worker
(`execution`) and the kernel it forks (`forked_kernel`), grading one (`grading`), grading many
on a local pool or a Dask cluster (`batch`, `cluster`), the CSV (`gradebook`) and the pages
(`feedback`).
"""
