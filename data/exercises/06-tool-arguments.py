def argument_problems(schema: dict, arguments) -> list:
    """What is wrong with a tool call's arguments, read against the tool's inputSchema.

    Read the keywords type, required, properties, enum, items, minimum, maximum and
    additionalProperties, as JSON Schema 2020-12 reads them. Return one [path, keyword] for each
    problem: the path of the value that breaks the schema (a list of keys and indexes from the
    arguments down; [] for the arguments themselves) and the keyword it breaks. No problem: [].
    """
    problems: list = []
    # Your code here.
    return problems
