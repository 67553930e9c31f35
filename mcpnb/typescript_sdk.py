"""`python -m mcpnb.typescript_sdk install`: the command the docs and the tests' skips name."""

import sys

from mcpnb.running.typescript_sdk import main

if __name__ == "__main__":
    sys.exit(main())
