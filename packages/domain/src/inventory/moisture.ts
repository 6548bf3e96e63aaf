import { formatMessage, messages } from '../i18n/messages';
import { z } from '../zod';

/**
 * Grain moisture as a percentage of its weight, one decimal as a moisture meter reads it. Grain is cut from about
 * 12 % to the low 30s in a wet harvest; above 40 % it is not grain in store but a typing slip.
 */
export const MOISTURE_PERCENT_MIN = 0;
export const MOISTURE_PERCENT_MAX = 40;

const moistureRange = formatMessage(messages.inventory.moistureRange, {
  min: MOISTURE_PERCENT_MIN,
  max: MOISTURE_PERCENT_MAX,
});

/** The moisture an intake or a harvest load carries (API body and web form alike). */
export const moisturePercentSchema = z
  .number(moistureRange)
  .min(MOISTURE_PERCENT_MIN, moistureRange)
  .max(MOISTURE_PERCENT_MAX, moistureRange)
  .multipleOf(0.1, moistureRange);
