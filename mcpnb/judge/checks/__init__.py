"""The server checks: each lesson's check (`messages`, `handshake`, `clients`, `eras`, `http`,
`tools`, one module and its rules' rows, `CHECKER.rules.toml`, each), the seam where a server meets
its rules and its real clients (`asked`, `meeting`, `client_findings`), the rules several lessons
keep (`conversation`, `initialize`, `lifecycle`, `conformance`), and `check_server`, which picks
one.
"""
