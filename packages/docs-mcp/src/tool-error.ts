/** A bad input a tool reports to the client as an error result (`isError: true`) with this message. */
export class ToolInputError extends Error {}
