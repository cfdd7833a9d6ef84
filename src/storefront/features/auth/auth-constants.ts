/** How long "Resend code" stays disabled, so repeated clicks cannot burn the hourly code allowance. */
export const RESEND_COOLDOWN_S = 30;
