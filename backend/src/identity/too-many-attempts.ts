/** The OpenAPI answer of a rate-limited route: 429 with Retry-After and the error body (`too_many_requests`). */
export const tooManyAttemptsResponse = (description: string) => ({
  description,
  headers: {
    'Retry-After': {
      description: 'Seconds until the limit that refused the attempt resets',
      schema: { type: 'integer' },
    },
  },
  schema: {
    type: 'object',
    required: ['message', 'status', 'code', 'details'],
    properties: {
      message: { type: 'string' },
      status: { type: 'integer', enum: [429] },
      code: { type: 'string', enum: ['too_many_requests'] },
      details: {
        type: 'object',
        properties: {
          limit: { type: 'string', enum: ['address_email', 'email'] },
          retryAfterSeconds: { type: 'integer' },
        },
      },
    },
  },
});
