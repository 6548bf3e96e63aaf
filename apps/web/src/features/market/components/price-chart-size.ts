/** The price chart's drawing in its own units; it scales to the width it is given, keeping its shape. */
export const PRICE_CHART_WIDTH = 720;
export const PRICE_CHART_HEIGHT = 240;
