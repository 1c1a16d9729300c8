// The second-factor set-up's heading, shared by the screen and the frame the server sends
// while the screen loads (identity/on-demand.tsx), so the page says what it is before then.

export const SECOND_FACTOR_SETUP_TITLE = "Set up a second factor";
export const SECOND_FACTOR_SETUP_DESCRIPTION =
  "Your organisation requires every staff account to use a second factor.";
