"""The functions a student writes from scratch: their properties and the check (`check`), and the
runner that calls a student's function in a process of its own (`runner`, standard library
only).
"""
