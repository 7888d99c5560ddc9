// What a receipt may be: shared by the server's checks and the dialog's file field.

const MB = 1024 * 1024;

/** One file, as sent (before an image is re-encoded). */
export const ATTACHMENT_MAX_BYTES = 10 * MB;
export const ATTACHMENTS_PER_TRANSACTION = 10;
/** Everything one person keeps, as stored. */
export const ATTACHMENT_QUOTA_BYTES = 500 * MB;
/** The long side of a stored image, at most. */
export const ATTACHMENT_MAX_IMAGE_SIDE = 2560;

/** The file field's `accept`: photos (the camera among the choices on a phone) and PDFs. */
export const ATTACHMENT_ACCEPT = "image/*,application/pdf";

export const BYTES_PER_MB = MB;
