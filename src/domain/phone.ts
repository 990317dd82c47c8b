/**
 * The one phone rule of the product, for the server's validation and the app's forms alike: a
 * mainland mobile number (1[3-9] and nine digits), or a landline with its area code such as
 * 0755-12345678, with an optional extension (0755-12345678-801).
 */
export const PHONE_PATTERN = /^(?:1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(?:-\d{1,6})?)$/;

/** A mainland mobile number: 1[3-9] and nine digits (the part of PHONE_PATTERN an SMS can reach). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

