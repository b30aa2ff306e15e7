// The exact texts of docs/product.md ("Rules" and "Messages"), shared by the browser and the functions so they can never disagree.
export const MESSAGES = {
  required: 'This field is required',
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number',
  messageTooLong: 'Message must be less than 2000 characters',
  invalidFirstName: 'Please enter a valid first name',
  invalidLastName: 'Please enter a valid last name',
  fixErrors: 'Please fix the errors in the form',
  homeRequired: 'Please fill in all required fields (Name, Email, and Message)',
  sent: "Message sent successfully! We'll get back to you soon.",
  sendFailed: 'Failed to send message. Please try again.',
  unexpected: 'An unexpected error occurred',
  chatTooLong: 'Message too long. Please keep it under 500 characters.',
  chatTooShort: 'Please enter a longer message.',
  chatNoReply: "Sorry, I couldn't process your request.",
  sending: 'Sending...',
} as const

/**
 * The contact forms' failure toast: the product's failure text (the message was not sent, try again), then how else
 * to reach the company. The phone and
 * e-mail are the CMS's (site settings), so the words stay here with the other messages and the contact details there.
 */
export function notSentMessage(contact: { phone?: string | null; email?: string | null }): string {
  const ways = [contact.phone && `call ${contact.phone}`, contact.email && `e-mail ${contact.email}`].filter(
    Boolean,
  )
  return ways.length > 0
    ? `${MESSAGES.sendFailed} Or reach us directly: ${ways.join(' or ')}.`
    : MESSAGES.sendFailed
}
