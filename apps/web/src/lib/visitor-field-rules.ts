/**
 * The browser's checks of a visitor's name and email, with their messages: the same in every
 * form a signed-out visitor fills in (contact, custom video). The server checks them again.
 */
export const nameRules = { required: 'Please enter your name' }

export const emailRules = {
  required: 'Please enter your email address',
  pattern: { value: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'Please enter a valid email address' },
}
