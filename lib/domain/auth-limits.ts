// Plain figures the auth screens show, apart from the schemas so those screens need no zod to say them.
export const CODE_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt reads at most 72 bytes; a longer password is refused, never silently cut. */
export const PASSWORD_MAX_BYTES = 72;
