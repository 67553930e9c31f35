"""The editions: each lesson's teacher and student editions written from its source (`release`),
and the translations they carry (`translations`).
"""
