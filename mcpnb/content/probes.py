"""What the course's own requests say, wherever a check, a table or a picture sends one: the one
home of each such value, so that lesson 1's unknown method and lesson 5's are the same method.
"""

# Who the course's own requests are from (a modern request's clientInfo, a legacy initialize's).
CHECK_INFO = {"name": "mcpnb-check", "version": "1.0"}
# A method no server has: what a request for an unknown method asks for, in every lesson.
NO_SUCH_METHOD = "mcpnb/no-such-method"
# A version of the modern era's form that no server speaks (lessons 4 and 5).
UNSPOKEN = "2099-01-01"
# A version of the handshake era's form that no server speaks: the one a counter-offer answers.
UNSPOKEN_LEGACY = "1999-01-01"
