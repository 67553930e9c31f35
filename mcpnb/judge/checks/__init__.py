"""The server checks: the conversations and how replies are matched (`conversation`), each
lesson's findings (`messages`, `handshake`, `clients`), and `check_server`, which picks one.
"""
