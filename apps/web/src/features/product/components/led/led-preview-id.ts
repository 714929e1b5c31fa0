/** The LED preview's place on the product page, for the order form's "see it" link. */
export const LED_PREVIEW_ID = 'led-preview'
