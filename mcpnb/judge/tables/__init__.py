"""The fill-in tables: what a table is (`spec`), each lesson's tables and their right answers
(`lessons`), the belief behind a wrong cell (`beliefs`), the key words (`words`), how a table is
checked (`check`) and its verdict with how it looks (`verdict`).
"""
