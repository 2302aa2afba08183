/*
 * Field checks for the two generators. Each returns a message for the reader, or null when the value is fine.
 * Values are trimmed first (pasting often brings a space along); the generators sign the trimmed value.
 */

const APPLE_ID = /^[A-Z0-9]{10}$/;
/** Reverse-domain parts: letters, digits and hyphens, at least two parts, no empty part. */
const SERVICES_ID = /^[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;

/** Spec (issue 9): the platform's JWT secret is at least 32 characters. */
export const MIN_JWT_SECRET_LENGTH = 32;

/** A Team ID or Key ID: exactly 10 characters, uppercase letters and digits. */
export function appleIdError(what: 'Team ID' | 'Key ID', value: string): string | null {
  const id = value.trim();
  if (id.length === 0) return `Enter your ${what}.`;
  if (APPLE_ID.test(id)) return null;
  if (id.length === 10 && APPLE_ID.test(id.toUpperCase())) {
    return `A ${what} uses uppercase letters; Apple shows it as ${id.toUpperCase()}.`;
  }
  if (id.length !== 10) {
    return `A ${what} is exactly 10 characters (uppercase letters and digits); this one has ${id.length}.`;
  }
  return `A ${what} has only uppercase letters A–Z and digits 0–9.`;
}

export function servicesIdError(value: string): string | null {
  const id = value.trim();
  if (id.length === 0) return 'Enter your Services ID.';
  if (id.includes('://')) return 'Enter the Services ID identifier (such as com.example.web), not a URL.';
  if (SERVICES_ID.test(id)) return null;
  if (APPLE_ID.test(id)) {
    return 'This looks like a Team ID or Key ID. The Services ID is a reverse-domain identifier such as com.example.web.';
  }
  return 'A Services ID is a reverse-domain identifier such as com.example.web: letters, digits and hyphens in parts separated by dots.';
}

export function jwtSecretError(secret: string): string | null {
  if (secret.length === 0) return 'Enter the JWT secret of your project.';
  const length = [...secret].length;
  if (length < MIN_JWT_SECRET_LENGTH) {
    return `The JWT secret must be at least ${MIN_JWT_SECRET_LENGTH} characters long; this one has ${length}.`;
  }
  return null;
}
